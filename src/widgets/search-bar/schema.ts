import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the search bar, as designers set them in the page JSON. */
export const searchBarPropsSchema = z.object({
  /** Grey hint shown while the box is empty. */
  placeholder: z.string().max(30).default('搜索职位、公司'),
  /** Words already in the box when the page opens (e.g. on a results page). */
  keyword: z.string().max(50).default(''),
  /** Label of the button at the right end; empty hides it (the keyboard's search key still works). */
  buttonText: z.string().max(4).default('搜索'),
  /**
   * What a search runs, with `{ keyword }` for `{{keyword}}` placeholders, e.g.
   * `{ type: 'navigate', path: '/job', params: { keyword: '{{keyword}}' } }`.
   * Without one the node's own link runs.
   */
  link: linkSchema.optional(),
});
export type SearchBarProps = z.infer<typeof searchBarPropsSchema>;

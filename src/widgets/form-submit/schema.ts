import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the submit button, as designers set them in the page JSON. */
export const formSubmitPropsSchema = z.object({
  /** The button's label. */
  text: z.string().min(1).max(12).default('提交'),
  /**
   * Run with the values once every field passes, e.g. `{ type: 'api', api:
   * '/api-user/userForm/submit', data: { name: '{{form.name}}' } }`; the form
   * completes only when it succeeds. Without one the node's own link runs.
   */
  link: linkSchema.optional(),
});
export type FormSubmitProps = z.infer<typeof formSubmitPropsSchema>;

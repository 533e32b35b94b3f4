import { z } from 'zod';

/** Props of the section title, as designers set them in the page JSON. */
export const titleBarPropsSchema = z.object({
  /** The section's heading. */
  title: z.string().min(1).max(20).default('热门推荐'),
  /** Small grey text after the heading; empty hides it. */
  subtitle: z.string().max(30).default(''),
  /** Label of the link at the right (e.g. 更多); empty hides it. A tap runs the node's link. */
  moreText: z.string().max(8).default(''),
});
export type TitleBarProps = z.infer<typeof titleBarPropsSchema>;

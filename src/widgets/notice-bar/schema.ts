import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the notice bar, as designers set them in the page JSON. */
export const noticeBarPropsSchema = z.object({
  /** The notice; longer text scrolls. Empty hides the bar. */
  text: z.string().max(200).default('欢迎来到本站，海量优质职位每日更新，祝您早日找到理想工作！'),
  /** Colour scheme: alert (yellow), info (blue), success (green), error (red) or default (grey). */
  color: z.enum(['alert', 'info', 'success', 'error', 'default']).default('alert'),
  /** Show the text on several lines instead of scrolling it. */
  wrap: z.boolean().default(false),
  /** What a tap runs; without one the node's link runs. */
  link: linkSchema.optional(),
});
export type NoticeBarProps = z.infer<typeof noticeBarPropsSchema>;

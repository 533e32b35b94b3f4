import { z } from 'zod';

/** Props of the help centre (/help). */
export const helpCenterPropsSchema = z.object({
  /** Grey hint of the search box. */
  placeholder: z.string().max(30).default('搜索问题'),
  /** Customer service number shown at the bottom; empty hides it. */
  phone: z.string().max(30).default(''),
});
export type HelpCenterProps = z.infer<typeof helpCenterPropsSchema>;

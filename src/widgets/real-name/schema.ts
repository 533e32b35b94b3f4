import { z } from 'zod';

/** Props of the real-name verification screen (/my/real-name), as designers set them in the page JSON. */
export const realNamePropsSchema = z.object({
  /** The line above the form: why verification helps. */
  intro: z.string().max(80).default('实名认证后，招聘者更信任你的简历；信息仅用于身份核验，不会公开。'),
});
export type RealNameProps = z.infer<typeof realNamePropsSchema>;

import { z } from 'zod';

/** Props of the "who viewed me" screen (/my/viewers), a VIP perk, as designers set them in the page JSON. */
export const resumeViewersPropsSchema = z.object({
  /** Recruiters per page. */
  limit: z.number().int().min(5).max(50).default(20),
  /** The line on top for a VIP. */
  intro: z.string().max(60).default('这些招聘者看过你的简历，主动沟通机会更大'),
  /** The line a seeker without VIP reads above the button to the VIP checkout. */
  lockedText: z.string().max(60).default('开通 VIP 会员，即可查看哪些招聘者和企业看过你的简历'),
});
export type ResumeViewersProps = z.infer<typeof resumeViewersPropsSchema>;

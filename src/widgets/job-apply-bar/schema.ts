import { z } from 'zod';

/** Props of the bottom bar of a job's page (/job/:id), as designers set them in the page JSON. */
export const jobApplyBarPropsSchema = z.object({
  /** The job; unset, the :id of the page's route. */
  jobId: z.number().int().positive().optional(),
  /** Text of the chat button (opens /chat?jobId=…). */
  chatText: z.string().min(1).max(8).default('沟通'),
  /** Text of the apply button. */
  applyText: z.string().min(1).max(8).default('投递简历'),
  /** What the apply button says once this user applied. */
  appliedText: z.string().min(1).max(8).default('已投递'),
  /** What the apply button says when the job stopped hiring. */
  closedText: z.string().min(1).max(8).default('已停止招聘'),
  /** Show the chat button. */
  showChat: z.boolean().default(true),
});
export type JobApplyBarProps = z.infer<typeof jobApplyBarPropsSchema>;

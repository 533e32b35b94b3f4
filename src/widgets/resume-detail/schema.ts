import { z } from 'zod';

/** Props of the resume detail (/resume/:id, the id being the seeker's user id), as designers set them. */
export const resumeDetailPropsSchema = z.object({
  /** The seeker's user id; taken from the route's :id when absent. */
  id: z.number().int().positive().optional(),
  /** Text of the chat button. */
  chatText: z.string().min(1).max(8).default('沟通'),
});
export type ResumeDetailProps = z.infer<typeof resumeDetailPropsSchema>;

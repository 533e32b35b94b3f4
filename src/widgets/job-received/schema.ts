import { z } from 'zod';

/** Props of the recruiter's received applications (/job-received), as designers set them in the page JSON. */
export const jobReceivedPropsSchema = z.object({
  /** Applications loaded per page. */
  limit: z.number().int().min(5).max(50).default(10),
  /** What the reply box suggests when inviting to an interview. */
  invitePlaceholder: z.string().max(60).default('面试时间、地点或联系方式（选填）'),
});
export type JobReceivedProps = z.infer<typeof jobReceivedPropsSchema>;

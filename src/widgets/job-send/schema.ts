import { z } from 'zod';

/** Props of the job seeker's application screens, as designers set them in the page JSON. */
export const jobSendPropsSchema = z.object({
  /**
   * list: my applications with statuses (/resume/submit; with ?jobId= it first
   * offers the resume choice for that job); detail: one application
   * (/resume/submit-detail?id=); finished: the page after applying (/resume/submit-finished).
   */
  view: z.enum(['list', 'detail', 'finished']).default('list'),
  /** Applications loaded per page of the list. */
  limit: z.number().int().min(5).max(50).default(10),
  /** Heading of the finished page. */
  finishedTitle: z.string().max(20).default('投递成功'),
  /** Text under it. */
  finishedText: z.string().max(80).default('简历已送达招聘者，对方查看或处理后你会收到通知。'),
});
export type JobSendProps = z.infer<typeof jobSendPropsSchema>;

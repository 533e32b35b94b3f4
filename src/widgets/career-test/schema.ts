import { z } from 'zod';

/** Props of the career test (/my/test). */
export const careerTestPropsSchema = z.object({
  /** The line under the title before the first question. */
  intro: z.string().max(60).default('根据你的兴趣找到适合的职业方向，约 1 分钟'),
  /** How many suggested positions the result lists (each opens the job search). */
  jobsShown: z.number().int().min(1).max(8).default(4),
});
export type CareerTestProps = z.infer<typeof careerTestPropsSchema>;

import { z } from 'zod';
import { JOB_SORTS } from '../../../schemas/job';

/** Props of the job list widget, as designers set them in the page JSON. */
export const jobListPropsSchema = z.object({
  /** Heading shown above the list; empty hides it. */
  title: z.string().max(20).default('推荐职位'),
  /** Order of the jobs: newest first, best paid first, or most viewed first. */
  sort: z.enum(JOB_SORTS).default('new'),
  /** Only jobs matching these words (title, company or tags). */
  keyword: z.string().max(50).default(''),
  /** Only jobs in this area (6-digit province, city or district code); empty for all. */
  areaCode: z.string().regex(/^(\d{6})?$/).default(''),
  /** Jobs fetched per page, 1 to 50. */
  limit: z.number().int().min(1).max(50).default(10),
  /** Load more as the user scrolls; off shows one page only. */
  infinite: z.boolean().default(true),
});
export type JobListProps = z.infer<typeof jobListPropsSchema>;

import { z } from 'zod';
import { JOB_SEARCH_PLACEHOLDER, JOB_SORTS } from '../../../schemas/job';

/** Props of the job search screen (/job): search box, sort, area, filters, nearby, the list. */
export const jobSearchPropsSchema = z.object({
  /** Grey hint of the search box. */
  placeholder: z.string().max(30).default(JOB_SEARCH_PLACEHOLDER),
  /** Order when the screen opens. */
  sort: z.enum(JOB_SORTS).default('new'),
  /** Offer the 附近 tab (asks for the device's position). */
  nearby: z.boolean().default(true),
  /** Radius of the 附近 tab in metres, 500 to 50,000. */
  radius: z.number().int().min(500).max(50_000).default(5_000),
  /** Jobs fetched per page, 5 to 50. */
  limit: z.number().int().min(5).max(50).default(20),
});
export type JobSearchProps = z.infer<typeof jobSearchPropsSchema>;

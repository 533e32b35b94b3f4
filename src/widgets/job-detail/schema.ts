import { z } from 'zod';

/** Props of the job detail widget (the body of /job/:id). */
export const jobDetailPropsSchema = z.object({
  /** The job to show; 0 takes the :id of the route. */
  id: z.number().int().min(0).default(0),
  /** Show jobs of the same position in the same city below the description. */
  showSimilar: z.boolean().default(true),
  /** How many similar jobs, 1 to 10. */
  similarLimit: z.number().int().min(1).max(10).default(5),
  /** Space kept free at the bottom (px) for the apply bar that sits over the page. */
  bottomPadding: z.number().int().min(0).max(200).default(64),
});
export type JobDetailProps = z.infer<typeof jobDetailPropsSchema>;

import { z } from 'zod';

/** Props of the company page body (/company/:id). */
export const companyDetailPropsSchema = z.object({
  /** The company to show; 0 takes the :id of the route. */
  id: z.number().int().min(0).default(0),
  /** Open jobs fetched per page, 5 to 50. */
  jobLimit: z.number().int().min(5).max(50).default(10),
  /** Characters of the introduction shown before 展开. */
  introLength: z.number().int().min(40).max(2000).default(120),
});
export type CompanyDetailProps = z.infer<typeof companyDetailPropsSchema>;

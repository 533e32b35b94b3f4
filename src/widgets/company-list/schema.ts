import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the company list, as designers set them in the page JSON. */
export const companyListPropsSchema = z.object({
  /** Heading shown above the list; empty hides it. */
  title: z.string().max(20).default('热门企业'),
  /** How many companies to show, 1 to 20. */
  limit: z.number().int().min(1).max(20).default(6),
  /** Only companies that passed verification. */
  verified: z.boolean().default(false),
  /** What a tap on a company runs, with `{ item }` (the company); without one it opens the company's page. */
  itemLink: linkSchema.optional(),
});
export type CompanyListProps = z.infer<typeof companyListPropsSchema>;

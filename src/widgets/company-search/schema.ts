import { z } from 'zod';

/** Props of the company list screen (/company, /brand/channel). */
export const companySearchPropsSchema = z.object({
  /** Grey hint of the search box; empty hides the box. */
  placeholder: z.string().max(30).default('搜索公司名称'),
  /** Only verified companies (the brand channel). */
  verifiedOnly: z.boolean().default(false),
  /** Show the industry tabs and the 筛选 button. */
  filters: z.boolean().default(true),
  /** Companies fetched per page, 5 to 50. */
  limit: z.number().int().min(5).max(50).default(20),
});
export type CompanySearchProps = z.infer<typeof companySearchPropsSchema>;

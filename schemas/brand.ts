import { z } from 'zod';
import { idSchema } from './fields';

/** Input of /api-user/company/get. */
export const companyGetInputSchema = z.object({
  id: idSchema('公司 id 无效'),
});

/** Input of /api-user/user/brandInfoGet: a company's brand, or the logged-in recruiter's own without an id. */
export const brandInfoInputSchema = z.object({
  id: idSchema('公司 id 无效').optional(),
});

/** A company's page (/company/:id): profile, photos, benefits, address. */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  industryName: z.string(),
  scale: z.string(),
  nature: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  intro: z.string(),
  /** Passed verification: shows the badge. */
  verified: z.boolean(),
  /** Office pictures (site paths or URLs). */
  photos: z.array(z.string()),
  /** Benefits (五险一金, 双休, …). */
  welfare: z.array(z.string()),
  /** Open jobs. */
  jobCount: z.number().int(),
  /** Recruiters of the company. */
  recruiterCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** Article categories with their counts (/api-user/article/categoryFind). */
export const articleCategoryInputSchema = z.object({ kind: z.enum(['news', 'notice'], { message: '文章类型只能是 news 或 notice' }).optional() });
export const articleCategoriesSchema = z.object({ list: z.array(z.object({ name: z.string(), count: z.number().int() })) });

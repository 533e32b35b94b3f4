import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from './paging';

export const JOB_SORTS = ['new', 'salary', 'hot'] as const;

/** Input of /api-user/job/find. The job-hunting issue widens the filters. */
export const jobFindInputSchema = pageQuerySchema.extend({
  /** Words searched in title, company and tags. */
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  /** An area code (province, city or district, 6 digits). */
  areaCode: z.string().regex(/^\d{6}$/, '地区编码应为 6 位数字').optional(),
  /** An industry id. */
  industryId: z.coerce.number().int().positive().optional(),
  /** Lowest acceptable monthly salary in yuan. */
  salaryMin: z.coerce.number().int().min(0, '薪资不能为负数').max(1_000_000, '薪资超出范围').optional(),
  /** Sort order: newest, best paid or most viewed. */
  sort: z.enum(JOB_SORTS, { message: '排序方式只能是 new、salary 或 hot' }).default('new'),
});
export type JobFindInput = z.infer<typeof jobFindInputSchema>;

/** A job as lists show it. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  /** 1 monthly, 2 daily, 3 hourly (salaryUnit of the user setting). */
  salaryUnit: z.number().int(),
  cityName: z.string(),
  districtName: z.string(),
  experience: z.string(),
  degree: z.string(),
  tags: z.array(z.string()),
  isUrgent: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  refreshedAt: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobPageSchema = pageResultSchema(jobSummarySchema);
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobGetInputSchema = z.object({ id: z.coerce.number().int().positive('职位 id 无效') });

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  industryName: z.string(),
  positionName: z.string(),
  views: z.number().int(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

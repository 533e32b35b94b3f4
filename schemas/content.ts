import { z } from 'zod';
import { companyRefSchema, idSchema } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/** Input of /api-user/common/company/find (the company list widget; the job-hunting issue adds filters). */
export const companyFindInputSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  /** 6-digit city code. */
  cityCode: z.string().regex(/^\d{6}$/, '城市编码应为 6 位数字').optional(),
  /** Verified companies only. */
  verified: z.boolean().optional(),
  /** An industry id; a top-level industry covers its children. */
  industryId: idSchema('行业 id 无效').optional(),
  /** Company size, e.g. 100-499人. */
  scale: z.string().max(20, '公司规模无效').optional(),
  /** Company type, e.g. 民营, 国企. */
  nature: z.string().max(20, '公司性质无效').optional(),
});
export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  industryName: z.string(),
  scale: z.string(),
  nature: z.string(),
  cityName: z.string(),
  verified: z.boolean(),
  /** Open jobs of the company. */
  jobCount: z.number().int(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companyPageSchema = pageResultSchema(companySummarySchema);

export const ARTICLE_KINDS = { news: 1, notice: 2 } as const;

/** Input of /api-user/article/find. */
export const articleFindInputSchema = pageQuerySchema.extend({
  /** news or notice; absent for both. */
  kind: z.enum(['news', 'notice'], { message: '文章类型只能是 news 或 notice' }).optional(),
  category: z.string().max(20).optional(),
});
export const articleSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['news', 'notice']),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  views: z.number().int(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articlePageSchema = pageResultSchema(articleSummarySchema);

/** 0 upcoming, 1 live now, 2 ended. */
export const LIVE_STATUS = { upcoming: 0, live: 1, ended: 2 } as const;

/** Input of /api-user/live/find. */
export const liveFindInputSchema = pageQuerySchema.extend({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export const liveSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  startAt: z.string(),
  viewers: z.number().int(),
  company: companyRefSchema,
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;
export const livePageSchema = pageResultSchema(liveSummarySchema);

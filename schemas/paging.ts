import { z } from 'zod';

/** Paging input shared by list calls. */
export const pageQuerySchema = z.object({
  /** 1-based page number. */
  page: z.coerce.number().int().min(1, '页码必须大于 0').max(10_000, '页码过大').default(1),
  /** Page size, 1 to 50. */
  limit: z.coerce.number().int().min(1, '每页数量必须大于 0').max(50, '每页最多 50 条').default(20),
});

/** Table paging of spec §3: page, limit, total, done. */
export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** True when this page is the last one. */
    done: z.boolean(),
  });
}

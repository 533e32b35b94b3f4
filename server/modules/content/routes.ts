import { z } from 'zod';
import { idSchema } from '../../../schemas/fields';
import {
  articleFindInputSchema,
  companyFindInputSchema,
  liveFindInputSchema,
  type ArticleSummary,
} from '../../../schemas/content';
import { toPage } from '../../core/paging';
import { CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import { contentRepo } from './repo';
import { stripScripts } from './service';

/** Input of /api-user/article/get. */
export const articleGetInputSchema = z.object({ id: idSchema('文章 id 无效') });

/** An article with its HTML body (scripts removed). */
export interface ArticleDetail extends ArticleSummary {
  content: string;
}

/** List calls of the company, article and live widgets (contracts in schemas/content.ts). */
export function registerContentRoutes(api: Protocol): void {
  api.post('/api-user/common/company/find', { input: companyFindInputSchema }, async (input, ctx) => {
    const found = await ctx.tenant.run((q) => contentRepo(q, ctx.tenant.tenantId).findCompanies(input));
    return toPage(found, input);
  });

  api.post('/api-user/article/find', { input: articleFindInputSchema }, async (input, ctx) => {
    const found = await ctx.tenant.run((q) => contentRepo(q, ctx.tenant.tenantId).findArticles(input));
    return toPage(found, input);
  });

  api.post('/api-user/article/get', { input: articleGetInputSchema }, async (input, ctx): Promise<ArticleDetail> => {
    const article = await ctx.tenant.run((q) => contentRepo(q, ctx.tenant.tenantId).viewArticle(input.id));
    // Another tenant's article is "not found" too: ids are never confirmed across tenants.
    if (!article) throw new ApiError(CODE_NOT_FOUND, '文章不存在或已删除', 404);
    return { ...article, content: stripScripts(article.content) };
  });

  api.post('/api-user/live/find', { input: liveFindInputSchema }, async (input, ctx) => {
    const found = await ctx.tenant.run((q) => contentRepo(q, ctx.tenant.tenantId).findLives(input));
    return toPage(found, input);
  });
}

import { articleCategoryInputSchema, brandInfoInputSchema, companyGetInputSchema, type CompanyDetail } from '../../../schemas/brand';
import { ARTICLE_KINDS } from '../../../schemas/content';
import { CODE_NOT_FOUND, CODE_NOT_LOGGED_IN } from '../../constants';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import { brandRepo } from './repo';

const companyNotFound = () => new ApiError(CODE_NOT_FOUND, '公司不存在或已注销', 404);

/** Company (brand) pages and article categories. */
export function registerBrandRoutes(api: Protocol): void {
  api.post('/api-user/company/get', { input: companyGetInputSchema }, async (input, ctx): Promise<CompanyDetail> => {
    const c = await ctx.tenant.run((q) => brandRepo(q, ctx.tenant.tenantId).get(input.id));
    // Another tenant's company is "not found" too: ids are never confirmed across tenants.
    if (!c) throw companyNotFound();
    return c;
  });

  api.post('/api-user/user/brandInfoGet', { input: brandInfoInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q): Promise<CompanyDetail> => {
      const repo = brandRepo(q, ctx.tenant.tenantId);
      let id = input.id;
      if (id === undefined) {
        if (!ctx.user) throw new ApiError(CODE_NOT_LOGGED_IN, '请先登录', 401);
        const own = await repo.companyOf(ctx.user.id);
        if (own === null) throw new ApiError(CODE_NOT_FOUND, '你还没有加入公司', 404);
        id = own;
      }
      const c = await repo.get(id);
      if (!c) throw companyNotFound();
      return c;
    }),
  );

  api.post('/api-user/article/categoryFind', { input: articleCategoryInputSchema }, async (input, ctx) => ({
    list: await ctx.tenant.run((q) => brandRepo(q, ctx.tenant.tenantId).articleCategories(input.kind ? ARTICLE_KINDS[input.kind] : undefined)),
  }));
}

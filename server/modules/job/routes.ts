import { jobFindInputSchema, jobGetInputSchema, type JobPage } from '../../../schemas/job';
import { CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import { jobRepo } from './repo';

export function registerJobRoutes(api: Protocol): void {
  api.post('/api-user/job/find', { input: jobFindInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q): Promise<JobPage> => {
      const { list, total } = await jobRepo(q, ctx.tenant.tenantId).find(input);
      return { list, total, page: input.page, limit: input.limit, done: input.page * input.limit >= total };
    }),
  );

  api.post('/api-user/job/get', { input: jobGetInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q) => {
      const repo = jobRepo(q, ctx.tenant.tenantId);
      const job = await repo.get(input.id);
      // Another tenant's job is "not found" too: ids are never confirmed across tenants.
      if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在或已下线', 404);
      await repo.addView(input.id);
      return job;
    }),
  );
}

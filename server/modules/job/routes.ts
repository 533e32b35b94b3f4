import { z } from 'zod';
import {
  JOB_DEGREES,
  JOB_EXPERIENCES,
  autoCompleteInputSchema,
  jobFindInputSchema,
  jobGetInputSchema,
  jobLatestInputSchema,
  jobLbsInputSchema,
  type FilterOption,
  type JobPage,
  type JobSummary,
} from '../../../schemas/job';
import { AUTOCOMPLETE_LIMIT, CODE_NOT_FOUND, SEARCH_HISTORY_MAX } from '../../constants';
import { toPage, type PageAt } from '../../core/paging';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import { JOB_TYPES, SALARY_BANDS, SALARY_UNITS } from '../common/data';
import type { CommonService } from '../common/service';
import { jobRepo, searchHistoryRepo } from './repo';

// The total of a broad search is capped (JOB_COUNT_CAP), so the repo says whether more rows follow.
const jobPage = (found: { list: JobSummary[]; total: number; more: boolean }, at: PageAt): JobPage => toPage({ list: found.list, total: found.total }, at, !found.more);

const historyClearInputSchema = z.object({ keyword: z.string().trim().min(1).max(50, '关键词最多 50 个字').optional() });

/** The seeker side of jobs: search, nearby, latest, urgent, detail, the filter popup, autocomplete and search history. */
export function registerJobRoutes(api: Protocol, { common }: { common: CommonService }): void {
  api.post('/api-user/job/find', { input: jobFindInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q): Promise<JobPage> => {
      const found = await jobRepo(q, ctx.tenant.tenantId).find(input);
      // A logged-in user's first page of a keyword search is remembered (search/historyFind).
      if (ctx.user && input.keyword && input.page === 1) await searchHistoryRepo(q, ctx.tenant.tenantId).record(ctx.user.id, input.keyword, SEARCH_HISTORY_MAX);
      return jobPage(found, input);
    }),
  );

  api.post('/api-user/job/find/lbs', { input: jobLbsInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q) => jobPage(await jobRepo(q, ctx.tenant.tenantId).nearby(input), input)),
  );

  api.post('/api-user/job/findNews', { input: jobLatestInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q) => jobPage(await jobRepo(q, ctx.tenant.tenantId).latest(input.areaCode, input.page, input.limit, false), input)),
  );

  api.post('/api-user/job/findRush', { input: jobLatestInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q) => jobPage(await jobRepo(q, ctx.tenant.tenantId).latest(input.areaCode, input.page, input.limit, true), input)),
  );

  api.post('/api-user/job/get', { input: jobGetInputSchema }, (input, ctx) =>
    ctx.tenant.run(async (q) => {
      const repo = jobRepo(q, ctx.tenant.tenantId);
      const job = await repo.get(input.id);
      // Another tenant's job is "not found" too: ids are never confirmed across tenants.
      if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在或已下线', 404);
      await repo.addView(input.id);
      return { ...job, views: job.views + 1 };
    }),
  );

  api.post('/api-user/job/filterOption', { input: z.object({}).optional() }, (_input, ctx) =>
    ctx.tenant.run(async (q): Promise<FilterOption> => {
      const industries = await common.topIndustries(q);
      return {
        sections: [
          { key: 'salary', title: '薪资(月薪)', multiple: false, options: SALARY_BANDS.map(([label, lo, hi]) => ({ label, value: `${lo}-${hi}` })) },
          { key: 'experience', title: '工作经验', multiple: true, options: JOB_EXPERIENCES.filter((e) => e !== '不限').map((e) => ({ label: e, value: e })) },
          { key: 'degree', title: '学历要求', multiple: true, options: JOB_DEGREES.filter((d) => d !== '不限').map((d) => ({ label: d, value: d })) },
          { key: 'jobType', title: '工作性质', multiple: true, options: [...JOB_TYPES] },
          { key: 'salaryUnit', title: '结算方式', multiple: false, options: [...SALARY_UNITS] },
          { key: 'industryId', title: '行业', multiple: false, options: industries.map((i) => ({ label: i.name, value: i.id })) },
        ],
        sorts: [
          { label: '最新', value: 'new' },
          { label: '薪资最高', value: 'salary' },
          { label: '最热', value: 'hot' },
        ],
      };
    }),
  );

  api.post('/api-user/search/autoComplete', { input: autoCompleteInputSchema }, async (input, ctx) => ({
    list: await ctx.tenant.run((q) => jobRepo(q, ctx.tenant.tenantId).suggest(input.keyword, AUTOCOMPLETE_LIMIT)),
  }));

  api.post('/api-user/user/search/historyFind', { input: z.object({}).optional(), auth: 'user' }, async (_input, ctx) => ({
    list: await ctx.tenant.run((q) => searchHistoryRepo(q, ctx.tenant.tenantId).list(ctx.user.id, SEARCH_HISTORY_MAX)),
  }));

  api.post('/api-user/user/search/historyClear', { input: historyClearInputSchema, auth: 'user' }, async (input, ctx) => ({
    removed: await ctx.tenant.run((q) => searchHistoryRepo(q, ctx.tenant.tenantId).clear(ctx.user.id, input.keyword)),
  }));
}

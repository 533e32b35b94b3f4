import { z } from 'zod';
import { channelResultFindInputSchema, jobSaveManyInputSchema, manageGetInputSchema, mapInitInputSchema } from '../../../schemas/job-manage';
import type { Protocol } from '../../http/protocol';
import type { JobManageService } from './service';

const empty = z.object({}).passthrough();

/**
 * Recruiter job management (spec §7: saveMany, mapInit, channelResultFind) and
 * the two reads the job editor needs besides: manageGet (one job with every
 * editable field) and manageOptions (industry and position trees, fixed lists).
 */
export function registerJobManageRoutes(api: Protocol, svc: JobManageService): void {
  const user = { auth: 'user' as const };
  api.post('/api-user/job/saveMany', { input: jobSaveManyInputSchema, ...user }, (input, ctx) => svc.saveMany(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/job/channelResultFind', { input: channelResultFindInputSchema, ...user }, (input, ctx) =>
    svc.channelResultFind(ctx.tenant, ctx.user.id, input),
  );
  api.post('/api-user/job/mapInit', { input: mapInitInputSchema, ...user }, (input, ctx) => svc.mapInit(ctx.tenant, ctx.user.id, input.jobId));
  api.post('/api-user/job/manageGet', { input: manageGetInputSchema, ...user }, (input, ctx) => svc.manageGet(ctx.tenant, ctx.user.id, input.id));
  api.post('/api-user/job/manageOptions', { input: empty, ...user }, (_i, ctx) => svc.manageOptions(ctx.tenant));
}

const levelSchema = z.coerce.number({ error: '地区级别无效' }).int('地区级别无效').min(1, '地区级别只能是 1、2 或 3').max(3, '地区级别只能是 1、2 或 3');
const AREA_FIND_ALL = '/api-open/area/findAll';
const AREA_FIND = '/api-open/area/find';

/**
 * The two area reads the address-area-select popup makes, for a build that
 * has no common-data module: registered only when nobody registered them
 * before (the jobs engineer's /api-open/area/* replace them after merging).
 * Call last, after every other module.
 */
export function registerAreaFallbackRoutes(api: Protocol, svc: JobManageService): void {
  const have = new Set(api.routes());
  if (!have.has(AREA_FIND_ALL)) {
    api.post(AREA_FIND_ALL, { input: z.object({ level: levelSchema.default(1) }) }, (input, ctx) => svc.areas(ctx.tenant, input.level, null));
  }
  if (!have.has(AREA_FIND)) {
    api.post(AREA_FIND, { input: z.object({ level: levelSchema, code: z.coerce.string().regex(/^\d{6}$/, '地区编码应为 6 位数字') }) }, (input, ctx) =>
      svc.areas(ctx.tenant, input.level, input.code),
    );
  }
}

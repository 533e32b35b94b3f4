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


import { z } from 'zod';
import { LIVE_PATHS, liveAdminFindInputSchema, liveIdInputSchema, liveSaveInputSchema } from '../../../schemas/live';
import type { Protocol } from '../../http/protocol';
import type { LiveService } from './service';

/** Live rooms: one live for anyone, likes; a recruiter's create/edit of their company's lives; operators' list and edit. */
export function registerLiveRoutes(api: Protocol, svc: LiveService): void {
  api.post(LIVE_PATHS.get, { input: liveIdInputSchema }, (input, ctx) => svc.get(ctx.tenant, ctx.user?.id ?? null, input.id));
  api.post(LIVE_PATHS.like, { input: liveIdInputSchema, auth: 'user' }, (input, ctx) => svc.like(ctx.tenant, ctx.user.id, input.id));
  api.post(LIVE_PATHS.reserve, { input: liveIdInputSchema, auth: 'user' }, (input, ctx) => svc.reserve(ctx.tenant, ctx.user.id, input.id));
  api.post(LIVE_PATHS.reserveCancel, { input: liveIdInputSchema, auth: 'user' }, (input, ctx) => svc.reserveCancel(ctx.tenant, ctx.user.id, input.id));
  api.post(LIVE_PATHS.jobOptions, { input: z.object({}), auth: 'user' }, (_input, ctx) => svc.jobOptions(ctx.tenant, ctx.user.id));
  api.post(LIVE_PATHS.mine, { input: liveAdminFindInputSchema, auth: 'user' }, (input, ctx) => svc.mine(ctx.tenant, ctx.user.id, input));
  api.post(LIVE_PATHS.save, { input: liveSaveInputSchema, auth: 'user' }, (input, ctx) => svc.saveAsRecruiter(ctx.tenant, ctx.user.id, input));
  api.post(LIVE_PATHS.adminFind, { input: liveAdminFindInputSchema, auth: 'operator' }, (input, ctx) => svc.adminFind(ctx.tenant, input));
  api.post(LIVE_PATHS.adminSave, { input: liveSaveInputSchema, auth: 'operator' }, (input, ctx) => svc.saveAsOperator(ctx.tenant, input));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Lives (the state runner calls advance per tenant; tests call it with a moved clock). */
    lives: LiveService;
  }
}

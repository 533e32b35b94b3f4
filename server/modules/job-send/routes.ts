import {
  contactGetInputSchema,
  sendFindInputSchema,
  sendGetInputSchema,
  sendIdInputSchema,
  sendImproperInputSchema,
  sendResolveInputSchema,
  sendResumeInputSchema,
} from '../../../schemas/job-send';
import type { Protocol } from '../../http/protocol';
import type { JobSendService } from './service';

/** Applying and applications (/api-user/job/send*) and the recruiter's contact (contactGet). */
export function registerJobSendRoutes(api: Protocol, svc: JobSendService): void {
  const user = { auth: 'user' as const };
  api.post('/api-user/job/sendGet', { input: sendGetInputSchema, ...user }, (input, ctx) => svc.sendGet(ctx.tenant, ctx.user, input.id));
  api.post('/api-user/job/sendResume', { input: sendResumeInputSchema, ...user }, (input, ctx) => svc.sendResume(ctx.tenant, ctx.user, input));
  api.post('/api-user/job/sendFind', { input: sendFindInputSchema, ...user }, (input, ctx) => svc.sendFind(ctx.tenant, ctx.user, input));
  // The detail page of one application (the spec's list names no call for it).
  api.post('/api-user/job/sendDetail', { input: sendIdInputSchema, ...user }, (input, ctx) => svc.sendDetail(ctx.tenant, ctx.user, input.id));
  api.post('/api-user/job/sendCancel', { input: sendIdInputSchema, ...user }, (input, ctx) => svc.sendCancel(ctx.tenant, ctx.user, input.id));
  api.post('/api-user/job/sendUrge', { input: sendIdInputSchema, ...user }, (input, ctx) => svc.sendUrge(ctx.tenant, ctx.user, input.id));
  api.post('/api-user/job/sendResolve', { input: sendResolveInputSchema, ...user }, (input, ctx) => svc.sendResolve(ctx.tenant, ctx.user, input));
  api.post('/api-user/job/sendImproper', { input: sendImproperInputSchema, ...user }, (input, ctx) => svc.sendImproper(ctx.tenant, ctx.user, input.id, input.improper));
  // spec §5: contact get is one of the calls whose payload is RSA-encrypted.
  api.post('/api-user/job/contactGet', { input: contactGetInputSchema, encrypted: true, ...user }, (input, ctx) => svc.contactGet(ctx.tenant, ctx.user, input.id));
}

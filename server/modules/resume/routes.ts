import { z } from 'zod';
import {
  attachmentIdInputSchema,
  attachmentSaveInputSchema,
  registerSkipInputSchema,
  resumeDeleteInputSchema,
  resumeFindInputSchema,
  resumeIdInputSchema,
  resumeSaveInputSchema,
  RESUME_PATHS,
} from '../../../schemas/resume';
import { pageQuerySchema } from '../../../schemas/paging';
import type { Protocol } from '../../http/protocol';
import type { ResumeService } from './service';

const empty = z.object({}).passthrough();

/** The resume calls (/api-user/resume/*, spec §7). */
export function registerResumeRoutes(api: Protocol, svc: ResumeService): void {
  const user = { auth: 'user' as const };
  api.post(RESUME_PATHS.get, { input: empty, ...user }, (_i, ctx) => svc.get(ctx.tenant, ctx.user.id));
  api.post(RESUME_PATHS.save, { input: resumeSaveInputSchema, ...user }, (input, ctx) => svc.save(ctx.tenant, ctx.user.id, input));
  api.post(RESUME_PATHS.delete, { input: resumeDeleteInputSchema, ...user }, (input, ctx) => svc.delete(ctx.tenant, ctx.user.id, input.key, input.id));
  api.post(RESUME_PATHS.refresh, { input: empty, ...user }, (_i, ctx) => svc.refresh(ctx.tenant, ctx.user.id));
  api.post(RESUME_PATHS.relationRightsCount, { input: resumeIdInputSchema, ...user }, (input, ctx) => svc.relationRightsCount(ctx.tenant, ctx.user.id, input.id));
  api.post(RESUME_PATHS.registerSteps, { input: empty, ...user }, (_i, ctx) => svc.registerSteps(ctx.tenant, ctx.user.id));
  api.post(RESUME_PATHS.registerSkip, { input: registerSkipInputSchema, ...user }, (input, ctx) => svc.registerSkip(ctx.tenant, ctx.user.id, input.step));
  api.post(RESUME_PATHS.attachmentFind, { input: empty, ...user }, (_i, ctx) => svc.attachmentFind(ctx.tenant, ctx.user.id));
  api.post(RESUME_PATHS.attachmentSave, { input: attachmentSaveInputSchema, ...user }, (input, ctx) => svc.attachmentSave(ctx.tenant, ctx.user.id, input.fileId, input.name));
  api.post(RESUME_PATHS.attachmentDelete, { input: attachmentIdInputSchema, ...user }, (input, ctx) => svc.attachmentDelete(ctx.tenant, ctx.user.id, input.id));
  api.post(RESUME_PATHS.attachmentAnalyse, { input: attachmentIdInputSchema, ...user }, (input, ctx) => svc.attachmentAnalyse(ctx.tenant, ctx.user.id, input.id));
  api.post(RESUME_PATHS.find, { input: resumeFindInputSchema, ...user }, (input, ctx) => svc.find(ctx.tenant, ctx.user.id, input));
  api.post(RESUME_PATHS.detail, { input: resumeIdInputSchema, ...user }, (input, ctx) => svc.detail(ctx.tenant, ctx.user.id, input.id));
  api.post(RESUME_PATHS.export, { input: empty, ...user }, (_i, ctx) => svc.export(ctx.tenant, ctx.user.id));
  api.post(RESUME_PATHS.viewersFind, { input: pageQuerySchema, ...user }, (input, ctx) => svc.viewersFind(ctx.tenant, ctx.user.id, input));
}

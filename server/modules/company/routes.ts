import { z } from 'zod';
import {
  companyMemberRoleInputSchema,
  companyMemberTargetInputSchema,
  companyScopeInputSchema,
  joinRequestIdInputSchema,
  joinRequestInputSchema,
  joinRequestResolveInputSchema,
} from '../../../schemas/company-member';
import type { Protocol } from '../../http/protocol';
import type { CompanyService } from './service';

const empty = z.object({}).passthrough();

/** Company members and join requests (/api-user/company/member/*). Who may do what is the service's. */
export function registerCompanyRoutes(api: Protocol, svc: CompanyService): void {
  const user = { auth: 'user' as const };
  api.post('/api-user/company/member/find', { input: companyScopeInputSchema, ...user }, (input, ctx) => svc.find(ctx.tenant, ctx.user.id, input.companyId));
  api.post('/api-user/company/member/requestFind', { input: companyScopeInputSchema, ...user }, (input, ctx) =>
    svc.requestFind(ctx.tenant, ctx.user.id, input.companyId),
  );
  api.post('/api-user/company/member/requestResolve', { input: joinRequestResolveInputSchema, ...user }, (input, ctx) =>
    svc.requestResolve(ctx.tenant, ctx.user.id, input.id, input.approve),
  );
  api.post('/api-user/company/member/remove', { input: companyMemberTargetInputSchema, ...user }, (input, ctx) =>
    svc.remove(ctx.tenant, ctx.user.id, input.userId, input.companyId),
  );
  api.post('/api-user/company/member/transfer', { input: companyMemberTargetInputSchema, ...user }, (input, ctx) =>
    svc.transfer(ctx.tenant, ctx.user.id, input.userId, input.companyId),
  );
  api.post('/api-user/company/member/role', { input: companyMemberRoleInputSchema, ...user }, (input, ctx) =>
    svc.setRole(ctx.tenant, ctx.user.id, input.userId, input.role, input.companyId),
  );
  api.post('/api-user/company/member/leave', { input: companyScopeInputSchema, ...user }, (input, ctx) => svc.leave(ctx.tenant, ctx.user.id, input.companyId));
  api.post('/api-user/company/member/myRequest', { input: empty, ...user }, (_input, ctx) => svc.myRequests(ctx.tenant, ctx.user.id));
  api.post('/api-user/company/member/request', { input: joinRequestInputSchema, ...user }, (input, ctx) =>
    svc.request(ctx.tenant, ctx.user.id, input.companyId, input.position),
  );
  api.post('/api-user/company/member/cancel', { input: joinRequestIdInputSchema, ...user }, (input, ctx) => svc.cancel(ctx.tenant, ctx.user.id, input.id));
}

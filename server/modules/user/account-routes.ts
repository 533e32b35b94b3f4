import { z } from 'zod';
import {
  hrInfoInputSchema,
  seekerInfoInputSchema,
  sendCodeInputSchema,
  switchConfirmInputSchema,
  switchKeyInputSchema,
  switchRoleBeforeInputSchema,
  switchRoleInputSchema,
} from '../../../schemas/accounts';
import type { Protocol } from '../../http/protocol';
import type { AccountService } from '../auth/account-service';
import { createUserAccountService, type UserAccountDeps } from './account-service';
import type { UserService } from './service';

const empty = z.object({}).passthrough();

export function registerUserAccountRoutes(api: Protocol, accounts: AccountService, users: UserService, companies: UserAccountDeps['companies']): void {
  const svc = createUserAccountService({ now: accounts.now, codes: accounts.codes, users, companies });

  api.post('/api-user/user/mobilesCode', { input: sendCodeInputSchema, auth: 'user' }, (input, ctx) =>
    svc.sendMobileCode(ctx.tenant, ctx.user.id, input.mobile),
  );

  api.post('/api-user/register/infoSave', { input: seekerInfoInputSchema, auth: 'user' }, (input, ctx) =>
    svc.saveSeekerInfo(ctx.tenant, ctx.user.id, input),
  );
  api.post('/api-user/register/hrInfoSave', { input: hrInfoInputSchema, auth: 'user' }, (input, ctx) => svc.saveHrInfo(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/register/infoGet', { input: empty, auth: 'user' }, (_input, ctx) => svc.registerInfo(ctx.tenant, ctx.user.id));

  api.post('/api-user/user/switchRoleBefore', { input: switchRoleBeforeInputSchema, auth: 'user' }, (input, ctx) =>
    svc.switchRoleBefore(ctx.tenant, ctx.user.id, input.role),
  );
  api.post('/api-user/user/switchRole', { input: switchRoleInputSchema, auth: 'user' }, (input, ctx) =>
    svc.switchRole(ctx.tenant, ctx.user.id, input.role, input.id),
  );
  api.post('/api-user/user/switch/codeurl', { input: empty, auth: 'user' }, (_input, ctx) => svc.switchCodeUrl(ctx.tenant, ctx.user.id, ctx.agent.siteUrl));
  api.post('/api-user/user/switch/status', { input: switchKeyInputSchema, auth: 'user' }, (input, ctx) => svc.switchStatus(ctx.tenant, ctx.user.id, input.key));
  api.post('/api-user/user/switch/scan', { input: switchKeyInputSchema, auth: 'user' }, (input, ctx) => svc.switchScan(ctx.tenant, ctx.user.id, input.key));
  api.post('/api-user/user/switch/confirm', { input: switchConfirmInputSchema, auth: 'user' }, (input, ctx) =>
    svc.switchConfirm(ctx.tenant, ctx.user.id, input.key, input.role),
  );
}

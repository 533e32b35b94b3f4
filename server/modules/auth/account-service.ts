import type { LoginResult } from '../../../schemas/auth';
import type { CodeLoginInput, ResetInput, ResetValidResult, SendCodeResult } from '../../../schemas/accounts';
import { CODE_BAD_REQUEST, CODE_USER_BLOCKED, RESET_TICKET_TTL_MS } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashPassword, hashToken, newToken } from '../../http/hash';
import type { RateLimiter } from '../../http/rate-limit';
import type { MailProvider } from '../../providers/mail/index';
import type { SmsProvider } from '../../providers/sms/index';
import { createCodeService, type CodeLimits } from './codes';
import { resetTicketRepo } from './reset-repo';
import type { AuthService } from './service';
import type { UserAccess } from './users';

export interface AccountServiceDeps {
  limiter: RateLimiter;
  now: () => number;
  auth: AuthService;
  users: UserAccess;
  sms: SmsProvider;
  mail?: MailProvider;
  codeLimits?: Partial<CodeLimits>;
}

/** Code login, first-login accounts and password recovery (/api-auth/user/*). */
export function createAccountService(deps: AccountServiceDeps) {
  const { now, auth } = deps;
  const userRepo = deps.users.accounts;
  const codes = createCodeService({ limiter: deps.limiter, sms: deps.sms, ...(deps.mail ? { mail: deps.mail } : {}), now, ...(deps.codeLimits ? { limits: deps.codeLimits } : {}) });

  return {
    codes,
    now,

    sendLoginCode: (tenant: TenantScope, mobile: string, ip: string): Promise<SendCodeResult> => codes.sendSms(tenant, 'login', mobile, { ip }),

    /** An unknown number gets the same answer as a known one (no account probing), but no SMS. */
    async sendResetCode(tenant: TenantScope, mobile: string, ip: string): Promise<SendCodeResult> {
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findByMobile(mobile));
      return codes.sendSms(tenant, 'reset', mobile, { deliver: Boolean(user), ip });
    },

    /** Logs in with a login code; a number seen for the first time becomes a job-seeker account (role 0). */
    async loginByCode(tenant: TenantScope, input: CodeLoginInput): Promise<LoginResult & { created: boolean }> {
      await codes.verify(tenant, 'login', input.mobile, input.code);
      return tenant.run(async (q) => {
        const repo = userRepo(q, tenant.tenantId);
        let user = await repo.findByMobile(input.mobile);
        const created = !user;
        user ??= await repo.createByMobile(input.mobile, `用户${input.mobile.slice(-4)}`);
        if (user.status === 2) throw new ApiError(CODE_USER_BLOCKED, '账号已被封禁', 403, { reason: user.blocked_reason ?? '' });
        return { ...(await auth.completeLogin(q, tenant.tenantId, user.id)), created };
      });
    },

    /** Trades a right reset code for a short-lived, single-use ticket. */
    async resetValid(tenant: TenantScope, input: CodeLoginInput): Promise<ResetValidResult> {
      await codes.verify(tenant, 'reset', input.mobile, input.code);
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findByMobile(input.mobile));
      // Codes of unknown numbers are stored but never sent, so this is not reached by guessing alone.
      if (!user) throw new ApiError(CODE_BAD_REQUEST, '该手机号未注册', 400);
      const ticket = newToken();
      const expiresAt = new Date(now() + RESET_TICKET_TTL_MS);
      await tenant.run((q) => resetTicketRepo(q, tenant.tenantId).create(hashToken(ticket), user.id, expiresAt));
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /** Sets the new password; every session of the user ends. */
    async reset(tenant: TenantScope, input: ResetInput): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const ok = await tenant.run(async (q) => {
        const userId = await resetTicketRepo(q, tenant.tenantId).use(hashToken(input.ticket), new Date(now()));
        if (userId === null) return false;
        const users = userRepo(q, tenant.tenantId);
        await users.setPassword(userId, passwordHash);
        await users.endSessions(userId);
        return true;
      });
      if (!ok) throw new ApiError(CODE_BAD_REQUEST, '重置链接已失效，请重新获取验证码', 400);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

import type { LoginInput } from '../../../schemas/auth';
import { CODE_LOGIN_FAILED, CODE_TOKEN_INVALID, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, SESSION_TTL_MS } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken, newToken, verifyPassword } from '../../http/hash';
import type { OperatorResolver } from '../../http/protocol';
import { guardedCheck, lockedOut, type RateLimiter } from '../../http/rate-limit';
import { operatorRepo } from './repo';

export interface OperatorServiceDeps {
  limiter: RateLimiter;
  now: () => number;
}

/** The operator of an admin session, as the login answer shows it. */
export interface OperatorInfo {
  id: number;
  account: string;
  name: string;
}

export interface OperatorLoginResult {
  access_token: string;
  operator: OperatorInfo;
}

/**
 * Operator accounts of the admin side. Their tokens live in their own table,
 * so a user token never resolves as an operator (nor the other way round).
 */
export function createOperatorService({ limiter, now }: OperatorServiceDeps) {
  const resolver: OperatorResolver = {
    resolve: (tenant: TenantScope, token: string) =>
      tenant.run(async (q) => {
        const tokenHash = hashToken(token);
        const s = await operatorRepo(q, tenant.tenantId).findSession(tokenHash);
        if (!s || s.expires_at.getTime() <= now()) return null;
        return { id: s.operator_id, tokenHash };
      }),
  };

  return {
    resolver,

    /** Password login with the users' lock-out rule (guardedCheck): LOGIN_MAX_FAILURES checks per account in the window, counted first. */
    async login(tenant: TenantScope, input: LoginInput, ip: string): Promise<OperatorLoginResult> {
      const op = await tenant.run((q) => operatorRepo(q, tenant.tenantId).findByAccount(input.account));
      const ok = await guardedCheck(
        limiter,
        {
          key: `op:acct:${tenant.tenantId}:${input.account}`,
          addressKey: `op:ip:${ip}:${tenant.tenantId}:${input.account}`,
          max: LOGIN_MAX_FAILURES,
          windowMs: LOGIN_FAILURE_WINDOW_MS,
          refused: lockedOut('密码'),
        },
        async () => (op ? verifyPassword(input.password, op.password_hash) : false),
      );
      if (!op || !ok) throw new ApiError(CODE_LOGIN_FAILED, '账号或密码错误', 400);
      const token = newToken();
      const t = now();
      await tenant.run((q) => operatorRepo(q, tenant.tenantId).createSession(hashToken(token), op.id, new Date(t), new Date(t + SESSION_TTL_MS)));
      return { access_token: token, operator: { id: op.id, account: op.account, name: op.name } };
    },

    /** The operator of a live session (the studio checks a restored token with it). */
    async me(tenant: TenantScope, operatorId: number): Promise<OperatorInfo> {
      const op = await tenant.run((q) => operatorRepo(q, tenant.tenantId).findById(operatorId));
      // The session cascades with its operator, so a live token without one is a race with a delete.
      if (!op) throw new ApiError(CODE_TOKEN_INVALID, '运营登录已失效，请重新登录', 401);
      return { id: op.id, account: op.account, name: op.name };
    },

    async logout(tenant: TenantScope, tokenHash: string): Promise<void> {
      await tenant.run((q) => operatorRepo(q, tenant.tenantId).removeSession(tokenHash));
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

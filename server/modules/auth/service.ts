import type { LoginInput, LoginResult } from '../../../schemas/auth';
import {
  CODE_LOGIN_FAILED,
  CODE_RATE_LIMITED,
  CODE_USER_BLOCKED,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SESSION_ROTATE_AFTER_MS,
  SESSION_ROTATE_GRACE_MS,
  SESSION_TTL_MS,
} from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken, newToken, verifyPassword } from '../../http/hash';
import type { SessionLookup, SessionResolver } from '../../http/protocol';
import type { RateLimiter } from '../../http/rate-limit';
import { sessionRepo } from './repo';
import type { UserAccess } from './users';

export interface AuthServiceDeps {
  limiter: RateLimiter;
  now: () => number;
  users: UserAccess;
}

export function createAuthService({ limiter, now, users }: AuthServiceDeps) {
  const userRepo = users.accounts;
  const buildUserSession = users.session;

  async function openSession(q: Queryable, tenantId: number, userId: number): Promise<string> {
    const token = newToken();
    const t = now();
    await sessionRepo(q, tenantId).create(hashToken(token), userId, new Date(t), new Date(t + SESSION_TTL_MS));
    return token;
  }

  /** A new session for a user who proved who they are: token, login count, user session. */
  async function completeLogin(q: Queryable, tenantId: number, userId: number): Promise<LoginResult> {
    const access_token = await openSession(q, tenantId, userId);
    await userRepo(q, tenantId).incrementLoginNum(userId);
    return { access_token, user: await buildUserSession(q, tenantId, userId) };
  }

  const resolver: SessionResolver = {
    resolve: (tenant: TenantScope, token: string) =>
      tenant.run(async (q): Promise<SessionLookup> => {
        const repo = sessionRepo(q, tenant.tenantId);
        const tokenHash = hashToken(token);
        const s = await repo.find(tokenHash);
        const t = now();
        if (!s || s.expires_at.getTime() <= t) return { kind: 'invalid' };
        if (s.replaced_at && s.replaced_at.getTime() + SESSION_ROTATE_GRACE_MS <= t) return { kind: 'invalid' };
        if (s.status === 2) return { kind: 'blocked', reason: s.blocked_reason ?? '' };
        const user = { id: s.user_id, role: s.role, tokenHash };
        if (!s.replaced_at && t - s.created_at.getTime() >= SESSION_ROTATE_AFTER_MS && (await repo.markReplaced(tokenHash, new Date(t)))) {
          return { kind: 'ok', user, rotatedToken: await openSession(q, tenant.tenantId, s.user_id) };
        }
        return { kind: 'ok', user };
      }),
  };

  return {
    sessions: resolver,

    /** Password login; at most LOGIN_MAX_FAILURES failures per account and per IP in the window. */
    async login(tenant: TenantScope, input: LoginInput, ip: string): Promise<LoginResult> {
      const accountKey = `login:acct:${tenant.tenantId}:${input.account}`;
      const ipKey = `login:ip:${ip}`;
      const [byAccount, byIp] = await Promise.all([limiter.count(accountKey), limiter.count(ipKey)]);
      if (byAccount >= LOGIN_MAX_FAILURES || byIp >= LOGIN_MAX_FAILURES) {
        throw new ApiError(CODE_RATE_LIMITED, '登录失败次数过多，请 15 分钟后再试', 429);
      }
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findByAccount(input.account));
      const ok = user ? await verifyPassword(input.password, user.password_hash) : false;
      if (!user || !ok) {
        await Promise.all([limiter.hit(accountKey, LOGIN_FAILURE_WINDOW_MS), limiter.hit(ipKey, LOGIN_FAILURE_WINDOW_MS)]);
        throw new ApiError(CODE_LOGIN_FAILED, '账号或密码错误', 400);
      }
      if (user.status === 2) throw new ApiError(CODE_USER_BLOCKED, '账号已被封禁', 403, { reason: user.blocked_reason ?? '' });
      await limiter.reset(accountKey);
      return tenant.run((q) => completeLogin(q, tenant.tenantId, user.id));
    },

    completeLogin,

    async logout(tenant: TenantScope, tokenHash: string): Promise<void> {
      await tenant.run((q) => sessionRepo(q, tenant.tenantId).remove(tokenHash));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

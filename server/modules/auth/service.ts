import type { LoginInput, LoginResult } from '../../../schemas/auth';
import {
  CODE_LOGIN_FAILED,
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
import { hashPassword, hashToken, needsRehash, newToken, verifyPassword } from '../../http/hash';
import type { SessionLookup, SessionResolver } from '../../http/protocol';
import { guardedCheck, lockedOut, type RateLimiter } from '../../http/rate-limit';
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

    /**
     * Password login. At most LOGIN_MAX_FAILURES wrong passwords per account are
     * ever checked in the window, counted before the check (guardedCheck), so a
     * parallel burst cannot outrun the lock. An address that failed for an account
     * is locked for that account only: others behind the same NAT still log in,
     * and a locked owner still logs in with an SMS code.
     */
    async login(tenant: TenantScope, input: LoginInput, ip: string): Promise<LoginResult> {
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findByAccount(input.account));
      const ok = await guardedCheck(
        limiter,
        {
          key: `login:acct:${tenant.tenantId}:${input.account}`,
          addressKey: `login:ip:${ip}:${tenant.tenantId}:${input.account}`,
          max: LOGIN_MAX_FAILURES,
          windowMs: LOGIN_FAILURE_WINDOW_MS,
          refused: lockedOut('密码', '，或使用短信验证码登录'),
        },
        async () => (user ? verifyPassword(input.password, user.password_hash) : false),
      );
      if (!user || !ok) throw new ApiError(CODE_LOGIN_FAILED, '账号或密码错误', 400);
      if (user.status === 2) throw new ApiError(CODE_USER_BLOCKED, '账号已被封禁', 403, { reason: user.blocked_reason ?? '' });
      // A member imported from 74cms proved the old password: from now on it is kept as our hash.
      const upgraded = needsRehash(user.password_hash) ? await hashPassword(input.password) : null;
      return tenant.run(async (q) => {
        if (upgraded) await userRepo(q, tenant.tenantId).setPassword(user.id, upgraded);
        return completeLogin(q, tenant.tenantId, user.id);
      });
    },

    /**
     * A logged-in user's password check (pwdUpdate's old password, accountValid):
     * the same budget per user, so a stolen session cannot guess the password either.
     */
    async checkOwnPassword(tenant: TenantScope, userId: number, passwordHash: string, password: string): Promise<boolean> {
      return guardedCheck(
        limiter,
        { key: `pwdcheck:${tenant.tenantId}:${userId}`, max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, refused: lockedOut('密码') },
        () => verifyPassword(password, passwordHash),
      );
    },

    completeLogin,

    async logout(tenant: TenantScope, tokenHash: string): Promise<void> {
      await tenant.run((q) => sessionRepo(q, tenant.tenantId).remove(tokenHash));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

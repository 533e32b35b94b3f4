import type { LoginMethods, LoginResult } from '../../../schemas/auth';
import {
  CODE_BAD_REQUEST,
  CODE_LOGIN_FAILED,
  CODE_SERVER_ERROR,
  CODE_USER_BLOCKED,
  QR_KEY_TTL_MS,
  WECHAT_BIND_KEY_TTL_MS,
  WECHAT_QR_RETURN_PATH,
  WECHAT_QR_STATE_PREFIX,
} from '../../constants';
import { pollScanKey, SCAN_KEY, scanKeyMoveFromAny } from '../../core/scan-key';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken, newToken } from '../../http/hash';
import { WechatUnavailableError, type WechatOAuthProvider } from '../../providers/wechat/index';
import type { AuthService } from './service';
import type { UserAccess } from './users';
import { wechatRepo } from './wechat-repo';

/** What wechatCodeLogin answers: a session when the openid is bound, else a key to bind it with. */
export interface WechatLoginResult {
  access_token?: string;
  user?: LoginResult['user'];
  openid: string;
  /** Present when the openid is not bound yet: log in another way, then call wechatBind with it. */
  key?: string;
}

export const WECHAT_MESSAGES = {
  codeUsed: '微信授权已使用，请重新授权',
  codeRefused: '微信授权失败，请重新授权',
  unavailable: '微信服务暂不可用，请稍后再试',
  bindExpired: '微信绑定已失效，请重新微信登录',
  boundElsewhere: '该微信已绑定其他账号',
  accessKeyInvalid: '登录链接已失效',
} as const;

/** WeChat code login, binding an openid to an account, and access-key login (/api-auth/user/*). */
export function createWechatService({ now, auth, users, wechat }: { now: () => number; auth: AuthService; users: UserAccess; wechat: WechatOAuthProvider }) {
  const userRepo = users.accounts;
  async function openLogin(q: Queryable, tenantId: number, userId: number): Promise<LoginResult> {
    const user = await userRepo(q, tenantId).findById(userId);
    if (!user) throw new ApiError(CODE_LOGIN_FAILED, WECHAT_MESSAGES.accessKeyInvalid, 400);
    if (user.status === 2) throw new ApiError(CODE_USER_BLOCKED, '账号已被封禁', 403, { reason: user.blocked_reason ?? '' });
    return auth.completeLogin(q, tenantId, userId);
  }

  return {
    /**
     * Each code logs in once: it is marked used before WeChat is asked, so a replay never reaches WeChat.
     * A state of a scan login (qr.<key>) also confirms that QR key for the device showing it.
     */
    async codeLogin(tenant: TenantScope, code: string, state = ''): Promise<WechatLoginResult> {
      const fresh = await tenant.run((q) => wechatRepo(q, tenant.tenantId).useCode(hashToken(code), new Date(now())));
      if (!fresh) throw new ApiError(CODE_BAD_REQUEST, WECHAT_MESSAGES.codeUsed, 400);
      let identity;
      try {
        identity = await wechat.exchangeCode(code);
      } catch (e) {
        if (e instanceof WechatUnavailableError) throw new ApiError(CODE_SERVER_ERROR, WECHAT_MESSAGES.unavailable, 502);
        throw e;
      }
      if (!identity) throw new ApiError(CODE_LOGIN_FAILED, WECHAT_MESSAGES.codeRefused, 400);
      const { openid } = identity;
      return tenant.run(async (q) => {
        const repo = wechatRepo(q, tenant.tenantId);
        const boundUserId = await repo.boundUser(openid);
        const qrKey = state.startsWith(WECHAT_QR_STATE_PREFIX) ? state.slice(WECHAT_QR_STATE_PREFIX.length) : null;
        if (boundUserId !== null) {
          // The scanned key now lets the showing device log in as this user (waiting or scanned → confirmed).
          if (qrKey) {
            await repo.moveQrKey(hashToken(qrKey), scanKeyMoveFromAny([SCAN_KEY.waiting, SCAN_KEY.scanned], SCAN_KEY.confirmed), {
              userId: boundUserId,
              liveAt: new Date(now()),
            });
          }
          return { ...(await openLogin(q, tenant.tenantId, boundUserId)), openid };
        }
        // Not bound yet: the showing device learns its code was scanned while the phone logs in another way.
        if (qrKey) await repo.moveQrKey(hashToken(qrKey), scanKeyMoveFromAny([SCAN_KEY.waiting], SCAN_KEY.scanned));
        const key = newToken();
        await repo.createBindKey(hashToken(key), openid, new Date(now() + WECHAT_BIND_KEY_TTL_MS));
        return { openid, key };
      });
    },

    /** The scan logins this site offers: WeChat's only when WeChat is configured; the app's always. */
    loginMethods(): LoginMethods {
      return { wechatQr: wechat.kind !== 'none', appQr: true };
    },

    /** A key for the login QR code: the phone's WeChat opens authorizeUrl and comes back to the site with a code. */
    async qrcode(tenant: TenantScope, siteUrl: string): Promise<{ key: string; url: string; expiresAt: string }> {
      const key = newToken();
      const expiresAt = new Date(now() + QR_KEY_TTL_MS);
      const url = wechat.authorizeUrl(`${siteUrl.replace(/\/+$/, '')}${WECHAT_QR_RETURN_PATH}`, `${WECHAT_QR_STATE_PREFIX}${key}`);
      if (!url) throw new ApiError(CODE_BAD_REQUEST, '暂未开通微信登录', 400);
      await tenant.run((q) => wechatRepo(q, tenant.tenantId).createQrKey(hashToken(key), new Date(now()), expiresAt));
      return { key, url, expiresAt: expiresAt.toISOString() };
    },

    /** Polled by the device showing the code: a confirmed key gives it its own session, once. */
    async qrStatus(tenant: TenantScope, key: string): Promise<{ status: 'waiting' | 'scanned' | 'confirmed' | 'expired' } & Partial<LoginResult>> {
      return tenant.run(async (q) => {
        const repo = wechatRepo(q, tenant.tenantId);
        const h = hashToken(key);
        const row = await repo.qrKey(h);
        if (!row) throw new ApiError(404, '二维码不存在', 404);
        const userId = row.user_id;
        const poll = await pollScanKey(row, now(), async () => userId !== null && repo.moveQrKey(h, scanKeyMoveFromAny([SCAN_KEY.confirmed], SCAN_KEY.consumed)));
        if (poll === 'confirmed') return { status: 'confirmed', ...(await openLogin(q, tenant.tenantId, userId!)) };
        return { status: poll };
      });
    },

    /** Binds the openid of a bind key to the logged-in user (their next WeChat login logs straight in). */
    async bind(tenant: TenantScope, userId: number, key: string): Promise<{ openid: string }> {
      const failure = await tenant.run(async (q): Promise<ApiError | { openid: string }> => {
        const repo = wechatRepo(q, tenant.tenantId);
        const openid = await repo.useBindKey(hashToken(key), new Date(now()));
        if (openid === null) return new ApiError(CODE_BAD_REQUEST, WECHAT_MESSAGES.bindExpired, 400);
        const other = await repo.boundUser(openid);
        if (other !== null && other !== userId) return new ApiError(CODE_BAD_REQUEST, WECHAT_MESSAGES.boundElsewhere, 400);
        await repo.bind(openid, userId);
        return { openid };
      });
      if (failure instanceof ApiError) throw failure;
      return failure;
    },

    /** A single-use access key (issued by an operator for a partner's server-init step) logs its user in. */
    async accessKeyLogin(tenant: TenantScope, accessKey: string): Promise<LoginResult> {
      return tenant.run(async (q) => {
        const userId = await wechatRepo(q, tenant.tenantId).useAccessKey(hashToken(accessKey), new Date(now()));
        if (userId === null) throw new ApiError(CODE_LOGIN_FAILED, WECHAT_MESSAGES.accessKeyInvalid, 400);
        return openLogin(q, tenant.tenantId, userId);
      });
    },

    /** An operator issues an access key for a user of the tenant (valid ACCESS_KEY_TTL_MS, once). */
    async issueAccessKey(tenant: TenantScope, userId: number, ttlMs: number): Promise<{ accessKey: string; expiresAt: string }> {
      const accessKey = newToken();
      const expiresAt = new Date(now() + ttlMs);
      await tenant.run(async (q) => {
        if (!(await userRepo(q, tenant.tenantId).findById(userId))) throw new ApiError(404, '用户不存在', 404);
        await wechatRepo(q, tenant.tenantId).createAccessKey(hashToken(accessKey), userId, expiresAt);
      });
      return { accessKey, expiresAt: expiresAt.toISOString() };
    },
  };
}
export type WechatService = ReturnType<typeof createWechatService>;

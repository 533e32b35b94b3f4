import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mapInOrder } from '../../db/db';
import {
  CODE_SERVICE_UNAVAILABLE,
  WECHAT_CREDENTIAL_REFRESH_MARGIN_MS,
  WECHAT_JS_API_LIST,
  WECHAT_REFRESH_LOCK_MS,
  WECHAT_REFRESH_POLL_MS,
} from '../../constants';
import type { Site } from '../../core/agents';
import { ApiError } from '../../http/errors';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import { WechatUnavailableError, type WechatOAuthProvider } from '../../providers/wechat/index';
import { decryptWxaData, type WxaApi } from '../../providers/wechat/wxa';
import { signJsapi, WechatTokenInvalidError, type WechatAppCredentials, type WechatAppKind, type WechatExpiring, type WechatTicketSource } from '../../providers/wechat/jssdk';
import type { CredentialCache } from './credential-cache';
import { wechatAppRepo, wxaRepo, type StoredAppKind } from './repo';

/** What wx.config needs (spec §4): signed for one page address. */
export interface WechatJsConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export const PLATFORM_MESSAGES = {
  wechatNotConfigured: '微信分享未开通',
  wxaNotConfigured: '小程序未开通',
  oauthNotConfigured: '微信登录未开通',
  badCode: '登录凭证无效或已使用，请重新进入',
  sessionGone: '会话已失效，请重新进入小程序',
  decryptFailed: '数据解密失败，请重试',
  shareCodeGone: '分享链接已失效',
  weworkNotConfigured: '企业微信未开通',
  wechatUnavailable: '微信服务暂不可用，请稍后再试',
} as const;

export interface PlatformDeps {
  now: () => number;
  /** WeChat's token and ticket API per app kind; a kind without one answers 未开通. */
  sources: Partial<Record<WechatAppKind, WechatTicketSource>>;
  /** The server's own app of each kind, used by tenants that have not saved their own. */
  defaults: Partial<Record<WechatAppKind, WechatAppCredentials>>;
  cache: CredentialCache;
  /** WeChat's mini-program API (jscode2session, generate_urllink); without it the mini-program calls answer 未开通. */
  wxa?: WxaApi | undefined;
  /** The server's own mini-program, used by tenants that have not saved their own. */
  wxaDefault?: WechatAppCredentials | undefined;
  /** WeChat web OAuth (wechat/codeAccessToken). */
  oauth?: WechatOAuthProvider | undefined;
}

/** A mini-program session (codeSession → decryptData) is good this long, like WeChat's session_key. */
const WXA_SESSION_TTL_MS = 3 * 86_400_000;
/** URL Links of share links stay valid this many days (WeChat allows up to 30). */
const WXA_URL_LINK_DAYS = 30;

/** WeChat JS-SDK config signing, with the app's access token and ticket cached and refreshed once for all callers. */
export function createPlatformService({ now, sources, defaults, cache, wxa, wxaDefault, oauth }: PlatformDeps) {
  /** Refreshes in flight in this process, so parallel callers wait for one. */
  const inflight = new Map<string, Promise<string>>();
  const fresh = (e: { expiresAt: number } | null) => e !== null && e.expiresAt - WECHAT_CREDENTIAL_REFRESH_MARGIN_MS > now();

  /**
   * The cached value of key, or one fetched by a single refresher: one per process
   * (the in-flight promise), one across processes (the cache's lock; the others
   * wait for its value). A holder that dies lets its lock expire and another fetch.
   */
  async function cached(key: string, fetch: () => Promise<WechatExpiring>): Promise<string> {
    const hit = await cache.get(key);
    if (hit && fresh(hit)) return hit.value;
    let p = inflight.get(key);
    if (!p) {
      p = refresh(key, fetch).finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  }

  async function refresh(key: string, fetch: () => Promise<WechatExpiring>): Promise<string> {
    const deadline = Date.now() + WECHAT_REFRESH_LOCK_MS;
    for (;;) {
      const unlock = await cache.lock(key, WECHAT_REFRESH_LOCK_MS);
      if (unlock) {
        try {
          // Another process may have refreshed between our look and our lock.
          const again = await cache.get(key);
          if (again && fresh(again)) return again.value;
          const got = await fetch();
          const ttlMs = got.expiresInS * 1000;
          await cache.set(key, { value: got.value, expiresAt: now() + ttlMs }, ttlMs);
          return got.value;
        } finally {
          await unlock();
        }
      }
      await sleep(WECHAT_REFRESH_POLL_MS);
      const hit = await cache.get(key);
      if (hit && fresh(hit)) return hit.value;
      if (Date.now() > deadline) throw new WechatUnavailableError(`refresh of ${key} held too long by another process`);
    }
  }

  async function ticketFor(kind: WechatAppKind, source: WechatTicketSource, app: WechatAppCredentials): Promise<string> {
    const tokenKey = `${kind}:${app.appId}:token`;
    const ticketKey = `${kind}:${app.appId}:jsapi`;
    return cached(ticketKey, async () => {
      const token = await cached(tokenKey, () => source.accessToken(app));
      try {
        return await source.jsapiTicket(token);
      } catch (e) {
        if (!(e instanceof WechatTokenInvalidError)) throw e;
        // WeChat dropped the token early (another server of this app fetched a new one): once more with a new token.
        await cache.delete(tokenKey);
        return source.jsapiTicket(await cached(tokenKey, () => source.accessToken(app)));
      }
    });
  }

  /** The tenant's mini-program and WeChat's API for it; 未开通 without either. */
  async function wxaApp(site: Site): Promise<{ api: WxaApi; app: WechatAppCredentials }> {
    const app = wxa ? ((await site.tenant.run((q) => wechatAppRepo(q, site.tenant.tenantId).find('wxa'))) ?? wxaDefault ?? null) : null;
    if (!wxa || !app) throw new ApiError(CODE_SERVICE_UNAVAILABLE, PLATFORM_MESSAGES.wxaNotConfigured, 400);
    return { api: wxa, app };
  }

  async function unavailableAsApiError<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof WechatUnavailableError || e instanceof WechatTokenInvalidError) throw new ApiError(CODE_SERVICE_UNAVAILABLE, PLATFORM_MESSAGES.wechatUnavailable, 503);
      throw e;
    }
  }

  return {
    /** The JS-SDK config of `url` (the page address without #…) for the tenant's app of this kind. */
    async wechatConfig(site: Site, kind: WechatAppKind, url: string): Promise<WechatJsConfig> {
      const source = sources[kind];
      const app = source ? ((await site.tenant.run((q) => wechatAppRepo(q, site.tenant.tenantId).find(kind))) ?? defaults[kind] ?? null) : null;
      if (!source || !app) throw new ApiError(CODE_SERVICE_UNAVAILABLE, kind === 'mp' ? PLATFORM_MESSAGES.wechatNotConfigured : PLATFORM_MESSAGES.weworkNotConfigured, 400);
      let ticket: string;
      try {
        ticket = await ticketFor(kind, source, app);
      } catch (e) {
        if (e instanceof WechatUnavailableError || e instanceof WechatTokenInvalidError) throw new ApiError(CODE_SERVICE_UNAVAILABLE, PLATFORM_MESSAGES.wechatUnavailable, 503);
        throw e;
      }
      const nonceStr = randomBytes(8).toString('hex');
      const timestamp = Math.floor(now() / 1000);
      return { appId: app.appId, timestamp, nonceStr, signature: signJsapi({ ticket, nonceStr, timestamp, url }), jsApiList: [...WECHAT_JS_API_LIST] };
    },

    /** An operator saves the tenant's own app of a kind (its pages are then signed with it). */
    async wechatAppSave(site: Site, kind: StoredAppKind, app: WechatAppCredentials): Promise<{ kind: StoredAppKind; appId: string }> {
      await site.tenant.run(async (q) => {
        const repo = wechatAppRepo(q, site.tenant.tenantId);
        // The secret is write-only: an empty one keeps the saved secret, and there must be one.
        const secret = app.secret || (await repo.find(kind))?.secret || '';
        if (!secret) throw new ApiError(CODE_BAD_REQUEST, '请填写AppSecret', 400);
        await repo.save(kind, { appId: app.appId, secret });
      });
      return { kind, appId: app.appId };
    },

    /** The tenant's apps as an operator sees them: AppIDs and whether a secret is set, never the secret. */
    async wechatAppGet(site: Site): Promise<{ list: { kind: StoredAppKind; appId: string; secretSet: boolean; own: boolean }[] }> {
      const kinds: StoredAppKind[] = ['mp', 'work', 'wxa'];
      const own = await site.tenant.run((q) => mapInOrder(kinds, (k) => wechatAppRepo(q, site.tenant.tenantId).find(k)));
      return {
        list: kinds.map((kind, i) => {
          const app = own[i] ?? (kind === 'wxa' ? wxaDefault : defaults[kind]) ?? null;
          return { kind, appId: app?.appId ?? '', secretSet: Boolean(app?.secret), own: Boolean(own[i]) };
        }),
      };
    },

    /** codeSession: a mini-program login code traded for the user's openid; the session_key stays on the server under a session id. */
    async codeSession(site: Site, code: string): Promise<{ openid: string; unionid: string | null; sessionId: string }> {
      const { api, app } = await wxaApp(site);
      const s = await unavailableAsApiError(() => api.codeSession(app, code));
      if (!s) throw new ApiError(CODE_BAD_REQUEST, PLATFORM_MESSAGES.badCode, 400);
      const sessionId = randomBytes(18).toString('base64url');
      await site.tenant.run((q) => wxaRepo(q, site.tenant.tenantId).saveSession(sessionId, { openid: s.openid, unionid: s.unionid ?? null, sessionKey: s.sessionKey }));
      return { openid: s.openid, unionid: s.unionid ?? null, sessionId };
    },

    /** decryptData: data WeChat encrypted for this session (phone number, user info), opened and checked to be meant for this app. */
    async decryptData(site: Site, input: { sessionId: string; encryptedData: string; iv: string }): Promise<Record<string, unknown>> {
      const { app } = await wxaApp(site);
      const s = await site.tenant.run((q) => wxaRepo(q, site.tenant.tenantId).session(input.sessionId, new Date(now() - WXA_SESSION_TTL_MS)));
      if (!s) throw new ApiError(CODE_NOT_FOUND, PLATFORM_MESSAGES.sessionGone, 404);
      let data: ReturnType<typeof decryptWxaData>;
      try {
        data = decryptWxaData(s.sessionKey, input.encryptedData, input.iv);
      } catch {
        throw new ApiError(CODE_BAD_REQUEST, PLATFORM_MESSAGES.decryptFailed, 400);
      }
      // Data made for another app (or replayed from one) is refused, as WeChat advises.
      if (data.watermark?.appid !== app.appId) throw new ApiError(CODE_BAD_REQUEST, PLATFORM_MESSAGES.decryptFailed, 400);
      return data;
    },

    /** generateUrlLink: a URL Link opening a page of the mini-program, carrying a share code that remembers the action and its data. */
    async generateUrlLink(site: Site, input: { path: string; query: string; action: string; data?: unknown }): Promise<{ url_link: string; shareCode: string }> {
      const { api, app } = await wxaApp(site);
      const source = sources.mp;
      if (!source) throw new ApiError(CODE_SERVICE_UNAVAILABLE, PLATFORM_MESSAGES.wxaNotConfigured, 400);
      const shareCode = randomBytes(9).toString('base64url');
      const query = [input.query, `shareCode=${shareCode}`].filter(Boolean).join('&');
      const tokenKey = `wxa:${app.appId}:token`;
      const url = await unavailableAsApiError(async () => {
        try {
          return await api.generateUrlLink(await cached(tokenKey, () => source.accessToken(app)), { path: input.path, query, expireIntervalDays: WXA_URL_LINK_DAYS });
        } catch (e) {
          if (!(e instanceof WechatTokenInvalidError)) throw e;
          await cache.delete(tokenKey);
          return api.generateUrlLink(await cached(tokenKey, () => source.accessToken(app)), { path: input.path, query, expireIntervalDays: WXA_URL_LINK_DAYS });
        }
      });
      await site.tenant.run((q) => wxaRepo(q, site.tenant.tenantId).saveShareCode(shareCode, { path: input.path, query: input.query, action: input.action, data: input.data }));
      return { url_link: url, shareCode };
    },

    /** shareCodeUse: what a share code stands for (the page, its query, the action and data), counting the use. */
    async shareCodeUse(site: Site, code: string) {
      const r = await site.tenant.run((q) => wxaRepo(q, site.tenant.tenantId).useShareCode(code));
      if (!r) throw new ApiError(CODE_NOT_FOUND, PLATFORM_MESSAGES.shareCodeGone, 404);
      return r;
    },

    /** wechat/codeAccessToken: a WeChat web OAuth code traded for who the user is (no login). */
    async codeAccessToken(code: string): Promise<{ openid: string; unionid: string | null }> {
      if (!oauth || oauth.kind === 'none') throw new ApiError(CODE_SERVICE_UNAVAILABLE, PLATFORM_MESSAGES.oauthNotConfigured, 400);
      const who = await unavailableAsApiError(() => oauth.exchangeCode(code));
      if (!who) throw new ApiError(CODE_BAD_REQUEST, PLATFORM_MESSAGES.badCode, 400);
      return { openid: who.openid, unionid: who.unionid ?? null };
    },

    /** wechat/gatewayGet: the SaaS base address of the tenant (spec §3 agent environment config). */
    gatewayGet(site: Site): { saasUrl: string } {
      return { saasUrl: site.agent.saasUrl };
    },
  };
}
export type PlatformService = ReturnType<typeof createPlatformService>;

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CODE_SERVICE_UNAVAILABLE,
  WECHAT_CREDENTIAL_REFRESH_MARGIN_MS,
  WECHAT_JS_API_LIST,
  WECHAT_REFRESH_LOCK_MS,
  WECHAT_REFRESH_POLL_MS,
} from '../../constants';
import type { Site } from '../../core/agents';
import { ApiError } from '../../http/errors';
import { WechatUnavailableError } from '../../providers/wechat/index';
import { signJsapi, WechatTokenInvalidError, type WechatAppCredentials, type WechatAppKind, type WechatExpiring, type WechatTicketSource } from '../../providers/wechat/jssdk';
import type { CredentialCache } from './credential-cache';
import { wechatAppRepo } from './repo';

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
}

/** WeChat JS-SDK config signing, with the app's access token and ticket cached and refreshed once for all callers. */
export function createPlatformService({ now, sources, defaults, cache }: PlatformDeps) {
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
    async wechatAppSave(site: Site, kind: WechatAppKind, app: WechatAppCredentials): Promise<{ kind: WechatAppKind; appId: string }> {
      await site.tenant.run((q) => wechatAppRepo(q, site.tenant.tenantId).save(kind, app));
      return { kind, appId: app.appId };
    },
  };
}
export type PlatformService = ReturnType<typeof createPlatformService>;

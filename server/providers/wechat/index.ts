import { WECHAT_AUTHORIZE_URL, WECHAT_TIMEOUT_MS } from '../../constants';

/** Who a WeChat OAuth code belongs to. */
export interface WechatIdentity {
  openid: string;
  unionid?: string | undefined;
}

/**
 * Trades a WeChat OAuth code for the user's openid. WeChat answers an error for
 * a code that is wrong, expired or used; that is null here, not an exception.
 */
export interface WechatOAuthProvider {
  readonly kind: 'http' | 'none';
  exchangeCode(code: string): Promise<WechatIdentity | null>;
  /** The address WeChat's authorisation page has for returning to `redirect` with a code and `state`. */
  authorizeUrl(redirect: string, state: string): string | null;
}

export class WechatUnavailableError extends Error {}

/**
 * WeChat's web OAuth (sns/oauth2/access_token): GET with appid, secret, code and
 * grant_type=authorization_code; the answer holds openid, or errcode/errmsg.
 * `baseUrl` is WeChat's API host (a fake on loopback in tests).
 */
export function createHttpWechatProvider(opts: { baseUrl: string; appId: string; appSecret: string; authorizeBase?: string; timeoutMs?: number }): WechatOAuthProvider {
  return {
    kind: 'http',
    authorizeUrl(redirect, state) {
      const u = new URL(opts.authorizeBase ?? WECHAT_AUTHORIZE_URL);
      u.search = new URLSearchParams({ appid: opts.appId, redirect_uri: redirect, response_type: 'code', scope: 'snsapi_userinfo', state }).toString();
      return `${u.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const url = new URL('/sns/oauth2/access_token', opts.baseUrl);
      url.search = new URLSearchParams({ appid: opts.appId, secret: opts.appSecret, code, grant_type: 'authorization_code' }).toString();
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? WECHAT_TIMEOUT_MS) });
      } catch (e) {
        throw new WechatUnavailableError(`WeChat unreachable: ${(e as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { openid?: unknown; unionid?: unknown; errcode?: unknown } | null;
      if (!res.ok || body === null) throw new WechatUnavailableError(`WeChat answered ${res.status}`);
      if (typeof body.openid !== 'string' || !body.openid) return null;
      return { openid: body.openid, ...(typeof body.unionid === 'string' ? { unionid: body.unionid } : {}) };
    },
  };
}

/** Without WeChat configured every code is refused: WeChat login is simply not offered. */
export const noWechatProvider: WechatOAuthProvider = { kind: 'none', exchangeCode: async () => null, authorizeUrl: () => null };

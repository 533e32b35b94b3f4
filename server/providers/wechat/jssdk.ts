import { createHash } from 'node:crypto';
import { WECHAT_TIMEOUT_MS } from '../../constants';
import { WechatUnavailableError } from './index';

/** Which WeChat: the official account (公众号, api.weixin.qq.com) or WeChat Work (企业微信, qyapi.weixin.qq.com). */
export type WechatAppKind = 'mp' | 'work';

/** An app's credentials: appid + secret, or for WeChat Work corpid + the app's secret. */
export interface WechatAppCredentials {
  appId: string;
  secret: string;
}

/** A credential WeChat hands out with its lifetime. */
export interface WechatExpiring {
  value: string;
  expiresInS: number;
}

/** WeChat refused the access token (expired early, or replaced by a newer one): fetch a new one and try again. */
export class WechatTokenInvalidError extends Error {}

/** Error codes WeChat answers for an access token that is no longer good. */
const TOKEN_INVALID_CODES = new Set([40001, 40014, 42001]);

/**
 * The two credentials the JS-SDK needs: the app's access token and, with it,
 * the jsapi_ticket. Both live about two hours; WeChat allows a limited number of
 * fetches a day, so callers cache them (server/modules/platform).
 */
export interface WechatTicketSource {
  readonly kind: WechatAppKind;
  accessToken(app: WechatAppCredentials): Promise<WechatExpiring>;
  jsapiTicket(accessToken: string): Promise<WechatExpiring>;
}

/**
 * The JS-SDK signature as WeChat computes it: sha1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in this order, values raw,
 * the url without its #fragment).
 */
export function signJsapi(p: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = p.url.split('#')[0] ?? '';
  return createHash('sha1').update(`jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${url}`).digest('hex');
}

/**
 * Access token and jsapi_ticket over WeChat's HTTP API. Official accounts:
 * GET /cgi-bin/token?grant_type=client_credential&appid&secret and
 * GET /cgi-bin/ticket/getticket?access_token&type=jsapi. WeChat Work:
 * GET /cgi-bin/gettoken?corpid&corpsecret and GET /cgi-bin/get_jsapi_ticket?access_token.
 * `baseUrl` is the API host (a fake on loopback in tests).
 */
export function createHttpWechatTicketSource(opts: { kind: WechatAppKind; baseUrl: string; timeoutMs?: number }): WechatTicketSource {
  async function get(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(path, opts.baseUrl);
    url.search = new URLSearchParams(query).toString();
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? WECHAT_TIMEOUT_MS) });
    } catch (e) {
      throw new WechatUnavailableError(`WeChat unreachable: ${(e as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || body === null) throw new WechatUnavailableError(`WeChat answered ${res.status}`);
    const errcode = typeof body.errcode === 'number' ? body.errcode : 0;
    if (TOKEN_INVALID_CODES.has(errcode)) throw new WechatTokenInvalidError(`WeChat refused the access token: ${errcode}`);
    if (errcode !== 0) throw new WechatUnavailableError(`WeChat answered errcode ${errcode} ${String(body.errmsg ?? '')}`);
    return body;
  }
  const expiring = (value: unknown, expires: unknown, what: string): WechatExpiring => {
    if (typeof value !== 'string' || !value) throw new WechatUnavailableError(`WeChat answered no ${what}`);
    return { value, expiresInS: typeof expires === 'number' && expires > 0 ? expires : 7200 };
  };
  return {
    kind: opts.kind,
    async accessToken(app) {
      const body =
        opts.kind === 'mp'
          ? await get('/cgi-bin/token', { grant_type: 'client_credential', appid: app.appId, secret: app.secret })
          : await get('/cgi-bin/gettoken', { corpid: app.appId, corpsecret: app.secret });
      return expiring(body.access_token, body.expires_in, 'access_token');
    },
    async jsapiTicket(accessToken) {
      const body =
        opts.kind === 'mp'
          ? await get('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' })
          : await get('/cgi-bin/get_jsapi_ticket', { access_token: accessToken });
      return expiring(body.ticket, body.expires_in, 'ticket');
    },
  };
}

import { createDecipheriv } from 'node:crypto';
import { WECHAT_TIMEOUT_MS } from '../../constants';
import { WechatUnavailableError } from './index';
import { WechatTokenInvalidError, type WechatAppCredentials } from './jssdk';

/** What jscode2session answers for a mini-program login code. */
export interface WxaSession {
  openid: string;
  unionid?: string | undefined;
  sessionKey: string;
}

/**
 * WeChat's mini-program server API: a login code traded for the user's session
 * (GET /sns/jscode2session) and a URL Link opening a page of the mini-program
 * (POST /wxa/generate_urllink). `baseUrl` is the API host (a fake on loopback in tests).
 */
export interface WxaApi {
  /** null when WeChat refuses the code (wrong, expired or used: errcode 40029, 40163). */
  codeSession(app: WechatAppCredentials, code: string): Promise<WxaSession | null>;
  generateUrlLink(accessToken: string, link: { path: string; query: string; expireIntervalDays: number }): Promise<string>;
}

const TOKEN_INVALID_CODES = new Set([40001, 40014, 42001]);

export function createHttpWxaApi(opts: { baseUrl: string; timeoutMs?: number }): WxaApi {
  async function send(path: string, query: Record<string, string>, body?: unknown): Promise<Record<string, unknown>> {
    const url = new URL(path, opts.baseUrl);
    url.search = new URLSearchParams(query).toString();
    let res: Response;
    try {
      res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? WECHAT_TIMEOUT_MS),
      });
    } catch (e) {
      throw new WechatUnavailableError(`WeChat unreachable: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || json === null) throw new WechatUnavailableError(`WeChat answered ${res.status}`);
    return json;
  }
  const errcode = (b: Record<string, unknown>) => (typeof b.errcode === 'number' ? b.errcode : 0);
  return {
    async codeSession(app, code) {
      const b = await send('/sns/jscode2session', { appid: app.appId, secret: app.secret, js_code: code, grant_type: 'authorization_code' });
      const e = errcode(b);
      if (e === 40029 || e === 40163 || e === 40226) return null;
      if (e !== 0) throw new WechatUnavailableError(`WeChat answered errcode ${e} ${String(b.errmsg ?? '')}`);
      if (typeof b.openid !== 'string' || typeof b.session_key !== 'string') throw new WechatUnavailableError('WeChat answered no session');
      return { openid: b.openid, sessionKey: b.session_key, ...(typeof b.unionid === 'string' ? { unionid: b.unionid } : {}) };
    },
    async generateUrlLink(accessToken, link) {
      const b = await send('/wxa/generate_urllink', { access_token: accessToken }, { path: link.path, query: link.query, expire_type: 1, expire_interval: link.expireIntervalDays });
      const e = errcode(b);
      if (TOKEN_INVALID_CODES.has(e)) throw new WechatTokenInvalidError(`WeChat refused the access token: ${e}`);
      if (e !== 0 || typeof b.url_link !== 'string') throw new WechatUnavailableError(`WeChat answered errcode ${e} ${String(b.errmsg ?? '')}`);
      return b.url_link;
    },
  };
}

/**
 * Opens data a mini-program got from WeChat (getPhoneNumber, getUserInfo…):
 * AES-128-CBC with the session_key as key and the given iv, both base64, PKCS#7
 * padding; the plain text is JSON whose watermark names the app it was made for.
 * Throws on anything that does not open to such JSON.
 */
export function decryptWxaData(sessionKey: string, encryptedData: string, iv: string): { watermark?: { appid?: string; timestamp?: number } } & Record<string, unknown> {
  const key = Buffer.from(sessionKey, 'base64');
  const ivBuf = Buffer.from(iv, 'base64');
  if (key.length !== 16 || ivBuf.length !== 16) throw new Error('session_key and iv must be 16 bytes');
  const d = createDecipheriv('aes-128-cbc', key, ivBuf);
  const plain = Buffer.concat([d.update(Buffer.from(encryptedData, 'base64')), d.final()]).toString('utf8');
  const json: unknown = JSON.parse(plain);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
  return json as Record<string, unknown>;
}

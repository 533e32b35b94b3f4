import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A fake of WeChat's access-token and jsapi_ticket API (official account and
 * WeChat Work paths), for tests and the browser tests' loopback fakes. Like
 * WeChat it refuses a wrong secret (40125), a token it did not issue (40001),
 * and a token that a newer one has replaced. It counts every fetch so tests can
 * see how often the server asked.
 */
export function createFakeWechatJssdk(opts: { apps: Record<string, string>; expiresInS?: number }) {
  const tokens = new Map<string, string>(); // token → appId (only the newest of an app is valid)
  const newestToken = new Map<string, string>(); // appId → token
  const tickets = new Map<string, string>(); // appId → newest ticket
  const counts = { token: 0, ticket: 0 };
  // Mini-program login codes WeChat would hand wx.login, and the sessions they open.
  const wxaCodes = new Map<string, { appId: string; openid: string; unionid?: string }>();
  const sessionKeys = new Map<string, string>(); // openid → newest session_key (base64 of 16 bytes)
  const links: { appId: string; path: string; query: string; urlLink: string }[] = [];
  let expiresInS = opts.expiresInS ?? 7200;
  let ticketExpiresInS = expiresInS;
  const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  return {
    counts,
    /** The ticket WeChat last issued for an app (what a signature must be computed with). */
    ticketOf: (appId: string) => tickets.get(appId) ?? null,
    /** Lifetimes (s) WeChat gives the next tokens and tickets. */
    setExpiresIn(tokenS: number, ticketS = tokenS) {
      expiresInS = tokenS;
      ticketExpiresInS = ticketS;
    },
    /** Makes every issued token invalid, as WeChat does when another server fetched a new one. */
    revokeTokens() {
      tokens.clear();
    },
    /** A mini-program login code for a user of an app (what wx.login gives the mini-program). */
    issueWxaCode(appId: string, openid: string, unionid?: string): string {
      const code = `wxa_${randomBytes(8).toString('hex')}`;
      wxaCodes.set(code, { appId, openid, ...(unionid ? { unionid } : {}) });
      return code;
    },
    /** The session_key WeChat gave the user's last login (what data for that user is encrypted with). */
    sessionKeyOf: (openid: string) => sessionKeys.get(openid) ?? null,
    /** URL Links generated so far. */
    links,
    /** Answers a request it knows; false for any other path. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://fake');
      const q = url.searchParams;
      if (url.pathname === '/cgi-bin/token' || url.pathname === '/cgi-bin/gettoken') {
        counts.token++;
        const appId = q.get('appid') ?? q.get('corpid') ?? '';
        const secret = q.get('secret') ?? q.get('corpsecret') ?? '';
        if (url.pathname === '/cgi-bin/token' && q.get('grant_type') !== 'client_credential') return (json(res, { errcode: 40002, errmsg: 'invalid grant_type' }), true);
        if (!appId || opts.apps[appId] !== secret) return (json(res, { errcode: 40125, errmsg: 'invalid appsecret' }), true);
        const old = newestToken.get(appId);
        if (old) tokens.delete(old);
        const token = `AT_${randomBytes(12).toString('hex')}`;
        tokens.set(token, appId);
        newestToken.set(appId, token);
        return (json(res, { ...(url.pathname === '/cgi-bin/gettoken' ? { errcode: 0, errmsg: 'ok' } : {}), access_token: token, expires_in: expiresInS }), true);
      }
      if (url.pathname === '/cgi-bin/ticket/getticket' || url.pathname === '/cgi-bin/get_jsapi_ticket') {
        counts.ticket++;
        const appId = tokens.get(q.get('access_token') ?? '');
        if (!appId) return (json(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }), true);
        if (url.pathname === '/cgi-bin/ticket/getticket' && q.get('type') !== 'jsapi') return (json(res, { errcode: 40097, errmsg: 'invalid args' }), true);
        const ticket = `TK_${randomBytes(16).toString('hex')}`;
        tickets.set(appId, ticket);
        return (json(res, { errcode: 0, errmsg: 'ok', ticket, expires_in: ticketExpiresInS }), true);
      }
      if (url.pathname === '/sns/jscode2session') {
        const appId = q.get('appid') ?? '';
        if (opts.apps[appId] !== q.get('secret') || q.get('grant_type') !== 'authorization_code') return (json(res, { errcode: 40125, errmsg: 'invalid appsecret' }), true);
        const code = q.get('js_code') ?? '';
        const who = wxaCodes.get(code);
        // A code is good once, for the app it was issued to.
        if (!who || who.appId !== appId) return (json(res, { errcode: 40029, errmsg: 'invalid code' }), true);
        wxaCodes.delete(code);
        const sessionKey = randomBytes(16).toString('base64');
        sessionKeys.set(who.openid, sessionKey);
        return (json(res, { openid: who.openid, session_key: sessionKey, ...(who.unionid ? { unionid: who.unionid } : {}) }), true);
      }
      if (url.pathname === '/wxa/generate_urllink' && req.method === 'POST') {
        const appId = tokens.get(q.get('access_token') ?? '');
        if (!appId) return (json(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }), true);
        let raw = '';
        req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        req.on('end', () => {
          const body = JSON.parse(raw || '{}') as { path?: string; query?: string };
          if (typeof body.path !== 'string' || body.path.startsWith('/')) return json(res, { errcode: 40165, errmsg: 'invalid weapp pagepath' });
          const urlLink = `https://wxaurl.cn/${randomBytes(6).toString('hex')}`;
          links.push({ appId, path: body.path, query: body.query ?? '', urlLink });
          json(res, { errcode: 0, errmsg: 'ok', url_link: urlLink });
        });
        return true;
      }
      return false;
    },
  };
}
export type FakeWechatJssdk = ReturnType<typeof createFakeWechatJssdk>;

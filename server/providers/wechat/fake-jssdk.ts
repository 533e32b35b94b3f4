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
      return false;
    },
  };
}
export type FakeWechatJssdk = ReturnType<typeof createFakeWechatJssdk>;

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of WeChat's OAuth API on loopback: GET /sns/oauth2/access_token
 * answers the openid of a code it was told about, errcode 40029 otherwise, and
 * like WeChat refuses a code the second time.
 */
export async function startFakeWechatServer(opts: { port?: number } = {}) {
  const codes = new Map<string, string>();
  const used = new Set<string>();
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/code') {
      // Test hook: what WeChat would hand the browser after the user agreed.
      const code = `wx-${Math.random().toString(36).slice(2, 12)}`;
      codes.set(code, url.searchParams.get('openid') ?? '');
      return json({ code });
    }
    if (url.pathname !== '/sns/oauth2/access_token') return void res.writeHead(404).end();
    requests.push(url.searchParams);
    const code = url.searchParams.get('code') ?? '';
    const openid = codes.get(code);
    if (!openid || used.has(code)) return json({ errcode: 40029, errmsg: 'invalid code' });
    used.add(code);
    json({ access_token: 'at', expires_in: 7200, refresh_token: 'rt', openid, scope: 'snsapi_userinfo' });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A fresh code for this openid, as WeChat would issue after the user agreed. */
    codeFor(openid: string): string {
      const code = `wx-${Math.random().toString(36).slice(2, 12)}`;
      codes.set(code, openid);
      return code;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

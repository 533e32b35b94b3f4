/**
 * Fakes of the third parties the browser tests cannot reach, as one small HTTP
 * server on loopback (the server under test is configured to call it):
 * - POST /sms: the SMS gateway; GET /sms/last?mobile= answers the last code (tests read it as a phone would);
 * - POST /mail: the mail gateway; GET /mail/last?email= answers the last code;
 * - POST /identity: the real-name service; a pair in E2E_IDENTITIES matches;
 * - GET /sns/oauth2/access_token: WeChat's OAuth code exchange; GET /wechat/code?openid= mints a code
 *   as WeChat would after the user agreed (tests then open the app with ?code=…);
 * - /v3/pay/… and /fakepay/…: WeChat Pay API v3 (H5) with its cashier page, signing its notifications with
 *   keys generated when the fakes start (server/providers/payment/fake-server.ts); fakePayConfig() is what
 *   the server under test is configured with.
 * - GET /tiles/{z}/{x}/{y}.png?key=: map tiles (server/providers/map/fake-tiles.ts), refused without E2E_TILE_KEY;
 *   GET /tiles/count answers how many were served.
 * - GET /cgi-bin/token and /cgi-bin/ticket/getticket: WeChat's access token and jsapi_ticket for the JS-SDK
 *   signature (server/providers/wechat/fake-jssdk.ts); GET /wechat/ticket?appid= answers the ticket last issued.
 */
import { createServer } from 'node:http';
import { idCardCheckChar } from '../../schemas/identity';
import { createFakeWechatPay, type FakeWechatPay } from '../../server/providers/payment/fake-server';
import { createFakeWechatJssdk } from '../../server/providers/wechat/fake-jssdk';
import { startFakeAiServer } from '../../server/providers/ai/fake-server';
import { createFakeTileServer } from '../../server/providers/map/fake-tiles';

export const E2E_FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 3197);
export const fakesUrl = (path: string) => `http://127.0.0.1:${E2E_FAKES_PORT}${path}`;

const withCheck = (first17: string) => first17 + idCardCheckChar(first17);
/** People the fake identity service knows. */
export const E2E_IDENTITIES = [{ name: '林晓', idCard: withCheck('33010619980512123') }];

/** The WeChat app the server under test signs with. */
export const E2E_WECHAT_APP = { appId: 'wx-e2e-app', secret: 'wx-e2e-secret' };
/** The TURN server of the browser tests (Debian's coturn, started by the spec that needs it) and its REST API secret. */
export const E2E_TURN_PORT = Number(process.env.E2E_TURN_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 3);
export const E2E_TURN_SECRET = 'e2e-turn-secret';

/** The AI answer of the fake chat-completions server: what a retouch of `text` streams. */
export const fakeAiAnswer = (text: string) => `【AI】${text}。我具备扎实的专业能力与良好的沟通协作能力，期待与贵公司共同成长。`;
export const E2E_AI_KEY = 'sk-e2e';
let aiUrl = '';
/** Base URL (…/v1) of the fake OpenAI-compatible server (own loopback port); after startFakes. */
export const fakeAiUrl = () => aiUrl;

/** The key of the fake tile server; the operator's XYZ template of the map specs. */
export const E2E_TILE_KEY = 'tile-e2e';
export const fakeTileTemplate = () => fakesUrl('/tiles/{z}/{x}/{y}.png?key={key}');

let pay: FakeWechatPay | null = null;
/** The WeChat Pay settings of the fake (keys of this run); after startFakes. */
export function fakePayConfig() {
  if (!pay) throw new Error('fakePayConfig() before startFakes()');
  return pay.config(fakesUrl(''));
}

export async function startFakes(): Promise<() => Promise<void>> {
  const ai = await startFakeAiServer({ apiKey: E2E_AI_KEY, pieceChars: 2, pauseMs: 60, answer: (b) => fakeAiAnswer(b.messages.at(-1)?.content ?? '') });
  aiUrl = ai.url;
  pay = createFakeWechatPay({ retryMs: 500, retries: 10 });
  pay.setBase(fakesUrl(''));
  const fakePay = pay;
  // The app start-server.ts configures (WECHAT_APP_ID / WECHAT_APP_SECRET).
  const jssdk = createFakeWechatJssdk({ apps: { [E2E_WECHAT_APP.appId]: E2E_WECHAT_APP.secret } });
  const tiles = createFakeTileServer({ key: E2E_TILE_KEY });
  const codes = new Map<string, string>();
  const wechatCodes = new Map<string, string>();
  const mails = new Map<string, string>();
  let wechatSeq = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fakes');
    if (url.pathname.startsWith('/v3/pay/') || url.pathname.startsWith('/fakepay/')) return void fakePay.handle(req, res);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/wechat/ticket') return json(200, { ticket: jssdk.ticketOf(url.searchParams.get('appid') ?? '') });
    if (req.method === 'GET' && jssdk.handle(req, res)) return;
    if (tiles.handle(req, res)) return;
    if (req.method === 'GET' && url.pathname === '/sms/last') {
      const code = codes.get(url.searchParams.get('mobile') ?? '');
      return code ? json(200, { code }) : json(404, { error: 'no code sent' });
    }
    if (req.method === 'GET' && url.pathname === '/mail/last') {
      const code = mails.get(url.searchParams.get('email') ?? '');
      return code ? json(200, { code }) : json(404, { error: 'no mail sent' });
    }
    if (req.method === 'GET' && url.pathname === '/wechat/code') {
      const code = `wx${Date.now().toString(36)}${wechatSeq++}`;
      wechatCodes.set(code, url.searchParams.get('openid') ?? '');
      return json(200, { code });
    }
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const openid = wechatCodes.get(code);
      wechatCodes.delete(code);
      return openid ? json(200, { access_token: 'at', openid }) : json(200, { errcode: 40029, errmsg: 'invalid code' });
    }
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const body = (data ? JSON.parse(data) : {}) as Record<string, string>;
      if (url.pathname === '/sms') {
        codes.set(body.mobile ?? '', body.code ?? '');
        return json(200, { ok: true });
      }
      if (url.pathname === '/mail') {
        mails.set(body.email ?? '', body.code ?? '');
        return json(200, { ok: true });
      }
      if (url.pathname === '/identity') return json(200, { match: E2E_IDENTITIES.some((p) => p.name === body.name && p.idCard === body.idCard) });
      json(404, { error: 'unknown fake' });
    });
  });
  return new Promise((resolve) =>
    server.listen(E2E_FAKES_PORT, '127.0.0.1', () =>
      resolve(() => {
        fakePay.stop();
        void ai.close();
        server.closeAllConnections();
        return new Promise((r) => server.close(() => r()));
      }),
    ),
  );
}

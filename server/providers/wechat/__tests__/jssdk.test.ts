import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { WECHAT_CREDENTIAL_REFRESH_MARGIN_MS } from '../../../constants';
import { createTenantScope } from '../../../db/tenant';
import { createRedisCredentialCache } from '../../../modules/platform/credential-cache';
import { createPlatformService } from '../../../modules/platform/service';
import { createFakeWechatJssdk } from '../fake-jssdk';
import { createHttpWechatTicketSource } from '../jssdk';

/** The signature as WeChat's documentation computes it (written out here, not taken from the code under test). */
const wechatSignature = (ticket: string, nonceStr: string, timestamp: number, url: string) =>
  createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');

const fake = createFakeWechatJssdk({ apps: { 'wx-default': 'secret-default', 'wx-tenant2': 'secret-tenant2', 'ww-corp': 'corp-secret' } });
const http = createServer((req, res) => void (fake.handle(req, res) || res.writeHead(404).end()));
let base = '';
let s: TestServer;
beforeAll(async () => {
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  s = await startTestServer({
    wechatJs: {
      sources: { mp: createHttpWechatTicketSource({ kind: 'mp', baseUrl: base }), work: createHttpWechatTicketSource({ kind: 'work', baseUrl: `${base}/` }) },
      defaults: { mp: { appId: 'wx-default', secret: 'secret-default' }, work: { appId: 'ww-corp', secret: 'corp-secret' } },
    },
  });
});
afterAll(async () => {
  await s.close();
  http.closeAllConnections();
  await new Promise((r) => http.close(r));
});

const config = (url: string, agent = 'demo') => s.call('/api-auth/app/wechat/config', { url }, { agent });

describe('WeChat JS-SDK config', () => {
  it('signs the page address with the jsapi_ticket the way WeChat computes it (no #fragment)', async () => {
    const r = await config('https://m.example.com/job/12?from=timeline&x=%E4%B8%AD#/part');
    expect(r.status).toBe(200);
    const d = r.body.data as { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
    expect(d.appId).toBe('wx-default');
    expect(Math.abs(d.timestamp - Math.floor(s.clock.now() / 1000))).toBeLessThanOrEqual(1);
    expect(d.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(d.signature).toBe(wechatSignature(fake.ticketOf('wx-default')!, d.nonceStr, d.timestamp, 'https://m.example.com/job/12?from=timeline&x=%E4%B8%AD'));
    expect(d.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareWeibo', 'onMenuShareQZone', 'chooseWXPay']));
  });

  it('asks WeChat once for token and ticket however many pages ask at once', async () => {
    const before = { ...fake.counts };
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => config(`https://m.example.com/company/${i}`)));
    expect(all.every((r) => r.body.code === 200)).toBe(true);
    expect(fake.counts).toEqual(before);
  });

  it('fetches a new ticket before the old one expires, and signs with it', async () => {
    const old = fake.ticketOf('wx-default');
    const before = { ...fake.counts };
    // Still more than the margin left: the cached ticket is used.
    s.clock.advance(7200_000 - WECHAT_CREDENTIAL_REFRESH_MARGIN_MS - 60_000);
    await config('https://m.example.com/');
    expect(fake.counts).toEqual(before);
    // Inside the margin: token and ticket are fetched anew, once for parallel callers.
    s.clock.advance(120_000);
    const rs = await Promise.all(Array.from({ length: 10 }, () => config('https://m.example.com/article/3')));
    expect(fake.counts).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });
    const now = fake.ticketOf('wx-default')!;
    expect(now).not.toBe(old);
    for (const r of rs) expect(r.body.data.signature).toBe(wechatSignature(now, r.body.data.nonceStr, r.body.data.timestamp, 'https://m.example.com/article/3'));
  });

  it("signs with the tenant's own app once an operator saved it; other tenants keep theirs", async () => {
    const login = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent: 'demo2', encrypt: true, headers: { 'x-forwarded-for': '10.19.0.1' } });
    const token = login.body.data.access_token as string;
    const saved = await s.call('/api-admin/platform/wechatAppSave', { kind: 'mp', appId: 'wx-tenant2', secret: 'secret-tenant2' }, { agent: 'demo2', token });
    expect(saved.body).toMatchObject({ code: 200, data: { kind: 'mp', appId: 'wx-tenant2' } });
    const r2 = await config('https://demo2.example.com/job/1', 'demo2');
    expect(r2.body.data.appId).toBe('wx-tenant2');
    expect(r2.body.data.signature).toBe(wechatSignature(fake.ticketOf('wx-tenant2')!, r2.body.data.nonceStr, r2.body.data.timestamp, 'https://demo2.example.com/job/1'));
    expect((await config('https://m.example.com/')).body.data.appId).toBe('wx-default');
    // A user is not an operator.
    const user = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-admin/platform/wechatAppSave', { kind: 'mp', appId: 'x', secret: 'y' }, { token: user })).body.code).not.toBe(200);
  });

  it('signs WeChat Work pages with the corp app (wework/config)', async () => {
    const r = await s.call('/api-auth/app/wework/config', { url: 'https://m.example.com/me' });
    expect(r.body.data.appId).toBe('ww-corp');
    expect(r.body.data.signature).toBe(wechatSignature(fake.ticketOf('ww-corp')!, r.body.data.nonceStr, r.body.data.timestamp, 'https://m.example.com/me'));
  });

  it('refuses an address that is not a web page with a readable message', async () => {
    for (const url of ['', 'javascript:alert(1)', 'ftp://x', 'https://x/'.padEnd(2100, 'a')]) {
      const r = await config(url);
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/页面地址/);
    }
  });

  it('answers 未开通 without WeChat, and 暂不可用 when WeChat cannot be reached', async () => {
    const bare = await startTestServer();
    const down = await startTestServer({ wechatJs: { sources: { mp: createHttpWechatTicketSource({ kind: 'mp', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }) }, defaults: { mp: { appId: 'wx-default', secret: 'secret-default' } } } });
    try {
      expect((await bare.call('/api-auth/app/wechat/config', { url: 'https://m.example.com/' })).body).toMatchObject({ code: 503, msg: '微信分享未开通' });
      expect((await bare.call('/api-auth/app/wework/config', { url: 'https://m.example.com/' })).body).toMatchObject({ code: 503, msg: '企业微信未开通' });
      expect((await down.call('/api-auth/app/wechat/config', { url: 'https://m.example.com/' })).body).toMatchObject({ code: 503, msg: '微信服务暂不可用，请稍后再试' });
    } finally {
      await bare.close();
      await down.close();
    }
  });

  it('a token WeChat dropped early is fetched anew and the ticket asked again', async () => {
    // The next token lives 2 h, the next ticket 10 min: the ticket runs out while the token is still cached.
    fake.setExpiresIn(7200, 600);
    s.clock.advance(7200_000);
    expect((await config('https://m.example.com/')).body.code).toBe(200);
    const before = { ...fake.counts };
    // Another server of the app fetched a token: WeChat refuses ours (40001).
    fake.revokeTokens();
    s.clock.advance(600_000);
    const r = await config('https://m.example.com/again');
    expect(r.body.code).toBe(200);
    expect(fake.counts).toEqual({ token: before.token + 1, ticket: before.ticket + 2 });
    expect(r.body.data.signature).toBe(wechatSignature(fake.ticketOf('wx-default')!, r.body.data.nonceStr, r.body.data.timestamp, 'https://m.example.com/again'));
    fake.setExpiresIn(7200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('WeChat credentials shared through Redis', () => {
  it('two server processes refresh the ticket once between them', async () => {
    const prefix = `test:wx:${Math.random().toString(36).slice(2)}:`;
    const clients = [new Redis(process.env.REDIS_URL!), new Redis(process.env.REDIS_URL!)];
    const app = createFakeWechatJssdk({ apps: { 'wx-shared': 'sh' } });
    const server = createServer((req, res) => void (app.handle(req, res) || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const processes = clients.map((redis) =>
        createPlatformService({
          now: Date.now,
          sources: { mp: createHttpWechatTicketSource({ kind: 'mp', baseUrl: url }) },
          defaults: { mp: { appId: 'wx-shared', secret: 'sh' } },
          cache: createRedisCredentialCache(redis, prefix),
        }),
      );
      const site = { agent: {} as never, tenant: createTenantScope(s.db, 1, null) };
      const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => processes[i % 2]!.wechatConfig(site, 'mp', 'https://m.example.com/')));
      expect(app.counts).toEqual({ token: 1, ticket: 1 });
      const ticket = app.ticketOf('wx-shared')!;
      for (const r of rs) expect(r.signature).toBe(wechatSignature(ticket, r.nonceStr, r.timestamp, 'https://m.example.com/'));
    } finally {
      for (const c of clients) await c.quit();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

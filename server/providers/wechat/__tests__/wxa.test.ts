import { createCipheriv, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createFakeWechatJssdk } from '../fake-jssdk';
import { createHttpWechatTicketSource } from '../jssdk';
import { createHttpWxaApi } from '../wxa';

/** Encrypts as WeChat does for a mini-program (AES-128-CBC, PKCS#7, key = session_key, all base64); written out here, not taken from the code under test. */
function wechatEncrypt(sessionKey: string, plain: object): { encryptedData: string; iv: string } {
  const iv = randomBytes(16);
  const c = createCipheriv('aes-128-cbc', Buffer.from(sessionKey, 'base64'), iv);
  return { encryptedData: Buffer.concat([c.update(JSON.stringify(plain), 'utf8'), c.final()]).toString('base64'), iv: iv.toString('base64') };
}

const fake = createFakeWechatJssdk({ apps: { 'wxa-default': 'wxa-secret', 'wx-mp': 'mp-secret' } });
const http = createServer((req, res) => void (fake.handle(req, res) || res.writeHead(404).end()));
let s: TestServer;
beforeAll(async () => {
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  s = await startTestServer({
    wechatJs: {
      sources: { mp: createHttpWechatTicketSource({ kind: 'mp', baseUrl: base }) },
      defaults: { mp: { appId: 'wx-mp', secret: 'mp-secret' } },
      wxa: createHttpWxaApi({ baseUrl: base }),
      wxaDefault: { appId: 'wxa-default', secret: 'wxa-secret' },
    },
  });
});
afterAll(async () => {
  await s.close();
  http.closeAllConnections();
  await new Promise((r) => http.close(r));
});

describe('mini-program calls against the fake WeChat', () => {
  it('codeSession keeps the session_key on the server; decryptData opens what WeChat encrypted with it, and refuses data of another app', async () => {
    const r = await s.call('/api-auth/app/codeSession', { code: fake.issueWxaCode('wxa-default', 'o-user-1', 'u-1') });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ openid: 'o-user-1', unionid: 'u-1' });
    expect(JSON.stringify(r.body.data)).not.toContain(fake.sessionKeyOf('o-user-1')!);
    const { sessionId } = r.body.data as { sessionId: string };

    const phone = { phoneNumber: '13812345678', purePhoneNumber: '13812345678', countryCode: '86', watermark: { appid: 'wxa-default', timestamp: 1_700_000_000 } };
    const opened = await s.call('/api-auth/app/decryptData', { sessionId, ...wechatEncrypt(fake.sessionKeyOf('o-user-1')!, phone) });
    expect(opened.body.code).toBe(200);
    expect(opened.body.data).toEqual(phone);

    const other = await s.call('/api-auth/app/decryptData', { sessionId, ...wechatEncrypt(fake.sessionKeyOf('o-user-1')!, { ...phone, watermark: { appid: 'wx-elsewhere' } }) });
    expect(other.body).toMatchObject({ code: 400, msg: '数据解密失败，请重试' });
    const wrongKey = await s.call('/api-auth/app/decryptData', { sessionId, ...wechatEncrypt(randomBytes(16).toString('base64'), phone) });
    expect(wrongKey.status).toBeLessThan(500);
    expect(wrongKey.body.msg).toBe('数据解密失败，请重试');
    // Another tenant does not know the session.
    const elsewhere = await s.call('/api-auth/app/decryptData', { sessionId, ...wechatEncrypt(fake.sessionKeyOf('o-user-1')!, phone) }, { agent: 'demo2' });
    expect(elsewhere.body).toMatchObject({ code: 404, msg: '会话已失效，请重新进入小程序' });
  });

  it('a login code is good once', async () => {
    const code = fake.issueWxaCode('wxa-default', 'o-user-2');
    expect((await s.call('/api-auth/app/codeSession', { code })).body.code).toBe(200);
    expect((await s.call('/api-auth/app/codeSession', { code })).body).toMatchObject({ code: 400, msg: '登录凭证无效或已使用，请重新进入' });
    expect((await s.call('/api-auth/app/codeSession', { code: '' })).body.code).not.toBe(200);
  });

  it('generateUrlLink asks WeChat for a URL Link whose query carries a share code; shareCodeUse answers the page, action and data and counts uses', async () => {
    const r = await s.call('/api-auth/wxa/generateUrlLink', { path: 'pages/job/detail', query: 'id=12', action: 'apply', data: { jobId: 12 } });
    expect(r.body.code).toBe(200);
    const { url_link: link, shareCode } = r.body.data as { url_link: string; shareCode: string };
    const sent = fake.links.at(-1)!;
    expect(link).toBe(sent.urlLink);
    expect(sent).toMatchObject({ appId: 'wxa-default', path: 'pages/job/detail', query: `id=12&shareCode=${shareCode}` });

    const used = await s.call('/api-auth/app/shareCodeUse', { code: shareCode });
    expect(used.body.data).toEqual({ path: 'pages/job/detail', query: 'id=12', action: 'apply', data: { jobId: 12 }, uses: 1 });
    expect((await s.call('/api-auth/app/shareCodeUse', { code: shareCode })).body.data.uses).toBe(2);
    expect((await s.call('/api-auth/app/shareCodeUse', { code: shareCode }, { agent: 'demo2' })).body).toMatchObject({ code: 404, msg: '分享链接已失效' });
    expect((await s.call('/api-auth/wxa/generateUrlLink', { path: '/pages/x' })).body.msg).toBe('页面路径无效');
  });

  it('gatewayGet answers the tenant’s SaaS base; codeAccessToken without WeChat login says 未开通', async () => {
    const g = await s.call('/api-auth/app/wechat/gatewayGet', {});
    expect(g.body.code).toBe(200);
    expect(typeof g.body.data.saasUrl).toBe('string');
    expect((await s.call('/api-auth/app/wechat/codeAccessToken', { code: 'abc' })).body).toMatchObject({ code: 503, msg: '微信登录未开通' });
  });

  it('an operator saves the tenant’s own mini-program: the secret is write-only, an empty one keeps it, and the app is then used', async () => {
    const login = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent: 'demo2', encrypt: true, headers: { 'x-forwarded-for': '10.19.0.2' } });
    const token = login.body.data.access_token as string;
    const before = await s.call('/api-admin/platform/wechatAppGet', {}, { agent: 'demo2', token });
    expect(before.body.data.list.find((a: { kind: string }) => a.kind === 'wxa')).toEqual({ kind: 'wxa', appId: 'wxa-default', secretSet: true, own: false });
    // No secret saved yet: one is needed.
    expect((await s.call('/api-admin/platform/wechatAppSave', { kind: 'wxa', appId: 'wx-mp', secret: '' }, { agent: 'demo2', token })).body.msg).toBe('请填写AppSecret');
    expect((await s.call('/api-admin/platform/wechatAppSave', { kind: 'wxa', appId: 'wx-mp', secret: 'mp-secret' }, { agent: 'demo2', token })).body.code).toBe(200);
    expect((await s.call('/api-admin/platform/wechatAppSave', { kind: 'wxa', appId: 'wx-mp', secret: '' }, { agent: 'demo2', token })).body.code).toBe(200);
    const after = await s.call('/api-admin/platform/wechatAppGet', {}, { agent: 'demo2', token });
    expect(JSON.stringify(after.body.data)).not.toContain('mp-secret');
    expect(after.body.data.list.find((a: { kind: string }) => a.kind === 'wxa')).toEqual({ kind: 'wxa', appId: 'wx-mp', secretSet: true, own: true });
    // demo2's mini-program logs its users in now (the kept secret still works); demo keeps the default.
    const r = await s.call('/api-auth/app/codeSession', { code: fake.issueWxaCode('wx-mp', 'o-demo2') }, { agent: 'demo2' });
    expect(r.body).toMatchObject({ code: 200, data: { openid: 'o-demo2' } });
    expect((await s.call('/api-auth/app/codeSession', { code: fake.issueWxaCode('wx-mp', 'o-demo') })).body.code).toBe(400);
    const user = await s.login('13800000001', 'demo1234', 'demo2');
    expect((await s.call('/api-admin/platform/wechatAppGet', {}, { agent: 'demo2', token: user })).body.code).not.toBe(200);
  });
});

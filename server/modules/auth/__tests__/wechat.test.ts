import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatServer } from '../../../providers/wechat/__tests__/fake-wechat-server';
import { createHttpWechatProvider } from '../../../providers/wechat/index';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let wx: Awaited<ReturnType<typeof startFakeWechatServer>>;
beforeAll(async () => {
  wx = await startFakeWechatServer();
  s = await startTestServer({ wechat: createHttpWechatProvider({ baseUrl: wx.url, appId: 'wx-app', appSecret: 'wx-secret' }) });
});
afterAll(async () => {
  await s.close();
  await wx.close();
});

const codeLogin = (code: string, agent = 'demo') => s.call('/api-auth/user/wechatCodeLogin', { code }, { agent, encrypt: true });

describe('WeChat code login', () => {
  it('answers a bind key for an unbound openid; after binding, the next code logs straight in', async () => {
    const first = await codeLogin(wx.codeFor('openid-seeker'));
    expect(first.body.code).toBe(200);
    expect(first.body.data).toEqual({ openid: 'openid-seeker', key: expect.any(String) });
    expect(wx.requests.at(-1)!.get('appid')).toBe('wx-app');
    expect(wx.requests.at(-1)!.get('secret')).toBe('wx-secret');

    const token = await s.login('13800000001', 'demo1234');
    const bound = await s.call('/api-user/user/wechatBind', { key: first.body.data.key }, { token });
    expect(bound.body).toMatchObject({ code: 200, data: { openid: 'openid-seeker' } });
    // A bind key binds once.
    expect((await s.call('/api-user/user/wechatBind', { key: first.body.data.key }, { token })).body).toMatchObject({ code: 400, msg: '微信绑定已失效，请重新微信登录' });

    const next = await codeLogin(wx.codeFor('openid-seeker'));
    expect(next.body.data).toMatchObject({ openid: 'openid-seeker', access_token: expect.any(String), user: { info: { mobile: '13800000001' } } });
    expect(next.body.data.access_token).not.toBe(token);
    expect((await s.call('/api-user/user/infoGet', {}, { token: next.body.data.access_token })).body.data.info.mobile).toBe('13800000001');
  });

  it('uses each code once, without asking WeChat again', async () => {
    const code = wx.codeFor('openid-once');
    expect((await codeLogin(code)).body.code).toBe(200);
    const asked = wx.requests.length;
    expect((await codeLogin(code)).body).toMatchObject({ code: 400, msg: '微信授权已使用，请重新授权' });
    expect(wx.requests.length).toBe(asked);
  });

  it('refuses a code WeChat does not know', async () => {
    expect((await codeLogin('made-up-code')).body).toMatchObject({ code: 1001, msg: '微信授权失败，请重新授权' });
    expect((await codeLogin('')).body).toMatchObject({ code: 400, msg: '微信授权码无效' });
  });

  it("keeps bindings per tenant: an openid bound on demo is unbound on demo2", async () => {
    const first = await codeLogin(wx.codeFor('openid-tenant'));
    const token = await s.login('13800000002', 'demo1234');
    await s.call('/api-user/user/wechatBind', { key: first.body.data.key }, { token });
    const other = await codeLogin(wx.codeFor('openid-tenant'), 'demo2');
    expect(other.body.data).toEqual({ openid: 'openid-tenant', key: expect.any(String) });
    // A demo2 bind key means nothing on demo.
    expect((await s.call('/api-user/user/wechatBind', { key: other.body.data.key }, { token })).body.code).toBe(400);
  });

  it('refuses to bind an openid already bound to another account', async () => {
    // Two WeChat logins before any binding: two keys for one openid.
    const keyA = (await codeLogin(wx.codeFor('openid-shared'))).body.data.key;
    const keyB = (await codeLogin(wx.codeFor('openid-shared'))).body.data.key;
    const seeker = await s.login('13800000001', 'demo1234', 'demo2');
    const recruiter = await s.login('13800000002', 'demo1234', 'demo2');
    expect((await s.call('/api-user/user/wechatBind', { key: keyA }, { token: seeker, agent: 'demo2' })).body.code).toBe(400); // a demo key on demo2
    const seekerDemo = await s.login('13800000001', 'demo1234');
    const recruiterDemo = await s.login('13800000002', 'demo1234');
    expect((await s.call('/api-user/user/wechatBind', { key: keyA }, { token: seekerDemo })).body.code).toBe(200);
    expect((await s.call('/api-user/user/wechatBind', { key: keyB }, { token: recruiterDemo })).body).toMatchObject({ code: 400, msg: '该微信已绑定其他账号' });
    expect(recruiter).not.toBe(seeker);
  });
});

describe('access-key login', () => {
  it('logs the user of an operator-issued key in once', async () => {
    const admin = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true });
    const [u] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = '13800000001'");
    const issued = await s.call('/api-admin/user/accessKeyCreate', { userId: u!.id }, { token: admin.body.data.access_token });
    const { accessKey } = issued.body.data;
    const login = await s.call('/api-auth/user/login/accessKey', { accessKey }, { encrypt: true });
    expect(login.body.data.user.info.mobile).toBe('13800000001');
    expect((await s.call('/api-auth/user/login/accessKey', { accessKey }, { encrypt: true })).body).toMatchObject({ code: 1001, msg: '登录链接已失效' });
    // Not on another tenant.
    const again = await s.call('/api-admin/user/accessKeyCreate', { userId: u!.id }, { token: admin.body.data.access_token });
    expect((await s.call('/api-auth/user/login/accessKey', { accessKey: again.body.data.accessKey }, { encrypt: true, agent: 'demo2' })).body.code).toBe(1001);
  });

  it('expires after an hour', async () => {
    const admin = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true });
    const [u] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = '13800000002'");
    const { accessKey } = (await s.call('/api-admin/user/accessKeyCreate', { userId: u!.id }, { token: admin.body.data.access_token })).body.data;
    s.clock.advance(3_600_001);
    expect((await s.call('/api-auth/user/login/accessKey', { accessKey }, { encrypt: true })).body.code).toBe(1001);
  });
});

describe('encrypted login', () => {
  it('logs in like the password login and refuses a plain body', async () => {
    const r = await s.call('/api-auth/user/encryptedLogin', { account: '13800000001', password: 'demo1234' }, { encrypt: true });
    expect(r.body.data.access_token).toEqual(expect.any(String));
    const plain = await s.call('/api-auth/user/encryptedLogin', { account: '13800000001', password: 'demo1234' });
    expect(plain.body.code).not.toBe(200);
  });
});

describe('WeChat scan login', () => {
  it('logs the showing device in once the phone comes back from WeChat with a bound openid', async () => {
    const first = await codeLogin(wx.codeFor('openid-scan'));
    const token = await s.login('13800000001', 'demo1234', 'demo');
    await s.call('/api-user/user/wechatBind', { key: first.body.data.key }, { token });

    const qr = await s.call('/api-auth/user/login/wechatQrcode', {});
    const { key, url } = qr.body.data;
    const authorize = new URL(url.replace('#wechat_redirect', ''));
    expect(authorize.searchParams.get('appid')).toBe('wx-app');
    expect(authorize.searchParams.get('state')).toBe(`qr.${key}`);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/me$/);
    expect((await s.call('/api-auth/user/login/wechatStatus', { key })).body.data).toEqual({ status: 'waiting' });

    // The phone: WeChat sends it back with a code and the state.
    const phone = await s.call('/api-auth/user/wechatCodeLogin', { code: wx.codeFor('openid-scan'), state: `qr.${key}` }, { encrypt: true });
    expect(phone.body.data.access_token).toEqual(expect.any(String));

    const done = await s.call('/api-auth/user/login/wechatStatus', { key });
    expect(done.body.data).toMatchObject({ status: 'confirmed', access_token: expect.any(String), user: { info: { mobile: '13800000001' } } });
    expect(done.body.data.access_token).not.toBe(phone.body.data.access_token);
    expect((await s.call('/api-auth/user/login/wechatStatus', { key })).body.data).toEqual({ status: 'expired' });
  });

  it('shows scanned for an unbound openid, and expires after two minutes', async () => {
    const { key } = (await s.call('/api-auth/user/login/wechatQrcode', {})).body.data;
    const phone = await s.call('/api-auth/user/wechatCodeLogin', { code: wx.codeFor('openid-unbound-scan'), state: `qr.${key}` }, { encrypt: true });
    expect(phone.body.data.key).toEqual(expect.any(String));
    expect((await s.call('/api-auth/user/login/wechatStatus', { key })).body.data).toEqual({ status: 'scanned' });
    s.clock.advance(121_000);
    expect((await s.call('/api-auth/user/login/wechatStatus', { key })).body.data).toEqual({ status: 'expired' });
    expect((await s.call('/api-auth/user/login/wechatStatus', { key: 'unknown-key' })).body.code).toBe(404);
  });
});

describe('the scan logins a login page may offer', () => {
  it('offers WeChat scan only where WeChat is configured; without it the code call answers 暂未开通微信登录', async () => {
    expect((await s.call('/api-auth/user/login/methods', {})).body.data).toEqual({ wechatQr: true, appQr: true });
    const plain = await startTestServer();
    try {
      expect((await plain.call('/api-auth/user/login/methods', {})).body.data).toEqual({ wechatQr: false, appQr: true });
      expect((await plain.call('/api-auth/user/login/wechatQrcode', {})).body).toMatchObject({ code: 400, msg: '暂未开通微信登录' });
    } finally {
      await plain.close();
    }
  });
});

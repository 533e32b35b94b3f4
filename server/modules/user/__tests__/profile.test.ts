import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../../../../schemas/identity';
import { hashPassword } from '../../../http/hash';
import { startFakeIdentityServer } from '../../../providers/identity/__tests__/fake-identity-server';
import { createHttpIdentityProvider } from '../../../providers/identity/index';
import { createHttpMailProvider } from '../../../providers/mail/index';
import { startFakeSmsServer, type FakeSmsServer } from '../../../providers/sms/__tests__/fake-sms-server';
import { createHttpSmsProvider } from '../../../providers/sms/index';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

/** A valid resident ID number for a birth date (Beijing Xicheng, sequence 123). */
const idFor = (birth: string, seq = '123') => {
  const first17 = `110102${birth.replace(/-/g, '')}${seq}`;
  return first17 + idCardCheckChar(first17);
};
const ZHANG = { name: '张三', idCard: idFor('1990-03-07') };
const LI = { name: '李四', idCard: idFor('1985-12-31', '456') };

/** A fake mail gateway on loopback that records what it is sent. */
async function startFakeMail() {
  const received: { email: string; code: string }[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(data) as { email: string; code: string });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mail`,
    lastCode: (email: string) => received.filter((m) => m.email === email).at(-1)!.code,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let s: TestServer;
let sms: FakeSmsServer;
let identity: Awaited<ReturnType<typeof startFakeIdentityServer>>;
let mail: Awaited<ReturnType<typeof startFakeMail>>;
beforeAll(async () => {
  sms = await startFakeSmsServer();
  identity = await startFakeIdentityServer([ZHANG, LI]);
  mail = await startFakeMail();
  s = await startTestServer({
    sms: createHttpSmsProvider({ url: sms.url }),
    identity: createHttpIdentityProvider({ url: identity.url, apiKey: 'id-key' }),
    mail: createHttpMailProvider({ url: mail.url }),
  });
});
afterAll(async () => {
  await s.close();
  await Promise.all([sms.close(), identity.close(), mail.close()]);
});

let n = 0;
/** A fresh job seeker with password pass-1234; answers its number and token. */
async function newUser(agent = 'demo', role = 0) {
  const mobile = `1360000${String(1000 + n++).slice(-4)}`;
  await s.db.query('INSERT INTO users (tenant_id, mobile, password_hash, name, role) SELECT id, $2, $3, $4, $5 FROM agents WHERE agent_key = $1', [
    agent,
    mobile,
    await hashPassword('pass-1234'),
    '测试用户',
    role,
  ]);
  return { mobile, token: await s.login(mobile, 'pass-1234', agent) };
}
const call = (path: string, body: unknown, token: string, extra: { agent?: string; encrypt?: boolean } = {}) => s.call(path, body, { token, ...extra });
const freshMobile = () => `1390000${String(1000 + n++).slice(-4)}`;
async function companyIds(agent: string): Promise<number[]> {
  const rows = await s.db.query<{ id: number }>('SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = $1 ORDER BY c.id LIMIT 3', [agent]);
  return rows.map((r) => r.id);
}

describe('account info and settings', () => {
  it('saves the name and avatar and answers them in the user session', async () => {
    const { token } = await newUser();
    const r = await call('/api-user/user/infoSave', { name: '王小明', avatar: '/uploads/a.png' }, token);
    expect(r.body).toMatchObject({ code: 200, data: { account: { name: '王小明', logo: '/uploads/a.png' } } });
    const me = await call('/api-user/user/infoGet', {}, token);
    expect(me.body.data.account).toMatchObject({ name: '王小明', logo: '/uploads/a.png' });
  });

  it.each([
    [{ name: '2024' }, '名称不能为纯数字'],
    [{ name: '王<b>' }, '名称不能包含特殊符号'],
    [{ avatar: 'javascript:alert(1)' }, '头像地址无效'],
    [{ avatar: '//evil.example/a.png' }, '头像地址无效'],
  ])('refuses %j with %s and keeps the saved name', async (body, msg) => {
    const { token } = await newUser();
    const r = await call('/api-user/user/infoSave', body, token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg });
    expect((await call('/api-user/user/infoGet', {}, token)).body.data.account.name).toBe('测试用户');
  });

  it('answers salaryUnit 1 by default and keeps what is saved', async () => {
    const { token } = await newUser();
    expect((await call('/api-user/user/settingGet', {}, token)).body.data).toEqual({ salaryUnit: 1, invisibleHiring: false, messageNotify: true, recommend: true });
    await call('/api-user/user/settingSave', { salaryUnit: 2, messageNotify: false }, token);
    await call('/api-user/user/setting/invisibleHiring', { invisible: true }, token);
    expect((await call('/api-user/user/settingGet', {}, token)).body.data).toEqual({ salaryUnit: 2, invisibleHiring: true, messageNotify: false, recommend: true });
    // The session's setting follows.
    expect((await call('/api-user/user/infoGet', {}, token)).body.data.setting.salaryUnit).toBe(2);
  });

  it.each([
    [{ salaryUnit: 5 }, '薪资单位无效'],
    [{ theme: 'dark' }, '未知的设置项'],
  ])('refuses the setting %j', async (body, msg) => {
    const { token } = await newUser();
    const r = await call('/api-user/user/settingSave', body, token);
    expect(r.body).toMatchObject({ code: 400, msg });
  });

  it('refuses invisible hiring to a recruiter', async () => {
    const token = await s.login('13800000002', 'demo1234');
    const r = await call('/api-user/user/setting/invisibleHiring', { invisible: true }, token);
    expect(r.body).toMatchObject({ code: 400, msg: '仅求职者可以开启隐身求职' });
  });

  it('changes the password with the old one; other sessions end, this one stays', async () => {
    const { mobile, token } = await newUser();
    const other = await s.login(mobile, 'pass-1234');
    const wrong = await call('/api-user/user/account/pwdUpdate', { oldPassword: 'nope-1234', password: 'next-5678' }, token, { encrypt: true });
    expect(wrong.body).toMatchObject({ code: 400, msg: '原密码错误' });
    const ok = await call('/api-user/user/account/pwdUpdate', { oldPassword: 'pass-1234', password: 'next-5678' }, token, { encrypt: true });
    expect(ok.body.code).toBe(200);
    expect((await call('/api-user/user/infoGet', {}, token)).body.code).toBe(200);
    expect((await call('/api-user/user/infoGet', {}, other)).body.code).toBe(1007);
    await expect(s.login(mobile, 'next-5678')).resolves.toEqual(expect.any(String));
  });

  it('tells the account status with the number masked', async () => {
    const { mobile, token } = await newUser();
    const r = await call('/api-user/user/account/status', {}, token);
    expect(r.body.data).toMatchObject({ status: 'normal', hasPassword: true, realName: false, mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
  });
});

describe('mobile numbers and e-mail', () => {
  it('adds a number with its code, makes it the login number, and refuses deleting the main one', async () => {
    const { mobile, token } = await newUser();
    const extra = freshMobile();
    expect((await call('/api-user/user/mobilesCode', { mobile: extra }, token)).body.code).toBe(200);
    const saved = await call('/api-user/user/mobilesSave', { mobile: extra, code: sms.lastCode(extra) }, token);
    expect(saved.body.data.list).toEqual([
      { mobile, masked: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, main: true },
      { mobile: extra, masked: `${extra.slice(0, 3)}****${extra.slice(7)}`, main: false },
    ]);
    const main = await call('/api-user/user/mobilesSetMain', { mobile: extra }, token);
    expect(main.body.data.list[0]).toMatchObject({ mobile: extra, main: true });
    await expect(s.login(extra, 'pass-1234')).resolves.toEqual(expect.any(String));
    const del = await call('/api-user/user/mobilesDelete', { mobile: extra }, token);
    expect(del.body).toMatchObject({ code: 400, msg: '主手机号不能删除，请先设置其他号码为主手机号' });
    expect((await call('/api-user/user/mobilesDelete', { mobile }, token)).body.data.list).toHaveLength(1);
  });

  it("refuses another account's number and a wrong code", async () => {
    const a = await newUser();
    const b = await newUser();
    const r = await call('/api-user/user/mobilesCode', { mobile: a.mobile }, b.token);
    expect(r.body).toMatchObject({ code: 400, msg: '该手机号已被其他账号使用' });
    const extra = freshMobile();
    await call('/api-user/user/mobilesCode', { mobile: extra }, b.token);
    const bad = await call('/api-user/user/mobilesSave', { mobile: extra, code: sms.lastCode(extra) === '000000' ? '000001' : '000000' }, b.token);
    expect(bad.body).toMatchObject({ code: 400, msg: '验证码错误' });
  });

  it('changes the login number through mobileChangeCode and mobileChange', async () => {
    const { token } = await newUser();
    const next = freshMobile();
    expect((await call('/api-user/user/mobileChangeCode', { mobile: next }, token, { encrypt: true })).body.code).toBe(200);
    const r = await call('/api-user/user/mobileChange', { mobile: next, code: sms.lastCode(next) }, token);
    expect(r.body.data.info.mobile).toBe(next);
  });

  it('syncs the login number onto the recruiter\'s jobs and refuses a job seeker', async () => {
    const hr = await s.login('13800000002', 'demo1234');
    const r = await call('/api-user/user/mobileSyncJob', {}, hr);
    expect(r.body.code).toBe(200);
    const [row] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs j JOIN users u ON u.tenant_id = j.tenant_id AND u.id = j.recruiter_id WHERE u.mobile = '13800000002' AND j.contact_mobile = '13800000002'");
    expect(r.body.data.count).toBe(row!.n);
    const seeker = await newUser();
    expect((await call('/api-user/user/mobileSyncJob', {}, seeker.token)).body).toMatchObject({ code: 403 });
  });

  it('binds an e-mail address with the code sent to it', async () => {
    const { token } = await newUser();
    const email = `user${n++}@example.com`;
    expect((await call('/api-user/user/emailCode', { email }, token)).body.code).toBe(200);
    const r = await call('/api-user/user/emailSave', { email: email.toUpperCase(), code: mail.lastCode(email) }, token);
    expect(r.body.data.info.email).toBe(email);
    expect((await call('/api-user/user/emailCode', { email: 'not-an-email' }, token)).body).toMatchObject({ code: 400, msg: '邮箱格式不正确' });
  });
});

describe('shielded companies', () => {
  it('hides from companies, lists them newest first, and removes them', async () => {
    const { token } = await newUser();
    const [a, b] = await companyIds('demo');
    expect((await call('/api-user/user/shieldSave', { ids: [a, b, a] }, token)).body.data).toEqual({ total: 2 });
    const list = await call('/api-user/user/shieldFind', {}, token);
    expect(list.body.data.list.map((c: { id: number }) => c.id).sort()).toEqual([a, b].sort());
    expect(list.body.data.list[0].name).toEqual(expect.any(String));
    await call('/api-user/user/shieldDelete', { ids: [a] }, token);
    expect((await call('/api-user/user/shieldFind', {}, token)).body.data).toMatchObject({ total: 1, list: [{ id: b }] });
  });

  it("answers not found for another tenant's company and saves nothing", async () => {
    const { token } = await newUser();
    const [other] = await companyIds('demo2');
    const [mine] = await companyIds('demo');
    const r = await call('/api-user/user/shieldSave', { ids: [mine, other] }, token);
    expect(r.body).toMatchObject({ code: 404, msg: '企业不存在' });
    expect((await call('/api-user/user/shieldFind', {}, token)).body.data.total).toBe(0);
    expect((await call('/api-user/user/shieldSave', { ids: [] }, token)).body).toMatchObject({ code: 400, msg: '请选择要屏蔽的企业' });
  });
});

describe('real-name verification', () => {
  it('verifies a matching name and number through the identity service and shows it masked', async () => {
    const { token } = await newUser();
    const r = await call('/api-user/user/realName', { name: ZHANG.name, idCard: ZHANG.idCard }, token, { encrypt: true });
    expect(r.body.data).toMatchObject({ verified: true, name: '张*', idCard: `${ZHANG.idCard.slice(0, 3)}***********${ZHANG.idCard.slice(-4)}` });
    expect(identity.received.at(-1)!.headers.authorization).toBe('Bearer id-key');
    expect((await call('/api-user/user/realName/valid', {}, token)).body.data.verified).toBe(true);
    expect((await call('/api-user/user/infoGet', {}, token)).body.data.profile).toEqual({ realName: true });
    // The number is never stored in the clear.
    const rows = await s.db.query<{ id_hash: string }>('SELECT id_hash FROM user_real_names');
    expect(JSON.stringify(rows)).not.toContain(ZHANG.idCard);
    // One identity verifies one account.
    const other = await newUser();
    const again = await call('/api-user/user/realName', ZHANG, other.token, { encrypt: true });
    expect(again.body).toMatchObject({ code: 400, msg: '该身份证号已被其他账号认证' });
  });

  it('refuses a mismatch and counts the try', async () => {
    const { token } = await newUser();
    const r = await call('/api-user/user/realName', { name: '王五', idCard: LI.idCard }, token, { encrypt: true });
    expect(r.body).toMatchObject({ code: 400, msg: '姓名与身份证号不一致' });
    expect((await call('/api-user/user/realName/config', {}, token)).body.data).toEqual({ enabled: true, triesLeft: 4 });
    expect((await call('/api-user/user/realName/valid', {}, token)).body.data.verified).toBe(false);
  });

  it.each([
    ['11010219900307123', '身份证号应为18位'],
    [`${ZHANG.idCard.slice(0, 17)}${ZHANG.idCard[17] === '0' ? '1' : '0'}`, '身份证号校验位不正确'],
    [idFor('1990-02-30').slice(0, 17) + '0', '身份证号中的出生日期无效'],
    [`99${ZHANG.idCard.slice(2)}`, '身份证号地区码无效'],
  ])('refuses the number %s before asking the service (%s)', async (idCard, msg) => {
    const { token } = await newUser();
    const before = identity.received.length;
    const r = await call('/api-user/user/realName', { name: '张三', idCard }, token, { encrypt: true });
    expect(r.body).toMatchObject({ code: 400, msg });
    expect(identity.received.length).toBe(before);
  });

  it('says the service is unavailable when it fails, and verifies nothing', async () => {
    const { token } = await newUser();
    identity.fail(503);
    try {
      const r = await call('/api-user/user/realName', LI, token, { encrypt: true });
      expect(r.body).toMatchObject({ code: 500, msg: '实名认证服务暂不可用，请稍后再试' });
    } finally {
      identity.fail(null);
    }
    expect((await call('/api-user/user/realName/valid', {}, token)).body.data.verified).toBe(false);
  });
});

describe('QR flows and public cards', () => {
  it('logs another device in after the phone scans and confirms, once', async () => {
    const phone = await newUser();
    const code = await s.call('/api-user/user/authorizeCodeurl', {});
    const { key, url } = code.body.data;
    expect(url).toContain('/me/authorize?key=');
    expect((await s.call('/api-user/user/authorizeStatus', { key })).body.data).toEqual({ status: 'waiting' });
    await call('/api-user/user/authorizeScan', { key }, phone.token);
    expect((await s.call('/api-user/user/authorizeStatus', { key })).body.data).toEqual({ status: 'scanned' });
    await call('/api-user/user/authorizeConfirm', { key }, phone.token);
    const done = await s.call('/api-user/user/authorizeStatus', { key });
    expect(done.body.data.status).toBe('confirmed');
    const me = await s.call('/api-user/user/infoGet', {}, { token: done.body.data.access_token });
    expect(me.body.data.info.mobile).toBe(phone.mobile);
    expect((await s.call('/api-user/user/authorizeStatus', { key })).body.data).toEqual({ status: 'expired' });
  });

  it('refuses a confirm by another account and an expired key', async () => {
    const phone = await newUser();
    const stranger = await newUser();
    const { key } = (await s.call('/api-user/user/authorizeCodeurl', {})).body.data;
    await call('/api-user/user/authorizeScan', { key }, phone.token);
    expect((await call('/api-user/user/authorizeConfirm', { key }, stranger.token)).body).toMatchObject({ code: 403 });
    const { key: old } = (await s.call('/api-user/user/authorizeCodeurl', {})).body.data;
    s.clock.advance(121_000);
    expect((await call('/api-user/user/authorizeScan', { key: old }, phone.token)).body).toMatchObject({ code: 400, msg: '二维码已失效，请刷新后重新扫码' });
  });

  it('hands the contact card to whoever scans its code, not to its owner', async () => {
    const owner = await newUser();
    await call('/api-user/user/contact/save', { wechat: 'wx_owner01' }, owner.token);
    const { key } = (await call('/api-user/user/contact/qrcodeGet', {}, owner.token)).body.data;
    const scanner = await newUser();
    const card = await call('/api-user/user/contact/qrcodeScan', { key }, scanner.token);
    expect(card.body.data).toMatchObject({ wechat: 'wx_owner01', mobile: owner.mobile, name: '测试用户' });
    expect((await call('/api-user/user/contact/qrcodeScan', { key }, owner.token)).body).toMatchObject({ code: 400, msg: '不能添加自己为联系人' });
    expect((await call('/api-user/user/contact/save', { wechat: '1' }, owner.token)).body).toMatchObject({ code: 400, msg: '微信号格式不正确' });
  });

  it("shows a user's public card without contact details, and not across tenants", async () => {
    const viewer = await newUser();
    const [hr] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = '13800000002'");
    const r = await call('/api-user/user/mainpageInfo', { id: hr!.id }, viewer.token);
    expect(r.body.data).toMatchObject({ id: hr!.id, role: 1, company: { name: expect.any(String) } });
    expect(JSON.stringify(r.body.data)).not.toContain('13800000002');
    const [other] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo2' LIMIT 1");
    expect((await call('/api-user/user/mainpageInfo', { id: other!.id }, viewer.token)).body).toMatchObject({ code: 404 });
    expect((await call('/api-user/user/nameGet', { id: hr!.id }, viewer.token)).body.data).toEqual({ id: hr!.id, name: expect.any(String) });
  });

  it('counts and lists accounts, and checks the password', async () => {
    const { token } = await newUser();
    expect((await call('/api-user/user/count', {}, token)).body.data).toEqual({ shields: 0, mobiles: 1, loginNum: 1 });
    expect((await call('/api-user/user/mobile/accountList', {}, token)).body.data.list).toHaveLength(1);
    expect((await call('/api-user/user/mobile/accountValid', { password: 'pass-1234' }, token, { encrypt: true })).body.data).toEqual({ valid: true });
    expect((await call('/api-user/user/mobile/accountValid', { password: 'wrong-123' }, token, { encrypt: true })).body.data).toEqual({ valid: false });
  });
});

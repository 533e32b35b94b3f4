import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCH_KEY_TTL_MS } from '../../../constants';
import { hashPassword } from '../../../http/hash';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

let n = 0;
/** A fresh job seeker with a password (no company, role 0). */
async function newSeeker(agent = 'demo') {
  const mobile = `1350000${String(1000 + n++).slice(-4)}`;
  await s.db.query('INSERT INTO users (tenant_id, mobile, password_hash) SELECT id, $2, $3 FROM agents WHERE agent_key = $1', [
    agent,
    mobile,
    await hashPassword('pass-1234'),
  ]);
  return s.login(mobile, 'pass-1234', agent);
}
const call = (path: string, body: unknown, token: string, agent = 'demo') => s.call(path, body, { token, agent });

describe('registration', () => {
  it('saves a job seeker and answers it from infoGet', async () => {
    const token = await newSeeker();
    const r = await call('/api-user/register/infoSave', { name: '张三', gender: 1, birthday: '1995-06-01', degree: '本科', workingDate: '2018-07' }, token);
    expect(r.body).toMatchObject({ code: 200, data: { role: 0, account: { name: '张三' } } });
    const got = await call('/api-user/register/infoGet', {}, token);
    expect(got.body.data).toEqual({
      name: '张三',
      role: 0,
      gender: 1,
      birthday: '1995-06-01',
      degree: '本科',
      jobStatus: null,
      workingDate: '2018-07',
      position: null,
      company: null,
    });
  });

  it.each([
    [{ name: '12345', gender: 1, birthday: '1995-06-01' }, '名称不能为纯数字'],
    [{ name: '张三!', gender: 1, birthday: '1995-06-01' }, '名称不能包含特殊符号'],
    [{ name: '张三', gender: 3, birthday: '1995-06-01' }, '请选择性别'],
    [{ name: '张三', gender: 1, birthday: '95-6-1' }, '日期格式应为 YYYY-MM-DD'],
    [{ name: '张三', gender: 1, birthday: '2024-01-01' }, '出生日期无效'],
  ])('refuses %j with %s', async (body, msg) => {
    const r = await call('/api-user/register/infoSave', body, await newSeeker());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg });
  });

  it('a recruiter creates a company they own and becomes role 1', async () => {
    const token = await newSeeker();
    const r = await call('/api-user/register/hrInfoSave', { name: '李四', position: '人事经理', companyName: '新星科技（杭州）有限公司' }, token);
    expect(r.body).toMatchObject({ code: 200, data: { role: 1, joined: false, company: { name: '新星科技（杭州）有限公司' } } });
    const [c] = await s.db.query<{ owner_user_id: number }>("SELECT owner_user_id FROM companies WHERE name = '新星科技（杭州）有限公司'");
    expect(c!.owner_user_id).toBe(r.body.data.id);
    expect((await call('/api-user/register/infoGet', {}, token)).body.data).toMatchObject({ position: '人事经理', role: 1 });
  });

  it('a second recruiter naming that company only asks to join: no membership, no role, one company', async () => {
    const a = await newSeeker();
    const first = await call('/api-user/register/hrInfoSave', { name: '王五', position: '招聘专员', companyName: '同名测试公司' }, a);
    const b = await newSeeker();
    const plain = await call('/api-user/register/hrInfoSave', { name: '赵六', position: '招聘专员', companyName: '同名测试公司' }, b);
    expect(plain.body).toMatchObject({ code: 400, data: { need: 'join', company: { id: first.body.data.company.id } } });
    const second = await call('/api-user/register/hrInfoSave', { name: '赵六', position: '招聘专员', companyName: '同名测试公司', join: true }, b);
    expect(second.body.data).toMatchObject({ joined: false, role: 0, company: null, request: { status: 'pending', company: { id: first.body.data.company.id } } });
    expect((await call('/api-user/register/infoGet', {}, b)).body.data).toMatchObject({ role: 0, company: null });
    const [count] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE name = '同名测试公司'");
    expect(count!.n).toBe(1);
  });

  it("joins on its own site only: the same name on another site is another company", async () => {
    const demo = await call('/api-user/register/hrInfoSave', { name: '王五', position: '招聘', companyName: '跨站同名公司' }, await newSeeker('demo'));
    const other = await call('/api-user/register/hrInfoSave', { name: '王五', position: '招聘', companyName: '跨站同名公司' }, await newSeeker('demo2'), 'demo2');
    expect(other.body.data.joined).toBe(false);
    expect(other.body.data.company.id).not.toBe(demo.body.data.company.id);
  });
});

describe('role switching', () => {
  it('refuses a role outside [0,1,3]', async () => {
    const token = await newSeeker();
    for (const role of [2, 4, -1, '1', 1.5]) {
      for (const path of ['/api-user/user/switchRoleBefore', '/api-user/user/switchRole']) {
        const r = await call(path, { role }, token);
        expect(r.status, `${path} ${role}`).toBe(400);
        expect(r.body.msg).toBe('角色无效');
      }
    }
  });

  it('asks for a company before a seeker becomes a recruiter', async () => {
    const token = await newSeeker();
    expect((await call('/api-user/user/switchRoleBefore', { role: 1 }, token)).body.data).toEqual({ ok: false, need: 'company' });
    expect((await call('/api-user/user/switchRoleBefore', { role: 0 }, token)).body.data).toEqual({ ok: true });
    const r = await call('/api-user/user/switchRole', { role: 1 }, token);
    expect(r.body).toMatchObject({ code: 400, msg: '请先完善企业信息', data: { need: 'company' } });
  });

  it('switches a recruiter to job seeker and back; the session follows', async () => {
    const token = await s.login('13800000002', 'demo1234');
    expect((await call('/api-user/user/switchRoleBefore', { role: 1 }, token)).body.data).toEqual({ ok: true });
    expect((await call('/api-user/user/switchRole', { role: 0 }, token)).body.data.role).toBe(0);
    expect((await call('/api-user/user/infoGet', {}, token)).body.data.role).toBe(0);
    const back = await call('/api-user/user/switchRole', { role: 1 }, token);
    expect(back.body.data).toMatchObject({ role: 1, company: { name: expect.any(String) } });
  });

  it("refuses a company id the user does not belong to (also another site's)", async () => {
    const token = await s.login('13800000002', 'demo1234');
    const [other] = await s.db.query<{ id: number }>(
      "SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo' AND c.owner_user_id IS DISTINCT FROM (SELECT id FROM users WHERE tenant_id = a.id AND mobile = '13800000002') LIMIT 1",
    );
    const r = await call('/api-user/user/switchRole', { role: 1, id: other!.id }, token);
    expect(r.body).toMatchObject({ code: 404, msg: '企业不存在或您不是该企业成员' });
    const own = (await call('/api-user/user/infoGet', {}, token)).body.data.company.id as number;
    const token2 = await s.login('13800000002', 'demo1234', 'demo2');
    expect((await call('/api-user/user/switchRole', { role: 1, id: own }, token2, 'demo2')).body.code).toBe(404);
  });
});

describe('switching on another device', () => {
  it('waits, is scanned, is confirmed once, then the key is spent', async () => {
    const desk = await s.login('13800000002', 'demo1234');
    const phone = await s.login('13800000002', 'demo1234');
    const { key, url, expiresAt } = (await call('/api-user/user/switch/codeurl', {}, desk)).body.data;
    expect(url).toMatch(new RegExp(`/me/switch-role\\?key=${key}$`));
    expect(Date.parse(expiresAt) - s.clock.now()).toBeLessThanOrEqual(SWITCH_KEY_TTL_MS);
    expect((await call('/api-user/user/switch/status', { key }, desk)).body.data).toEqual({ status: 'waiting' });
    // Confirm before scan is refused.
    expect((await call('/api-user/user/switch/confirm', { key, role: 0 }, phone)).body.code).toBe(400);
    expect((await call('/api-user/user/switch/scan', { key }, phone)).body.data).toEqual({ status: 'scanned' });
    expect((await call('/api-user/user/switch/scan', { key }, phone)).body.code).toBe(400);
    expect((await call('/api-user/user/switch/status', { key }, desk)).body.data).toEqual({ status: 'scanned' });
    expect((await call('/api-user/user/switch/confirm', { key, role: 0 }, phone)).body.data.role).toBe(0);
    const done = (await call('/api-user/user/switch/status', { key }, desk)).body.data;
    expect(done).toMatchObject({ status: 'confirmed', user: { role: 0 } });
    expect((await call('/api-user/user/switch/status', { key }, desk)).body.data).toEqual({ status: 'expired' });
    expect((await call('/api-user/user/switch/confirm', { key, role: 1 }, phone)).body.code).toBe(400);
    await call('/api-user/user/switchRole', { role: 1 }, desk);
  });

  it('expires after 2 minutes', async () => {
    const token = await s.login('13800000002', 'demo1234');
    const { key } = (await call('/api-user/user/switch/codeurl', {}, token)).body.data;
    s.clock.advance(SWITCH_KEY_TTL_MS + 1);
    expect((await call('/api-user/user/switch/status', { key }, token)).body.data).toEqual({ status: 'expired' });
    expect((await call('/api-user/user/switch/scan', { key }, token)).body.msg).toBe('二维码已失效，请刷新后重新扫码');
  });

  it('only the same account may scan, and another site does not know the key', async () => {
    const token = await s.login('13800000002', 'demo1234');
    const { key } = (await call('/api-user/user/switch/codeurl', {}, token)).body.data;
    expect((await call('/api-user/user/switch/scan', { key }, await newSeeker())).body).toMatchObject({ code: 403, msg: '请使用同一账号扫码' });
    const other = await s.login('13800000002', 'demo1234', 'demo2');
    expect((await call('/api-user/user/switch/scan', { key }, other, 'demo2')).body.code).toBe(400);
    expect((await call('/api-user/user/switch/status', { key }, other, 'demo2')).body.code).toBe(404);
    // A seeker without a company cannot confirm role 1 either.
    const seeker = await newSeeker();
    const k2 = (await call('/api-user/user/switch/codeurl', {}, seeker)).body.data.key;
    await call('/api-user/user/switch/scan', { key: k2 }, seeker);
    expect((await call('/api-user/user/switch/confirm', { key: k2, role: 1 }, seeker)).body.data).toEqual({ need: 'company' });
    expect((await call('/api-user/user/switch/confirm', { key: k2, role: 2 }, seeker)).body.msg).toBe('角色无效');
  });
});

describe('mobilesCode', () => {
  it("refuses a number of another account", async () => {
    const token = await newSeeker();
    const r = await call('/api-user/user/mobilesCode', { mobile: '13800000002' }, token);
    expect(r.body).toMatchObject({ code: 400, msg: '该手机号已被其他账号使用' });
    expect((await call('/api-user/user/mobilesCode', { mobile: '13712345678' }, token)).body.data.msg).toBe('验证码已发送');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TICKET_TTL_MS } from '../../../constants';
import { hashPassword } from '../../../http/hash';
import { createHttpSmsProvider } from '../../../providers/sms/index';
import { startFakeSmsServer, type FakeSmsServer } from '../../../providers/sms/__tests__/fake-sms-server';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let sms: FakeSmsServer;
beforeAll(async () => {
  sms = await startFakeSmsServer();
  s = await startTestServer({ sms: createHttpSmsProvider({ url: sms.url }) });
});
afterAll(async () => {
  await s.close();
  await sms.close();
});

const enc = { encrypt: true };
/**
 * A new account with a password, so each test owns its user and its number's send limits
 * (one code per number per minute, whatever its purpose).
 */
let n = 0;
async function newAccount(agent = 'demo') {
  const mobile = `1360000${String(1000 + n++).slice(-4)}`;
  await s.db.query("INSERT INTO users (tenant_id, mobile, password_hash) SELECT id, $2, $3 FROM agents WHERE agent_key = $1", [
    agent,
    mobile,
    await hashPassword('old-pass-1'),
  ]);
  return { mobile, token: await s.login(mobile, 'old-pass-1', agent) };
}
async function ticketFor(mobile: string, agent = 'demo') {
  expect((await s.call('/api-auth/user/resetCode', { mobile }, { ...enc, agent })).body.data.msg).toBe('验证码已发送');
  const r = await s.call('/api-auth/user/resetValid', { mobile, code: sms.lastCode(mobile) }, { ...enc, agent });
  expect(r.body.code).toBe(200);
  return r.body.data.ticket as string;
}

describe('password recovery', () => {
  it('resets the password with a ticket and ends every session of the user', async () => {
    const { mobile, token } = await newAccount();
    const ticket = await ticketFor(mobile);
    expect(sms.received.at(-1)!.body.purpose).toBe('reset');
    expect((await s.call('/api-auth/user/reset', { ticket, password: 'new-pass-1' }, enc)).body.code).toBe(200);
    expect((await s.call('/api-user/user/infoGet', {}, { token })).body.code).toBe(1007);
    expect(await s.login(mobile, 'new-pass-1')).toBeTruthy();
    await expect(s.login(mobile, 'old-pass-1')).rejects.toThrow(/1001/);
    // The ticket is single use.
    expect((await s.call('/api-auth/user/reset', { ticket, password: 'other-pass' }, enc)).body).toMatchObject({
      code: 400,
      msg: '重置链接已失效，请重新获取验证码',
    });
  });

  it('refuses an expired ticket', async () => {
    const { mobile } = await newAccount();
    const ticket = await ticketFor(mobile);
    s.clock.advance(RESET_TICKET_TTL_MS + 1);
    expect((await s.call('/api-auth/user/reset', { ticket, password: 'new-pass-1' }, enc)).body.msg).toBe('重置链接已失效，请重新获取验证码');
  });

  it("refuses another site's ticket", async () => {
    const { mobile } = await newAccount('demo');
    const ticket = await ticketFor(mobile, 'demo');
    expect((await s.call('/api-auth/user/reset', { ticket, password: 'new-pass-1' }, { ...enc, agent: 'demo2' })).body.code).toBe(400);
    expect((await s.call('/api-auth/user/reset', { ticket, password: 'new-pass-1' }, enc)).body.code).toBe(200);
  });

  it('answers an unknown number like a known one but sends nothing', async () => {
    const before = sms.received.length;
    const r = await s.call('/api-auth/user/resetCode', { mobile: '13599998888' }, enc);
    expect(r.body).toMatchObject({ code: 200, data: { msg: '验证码已发送' } });
    expect(sms.received.length).toBe(before);
  });

  it('refuses a login code for a reset', async () => {
    const { mobile } = await newAccount();
    await s.call('/api-auth/user/loginCode', { mobile }, enc);
    expect((await s.call('/api-auth/user/resetValid', { mobile, code: sms.lastCode(mobile) }, enc)).body.msg).toBe('请先获取验证码');
  });

  it('refuses a wrong reset code and a short password', async () => {
    const { mobile } = await newAccount();
    await s.call('/api-auth/user/resetCode', { mobile }, enc);
    const code = sms.lastCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await s.call('/api-auth/user/resetValid', { mobile, code: wrong }, enc)).body.msg).toBe('验证码错误');
    expect((await s.call('/api-auth/user/reset', { ticket: 'x', password: '123' }, enc)).body).toMatchObject({ code: 400, msg: '密码至少 6 位' });
  });
});

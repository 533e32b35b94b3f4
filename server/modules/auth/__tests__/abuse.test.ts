import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCipher, RSA_MAX_CHUNKS } from '../../../../schemas/rsa';
import { CODE_LOGIN_FAILED, CODE_OK, CODE_PAYLOAD_TOO_LARGE, CODE_RATE_LIMITED, LOGIN_MAX_FAILURES } from '../../../constants';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { hashPassword } from '../../../http/hash';
import { hashCode } from '../codes';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ codeLimits: { sendsPerTenantDay: 30 } });
});
afterAll(() => s.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (account: string, password: string, ip: string, path = '/api-auth/user/login') =>
  s.call(path, { account, password }, { encrypt: true, headers: from(ip) });

/** A new seeker with a known password, so each test has an account of its own. */
async function newUser(mobile: string): Promise<void> {
  const [tenant] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  await s.db.query("INSERT INTO users (tenant_id, mobile, password_hash, name, role) VALUES ($1, $2, $3, $4, 0)", [
    tenant!.id,
    mobile,
    await hashPassword('right-pass-1'),
    `用户${mobile.slice(-4)}`,
  ]);
}

describe('lock-out under a parallel burst', () => {
  // The hole: the lock counted failures after checking them, so 101 parallel guesses were all checked and the right one got in.
  for (const path of ['/api-auth/user/login', '/api-admin/auth/login']) {
    it(`${path}: of 101 parallel guesses from 101 addresses at most ${LOGIN_MAX_FAILURES} are checked, and the right one among them does not get in`, async () => {
      const account = path.startsWith('/api-admin') ? 'admin' : '13700000101';
      const right = path.startsWith('/api-admin') ? 'demo1234' : 'right-pass-1';
      if (!path.startsWith('/api-admin')) await newUser(account);
      const ip = (i: number) => `10.50.${i >> 8}.${i & 255}`;
      const burst = Array.from({ length: 100 }, (_, i) => login(account, `wrong-${i}-pass`, ip(i), path));
      // The right password comes while the burst is still being answered, once its first refusal says the budget is spent:
      // sent blindly among the guesses it could be counted among the first five, be checked and rightly get in.
      await Promise.any(burst.map((p) => p.then((r) => (r.body.code === CODE_RATE_LIMITED ? r : Promise.reject(new Error(r.body.msg))))));
      const withRight = await login(account, right, ip(100), path);
      const answers = [...(await Promise.all(burst)), withRight];
      const checked = answers.filter((r) => r.body.code === CODE_LOGIN_FAILED || r.body.code === CODE_OK);
      expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(answers.filter((r) => r.body.code === CODE_RATE_LIMITED).length).toBeGreaterThanOrEqual(101 - LOGIN_MAX_FAILURES);
      expect(withRight.body.code).toBe(CODE_RATE_LIMITED);
      expect(withRight.body.msg).toMatch(/^密码错误次数过多，请 \d+ 分钟后再试/);
      expect(answers.some((r) => r.body.code === CODE_OK)).toBe(false);
    });
  }

  it('a right password clears the count: the owner logs in again and again', async () => {
    await newUser('13700000102');
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i++) expect((await login('13700000102', 'right-pass-1', '10.51.0.1')).body.code).toBe(CODE_OK);
  });
});

describe('lock-out is not a weapon', () => {
  // The hole: five wrong guesses by a stranger locked the owner out, and a per-address lock shut out a whole NAT.
  it('an account locked by password failures still logs in with an SMS code', async () => {
    await newUser('13700000103');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login('13700000103', `stranger-${i}`, `10.52.0.${i}`)).body.code).toBe(CODE_LOGIN_FAILED);
    const locked = await login('13700000103', 'right-pass-1', '10.52.1.1');
    expect(locked.body.code).toBe(CODE_RATE_LIMITED);
    expect(locked.body.msg).toContain('短信验证码登录');
    const [tenant] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    expect((await s.call('/api-auth/user/loginCode', { mobile: '13700000103' }, { encrypt: true, headers: from('10.52.1.1') })).body.code).toBe(CODE_OK);
    await s.db.query("UPDATE verification_codes SET code_hash = $1 WHERE target = '13700000103' AND purpose = 'login' AND used_at IS NULL", [hashCode(tenant!.id, 'login', '13700000103', '222222')]);
    const byCode = await s.call('/api-auth/user/loginByCode', { mobile: '13700000103', code: '222222' }, { encrypt: true, headers: from('10.52.1.1') });
    expect(byCode.body.code).toBe(CODE_OK);
    expect(byCode.body.data.user.info.mobile).toBe('13700000103');
  });

  it('an address that failed for many accounts still lets another user behind it log in', async () => {
    const nat = '10.53.0.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES * 2; i++) expect((await login(`1390000${String(i).padStart(4, '0')}`, 'whatever1', nat)).body.code).toBe(CODE_LOGIN_FAILED);
    expect((await login('13800000002', 'demo1234', nat)).body.code).toBe(CODE_OK);
  });
});

describe('old-password and code checks under a parallel burst', () => {
  // The hole: pwdUpdate's old password and accountValid were checked without any limit, and parallel code guesses were all compared.
  it(`accountValid and pwdUpdate check at most ${LOGIN_MAX_FAILURES} wrong passwords of a session in the window`, async () => {
    await newUser('13700000104');
    const token = await s.login('13700000104', 'right-pass-1');
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? s.call('/api-user/user/mobile/accountValid', { password: `guess-${i}-x` }, { token, encrypt: true })
          : s.call('/api-user/user/account/pwdUpdate', { oldPassword: `guess-${i}-x`, password: 'new-pass-99' }, { token, encrypt: true }),
      ),
    );
    const checked = tries.filter((r) => r.body.code !== CODE_RATE_LIMITED);
    expect(checked.length).toBe(LOGIN_MAX_FAILURES);
    const valid = await s.call('/api-user/user/mobile/accountValid', { password: 'right-pass-1' }, { token, encrypt: true });
    expect(valid.body).toMatchObject({ code: CODE_RATE_LIMITED, msg: expect.stringMatching(/^密码错误次数过多，请 \d+ 分钟后再试$/) });
  });

  it('of 50 parallel code guesses at most 5 are compared, and the right code among them is refused', async () => {
    const mobile = '13700000105';
    expect((await s.call('/api-auth/user/loginCode', { mobile }, { encrypt: true, headers: from('10.54.0.1') })).body.code).toBe(CODE_OK);
    const [tenant] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    await s.db.query("UPDATE verification_codes SET code_hash = $1 WHERE target = $2 AND purpose = 'login'", [hashCode(tenant!.id, 'login', mobile, '333333'), mobile]);
    const guess = (code: string) => s.call('/api-auth/user/loginByCode', { mobile, code }, { encrypt: true, headers: from('10.54.0.2') });
    const burst = Array.from({ length: 49 }, (_, i) => guess(String(400000 + i)));
    // As with passwords: the right code comes while the burst is answered, once a refusal says the tries are used up.
    await Promise.any(burst.map((p) => p.then((r) => (r.body.msg === '验证码错误次数过多，请重新获取' ? r : Promise.reject(new Error(r.body.msg))))));
    const withRight = await guess('333333');
    const answers = [...(await Promise.all(burst)), withRight];
    expect(withRight.body.msg).toBe('验证码错误次数过多，请重新获取');
    expect(answers.filter((r) => r.body.msg === '验证码错误').length).toBeLessThanOrEqual(5);
    expect(answers.some((r) => r.body.code === CODE_OK)).toBe(false);
    const [row] = await s.db.query<{ attempts: number }>("SELECT attempts FROM verification_codes WHERE target = $1 AND purpose = 'login' ORDER BY id DESC LIMIT 1", [mobile]);
    expect(row!.attempts).toBe(5);
  });
});

describe('SMS bombing', () => {
  // The hole: one address had codes sent to 25 numbers, and nothing capped what a tenant's SMS could cost in a day.
  it('one address gets codes for at most 10 numbers an hour, then a 温馨提示 with the wait', async () => {
    const ip = from('10.55.0.1');
    const send = (i: number) => s.call('/api-auth/user/loginCode', { mobile: `1360000${String(i).padStart(4, '0')}` }, { encrypt: true, headers: ip });
    for (let i = 0; i < 10; i++) expect((await send(i)).body.code).toBe(CODE_OK);
    const refused = await send(10);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^温馨提示：当前网络获取验证码过于频繁，请\d+分钟后再试$/);
    expect(refused.body.data.wait).toBeGreaterThan(0);
    // The reset-code door shares the cap; another address is not affected.
    expect((await s.call('/api-auth/user/resetCode', { mobile: '13600000011' }, { encrypt: true, headers: ip })).body.code).toBe(CODE_RATE_LIMITED);
    expect((await s.call('/api-auth/user/loginCode', { mobile: '13600000012' }, { encrypt: true, headers: from('10.55.0.2') })).body.code).toBe(CODE_OK);
  });

  it('a tenant sends at most its daily number of codes (30 in this test), then everyone is told when to try again', async () => {
    const sent = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM verification_codes');
    let code = CODE_OK;
    let msg = '';
    // Each from its own address, so only the tenant's cap can be what stops them.
    for (let i = 0; i < 40 && code === CODE_OK; i++) {
      const r = await s.call('/api-auth/user/loginCode', { mobile: `1350000${String(i).padStart(4, '0')}` }, { encrypt: true, headers: from(`10.56.0.${i}`) });
      code = r.body.code;
      msg = r.body.msg;
    }
    expect(code).toBe(CODE_RATE_LIMITED);
    expect(msg).toMatch(/^温馨提示：今日验证码发送量已达上限，请\d+小时后再试$/);
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM verification_codes');
    expect(after[0]!.n - sent[0]!.n).toBeLessThanOrEqual(30);
  });
});

describe('costly requests', () => {
  // The hole: an anonymous login body of 64 RSA chunks held the event loop ~80 ms, and the answer (1017) made clients fetch the key and send it again.
  it(`a field of more than ${RSA_MAX_CHUNKS} RSA chunks is refused before any is decrypted, with a clear message`, async () => {
    const chunk = Buffer.alloc(256, 7).toString('base64');
    const ciphertext = formatCipher('o', Array(RSA_MAX_CHUNKS + 1).fill(chunk));
    const started = process.hrtime.bigint();
    const r = await s.call('/api-auth/user/login', { ciphertext }, { headers: from('10.57.0.1') });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: CODE_PAYLOAD_TOO_LARGE, msg: `加密内容过长（最多 ${RSA_MAX_CHUNKS} 段）` });
    // The same cap holds for the system-payload header.
    const h = await s.call('/api-user/job/find', {}, { payload: ciphertext });
    expect(h.body.code).toBe(CODE_PAYLOAD_TOO_LARGE);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2_000);
  });
});

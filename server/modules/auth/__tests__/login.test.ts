import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { CODE_LOGIN_FAILED, CODE_RATE_LIMITED, CODE_USER_BLOCKED, LOGIN_MAX_FAILURES } from '../../../constants';
import { createDbRateLimiter, createRedisRateLimiter } from '../../../http/rate-limit';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const login = (account: string, password: string, headers: Record<string, string> = {}) =>
  s.call('/api-auth/user/login', { account, password }, { encrypt: true, headers });

describe('password login', () => {
  it('opens a session with the user of spec §3', async () => {
    const r = await login('13800000002', 'demo1234', { 'x-forwarded-for': '10.0.0.1' });
    expect(r.body.code).toBe(200);
    const u = r.body.data.user;
    expect(u).toMatchObject({ role: 1, info: { mobile: '13800000002' }, setting: { salaryUnit: 1 } });
    expect(u.company?.name).toBeTruthy();
    expect(u.loginNum).toBeGreaterThan(0);
  });

  it('gives a new token on every login, with at least 128 bits of entropy', async () => {
    const a = await s.login('13800000001', 'demo1234');
    const b = await s.login('13800000001', 'demo1234');
    expect(a).not.toBe(b);
    // Either token is a session of its own: both answer as the same user.
    for (const token of [a, b]) {
      expect((await s.call('/api-user/user/infoGet', {}, { token })).body.data.info.mobile).toBe('13800000001');
    }
    const bits = (t: string) => (/^[0-9a-f]+$/i.test(t) ? t.length * 4 : Math.floor(t.replace(/=+$/, '').length * 6));
    expect(bits(a)).toBeGreaterThanOrEqual(128);
    // Only a hash is stored: no session row holds the token itself.
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === a || r.token_hash === b)).toBe(false);
  });

  it('refuses a wrong password with a readable message', async () => {
    const r = await login('13900009999', 'not-the-password', { 'x-forwarded-for': '10.0.0.2' });
    expect(r.body).toMatchObject({ code: CODE_LOGIN_FAILED, msg: '账号或密码错误' });
  });

  it(`locks an account after ${LOGIN_MAX_FAILURES} failures, even for the right password`, async () => {
    // Different IPs, so only the per-account counter can be what locks.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login('13800000001', 'wrong-one', { 'x-forwarded-for': `10.1.0.${i}` })).body.code).toBe(CODE_LOGIN_FAILED);
    }
    const r = await login('13800000001', 'demo1234', { 'x-forwarded-for': '10.1.0.99' });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: CODE_RATE_LIMITED, msg: '密码错误次数过多，请 15 分钟后再试，或使用短信验证码登录' });
    // Another account is not locked by it.
    expect((await login('13800000002', 'demo1234', { 'x-forwarded-for': '10.1.0.98' })).body.code).toBe(200);
  });

  it(`locks an address after ${LOGIN_MAX_FAILURES} failures for one account, for that account only`, async () => {
    const ip = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login('13900000001', `whatever${i}`, ip)).body.code).toBe(CODE_LOGIN_FAILED);
    }
    expect((await login('13900000001', 'whatever9', ip)).body.code).toBe(CODE_RATE_LIMITED);
    // Another user behind the same address (a NAT) still logs in.
    expect((await login('13800000002', 'demo1234', ip)).body.code).toBe(200);
  });

  it('refuses a blocked user with 10007', async () => {
    await s.db.query("UPDATE users SET status = 2, blocked_reason = '违规' WHERE mobile = '13800000002'");
    try {
      const r = await login('13800000002', 'demo1234', { 'x-forwarded-for': '10.3.0.1' });
      expect(r.body).toMatchObject({ code: CODE_USER_BLOCKED, data: { reason: '违规' } });
    } finally {
      await s.db.query("UPDATE users SET status = 1, blocked_reason = NULL WHERE mobile = '13800000002'");
    }
  });

  it('validates the decrypted payload', async () => {
    const r = await login('13800000001', '123', { 'x-forwarded-for': '10.4.0.1' });
    expect(r.body).toMatchObject({ code: 400, msg: '密码至少 6 位' });
  });
});

describe('rate limiter', () => {
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  afterAll(() => redis?.quit());
  const limiters = [
    ['database', () => createDbRateLimiter(s.db)] as const,
    ...(redis ? [['redis', () => createRedisRateLimiter(redis, `rl:unit:${Date.now()}:`)] as const] : []),
  ];
  it.each(limiters)('%s: counts hits in a window and starts again after it', async (_name, make) => {
    const l = make();
    const key = `k${Math.random()}`;
    expect(await l.hit(key, 300)).toBe(1);
    expect(await l.hit(key, 300)).toBe(2);
    expect(await l.count(key)).toBe(2);
    // The window is the store's own (database time, Redis TTL): wait until it has passed, not a guessed sleep.
    await vi.waitFor(async () => expect(await l.count(key)).toBe(0), { timeout: 5_000, interval: 50 });
    expect(await l.hit(key, 300)).toBe(1);
    await l.reset(key);
    expect(await l.count(key)).toBe(0);
  });

  it.each(limiters)('%s: 100 parallel hits each see their own count, so a budget taken before a check holds', async (_name, make) => {
    const l = make();
    const key = `p${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 100 }, () => l.hit(key, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await l.remainingMs(key)).toBeGreaterThan(50_000);
    await l.reset(key);
    expect(await l.remainingMs(key)).toBe(0);
    expect(await l.hit(key, 60_000)).toBe(1);
  });
});

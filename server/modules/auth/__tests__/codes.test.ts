import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { CODE_MAX_ATTEMPTS, CODE_RATE_LIMITED, CODE_SEND_INTERVAL_MS, CODE_TTL_MS } from '../../../constants';
import { migrate } from '../../../db/migrate';
import { createTenantScope } from '../../../db/tenant';
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from '../../../http/rate-limit';
import { startFakeSmsServer, type FakeSmsServer } from '../../../providers/sms/__tests__/fake-sms-server';
import { createHttpSmsProvider } from '../../../providers/sms/index';
import { createCodeService } from '../codes';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let sms: FakeSmsServer;
beforeAll(async () => {
  sms = await startFakeSmsServer();
  // The HTTP provider, as main.ts builds it from SMS_API_URL / SMS_API_KEY, against the fake on loopback.
  s = await startTestServer({ sms: createHttpSmsProvider({ url: sms.url, apiKey: 'test-key' }) });
});
afterAll(async () => {
  await s.close();
  await sms.close();
});

let n = 0;
/** A number no other test uses, so send limits do not cross tests. */
const freshMobile = () => `1370000${String(1000 + n++).slice(-4)}`;
const sendLogin = (mobile: string, agent = 'demo') => s.call('/api-auth/user/loginCode', { mobile }, { encrypt: true, agent });
const loginByCode = (mobile: string, code: string, agent = 'demo') => s.call('/api-auth/user/loginByCode', { mobile, code }, { encrypt: true, agent });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login codes', () => {
  it('sends a 6-digit code through the SMS API and never puts it in the answer', async () => {
    const mobile = freshMobile();
    const r = await sendLogin(mobile);
    expect(r.body).toMatchObject({ code: 200, data: { msg: '验证码已发送', interval: 60, expiresIn: 300 } });
    const sent = sms.received.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ mobile, purpose: 'login' });
    expect(sent.body.code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(r.body)).not.toContain(sent.body.code);
    // Stored as a hash only.
    const rows = await s.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes WHERE target = $1', [mobile]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(sent.body.code);
  });

  it('logs a new number in and creates a job-seeker account (role 0)', async () => {
    const mobile = freshMobile();
    await sendLogin(mobile);
    const r = await loginByCode(mobile, sms.lastCode(mobile));
    expect(r.body).toMatchObject({ code: 200, data: { created: true, user: { role: 0, info: { mobile } } } });
    const me = await s.call('/api-user/user/infoGet', {}, { token: r.body.data.access_token });
    expect(me.body.data.info.mobile).toBe(mobile);
  });

  it('logs an existing account in without creating another', async () => {
    await sendLogin('13800000002');
    const r = await loginByCode('13800000002', sms.lastCode('13800000002'));
    expect(r.body).toMatchObject({ code: 200, data: { created: false, user: { role: 1 } } });
  });

  it('uses a code once', async () => {
    const mobile = freshMobile();
    await sendLogin(mobile);
    const code = sms.lastCode(mobile);
    expect((await loginByCode(mobile, code)).body.code).toBe(200);
    expect((await loginByCode(mobile, code)).body).toMatchObject({ code: 400, msg: '请先获取验证码' });
  });

  it('refuses a code after 5 minutes', async () => {
    const mobile = freshMobile();
    await sendLogin(mobile);
    s.clock.advance(CODE_TTL_MS + 1);
    const r = await loginByCode(mobile, sms.lastCode(mobile));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg: '验证码已过期' });
  });

  it(`allows ${CODE_MAX_ATTEMPTS} wrong tries, then the code is used up even for the right digits`, async () => {
    const mobile = freshMobile();
    await sendLogin(mobile);
    const code = sms.lastCode(mobile);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      expect((await loginByCode(mobile, wrongCode(code))).body).toMatchObject({ code: 400, msg: '验证码错误', data: { attemptsLeft: CODE_MAX_ATTEMPTS - i } });
    }
    expect((await loginByCode(mobile, wrongCode(code))).body.msg).toBe('验证码错误次数过多，请重新获取');
    expect((await loginByCode(mobile, code)).body.msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('only the latest code counts', async () => {
    const mobile = freshMobile();
    await sendLogin(mobile);
    const first = sms.lastCode(mobile);
    // The app's own limiter would refuse a second send within 60 s (real time), so a service with its own limiter sends it.
    const svc = createCodeService({ limiter: ownKeys(createDbRateLimiter(s.db)), sms: createHttpSmsProvider({ url: sms.url }), now: s.clock.now });
    const demo = await demoScope();
    await svc.sendSms(demo, 'login', mobile);
    const second = sms.lastCode(mobile);
    if (first !== second) expect((await loginByCode(mobile, first)).body.msg).toBe('验证码错误');
    expect((await loginByCode(mobile, second)).body.code).toBe(200);
  });

  it('refuses a second send within 60 s, naming the seconds left', async () => {
    const mobile = freshMobile();
    expect((await sendLogin(mobile)).body.code).toBe(200);
    const r = await sendLogin(mobile);
    expect(r.status).toBe(429);
    expect(r.body.code).toBe(CODE_RATE_LIMITED);
    const seconds = Number(/^请(\d+)秒后再试$/.exec(r.body.msg)?.[1]);
    expect(seconds).toBeGreaterThan(CODE_SEND_INTERVAL_MS / 1000 - 5);
    expect(seconds).toBeLessThanOrEqual(CODE_SEND_INTERVAL_MS / 1000);
    expect(sms.received.filter((x) => x.body.mobile === mobile)).toHaveLength(1);
  });

  it('refuses a badly formed number below 500', async () => {
    const r = await sendLogin('12345');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg: '手机号格式不正确' });
    expect((await loginByCode('13700000000', '12ab56')).body.msg).toBe('验证码为 6 位数字');
    // The call is encrypted-only, like password login.
    expect((await s.call('/api-auth/user/loginCode', { mobile: '13700000000' })).body.msg).toBe('该接口需要加密提交');
  });

  it("a code of one site is worth nothing on another", async () => {
    const mobile = freshMobile();
    await sendLogin(mobile, 'demo');
    const code = sms.lastCode(mobile);
    expect((await loginByCode(mobile, code, 'demo2')).body.msg).toBe('请先获取验证码');
    await sendLogin(mobile, 'demo2');
    const code2 = sms.lastCode(mobile);
    if (code2 !== code) expect((await loginByCode(mobile, code, 'demo2')).body.msg).toBe('验证码错误');
    // The demo code still works on demo: the demo2 tries did not touch it.
    expect((await loginByCode(mobile, code, 'demo')).body.code).toBe(200);
  });

  it('reports an SMS API failure without a stack trace, and the number may ask again at once', async () => {
    const mobile = freshMobile();
    sms.answer(500, '{"error":"quota"}');
    try {
      const r = await sendLogin(mobile);
      expect(r.status).toBe(502);
      expect(r.body.msg).toBe('短信发送失败，请稍后再试');
    } finally {
      sms.answer(200, '{"ok":true}');
    }
    expect((await sendLogin(mobile)).body.code).toBe(200);
  });
});

/** The same limiter under keys of its own, so its counts do not meet the app's. */
function ownKeys(l: RateLimiter): RateLimiter {
  const p = `t${Math.random()}:`;
  return { hit: (k, w) => l.hit(p + k, w), count: (k) => l.count(p + k), remainingMs: (k) => l.remainingMs(p + k), reset: (k) => l.reset(p + k) };
}

async function demoScope() {
  const { appRole } = await migrate(s.db);
  const [row] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  return createTenantScope(s.db, row!.id, appRole);
}

describe('send limits on the shared limiter (short windows)', () => {
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  afterAll(() => redis?.quit());
  const limiter = () => (redis ? createRedisRateLimiter(redis, `rl:codes:${Date.now()}:${Math.random()}:`) : ownKeys(createDbRateLimiter(s.db)));
  /** Until the store (Redis or PostgreSQL, with its own clock) says the number's send interval is over. */
  const intervalOver = (lim: RateLimiter, tenantId: number, mobile: string) =>
    expect.poll(() => lim.remainingMs(`code:${tenantId}:${mobile}:interval`), { interval: 20, timeout: 5_000 }).toBe(0);

  it('one send per interval, then another after it', async () => {
    const lim = limiter();
    const svc = createCodeService({ limiter: lim, sms: createHttpSmsProvider({ url: sms.url }), now: s.clock.now, limits: { sendIntervalMs: 400 } });
    const demo = await demoScope();
    const mobile = freshMobile();
    await svc.sendSms(demo, 'login', mobile);
    await expect(svc.sendSms(demo, 'login', mobile)).rejects.toMatchObject({ code: CODE_RATE_LIMITED, message: '请1秒后再试' });
    await intervalOver(lim, demo.tenantId, mobile);
    await expect(svc.sendSms(demo, 'login', mobile)).resolves.toMatchObject({ msg: '验证码已发送' });
  });

  it('at most the daily count per number', async () => {
    const lim = limiter();
    const svc = createCodeService({
      limiter: lim,
      sms: createHttpSmsProvider({ url: sms.url }),
      now: s.clock.now,
      limits: { sendIntervalMs: 50, sendsPerDay: 3 },
    });
    const demo = await demoScope();
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) {
      await svc.sendSms(demo, 'login', mobile);
      await intervalOver(lim, demo.tenantId, mobile);
    }
    await expect(svc.sendSms(demo, 'login', mobile)).rejects.toMatchObject({ code: CODE_RATE_LIMITED, message: '今日发送次数已达上限' });
    // Another number is not limited by it.
    await expect(svc.sendSms(demo, 'login', freshMobile())).resolves.toMatchObject({ msg: '验证码已发送' });
  });
});

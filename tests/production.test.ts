import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../schemas/identity';
import { productionProblems, readEnv } from '../server/config';
import { operatorsOnDemoPassword } from '../server/db/seed/demo-check';
import { hashPassword } from '../server/http/hash';
import { createUnavailableIdentityProvider } from '../server/providers/identity/index';
import { createUnavailableMailProvider } from '../server/providers/mail/index';
import { createUnavailableSmsProvider } from '../server/providers/sms/index';
import { NOT_CONFIGURED_MESSAGES } from '../server/providers/unavailable';
import { startTestServer, type TestServer } from './helpers/test-server';

/** Runs server/main.ts with an environment of its own; resolves with its exit code and output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'rm-prod-')), PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('a production start', () => {
  // Without PREVIEW_SECRET each tenant's signing key came from data in its own database, also in production.
  it('is refused without PREVIEW_SECRET, before anything is opened', async () => {
    expect(productionProblems(readEnv({ NODE_ENV: 'production' }))).toHaveLength(1);
    expect(productionProblems(readEnv({ NODE_ENV: 'production', PREVIEW_SECRET: 'a-long-random-secret-of-ours' }))).toEqual([]);
    expect(productionProblems(readEnv({}))).toEqual([]);
    const r = await runMain({ NODE_ENV: 'production' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('Refusing to start in production');
    expect(r.out).toContain('PREVIEW_SECRET');
  }, 60_000);

  // Demo data was seeded on every first start, production included.
  it('seeds demo data only when asked (SEED_DEMO), which development does by default', () => {
    expect(readEnv({}).SEED_DEMO).toBe(true);
    expect(readEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(readEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
});

describe('development stand-ins are not used in production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ sms: createUnavailableSmsProvider(), mail: createUnavailableMailProvider(), identity: createUnavailableIdentityProvider() });
  });
  afterAll(() => s.close());

  // An operator left on the demo password is an open door once the site is public.
  it('finds operators still on the demo password, and none once changed', async () => {
    expect(await operatorsOnDemoPassword(s.db, null)).toEqual(['demo/admin', 'demo2/admin']);
    await s.db.query("UPDATE operators SET password_hash = $1 WHERE account = 'admin'", [await hashPassword('a-strong-operator-pass')]);
    expect(await operatorsOnDemoPassword(s.db, null)).toEqual([]);
  });

  // Without an SMS service codes went to the log and the client heard "sent", also in production.
  it('answers SMS code requests with "not available", never a fake success', async () => {
    const r = await s.call('/api-auth/user/loginCode', { mobile: '13712345678' }, { encrypt: true });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 503, msg: NOT_CONFIGURED_MESSAGES.sms });
  });

  it('answers e-mail codes with "not available"', async () => {
    const token = await s.login('13800000001', 'demo1234');
    const r = await s.call('/api-user/user/emailCode', { email: 'someone@example.com' }, { token });
    expect(r.body).toMatchObject({ code: 503, msg: NOT_CONFIGURED_MESSAGES.mail });
  });

  // Payment by provider is never faked: without WeChat Pay configured the order is not even created.
  it('answers payment by WeChat Pay with "not available" and creates no order', async () => {
    const token = await s.login('13800000001', 'demo1234');
    const [vip] = await s.db.query<{ id: number }>(`SELECT p.id FROM money_products p JOIN agents a ON a.id = p.tenant_id WHERE a.agent_key = 'demo' AND p.kind = 'vip' LIMIT 1`);
    const r = await s.call('/api-user/trade/create', { productId: vip!.id, channel: 'wechat' }, { token });
    expect(r.body).toMatchObject({ code: 503, msg: '微信支付暂未开通，请选择其他支付方式' });
    expect((await s.call('/api-user/trade/find', {}, { token })).body.data.total).toBe(0);
  });

  // Without an identity service any well-formed ID number was taken as verified.
  it('turns real-name checks off and verifies nobody', async () => {
    const token = await s.login('13800000002', 'demo1234');
    expect((await s.call('/api-user/user/realName/config', {}, { token })).body.data).toMatchObject({ enabled: false });
    const first17 = '11010219900307123';
    const r = await s.call('/api-user/user/realName', { name: '张三', idCard: first17 + idCardCheckChar(first17) }, { token, encrypt: true });
    expect(r.body).toMatchObject({ code: 503, msg: NOT_CONFIGURED_MESSAGES.identity });
    expect((await s.call('/api-user/user/realName/valid', {}, { token })).body.data).toMatchObject({ verified: false });
  });
});

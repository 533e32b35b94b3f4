/**
 * Starts the real server for the browser tests on a fresh database: a new
 * embedded data directory, or a new PostgreSQL database when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_AI_KEY, E2E_WECHAT_APP, fakeAiUrl, fakePayConfig, fakesUrl, startFakes } from './fakes';

// Rate-limit counters of this run only: a shared Redis still holds failed logins of earlier runs for 15 minutes.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3199',
  LOG_LEVEL: 'warn',
  REDIS_KEY_PREFIX: `rl:e2e:${randomBytes(4).toString('hex')}:`,
};
// Third parties (SMS gateway, identity service) are fakes on loopback.
const stopFakes = await startFakes();
env.SMS_API_URL = fakesUrl('/sms');
env.IDENTITY_API_URL = fakesUrl('/identity');
env.MAIL_API_URL = fakesUrl('/mail');
env.WECHAT_API_URL = fakesUrl('');
env.AI_API_URL = fakeAiUrl();
env.AI_API_KEY = E2E_AI_KEY;
env.AI_MODEL = 'fake-model';
env.WECHAT_APP_ID = E2E_WECHAT_APP.appId;
env.WECHAT_APP_SECRET = E2E_WECHAT_APP.secret;
// WeChat Pay: the fake's keys of this run (merchant key, platform key, APIv3 key).
const pay = fakePayConfig();
Object.assign(env, {
  WECHATPAY_API_URL: pay.baseUrl,
  WECHATPAY_APP_ID: pay.appId,
  WECHATPAY_MCH_ID: pay.mchId,
  WECHATPAY_SERIAL_NO: pay.serialNo,
  WECHATPAY_PRIVATE_KEY: pay.privateKey,
  WECHATPAY_PLATFORM_PUBLIC_KEY: pay.platformPublicKey,
  WECHATPAY_API_V3_KEY: pay.apiV3Key,
});
const dataDir = mkdtempSync(join(tmpdir(), 'rm-e2e-'));
env.DATA_DIR = dataDir;

let dropDb: (() => Promise<void>) | null = null;
if (process.env.DATABASE_URL) {
  const name = `rm_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
const stop = async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await stopFakes();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDb?.();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
child.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});

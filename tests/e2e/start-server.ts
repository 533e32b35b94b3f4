/**
 * Starts the real server for the browser tests on a fresh database: a new
 * embedded data directory, or a new PostgreSQL database when DATABASE_URL is set.
 * With E2E_PROCESSES=N (N > 1; PostgreSQL and Redis) it starts N processes behind
 * Debian's nginx on E2E_PORT instead, as production runs (tests/e2e/cluster.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hasBrotliStatic, nginxMain } from '../../deploy/nginx-config';
import { precompress } from '../../deploy/precompress';
import { startFakeS3 } from '../../server/modules/upload/__tests__/fake-s3-server';
import { clusterStateFile, E2E_PROCESS_PORT_BASE, E2E_PROCESSES, type ClusterProcess } from './cluster';
import { E2E_AI_KEY, E2E_FAKES_PORT, E2E_TURN_PORT, E2E_TURN_SECRET, E2E_WECHAT_APP, fakeAiUrl, fakePayConfig, fakesUrl, startFakes } from './fakes';

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
// Static map pictures may read the fake tile server (an operator's own template, so only by this allowance).
env.MAP_TILE_HOSTS = `127.0.0.1:${E2E_FAKES_PORT}`;
env.AI_API_URL = fakeAiUrl();
env.AI_API_KEY = E2E_AI_KEY;
env.AI_MODEL = 'fake-model';
env.WECHAT_APP_ID = E2E_WECHAT_APP.appId;
env.WECHAT_APP_SECRET = E2E_WECHAT_APP.secret;
// Calls get TURN credentials for a coturn on loopback (coturn's REST API secret); the interview spec
// starts that coturn itself when it needs it, other calls connect by host candidates without it.
env.TURN_URLS = `turn:127.0.0.1:${E2E_TURN_PORT}?transport=udp`;
env.TURN_SECRET = E2E_TURN_SECRET;
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

const serverArgs = ['--import', 'tsx', 'server/main.ts'];

if (E2E_PROCESSES > 1) await startCluster();
else {
  const child = spawn(process.execPath, serverArgs, { env, stdio: 'inherit' });
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
}

/** N processes on one database, Redis and (fake) S3 bucket, each kept up, and nginx in front on E2E_PORT. */
async function startCluster(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('E2E_PROCESSES > 1 needs DATABASE_URL and REDIS_URL (the processes share them)');
  const s3 = { bucket: 'rm-e2e', region: 'us-east-1', accessKey: 'e2e-access', secretKey: `e2e-${randomBytes(8).toString('hex')}` };
  const fakeS3 = await startFakeS3(s3);
  Object.assign(env, { PROCESS_COUNT: String(E2E_PROCESSES), S3_ENDPOINT: fakeS3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey });
  // Providers post payment notifications to the site's public address: the balancer.
  env.PAY_NOTIFY_BASE = `http://127.0.0.1:${env.PORT}`;
  const balancerPort = Number(env.PORT);
  const ports = Array.from({ length: E2E_PROCESSES }, (_, i) => E2E_PROCESS_PORT_BASE + i);

  const state: ClusterProcess[] = ports.map((port) => ({ port, pid: 0, starts: 0 }));
  const children = new Map<number, ChildProcess>();
  let stopping = false;
  const save = () => writeFileSync(clusterStateFile(), JSON.stringify(state));
  // Like systemd's Restart=always: a process that goes away (a spec kills one) is started again.
  const run = (slot: ClusterProcess) => {
    const child = spawn(process.execPath, serverArgs, { env: { ...env, PORT: String(slot.port) }, stdio: 'inherit' });
    children.set(slot.port, child);
    slot.pid = child.pid ?? 0;
    slot.starts += 1;
    save();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // Said out loud: a process that went away without a word (CI once saw both restart twice mid-spec) shows how it ended.
      process.stderr.write(`e2e: the server on ${slot.port} (pid ${child.pid}) exited (code ${code}, signal ${signal}); starting it again\n`);
      setTimeout(() => run(slot), 300);
    });
  };
  // All at once, as systemd starts rm.target: migrations and the first seed take turns under their locks.
  for (const slot of state) run(slot);

  // The hashed assets, precompressed for gzip_static/brotli_static (quick levels: this runs every time).
  await precompress('dist/assets', true);
  const prefix = mkdtempSync(join(tmpdir(), 'rm-e2e-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
  const brotli = hasBrotliStatic();
  const conf = join(prefix, 'nginx.conf');
  // As root, nginx's workers would drop to nobody, who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  writeFileSync(conf, nginxMain({ ports, listen: `127.0.0.1:${balancerPort}`, distDir: 'dist', brotli, prefix, ...(user ? { user } : {}) }));
  const check = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the generated configuration:\n${check.stderr}`);
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf], { stdio: 'inherit' });
  process.stdout.write(`e2e: ${E2E_PROCESSES} server processes (${ports.join(', ')}) behind nginx on ${balancerPort}${brotli ? ' (brotli_static)' : ''}\n`);

  const stop = async () => {
    stopping = true;
    nginx.kill('SIGQUIT');
    await Promise.all(
      [...children.values()].map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))) : null)),
    );
    await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r(null)));
    await fakeS3.close();
    await stopFakes();
    // The balancer's errors (refused and failed upstreams) are kept for a look after the run.
    mkdirSync('test-results', { recursive: true });
    if (existsSync(join(prefix, 'error.log'))) copyFileSync(join(prefix, 'error.log'), 'test-results/nginx-error.log');
    rmSync(prefix, { recursive: true, force: true });
    rmSync(clusterStateFile(), { force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await dropDb?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  nginx.on('exit', (code) => {
    if (!stopping) process.exit(code ?? 1);
  });
}

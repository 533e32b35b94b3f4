/**
 * npm run bench:api — requests per second and p50/p95/p99 latency (autocannon
 * on loopback) for the app config call and a job list call, on the embedded
 * PGlite and, when DATABASE_URL is set, on PostgreSQL. BENCH_SECONDS (10) and
 * BENCH_CONNECTIONS (20) tune the load. With BENCH_PROCESSES (e.g. "1,2"), DATABASE_URL and
 * REDIS_URL it measures the production shape too: that many server processes (server/main.ts)
 * behind nginx with deploy/nginx-config.ts's configuration, the same calls through nginx; with
 * BENCH_DIRECT=1, one server process in its own process answering the load directly (the server
 * on one core, the load generator on the other). Requests carry a browser's accept-encoding.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../schemas/client-config';
import { nginxMain } from '../deploy/nginx-config';
import { buildApp } from '../server/app';
import { startFakeS3 } from '../server/modules/upload/__tests__/fake-s3-server';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedAll } from '../server/db/seed/index';
import { createEncryptor } from '../src/runtime/api/rsa';
import { cpuSeconds, ownCpuSeconds } from './lib/cpu';

/** Extra node flags for the server processes (BENCH_SERVER_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). */
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Only the rows whose name contains one of these words (BENCH_CALLS, e.g. "settingGet,designPageGet"); all when unset. */
const onlyCalls = (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * serverCpu: CPU seconds the server processes have used so far, when they are processes of their
 * own; then each row says how much server CPU a request took (and the load generator's own).
 */
async function load(url: string, path: string, body: unknown, headers: Record<string, string>, serverCpu?: () => number) {
  const times: number[] = [];
  let non200 = 0;
  const cpuBefore = { server: serverCpu?.() ?? NaN, client: ownCpuSeconds() };
  const result = await autocannon({
    url: url + path,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections,
    duration: seconds,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, ms: number) => {
        if (status !== 200) non200++;
        times.push(ms);
      });
    },
  });
  const cpu = { server: (serverCpu?.() ?? NaN) - cpuBefore.server, client: ownCpuSeconds() - cpuBefore.client };
  times.sort((a, b) => a - b);
  return {
    serverUsPerReq: (cpu.server * 1e6) / times.length,
    clientUsPerReq: (cpu.client * 1e6) / times.length,
    reqPerSec: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + non200,
    total: times.length,
  };
}

function printRows(label: string, rows: [string, Awaited<ReturnType<typeof load>>][]) {
  console.log(`\n${label}  (${connections} connections, ${seconds}s each)`);
  const cpu = rows.some(([, r]) => Number.isFinite(r.serverUsPerReq));
  const cpuHead = cpu ? ['server µs/req'.padStart(14), 'load µs/req'.padStart(12)] : [];
  console.log('call'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), ...cpuHead);
  for (const [name, r] of rows) {
    const ms = (v: number) => v.toFixed(1).padStart(8);
    const cpuCols = cpu ? [r.serverUsPerReq.toFixed(1).padStart(14), r.clientUsPerReq.toFixed(1).padStart(12)] : [];
    console.log(name.padEnd(44), r.reqPerSec.toFixed(0).padStart(8), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors).padStart(7), ...cpuCols);
  }
}

const CALLS: [name: string, path: string, body: unknown][] = [
  ['/api-auth/app/config', '/api-auth/app/config', { productType: 1, terminalType: 41 }],
  ['/api-auth/app/settingGet (whole setting)', '/api-auth/app/settingGet', {}],
  ['/api-auth/app/designPageGet (home)', '/api-auth/app/designPageGet', { page: 'home' }],
  ['/api-user/job/find (page 1, 20, newest)', '/api-user/job/find', { page: 1, limit: 20, sort: 'new' }],
  ['/api-user/job/find (keyword 工程师, city)', '/api-user/job/find', { page: 1, limit: 20, keyword: '工程师', areaCode: '330100' }],
];

async function loadRows(url: string, headers: Record<string, string>, serverCpu?: () => number) {
  const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
  for (const [name, path, body] of CALLS) {
    if (onlyCalls.length && !onlyCalls.some((w) => name.includes(w))) continue;
    rows.push([name, await load(url, path, body, headers, serverCpu)]);
  }
  return rows;
}

async function clientHeaders(publicKey: string) {
  const site = AGENT_SITES[0]!;
  const encrypt = await createEncryptor(publicKey);
  // One payload for the run, as a client reuses it for a minute (the server keeps the decrypted one).
  const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
  // A browser's accept-encoding: answers over the threshold go out compressed, as they do to users.
  return { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', 'agent-key': site.agentKey, 'system-payload': payload };
}

async function benchOn(label: string, db: Db) {
  const { appRole } = await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  if (!n) await seedAll(db, { appRole });
  const app = await buildApp({ db, appRole, logLevel: 'warn' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const site = AGENT_SITES[0]!;
  const [agent] = await db.query<{ rsa_public_key: string }>('SELECT rsa_public_key FROM agents WHERE agent_key = $1', [site.agentKey]);
  const rows = await loadRows(url, await clientHeaders(agent!.rsa_public_key));
  await app.close();
  printRows(label, rows);
}

/**
 * N server processes on a fresh PostgreSQL database, Redis and a loopback S3, nginx in front; with
 * direct, one process answering the load itself (no nginx: the 2-core figure of the server alone).
 */
async function benchProcesses(n: number, direct = false) {
  const name = `rm_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${name}`;
  const s3 = { bucket: 'bench', region: 'us-east-1', accessKey: 'bench', secretKey: randomBytes(8).toString('hex') };
  const fakeS3 = await startFakeS3(s3);
  const dataDir = mkdtempSync(join(tmpdir(), 'rm-bench-'));
  const basePort = Number(process.env.BENCH_PORT ?? 3300);
  const ports = Array.from({ length: n }, (_, i) => basePort + 1 + i);
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: u.toString(), DATA_DIR: dataDir, PROCESS_COUNT: String(n), REDIS_KEY_PREFIX: `rl:bench:${randomBytes(4).toString('hex')}:`, S3_ENDPOINT: fakeS3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey };
  const children = ports.map((port) => spawn(process.execPath, [...serverFlags, '--import', 'tsx', 'server/main.ts'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] }));
  const prefix = mkdtempSync(join(tmpdir(), 'rm-bench-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxMain({ ports, listen: `127.0.0.1:${basePort}`, distDir: 'dist', brotli: false, prefix, ...(process.getuid?.() === 0 ? { user: 'root' } : {}) }));
  const nginx = direct ? null : spawn('nginx', ['-p', prefix, '-c', conf], { stdio: 'inherit' });
  try {
    const url = direct ? `http://127.0.0.1:${ports[0]}` : `http://127.0.0.1:${basePort}`;
    for (const port of ports) {
      for (let i = 0; !(await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false)); i++) {
        if (i > 600) throw new Error(`process on ${port} did not start`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const key = (await (await fetch(`${url}/api-auth/rsa/keyGet`, { method: 'POST', headers: { 'content-type': 'application/json', 'agent-key': AGENT_SITES[0]!.agentKey }, body: '{}' })).json()) as { data: { publicKey: string } };
    const shape = direct ? 'one server process (server/main.ts), no nginx, load from this process' : `${n} server process${n > 1 ? 'es' : ''} behind nginx (pool 10 each)`;
    const serverCpu = () => children.reduce((sum, c) => sum + cpuSeconds(c.pid!), 0);
    printRows(`PostgreSQL, ${shape}`, await loadRows(url, await clientHeaders(key.data.publicKey), serverCpu));
  } finally {
    nginx?.kill('SIGQUIT');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : (c.once('exit', r), c.kill('SIGTERM'))))));
    await fakeS3.close();
    rmSync(prefix, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const processCounts = (process.env.BENCH_PROCESSES ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const direct = process.env.BENCH_DIRECT === '1';
if (processCounts.length || direct) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('BENCH_PROCESSES and BENCH_DIRECT need DATABASE_URL and REDIS_URL');
  if (direct) await benchProcesses(1, true);
  for (const n of processCounts) await benchProcesses(n);
  process.exit(0);
}

const lite = await openDb({});
await benchOn('PGlite (embedded, in memory)', lite);
await lite.close();

if (process.env.DATABASE_URL) {
  const name = `rm_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: u.toString(), poolSize: 10 });
  try {
    await benchOn('PostgreSQL (DATABASE_URL, pool 10)', db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exit(0);

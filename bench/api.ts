/**
 * npm run bench:api — requests per second and p50/p95/p99 latency (autocannon
 * on loopback) for the app config call and a job list call, on the embedded
 * PGlite and, when DATABASE_URL is set, on PostgreSQL. BENCH_SECONDS (10) and
 * BENCH_CONNECTIONS (20) tune the load.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../schemas/client-config';
import { buildApp } from '../server/app';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedAll } from '../server/db/seed/index';
import { createEncryptor } from '../src/runtime/api/rsa';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string, path: string, body: unknown, headers: Record<string, string>) {
  const times: number[] = [];
  let non200 = 0;
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
  times.sort((a, b) => a - b);
  return {
    reqPerSec: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + non200,
    total: times.length,
  };
}

async function benchOn(label: string, db: Db) {
  const { appRole } = await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  if (!n) await seedAll(db, { appRole });
  const app = await buildApp({ db, appRole, logLevel: 'warn' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const site = AGENT_SITES[0]!;
  const [agent] = await db.query<{ rsa_public_key: string }>('SELECT rsa_public_key FROM agents WHERE agent_key = $1', [site.agentKey]);
  const encrypt = await createEncryptor(agent!.rsa_public_key);
  // One payload for the run, as a client reuses it for a minute (the server keeps the decrypted one).
  const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
  const headers = { 'content-type': 'application/json', 'agent-key': site.agentKey, 'system-payload': payload };
  const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
  rows.push(['/api-auth/app/config', await load(url, '/api-auth/app/config', { productType: 1, terminalType: 41 }, headers)]);
  rows.push(['/api-user/job/find (page 1, 20, newest)', await load(url, '/api-user/job/find', { page: 1, limit: 20, sort: 'new' }, headers)]);
  rows.push(['/api-user/job/find (keyword 工程师, city)', await load(url, '/api-user/job/find', { page: 1, limit: 20, keyword: '工程师', areaCode: '330100' }, headers)]);
  await app.close();
  console.log(`\n${label}  (${connections} connections, ${seconds}s each)`);
  console.log('call'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const [name, r] of rows) {
    const ms = (v: number) => v.toFixed(1).padStart(8);
    console.log(name.padEnd(44), r.reqPerSec.toFixed(0).padStart(8), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors).padStart(7));
  }
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

/**
 * npm run bench:jobs — job search at 100,000 jobs in one tenant.
 *
 * Seeds the demo tenant up to BENCH_JOBS (100,000) jobs, prints the query
 * plans, then loads two calls with autocannon on loopback: a keyword + area +
 * salary search and a nearby search, each at a fixed 200 req/s and at the
 * most the machine gives, printing p50/p95/p99 and req/s. Runs on the embedded
 * PGlite (in memory, in its worker thread as server/main.ts runs it) and, when DATABASE_URL is set, on PostgreSQL in the
 * database named there (created if missing; e.g. …/rm_bench_jobs), which keeps
 * its jobs between runs. BENCH_SECONDS (10) and BENCH_CONNECTIONS (20) tune the load.
 * Target (issue 15) on both: p95 ≤ 50 ms at 200 req/s for keyword + area + salary.
 * The server runs in this process beside autocannon, so on a 2-core machine the
 * load generator takes CPU from the server; figures under other load are rough.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../schemas/client-config';
import { buildApp } from '../server/app';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createTenantScope } from '../server/db/tenant';
import { insertJobs, mulberry32 } from '../server/db/seed/content';
import { seedAll } from '../server/db/seed/index';
import { createEncryptor } from '../src/runtime/api/rsa';

const TARGET_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const FIXED_RATE = 200;
const CHUNK = 10_000;

/** Searches people make: keywords, cities and pay bands rotate so no single plan or page is hot. */
const KEYWORDS = ['工程师', '销售', '会计', '运营', '设计', 'java', '客服', '经理', '司机', '教师'];
const CITIES = ['330100', '110100', '310100', '440300', '440100', '510100'];
const BANDS: [number, number][] = [[5000, 10000], [10000, 15000], [8000, 20000], [15000, 30000]];
/** Centres of busy districts (the seeded jobs cluster around them). */
const POINTS: [number, number][] = [[30.2741, 120.1551], [39.9215, 116.4436], [31.2304, 121.4737], [22.5431, 114.0579], [23.1291, 113.2644], [30.5728, 104.0668]];

let turn = 0;
const searchBody = () => {
  const i = turn++;
  const [lo, hi] = BANDS[i % BANDS.length]!;
  return { keyword: KEYWORDS[i % KEYWORDS.length], areaCode: CITIES[(i >> 2) % CITIES.length], salaryMin: lo, salaryMax: hi, page: 1, limit: 20 };
};
const nearbyBody = () => {
  const [lat, lng] = POINTS[turn++ % POINTS.length]!;
  return { lat: lat + ((turn % 7) - 3) * 0.003, lng: lng + ((turn % 5) - 2) * 0.003, radius: 5000, page: 1, limit: 20 };
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string, path: string, body: () => unknown, headers: Record<string, string>, rate?: number) {
  const times: number[] = [];
  let non200 = 0;
  const result = await autocannon({
    url: url + path,
    method: 'POST',
    headers,
    connections: rate ? Math.min(connections, 10) : connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, ms: number) => {
        if (status !== 200) non200++;
        times.push(ms);
      });
    },
  });
  times.sort((a, b) => a - b);
  return { reqPerSec: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors: result.errors + result.timeouts + non200, total: times.length };
}

async function fill(db: Db, appRole: string | null): Promise<number> {
  const [agent] = await db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  const scope = createTenantScope(db, agent!.id, appRole);
  const count = async () => (await scope.run((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1', [agent!.id])))[0]!.n;
  let n = await count();
  const t0 = performance.now();
  const rng = mulberry32(0xbe_0c4 + n);
  while (n < TARGET_JOBS) {
    const add = Math.min(CHUNK, TARGET_JOBS - n);
    await scope.run((q) => insertJobs(q, agent!.id, add, rng));
    n += add;
    process.stdout.write(`  ${n.toLocaleString('en-US')} jobs (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
  // Fresh rows are not all-visible until a vacuum: without one the index-only scans go to the heap (autovacuum does this in production).
  await db.exec('VACUUM ANALYZE jobs');
  await db.exec('ANALYZE');
  return agent!.id;
}

/** The plans of the two searches, as the app sends them (tenant scope, RLS on). */
async function explain(db: Db, appRole: string | null, tenantId: number) {
  const scope = createTenantScope(db, tenantId, appRole);
  const plans: [string, string, unknown[]][] = [
    [
      // The page's ids and its capped total in one scan, as server/modules/job/repo.ts page() asks.
      'keyword + city + salary (page ids + capped total)',
      `SELECT t.*, count(*) OVER () AS total FROM (SELECT j.id, j.refreshed_at FROM jobs j WHERE j.tenant_id = $1 AND j.status = 1 AND j.search_text LIKE $2
         AND j.city_code = $3 AND j.salary_unit = 1 AND j.salary_max >= $4 AND j.salary_min <= $5 ORDER BY j.refreshed_at DESC, j.id DESC LIMIT 301) t
         ORDER BY t.refreshed_at DESC, t.id DESC LIMIT 20`,
      [tenantId, '%工程师%', '330100', 10000, 15000],
    ],
    [
      'nearby 5 km (page)',
      `SELECT j.id FROM jobs j WHERE j.tenant_id = $1 AND j.status = 1 AND j.lat BETWEEN $2 AND $3 AND j.lng BETWEEN $4 AND $5 ORDER BY j.id LIMIT 20`,
      [tenantId, 30.2292, 30.3190, 120.1032, 120.2070],
    ],
  ];
  for (const [name, sql, params] of plans) {
    const rows = await scope.run((q) => q.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params));
    console.log(`\n  plan: ${name}`);
    for (const r of rows) console.log(`    ${Object.values(r)[0]}`);
  }
}

async function benchOn(label: string, db: Db) {
  const { appRole } = await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  if (!n) await seedAll(db, { appRole });
  console.log(`\n${label}: filling the demo tenant to ${TARGET_JOBS.toLocaleString('en-US')} jobs…`);
  const tenantId = await fill(db, appRole);
  await explain(db, appRole, tenantId);
  const app = await buildApp({ db, appRole, logLevel: 'warn' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const site = AGENT_SITES[0]!;
  const [agent] = await db.query<{ rsa_public_key: string }>('SELECT rsa_public_key FROM agents WHERE agent_key = $1', [site.agentKey]);
  const encrypt = await createEncryptor(agent!.rsa_public_key);
  const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
  const headers = { 'content-type': 'application/json', 'agent-key': site.agentKey, 'system-payload': payload };
  // Warm-up: the first requests compile plans and fill caches.
  for (let i = 0; i < 20; i++) {
    await fetch(`${url}/api-user/job/find`, { method: 'POST', headers, body: JSON.stringify(searchBody()) });
    await fetch(`${url}/api-user/job/find/lbs`, { method: 'POST', headers, body: JSON.stringify(nearbyBody()) });
  }
  const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
  rows.push([`keyword+area+salary @ ${FIXED_RATE}/s`, await load(url, '/api-user/job/find', searchBody, headers, FIXED_RATE)]);
  rows.push(['keyword+area+salary @ max', await load(url, '/api-user/job/find', searchBody, headers)]);
  rows.push([`nearby 5 km @ ${FIXED_RATE}/s`, await load(url, '/api-user/job/find/lbs', nearbyBody, headers, FIXED_RATE)]);
  rows.push(['nearby 5 km @ max', await load(url, '/api-user/job/find/lbs', nearbyBody, headers)]);
  await app.close();
  console.log(`\n${label}  (${TARGET_JOBS.toLocaleString('en-US')} jobs in the tenant; ${seconds}s each; max with ${connections} connections)`);
  console.log('call'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const [name, r] of rows) {
    const ms = (v: number) => v.toFixed(1).padStart(8);
    console.log(name.padEnd(34), r.reqPerSec.toFixed(0).padStart(8), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors).padStart(7));
  }
}

if (process.env.BENCH_SKIP_PGLITE !== '1') {
  // In its worker thread, as server/main.ts runs it.
  const lite = await openDb({ worker: true });
  await benchOn('PGlite (embedded, in memory)', lite);
  await lite.close();
}

if (process.env.DATABASE_URL) {
  // The database of DATABASE_URL is created when missing (connect to the server's postgres database to do it).
  const u = new URL(process.env.DATABASE_URL);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL must name a database such as rm_bench_jobs, got "${name}"`);
  const adminUrl = new URL(u);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = await openDb({ databaseUrl: u.toString(), poolSize: 10 });
  try {
    await benchOn(`PostgreSQL (${name}, pool 10)`, db);
  } finally {
    await db.close();
  }
}
process.exit(0);

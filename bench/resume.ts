/**
 * npm run bench:resume — requests per second and p50/p95/p99 latency (autocannon
 * on loopback) of the recruiter's resume search and detail and the seeker's
 * resume get, on the embedded PGlite with the seeded resumes plus
 * BENCH_RESUMES (2000) generated ones. BENCH_SECONDS (10) and BENCH_CONNECTIONS (20) tune the load.
 */
import autocannon from 'autocannon';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../schemas/client-config';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createTenantScope } from '../server/db/tenant';
import { DEMO_PASSWORD, seedAll } from '../server/db/seed/index';
import { seedResumes } from '../server/db/seed/resumes';
import { hashPassword } from '../server/http/hash';
import { createEncryptor } from '../src/runtime/api/rsa';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const extra = Number(process.env.BENCH_RESUMES ?? 2000);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(url: string, path: string, body: unknown, headers: Record<string, string>) {
  const times: number[] = [];
  let bad = 0;
  const result = await autocannon({
    url: url + path,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections,
    duration: seconds,
    setupClient: (client) => {
      client.on('body', (b: Buffer) => {
        if (!b.toString().startsWith('{"code":200')) bad++;
      });
      client.on('response', (status: number, _b: number, ms: number) => {
        if (status !== 200) bad++;
        times.push(ms);
      });
    },
  });
  times.sort((a, b) => a - b);
  return { reqPerSec: result.requests.average, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), errors: result.errors + bad };
}

const db = await openDb({});
const { appRole } = await migrate(db);
await seedAll(db, { appRole });
const site = AGENT_SITES[0]!;
const [agent] = await db.query<{ id: number; rsa_public_key: string }>('SELECT id, rsa_public_key FROM agents WHERE agent_key = $1', [site.agentKey]);
const [rec] = await db.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND mobile = $2', [agent!.id, '13800000002']);
const hash = await hashPassword(DEMO_PASSWORD);
await createTenantScope(db, agent!.id, appRole).run((q) =>
  seedResumes(q, agent!.id, { flavor: 'bench', recruiterUserId: rec!.id, passwordHash: hash, seekers: extra, includeDemo: false, mobileBase: 30_000_000 }),
);
await db.exec('ANALYZE');

const app = await buildApp({ db, appRole, logLevel: 'warn' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const encrypt = await createEncryptor(agent!.rsa_public_key);
const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
const base = { 'content-type': 'application/json', 'agent-key': site.agentKey, 'system-payload': payload };
async function login(account: string): Promise<string> {
  const res = await fetch(`${url}/api-auth/user/login`, { method: 'POST', headers: base, body: JSON.stringify({ ciphertext: await encrypt(JSON.stringify({ account, password: DEMO_PASSWORD })) }) });
  const j = (await res.json()) as { code: number; data: { access_token: string } };
  if (j.code !== 200) throw new Error(`login ${account} failed`);
  return j.data.access_token;
}
const recruiter = { ...base, authorization: await login('13800000002') };
const seeker = { ...base, authorization: await login('13800000001') };
const [one] = await db.query<{ user_id: number }>('SELECT user_id FROM resumes WHERE tenant_id = $1 ORDER BY user_id DESC LIMIT 1', [agent!.id]);

const rows: [string, Awaited<ReturnType<typeof load>>][] = [];
rows.push(['resume/find (page 1, 20)', await load(url, '/api-user/resume/find', { page: 1, limit: 20 }, recruiter)]);
rows.push(['resume/find (keyword 工程师, 本科, 3-5年)', await load(url, '/api-user/resume/find', { keyword: '工程师', degree: '本科', experience: '3-5年' }, recruiter)]);
rows.push(['resume/detail (masked)', await load(url, '/api-user/resume/detail', { id: one!.user_id }, recruiter)]);
rows.push(['resume/get (seeker)', await load(url, '/api-user/resume/get', {}, seeker)]);
await app.close();
console.log(`\nPGlite, ${extra + 40} resumes  (${connections} connections, ${seconds}s each)`);
console.log('call'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const [name, r] of rows) {
  const ms = (v: number) => v.toFixed(1).padStart(8);
  console.log(name.padEnd(44), r.reqPerSec.toFixed(0).padStart(8), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors).padStart(7));
}
await db.close();
process.exit(0);

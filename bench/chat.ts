/**
 * npm run bench:chat — opens N chat sockets (BENCH_SOCKETS, default 2,000) against one server
 * process and prints: connect + chat-login time, server memory per connection, end-to-end
 * latency (sender's emit → recipient's push) at a steady BENCH_RATE msg/s (default 1,000) for
 * BENCH_SECONDS (default 10), and the most messages per second with BENCH_WINDOW (256) in flight.
 *
 * The server is server/main.ts in its own process (so its memory is its own), on a fresh
 * embedded PGlite in a temporary DATA_DIR, or on PostgreSQL when DATABASE_URL is set (use a
 * database of your own: the bench adds users and conversations to it). For 10,000 sockets raise
 * the file limit first (`ulimit -n 30000`).
 *
 * BENCH_WARMUP_SECONDS (0) first sends unmeasured messages on a tenth of the conversations for that
 * long, so the steady phase does not also measure the server's code being compiled on first use.
 * BENCH_TIMELINE=1 also prints the steady phase's latency per 250 ms of send time (where a tail
 * comes from: a stall at the start, or periodic); BENCH_SERVER_NODE_OPTIONS passes flags to the
 * server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--trace-gc"); the server's own
 * output then goes to BENCH_SERVER_LOG when set.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { IM_SOCKET_PATH, type ImMessage } from '../schemas/im';
import type { ClientEvents, ImAck, ServerEvents } from '../schemas/im-socket';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed/index';
import { createTenantScope } from '../server/db/tenant';
import { hashToken } from '../server/http/hash';
import { cpuSeconds, ownCpuSeconds } from './lib/cpu';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 256);
const PORT = Number(process.env.BENCH_PORT ?? 3245);
const CONNECT_CONCURRENCY = 200;
const TIMELINE = Boolean(process.env.BENCH_TIMELINE);
const databaseUrl = process.env.DATABASE_URL || undefined;

type ChatSocket = Socket<ServerEvents, ClientEvents>;
const say = (line = '') => process.stdout.write(`${line}\n`);
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Users in pairs, each pair with a conversation and every user with a chat token. */
async function prepare(dataDir: string) {
  const db = await openDb({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'db') });
  const { appRole } = await migrate(db);
  await seedIfEmpty(db, { appRole });
  const [agent] = await db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  const tenantId = agent!.id;
  const tag = randomBytes(3).toString('hex');
  const users: { id: number; token: string }[] = [];
  const pairs: { cid: number; a: number; b: number }[] = [];
  await createTenantScope(db, tenantId, appRole).run(async (q) => {
    const [hash] = await q.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE tenant_id = $1 AND mobile = '13800000001'", [tenantId]);
    const expires = new Date(Date.now() + 86_400_000);
    // Rows go in by the thousand (unnest): one statement per chunk, not three round trips per user.
    const CHUNK = 1000;
    for (let from = 0; from < SOCKETS; from += CHUNK) {
      const idx = Array.from({ length: Math.min(CHUNK, SOCKETS - from) }, (_, k) => from + k);
      const mobiles = idx.map((i) => `b${tag}${String(i).padStart(6, '0')}`);
      const rows = await q.query<{ id: number; mobile: string }>(
        `INSERT INTO users (tenant_id, mobile, name, role, password_hash)
         SELECT $1, k.mobile, k.name, k.role, $5 FROM unnest($2::text[], $3::text[], $4::int[]) AS k(mobile, name, role) RETURNING id, mobile`,
        [tenantId, mobiles, idx.map((i) => `压测${i}`), idx.map((i) => i % 2), hash!.password_hash],
      );
      const idOf = new Map(rows.map((r) => [r.mobile, r.id]));
      const chunk = mobiles.map((m) => ({ id: idOf.get(m)!, token: `${tenantId}.${randomBytes(32).toString('base64url')}` }));
      await q.query(
        `INSERT INTO im_tokens (tenant_id, token_hash, user_id, created_at, expires_at)
         SELECT $1, k.h, k.u, now(), $4 FROM unnest($2::text[], $3::int[]) AS k(h, u)`,
        [tenantId, chunk.map((u) => hashToken(u.token)), chunk.map((u) => u.id), expires],
      );
      users.push(...chunk);
    }
    for (let from = 0; from + 1 < users.length; from += 2 * CHUNK) {
      const seekers: number[] = [];
      const recruiters: number[] = [];
      for (let i = from; i + 1 < Math.min(users.length, from + 2 * CHUNK); i += 2) {
        seekers.push(users[i]!.id);
        recruiters.push(users[i + 1]!.id);
      }
      const convs = await q.query<{ id: number; seeker_id: number }>(
        `INSERT INTO im_conversations (tenant_id, user_low, user_high, seeker_id, recruiter_id, initiator_id, chat_at, created_at)
         SELECT $1, least(k.s, k.r), greatest(k.s, k.r), k.s, k.r, k.s, now(), now() FROM unnest($2::int[], $3::int[]) AS k(s, r) RETURNING id, seeker_id`,
        [tenantId, seekers, recruiters],
      );
      const cidOf = new Map(convs.map((c) => [c.seeker_id, c.id]));
      const cids = seekers.map((s) => cidOf.get(s)!);
      await q.query(
        `INSERT INTO im_members (tenant_id, cid, user_id, peer_id)
         SELECT $1::int, k.c, k.s, k.r FROM unnest($2::int[], $3::int[], $4::int[]) AS k(c, s, r)
         UNION ALL SELECT $1::int, k.c, k.r, k.s FROM unnest($2::int[], $3::int[], $4::int[]) AS k(c, s, r)`,
        [tenantId, cids, seekers, recruiters],
      );
      seekers.forEach((s, k) => pairs.push({ cid: cids[k]!, a: s, b: recruiters[k]! }));
    }
  });
  // Fresh statistics for the rows just loaded, as autovacuum keeps them in a deployment (the bench's
  // PostgreSQL may run without autovacuum, and plans made for empty tables mislead every run after).
  if (databaseUrl) await db.exec('ANALYZE users, im_tokens, im_conversations, im_members, im_messages');
  await db.close();
  return { users, pairs };
}

async function startServer(dataDir: string) {
  const extra = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('running at')) resolve();
    });
    proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
    if (process.env.BENCH_SERVER_LOG) {
      const log = createWriteStream(process.env.BENCH_SERVER_LOG);
      proc.stdout.pipe(log);
      proc.stderr.pipe(log);
    }
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return proc;
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function emit<T>(s: ChatSocket, event: keyof ClientEvents, payload: unknown): Promise<ImAck<T>> {
  return (s as unknown as { timeout: (ms: number) => { emitWithAck: (e: string, p: unknown) => Promise<ImAck<T>> } }).timeout(30_000).emitWithAck(event, payload);
}

const dataDir = await mkdtemp(join(tmpdir(), 'rm-bench-chat-'));
say(`preparing ${SOCKETS} users, ${Math.floor(SOCKETS / 2)} conversations on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (fresh, embedded)'}…`);
const { users, pairs } = await prepare(dataDir);
const server = await startServer(dataDir);
const url = `http://127.0.0.1:${PORT}`;
await sleep(500);
const rssBefore = rssMb(server.pid!);

// ── connect + chat login ──
const sockets = new Map<number, ChatSocket>();
const connectTimes: number[] = [];
/** clientId → time the sender emitted it. */
const sentAt = new Map<string, number>();
let latencies: number[] = [];
const timeline: [number, number][] = [];
let delivered = 0;
const t0 = performance.now();
for (let i = 0; i < users.length; i += CONNECT_CONCURRENCY) {
  await Promise.all(
    users.slice(i, i + CONNECT_CONCURRENCY).map(async (u) => {
      const start = performance.now();
      const s: ChatSocket = io(url, { path: IM_SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      s.on('imMsg', (m: ImMessage) => {
        if (m.toUserId !== u.id || !m.clientId) return;
        const at = sentAt.get(m.clientId);
        if (at === undefined) return;
        sentAt.delete(m.clientId);
        delivered++;
        const nowT = performance.now();
        latencies.push(nowT - at);
        if (TIMELINE) timeline.push([at, nowT - at]);
      });
      const r = await emit(s, 'imLogin', { token: u.token });
      if (r.code !== 200) throw new Error(`imLogin ${r.code} ${r.msg}`);
      connectTimes.push(performance.now() - start);
      sockets.set(u.id, s);
    }),
  );
}
const connectSeconds = (performance.now() - t0) / 1000;
await sleep(1000);
const rssAfter = rssMb(server.pid!);
connectTimes.sort((a, b) => a - b);

// ── warm-up (BENCH_WARMUP_SECONDS, off by default) ──
// Messages at ~2,500/s on the last tenth of the conversations, not measured: the server's send path is
// compiled by then, as in a server that has run for a while. The steady phase still sends every other
// conversation its first message in its first second.
const WARM = Number(process.env.BENCH_WARMUP_SECONDS ?? 0);
if (WARM > 0) {
  const warmPairs = pairs.slice(-Math.ceil(pairs.length / 10));
  let w = 0;
  const warmStart = performance.now();
  const pending: Promise<unknown>[] = [];
  while (performance.now() - warmStart < WARM * 1000) {
    for (let k = 0; k < 25; k++) {
      const p = warmPairs[w % warmPairs.length]!;
      const from = Math.floor(w / warmPairs.length) % 2 ? p.b : p.a;
      w++;
      pending.push(emit(sockets.get(from)!, 'imMsgSend', { type: 'text', content: { cid: p.cid, text: `warm ${w}` }, clientId: randomUUID() }).catch(() => null));
    }
    await sleep(10);
  }
  await Promise.all(pending);
  say(`warm-up: ${w} messages on ${warmPairs.length} conversations in ${((performance.now() - warmStart) / 1000).toFixed(1)} s`);
  await sleep(500);
}
// ── steady rate ──
let sent = 0;
let failed = 0;
let turn = 0;
const sendOne = async () => {
  const p = pairs[turn % pairs.length]!;
  const from = Math.floor(turn / pairs.length) % 2 ? p.b : p.a;
  turn++;
  const clientId = randomUUID();
  sentAt.set(clientId, performance.now());
  sent++;
  const r = await emit(sockets.get(from)!, 'imMsgSend', { type: 'text', content: { cid: p.cid, text: `bench ${turn}` }, clientId }).catch(() => null);
  if (!r || r.code !== 200) failed++;
};
// The server pool's PostgreSQL backends (same machine), so the timeline can show the database's CPU too.
const pgPids: number[] = [];
if (databaseUrl && TIMELINE) {
  const probe = await openDb({ databaseUrl, poolSize: 1 });
  const rows = await probe.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  pgPids.push(...rows.map((r) => r.pid));
  say(`PostgreSQL backends of the server at the steady start: ${pgPids.length}`);
  await probe.close();
}
// Cumulative CPU of those backends; one that exits (the pool closes idle connections) keeps its last
// value, so the sum never runs backwards.
const pgLast = new Map<number, number>();
const pgCpu = () =>
  pgPids.reduce((n, pid) => {
    const now = cpuSeconds(pid);
    if (Number.isFinite(now) && now >= (pgLast.get(pid) ?? 0)) pgLast.set(pid, now);
    return n + (pgLast.get(pid) ?? 0);
  }, 0);
const steadyStart = performance.now();
/** CPU used per 250 ms of the steady phase: server, its PostgreSQL backends, this bench. */
const cpuTimeline: { server: number; main: number; pg: number; bench: number }[] = [];
const mainCpu = () => cpuSeconds(`${server.pid!}/task/${server.pid!}`);
let cpuLast = { server: cpuSeconds(server.pid!), main: mainCpu(), pg: pgCpu(), bench: ownCpuSeconds() };
const cpuTimer = TIMELINE
  ? setInterval(() => {
      const n = { server: cpuSeconds(server.pid!), main: mainCpu(), pg: pgCpu(), bench: ownCpuSeconds() };
      cpuTimeline.push({ server: (n.server - cpuLast.server) * 4, main: (n.main - cpuLast.main) * 4, pg: (n.pg - cpuLast.pg) * 4, bench: (n.bench - cpuLast.bench) * 4 });
      cpuLast = n;
    }, 250)
  : null;
const benchLag: string[] = [];
let lagLast = performance.now();
const lagTimer = setInterval(() => {
  const n = performance.now();
  if (n - lagLast > 40) benchLag.push(`t=${((n - steadyStart) / 1000).toFixed(2)} ${(n - lagLast - 20).toFixed(0)}ms`);
  lagLast = n;
}, 20);
const steadyCpu = { server: cpuSeconds(server.pid!), client: ownCpuSeconds() };
const inflight: Promise<void>[] = [];
let genSeconds = SECONDS;
await new Promise<void>((resolve) => {
  // Every tick sends what is due by the clock, so a late tick (this process busy or descheduled)
  // still offers BENCH_RATE on average instead of silently offering less.
  const timer = setInterval(() => {
    const due = Math.floor((RATE * Math.min(performance.now() - steadyStart, SECONDS * 1000)) / 1000);
    while (sent < due) inflight.push(sendOne());
    if (performance.now() - steadyStart >= SECONDS * 1000) {
      clearInterval(timer);
      genSeconds = (performance.now() - steadyStart) / 1000;
      resolve();
    }
  }, 10);
});
await Promise.all(inflight);
clearInterval(lagTimer);
if (cpuTimer) clearInterval(cpuTimer);
if (TIMELINE) say(`bench loop lag: ${benchLag.join(' ')}`);
const drainSeconds = (performance.now() - steadyStart) / 1000 - genSeconds;
const steadyElapsed = (performance.now() - steadyStart) / 1000;
const steadyUse = { server: (cpuSeconds(server.pid!) - steadyCpu.server) / steadyElapsed, client: (ownCpuSeconds() - steadyCpu.client) / steadyElapsed };
await sleep(500);
const steady = { sent, delivered, failed, lat: [...latencies].sort((a, b) => a - b) };
if (TIMELINE) {
  const buckets = new Map<number, number[]>();
  for (const [at, l] of timeline) {
    const b = Math.floor((at - steadyStart) / 250);
    if (!buckets.has(b)) buckets.set(b, []);
    buckets.get(b)!.push(l);
  }
  for (const [b, ls] of [...buckets].sort((x, y) => x[0] - y[0])) {
    ls.sort((x, y) => x - y);
    const c = cpuTimeline[b];
    const cpu = c ? ` cpu server ${c.server.toFixed(2)} (main thread ${c.main.toFixed(2)}) pg ${c.pg.toFixed(2)} bench ${c.bench.toFixed(2)}` : '';
    say(`  t=${(b * 0.25).toFixed(2)}s n=${ls.length} p50=${pct(ls, 50).toFixed(1)} max=${ls.at(-1)!.toFixed(1)}${cpu}`);
  }
}

// ── maximum throughput ──
latencies = [];
delivered = 0;
sent = 0;
failed = 0;
sentAt.clear();
const maxStart = performance.now();
const maxCpu = { server: cpuSeconds(server.pid!), client: ownCpuSeconds() };
const maxSeconds = Math.max(3, Math.min(SECONDS, 5));
await Promise.all(
  Array.from({ length: WINDOW }, async () => {
    while (performance.now() - maxStart < maxSeconds * 1000) await sendOne();
  }),
);
const maxElapsed = (performance.now() - maxStart) / 1000;
const maxUse = { server: (cpuSeconds(server.pid!) - maxCpu.server) / maxElapsed, client: (ownCpuSeconds() - maxCpu.client) / maxElapsed };
await sleep(500);
const max = { sent, delivered, failed, lat: [...latencies].sort((a, b) => a - b) };

for (const s of sockets.values()) s.close();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await rm(dataDir, { recursive: true, force: true });

const f = (v: number) => v.toFixed(1);
say('');
say(`chat bench — ${sockets.size} sockets on one server process (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), ${pairs.length} conversations`);
say(`  connect + imLogin:   ${f(connectSeconds)} s for all (${CONNECT_CONCURRENCY} at a time); per socket p50 ${f(pct(connectTimes, 50))} ms, p99 ${f(pct(connectTimes, 99))} ms`);
say(`  server memory (RSS): ${f(rssBefore)} MB idle → ${f(rssAfter)} MB with ${sockets.size} sockets = ${f(((rssAfter - rssBefore) * 1024) / sockets.size)} KB per connection`);
say(`  steady ${RATE} msg/s for ${SECONDS} s: ${steady.sent} sent, ${steady.delivered} delivered, ${steady.failed} failed, offered ${f(steady.sent / genSeconds)} msg/s, last ack ${f(drainSeconds)} s after the last send`);
say(`    end-to-end latency (emit → recipient's push): p50 ${f(pct(steady.lat, 50))} ms, p95 ${f(pct(steady.lat, 95))} ms, p99 ${f(pct(steady.lat, 99))} ms, max ${f(steady.lat.at(-1) ?? NaN)} ms`);
say(`  maximum (${WINDOW} in flight, ${maxSeconds} s): ${f(max.sent / maxElapsed)} msg/s sent+acked, ${f(max.delivered / maxElapsed)} msg/s delivered, ${max.failed} failed; latency p50 ${f(pct(max.lat, 50))} ms, p95 ${f(pct(max.lat, 95))} ms, p99 ${f(pct(max.lat, 99))} ms`);
// CPU per message is less at the mercy of other load on the machine than the rates are.
const cores = (u: { server: number; client: number }, perSecond: number) =>
  `server ${f(u.server * 100)}% (${f((u.server / perSecond) * 1e6)} µs/msg), bench client ${f(u.client * 100)}% (${f((u.client / perSecond) * 1e6)} µs/msg) of one core`;
say(`  CPU: steady ${cores(steadyUse, steady.sent / steadyElapsed)}; maximum ${cores(maxUse, max.sent / maxElapsed)}`);
process.exit(0);

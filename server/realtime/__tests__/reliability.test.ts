import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, onTestFailed, vi } from 'vitest';
import { IM_PATHS, type ImMessage } from '../../../schemas/im';
import { openDb, withDatabase } from '../../../tests/helpers/template-db';
import { startTestServer } from '../../../tests/helpers/test-server';
import { protocolClient, ReliableChatClient, startServerProcess, type ServerProcess } from './reliable-client';

/** Waits until every client holds `count` messages; after `ms` it returns and the checks that follow say what is missing. */
function heldAll(clients: ReliableChatClient[], count: number, ms: number): Promise<void> {
  return vi
    .waitFor(
      () => {
        if (clients.some((c) => c.byId.size < count)) throw new Error('not all messages held yet');
      },
      { timeout: ms, interval: 50 },
    )
    .catch(() => undefined);
}

/**
 * Issue 8 "Done means": a 1,000-message exchange between two clients survives a server killed
 * mid-way (SIGKILL, then restarted on the same database), and a second process taking over with
 * Redis; every message arrives exactly once, in order, unread counts right. And with the socket
 * blocked, the HTTP fallback carries the messages.
 */
const PORT_A = 3243;
const PORT_B = 3244;
const TOTAL = 1000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** A database the child processes can share and that survives their restarts. */
async function childDatabase(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rm-chat-rel-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const db = await openDb({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([await readFile(tpl.dumpFile)]) });
    await db.close();
    return { dataDir };
  }
  const name = `rm_rel_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: tpl.url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return { dataDir, databaseUrl: withDatabase(tpl.url, name) };
}

async function start(opts: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
  const p = await startServerProcess(opts);
  cleanups.push(() => p.kill('SIGKILL'));
  return p;
}

/** When the test fails or times out, the report says where each client and server stood. */
function reportOnFailure(clients: ReliableChatClient[], servers: () => ServerProcess[]) {
  onTestFailed(() => {
    for (const c of clients) console.error(`[chat reliability] ${c.describe()}`);
    for (const s of servers()) console.error(`[chat reliability] server ${s.url} printed:\n${s.output() || '(nothing)'}`);
  });
}

/** Seeker and recruiter of the demo site with a conversation about one of the recruiter's jobs. */
async function pair(base: string) {
  const api = await protocolClient(base);
  const seeker = await api.chatUser('13800000001');
  const recruiter = await api.chatUser('13800000002');
  const jobs = await api.call('/api-user/job/find', { page: 1, limit: 20 }, { token: seeker.access });
  let cid = 0;
  for (const job of (jobs.data as { list: { id: number }[] }).list) {
    const r = await api.call(IM_PATHS.byJob, { jobId: job.id }, { token: seeker.access });
    if (r.code === 200) {
      cid = (r.data as { id: number }).id;
      break;
    }
  }
  if (!cid) throw new Error('no job of the demo recruiter to chat about');
  return { api, seeker, recruiter, cid };
}

/** Both clients send TOTAL/2 texts, serially each, concurrently with each other; `midway` runs once when 40% are acknowledged. */
async function exchange(a: ReliableChatClient, b: ReliableChatClient, midway: () => Promise<void>) {
  let fired = false;
  let midwayDone: Promise<void> = Promise.resolve();
  const run = async (c: ReliableChatClient, tag: string) => {
    for (let i = 0; i < TOTAL / 2; i++) {
      await c.send(`${tag} ${i}`);
      if (!fired && a.acked + b.acked >= TOTAL * 0.4) {
        fired = true;
        midwayDone = midway();
      }
    }
  };
  await Promise.all([run(a, 'A'), run(b, 'B')]);
  await midwayDone;
  // Until both hold everything (or 20 s pass: expectComplete then says what is missing).
  await heldAll([a, b], TOTAL, 20_000);
}

/** Exactly once, in order, nothing lost: what both clients hold and what the database stored. */
function expectComplete(a: ReliableChatClient, b: ReliableChatClient) {
  for (const c of [a, b]) {
    console.info(`[chat reliability] ${c.name}: ${c.byId.size} messages held, ${c.deliveries} deliveries (${c.viaPush} pushed, ${c.viaSync} by ack/sync), ${c.reconnects} reconnects, ${c.resendsAnsweredWithOriginal} resends answered with the stored original`);
  }
  // Lost acks happened and were resent: the idempotent path was exercised, not just the happy one.
  expect(a.resendsAnsweredWithOriginal + b.resendsAnsweredWithOriginal).toBeGreaterThan(0);
  for (const c of [a, b]) {
    const list = [...c.byId.values()].sort((x, y) => x.seq - y.seq);
    expect(list).toHaveLength(TOTAL);
    expect(list.map((m) => m.seq)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    const clientIds = new Set(list.map((m) => m.clientId));
    expect(clientIds.size).toBe(TOTAL);
    for (const id of [...a.sent, ...b.sent]) expect(clientIds.has(id)).toBe(true);
  }
  // Each sender's messages come back in the order it sent them.
  for (const c of [a, b]) {
    const mine = [...c.byId.values()].filter((m) => c.sent.includes(m.clientId!)).sort((x, y) => x.seq - y.seq);
    expect(mine.map((m) => m.clientId)).toEqual(c.sent);
  }
}

/** Unread is what the other side sent after my read sequence. */
async function expectUnread(reader: ReliableChatClient, other: ReliableChatClient, readerId: number) {
  const list = [...reader.byId.values()].sort((x, y) => x.seq - y.seq);
  const cut = list[Math.floor(TOTAL * 0.6)]!;
  const r = await reader.read(cut.msgId);
  expect(r.code).toBe(200);
  const expected = list.filter((m: ImMessage) => m.seq > cut.seq && m.fromUserId !== readerId).length;
  expect(r.data!.unread).toBe(expected);
  expect((await reader.syncInfo()).unread).toBe(expected);
  // The other side never read: all of mine count for them.
  const theirs = list.filter((m) => m.fromUserId === readerId).length;
  expect((await other.syncInfo()).unread).toBe(theirs);
}

describe('chat reliability', () => {
  it(`a server killed in the middle of a ${TOTAL}-message exchange and restarted loses and duplicates nothing`, async () => {
    const db = await childDatabase();
    let server = await start({ port: PORT_A, ...db });
    const { seeker, recruiter, cid } = await pair(server.url);
    const a = new ReliableChatClient({ name: 'seeker', urls: [server.url], token: seeker.chat.token, cid, dropEvery: 97 });
    const b = new ReliableChatClient({ name: 'recruiter', urls: [server.url], token: recruiter.chat.token, cid, dropEvery: 89 });
    reportOnFailure([a, b], () => [server]);
    cleanups.push(async () => {
      a.stop();
      b.stop();
    });
    await Promise.all([a.start(), b.start()]);
    await exchange(a, b, async () => {
      await server.kill('SIGKILL');
      server = await start({ port: PORT_A, ...db });
    });
    expect(a.reconnects + b.reconnects).toBeGreaterThanOrEqual(2);
    expectComplete(a, b);
    await expectUnread(b, a, recruiter.chat.userId);
    a.stop();
    b.stop();
    await server.kill('SIGTERM');
  }, 150_000);

  const redisUrl = process.env.REDIS_URL;
  const sharedDb = inject('dbTemplate').kind === 'postgres';
  const why = !redisUrl ? 'REDIS_URL is unset' : !sharedDb ? 'DATABASE_URL is unset (two processes need one shared PostgreSQL)' : '';
  if (why) console.warn(`[chat reliability] skipping the two-process Redis test: ${why}`);
  it.skipIf(Boolean(why))(`two server processes with Redis: each client on its own process, one killed mid-way; ${TOTAL} messages exactly once`, async () => {
    const db = await childDatabase();
    const prefix = `rl:rel:${randomBytes(4).toString('hex')}:`;
    const s1 = await start({ port: PORT_A, ...db, redisUrl: redisUrl!, redisPrefix: prefix });
    const s2 = await start({ port: PORT_B, ...db, redisUrl: redisUrl!, redisPrefix: prefix });
    const { seeker, recruiter, cid } = await pair(s1.url);
    // The seeker's balancer sends it to s1 first, s2 when s1 is gone; the recruiter stays on s2.
    const a = new ReliableChatClient({ name: 'seeker', urls: [s1.url, s2.url], token: seeker.chat.token, cid, dropEvery: 97 });
    const b = new ReliableChatClient({ name: 'recruiter', urls: [s2.url], token: recruiter.chat.token, cid, dropEvery: 89 });
    reportOnFailure([a, b], () => [s1, s2]);
    cleanups.push(async () => {
      a.stop();
      b.stop();
    });
    await Promise.all([a.start(), b.start()]);
    let pushesBeforeKill = 0;
    await exchange(a, b, async () => {
      pushesBeforeKill = b.viaPush;
      await s1.kill('SIGKILL');
    });
    // Before the kill, messages sent through s1 reached the recruiter on s2 as pushes (Redis adapter).
    expect(pushesBeforeKill).toBeGreaterThan(TOTAL * 0.1);
    expect(a.reconnects).toBeGreaterThanOrEqual(1);
    expectComplete(a, b);
    await expectUnread(b, a, recruiter.chat.userId);
    a.stop();
    b.stop();
    await s2.kill('SIGTERM');
  }, 150_000);

  it('with the socket blocked, the HTTP fallback carries messages both ways, exactly once and in order', async () => {
    const s = await startTestServer({ listen: true });
    cleanups.push(() => s.close());
    const { seeker, recruiter, cid } = await pair(s.url);
    // The seeker's socket cannot connect (nothing listens there): it sends and polls over HTTP.
    const a = new ReliableChatClient({ name: 'seeker', urls: [s.url], token: seeker.chat.token, cid, mode: 'http', pollMs: 100 });
    const b = new ReliableChatClient({ name: 'recruiter', urls: [s.url], token: recruiter.chat.token, cid });
    cleanups.push(async () => {
      a.stop();
      b.stop();
    });
    await Promise.all([a.start(), b.start()]);
    const n = 100;
    await Promise.all([
      (async () => {
        for (let i = 0; i < n; i++) await a.send(`HTTP ${i}`);
      })(),
      (async () => {
        for (let i = 0; i < n; i++) await b.send(`WS ${i}`);
      })(),
    ]);
    await heldAll([a, b], 2 * n, 10_000);
    for (const c of [a, b]) {
      expect(c.seqs).toEqual(Array.from({ length: 2 * n }, (_, i) => i + 1));
      const mine = [...c.byId.values()].filter((m) => c.sent.includes(m.clientId!)).sort((x, y) => x.seq - y.seq);
      expect(mine.map((m) => m.clientId)).toEqual(c.sent);
    }
    // The socket client got the fallback sender's messages pushed, not polled.
    expect(b.viaPush).toBeGreaterThanOrEqual(n);
    a.stop();
    b.stop();
  }, 60_000);
});

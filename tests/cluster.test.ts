import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPeriodicLease } from '../server/core/periodic-lease';
import { startPeriodic } from '../server/core/periodic';
import { clusterProblems, readEnv } from '../server/config';
import { CODE_LOGIN_FAILED, CODE_NUMBERS_PER_ADDRESS, CODE_OK, CODE_RATE_LIMITED, LOGIN_MAX_FAILURES } from '../server/constants';
import { hashPassword } from '../server/http/hash';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue 22: two processes of one deployment (same database, same Redis when REDIS_URL is set),
 * each with its own caches, limiter and timers, as they stand behind the balancer.
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ beside: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const operator = async (s: TestServer) => {
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true, headers: { 'x-forwarded-for': '10.22.0.1' } });
  if (r.body.code !== 200) throw new Error(`operator login failed: ${r.body.msg}`);
  return r.body.data.access_token as string;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('two processes behind one balancer', () => {
  it('a page published through one process is what users of the other get: the design and the page head at once', async () => {
    // B has served the help page (its head is cached) and a user holds its design.
    const held = (await b.call('/api-auth/app/designPageGet', { page: 'help' })).body.data;
    expect(titleOf((await b.app.inject({ method: 'GET', url: '/help' })).body)).not.toContain('帮助中心·新版');

    const op = await operator(a);
    const body = { schemaVersion: 2, meta: { title: '帮助中心·新版' }, nodes: [{ id: 'n', type: 'notice-bar', props: { text: '新版帮助上线' } }] };
    const saved = await a.call('/api-admin/app/design/page/save', { page: 'help', body }, { token: op });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const pub = await a.call('/api-admin/app/design/page/publish', { page: 'help', revisionId: saved.body.data.revisionId }, { token: op });
    expect(pub.body.code, pub.body.msg).toBe(200);

    // B keeps design pages and page heads in memory; A's publish tells B (Redis pub/sub, or in-process
    // on the embedded database) and B answers the new revision and title at once, no cache window.
    await vi.waitFor(async () => {
      const seen = (await b.call('/api-auth/app/designPageGet', { page: 'help', updatedAt: held.updatedAt })).body.data;
      expect(seen.updatedAt).toBe(pub.body.data.updatedAt);
      expect(seen.nodes[0].props.text).toBe('新版帮助上线');
    }, { timeout: 2000, interval: 20 });
    expect(titleOf((await b.app.inject({ method: 'GET', url: '/help' })).body)).toContain('帮助中心·新版');
  });

  it('a lock-out counts wrong passwords sent through both processes, and holds on both', async () => {
    const [tenant] = await a.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    await a.db.query('INSERT INTO users (tenant_id, mobile, password_hash, name, role) VALUES ($1, $2, $3, $4, 0)', [tenant!.id, '13722000001', await hashPassword('right-pass-1'), '集群用户']);
    const login = (s: TestServer, password: string, ip: string) => s.call('/api-auth/user/login', { account: '13722000001', password }, { encrypt: true, headers: { 'x-forwarded-for': ip } });
    // The balancer spreads the guesses: odd ones to A, even ones to B, each from its own address.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(i % 2 ? a : b, `wrong-${i}`, `10.22.1.${i}`)).body.code).toBe(CODE_LOGIN_FAILED);
    }
    for (const s of [a, b]) {
      const r = await login(s, 'right-pass-1', '10.22.2.1');
      expect(r.body.code).toBe(CODE_RATE_LIMITED);
      expect(r.body.msg).toMatch(/^密码错误次数过多/);
    }
  });
});

describe('scheduled work across processes', () => {
  it('two runners ticking together run a job once a period, whichever of them claims it', async () => {
    const every = 60_000;
    let runs = 0;
    const job = async () => void (runs += 1);
    const fail = (e: unknown) => {
      throw e;
    };
    const runners = [a, b].map((s) => startPeriodic(every, job, fail, createPeriodicLease(s.shared.db, 'cluster-test-job', every, s.clock.now)));
    const tickAll = () => Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]));
    try {
      await tickAll();
      expect(runs).toBe(1);
      // Half a period later (a timer of the other process, out of phase): nothing is due.
      a.clock.advance(every / 2);
      await tickAll();
      expect(runs).toBe(1);
      a.clock.advance(every / 2);
      await tickAll();
      expect(runs).toBe(2);
      // Ten claims racing at one instant through both pools: exactly one wins.
      a.clock.advance(every);
      const claims = [a, b].map((s) => createPeriodicLease(s.shared.db, 'cluster-test-race', every, s.clock.now));
      const won = await Promise.all(Array.from({ length: 10 }, (_, i) => claims[i % 2]!()));
      expect(won.filter(Boolean)).toHaveLength(1);
    } finally {
      for (const r of runners) r();
    }
  });
});

describe('starting as one of several processes', () => {
  const base = { NODE_ENV: 'production', PREVIEW_SECRET: 'x'.repeat(20), PROCESS_COUNT: '2' };
  it('is refused with the embedded database, without Redis, or with uploads on local disk, naming each', () => {
    const problems = clusterProblems(readEnv(base));
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/DATABASE_URL[\s\S]*REDIS_URL[\s\S]*S3_ENDPOINT/);
    const withS3 = { ...base, DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379', S3_ENDPOINT: 'http://s3:9000', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    expect(clusterProblems(readEnv(withS3))).toEqual([]);
    expect(clusterProblems(readEnv({ ...withS3, S3_ENDPOINT: '' }))).toEqual([expect.stringContaining('uploads on local disk')]);
    expect(clusterProblems(readEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('TRUST_PROXY takes the balancer addresses, or false for none, and refuses anything else', () => {
    expect(readEnv({}).TRUST_PROXY).toEqual(['127.0.0.1', '::1']);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY takes addresses/);
  });
});

describe('X-Forwarded-For from the balancer only', () => {
  const BALANCER = '10.0.0.5';
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ trustProxy: [BALANCER] });
  });
  afterAll(() => s?.close());

  /** Eleven code sends to eleven numbers, each naming its own client address in X-Forwarded-For. */
  const sendCodes = (from: string, block: number) =>
    Promise.all(
      Array.from({ length: CODE_NUMBERS_PER_ADDRESS + 1 }, (_, i) =>
        s.call('/api-auth/user/loginCode', { mobile: `137${block}${String(i).padStart(4, '0')}` }, { encrypt: true, remoteAddress: from, headers: { 'x-forwarded-for': `10.23.${block % 100}.${i}` } }),
      ),
    );

  it('through the balancer each client is counted by its own address; reaching a process directly, a forged X-Forwarded-For picks nothing', async () => {
    expect((await sendCodes(BALANCER, 2201)).map((r) => r.body.code)).toEqual(Array(CODE_NUMBERS_PER_ADDRESS + 1).fill(CODE_OK));
    // Eleven forged addresses from one peer that is not the balancer are that one client: its eleventh number is refused.
    const codes = (await sendCodes('10.23.99.9', 2202)).map((r) => r.body.code);
    expect(codes.filter((c) => c === CODE_OK)).toHaveLength(CODE_NUMBERS_PER_ADDRESS);
    expect(codes.filter((c) => c === CODE_RATE_LIMITED)).toHaveLength(1);
  });
});

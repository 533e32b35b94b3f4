import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../../schemas/client-config';
import type { SystemPayload } from '../../schemas/system-payload';
import { buildApp, type AppOptions } from '../../server/app';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createEncryptor, type Encrypt } from '../../src/runtime/api/rsa';
import { withDatabase } from './template-db';

export interface CallOptions {
  agent?: string;
  token?: string;
  /** Fields to change in the system-payload; null sends none; a string is sent as the raw header. */
  payload?: Partial<Record<keyof SystemPayload, unknown>> | null | string;
  /** Encrypt the body as {ciphertext} (login and the other flagged calls). */
  encrypt?: boolean;
  headers?: Record<string, string>;
  /** The peer the call comes from (default 127.0.0.1, as light-my-request). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  body: { code: number; msg: string; data?: any; accessToken?: string; refreshToken?: string; requestId?: string };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** Base URL when started with listen. */
  url: string;
  clock: { now: () => number; advance: (ms: number) => void };
  encryptor(agent?: string): Promise<Encrypt>;
  payloadHeader(agent?: string, patch?: Partial<Record<keyof SystemPayload, unknown>>): Promise<string>;
  call(path: string, body?: unknown, opts?: CallOptions): Promise<CallResult>;
  login(account: string, password: string, agent?: string): Promise<string>;
  /** True when rate limits run on Redis (REDIS_URL). */
  usesRedis: boolean;
  /** What a server started `beside` this one shares with it (another process of the same deployment). */
  shared: { databaseUrl: string | null; db: Db; redisPrefix: string; clock: TestServer['clock'] };
  close(): Promise<void>;
}

async function freshDb(): Promise<{ db: Db; drop: () => Promise<void>; databaseUrl: string | null }> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const dump = new Blob([await readFile(tpl.dumpFile)]);
    return { db: await openDb({ loadDataDir: dump }), drop: async () => {}, databaseUrl: null };
  }
  const name = `rm_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  await admin.end();
  const databaseUrl = withDatabase(tpl.url, name);
  const db = await openDb({ databaseUrl, poolSize: 5 });
  return {
    db,
    databaseUrl,
    drop: async () => {
      const c = new pg.Client({ connectionString: tpl.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The real app on a fresh copy of the seeded database, with a movable clock. With `beside`, a second
 * app standing for another process of the same deployment: the same database (its own pool on
 * PostgreSQL; the one embedded database otherwise), the same Redis keys and clock, its own caches,
 * limiter and timers. Close it before the server it stands beside.
 */
export async function startTestServer(opts: { listen?: boolean; beside?: TestServer } & Partial<Pick<AppOptions, 'extend' | 'webDir' | 'sms' | 'identity' | 'mail' | 'wechat' | 'uploadDir' | 'storage' | 'codeLimits' | 'payment' | 'settleIntervalMs' | 'trustProxy' | 'rtcRightsCheck' | 'turn' | 'wechatJs' | 'ai' | 'mapTileHosts'>> = {}): Promise<TestServer> {
  const beside = opts.beside?.shared;
  const { db, drop, databaseUrl } = beside
    ? beside.databaseUrl
      ? { db: await openDb({ databaseUrl: beside.databaseUrl, poolSize: 5 }), drop: async () => {}, databaseUrl: beside.databaseUrl }
      : { db: { ...beside.db, close: async () => {} }, drop: async () => {}, databaseUrl: null }
    : await freshDb();
  const { appRole } = await migrate(db);
  // With REDIS_URL set the rate limits live in Redis, under a prefix of this server's own.
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  const redisPrefix = beside?.redisPrefix ?? `rl:test:${randomBytes(4).toString('hex')}:`;
  let offset = 0;
  const clock = beside?.clock ?? { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
  const app = await buildApp({ db, appRole, logLevel: 'silent', now: clock.now, webDir: opts.webDir ?? 'dist', ...(opts.sms ? { sms: opts.sms } : {}), ...(opts.identity ? { identity: opts.identity } : {}), ...(opts.mail ? { mail: opts.mail } : {}), ...(opts.wechat ? { wechat: opts.wechat } : {}), ...(opts.storage ? { storage: opts.storage } : {}), ...(opts.codeLimits ? { codeLimits: opts.codeLimits } : {}), uploadDir: opts.uploadDir ?? join(tmpdir(), `rm-test-uploads-${randomBytes(4).toString('hex')}`), ...(opts.extend ? { extend: opts.extend } : {}), ...(opts.payment ? { payment: opts.payment } : {}), ...(opts.rtcRightsCheck ? { rtcRightsCheck: true } : {}), ...(opts.turn ? { turn: opts.turn } : {}), ...(opts.wechatJs ? { wechatJs: opts.wechatJs } : {}), ...(opts.ai ? { ai: opts.ai } : {}), ...(opts.mapTileHosts ? { mapTileHosts: opts.mapTileHosts } : {}), settleIntervalMs: opts.settleIntervalMs ?? 0, ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}), redis, redisPrefix });
  let url = '';
  if (opts.listen) url = await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();

  const encryptors = new Map<string, Promise<Encrypt>>();
  const encryptor = (agent = 'demo') => {
    let e = encryptors.get(agent);
    if (!e) {
      e = (async () => {
        const [row] = await db.query<{ rsa_public_key: string }>('SELECT rsa_public_key FROM agents WHERE agent_key = $1', [agent]);
        if (!row) throw new Error(`no agent ${agent}`);
        return createEncryptor(row.rsa_public_key);
      })();
      encryptors.set(agent, e);
    }
    return e;
  };
  const payloadHeader = async (agent = 'demo', patch: Partial<Record<keyof SystemPayload, unknown>> = {}) => {
    const site = AGENT_SITES.find((s) => s.agentKey === agent) ?? AGENT_SITES[0]!;
    const payload = { time: clock.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION, ...patch };
    return (await encryptor(agent))(JSON.stringify(payload));
  };

  const call = async (path: string, body: unknown = {}, o: CallOptions = {}): Promise<CallResult> => {
    const agent = o.agent ?? 'demo';
    const headers: Record<string, string> = { 'content-type': 'application/json', 'agent-key': agent };
    if (o.payload !== null) headers['system-payload'] = typeof o.payload === 'string' ? o.payload : await payloadHeader(agent, o.payload ?? {});
    if (o.token) headers.authorization = o.token;
    const payload = o.encrypt ? { ciphertext: await (await encryptor(agent))(JSON.stringify(body)) } : body;
    const res = await app.inject({ method: 'POST', url: path, headers: { ...headers, ...o.headers }, payload: JSON.stringify(payload), ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}) });
    return { status: res.statusCode, body: res.json() };
  };

  return {
    app,
    db,
    url,
    clock,
    encryptor,
    payloadHeader,
    call,
    async login(account, password, agent = 'demo') {
      const r = await call('/api-auth/user/login', { account, password }, { agent, encrypt: true });
      if (r.body.code !== 200) throw new Error(`login failed: ${r.body.code} ${r.body.msg}`);
      return r.body.data.access_token as string;
    },
    usesRedis: Boolean(redis),
    shared: { databaseUrl, db, redisPrefix, clock },
    async close() {
      // fetch keeps connections alive; they must not hold the close open.
      app.server.closeAllConnections();
      await app.close();
      await redis?.quit();
      await db.close();
      await drop();
    },
  };
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/** Something SQL can be sent to: the database, or one transaction of it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/**
 * `fn` over each item, one after another: the queries of one connection (a transaction, a tenant's
 * scope) must not overlap (pg 8 warns and queues them, pg 9 refuses them).
 */
export async function mapInOrder<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in a transaction. `prelude` (statements without parameters, e.g. SET LOCAL) runs first
   * inside it; on PostgreSQL it travels with BEGIN, one round trip for both.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: { prelude?: string }): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (fresh test databases load it in ~0.3 s). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDbOptions {
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (fast fresh test databases). */
  loadDataDir?: Blob | File | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: run it in a worker thread. Its WASM work is synchronous, so in the
   * server's thread it holds up every other request while it runs (bench:jobs).
   */
  worker?: boolean;
}

/** What the PGlite worker (server/db/pglite-worker.ts) starts from. */
export interface WorkerInit {
  dataDir: string | undefined;
  loadDataDir: ArrayBuffer | undefined;
}
/**
 * A message to the PGlite worker; `tx` names a transaction. A transaction's first statement
 * carries `begin` (with the prelude, if any): the worker opens it, then runs the statement.
 */
export type WorkerRequest = { id: number; tx?: number | undefined } & WorkerOp;
/** Opens the transaction a statement belongs to, before that statement. */
export interface WorkerBegin {
  prelude?: string | undefined;
}
type WorkerOp =
  | { op: 'query'; sql: string; params?: readonly unknown[] | undefined; begin?: WorkerBegin | undefined }
  | { op: 'exec'; sql: string; begin?: WorkerBegin | undefined }
  | { op: 'end'; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };
export type WorkerReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: { message: string; fields: Record<string, unknown> } });

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return opts.worker ? openPgliteWorker(opts) : openPglite(opts);
}

/** One holder at a time, in order of asking: PGlite is one session, so a transaction has it to itself. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    const before = tail;
    let release!: () => void;
    tail = new Promise((r) => (release = r));
    await before;
    try {
      return await fn();
    } finally {
      release();
    }
  };
}

async function openPgliteWorker(opts: OpenDbOptions): Promise<Db> {
  const init: WorkerInit = { dataDir: opts.dataDir, loadDataDir: opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined };
  // The entry registers the TypeScript loader first: a worker does not inherit it.
  const worker = new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), { workerData: init, transferList: init.loadDataDir ? [init.loadDataDir] : [] });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let failed: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (r: WorkerReply) => {
    const w = waiting.get(r.id);
    if (!w) return;
    waiting.delete(r.id);
    if (r.ok) w.resolve(r.value);
    else w.reject(Object.assign(new Error(r.error.message), r.error.fields));
  });
  const fail = (e: Error) => {
    failed = e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  await ready;
  const send = (m: WorkerOp & { id?: number; tx?: number | undefined }): Promise<unknown> => {
    if (failed) return Promise.reject(failed);
    const id = m.id ?? nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...m, id });
    });
  };
  const lock = createLock();
  const direct: Queryable = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      return (await send({ op: 'query', sql, params })) as T[];
    },
    async exec(sql: string) {
      await send({ op: 'exec', sql });
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => lock(() => direct.query(sql, params)),
    exec: (sql) => lock(() => direct.exec(sql)),
    transaction: (fn, opts) =>
      lock(async () => {
        const tx = nextId++;
        // BEGIN and the prelude (the tenant scope's role and tenant) travel with the first
        // statement: a read of one query is two messages to the worker (it and the commit), not four.
        let begin: WorkerBegin | undefined = { prelude: opts?.prelude };
        const first = () => {
          const b = begin;
          begin = undefined;
          return b;
        };
        const q: Queryable = {
          async query<T>(sql: string, params?: readonly unknown[]) {
            return (await send({ op: 'query', sql, params, tx, begin: first() })) as T[];
          },
          async exec(sql: string) {
            await send({ op: 'exec', sql, tx, begin: first() });
          },
        };
        let out;
        try {
          out = await fn(q);
        } catch (e) {
          // The worker ends what it opened; a transaction whose BEGIN failed is not open there.
          if (!begin) await send({ op: 'end', tx, commit: false }).catch(() => {});
          throw e;
        }
        // Nothing was sent, so nothing was opened.
        if (!begin) await send({ op: 'end', tx, commit: true });
        return out;
      }),
    close: () =>
      lock(async () => {
        await send({ op: 'close' }).catch(() => {});
        await worker.terminate();
      }),
    dumpDataDir: () => lock(async () => new Blob([(await send({ op: 'dump' })) as ArrayBuffer])),
  };
}

async function openPglite(opts: OpenDbOptions): Promise<Db> {
  const lite = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return r.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    transaction: (fn, opts) =>
      lite.transaction(async (tx) => {
        if (opts?.prelude) await tx.exec(opts.prelude);
        return fn(wrap(tx));
      }),
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
}

// int8 counts and ids come back as strings from node-postgres; they fit a number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await c.query(sql, params as unknown[] | undefined);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, opts) {
      const client = await pool.connect();
      try {
        // A simple query may hold several statements: BEGIN and the prelude go in one round trip.
        await client.query(opts?.prelude ? `BEGIN; ${opts.prelude}` : 'BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

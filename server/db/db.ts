import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openPglite(opts);
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
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
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
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
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

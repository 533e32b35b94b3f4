import mysql from 'mysql2/promise';

/** The three public 74cms lines. */
export type Line = 'v3' | 'v4' | 'se';
export const LINE_NAMES: Record<Line, string> = { v3: '74cms v3.x (PHP, GBK)', v4: '74cms v4.x (ThinkPHP 3.2)', se: '74cms SE (ThinkPHP 5)' };

export type Row = Record<string, unknown>;

/**
 * A 74cms database read through mysql2. The connection asks for utf8mb4, so
 * MySQL converts the GBK tables of v3.x (DEFAULT CHARSET=gbk) to UTF-8 on the
 * way out. Column lists are read once, so a reader can take what a minor
 * version has (v4 added jobs.minwage and tdistrict, v3.0 lacks them).
 */
export interface Source {
  readonly line: Line;
  readonly prefix: string;
  /** host/database, naming the source in checkpoints and the report. */
  readonly name: string;
  has(table: string): boolean;
  /** Columns of a table (without prefix), lower-case. */
  cols(table: string): ReadonlySet<string>;
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openSource(url: string, prefix: string): Promise<Source> {
  const u = new URL(url);
  if (u.protocol !== 'mysql:' && u.protocol !== 'mariadb:') throw new Error(`--mysql must be a mysql:// address, got ${u.protocol}`);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database) throw new Error('--mysql must name the database: mysql://user:pass@host/db');
  const conn = await mysql.createConnection({
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username) || 'root',
    password: decodeURIComponent(u.password),
    database,
    charset: 'utf8mb4',
    // Unix seconds and ids stay numbers; decimals (map_lat) come back as numbers too.
    decimalNumbers: true,
    supportBigNumbers: true,
    dateStrings: true,
  });
  const columns = new Map<string, Set<string>>();
  const [rows] = await conn.query('SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = ?', [database]);
  for (const r of rows as { t: string; c: string }[]) {
    if (!r.t.startsWith(prefix)) continue;
    const t = r.t.slice(prefix.length).toLowerCase();
    let set = columns.get(t);
    if (!set) columns.set(t, (set = new Set()));
    set.add(r.c.toLowerCase());
  }
  const has = (t: string) => columns.has(t);
  let line: Line;
  if (has('member') && has('job') && has('company')) line = 'se';
  else if (has('members') && has('jobs') && has('company_profile')) line = columns.get('jobs')!.has('minwage') ? 'v4' : 'v3';
  else {
    await conn.end();
    throw new Error(`no 74cms tables with prefix "${prefix}" in ${database} (looked for ${prefix}member/${prefix}job/${prefix}company or ${prefix}members/${prefix}jobs/${prefix}company_profile)`);
  }
  return {
    line,
    prefix,
    name: `${u.hostname}${u.port ? `:${u.port}` : ''}/${database}`,
    has,
    cols: (t) => columns.get(t) ?? new Set(),
    async query(sql, params) {
      const [r] = await conn.query(sql, params as unknown[] | undefined);
      return r as Row[];
    },
    close: () => conn.end(),
  };
}

/** Typed reads of a loosely typed row. */
export const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};
/** Text of a column; NUL characters (PostgreSQL text refuses them, old MySQL rows sometimes hold them) are dropped. */
export const str = (v: unknown): string => (v === null || v === undefined ? '' : (typeof v === 'string' ? v : String(v as number)).replaceAll(String.fromCharCode(0), ''));

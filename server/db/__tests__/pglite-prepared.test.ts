import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedQueries, PREPARED_STATEMENTS_MAX } from '../pglite-prepared';

// The worker answers queries through named statements (server/db/pglite-prepared.ts). They must
// give what PGlite's own query() gives, every time, including after the plan cache switches to a
// generic plan (from the sixth run on).
describe('named prepared statements on PGlite', () => {
  let lite: PGlite;
  let prepared: ReturnType<typeof createPreparedQueries>;
  beforeAll(async () => {
    lite = await PGlite.create();
    prepared = createPreparedQueries(lite);
    await lite.exec(`
      CREATE TABLE probe (id int8 PRIMARY KEY, name text, tags text[], at timestamptz, price numeric, on_sale boolean, data jsonb);
      INSERT INTO probe SELECT g, 'item ' || g, ARRAY['t' || (g % 3), 'x'], '2026-01-01T00:00:00Z'::timestamptz + g * interval '1 hour',
        g * 1.5, g % 2 = 0, jsonb_build_object('n', g) FROM generate_series(1, 50) g;`);
  });
  afterAll(async () => {
    await lite?.close();
  });

  it('answers like query() across runs, with typed parameters and results', async () => {
    const sql = `SELECT id, name, tags, at, price, on_sale, data FROM probe
      WHERE id BETWEEN $1 AND $2 AND ($3::text IS NULL OR name LIKE $3) AND tags && $4::text[] AND at >= $5 ORDER BY id`;
    const cases: unknown[][] = [];
    for (let i = 0; i < 10; i++) cases.push([i, i + 20, i % 2 ? '%1%' : null, [`t${i % 3}`], new Date('2026-01-01T05:00:00Z')]);
    for (const params of cases) {
      const mine = await prepared.query(sql, params, false);
      const theirs = (await lite.query(sql, params)).rows;
      expect(mine).toEqual(theirs);
    }
    expect((await prepared.query<{ id: number }>(sql, cases[3], false)).length).toBeGreaterThan(0);
  });

  it('reports a database error with its code and keeps working', async () => {
    await expect(prepared.query('SELEC 1', [], false)).rejects.toMatchObject({ code: '42601' });
    await expect(prepared.query('SELECT 10 / $1::int AS n', [0], false)).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    // The statement that failed at run time is still usable with other values.
    expect(await prepared.query('SELECT 10 / $1::int AS n', [5], false)).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction and its changes roll back with it', async () => {
    await lite
      .transaction(async () => {
        await prepared.query('UPDATE probe SET name = $1 WHERE id = $2', ['changed', 1], true);
        expect(await prepared.query('SELECT name FROM probe WHERE id = $1', [1], true)).toEqual([{ name: 'changed' }]);
        throw new Error('stop');
      })
      .catch(() => {});
    expect(await prepared.query('SELECT name FROM probe WHERE id = $1', [1], false)).toEqual([{ name: 'item 1' }]);
  });

  it('keeps at most PREPARED_STATEMENTS_MAX statements and still answers the ones it dropped', async () => {
    for (let i = 0; i < PREPARED_STATEMENTS_MAX + 20; i++) {
      expect(await prepared.query(`SELECT $1::int + ${i} AS n`, [1], false)).toEqual([{ n: 1 + i }]);
    }
    expect(prepared.size()).toBe(PREPARED_STATEMENTS_MAX);
    const [{ n }] = (await lite.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'rm\\_%'")).rows as [{ n: number }];
    expect(n).toBe(PREPARED_STATEMENTS_MAX);
    expect(await prepared.query('SELECT $1::int + 0 AS n', [1], false)).toEqual([{ n: 1 }]);
  });

  it('answers a SELECT * of a table whose columns changed since it was prepared', async () => {
    await lite.exec('CREATE TABLE reshaped (id int PRIMARY KEY); INSERT INTO reshaped VALUES (1)');
    const sql = 'SELECT * FROM reshaped WHERE id = $1';
    expect(await prepared.query(sql, [1], false)).toEqual([{ id: 1 }]);
    await lite.exec("ALTER TABLE reshaped ADD COLUMN label text NOT NULL DEFAULT 'new'");
    expect(await prepared.query(sql, [1], false)).toEqual([{ id: 1, label: 'new' }]);
  });
});

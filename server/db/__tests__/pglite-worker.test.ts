import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { jobRepo } from '../../modules/job/repo';
import { openDb, type Db } from '../db';
import { migrate } from '../migrate';
import { createTenantScope } from '../tenant';

// The server runs the embedded database in a worker thread (server/main.ts); the rest of the
// suite uses it in the test's own thread. Both must answer alike.
const tpl = inject('dbTemplate');
describe.skipIf(tpl.kind !== 'pglite')('PGlite in a worker thread', () => {
  let inThread: Db;
  let inWorker: Db;
  let appRole: string | null;
  let tenantId: number;
  beforeAll(async () => {
    const dump = tpl.kind === 'pglite' ? await readFile(tpl.dumpFile) : Buffer.alloc(0);
    inThread = await openDb({ loadDataDir: new Blob([dump]) });
    inWorker = await openDb({ loadDataDir: new Blob([dump]), worker: true });
    appRole = (await migrate(inWorker)).appRole;
    await migrate(inThread);
    tenantId = (await inWorker.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'"))[0]!.id;
  });
  afterAll(async () => {
    await inThread?.close();
    await inWorker?.close();
  });

  it('finds the same jobs with the same totals as the database in the server thread', async () => {
    const searches = [
      { keyword: '工程师', areaCode: '330100', salaryMin: 5000, salaryMax: 10000 },
      { keyword: '销售', page: 2, limit: 10 },
      { areaCode: '330000', sort: 'salary' as const, page: 3 },
    ];
    for (const s of searches) {
      const input = { page: 1, limit: 20, sort: 'new' as const, ...s };
      const find = (db: Db) => createTenantScope(db, tenantId, appRole).run((q) => jobRepo(q, tenantId).find(input));
      expect(await find(inWorker)).toEqual(await find(inThread));
    }
  });

  it('runs a tenant scope as the app role pinned to its tenant: other tenants’ rows stay out even without a filter', async () => {
    const other = (await inWorker.query<{ id: number }>("SELECT id FROM agents WHERE agent_key <> 'demo' ORDER BY id LIMIT 1"))[0]!.id;
    const all = (await inWorker.query<{ tenants: number }>('SELECT count(DISTINCT tenant_id)::int AS tenants FROM jobs'))[0]!.tenants;
    expect(all).toBeGreaterThan(1);
    const seen = await createTenantScope(inWorker, tenantId, appRole).run((q) =>
      q.query<{ tenant: string; role: string; ids: number[] }>("SELECT current_setting('app.tenant_id') AS tenant, current_user AS role, array_agg(DISTINCT tenant_id) AS ids FROM jobs"),
    );
    expect(seen[0]).toEqual({ tenant: String(tenantId), role: appRole ?? expect.any(String), ids: [tenantId] });
    expect(seen[0]!.ids).not.toContain(other);
  });

  it('rolls a failed transaction back and reports the database error with its code', async () => {
    const before = (await inWorker.query<{ n: number }>('SELECT count(*)::int AS n FROM agents'))[0]!.n;
    const failing = inWorker.transaction(async (tx) => {
      await tx.query("UPDATE agents SET name = name || '!'");
      await tx.query('SELECT 1/0');
    });
    await expect(failing).rejects.toMatchObject({ message: 'division by zero', code: '22012' });
    expect((await inWorker.query<{ n: number }>("SELECT count(*)::int AS n FROM agents WHERE name LIKE '%!'"))[0]!.n).toBe(0);
    expect((await inWorker.query<{ n: number }>('SELECT count(*)::int AS n FROM agents'))[0]!.n).toBe(before);
  });

  it('opens a transaction with its first statement: a failing prelude rejects that statement and the worker goes on', async () => {
    const bad = inWorker.transaction((q) => q.query('SELECT 1 AS n'), { prelude: 'SET LOCAL ROLE no_such_role' });
    await expect(bad).rejects.toMatchObject({ code: '22023' });
    // An empty transaction sends nothing; both leave the worker free for the next one.
    expect(await inWorker.transaction(async () => 'nothing sent')).toBe('nothing sent');
    const two = await inWorker.transaction((q) => Promise.all([q.query<{ n: number }>('SELECT 1 AS n'), q.query<{ n: number }>("SELECT current_setting('app.tenant_id') AS n")]), {
      prelude: `SET LOCAL app.tenant_id = '${tenantId}'`,
    });
    expect(two).toEqual([[{ n: 1 }], [{ n: String(tenantId) }]]);
  });

  it('keeps a query from outside out of a running transaction', async () => {
    let inside = () => {};
    const entered = new Promise<void>((r) => (inside = r));
    let finish = () => {};
    const held = new Promise<void>((r) => (finish = r));
    const tx = inWorker.transaction(async (q) => {
      await q.exec('CREATE TEMP TABLE worker_probe (n int)');
      await q.query('INSERT INTO worker_probe VALUES (1)');
      inside();
      await held;
      await q.query('INSERT INTO worker_probe VALUES (2)');
    });
    await entered;
    // Asked while the transaction runs, answered after its commit: it sees both rows.
    const outside = inWorker.query<{ n: number }>('SELECT count(*)::int AS n FROM worker_probe');
    finish();
    await tx;
    expect((await outside)[0]!.n).toBe(2);
  });
});

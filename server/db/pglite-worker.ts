/**
 * The embedded PGlite in a worker thread (openDb with `worker: true`). PGlite runs
 * its WASM synchronously: in the server's own thread every millisecond of query is a
 * millisecond no request is parsed or answered. Here the HTTP loop keeps its thread.
 * The messages are those of `server/db/db.ts` (WorkerRequest / WorkerReply).
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerInit, WorkerReply, WorkerRequest } from './db';
import { createPreparedQueries } from './pglite-prepared';

const port = parentPort!;
const init = workerData as WorkerInit;
const lite = await PGlite.create(init.dataDir, {
  extensions: { pg_trgm },
  ...(init.loadDataDir ? { loadDataDir: new Blob([init.loadDataDir]) } : {}),
});

/** Open transactions by id: each waits for its commit or rollback message. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
const ROLLBACK = new Error('rollback asked for');
const prepared = createPreparedQueries(lite);

/** Opens transaction `id` (BEGIN, then the prelude) and returns once it is open. */
async function begin(id: number, prelude: string | undefined): Promise<void> {
  let started!: () => void;
  const isOpen = new Promise<void>((r) => (started = r));
  // The callback runs after PGlite's BEGIN, when `done` is assigned.
  let done: Promise<void> = Promise.resolve();
  done = lite.transaction(async (tx) => {
    // The prelude (SET LOCAL role and tenant) first; if it fails, the transaction does not open.
    if (prelude) await tx.exec(prelude);
    return new Promise<void>((committed, rolledBack) => {
      open.set(id, { tx, done, end: (commit) => (commit ? committed() : rolledBack(ROLLBACK)) });
      started();
    });
  });
  // A failed BEGIN or prelude rejects `done` before the transaction is open.
  await Promise.race([isOpen, done]);
}

async function run(m: WorkerRequest): Promise<unknown> {
  if ((m.op === 'query' || m.op === 'exec') && m.begin) await begin(m.tx!, m.begin.prelude);
  const on = m.tx ? open.get(m.tx)?.tx : lite;
  if (!on && m.op !== 'end') throw new Error(`transaction ${m.tx} is not open`);
  switch (m.op) {
    case 'query':
      // Named statements, planned once (server/db/pglite-prepared.ts); a transaction's queries
      // run inside it, as PGlite's own tx.query would.
      return prepared.query(m.sql, m.params, Boolean(m.tx));
    case 'exec':
      await on!.exec(m.sql);
      return null;
    case 'end': {
      // A transaction whose BEGIN or prelude failed was never opened: nothing to end.
      const t = open.get(m.tx!);
      if (!t) return null;
      t.end(m.commit);
      try {
        await t.done;
      } catch (e) {
        if (e !== ROLLBACK) throw e;
      } finally {
        open.delete(m.tx!);
      }
      return null;
    }
    case 'dump': {
      const blob = await lite.dumpDataDir('none');
      return blob.arrayBuffer();
    }
    case 'close':
      await lite.close();
      return null;
  }
}

// One message at a time, in the order sent: a transaction's first statement opens it, and the
// statements after it must not start before it is open.
let queue: Promise<void> = Promise.resolve();
port.on('message', (m: WorkerRequest) => {
  queue = queue.then(() => reply(m));
});

function reply(m: WorkerRequest): Promise<void> {
  return run(m).then(
    (value) => port.postMessage({ id: m.id, ok: true, value } satisfies WorkerReply, value instanceof ArrayBuffer ? [value] : []),
    (e: unknown) => {
      const err = e as Error & Record<string, unknown>;
      // The fields of a PostgreSQL error survive the copy; the class does not.
      const fields: Record<string, unknown> = {};
      for (const k of ['code', 'detail', 'hint', 'schema', 'table', 'column', 'constraint', 'severity', 'position', 'where']) if (err[k] !== undefined) fields[k] = err[k];
      port.postMessage({ id: m.id, ok: false, error: { message: err.message ?? String(e), fields } } satisfies WorkerReply);
    },
  );
}
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies WorkerReply);

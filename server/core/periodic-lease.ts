import { hostname } from 'node:os';
import type { Db } from '../db/db';

/** The longest a claimant's own timer may drift late against another process's and still keep its turn (ms). */
const DRIFT_MS = 1_000;

/**
 * A claim on one period of a scheduled job, shared by every process on the database: the first
 * process whose timer fires after the job is due moves `due_at` one period on and runs it; the
 * others find it not due and skip. One statement under the row's lock, so of N processes ticking
 * at the same instant exactly one claims. An advisory lock would only keep runs from overlapping:
 * two processes whose timers are half a period apart would each still run once a period.
 */
export function createPeriodicLease(db: Db, name: string, everyMs: number, now: () => number): () => Promise<boolean> {
  const by = `${hostname()}:${process.pid}`;
  // Due again a little before a period is up, so the claimant's next tick is not beaten by drift.
  const holdMs = Math.max(0, everyMs - Math.min(DRIFT_MS, everyMs / 10));
  return async () => {
    const t = now();
    const rows = await db.query<{ name: string }>(
      `INSERT INTO periodic_runs (name, due_at, last_run_at, last_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET due_at = EXCLUDED.due_at, last_run_at = EXCLUDED.last_run_at, last_by = EXCLUDED.last_by
       WHERE periodic_runs.due_at <= EXCLUDED.last_run_at
       RETURNING name`,
      [name, new Date(t + holdMs), new Date(t), by],
    );
    return rows.length === 1;
  };
}

-- Scheduled work across processes (issue 22): one row per job; a process runs a
-- job only when it moves due_at forward itself (a conditional upsert), so each
-- period's run happens once however many processes tick. Not tenant-owned: the
-- jobs walk every tenant.
CREATE TABLE periodic_runs (
  name text PRIMARY KEY,
  due_at timestamptz NOT NULL,
  last_run_at timestamptz NOT NULL,
  last_by text NOT NULL
);

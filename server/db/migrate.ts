import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/**
 * The role tenant transactions switch to. It is not a superuser and has no
 * BYPASSRLS, so the row-level policies below hold even if a query forgets
 * its tenant filter (superusers and table owners would skip them otherwise).
 */
export const APP_ROLE = 'rm_app';
/** Arbitrary key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_302_114;

// A string, not a URL object: under jsdom the global URL is not Node's and fileURLToPath refuses it.
const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrateResult {
  applied: string[];
  /** The role to switch to inside tenant transactions, or null when this login cannot use one. */
  appRole: string | null;
}

export async function migrate(db: Db): Promise<MigrateResult> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(join(migrationsDir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    await applyTenantPolicies(tx);
  });
  const appRole = await ensureAppRole(db);
  return { applied, appRole };
}

/** Every table with a tenant_id column gets RLS, FORCE and one isolation policy. */
async function applyTenantPolicies(tx: Pick<Db, 'query' | 'exec'>): Promise<void> {
  const tables = await tx.query<{ table_name: string; has_policy: boolean; secured: boolean }>(`
    SELECT c.table_name,
           EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.table_name AND p.policyname = 'tenant_isolation') AS has_policy,
           COALESCE((SELECT k.relrowsecurity AND k.relforcerowsecurity FROM pg_class k
                      WHERE k.oid = format('%I.%I', c.table_schema, c.table_name)::regclass), false) AS secured
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
     WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'`);
  for (const { table_name: t, has_policy, secured } of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(t)) throw new Error(`unexpected table name ${t}`);
    // ALTER TABLE takes an exclusive lock: a process starting beside running ones (a restart, a new
    // process) must not take one on every table, where it deadlocked with their queries. Only tables
    // not yet secured are altered.
    if (!secured) await tx.exec(`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY; ALTER TABLE ${t} FORCE ROW LEVEL SECURITY;`);
    if (!has_policy) {
      await tx.exec(`CREATE POLICY tenant_isolation ON ${t}
        USING (tenant_id = current_setting('app.tenant_id', true)::integer)
        WITH CHECK (tenant_id = current_setting('app.tenant_id', true)::integer)`);
    }
  }
}

async function ensureAppRole(db: Db): Promise<string | null> {
  const [me] = await db.query<{ can: boolean }>(
    `SELECT (rolsuper OR rolcreaterole) AS can FROM pg_roles WHERE rolname = current_user`,
  );
  const [exists] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_roles WHERE rolname = $1`, [APP_ROLE]);
  if (!exists?.n) {
    if (!me?.can) return null;
    // Two processes may race here; the loser sees duplicate_object and moves on.
    await db.exec(`CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS`).catch((e: { code?: string }) => {
      if (e.code !== '42710') throw e;
    });
  }
  await db.exec(`
    GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};`);
  // A non-superuser login may switch to the role only once it is a member of it.
  const [member] = await db.query<{ ok: boolean }>(`SELECT pg_has_role(current_user, $1, 'MEMBER') AS ok`, [APP_ROLE]);
  if (!member?.ok) {
    try {
      await db.exec(`GRANT ${APP_ROLE} TO current_user`);
    } catch {
      return null;
    }
  }
  return APP_ROLE;
}

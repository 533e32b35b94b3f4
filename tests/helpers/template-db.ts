import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedAll } from '../../server/db/seed/index';

/** Where a fresh, migrated and seeded test database comes from. */
export type DbTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function buildTemplate(db: Db): Promise<string | null> {
  const { appRole } = await migrate(db);
  await seedAll(db, { appRole });
  return appRole;
}

export { openDb };

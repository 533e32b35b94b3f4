import type { Db } from '../db';
import { createTenantScope } from '../tenant';
import { verifyPassword } from '../../http/hash';
import { DEMO_PASSWORD } from './index';

/**
 * Operator accounts (tenant key and account) whose password is still the demo
 * one: a production start refuses to serve them. Each tenant is read through
 * its own scope, so row-level security holds for this read too.
 */
export async function operatorsOnDemoPassword(db: Db, appRole: string | null): Promise<string[]> {
  const tenants = await db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents ORDER BY id');
  const found: string[] = [];
  for (const t of tenants) {
    const ops = await createTenantScope(db, t.id, appRole).run((q) =>
      q.query<{ account: string; password_hash: string }>('SELECT account, password_hash FROM operators WHERE tenant_id = $1', [t.id]),
    );
    for (const op of ops) if (await verifyPassword(DEMO_PASSWORD, op.password_hash)) found.push(`${t.agent_key}/${op.account}`);
  }
  return found;
}

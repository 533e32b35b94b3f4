import type { Db, Queryable } from './db';

/**
 * The one door to tenant-owned rows. Every unit of work runs in a transaction
 * that switches to the app role and pins `app.tenant_id`, so the row-level
 * policies refuse other tenants' rows even when a query forgets its filter.
 * Repositories also filter by `tenantId` themselves: the policy is the second wall.
 */
export interface TenantScope {
  readonly tenantId: number;
  run<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
}

export function createTenantScope(db: Db, tenantId: number, appRole: string | null): TenantScope {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`tenantId must be a positive integer, got ${tenantId}`);
  // Both values are checked above and fixed at start, so they can be inlined and sent with BEGIN:
  // one round trip for the three statements instead of three.
  const enter = `${appRole ? `SET LOCAL ROLE ${appRole}; ` : ''}SET LOCAL app.tenant_id = '${tenantId}'`;
  return {
    tenantId,
    run: (fn) => db.transaction(fn, { prelude: enter }),
  };
}

import type { Queryable } from '../db';
import { legacyRepo } from '../../modules/legacy/repo';
import type { ImportKind, ImportRow } from '../../modules/legacy/schemas';

/**
 * Demo mappings of old 74cms ids to the tenant's seeded records, so the legacy
 * redirects work out of the box: old job ids 1–50, company ids 1–20, news ids
 * 1–20 (keys a1…a20) and notice ids 1–10 (n1…n10). Old id i goes to the i-th
 * record ordered by id; a tenant with fewer records starts over from the
 * first, as when several old records were merged into one.
 */
export const DEMO_LEGACY_RANGES: readonly { kind: ImportKind; marker: string; count: number; sql: string }[] = [
  { kind: 'job', marker: '', count: 50, sql: 'SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 50' },
  { kind: 'brand', marker: '', count: 20, sql: 'SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT 20' },
  { kind: 'article', marker: 'a', count: 20, sql: 'SELECT id FROM articles WHERE tenant_id = $1 AND kind = 1 ORDER BY id LIMIT 20' },
  { kind: 'article', marker: 'n', count: 10, sql: 'SELECT id FROM articles WHERE tenant_id = $1 AND kind = 2 ORDER BY id LIMIT 10' },
];

export async function seedLegacyMappings(q: Queryable, tenantId: number): Promise<void> {
  const repo = legacyRepo(q, tenantId);
  for (const range of DEMO_LEGACY_RANGES) {
    const ids = (await q.query<{ id: number }>(range.sql, [tenantId])).map((r) => r.id);
    if (ids.length === 0) continue;
    const rows: ImportRow[] = Array.from({ length: range.count }, (_, i) => ({ key: `${range.marker}${i + 1}`, id: ids[i % ids.length]! }));
    await repo.upsert(range.kind, rows);
  }
}

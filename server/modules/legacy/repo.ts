import type { Queryable } from '../../db/db';
import type { ImportKind, ImportRow, MapKind } from './schemas';

/** Tables whose ids a mapping of each kind points at (resumes have no table yet). */
const RECORD_TABLE: Record<ImportKind, string | null> = {
  job: 'jobs',
  brand: 'companies',
  article: 'articles',
  resume: null,
};

/** Legacy id mappings of one tenant. */
export function legacyRepo(q: Queryable, tenantId: number) {
  return {
    async list(kind: MapKind): Promise<{ key: string; new_id: number }[]> {
      return q.query<{ key: string; new_id: number }>(
        'SELECT key, new_id FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2',
        [tenantId, kind],
      );
    },

    /** Inserts or updates the rows in one statement; keys must be distinct. */
    async upsert(kind: MapKind, rows: readonly ImportRow[]): Promise<void> {
      if (rows.length === 0) return;
      await q.query(
        `INSERT INTO legacy_mappings (tenant_id, kind, key, new_id)
         SELECT $1, $2, t.key, t.new_id FROM unnest($3::text[], $4::int[]) AS t(key, new_id)
         ON CONFLICT (tenant_id, kind, key) DO UPDATE SET new_id = EXCLUDED.new_id, origin = 'manual', updated_at = now()`,
        [tenantId, kind, rows.map((r) => r.key), rows.map((r) => r.id)],
      );
    },

    async clear(kind: ImportKind): Promise<number> {
      const gone = await q.query<{ n: number }>(
        'WITH d AS (DELETE FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 RETURNING 1) SELECT count(*)::int AS n FROM d',
        [tenantId, kind],
      );
      return gone[0]?.n ?? 0;
    },

    /** Of the given new ids, those with no record of the kind in this tenant. */
    async missingIds(kind: ImportKind, ids: readonly number[]): Promise<number[]> {
      const table = RECORD_TABLE[kind];
      if (!table || ids.length === 0) return [];
      const found = await q.query<{ id: number }>(`SELECT id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::int[])`, [tenantId, [...new Set(ids)]]);
      const have = new Set(found.map((r) => r.id));
      return ids.filter((id) => !have.has(id));
    },
  };
}
export type LegacyRepo = ReturnType<typeof legacyRepo>;

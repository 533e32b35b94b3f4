import type { Queryable } from '../../db/db';
import type { MapProvider, MapProviderSaveInput } from '../../../schemas/map';

interface Row {
  kind: Exclude<MapProvider['kind'], 'none'>;
  map_key: string;
  url_template: string;
  subdomains: string;
  datum: MapProvider['datum'];
  attribution: string;
  updated_at: string | number;
}

/** The tenant's map provider (migration 175). */
export function mapProviderRepo(q: Queryable, tenantId: number) {
  return {
    async find(): Promise<MapProvider | null> {
      const [r] = await q.query<Row>('SELECT kind, map_key, url_template, subdomains, datum, attribution, updated_at FROM map_providers WHERE tenant_id = $1', [tenantId]);
      return r ? { kind: r.kind, key: r.map_key, urlTemplate: r.url_template, subdomains: r.subdomains, datum: r.datum, attribution: r.attribution, updatedAt: Number(r.updated_at) } : null;
    },
    async save(p: MapProviderSaveInput & { kind: Row['kind'] }, now: number): Promise<void> {
      await q.query(
        `INSERT INTO map_providers (tenant_id, kind, map_key, url_template, subdomains, datum, attribution, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tenant_id) DO UPDATE SET kind = EXCLUDED.kind, map_key = EXCLUDED.map_key, url_template = EXCLUDED.url_template,
           subdomains = EXCLUDED.subdomains, datum = EXCLUDED.datum, attribution = EXCLUDED.attribution, updated_at = EXCLUDED.updated_at`,
        [tenantId, p.kind, p.key, p.urlTemplate, p.subdomains, p.datum, p.attribution, now],
      );
    },
    async remove(): Promise<void> {
      await q.query('DELETE FROM map_providers WHERE tenant_id = $1', [tenantId]);
    },
  };
}

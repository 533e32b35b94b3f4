import type { BrandAddress } from '../../../schemas/system';
import type { Queryable } from '../../db/db';

interface AddressRow {
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
}

const toAddress = (r: AddressRow): BrandAddress => ({ id: r.id, name: r.name, address: r.address, lat: r.lat, lng: r.lng, isDefault: r.is_default });
const COLUMNS = 'id, name, address, lat, lng, is_default';

/** Work addresses of one company of one tenant: every statement names both, so another company's row is never touched. */
export function addressRepo(q: Queryable, tenantId: number, companyId: number) {
  return {
    async list(): Promise<BrandAddress[]> {
      const rows = await q.query<AddressRow>(
        `SELECT ${COLUMNS} FROM company_addresses WHERE tenant_id = $1 AND company_id = $2 ORDER BY is_default DESC, id`,
        [tenantId, companyId],
      );
      return rows.map(toAddress);
    },
    /** Locks the company's addresses, so two saves cannot both pass the limit or both become the default. */
    async lock(): Promise<number> {
      const rows = await q.query<{ id: number }>('SELECT id FROM company_addresses WHERE tenant_id = $1 AND company_id = $2 FOR UPDATE', [tenantId, companyId]);
      await q.query('SELECT 1 FROM companies WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, companyId]);
      return rows.length;
    },
    async insert(a: Omit<BrandAddress, 'id' | 'isDefault'>): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        'INSERT INTO company_addresses (tenant_id, company_id, name, address, lat, lng) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [tenantId, companyId, a.name, a.address, a.lat, a.lng],
      );
      return r!.id;
    },
    async update(id: number, a: Omit<BrandAddress, 'id' | 'isDefault'>): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        'UPDATE company_addresses SET name = $4, address = $5, lat = $6, lng = $7 WHERE tenant_id = $1 AND company_id = $2 AND id = $3 RETURNING id',
        [tenantId, companyId, id, a.name, a.address, a.lat, a.lng],
      );
      return rows.length > 0;
    },
    async remove(id: number): Promise<{ removed: boolean; wasDefault: boolean }> {
      const rows = await q.query<{ is_default: boolean }>(
        'DELETE FROM company_addresses WHERE tenant_id = $1 AND company_id = $2 AND id = $3 RETURNING is_default',
        [tenantId, companyId, id],
      );
      return { removed: rows.length > 0, wasDefault: rows[0]?.is_default ?? false };
    },
    /** Makes `id` the company's only default; false when it is not one of its addresses. */
    async setDefault(id: number): Promise<boolean> {
      const [own] = await q.query<{ id: number }>('SELECT id FROM company_addresses WHERE tenant_id = $1 AND company_id = $2 AND id = $3', [tenantId, companyId, id]);
      if (!own) return false;
      await q.query('UPDATE company_addresses SET is_default = false WHERE tenant_id = $1 AND company_id = $2 AND is_default', [tenantId, companyId]);
      await q.query('UPDATE company_addresses SET is_default = true WHERE tenant_id = $1 AND company_id = $2 AND id = $3', [tenantId, companyId, id]);
      return true;
    },
    /** The oldest address becomes the default when the company has none. */
    async ensureDefault(): Promise<void> {
      await q.query(
        `UPDATE company_addresses SET is_default = true
          WHERE tenant_id = $1 AND company_id = $2 AND NOT EXISTS (SELECT 1 FROM company_addresses WHERE tenant_id = $1 AND company_id = $2 AND is_default)
            AND id = (SELECT min(id) FROM company_addresses WHERE tenant_id = $1 AND company_id = $2)`,
        [tenantId, companyId],
      );
    },
  };
}

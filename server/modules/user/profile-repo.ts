import type { ScanKeyStatus } from '../../core/scan-key';
import type { Queryable } from '../../db/db';

export interface ShieldRow {
  id: number;
  name: string;
  logo: string;
  created_at: Date;
}

export interface RealNameRow {
  name: string;
  id_masked: string;
  verified_at: Date;
}

export interface QrKeyRow {
  kind: 'contact' | 'authorize' | 'wechat';
  user_id: number | null;
  status: number;
  expires_at: Date;
}

/** Profile and settings rows of one tenant (user_mobiles, user_shields, user_contacts, user_real_names, qr_keys). */
export function profileRepo(q: Queryable, tenantId: number) {
  return {
    async setAvatar(userId: number, avatar: string): Promise<void> {
      await q.query('UPDATE users SET avatar = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, userId, avatar]);
    },
    async setting(userId: number): Promise<Record<string, unknown>> {
      const [row] = await q.query<{ setting: Record<string, unknown> | null }>('SELECT setting FROM users WHERE tenant_id = $1 AND id = $2', [tenantId, userId]);
      return row?.setting ?? {};
    },
    /** Merges the given keys into the stored settings. */
    async mergeSetting(userId: number, patch: Record<string, unknown>): Promise<void> {
      await q.query('UPDATE users SET setting = coalesce(setting, \'{}\'::jsonb) || $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        userId,
        JSON.stringify(patch),
      ]);
    },

    async extraMobiles(userId: number): Promise<string[]> {
      const rows = await q.query<{ mobile: string }>('SELECT mobile FROM user_mobiles WHERE tenant_id = $1 AND user_id = $2 ORDER BY created_at, mobile', [
        tenantId,
        userId,
      ]);
      return rows.map((r) => r.mobile);
    },
    async addMobile(userId: number, mobile: string): Promise<void> {
      await q.query('INSERT INTO user_mobiles (tenant_id, user_id, mobile) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [tenantId, userId, mobile]);
    },
    async removeMobile(userId: number, mobile: string): Promise<boolean> {
      const rows = await q.query('DELETE FROM user_mobiles WHERE tenant_id = $1 AND user_id = $2 AND mobile = $3 RETURNING mobile', [tenantId, userId, mobile]);
      return rows.length > 0;
    },
    /** Whether a number is in use by any account of the tenant, as a login number or an extra one. */
    async mobileOwner(mobile: string): Promise<number | null> {
      const [row] = await q.query<{ id: number }>(
        `SELECT id FROM users WHERE tenant_id = $1 AND mobile = $2
         UNION ALL SELECT user_id FROM user_mobiles WHERE tenant_id = $1 AND mobile = $2 LIMIT 1`,
        [tenantId, mobile],
      );
      return row?.id ?? null;
    },
    async setLoginMobile(userId: number, mobile: string): Promise<void> {
      await q.query('UPDATE users SET mobile = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, userId, mobile]);
    },
    async setEmail(userId: number, email: string): Promise<void> {
      await q.query('UPDATE users SET email = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, userId, email]);
    },
    /** Copies the login number onto the contact of every job the user posts; answers how many. */
    async syncJobMobile(userId: number, mobile: string): Promise<number> {
      const rows = await q.query('UPDATE jobs SET contact_mobile = $3 WHERE tenant_id = $1 AND recruiter_id = $2 RETURNING id', [tenantId, userId, mobile]);
      return rows.length;
    },

    async companiesExist(ids: number[]): Promise<number[]> {
      const rows = await q.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 AND id = ANY($2::int[])', [tenantId, ids]);
      return rows.map((r) => r.id);
    },
    async addShields(userId: number, companyIds: number[]): Promise<void> {
      await q.query(
        `INSERT INTO user_shields (tenant_id, user_id, company_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
        [tenantId, userId, companyIds],
      );
    },
    async removeShields(userId: number, companyIds: number[]): Promise<number> {
      const rows = await q.query('DELETE FROM user_shields WHERE tenant_id = $1 AND user_id = $2 AND company_id = ANY($3::int[]) RETURNING company_id', [
        tenantId,
        userId,
        companyIds,
      ]);
      return rows.length;
    },
    async shields(userId: number, limit: number, offset: number): Promise<{ list: ShieldRow[]; total: number }> {
      const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM user_shields WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
      const list = await q.query<ShieldRow>(
        `SELECT c.id, c.name, c.logo, s.created_at FROM user_shields s
           JOIN companies c ON c.tenant_id = s.tenant_id AND c.id = s.company_id
          WHERE s.tenant_id = $1 AND s.user_id = $2 ORDER BY s.created_at DESC, c.id LIMIT $3 OFFSET $4`,
        [tenantId, userId, limit, offset],
      );
      return { list, total: count?.n ?? 0 };
    },

    async contact(userId: number): Promise<{ wechat: string; mobile: string; email: string } | null> {
      const [row] = await q.query<{ wechat: string; mobile: string; email: string }>(
        'SELECT wechat, mobile, email FROM user_contacts WHERE tenant_id = $1 AND user_id = $2',
        [tenantId, userId],
      );
      return row ?? null;
    },
    async saveContact(userId: number, c: { wechat: string; mobile: string; email: string }): Promise<void> {
      await q.query(
        `INSERT INTO user_contacts (tenant_id, user_id, wechat, mobile, email) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET wechat = EXCLUDED.wechat, mobile = EXCLUDED.mobile, email = EXCLUDED.email, updated_at = now()`,
        [tenantId, userId, c.wechat, c.mobile, c.email],
      );
    },

    async realName(userId: number): Promise<RealNameRow | null> {
      const [row] = await q.query<RealNameRow>('SELECT name, id_masked, verified_at FROM user_real_names WHERE tenant_id = $1 AND user_id = $2', [
        tenantId,
        userId,
      ]);
      return row ?? null;
    },
    async realNameHolder(idHash: string): Promise<number | null> {
      const [row] = await q.query<{ user_id: number }>('SELECT user_id FROM user_real_names WHERE tenant_id = $1 AND id_hash = $2', [tenantId, idHash]);
      return row?.user_id ?? null;
    },
    async saveRealName(userId: number, r: { name: string; idHash: string; idMasked: string; at: Date }): Promise<void> {
      await q.query(
        `INSERT INTO user_real_names (tenant_id, user_id, name, id_hash, id_masked, verified_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET name = EXCLUDED.name, id_hash = EXCLUDED.id_hash, id_masked = EXCLUDED.id_masked, verified_at = EXCLUDED.verified_at`,
        [tenantId, userId, r.name, r.idHash, r.idMasked, r.at],
      );
    },

    async createQrKey(keyHash: string, kind: QrKeyRow['kind'], userId: number | null, at: Date, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO qr_keys (tenant_id, key_hash, kind, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        tenantId,
        keyHash,
        kind,
        userId,
        at,
        expiresAt,
      ]);
    },
    async qrKey(keyHash: string, kind: QrKeyRow['kind']): Promise<QrKeyRow | null> {
      const [row] = await q.query<QrKeyRow>('SELECT kind, user_id, status, expires_at FROM qr_keys WHERE tenant_id = $1 AND key_hash = $2 AND kind = $3', [
        tenantId,
        keyHash,
        kind,
      ]);
      return row ?? null;
    },
    /** Moves a key from one status to the next; false when another request got there first. */
    async moveQrKey(keyHash: string, { from, to }: { from: ScanKeyStatus; to: ScanKeyStatus }, userId?: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE qr_keys SET status = $4, user_id = coalesce($5, user_id) WHERE tenant_id = $1 AND key_hash = $2 AND status = $3 RETURNING status`,
        [tenantId, keyHash, from, to, userId ?? null],
      );
      return rows.length > 0;
    },

    async publicCard(userId: number): Promise<{ id: number; name: string; avatar: string; role: number; real_name: boolean } | null> {
      const [row] = await q.query<{ id: number; name: string; avatar: string; role: number; real_name: boolean }>(
        `SELECT u.id, u.name, u.avatar, u.role,
                EXISTS (SELECT 1 FROM user_real_names r WHERE r.tenant_id = u.tenant_id AND r.user_id = u.id) AS real_name
           FROM users u WHERE u.tenant_id = $1 AND u.id = $2 AND u.status = 1`,
        [tenantId, userId],
      );
      return row ?? null;
    },
  };
}

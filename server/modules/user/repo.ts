import type { Queryable } from '../../db/db';

export interface UserRow {
  id: number;
  mobile: string;
  account: string | null;
  email: string | null;
  password_hash: string;
  name: string;
  avatar: string;
  role: number;
  status: number;
  blocked_reason: string | null;
  login_num: number;
  setting: { salaryUnit?: number } | null;
  updated_at: Date;
}

export interface CompanyRef {
  id: number;
  name: string;
  logo: string;
}

/** Users of one tenant. Every query names the tenant; RLS is the second wall. */
export function userRepo(q: Queryable, tenantId: number) {
  return {
    async findByAccount(account: string): Promise<UserRow | null> {
      const [row] = await q.query<UserRow>(
        'SELECT * FROM users WHERE tenant_id = $1 AND (mobile = $2 OR account = $2) LIMIT 1',
        [tenantId, account],
      );
      return row ?? null;
    },
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await q.query<UserRow>('SELECT * FROM users WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
      return row ?? null;
    },
    async incrementLoginNum(id: number): Promise<number> {
      const [row] = await q.query<{ login_num: number }>(
        'UPDATE users SET login_num = login_num + 1 WHERE tenant_id = $1 AND id = $2 RETURNING login_num',
        [tenantId, id],
      );
      return row?.login_num ?? 0;
    },
    /** The user's company: one they own first, else one they joined (company_members). */
    async companyOf(userId: number): Promise<CompanyRef | null> {
      const [row] = await q.query<CompanyRef>(
        `SELECT c.id, c.name, c.logo FROM companies c
          WHERE c.tenant_id = $1 AND (c.owner_user_id = $2 OR EXISTS (
                SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2))
          ORDER BY (c.owner_user_id = $2) DESC NULLS LAST, c.id LIMIT 1`,
        [tenantId, userId],
      );
      return row ?? null;
    },
    /** A company the user owns or belongs to, by id; null for any other (also another tenant's). */
    async memberCompany(userId: number, companyId: number): Promise<CompanyRef | null> {
      const [row] = await q.query<CompanyRef>(
        `SELECT c.id, c.name, c.logo FROM companies c
          WHERE c.tenant_id = $1 AND c.id = $3 AND (c.owner_user_id = $2 OR EXISTS (
                SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2))`,
        [tenantId, userId, companyId],
      );
      return row ?? null;
    },
    async findByMobile(mobile: string): Promise<UserRow | null> {
      const [row] = await q.query<UserRow>('SELECT * FROM users WHERE tenant_id = $1 AND mobile = $2', [tenantId, mobile]);
      return row ?? null;
    },
    /**
     * A job-seeker account for a number logging in by code for the first time.
     * The password hash is unusable ('!' is no scheme) until the user sets one.
     */
    async createByMobile(mobile: string, name: string): Promise<UserRow> {
      const [row] = await q.query<UserRow>(
        `INSERT INTO users (tenant_id, mobile, password_hash, name, role) VALUES ($1, $2, '!', $3, 0)
         ON CONFLICT (tenant_id, mobile) DO UPDATE SET mobile = EXCLUDED.mobile RETURNING *`,
        [tenantId, mobile, name],
      );
      return row!;
    },
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await q.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id, passwordHash]);
    },
    async setRole(id: number, role: number): Promise<void> {
      await q.query('UPDATE users SET role = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id, role]);
    },
    async setName(id: number, name: string): Promise<void> {
      await q.query('UPDATE users SET name = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id, name]);
    },
    /** Ends every session of the user (password reset). */
    async endSessions(id: number): Promise<void> {
      await q.query('DELETE FROM sessions WHERE tenant_id = $1 AND user_id = $2', [tenantId, id]);
    },
  };
}

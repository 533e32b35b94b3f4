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
    async companyOf(userId: number): Promise<CompanyRef | null> {
      const [row] = await q.query<CompanyRef>(
        'SELECT id, name, logo FROM companies WHERE tenant_id = $1 AND owner_user_id = $2 ORDER BY id LIMIT 1',
        [tenantId, userId],
      );
      return row ?? null;
    },
  };
}

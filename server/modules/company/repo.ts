import type { CompanyRole, JoinRequestStatus } from '../../../schemas/company-member';
import type { Queryable } from '../../db/db';

export interface CompanyRow {
  id: number;
  name: string;
  owner_user_id: number | null;
}

export interface MembershipRow {
  company_id: number;
  company_name: string;
  owner_user_id: number | null;
  role: CompanyRole;
}

export interface MemberRow {
  user_id: number;
  name: string;
  avatar: string;
  position: string;
  role: CompanyRole;
  created_at: Date;
}

export interface RequestRow {
  id: number;
  company_id: number;
  company_name: string;
  user_id: number;
  name: string;
  avatar: string;
  mobile: string;
  position: string;
  status: JoinRequestStatus;
  created_at: Date;
  resolved_at: Date | null;
}

const REQUEST_COLUMNS = `r.id, r.company_id, c.name AS company_name, r.user_id, u.name, u.avatar, u.mobile, r.position, r.status, r.created_at, r.resolved_at
   FROM company_join_requests r
   JOIN companies c ON c.tenant_id = r.tenant_id AND c.id = r.company_id
   JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id`;

/**
 * Members and join requests of one tenant's companies. company_members holds
 * approved members only: it is the table every other module's membership check
 * reads, so nothing but an approval (or creating a company) may add a row.
 */
export function companyRepo(q: Queryable, tenantId: number) {
  return {
    /** Serialises creating a company of one name, so two recruiters racing cannot create it twice. */
    async lockName(name: string): Promise<void> {
      await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [tenantId, name]);
    },

    /** Holds the company row for the rest of the transaction: member changes of one company run one at a time. */
    async lockCompany(companyId: number): Promise<CompanyRow | null> {
      const [row] = await q.query<CompanyRow>('SELECT id, name, owner_user_id FROM companies WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, companyId]);
      return row ?? null;
    },

    async company(companyId: number): Promise<CompanyRow | null> {
      const [row] = await q.query<CompanyRow>('SELECT id, name, owner_user_id FROM companies WHERE tenant_id = $1 AND id = $2', [tenantId, companyId]);
      return row ?? null;
    },

    async companyByName(name: string): Promise<CompanyRow | null> {
      const [row] = await q.query<CompanyRow>('SELECT id, name, owner_user_id FROM companies WHERE tenant_id = $1 AND name = $2 ORDER BY id LIMIT 1', [tenantId, name]);
      return row ?? null;
    },

    /** A company registered by a recruiter: only its name is known yet; the rest is filled in on the company page. */
    async createCompany(name: string, ownerId: number): Promise<CompanyRow> {
      const [row] = await q.query<CompanyRow>(
        `INSERT INTO companies (tenant_id, name, short_name, industry_id, scale, nature, city_code, district_code, address, lat, lng, owner_user_id)
         VALUES ($1, $2, $2, 0, '', '', '', '', '', 0, 0, $3) RETURNING id, name, owner_user_id`,
        [tenantId, name, ownerId],
      );
      return row!;
    },

    async setOwnerUser(companyId: number, userId: number): Promise<void> {
      await q.query('UPDATE companies SET owner_user_id = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, companyId, userId]);
    },

    /** The user's membership of a company, or of their own company (owned first, as the session shows it) when no id is given. */
    async membership(userId: number, companyId?: number): Promise<MembershipRow | null> {
      const [row] = await q.query<MembershipRow>(
        `SELECT m.company_id, c.name AS company_name, c.owner_user_id, m.role
           FROM company_members m JOIN companies c ON c.tenant_id = m.tenant_id AND c.id = m.company_id
          WHERE m.tenant_id = $1 AND m.user_id = $2 AND ($3::int IS NULL OR m.company_id = $3)
          ORDER BY (c.owner_user_id = $2) DESC NULLS LAST, c.id LIMIT 1`,
        [tenantId, userId, companyId ?? null],
      );
      return row ?? null;
    },

    async members(companyId: number): Promise<MemberRow[]> {
      return q.query<MemberRow>(
        `SELECT m.user_id, u.name, u.avatar, m.position, m.role, m.created_at
           FROM company_members m JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id
          WHERE m.tenant_id = $1 AND m.company_id = $2
          ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.created_at, m.user_id`,
        [tenantId, companyId],
      );
    },

    /** Owners and admins: who is told of a request and may resolve it. */
    async managerIds(companyId: number): Promise<number[]> {
      const rows = await q.query<{ user_id: number }>(
        `SELECT user_id FROM company_members WHERE tenant_id = $1 AND company_id = $2 AND role IN ('owner', 'admin') ORDER BY user_id`,
        [tenantId, companyId],
      );
      return rows.map((r) => r.user_id);
    },

    async ownerIds(companyId: number): Promise<number[]> {
      const rows = await q.query<{ user_id: number }>(
        `SELECT user_id FROM company_members WHERE tenant_id = $1 AND company_id = $2 AND role = 'owner' ORDER BY created_at, user_id`,
        [tenantId, companyId],
      );
      return rows.map((r) => r.user_id);
    },

    /** Adds an approved member; false when they already were one. */
    async addMember(companyId: number, userId: number, position: string, role: CompanyRole): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO company_members (tenant_id, company_id, user_id, position, role) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, company_id, user_id) DO NOTHING RETURNING 1`,
        [tenantId, companyId, userId, position, role],
      );
      return rows.length > 0;
    },

    async setPosition(companyId: number, userId: number, position: string): Promise<void> {
      await q.query('UPDATE company_members SET position = $4 WHERE tenant_id = $1 AND company_id = $2 AND user_id = $3', [tenantId, companyId, userId, position]);
    },

    async setRole(companyId: number, userId: number, role: CompanyRole): Promise<void> {
      await q.query('UPDATE company_members SET role = $4 WHERE tenant_id = $1 AND company_id = $2 AND user_id = $3', [tenantId, companyId, userId, role]);
    },

    /**
     * Ends a membership. The member's jobs stay with the company and fall back
     * to its owner (jobs.recruiter_id NULL), so applicants still reach someone who may answer.
     */
    async removeMember(companyId: number, userId: number): Promise<void> {
      await q.query('DELETE FROM company_members WHERE tenant_id = $1 AND company_id = $2 AND user_id = $3', [tenantId, companyId, userId]);
      await q.query('UPDATE jobs SET recruiter_id = NULL WHERE tenant_id = $1 AND company_id = $2 AND recruiter_id = $3', [tenantId, companyId, userId]);
    },

    /** A pending request, or null when the user already has one for this company (the unique index decides under any concurrency). */
    async createRequest(companyId: number, userId: number, position: string, at: Date): Promise<number | null> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO company_join_requests (tenant_id, company_id, user_id, position, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, company_id, user_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
        [tenantId, companyId, userId, position, at],
      );
      return row?.id ?? null;
    },

    async request(id: number): Promise<RequestRow | null> {
      const [row] = await q.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} WHERE r.tenant_id = $1 AND r.id = $2`, [tenantId, id]);
      return row ?? null;
    },

    async pendingRequest(companyId: number, userId: number): Promise<RequestRow | null> {
      const [row] = await q.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} WHERE r.tenant_id = $1 AND r.company_id = $2 AND r.user_id = $3 AND r.status = 'pending'`, [
        tenantId,
        companyId,
        userId,
      ]);
      return row ?? null;
    },

    async pendingCount(userId: number): Promise<number> {
      const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM company_join_requests WHERE tenant_id = $1 AND user_id = $2 AND status = 'pending'`, [
        tenantId,
        userId,
      ]);
      return row?.n ?? 0;
    },

    /** Requests the user sent the company since a time, whatever became of them. */
    async requestCountSince(companyId: number, userId: number, since: Date): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM company_join_requests WHERE tenant_id = $1 AND company_id = $2 AND user_id = $3 AND created_at > $4',
        [tenantId, companyId, userId, since],
      );
      return row?.n ?? 0;
    },

    async pendingRequests(companyId: number): Promise<RequestRow[]> {
      return q.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} WHERE r.tenant_id = $1 AND r.company_id = $2 AND r.status = 'pending' ORDER BY r.id`, [tenantId, companyId]);
    },

    async requestsOf(userId: number, limit: number): Promise<RequestRow[]> {
      return q.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} WHERE r.tenant_id = $1 AND r.user_id = $2 ORDER BY r.id DESC LIMIT $3`, [tenantId, userId, limit]);
    },

    /** Moves a pending request on; false when another call resolved or cancelled it first. */
    async closeRequest(id: number, status: Exclude<JoinRequestStatus, 'pending'>, by: number, at: Date): Promise<boolean> {
      const rows = await q.query(
        `UPDATE company_join_requests SET status = $3, resolved_by = $4, resolved_at = $5 WHERE tenant_id = $1 AND id = $2 AND status = 'pending' RETURNING 1`,
        [tenantId, id, status, by, at],
      );
      return rows.length > 0;
    },
  };
}
export type CompanyRepo = ReturnType<typeof companyRepo>;

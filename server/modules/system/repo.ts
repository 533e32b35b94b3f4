import type { ClientError, ClientErrorKind, UserLogKind } from '../../../schemas/system';
import type { Queryable } from '../../db/db';

interface ClientErrorRow {
  id: number;
  kind: ClientErrorKind;
  message: string;
  stack: string;
  url: string;
  version: string;
  user_agent: string;
  count: number;
  first_at: Date;
  last_at: Date;
}

const toClientError = (r: ClientErrorRow): ClientError => ({
  id: r.id,
  kind: r.kind,
  message: r.message,
  stack: r.stack,
  url: r.url,
  version: r.version,
  userAgent: r.user_agent,
  count: r.count,
  firstAt: r.first_at.toISOString(),
  lastAt: r.last_at.toISOString(),
});

export interface ClientErrorWrite {
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  stack: string;
  url: string;
  version: string;
  userAgent: string;
  userId: number | null;
  at: Date;
}

export interface UserLog {
  id: number;
  kind: UserLogKind;
  data: Record<string, unknown>;
  createdAt: string;
}

/** Client error reports and the users' own logs of one tenant. */
export function systemRepo(q: Queryable, tenantId: number) {
  return {
    /** A new row, or one more report counted on the row of the same fingerprint (latest page, browser and reporter kept). */
    async reportClientError(e: ClientErrorWrite): Promise<{ id: number; count: number }> {
      const [r] = await q.query<{ id: number; count: number }>(
        `INSERT INTO client_errors (tenant_id, fingerprint, kind, message, stack, url, version, user_agent, user_id, first_at, last_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (tenant_id, fingerprint) DO UPDATE SET count = client_errors.count + 1, last_at = EXCLUDED.last_at,
           url = EXCLUDED.url, version = EXCLUDED.version, user_agent = EXCLUDED.user_agent, user_id = COALESCE(EXCLUDED.user_id, client_errors.user_id)
         RETURNING id, count`,
        [tenantId, e.fingerprint, e.kind, e.message, e.stack, e.url, e.version, e.userAgent, e.userId, e.at],
      );
      return r!;
    },
    async findClientErrors(kind: ClientErrorKind | undefined, page: number, limit: number): Promise<{ list: ClientError[]; total: number }> {
      const args: unknown[] = [tenantId, kind ?? null];
      const where = 'tenant_id = $1 AND ($2::text IS NULL OR kind = $2)';
      const rows = await q.query<ClientErrorRow>(
        `SELECT id, kind, message, stack, url, version, user_agent, count, first_at, last_at FROM client_errors WHERE ${where}
          ORDER BY last_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [...args, limit, (page - 1) * limit],
      );
      const [t] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM client_errors WHERE ${where}`, args);
      return { list: rows.map(toClientError), total: t!.n };
    },

    async addLog(userId: number, kind: UserLogKind, data: Record<string, unknown>, at: Date): Promise<void> {
      await q.query('INSERT INTO user_logs (tenant_id, user_id, kind, data, created_at) VALUES ($1, $2, $3, $4, $5)', [tenantId, userId, kind, JSON.stringify(data), at]);
    },
    /** Keeps the newest `keep` entries of one kind of a user's log. */
    async pruneLog(userId: number, kind: UserLogKind, keep: number): Promise<void> {
      await q.query(
        `DELETE FROM user_logs WHERE tenant_id = $1 AND user_id = $2 AND kind = $3 AND id NOT IN (
           SELECT id FROM user_logs WHERE tenant_id = $1 AND user_id = $2 AND kind = $3 ORDER BY created_at DESC, id DESC LIMIT $4)`,
        [tenantId, userId, kind, keep],
      );
    },
    async lastLogAt(userId: number, kind: UserLogKind): Promise<Date | null> {
      const [r] = await q.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM user_logs WHERE tenant_id = $1 AND user_id = $2 AND kind = $3', [tenantId, userId, kind]);
      return r?.at ?? null;
    },
    async findLog(userId: number, kind: UserLogKind | undefined, page: number, limit: number): Promise<{ list: UserLog[]; total: number }> {
      const args: unknown[] = [tenantId, userId, kind ?? null];
      const where = 'tenant_id = $1 AND user_id = $2 AND ($3::text IS NULL OR kind = $3)';
      const rows = await q.query<{ id: number; kind: UserLogKind; data: Record<string, unknown>; created_at: Date }>(
        `SELECT id, kind, data, created_at FROM user_logs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...args, limit, (page - 1) * limit],
      );
      const [t] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_logs WHERE ${where}`, args);
      return { list: rows.map((r) => ({ id: r.id, kind: r.kind, data: r.data, createdAt: r.created_at.toISOString() })), total: t!.n };
    },
  };
}

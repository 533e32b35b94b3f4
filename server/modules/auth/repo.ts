import type { Queryable } from '../../db/db';

export interface SessionRow {
  user_id: number;
  created_at: Date;
  expires_at: Date;
  replaced_at: Date | null;
  role: number;
  status: number;
  blocked_reason: string | null;
}

/** Sessions of one tenant, addressed by the hash of their token. */
export function sessionRepo(q: Queryable, tenantId: number) {
  return {
    /** Times come from the app's clock, not the database's, so tests can move time. */
    async create(tokenHash: string, userId: number, createdAt: Date, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO sessions (tenant_id, token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        tokenHash,
        userId,
        createdAt,
        expiresAt,
      ]);
    },
    async find(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await q.query<SessionRow>(
        `SELECT s.user_id, s.created_at, s.expires_at, s.replaced_at, u.role, u.status, u.blocked_reason
           FROM sessions s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
          WHERE s.tenant_id = $1 AND s.token_hash = $2`,
        [tenantId, tokenHash],
      );
      return row ?? null;
    },
    /** Marks a token replaced; false when another request replaced it first. */
    async markReplaced(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await q.query(
        'UPDATE sessions SET replaced_at = $3 WHERE tenant_id = $1 AND token_hash = $2 AND replaced_at IS NULL RETURNING 1',
        [tenantId, tokenHash, at],
      );
      return rows.length > 0;
    },
    async remove(tokenHash: string): Promise<void> {
      await q.query('DELETE FROM sessions WHERE tenant_id = $1 AND token_hash = $2', [tenantId, tokenHash]);
    },
  };
}

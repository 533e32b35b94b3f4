import type { Queryable } from '../../db/db';

export interface OperatorRow {
  id: number;
  account: string;
  name: string;
  password_hash: string;
}

export interface OperatorSessionRow {
  operator_id: number;
  expires_at: Date;
}

/** Operators of one tenant and their sessions, addressed by the hash of their token. */
export function operatorRepo(q: Queryable, tenantId: number) {
  return {
    async findByAccount(account: string): Promise<OperatorRow | null> {
      const [row] = await q.query<OperatorRow>('SELECT id, account, name, password_hash FROM operators WHERE tenant_id = $1 AND account = $2', [
        tenantId,
        account,
      ]);
      return row ?? null;
    },

    async findById(id: number): Promise<Omit<OperatorRow, 'password_hash'> | null> {
      const [row] = await q.query<Omit<OperatorRow, 'password_hash'>>('SELECT id, account, name FROM operators WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
      return row ?? null;
    },

    /** Times come from the app's clock, not the database's, so tests can move time. */
    async createSession(tokenHash: string, operatorId: number, createdAt: Date, expiresAt: Date): Promise<void> {
      // Expired sessions of this operator go as a new one opens, so the table does not grow forever.
      await q.query('DELETE FROM operator_sessions WHERE tenant_id = $1 AND operator_id = $2 AND expires_at <= $3', [tenantId, operatorId, createdAt]);
      await q.query(
        'INSERT INTO operator_sessions (tenant_id, token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [tenantId, tokenHash, operatorId, createdAt, expiresAt],
      );
    },

    async findSession(tokenHash: string): Promise<OperatorSessionRow | null> {
      const [row] = await q.query<OperatorSessionRow>('SELECT operator_id, expires_at FROM operator_sessions WHERE tenant_id = $1 AND token_hash = $2', [
        tenantId,
        tokenHash,
      ]);
      return row ?? null;
    },

    async removeSession(tokenHash: string): Promise<void> {
      await q.query('DELETE FROM operator_sessions WHERE tenant_id = $1 AND token_hash = $2', [tenantId, tokenHash]);
    },
  };
}

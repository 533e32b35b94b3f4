import type { Queryable } from '../../db/db';

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** Verification codes of one tenant; only hashes are stored. */
export function codeRepo(q: Queryable, tenantId: number) {
  return {
    async create(purpose: string, target: string, codeHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
      await q.query(
        'INSERT INTO verification_codes (tenant_id, purpose, target, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenantId, purpose, target, codeHash, createdAt, expiresAt],
      );
    },
    /** The latest code of a purpose and target: the only one that counts. */
    async latest(purpose: string, target: string): Promise<CodeRow | null> {
      const [row] = await q.query<CodeRow>(
        `SELECT id, code_hash, attempts, created_at, expires_at, used_at FROM verification_codes
          WHERE tenant_id = $1 AND purpose = $2 AND target = $3 ORDER BY id DESC LIMIT 1`,
        [tenantId, purpose, target],
      );
      return row ?? null;
    },
    /** Counts one try before it is compared; null when the tries or the code are used up (so concurrent tries cannot exceed the limit). */
    async addAttempt(id: number, max: number): Promise<number | null> {
      const [row] = await q.query<{ attempts: number }>(
        'UPDATE verification_codes SET attempts = attempts + 1 WHERE tenant_id = $1 AND id = $2 AND attempts < $3 AND used_at IS NULL RETURNING attempts',
        [tenantId, id, max],
      );
      return row?.attempts ?? null;
    },
    /** Marks the code used; false when another request used it first. */
    async use(id: number, at: Date): Promise<boolean> {
      const rows = await q.query('UPDATE verification_codes SET used_at = $3 WHERE tenant_id = $1 AND id = $2 AND used_at IS NULL RETURNING 1', [
        tenantId,
        id,
        at,
      ]);
      return rows.length > 0;
    },
  };
}

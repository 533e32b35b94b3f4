import type { ScanKeyStatus } from '../../core/scan-key';
import type { Queryable } from '../../db/db';

export interface WechatQrKeyRow {
  status: ScanKeyStatus;
  user_id: number | null;
  expires_at: Date;
}

/**
 * WeChat's rows of one tenant: used codes, openid bindings, bind keys, access keys, and the
 * scan-login keys (qr_keys kind 'wechat'; their status moves only as server/core/scan-key allows).
 */
export function wechatRepo(q: Queryable, tenantId: number) {
  return {
    /** Marks a code used; false when it was used before (a replay). */
    async useCode(codeHash: string, at: Date): Promise<boolean> {
      const rows = await q.query(
        'INSERT INTO wechat_codes_used (tenant_id, code_hash, used_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code_hash',
        [tenantId, codeHash, at],
      );
      return rows.length > 0;
    },

    async boundUser(openid: string): Promise<number | null> {
      const [row] = await q.query<{ user_id: number }>('SELECT user_id FROM wechat_bindings WHERE tenant_id = $1 AND openid = $2', [tenantId, openid]);
      return row?.user_id ?? null;
    },
    /** One WeChat per account: a new binding replaces the user's old one. */
    async bind(openid: string, userId: number): Promise<void> {
      await q.query('DELETE FROM wechat_bindings WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
      await q.query('INSERT INTO wechat_bindings (tenant_id, openid, user_id) VALUES ($1, $2, $3)', [tenantId, openid, userId]);
    },

    async createBindKey(keyHash: string, openid: string, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO wechat_bind_keys (tenant_id, key_hash, openid, expires_at) VALUES ($1, $2, $3, $4)', [tenantId, keyHash, openid, expiresAt]);
    },
    /** Spends a live bind key once; its openid, or null when it is unknown, spent or expired. */
    async useBindKey(keyHash: string, at: Date): Promise<string | null> {
      const [row] = await q.query<{ openid: string }>(
        'UPDATE wechat_bind_keys SET used_at = $3 WHERE tenant_id = $1 AND key_hash = $2 AND used_at IS NULL AND expires_at > $3 RETURNING openid',
        [tenantId, keyHash, at],
      );
      return row?.openid ?? null;
    },

    async createAccessKey(keyHash: string, userId: number, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO access_keys (tenant_id, key_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)', [tenantId, keyHash, userId, expiresAt]);
    },
    /** Spends a live access key once; its user, or null. */
    async useAccessKey(keyHash: string, at: Date): Promise<number | null> {
      const [row] = await q.query<{ user_id: number }>(
        'UPDATE access_keys SET used_at = $3 WHERE tenant_id = $1 AND key_hash = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id',
        [tenantId, keyHash, at],
      );
      return row?.user_id ?? null;
    },

    async createQrKey(keyHash: string, at: Date, expiresAt: Date): Promise<void> {
      await q.query("INSERT INTO qr_keys (tenant_id, key_hash, kind, user_id, created_at, expires_at) VALUES ($1, $2, 'wechat', NULL, $3, $4)", [
        tenantId,
        keyHash,
        at,
        expiresAt,
      ]);
    },
    async qrKey(keyHash: string): Promise<WechatQrKeyRow | null> {
      const [row] = await q.query<WechatQrKeyRow>("SELECT status, user_id, expires_at FROM qr_keys WHERE tenant_id = $1 AND key_hash = $2 AND kind = 'wechat'", [
        tenantId,
        keyHash,
      ]);
      return row ?? null;
    },
    /**
     * Moves a key from any of `from` to `to`, recording the user when given, and only while it is
     * live at `liveAt` when that is given; false when the key is elsewhere or another request moved it first.
     */
    async moveQrKey(
      keyHash: string,
      { from, to }: { from: readonly ScanKeyStatus[]; to: ScanKeyStatus },
      { userId, liveAt }: { userId?: number; liveAt?: Date } = {},
    ): Promise<boolean> {
      const rows = await q.query(
        `UPDATE qr_keys SET status = $4, user_id = coalesce($5, user_id)
          WHERE tenant_id = $1 AND key_hash = $2 AND kind = 'wechat' AND status = ANY($3::int[]) AND ($6::timestamptz IS NULL OR expires_at > $6)
          RETURNING status`,
        [tenantId, keyHash, [...from], to, userId ?? null, liveAt ?? null],
      );
      return rows.length > 0;
    },
  };
}

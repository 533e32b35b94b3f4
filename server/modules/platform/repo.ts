import type { Queryable } from '../../db/db';
import type { WechatAppCredentials, WechatAppKind } from '../../providers/wechat/jssdk';

/** The kinds of app a tenant keeps: official account, WeChat Work, mini-program. */
export type StoredAppKind = WechatAppKind | 'wxa';

/** The tenant's own WeChat apps (migration 120). */
export function wechatAppRepo(q: Queryable, tenantId: number) {
  return {
    async find(kind: StoredAppKind): Promise<WechatAppCredentials | null> {
      const [row] = await q.query<{ app_id: string; app_secret: string }>('SELECT app_id, app_secret FROM wechat_apps WHERE tenant_id = $1 AND kind = $2', [tenantId, kind]);
      return row ? { appId: row.app_id, secret: row.app_secret } : null;
    },
    async save(kind: StoredAppKind, app: WechatAppCredentials): Promise<void> {
      await q.query(
        `INSERT INTO wechat_apps (tenant_id, kind, app_id, app_secret) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, kind) DO UPDATE SET app_id = EXCLUDED.app_id, app_secret = EXCLUDED.app_secret`,
        [tenantId, kind, app.appId, app.secret],
      );
    },
  };
}

/** Mini-program sessions and share codes (migration 181). */
export function wxaRepo(q: Queryable, tenantId: number) {
  return {
    async saveSession(id: string, s: { openid: string; unionid: string | null; sessionKey: string }): Promise<void> {
      await q.query('INSERT INTO wxa_sessions (tenant_id, id, openid, unionid, session_key) VALUES ($1, $2, $3, $4, $5)', [tenantId, id, s.openid, s.unionid, s.sessionKey]);
    },
    async session(id: string, notBefore: Date): Promise<{ openid: string; sessionKey: string } | null> {
      const [r] = await q.query<{ openid: string; session_key: string }>('SELECT openid, session_key FROM wxa_sessions WHERE tenant_id = $1 AND id = $2 AND created_at >= $3', [tenantId, id, notBefore]);
      return r ? { openid: r.openid, sessionKey: r.session_key } : null;
    },
    async saveShareCode(code: string, c: { path: string; query: string; action: string; data: unknown }): Promise<void> {
      await q.query('INSERT INTO share_codes (tenant_id, code, path, query, action, data) VALUES ($1, $2, $3, $4, $5, $6)', [tenantId, code, c.path, c.query, c.action, c.data === undefined ? null : JSON.stringify(c.data)]);
    },
    /** Counts a use and answers the share code, or null when the tenant has no such code. */
    async useShareCode(code: string): Promise<{ path: string; query: string; action: string; data: unknown; uses: number } | null> {
      const [r] = await q.query<{ path: string; query: string; action: string; data: unknown; uses: number }>(
        'UPDATE share_codes SET uses = uses + 1 WHERE tenant_id = $1 AND code = $2 RETURNING path, query, action, data, uses',
        [tenantId, code],
      );
      return r ?? null;
    },
  };
}

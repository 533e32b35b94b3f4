import type { Queryable } from '../../db/db';
import type { WechatAppCredentials, WechatAppKind } from '../../providers/wechat/jssdk';

/** The tenant's own WeChat apps (migration 120). */
export function wechatAppRepo(q: Queryable, tenantId: number) {
  return {
    async find(kind: WechatAppKind): Promise<WechatAppCredentials | null> {
      const [row] = await q.query<{ app_id: string; app_secret: string }>('SELECT app_id, app_secret FROM wechat_apps WHERE tenant_id = $1 AND kind = $2', [tenantId, kind]);
      return row ? { appId: row.app_id, secret: row.app_secret } : null;
    },
    async save(kind: WechatAppKind, app: WechatAppCredentials): Promise<void> {
      await q.query(
        `INSERT INTO wechat_apps (tenant_id, kind, app_id, app_secret) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, kind) DO UPDATE SET app_id = EXCLUDED.app_id, app_secret = EXCLUDED.app_secret`,
        [tenantId, kind, app.appId, app.secret],
      );
    },
  };
}

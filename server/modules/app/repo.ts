import type { Queryable } from '../../db/db';

export interface SettingRow {
  data: Record<string, unknown>;
  updated_at: Date;
}

export function settingRepo(q: Queryable, tenantId: number) {
  return {
    async get(): Promise<SettingRow | null> {
      const [row] = await q.query<SettingRow>('SELECT data, updated_at FROM app_settings WHERE tenant_id = $1', [tenantId]);
      return row ?? null;
    },
  };
}

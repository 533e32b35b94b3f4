import type { Queryable } from '../../db/db';
import { settingRepo } from './repo';

/** The tenant's app setting as other modules need it; server/app.ts passes it to them. */
export function createAppService() {
  return {
    /** The name the operator gave the app, else the agent's name; inside the caller's transaction. */
    async appName(q: Queryable, tenantId: number, fallback: string): Promise<string> {
      const data = (await settingRepo(q, tenantId).get())?.data;
      return typeof data?.appName === 'string' ? data.appName : fallback;
    },
  };
}
export type AppService = ReturnType<typeof createAppService>;

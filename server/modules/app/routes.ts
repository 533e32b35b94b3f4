import { PRODUCT_TYPES, TERMINAL_TYPES } from '../../../schemas/app';
import { appConfigInputSchema, type AppConfig } from '../../../schemas/app';
import { APP_ROLES, DEFAULT_ROLE } from '../../../schemas/client-config';
import type { Protocol } from '../../http/protocol';
import { settingRepo } from './repo';


export function registerAppRoutes(api: Protocol): void {
  api.post('/api-auth/app/config', { input: appConfigInputSchema }, (_input, ctx) =>
    ctx.tenant.run(async (q): Promise<AppConfig> => {
      const row = await settingRepo(q, ctx.tenant.tenantId).get();
      const data = row?.data ?? {};
      return {
        appName: typeof data.appName === 'string' ? data.appName : ctx.agent.name,
        agentKey: ctx.agent.agentKey,
        logo: typeof data.logo === 'string' ? data.logo : '',
        roles: [...APP_ROLES],
        defaultRole: DEFAULT_ROLE,
        productTypes: PRODUCT_TYPES,
        terminalTypes: TERMINAL_TYPES,
        updatedAt: (row?.updated_at ?? new Date(0)).toISOString(),
      };
    }),
  );
}

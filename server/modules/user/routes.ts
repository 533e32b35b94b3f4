import { z } from 'zod';
import type { Protocol } from '../../http/protocol';
import { buildUserSession } from './service';

export function registerUserRoutes(api: Protocol): void {
  api.post('/api-user/user/infoGet', { input: z.object({ init: z.boolean().optional() }), auth: 'user' }, (_input, ctx) =>
    ctx.tenant.run((q) => buildUserSession(q, ctx.tenant.tenantId, ctx.user.id)),
  );
}

import { z } from 'zod';
import type { Protocol } from '../../http/protocol';
import type { UserService } from './service';

export function registerUserRoutes(api: Protocol, users: UserService): void {
  api.post('/api-user/user/infoGet', { input: z.object({ init: z.boolean().optional() }), auth: 'user' }, (_input, ctx) =>
    ctx.tenant.run((q) => users.session(q, ctx.tenant.tenantId, ctx.user.id)),
  );
}

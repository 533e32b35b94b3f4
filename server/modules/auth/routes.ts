import { z } from 'zod';
import { loginInputSchema } from '../../../schemas/auth';
import type { Protocol } from '../../http/protocol';
import type { AuthService } from './service';

export function registerAuthRoutes(api: Protocol, auth: AuthService): void {
  // The key is needed before any payload can be encrypted, so it is the one call without a system-payload.
  api.post('/api-auth/rsa/keyGet', { input: z.object({}).passthrough(), auth: 'none', systemPayload: false }, async (_input, ctx) => ({
    publicKey: ctx.agent.rsaPublicKey,
    keyId: ctx.agent.rsaKeyId,
  }));

  api.post('/api-auth/user/login', { input: loginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    auth.login(ctx.tenant, input, ctx.ip),
  );

  // The same password login under the name clients that encrypt every login body use (spec §7 encryptedLogin).
  api.post('/api-auth/user/encryptedLogin', { input: loginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    auth.login(ctx.tenant, input, ctx.ip),
  );

  api.post('/api-auth/user/logout', { input: z.object({}).passthrough(), auth: 'user' }, async (_input, ctx) => {
    await auth.logout(ctx.tenant, ctx.user.tokenHash);
    return null;
  });
}

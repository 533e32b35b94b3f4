import {
  codeLoginInputSchema,
  resetInputSchema,
  resetValidInputSchema,
  sendCodeInputSchema,
} from '../../../schemas/accounts';
import type { Protocol } from '../../http/protocol';
import type { AccountService } from './account-service';

/** Code login and password recovery. Bodies carrying numbers, codes or passwords come RSA-encrypted. */
export function registerAccountRoutes(api: Protocol, accounts: AccountService): void {
  api.post('/api-auth/user/loginCode', { input: sendCodeInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    accounts.sendLoginCode(ctx.tenant, input.mobile, ctx.ip),
  );
  api.post('/api-auth/user/loginByCode', { input: codeLoginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    accounts.loginByCode(ctx.tenant, input),
  );
  api.post('/api-auth/user/resetCode', { input: sendCodeInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    accounts.sendResetCode(ctx.tenant, input.mobile, ctx.ip),
  );
  api.post('/api-auth/user/resetValid', { input: resetValidInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    accounts.resetValid(ctx.tenant, input),
  );
  api.post('/api-auth/user/reset', { input: resetInputSchema, auth: 'none', encrypted: true }, async (input, ctx) => {
    await accounts.reset(ctx.tenant, input);
    return null;
  });
}

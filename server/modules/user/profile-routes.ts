import { z } from 'zod';
import { sendCodeInputSchema } from '../../../schemas/accounts';
import {
  authorizeConfirmInputSchema,
  contactSaveInputSchema,
  emailInputSchema,
  emailSaveInputSchema,
  infoSaveInputSchema,
  invisibleHiringInputSchema,
  mobileInputSchema,
  mobileWithCodeInputSchema,
  pwdUpdateInputSchema,
  qrKeyInputSchema,
  realNameInputSchema,
  settingSaveInputSchema,
  shieldDeleteInputSchema,
  shieldFindInputSchema,
  shieldSaveInputSchema,
  userIdInputSchema,
  validateCodeInputSchema,
} from '../../../schemas/profile';
import type { Protocol } from '../../http/protocol';
import type { ProfileService } from './profile-service';

const empty = z.object({}).passthrough();
const passwordCheck = z.object({ password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长') });

/** Profile and settings calls of the personal centre (/api-user/user/*). */
export function registerProfileRoutes(api: Protocol, svc: ProfileService): void {
  const user = { auth: 'user' as const };
  api.post('/api-user/user/infoSave', { input: infoSaveInputSchema, ...user }, (input, ctx) => svc.infoSave(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/user/account/status', { input: empty, ...user }, (_i, ctx) => svc.accountStatus(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/account/pwdUpdate', { input: pwdUpdateInputSchema, encrypted: true, ...user }, (input, ctx) =>
    svc.pwdUpdate(ctx.tenant, ctx.user.id, ctx.user.tokenHash, input),
  );
  api.post('/api-user/user/settingGet', { input: empty, ...user }, (_i, ctx) => svc.settingGet(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/settingSave', { input: settingSaveInputSchema, ...user }, (input, ctx) => svc.settingSave(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/user/setting/invisibleHiring', { input: invisibleHiringInputSchema, ...user }, (input, ctx) =>
    svc.settingSave(ctx.tenant, ctx.user.id, { invisibleHiring: input.invisible }),
  );

  api.post('/api-user/user/mobiles', { input: empty, ...user }, (_i, ctx) => svc.mobiles(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/mobilesSave', { input: mobileWithCodeInputSchema, ...user }, (input, ctx) =>
    svc.mobilesSave(ctx.tenant, ctx.user.id, input.mobile, input.code),
  );
  api.post('/api-user/user/mobilesDelete', { input: mobileInputSchema, ...user }, (input, ctx) => svc.mobilesDelete(ctx.tenant, ctx.user.id, input.mobile));
  api.post('/api-user/user/mobilesSetMain', { input: mobileInputSchema, ...user }, (input, ctx) => svc.mobilesSetMain(ctx.tenant, ctx.user.id, input.mobile));
  api.post('/api-user/user/mobileChangeCode', { input: sendCodeInputSchema, encrypted: true, ...user }, (input, ctx) =>
    svc.sendNewMobileCode(ctx.tenant, ctx.user.id, input.mobile),
  );
  api.post('/api-user/user/mobileChange', { input: mobileWithCodeInputSchema, ...user }, (input, ctx) =>
    svc.mobileChange(ctx.tenant, ctx.user.id, input.mobile, input.code),
  );
  api.post('/api-user/user/mobileSyncJob', { input: empty, ...user }, (_i, ctx) => svc.mobileSyncJob(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/emailCode', { input: emailInputSchema, ...user }, (input, ctx) => svc.emailCode(ctx.tenant, ctx.user.id, input.email));
  api.post('/api-user/user/emailSave', { input: emailSaveInputSchema, ...user }, (input, ctx) => svc.emailSave(ctx.tenant, ctx.user.id, input.email, input.code));
  api.post('/api-user/user/validateCode', { input: validateCodeInputSchema, ...user }, (input, ctx) =>
    svc.validateCode(ctx.tenant, input.type, input.target, input.code),
  );

  api.post('/api-user/user/shieldSave', { input: shieldSaveInputSchema, ...user }, (input, ctx) => svc.shieldSave(ctx.tenant, ctx.user.id, input.ids));
  api.post('/api-user/user/shieldDelete', { input: shieldDeleteInputSchema, ...user }, (input, ctx) => svc.shieldDelete(ctx.tenant, ctx.user.id, input.ids));
  api.post('/api-user/user/shieldFind', { input: shieldFindInputSchema, ...user }, (input, ctx) =>
    svc.shieldFind(ctx.tenant, ctx.user.id, input.page, input.limit),
  );

  api.post('/api-user/user/contact/save', { input: contactSaveInputSchema, ...user }, (input, ctx) => svc.contactSave(ctx.tenant, ctx.user.id, input));
  // The card as saved (the spec names only save; the edit screen needs to show what is there).
  api.post('/api-user/user/contact/get', { input: empty, ...user }, (_i, ctx) => svc.contactSave(ctx.tenant, ctx.user.id, {}));
  api.post('/api-user/user/contact/qrcodeGet', { input: empty, ...user }, (_i, ctx) => svc.contactQrcode(ctx.tenant, ctx.user.id, ctx.agent.siteUrl));
  api.post('/api-user/user/contact/qrcodeScan', { input: qrKeyInputSchema, ...user }, (input, ctx) => svc.contactQrcodeScan(ctx.tenant, ctx.user.id, input.key));

  api.post('/api-user/user/realName', { input: realNameInputSchema, encrypted: true, ...user }, (input, ctx) => svc.realName(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/user/realName/valid', { input: empty, ...user }, (_i, ctx) => svc.realNameState(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/realName/config', { input: empty, ...user }, (_i, ctx) => svc.realNameConfig(ctx.tenant, ctx.user.id));

  api.post('/api-user/user/count', { input: empty, ...user }, (_i, ctx) => svc.count(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/nameGet', { input: userIdInputSchema, ...user }, async (input, ctx) => {
    const card = await svc.mainpageInfo(ctx.tenant, input.id);
    return { id: card.id, name: card.name };
  });
  api.post('/api-user/user/mainpageInfo', { input: userIdInputSchema, ...user }, (input, ctx) => svc.mainpageInfo(ctx.tenant, input.id));
  api.post('/api-user/user/hr/skip', { input: empty, ...user }, (_i, ctx) => svc.hrSkip(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/mobile/accountList', { input: empty, ...user }, (_i, ctx) => svc.accountList(ctx.tenant, ctx.user.id));
  api.post('/api-user/user/mobile/accountValid', { input: passwordCheck, encrypted: true, ...user }, (input, ctx) =>
    svc.accountValid(ctx.tenant, ctx.user.id, input.password),
  );

  // Device authorisation: the new device is not logged in, so the code URL and its status need no user.
  api.post('/api-user/user/authorizeCodeurl', { input: empty, auth: 'none' }, (_i, ctx) => svc.authorizeCodeurl(ctx.tenant, ctx.agent.siteUrl));
  api.post('/api-user/user/authorizeStatus', { input: qrKeyInputSchema, auth: 'none' }, (input, ctx) => svc.authorizeStatus(ctx.tenant, input.key));
  api.post('/api-user/user/authorizeScan', { input: qrKeyInputSchema, ...user }, (input, ctx) => svc.authorizeScan(ctx.tenant, ctx.user.id, input.key));
  api.post('/api-user/user/authorizeConfirm', { input: authorizeConfirmInputSchema, ...user }, (input, ctx) =>
    svc.authorizeConfirm(ctx.tenant, ctx.user.id, input.key, input.confirm),
  );
}

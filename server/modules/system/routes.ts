import { z } from 'zod';
import {
  brandAddressIdInputSchema,
  brandAddressSaveInputSchema,
  locationLogInputSchema,
  logFindInputSchema,
  SYSTEM_PATHS,
  utilRequestInputSchema,
  webErrorFindInputSchema,
  webErrorInputSchema,
} from '../../../schemas/system';
import { lineSchema } from '../../../schemas/fields';
import { CODE_FORBIDDEN } from '../../constants';
import { ApiError } from '../../http/errors';
import type { AuthMode, ContextFor, Protocol } from '../../http/protocol';
import type { BrandAddressService } from '../brand/address-service';
import type { SystemService } from './service';

/**
 * The rest of spec §7's surface, declared once here (issue 19).
 *
 * ALIASES: spec names of calls the server already has. Each is the same registered call (input schema, auth,
 * encryption, handler) under a second path, so nothing is copied. A target another part of the work brings
 * (the mini-program and map calls) is skipped while it is not registered; tests/spec-calls.test.ts lists those.
 *
 * CALLS: the few that need a handler of their own, thin onto a service.
 */
export const ALIASES: Record<string, string> = {
  '/api-user/user/info': '/api-user/user/infoGet',
  '/api-user/user/quantityFind': '/api-user/user/count',
  '/api-user/system/settingGet': '/api-auth/app/settingGet',
  // Props (道具) are what the mall sells: the product catalogue.
  '/api-user/system/propsGet': '/api-user/product/find',

  '/v1/t0/systemAppCodeSession': '/api-auth/app/codeSession',
  '/v1/t0/systemAppConfig': '/api-auth/app/config',
  '/v1/t0/systemAppDesignGet': '/api-auth/app/designGet',
  '/v1/t0/systemAppServiceGet': '/api-auth/app/serviceGet',
  '/v1/t0/systemAppSettingGet': '/api-auth/app/settingGet',
  '/v1/t0/systemAppShareCodeUse': '/api-auth/app/shareCodeUse',
  '/v1/t0/systemAppShareLink': '/api-auth/wxa/generateUrlLink',
  '/v1/t0/systemAppWechatConfig': '/api-auth/app/wechat/config',
  // The options of the design's filter bars are the job filter's.
  '/v1/t0/systemDesignFilterOptions': '/api-user/job/filterOption',

  '/v1/t0/userAccountStatus': '/api-user/user/account/status',
  '/v1/t0/userAccountPwdUpdate': '/api-user/user/account/pwdUpdate',
  '/v1/t0/userAccountList': '/api-user/user/mobile/accountList',
  '/v1/t0/userAccountValid': '/api-user/user/mobile/accountValid',
  '/v1/t0/userNoticeFind': '/api-user/notice/find',
  '/v1/t0/userNoticeRead': '/api-user/notice/read',
  '/v1/t0/userBrandGet': '/api-user/company/get',
  '/v1/t0/userBrandInfoGet': '/api-user/user/brandInfoGet',
  '/v1/t0/userBrandMemberFind': '/api-user/company/member/find',
  '/v1/t0/userCertifiedGet': '/api-user/user/realName/valid',
  '/v1/t0/userCertifiedConfig': '/api-user/user/realName/config',
  '/v1/t0/userCertifiedQualifications': '/api-user/common/qualificationsGet',
  '/v1/t0/userContactsGet': '/api-user/user/contact/get',
  '/v1/t0/userContactsSave': '/api-user/user/contact/save',
  '/v1/t0/userContactsQrcodeGet': '/api-user/user/contact/qrcodeGet',
  '/v1/t0/userContactsQrcodeScan': '/api-user/user/contact/qrcodeScan',
  // The sign-up form of a job (apply mode 1): what to fill in, then the application carrying it.
  '/v1/t0/userFormGet': '/api-user/job/sendGet',
  '/v1/t0/userFormSubmit': '/api-user/job/sendResume',
  // Following a company or a job is keeping it among one's favorites.
  '/v1/t0/userFollowSave': '/api-user/userFavorites/save',
  '/v1/t0/userFollowDelete': '/api-user/userFavorites/delete',
  '/v1/t0/userFollowFind': '/api-user/userFavorites/find',
  '/v1/t0/userFollowMeFind': '/api-user/favoritesMe/findByUm',
  '/v1/t0/userLoginPassword': '/api-auth/user/login',
  '/v1/t0/userLoginCode': '/api-auth/user/loginCode',
  '/v1/t0/userLoginByCode': '/api-auth/user/loginByCode',
  '/v1/t0/userLoginAccessKey': '/api-auth/user/login/accessKey',
  '/v1/t0/userLoginWechatCode': '/api-auth/user/wechatCodeLogin',
  '/v1/t0/userLoginWechatQrcode': '/api-auth/user/login/wechatQrcode',
  '/v1/t0/userLoginWechatStatus': '/api-auth/user/login/wechatStatus',
  '/v1/t0/userLoginMethods': '/api-auth/user/login/methods',
  '/v1/t0/userInfoGet': '/api-user/user/infoGet',
  '/v1/t0/userInfoSave': '/api-user/user/infoSave',
  '/v1/t0/userRoleSwitch': '/api-user/user/switchRole',
  '/v1/t0/userRoleSwitchBefore': '/api-user/user/switchRoleBefore',
  '/v1/t0/userSettingGet': '/api-user/user/settingGet',
  '/v1/t0/userSettingSave': '/api-user/user/settingSave',
  '/v1/t0/userRealName': '/api-user/user/realName',
  '/v1/t0/userImLogin': '/api-user/im/login',
  '/v1/t0/userImConversationList': '/api-user/im/conversation/list',
  '/v1/t0/userImConversationGet': '/api-user/im/conversation/get',
  '/v1/t0/userImMsgHistory': '/api-user/im/msg/history',
  '/v1/t0/userImMsgRead': '/api-user/im/msg/read',
  '/v1/t0/userImUnreadGet': '/api-user/im/unreadGet',
  '/v1/t0/userImUnreadClear': '/api-user/im/unreadClear',
  '/v1/t0/userFavoritesSave': '/api-user/userFavorites/save',
  '/v1/t0/userFavoritesDelete': '/api-user/userFavorites/delete',
  '/v1/t0/userFavoritesFindAll': '/api-user/userFavorites/findAll',
  '/v1/t0/userFavoritesFind': '/api-user/userFavorites/find',
  '/v1/t0/userJobFind': '/api-user/job/find',
  '/v1/t0/userJobFindLbs': '/api-user/job/find/lbs',
  '/v1/t0/userJobFindNews': '/api-user/job/findNews',
  '/v1/t0/userJobFindRush': '/api-user/job/findRush',
  '/v1/t0/userJobGet': '/api-user/job/get',
  '/v1/t0/userJobFilterOption': '/api-user/job/filterOption',
  '/v1/t0/userJobSendResume': '/api-user/job/sendResume',
  '/v1/t0/userJobSendGet': '/api-user/job/sendGet',
  '/v1/t0/userJobSendFind': '/api-user/job/sendFind',
  '/v1/t0/userJobSendCancel': '/api-user/job/sendCancel',
  '/v1/t0/userJobContactGet': '/api-user/job/contactGet',
  '/v1/t0/userJobSaveMany': '/api-user/job/saveMany',
  '/v1/t0/userResumeGet': '/api-user/resume/get',
  '/v1/t0/userResumeSave': '/api-user/resume/save',
  '/v1/t0/userResumeDelete': '/api-user/resume/delete',
  '/v1/t0/userResumeRefresh': '/api-user/resume/refresh',
  '/v1/t0/userResumeDetail': '/api-user/resume/detail',
  '/v1/t0/userResumeAttachmentAnalyse': '/api-user/resume/attachment/analyse',
  '/v1/t0/userPrivateGroupSave': '/api-user/privateGroup/save',
  '/v1/t0/userPrivateGroupDelete': '/api-user/privateGroup/delete',
  '/v1/t0/userPrivateGroupFind': '/api-user/privateGroup/find',
  // Completing an address: the area (province, city, district) of a point.
  '/v1/t0/userToolsAddressComplete': '/api-open/area/getLocation',
  '/v1/t0/userToolsAiRetouch': '/api-user/tools/aiRetouch',
  '/v1/t0/userToolsAiConfig': '/api-user/tools/aiConfig',
  '/v1/t0/userToolsMapStaticImage': '/api-user/tools/mapStaticImage',
  '/v1/t0/userProvidersMapConfig': '/api-user/providers/mapConfig',
};

interface Call<S extends z.ZodType, A extends AuthMode> {
  input: S;
  auth: A;
  encrypted?: boolean;
  run(input: z.infer<S>, ctx: ContextFor<A>): Promise<unknown>;
}
/** Keeps each row's input and handler types together. */
const call = <S extends z.ZodType, A extends AuthMode>(c: Call<S, A>) => (api: Protocol, path: string) =>
  api.post(path, { input: c.input, auth: c.auth, ...(c.encrypted ? { encrypted: true } : {}) }, c.run);

const empty = z.object({}).passthrough();
const user = 'user' as const;

function calls(svc: SystemService, addresses: BrandAddressService) {
  return {
    '/api-auth/user/infoChangeCode': call({ input: empty, auth: user, encrypted: true, run: (_i, ctx) => svc.infoChangeCode(ctx.tenant, ctx.user.id, ctx.ip) }),
    '/api-auth/user/active': call({ input: empty, auth: 'optional', run: (_i, ctx) => svc.active(ctx.tenant, ctx.user?.id ?? null) }),
    '/api-user/user/role': call({ input: empty, auth: user, run: (_i, ctx) => svc.role(ctx.tenant, ctx.user.id) }),
    '/api-user/log/find': call({ input: logFindInputSchema, auth: user, run: (i, ctx) => svc.logFind(ctx.tenant, ctx.user.id, i) }),
    // Anyone may report (errors happen before login too); the service limits how often.
    [SYSTEM_PATHS.webError]: call({
      input: webErrorInputSchema.extend({ userAgent: lineSchema('浏览器标识').max(500, '浏览器标识过长').optional().default('') }),
      auth: 'optional',
      run: (i, ctx) => svc.webError(ctx.tenant, ctx.ip, ctx.user?.id ?? null, i),
    }),
    [SYSTEM_PATHS.webErrorFind]: call({ input: webErrorFindInputSchema, auth: 'operator', run: (i, ctx) => svc.webErrorFind(ctx.tenant, i) }),
    '/v1/t0/userLocationLog': call({ input: locationLogInputSchema, auth: user, run: (i, ctx) => svc.locationLog(ctx.tenant, ctx.user.id, i.location) }),
    '/v1/t0/userBrandAddressFind': call({ input: empty, auth: user, run: (_i, ctx) => addresses.find(ctx.tenant, ctx.user.id) }),
    '/v1/t0/userBrandAddressSave': call({ input: brandAddressSaveInputSchema, auth: user, run: (i, ctx) => addresses.save(ctx.tenant, ctx.user.id, i) }),
    '/v1/t0/userBrandAddressDelete': call({ input: brandAddressIdInputSchema, auth: user, run: (i, ctx) => addresses.remove(ctx.tenant, ctx.user.id, i.id) }),
    '/v1/t0/userBrandAddressDefault': call({ input: brandAddressIdInputSchema, auth: user, run: (i, ctx) => addresses.setDefault(ctx.tenant, ctx.user.id, i.id) }),
    // A server-side fetch of any URL a client names is a door into the private network (SSRF) and the spec
    // says nothing of what it is for, so the server does not offer one: the input is checked, then refused.
    '/v1/t0/systemUtilRequest': call({
      input: utilRequestInputSchema,
      auth: 'optional',
      run: async () => {
        throw new ApiError(CODE_FORBIDDEN, '该接口未开放：服务器不代为请求外部地址', 403);
      },
    }),
  } satisfies Record<string, (api: Protocol, path: string) => void>;
}

/**
 * Registers the calls, then the aliases (after every module, so their targets exist).
 * Answers the aliases skipped because their target is not registered.
 */
export function registerSystemRoutes(api: Protocol, svc: SystemService, addresses: BrandAddressService): string[] {
  for (const [path, register] of Object.entries(calls(svc, addresses))) register(api, path);
  return Object.entries(ALIASES)
    .filter(([path, target]) => !api.routes().includes(path) && !api.alias(path, target))
    .map(([path]) => path);
}

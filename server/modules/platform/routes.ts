import { z } from 'zod';
import { lineSchema } from '../../../schemas/fields';
import { WECHAT_CONFIG_URL_MAX } from '../../constants';
import type { Protocol } from '../../http/protocol';
import type { PlatformService } from './service';

/** The page address a JS-SDK config is signed for: http(s), as the browser has it (the #… part is not signed). */
export const wechatConfigInputSchema = z.object({
  url: lineSchema('页面地址')
    .max(WECHAT_CONFIG_URL_MAX, '页面地址过长')
    .refine((s) => /^https?:\/\/[^/\s]+/i.test(s), '页面地址无效'),
});

const credential = (what: string) => lineSchema(what).trim().min(1, `请填写${what}`).max(128, `${what}过长`);
export const wechatAppSaveInputSchema = z.object({
  kind: z.enum(['mp', 'work', 'wxa'], { error: '类型应为 mp、work 或 wxa' }),
  appId: credential('AppID'),
  /** Write-only: empty keeps the secret already saved for this kind. */
  secret: lineSchema('AppSecret').trim().max(128, 'AppSecret过长').default(''),
});

const codeSchema = (what: string) => z.string({ error: `${what}无效` }).trim().min(1, `${what}无效`).max(128, `${what}无效`).regex(/^[\w\-.~]+$/, `${what}无效`);
const base64Schema = (what: string, max: number) => z.string({ error: `${what}无效` }).min(1, `${what}无效`).max(max, `${what}过长`).regex(/^[A-Za-z0-9+/]+={0,2}$/, `${what}无效`);

export const codeSessionInputSchema = z.object({ code: codeSchema('登录凭证') });
export const decryptDataInputSchema = z.object({
  /** What codeSession answered. */
  sessionId: codeSchema('会话'),
  encryptedData: base64Schema('加密数据', 8_192),
  iv: base64Schema('iv', 64),
});
export const generateUrlLinkInputSchema = z.object({
  /** A page of the mini-program, without a leading slash (pages/job/detail). */
  path: z.string({ error: '页面路径无效' }).max(200, '页面路径过长').regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, '页面路径无效'),
  /** The page's query (id=12&from=share). */
  query: z.string().max(512, '参数过长').regex(/^[\w\-.~%=&]*$/, '参数无效').default(''),
  /** What the opened page should do (a name the mini-program knows). */
  action: z.string().max(40, '动作过长').regex(/^[\w-]*$/, '动作无效').default(''),
  /** Data for the action, kept with the share code. */
  data: z.unknown().optional().refine((d) => d === undefined || JSON.stringify(d).length <= 2_000, '数据过长'),
});
export const shareCodeUseInputSchema = z.object({ code: codeSchema('分享码') });
export const codeAccessTokenInputSchema = z.object({ code: codeSchema('授权码') });

/** WeChat JS-SDK configs (spec §7 /api-auth/app/wechat/config, wework/config) and the operator's app settings. */
export function registerPlatformRoutes(api: Protocol, platform: PlatformService): void {
  api.post('/api-auth/app/wechat/config', { input: wechatConfigInputSchema }, (input, ctx) => platform.wechatConfig(ctx, 'mp', input.url));
  api.post('/api-auth/app/wework/config', { input: wechatConfigInputSchema }, (input, ctx) => platform.wechatConfig(ctx, 'work', input.url));
  // Mini-programs (spec §7): login code → session, encrypted data, share links and their codes.
  api.post('/api-auth/app/codeSession', { input: codeSessionInputSchema }, (input, ctx) => platform.codeSession(ctx, input.code));
  api.post('/api-auth/app/decryptData', { input: decryptDataInputSchema }, (input, ctx) => platform.decryptData(ctx, input));
  api.post('/api-auth/wxa/generateUrlLink', { input: generateUrlLinkInputSchema }, (input, ctx) => platform.generateUrlLink(ctx, input));
  api.post('/api-auth/app/shareCodeUse', { input: shareCodeUseInputSchema }, (input, ctx) => platform.shareCodeUse(ctx, input.code));
  api.post('/api-auth/app/wechat/codeAccessToken', { input: codeAccessTokenInputSchema }, (input) => platform.codeAccessToken(input.code));
  api.post('/api-auth/app/wechat/gatewayGet', { input: z.object({}).optional() }, async (_input, ctx) => platform.gatewayGet(ctx));
  api.post('/api-admin/platform/wechatAppGet', { input: z.object({}).optional(), auth: 'operator' }, (_input, ctx) => platform.wechatAppGet(ctx));
  api.post('/api-admin/platform/wechatAppSave', { input: wechatAppSaveInputSchema, auth: 'operator' }, (input, ctx) =>
    platform.wechatAppSave(ctx, input.kind, { appId: input.appId, secret: input.secret }),
  );
}

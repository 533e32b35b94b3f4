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
  kind: z.enum(['mp', 'work'], { error: '类型应为 mp 或 work' }),
  appId: credential('AppID'),
  secret: credential('AppSecret'),
});

/** WeChat JS-SDK configs (spec §7 /api-auth/app/wechat/config, wework/config) and the operator's app settings. */
export function registerPlatformRoutes(api: Protocol, platform: PlatformService): void {
  api.post('/api-auth/app/wechat/config', { input: wechatConfigInputSchema }, (input, ctx) => platform.wechatConfig(ctx, 'mp', input.url));
  api.post('/api-auth/app/wework/config', { input: wechatConfigInputSchema }, (input, ctx) => platform.wechatConfig(ctx, 'work', input.url));
  api.post('/api-admin/platform/wechatAppSave', { input: wechatAppSaveInputSchema, auth: 'operator' }, (input, ctx) =>
    platform.wechatAppSave(ctx, input.kind, { appId: input.appId, secret: input.secret }),
  );
}

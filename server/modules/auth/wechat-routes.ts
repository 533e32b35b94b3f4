import { z } from 'zod';
import { idSchema } from '../../../schemas/fields';
import { ACCESS_KEY_TTL_MS } from '../../constants';
import type { Protocol } from '../../http/protocol';
import type { WechatService } from './wechat-service';

const tokenLike = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const wechatCodeLoginInputSchema = z.object({
  /** The OAuth code WeChat appended to the return address. */
  code: tokenLike('微信授权码无效'),
  /** The OAuth state we sent; echoed back by WeChat. */
  state: z.string().max(200).optional(),
});
export const wechatBindInputSchema = z.object({ key: tokenLike('微信绑定已失效，请重新微信登录') });
export const accessKeyLoginInputSchema = z.object({ accessKey: tokenLike('登录链接已失效') });
export const accessKeyCreateInputSchema = z.object({ userId: idSchema('用户 id 无效') });

/** WeChat code login and binding, access-key login, and the operator's access-key issue. */
export function registerWechatRoutes(api: Protocol, wechat: WechatService): void {
  api.post('/api-auth/user/wechatCodeLogin', { input: wechatCodeLoginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    wechat.codeLogin(ctx.tenant, input.code, input.state),
  );
  // Which scan logins the login page may offer (so it never offers one that only answers 暂未开通).
  api.post('/api-auth/user/login/methods', { input: z.object({}).passthrough(), auth: 'none' }, async () => wechat.loginMethods());
  api.post('/api-auth/user/login/wechatQrcode', { input: z.object({}).passthrough(), auth: 'none' }, (_input, ctx) => wechat.qrcode(ctx.tenant, ctx.agent.siteUrl));
  api.post('/api-auth/user/login/wechatStatus', { input: z.object({ key: tokenLike('二维码无效') }), auth: 'none' }, (input, ctx) => wechat.qrStatus(ctx.tenant, input.key));
  api.post('/api-user/user/wechatBind', { input: wechatBindInputSchema, auth: 'user' }, (input, ctx) => wechat.bind(ctx.tenant, ctx.user.id, input.key));
  api.post('/api-auth/user/login/accessKey', { input: accessKeyLoginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    wechat.accessKeyLogin(ctx.tenant, input.accessKey),
  );
  api.post('/api-admin/user/accessKeyCreate', { input: accessKeyCreateInputSchema, auth: 'operator' }, (input, ctx) =>
    wechat.issueAccessKey(ctx.tenant, input.userId, ACCESS_KEY_TTL_MS),
  );
}

import { z } from 'zod';
import { companyRefSchema } from './fields';

/** Password login (sent encrypted). `account` is a mobile number or an account name. */
export const loginInputSchema = z.object({
  /** Mobile number or account name. */
  account: z.string().trim().min(1, '请输入手机号或账号').max(64, '账号过长'),
  /** Password, 6 to 64 characters. */
  password: z.string().min(6, '密码至少 6 位').max(64, '密码过长'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The user session of spec §3 as the client holds it. */
export const userSessionSchema = z.object({
  uid: z.number().int(),
  id: z.number().int(),
  /** Numeric role: 0 job seeker, 1 recruiter, 3 company. */
  role: z.number().int(),
  /** Unread chat messages. */
  unread: z.number().int().default(0),
  base: z.object({ id: z.number().int(), mobiles: z.array(z.string()), updatedAt: z.string() }),
  info: z.object({
    id: z.number().int(),
    mobile: z.string(),
    email: z.string().nullable(),
    account: z.string().nullable(),
  }),
  company: companyRefSchema.nullable(),
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  account: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  setting: z.object({ salaryUnit: z.number().int().default(1) }),
  loginNum: z.number().int(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** The auth object of spec §3 plus the session it opens. */
export const loginResultSchema = z.object({
  access_token: z.string(),
  user: userSessionSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** login/methods: the scan logins this site offers (WeChat's only when WeChat is configured). */
export const loginMethodsSchema = z.object({ wechatQr: z.boolean(), appQr: z.boolean() });
export type LoginMethods = z.infer<typeof loginMethodsSchema>;

import { z } from 'zod';
import { idSchema } from './fields';
import { codeSchema, mobileSchema, nameSchema, passwordSchema } from './accounts';
import { userSessionSchema } from './auth';
import { ID_CARD_MESSAGES, idCardProblem } from './identity';

/**
 * Contracts of the profile and settings calls (/api-user/user/*, spec §7):
 * account fields, settings, extra mobile numbers, e-mail, shielded companies,
 * contact card, real-name verification and the device-authorisation QR flow.
 */

/** Salary units: 1 per month, 2 per day, 3 per hour (the user's display preference). */
export const SALARY_UNITS = [1, 2, 3] as const;
export const DEFAULT_SALARY_UNIT = 1;

/** infoSave: the account's own fields (the registration profile is register/infoSave). */
export const infoSaveInputSchema = z.object({
  /** Display name: letters, digits, brackets and Chinese only. */
  name: nameSchema.optional(),
  /** Avatar image address; '' removes it (initials are shown instead). */
  avatar: z
    .string()
    .trim()
    .max(500, '头像地址过长')
    .refine((u) => u === '' || u.startsWith('/') || /^https:\/\//.test(u), '头像地址无效')
    .refine((u) => !u.startsWith('//'), '头像地址无效')
    .optional(),
});
export type InfoSaveInput = z.infer<typeof infoSaveInputSchema>;

/** account/status: what the account can do and what is missing. */
export const accountStatusSchema = z.object({
  /** 'normal', or 'blocked' with the reason. */
  status: z.enum(['normal', 'blocked']),
  blockedReason: z.string().nullable(),
  /** False for accounts made by a code login until a password is set. */
  hasPassword: z.boolean(),
  /** Masked login number. */
  mobile: z.string(),
  email: z.string().nullable(),
  realName: z.boolean(),
  createdAt: z.string(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** account/pwdUpdate: the old password is required when one is set. */
export const pwdUpdateInputSchema = z
  .object({
    oldPassword: z.string().max(64, '密码过长').optional(),
    password: passwordSchema,
  })
  .refine((v) => v.oldPassword !== v.password, { message: '新密码不能与原密码相同', path: ['password'] });

/** The user's settings (settingGet/settingSave). */
export const userSettingSchema = z.object({
  /** Salary display unit, default 1 (per month). */
  salaryUnit: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '薪资单位无效' }),
  /** Recruiters may not find the resume (job seekers only). */
  invisibleHiring: z.boolean(),
  /** Chat messages are pushed as notifications. */
  messageNotify: z.boolean(),
  /** Recommendations tailored to the resume. */
  recommend: z.boolean(),
});
export type UserSetting = z.infer<typeof userSettingSchema>;
export const DEFAULT_USER_SETTING: UserSetting = { salaryUnit: 1, invisibleHiring: false, messageNotify: true, recommend: true };
export const settingSaveInputSchema = z.strictObject(userSettingSchema.partial().shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? '未知的设置项' : undefined),
});
export const invisibleHiringInputSchema = z.object({ invisible: z.boolean({ error: '请选择是否隐身' }) });

/** A number with its code (mobilesSave, mobileChange). */
export const mobileWithCodeInputSchema = z.object({ mobile: mobileSchema, code: codeSchema });
export const mobileInputSchema = z.object({ mobile: mobileSchema });

/** The numbers of an account: the login number first (main). */
export const mobilesSchema = z.object({
  list: z.array(z.object({ mobile: z.string(), masked: z.string(), main: z.boolean() })),
});
export type Mobiles = z.infer<typeof mobilesSchema>;
/** Extra numbers an account may hold beside its login number. */
export const MAX_EXTRA_MOBILES = 3;

export const emailSchema = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, '请输入邮箱')
  .max(254, '邮箱过长')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '邮箱格式不正确');
export const emailInputSchema = z.object({ email: emailSchema });
export const emailSaveInputSchema = z.object({ email: emailSchema, code: codeSchema });

const companyIdSchema = idSchema('企业 id 无效');
/** shieldSave: hide the resume from these companies. */
export const shieldSaveInputSchema = z.object({ ids: z.array(companyIdSchema).min(1, '请选择要屏蔽的企业').max(50, '一次最多屏蔽50家企业') });
export const shieldDeleteInputSchema = shieldSaveInputSchema;
export const shieldFindInputSchema = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  limit: z.number().int().min(1).max(50).default(20),
});
export const shieldItemSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string(), createdAt: z.string() });
export type ShieldItem = z.infer<typeof shieldItemSchema>;

/** The contact card others see once they may (contact/save). */
export const contactSaveInputSchema = z.object({
  wechat: z
    .string()
    .trim()
    .max(40, '微信号过长')
    .refine((v) => v === '' || /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(v), '微信号格式不正确')
    .optional(),
  mobile: z.union([z.literal(''), mobileSchema]).optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
});
export const contactCardSchema = z.object({ wechat: z.string(), mobile: z.string(), email: z.string(), name: z.string() });
export type ContactCard = z.infer<typeof contactCardSchema>;

/** A single-use key shown as a QR code (contact card, device authorisation). */
export const qrKeyInputSchema = z.object({ key: z.string({ error: '二维码无效' }).min(1, '二维码无效').max(100, '二维码无效') });
export const qrKeyResultSchema = z.object({ key: z.string(), url: z.string(), expiresAt: z.string() });
export type QrKeyResult = z.infer<typeof qrKeyResultSchema>;

/** authorizeStatus: 'confirmed' carries the auth object of the new device (token and user), once. */
export const authorizeStatusSchema = z.object({
  status: z.enum(['waiting', 'scanned', 'confirmed', 'expired']),
  access_token: z.string().optional(),
  user: userSessionSchema.optional(),
});
export type AuthorizeStatus = z.infer<typeof authorizeStatusSchema>;
export const authorizeConfirmInputSchema = qrKeyInputSchema.extend({ confirm: z.boolean().default(true) });

/** Real-name verification: a name and a resident identity number. */
export const realNameInputSchema = z.object({
  name: nameSchema,
  idCard: z
    .string({ error: ID_CARD_MESSAGES.empty })
    .trim()
    .min(1, ID_CARD_MESSAGES.empty)
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = idCardProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: ID_CARD_MESSAGES[problem] });
    }),
});
export type RealNameInput = z.infer<typeof realNameInputSchema>;

export const realNameStateSchema = z.object({
  verified: z.boolean(),
  /** Masked name and number once verified. */
  name: z.string().nullable(),
  idCard: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type RealNameState = z.infer<typeof realNameStateSchema>;

/** realName/config: whether the check is on and how many tries a day are left. */
export const realNameConfigSchema = z.object({ enabled: z.boolean(), triesLeft: z.number().int() });

/** count: the numbers the personal centre shows. */
export const userCountSchema = z.object({
  shields: z.number().int(),
  mobiles: z.number().int(),
  loginNum: z.number().int(),
});

/** mainpageInfo / nameGet of another user of the tenant (public card, no contact details). */
export const userIdInputSchema = z.object({ id: idSchema('用户 id 无效') });
export const mainpageInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  role: z.number().int(),
  realName: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string(), verified: z.boolean() }).nullable(),
});
export type MainpageInfo = z.infer<typeof mainpageInfoSchema>;

/** validateCode: checks a code of a purpose without acting on it (spends it). */
export const validateCodeInputSchema = z.object({
  type: z.enum(['mobile', 'email'], { error: '验证码类型无效' }),
  target: z.string().trim().min(1, '请输入手机号或邮箱').max(254),
  code: codeSchema,
});

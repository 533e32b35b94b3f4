import { z } from 'zod';
import { companyRefSchema, idSchema } from './fields';
import { APP_ROLES } from './client-config';
import { userSessionSchema } from './auth';
import { myJoinRequestSchema } from './company-member';

/** Mainland postal code: 6 digits, not starting with 0. */
export const POSTAL_CODE_PATTERN = /^[1-9]\d{5}$/;
/** Mainland mobile number: 11 digits starting 13-19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Only digits (names and descriptions may not be). */
export const PURE_DIGITS = /^\d+$/;
/** Letters, digits, brackets (half and full width) and Chinese characters (spec §5). */
export const NAME_CHARS = /^[A-Za-z0-9()（）[\]【】\u3400-\u4dbf\u4e00-\u9fff]+$/;

export const mobileSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(MOBILE_PATTERN, '手机号格式不正确');

export const codeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为 6 位数字');

export const passwordSchema = z.string({ error: '请输入密码' }).min(6, '密码至少 6 位').max(64, '密码过长');

/** A person's or company's name (spec §5): not purely digits; letters, digits, brackets and Chinese only. */
export const nameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .max(40, '名称过长')
  .refine((t) => !PURE_DIGITS.test(t), '名称不能为纯数字')
  .refine((t) => NAME_CHARS.test(t), '名称不能包含特殊符号');

/** A company's full name: the name rules, with the company's own messages. */
export const companyNameSchema = z
  .string({ error: '请输入公司全称' })
  .trim()
  .min(1, '请输入公司全称')
  .max(40, '公司名称过长')
  .refine((t) => !PURE_DIGITS.test(t), '名称不能为纯数字')
  .refine((t) => NAME_CHARS.test(t), '名称不能包含特殊符号');

/** Numeric role (spec §6): 0 job seeker, 1 recruiter, 3 company. */
export const roleSchema = z
  .number({ error: '角色无效' })
  .int('角色无效')
  .refine((r): r is (typeof APP_ROLES)[number] => (APP_ROLES as readonly number[]).includes(r), '角色无效');

/** Send a code to a mobile number (loginCode, resetCode, mobilesCode). */
export const sendCodeInputSchema = z.object({
  /** The number the code goes to. */
  mobile: mobileSchema,
});
export type SendCodeInput = z.infer<typeof sendCodeInputSchema>;

/** Answer of a code send; the code itself is never in it. */
export const sendCodeResultSchema = z.object({
  /** 验证码已发送 */
  msg: z.string(),
  /** Seconds until another code may be requested. */
  interval: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

/** Code login (sent encrypted); the first login of a number creates a job-seeker account. */
export const codeLoginInputSchema = z.object({
  mobile: mobileSchema,
  code: codeSchema,
});
export type CodeLoginInput = z.infer<typeof codeLoginInputSchema>;

/** resetValid: the code of resetCode, traded for a short-lived reset ticket. */
export const resetValidInputSchema = codeLoginInputSchema;
export const resetValidResultSchema = z.object({
  /** Give it to /api-auth/user/reset with the new password. */
  ticket: z.string(),
  /** ISO time after which the ticket is refused. */
  expiresAt: z.string(),
});
export type ResetValidResult = z.infer<typeof resetValidResultSchema>;

/** reset: the new password; every session of the user ends. */
export const resetInputSchema = z.object({
  ticket: z.string({ error: '重置凭证无效' }).min(1, '重置凭证无效').max(100, '重置凭证无效'),
  password: passwordSchema,
});
export type ResetInput = z.infer<typeof resetInputSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(d)), '日期无效');

/** Job-seeker registration (register/infoSave). */
export const seekerInfoInputSchema = z.object({
  name: nameSchema,
  /** 1 male, 2 female. */
  gender: z.union([z.literal(1), z.literal(2)], { error: '请选择性别' }),
  /** YYYY-MM-DD. */
  birthday: dateSchema.refine((d) => {
    const age = (Date.now() - Date.parse(d)) / (365.25 * 86_400_000);
    return age >= 16 && age <= 100;
  }, '出生日期无效'),
  /** Highest degree, e.g. 本科. */
  degree: z.string().trim().max(20).optional(),
  /** Job-hunting status code (client's options). */
  jobStatus: z.number().int().min(0).max(20).optional(),
  /** Month work began, YYYY-MM; empty for no experience. */
  workingDate: z.string().regex(/^\d{4}-\d{2}$/, '参加工作时间格式应为 YYYY-MM').optional(),
});
export type SeekerInfoInput = z.infer<typeof seekerInfoInputSchema>;

/**
 * Recruiter registration (register/hrInfoSave): creates the company, owned by the user.
 * A name that already exists is refused (code 400, data `{need: 'join', company}`)
 * unless `join` is true, which sends the company's managers a join request instead:
 * never a membership before they approve it.
 */
export const hrInfoInputSchema = z.object({
  name: nameSchema,
  /** Position at the company, e.g. 人事经理. */
  position: z.string({ error: '请输入职位' }).trim().min(1, '请输入职位').max(30, '职位过长'),
  /** Full company name, matched exactly. */
  companyName: companyNameSchema,
  /** Ask to join the existing company of that name (a request its owner or admin approves). */
  join: z.boolean({ error: 'join 应为 true 或 false' }).optional(),
});
export type HrInfoInput = z.infer<typeof hrInfoInputSchema>;

/** register/hrInfoSave's answer: the user session, and what became of the company name. */
export const hrInfoResultSchema = userSessionSchema.extend({
  /** The user was already a member of that company. */
  joined: z.boolean(),
  /** The join request sent (the role stays as it was until it is approved); null when the company was created or already joined. */
  request: myJoinRequestSchema.nullable(),
});
export type HrInfoResult = z.infer<typeof hrInfoResultSchema>;

/** register/infoGet */
export const registerInfoSchema = z.object({
  name: z.string(),
  role: z.number().int(),
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  degree: z.string().nullable(),
  jobStatus: z.number().int().nullable(),
  workingDate: z.string().nullable(),
  position: z.string().nullable(),
  company: companyRefSchema.nullable(),
});
export type RegisterInfo = z.infer<typeof registerInfoSchema>;

export const switchRoleBeforeInputSchema = z.object({ role: roleSchema });
export const switchRoleBeforeResultSchema = z.object({
  ok: z.boolean(),
  /** What is missing before the switch: a company for roles 1 and 3. */
  need: z.literal('company').optional(),
});
export type SwitchRoleBeforeResult = z.infer<typeof switchRoleBeforeResultSchema>;

export const switchRoleInputSchema = z.object({
  role: roleSchema,
  /** Company to act for (one the user belongs to); the first one when absent. */
  id: idSchema('企业 id 无效').optional(),
});
export type SwitchRoleInput = z.infer<typeof switchRoleInputSchema>;

export const switchCodeUrlResultSchema = z.object({
  /** Single-use key shown in the QR code. */
  key: z.string(),
  /** Address the phone opens. */
  url: z.string(),
  expiresAt: z.string(),
});
export type SwitchCodeUrlResult = z.infer<typeof switchCodeUrlResultSchema>;

export const switchKeyInputSchema = z.object({ key: z.string({ error: '二维码无效' }).min(1, '二维码无效').max(100, '二维码无效') });
export const switchConfirmInputSchema = switchKeyInputSchema.extend({ role: roleSchema });

export const SWITCH_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
export const switchStatusResultSchema = z.object({
  status: z.enum(SWITCH_STATUSES),
  /** With 'confirmed': the user session in its new role. */
  user: userSessionSchema.optional(),
});
export type SwitchStatusResult = z.infer<typeof switchStatusResultSchema>;

import { z } from 'zod';
import { idSchema, lineSchema, textSchema } from './fields';
import { pageQuerySchema } from './paging';

/**
 * The system calls of spec §7 that no feature owns: client error reports (webError), the user's
 * own log (log/find, the t0 location log), the role call, and the company's work addresses
 * (/v1/t0/userBrandAddress*).
 */

/** Paths both sides name: the client's report and the studio's list. */
export const SYSTEM_PATHS = {
  webError: '/api-user/system/webError',
  webErrorFind: '/api-admin/system/webErrorFind',
} as const;

/** What went wrong in the browser: an uncaught error, an unhandled promise rejection, or a script chunk that did not load. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
/** Longest message and stack kept from a report (longer ones are cut, not refused: an error report must not fail). */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_STACK_MAX = 4_000;

/** /api-user/system/webError: one report from the client's global error handlers. */
export const webErrorInputSchema = z.object({
  /** error, rejection or chunk. */
  kind: z.enum(CLIENT_ERROR_KINDS, { error: '错误类型无效' }),
  /** The error's message. */
  message: textSchema('错误信息').min(1, '错误信息不能为空').transform((s) => s.slice(0, CLIENT_ERROR_MESSAGE_MAX)),
  /** The stack, when the browser gave one. */
  stack: textSchema('错误堆栈').optional().transform((s) => s?.slice(0, CLIENT_ERROR_STACK_MAX) ?? ''),
  /** The page's path (and query) when it happened. */
  url: lineSchema('页面地址').max(1_000, '页面地址过长').optional().default(''),
  /** The app's version (build) that reported it. */
  version: lineSchema('版本').max(40, '版本过长').optional().default(''),
});
export type WebErrorInput = z.infer<typeof webErrorInputSchema>;

/** One kind of client error as operators see it: reports of the same kind, message and first stack line are counted on one row. */
export const clientErrorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  stack: z.string(),
  url: z.string(),
  version: z.string(),
  userAgent: z.string(),
  /** How many reports this row counts. */
  count: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** /api-admin/system/webErrorFind: newest first, optionally of one kind. */
export const webErrorFindInputSchema = pageQuerySchema.extend({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: '错误类型无效' }).optional(),
});
export const clientErrorPageSchema = z.object({
  list: z.array(clientErrorSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  done: z.boolean(),
});
export type ClientErrorPage = z.infer<typeof clientErrorPageSchema>;

/** Kinds of the user's own log. */
export const USER_LOG_KINDS = ['location', 'active'] as const;
export type UserLogKind = (typeof USER_LOG_KINDS)[number];

/** /api-user/log/find: the caller's own log, newest first. */
export const logFindInputSchema = pageQuerySchema.extend({
  kind: z.enum(USER_LOG_KINDS, { error: '日志类型无效' }).optional(),
});

/** Characters of a geohash (base 32 without a, i, l, o). */
export const GEOHASH_ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';
/**
 * /v1/t0/userLocationLog: where the user is, encoded as a geohash (spec §7's "encoded location");
 * 5 to 12 characters, about 2.4 km down to a few centimetres. Stored as the centre of its cell.
 */
export const locationLogInputSchema = z.object({
  location: z
    .string({ error: '位置编码应为文字' })
    .min(5, '位置编码过短')
    .max(12, '位置编码过长')
    .regex(/^[0-9b-hjkmnp-z]+$/, '位置编码无效'),
});

/** /v1/t0/systemUtilRequest: a URL the server would fetch for the client (refused: see the route). */
export const utilRequestInputSchema = z.object({
  url: lineSchema('地址').min(1, '请填写地址').max(2_000, '地址过长'),
  method: z.enum(['GET', 'POST'], { error: '请求方法无效' }).optional(),
});

/** A work address of the user's company (jobs and interviews point at one). */
export const brandAddressSchema = z.object({
  id: z.number().int(),
  /** A short name (总部, 研发中心). */
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  isDefault: z.boolean(),
});
export type BrandAddress = z.infer<typeof brandAddressSchema>;

/** Addresses a company may keep. */
export const BRAND_ADDRESS_MAX = 20;

export const brandAddressSaveInputSchema = z.object({
  /** Present to change an address, absent to add one. */
  id: idSchema('地址 id 无效').optional(),
  name: lineSchema('地址名称').max(30, '地址名称最多 30 个字').optional().default(''),
  address: lineSchema('地址').trim().min(2, '请填写详细地址').max(200, '地址最多 200 个字'),
  lat: z.number({ error: '纬度无效' }).min(-90, '纬度无效').max(90, '纬度无效').optional(),
  lng: z.number({ error: '经度无效' }).min(-180, '经度无效').max(180, '经度无效').optional(),
  isDefault: z.boolean({ error: 'isDefault 应为真或假' }).optional(),
});
export type BrandAddressSaveInput = z.infer<typeof brandAddressSaveInputSchema>;
export const brandAddressIdInputSchema = z.object({ id: idSchema('地址 id 无效') });
export const brandAddressListSchema = z.object({ list: z.array(brandAddressSchema) });

import { z } from 'zod';
import { idSchema, PG_INT_MAX } from '../../../schemas/fields';
import { APP_ROLES } from '../../../schemas/client-config';
import {
  appSettingSchema,
  colorSchema,
  imageUrlSchema,
  linkSchema,
  pageStyleSchema,
  tabbarSchema,
} from '../../../schemas/design';

/**
 * Shapes of the design calls that schemas/design.ts does not hold yet: the
 * global design (footer, theme tokens, float tooltip) and the inputs of the
 * public and admin calls. The global design and tooltip answers are read by
 * the client too; they belong in schemas/ once the client parses them.
 */

/** A page key: letters, digits, underscores and dashes (like designPageSchema.page). */
export const pageKeySchema = z
  .string({ message: '请指定页面' })
  .trim()
  .min(1, '请指定页面')
  .max(64, '页面标识最多 64 个字符')
  .regex(/^[\w-]+$/, '页面标识只能包含字母、数字、下划线和横线');

/** The footer drawn under pages that show one. */
export const footerSchema = z.object({
  /** Show the footer at all. */
  show: z.boolean().default(true),
  /** Lines of small print: copyright, record numbers. */
  text: z.string().max(500, '页脚文字最多 500 个字').default(''),
  /** Links in a row above the small print. */
  links: z
    .array(z.object({ text: z.string().min(1, '链接文字不能为空').max(20, '链接文字最多 20 个字'), link: linkSchema }))
    .max(10, '页脚链接最多 10 个')
    .default([]),
});
export type Footer = z.infer<typeof footerSchema>;

/** Overrides of THEME_DEFAULTS (schemas/design.ts); absent keys keep the default. */
export const themeTokensSchema = z.object({
  primary: colorSchema.optional(),
  green: colorSchema.optional(),
  red: colorSchema.optional(),
  warning: colorSchema.optional(),
  vip: colorSchema.optional(),
  live: colorSchema.optional(),
  text1: colorSchema.optional(),
  text2: colorSchema.optional(),
  text3: colorSchema.optional(),
  bg: colorSchema.optional(),
});
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

/** One floating tip bubble. */
export const tooltipItemSchema = z.object({
  /** Unique within the list. */
  id: z.string().min(1).max(64).regex(/^[\w-]+$/, '提示 id 只能包含字母、数字、下划线和横线'),
  /** The text of the bubble. */
  text: z.string().min(1, '提示文字不能为空').max(60, '提示文字最多 60 个字'),
  /** A small picture before the text. */
  icon: imageUrlSchema.optional(),
  /** What a tap does. */
  link: linkSchema.optional(),
  /** Page keys where it shows; empty for every page. */
  pages: z.array(pageKeySchema).max(50).default([]),
});
/** Float tooltip configuration (designTooltipGet, admin floatTooltip). */
export const tooltipSchema = z.object({ list: z.array(tooltipItemSchema).max(20, '提示最多 20 条').default([]) });
export type TooltipConfig = z.infer<typeof tooltipSchema>;

/** The global design of a tenant, stored in `design.data` (updatedAt is the row's). */
export const globalDesignSchema = z.object({
  footer: footerSchema.default(footerSchema.parse({})),
  theme: themeTokensSchema.default({}),
  tooltip: tooltipSchema.default({ list: [] }),
});
export type GlobalDesign = z.infer<typeof globalDesignSchema>;

/** The stored app setting: appSettingSchema without updatedAt (that is the row's updated_at). */
export const storedSettingSchema = appSettingSchema.omit({ updatedAt: true });
export type StoredSetting = z.infer<typeof storedSettingSchema>;

// ---------------------------------------------------------------- public inputs

/** An ISO time as a client echoes it back from an earlier answer. */
const updatedAtInput = z.string().max(40).optional();

/** serviceGet takes nothing. */
export const serviceGetInputSchema = z.object({});

export const settingGetInputSchema = z.object({
  updatedAt: updatedAtInput,
  /** Accepted for older clients; the setting always carries design.pageStyle and pageTabbar. */
  design: z.union([z.boolean(), z.number()]).optional(),
});
export const designGetInputSchema = z.object({ updatedAt: updatedAtInput });
export const designPageGetInputSchema = z.object({
  page: pageKeySchema,
  updatedAt: updatedAtInput,
  /** Accepted; every terminal gets the same page today. */
  terminalType: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  /** A signed preview token from design/page/link: answers that revision instead. */
  preview: z.string().max(300).optional(),
});
export const designTooltipGetInputSchema = z.object({
  updatedAt: updatedAtInput,
  /** Only tips shown on this page. */
  page: pageKeySchema.optional(),
});
export const seoGetInputSchema = z.object({
  page: pageKeySchema,
  /** The record of a detail page (job, article, company, live). */
  id: idSchema().optional(),
});

// ---------------------------------------------------------------- admin inputs

/** An image field of the setting: an image URL or empty. */
const imageOrEmpty = z.union([z.literal(''), imageUrlSchema]);

/** Fields of the site's identity an operator edits (config/save). */
export const configFieldsSchema = z.object({
  appName: z.string().trim().min(1, '站点名称不能为空').max(30, '站点名称最多 30 个字'),
  logo: imageOrEmpty,
  logoSquare: imageOrEmpty,
  basePsrn: z.string().max(100),
  baseIcp: z.string().max(100),
  baseLicence: z.string().max(100),
  customerServicePhone: z.string().max(30).regex(/^[\d+\- ]*$/, '客服电话只能包含数字、空格、加号和横线'),
  customerServiceWork: z.string().max(50),
  baseBusinessLicense: imageOrEmpty,
  registerWxacode: imageOrEmpty,
  forgotWxacode: imageOrEmpty,
  wechatQrXcx: imageOrEmpty,
  wechatQrGzg: imageOrEmpty,
  titlePrefix: z.string().max(30, '标题前缀最多 30 个字'),
  /** An internal path or empty. */
  indexPath: z.string().max(200).regex(/^(\/(?!\/)[^\s"'<>]*)?$/, '首页跳转路径必须是以 / 开头的站内路径'),
  avatarDefault: imageOrEmpty,
  avatarDefaultBrand: imageOrEmpty,
});
export const configSaveInputSchema = configFieldsSchema.partial().extend({ appName: configFieldsSchema.shape.appName });

/** A partial update of any setting field (settingUpdate); the merged setting is validated again. */
export const settingUpdateInputSchema = configFieldsSchema.partial().extend({
  design: z.object({ pageStyle: pageStyleSchema.optional() }).optional(),
  pageStyle: pageStyleSchema.optional(),
  pageTabbar: z.record(z.string().regex(/^role\d+$/, '底部导航的键应为 role0、role1 或 role3'), z.object({ opt: tabbarSchema })).optional(),
});
export type SettingPatch = z.infer<typeof settingUpdateInputSchema>;

/** A role of APP_ROLES, as 1 or 'role1'. */
export const roleInputSchema = z
  .union([z.number().int(), z.string().regex(/^(role)?\d+$/)], { message: '角色无效' })
  .transform((r) => (typeof r === 'number' ? r : Number(r.replace('role', ''))))
  .refine((r) => (APP_ROLES as readonly number[]).includes(r), `角色只能是 ${APP_ROLES.join('、')}`);

export const tabbarSaveInputSchema = z.object({ role: roleInputSchema, opt: tabbarSchema });
export const themeInputSchema = z.object({ pageStyle: pageStyleSchema.optional() });
export const footerInputSchema = z.object({ footer: footerSchema.optional() });
export const floatTooltipInputSchema = z.object({ tooltip: tooltipSchema.optional() });
export const designSaveInputSchema = z.object({
  footer: footerSchema.optional(),
  theme: themeTokensSchema.optional(),
  tooltip: tooltipSchema.optional(),
});

export const revisionIdSchema = idSchema('版本 id 无效');
export const pageGetInputSchema = z.object({ page: pageKeySchema, revisionId: revisionIdSchema.optional() });
export const pageSaveInputSchema = z.object({
  page: pageKeySchema,
  /** The page JSON; checked in the service so errors name the node. */
  body: z.unknown(),
  note: z.string().max(200, '备注最多 200 个字').optional(),
  /**
   * The revision the editor started from (null: the built-in default, the page
   * had no revision). When given and the page's newest revision is another one,
   * the save is refused with CODE_CONFLICT (409, 已被他人修改，请重新加载).
   * Absent: no check (scripts, older clients).
   */
  baseRevisionId: revisionIdSchema.nullable().optional(),
});
/** Input of design/page/revisions: the page whose history to list. */
export const pageRevisionsInputSchema = z.object({ page: pageKeySchema });
export type { RevisionListItem } from '../../../schemas/studio';
export const pageRevisionInputSchema = z.object({ page: pageKeySchema, revisionId: revisionIdSchema });
export const pageLinkInputSchema = pageRevisionInputSchema.extend({
  /** Fills `:id` of detail routes (article-detail, job-detail…). */
  id: idSchema().optional(),
});
export const previewInputSchema = z.object({ token: z.string().min(1, '缺少预览令牌').max(300) });

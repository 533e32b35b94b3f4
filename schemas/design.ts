import { z } from 'zod';

/**
 * Design JSON: what operators edit on the server and the runtime draws.
 * Nothing here is ever evaluated as code: conditions are (field, op, value)
 * triples, text is interpolated from data paths only, colours and URLs are
 * checked against allow-lists.
 */

/** The version of stored pages this build writes; older ones are upgraded on read (design-migrations.ts). */
export const DESIGN_SCHEMA_VERSION = 2;

// ---------------------------------------------------------------- safe values

/** #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() with numbers, or 'transparent'. No url(), no expressions. */
export const colorSchema = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|transparent)$/, '颜色格式无效');

/** Links users can follow: http(s), tel, mailto and internal paths. Never javascript: or data:. */
export const SAFE_URL_PATTERN = /^(https?:\/\/[^\s"'<>]+|tel:[+\d\- ]{3,20}|mailto:[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;
export const safeUrlSchema = z.string().max(2000).regex(SAFE_URL_PATTERN, '链接地址不安全或格式无效');

/** Image sources: http(s), internal paths, or data:image of a raster type. */
export const imageUrlSchema = z
  .string()
  .max(200_000)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+)$/, '图片地址无效');

/** A dotted data path such as `user.role` or `item.title`; `__proto__`, `prototype` and `constructor` are refused. */
export const dataPathSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, '数据路径格式无效')
  .refine((p) => !p.split('.').some((k) => k === '__proto__' || k === 'prototype' || k === 'constructor'), '数据路径不允许访问原型');

// ---------------------------------------------------------------- conditions

export const CONDITION_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'exists', 'empty', 'truthy', 'falsy'] as const;

/** A declarative condition: the value at `field` compared with `value` by `op`. */
export const conditionSchema = z.object({
  /** Data path read from the page context (user, route, data). */
  field: dataPathSchema,
  /** Comparison: eq, ne, gt, gte, lt, lte, in, nin, exists, empty, truthy, falsy. */
  op: z.enum(CONDITION_OPS),
  /** What to compare with (a list for in / nin; unused for exists, empty, truthy, falsy). */
  value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]).optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

/** When a node shows: always (true), never (false), one condition, or all / any of several. */
export const visibilitySchema = z.union([
  z.boolean(),
  conditionSchema,
  z.object({ all: z.array(conditionSchema).min(1) }),
  z.object({ any: z.array(conditionSchema).min(1) }),
]);
export type Visibility = z.infer<typeof visibilitySchema>;

// ---------------------------------------------------------------- link objects

/** One async-validator rule, as data (a pattern is a string, compiled by the runtime). */
export const ruleSchema = z.object({
  type: z.enum(['string', 'number', 'boolean', 'integer', 'float', 'array', 'email', 'url', 'hex', 'enum', 'date']).optional(),
  required: z.boolean().optional(),
  /** Regular expression source, at most 200 characters. */
  pattern: z.string().max(200).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  len: z.number().int().optional(),
  enum: z.array(z.union([z.string(), z.number()])).optional(),
  whitespace: z.boolean().optional(),
  /** Shown as a toast when the rule fails. */
  message: z.string().max(100).optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** Values sent or passed on; strings may hold {{path}} placeholders filled from data. */
const templatedRecord = z.record(z.string(), z.unknown());

const linkBase = {
  /** The event that fires the link (click is the only one widgets raise today). */
  event: z.enum(['click', 'load', 'submit']).optional(),
  /** Fields of `data` checked before an API call; the first failure is a toast and the call is aborted. */
  rules: z.record(z.string(), z.union([ruleSchema, z.array(ruleSchema)])).optional(),
};

type LinkShape =
  | ({ type: 'navigate'; h5?: string | undefined; path?: string | undefined; params?: Record<string, unknown> | undefined; replace?: boolean | undefined } & LinkCommon)
  | ({ type: 'api'; api: string; method?: 'POST' | undefined; data?: Record<string, unknown> | undefined; successText?: string | undefined } & LinkCommon)
  | ({ type: 'popup'; path: string; params?: Record<string, unknown> | undefined } & LinkCommon)
  | ({ type: 'copy'; data: { text: string } } & LinkCommon)
  | ({ type: 'call'; data: { phone: string } } & LinkCommon)
  | ({ type: 'login'; params?: { role?: number | undefined; loginType?: string | undefined } | undefined } & LinkCommon)
  | ({ type: 'toast'; data: { text: string } } & LinkCommon)
  | ({ type: 'back' } & LinkCommon);
interface LinkCommon {
  event?: 'click' | 'load' | 'submit' | undefined;
  rules?: Record<string, Rule | Rule[]> | undefined;
  /** The link to run next, with the result of this one in its data as `res`. */
  resLink?: LinkShape | undefined;
}

/**
 * The link object of spec §3 as a discriminated union on `type`. `resLink`
 * chains: the next link runs with this one's result available as `res`.
 */
export const linkSchema: z.ZodType<LinkShape> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      ...linkBase,
      type: z.literal('navigate'),
      /** A full URL opened by the browser (http, https, tel, mailto). */
      h5: safeUrlSchema.optional(),
      /** An internal path; a 'pages/' prefix from older designs is stripped. No scheme, no protocol-relative //. */
      path: z
        .string()
        .max(500)
        .regex(/^(?![a-zA-Z][\w+.-]*:)(?!\/\/)[^\s"'<>]+$/, '页面路径只能是站内路径')
        .optional(),
      /** Query parameters added to the path. */
      params: templatedRecord.optional(),
      /** Replace the current history entry instead of pushing one. */
      replace: z.boolean().optional(),
      resLink: linkSchema.optional(),
    }),
    z.object({
      ...linkBase,
      type: z.literal('api'),
      /** The API path, e.g. /api-user/userFavorites/save. */
      api: z.string().regex(/^\/(api-auth|api-user|api-open|v1)\/[\w\-/]+$/, 'API 路径无效'),
      method: z.literal('POST').optional(),
      /** The payload; strings may hold {{path}} placeholders. */
      data: templatedRecord.optional(),
      /** Toast shown on success. */
      successText: z.string().max(50).optional(),
      resLink: linkSchema.optional(),
    }),
    z.object({
      ...linkBase,
      type: z.literal('popup'),
      /** The popup key registered on the popup manager. */
      path: z.string().min(1).max(100),
      /** Props handed to the popup. */
      params: templatedRecord.optional(),
      resLink: linkSchema.optional(),
    }),
    z.object({ ...linkBase, type: z.literal('copy'), data: z.object({ text: z.string().max(2000) }), resLink: linkSchema.optional() }),
    z.object({ ...linkBase, type: z.literal('call'), data: z.object({ phone: z.string().regex(/^[+\d\- ]{3,20}$/, '电话号码无效') }), resLink: linkSchema.optional() }),
    z.object({
      ...linkBase,
      type: z.literal('login'),
      /** The role the user must hold; without a user or with another role the login popup opens. */
      params: z.object({ role: z.number().int().optional(), loginType: z.string().max(20).optional() }).optional(),
      resLink: linkSchema.optional(),
    }),
    z.object({ ...linkBase, type: z.literal('toast'), data: z.object({ text: z.string().max(100) }), resLink: linkSchema.optional() }),
    z.object({ ...linkBase, type: z.literal('back'), resLink: linkSchema.optional() }),
  ]),
) as z.ZodType<LinkShape>;
export type LinkObject = LinkShape;
export type LinkType = LinkObject['type'];

// ---------------------------------------------------------------- nodes and pages

/** Spacing and surface of a node, as numbers and checked colours (never raw CSS). */
export const nodeStyleSchema = z.object({
  /** Outer spacing in design px (375 wide): top, bottom, left and right. */
  mt: z.number().min(0).max(200).optional(),
  mb: z.number().min(0).max(200).optional(),
  mx: z.number().min(0).max(100).optional(),
  /** Inner spacing in design px. */
  pd: z.number().min(0).max(100).optional(),
  /** Background colour. */
  bg: colorSchema.optional(),
  /** Corner radius in design px. */
  radius: z.number().min(0).max(100).optional(),
});
export type NodeStyle = z.infer<typeof nodeStyleSchema>;

interface NodeShape {
  id: string;
  type: string;
  props?: Record<string, unknown> | undefined;
  link?: LinkObject | undefined;
  visible?: Visibility | undefined;
  style?: NodeStyle | undefined;
  /** Children are parsed one by one too: a bad child is dropped, its siblings stay. */
  children?: unknown[] | undefined;
}

/** One widget on a page. `props` are checked by the widget's own schema when it loads. */
export const nodeSchema: z.ZodType<NodeShape> = z.object({
  /** Unique within the page; keys re-renders and error reports. */
  id: z.string().min(1).max(64).regex(/^[\w-]+$/, '节点 id 只能包含字母、数字、下划线和横线'),
  /** The registered widget type, e.g. banner-swiper. */
  type: z.string().min(1).max(64).regex(/^[a-z][a-z0-9-]*$/, '组件类型格式无效'),
  /** The widget's props. */
  props: z.record(z.string(), z.unknown()).optional(),
  /** What a tap does. */
  link: linkSchema.optional(),
  /** When the node shows (default: always). */
  visible: visibilitySchema.optional(),
  /** Spacing and surface. */
  style: nodeStyleSchema.optional(),
  /** Nested nodes (tabs container and other containers). */
  children: z.array(z.unknown()).max(200).optional(),
});
export type DesignNode = NodeShape;

/** Page style (spec §3 design.pageStyle): colours and background image, turned into CSS variables. */
export const pageStyleSchema = z.object({
  /** Page background colour. */
  bgColor: colorSchema.optional(),
  /** Page background image. */
  bgImage: imageUrlSchema.optional(),
  /** Primary colour (buttons, links, prices). */
  primaryColor: colorSchema.optional(),
  /** Main text colour. */
  textColor: colorSchema.optional(),
  /** Header bar background and text colours. */
  navBgColor: colorSchema.optional(),
  navColor: colorSchema.optional(),
});
export type PageStyle = z.infer<typeof pageStyleSchema>;

/** Route meta carried by a page (app shell: keep-alive, header, layout class). */
export const pageMetaSchema = z.object({
  /** Title shown in the header and the document title (after the site's prefix). */
  title: z.string().max(50).optional(),
  /** Show the mobile header bar. */
  header: z.boolean().optional(),
  /** Keep the page mounted when navigating away. */
  keepAlive: z.boolean().optional(),
  /** An extra class name for the page (letters, digits, dashes). */
  className: z.string().regex(/^[\w-]*$/).max(50).optional(),
});

/**
 * A design page. `nodes` and popup nodes are kept unparsed here on purpose:
 * the loader parses each node on its own, so one bad node is dropped and
 * reported while the rest of the page renders.
 */
export const designPageSchema = z.object({
  schemaVersion: z.literal(DESIGN_SCHEMA_VERSION),
  /** The page key, e.g. home, job-detail, diy-spring-fair. */
  page: z.string().min(1).max(64).regex(/^[\w-]+$/),
  /** Changes on every publish; clients cache by it. */
  updatedAt: z.string(),
  meta: pageMetaSchema.optional(),
  style: pageStyleSchema.optional(),
  nodes: z.array(z.unknown()).max(1000),
  /** Design-driven popups of this page, by key: each is a list of nodes. */
  popups: z.record(z.string(), z.array(z.unknown()).max(200)).optional(),
});
export type DesignPage = z.infer<typeof designPageSchema>;

// ---------------------------------------------------------------- tab bar

/** One tab bar item (spec §3). */
export const tabbarItemSchema = z.object({
  /** Label under the icon. */
  text: z.string().max(8),
  /** Where it goes; `h5` is the internal path the bar matches against (or an http(s) URL; never javascript:). */
  link: z.object({ h5: z.string().max(500).regex(/^(\/(?!\/)|pages\/|https?:\/\/)[^\s"'<>]*$/, '标签链接只能是站内路径或 http(s) 地址') }),
  /** Font icon name (iconType 1) shown when inactive and active. */
  icon: z.string().max(40).optional(),
  icon1: z.string().max(40).optional(),
  /** Images (iconType 2) when inactive and active. */
  img0: imageUrlSchema.optional(),
  img1: imageUrlSchema.optional(),
  /** Active only on an exact path match (not on sub-paths). */
  justActive: z.boolean().optional(),
  /** Badge: 0 none, 1 dot, 2 count (capped at 99+). */
  infoType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Which count feeds the badge, e.g. unread. */
  infoKey: z.string().max(40).optional(),
});
export type TabbarItem = z.infer<typeof tabbarItemSchema>;

/** Tab bar configuration (spec §3). */
export const tabbarSchema = z.object({
  /** 0 bottom bar, 1 floating bar, 2 side menu. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Visual theme 0–4. */
  theme: z.number().int().min(0).max(4).default(0),
  /** Background images for the type-theme pairs 0-3, 0-4, 1-3 and 1-4. */
  bgImages: z.partialRecord(z.enum(['0-3', '0-4', '1-3', '1-4']), imageUrlSchema).optional(),
  /** Horizontal and vertical padding (floating bar). */
  pdX: z.number().min(0).max(60).default(12),
  pdY: z.number().min(0).max(60).default(8),
  bgColor: colorSchema.default('#ffffff'),
  radius: z.number().min(0).max(60).default(0),
  /** Centre button height and radius. */
  btnHei: z.number().min(20).max(120).default(48),
  btnRadius: z.number().min(0).max(60).default(24),
  lineColor: colorSchema.default('#eeeeee'),
  color: colorSchema.default('#6b7079'),
  activeColor: colorSchema.default('#1677ff'),
  /** Colour of the centre button's label. */
  replaceColor: colorSchema.optional(),
  /** Side menu colours, text and icon. */
  menuBgColor: colorSchema.optional(),
  menuColor: colorSchema.optional(),
  menuText: z.string().max(10).optional(),
  menuIcon: z.string().max(40).optional(),
  /** Side menu opened at start (type 2). */
  open: z.boolean().optional(),
  /** 1 font icons, 2 images. */
  iconType: z.union([z.literal(1), z.literal(2)]).default(1),
  /** Default badge settings for items that set none. */
  infoType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  infoKey: z.string().max(40).optional(),
  list: z.array(tabbarItemSchema).max(7),
});
export type TabbarConfig = z.infer<typeof tabbarSchema>;

// ---------------------------------------------------------------- app setting

/**
 * serviceGet (/api-auth/app/serviceGet, /v1/t0/systemAppServiceGet): how users
 * reach the site's customer service — the hotline and its hours, and the
 * official-account and mini-program QR codes — from the app setting, for the
 * help and contact screens that need only this.
 */
export const customerServiceSchema = z.object({
  phone: z.string(),
  work: z.string(),
  wechatQrGzg: z.string(),
  wechatQrXcx: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** The tenant's app setting (spec §3). */
export const appSettingSchema = z.object({
  appName: z.string().max(30),
  logo: z.string().default(''),
  logoSquare: z.string().default(''),
  /** Changes on every save; clients cache by it. */
  updatedAt: z.string(),
  basePsrn: z.string().default(''),
  baseIcp: z.string().default(''),
  baseLicence: z.string().default(''),
  customerServicePhone: z.string().default(''),
  customerServiceWork: z.string().default(''),
  baseBusinessLicense: z.string().default(''),
  registerWxacode: z.string().default(''),
  forgotWxacode: z.string().default(''),
  wechatQrXcx: z.string().default(''),
  wechatQrGzg: z.string().default(''),
  /** Prefix of every page title. */
  titlePrefix: z.string().max(30).default(''),
  /** Path that / redirects to, when set. */
  indexPath: z.string().max(200).default(''),
  /** Mobile lock (spec §2): desktop browsers go to `desktopUrl` instead of the mobile pages. */
  mobileLock: z.boolean().default(false),
  /** The desktop site (http or https), used by the mobile lock. */
  desktopUrl: z.union([z.literal(''), z.string().regex(/^https?:\/\/[^\s"'<>]+$/, '桌面站地址应为 http(s) 链接')]).default(''),
  design: z.object({ pageStyle: pageStyleSchema.optional() }).default({}),
  /** Older settings keep the page style at the top level. */
  pageStyle: pageStyleSchema.optional(),
  /** Tab bars keyed role0, role1, role3. */
  pageTabbar: z.record(z.string().regex(/^role\d+$/), z.object({ opt: tabbarSchema })).default({}),
  avatarDefault: z.string().default(''),
  avatarDefaultBrand: z.string().default(''),
});
export type AppSetting = z.infer<typeof appSettingSchema>;

/** Theme defaults (spec §3): page styles and designs override them. */
export const THEME_DEFAULTS = {
  primary: '#1677ff',
  green: '#00b578',
  red: '#ff3141',
  warning: '#ff8f1f',
  vip: '#d8a657',
  live: '#ff4d6a',
  text1: '#1f2329',
  text2: '#646a73',
  text3: '#6b7079',
  bg: '#f4f5f7',
} as const;

/** Design width (spec §9): 375 px wide equals 750 rpx. */
export const DESIGN_WIDTH_PX = 375;
export const DESIGN_WIDTH_RPX = 750;

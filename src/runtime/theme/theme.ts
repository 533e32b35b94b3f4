import {
  DESIGN_WIDTH_PX,
  DESIGN_WIDTH_RPX,
  THEME_DEFAULTS,
  colorSchema,
  imageUrlSchema,
  type AppSetting,
  type PageStyle,
} from '../../../schemas/design';

/** The CSS variables the theme owns; widgets and the app read these, never the design JSON. */
export const THEME_VARS = {
  primary: '--rm-color-primary',
  green: '--rm-color-green',
  red: '--rm-color-red',
  warning: '--rm-color-warning',
  vip: '--rm-color-vip',
  live: '--rm-color-live',
  text1: '--rm-text-1',
  text2: '--rm-text-2',
  text3: '--rm-text-3',
  bg: '--rm-bg',
  bgImage: '--rm-page-bg-image',
  navBg: '--rm-nav-bg',
  navColor: '--rm-nav-color',
  /** Text in the primary colour: readableTextColor of `primary`, derived, never set by a design. */
  primaryText: '--rm-color-primary-text',
} as const;

/** Header bar colours when no page style names them (not in spec §3's defaults: a white bar with main text). */
export const NAV_DEFAULTS = { bg: '#ffffff', color: THEME_DEFAULTS.text1 } as const;

/**
 * A colour that may go into CSS, or undefined. Values reach here already
 * parsed, but they also come from cached settings and hand-built props: the
 * check is repeated so nothing but a colour (no `;`, no url(), no
 * expression()) is ever written into a style.
 */
export function safeColor(value: unknown): string | undefined {
  const r = colorSchema.safeParse(value);
  return r.success ? r.data : undefined;
}

/** The light tint tags and chips draw primary-coloured text on (e.g. a job's tags). */
export const PRIMARY_TINT = '#e8f1ff';
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

function rgbOf(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    if (full.length !== 6) return null;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(color);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])].map((v) => Math.min(255, v)) as [number, number, number] : null;
}

const TINT_RGB = rgbOf(PRIMARY_TINT)!;

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The colour for text in the tenant's primary colour: the colour itself when small text in it reads on
 * white and on the primary tint (4.5:1), else the same hue darkened just enough. Blue #1677ff is 4.1:1 on
 * white; its text colour is #1368e0. Fills and icons keep the tenant's exact colour.
 */
export function readableTextColor(color: string): string {
  const rgb = rgbOf(color);
  if (!rgb) return color;
  let c = rgb;
  for (let i = 0; i < 40 && contrastRatio(c, TINT_RGB) < MIN_TEXT_CONTRAST; i++) c = c.map((v) => Math.floor(v * 0.96)) as [number, number, number];
  if (c === rgb) return color;
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `url("…")` for an allow-listed image source (imageUrlSchema), or undefined.
 * The schema already refuses quotes and spaces; escaping them again keeps the
 * value a single CSS string even if the schema is ever loosened.
 */
export function cssUrl(value: unknown): string | undefined {
  const r = imageUrlSchema.safeParse(value);
  if (!r.success) return undefined;
  const escaped = r.data.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, '');
  return `url("${escaped}")`;
}

/** Design px (375 wide) for a length given in rpx (750 wide): rpx(750) is the full design width. */
export function rpxToPx(n: number): number {
  return (n * DESIGN_WIDTH_PX) / DESIGN_WIDTH_RPX;
}

/** A CSS length for a length in rpx, e.g. rpx(110) → '55px'. */
export function rpx(n: number): string {
  return `${rpxToPx(n)}px`;
}

type StyleSource = Partial<Pick<AppSetting, 'design' | 'pageStyle'>>;

/**
 * The page style in force for a tenant: the legacy top-level `pageStyle` of
 * older settings, overlaid by `design.pageStyle` where both set a field.
 */
function settingPageStyle(setting: StyleSource | null | undefined): PageStyle {
  return { ...(setting?.pageStyle ?? {}), ...(setting?.design?.pageStyle ?? {}) };
}

/** Overlays one page style's checked values on the variables; a bad value leaves the previous one in force. */
function apply(vars: Record<string, string>, style: PageStyle | null | undefined): void {
  if (!style) return;
  const primary = safeColor(style.primaryColor);
  if (primary) vars[THEME_VARS.primary] = primary;
  const text = safeColor(style.textColor);
  if (text) vars[THEME_VARS.text1] = text;
  const bg = safeColor(style.bgColor);
  if (bg) vars[THEME_VARS.bg] = bg;
  const image = cssUrl(style.bgImage);
  if (image) vars[THEME_VARS.bgImage] = image;
  const navBg = safeColor(style.navBgColor);
  if (navBg) vars[THEME_VARS.navBg] = navBg;
  const navColor = safeColor(style.navColor);
  if (navColor) vars[THEME_VARS.navColor] = navColor;
}

/**
 * CSS variables for a page: THEME_DEFAULTS, then the tenant's page style
 * (design.pageStyle, or the legacy top-level pageStyle), then the page's own
 * style. antd-mobile's own variables follow ours so its buttons and badges
 * wear the tenant's colours.
 */
export function themeVariables(setting?: StyleSource | null, page?: PageStyle | null): Record<string, string> {
  const vars: Record<string, string> = {
    [THEME_VARS.primary]: THEME_DEFAULTS.primary,
    [THEME_VARS.green]: THEME_DEFAULTS.green,
    [THEME_VARS.red]: THEME_DEFAULTS.red,
    [THEME_VARS.warning]: THEME_DEFAULTS.warning,
    [THEME_VARS.vip]: THEME_DEFAULTS.vip,
    [THEME_VARS.live]: THEME_DEFAULTS.live,
    [THEME_VARS.text1]: THEME_DEFAULTS.text1,
    [THEME_VARS.text2]: THEME_DEFAULTS.text2,
    [THEME_VARS.text3]: THEME_DEFAULTS.text3,
    [THEME_VARS.bg]: THEME_DEFAULTS.bg,
    [THEME_VARS.bgImage]: 'none',
    [THEME_VARS.navBg]: NAV_DEFAULTS.bg,
    [THEME_VARS.navColor]: NAV_DEFAULTS.color,
  };
  apply(vars, settingPageStyle(setting));
  apply(vars, page);
  // Literal values, not var(): a variable referring to another resolves where it is declared, not where it is read.
  // Text in the primary colour, and antd-mobile's primary (its buttons carry white text, its links are text): readable.
  const primaryText = readableTextColor(vars[THEME_VARS.primary] ?? THEME_DEFAULTS.primary);
  vars[THEME_VARS.primaryText] = primaryText;
  vars['--adm-color-primary'] = primaryText;
  vars['--adm-color-success'] = vars[THEME_VARS.green] ?? THEME_DEFAULTS.green;
  vars['--adm-color-danger'] = vars[THEME_VARS.red] ?? THEME_DEFAULTS.red;
  vars['--adm-color-warning'] = vars[THEME_VARS.warning] ?? THEME_DEFAULTS.warning;
  vars['--adm-color-text'] = vars[THEME_VARS.text1] ?? THEME_DEFAULTS.text1;
  return vars;
}

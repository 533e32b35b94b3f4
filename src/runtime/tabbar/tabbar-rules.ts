import { SAFE_URL_PATTERN, type AppSetting, type TabbarConfig, type TabbarItem } from '../../../schemas/design';
import { BADGE_CAP, BADGE_OVERFLOW, TABBAR_HEIGHT } from '../constants';

// Named once in the constants module; re-exported for the tab bar's users.
export { BADGE_CAP, BADGE_OVERFLOW, TABBAR_HEIGHT };

/** What badgeText returns for infoType 1: the component draws a dot, not text. */
export const BADGE_DOT = 'dot';
/** The type-theme pairs that carry a background image (spec §3). */
export const BG_IMAGE_PAIRS = ['0-3', '0-4', '1-3', '1-4'] as const;

export type BadgeText = '' | typeof BADGE_DOT | typeof BADGE_OVERFLOW | `${number}`;
type BgImagePair = (typeof BG_IMAGE_PAIRS)[number];

/** Where a tab goes: an internal path (matched and routed), an allowed external URL, or nowhere. */
export type TabTarget =
  | { kind: 'internal'; path: string; query: Record<string, string>; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Reads a tab's link.h5. Internal paths lose an old 'pages/' prefix (spec §2)
 * and a trailing slash; external URLs must pass SAFE_URL_PATTERN, so a
 * `javascript:` link is never rendered as an href.
 */
export function tabTarget(h5: string): TabTarget {
  const raw = h5.trim();
  if (!raw) return { kind: 'none' };
  if (SCHEME.test(raw) || raw.startsWith('//')) {
    return SAFE_URL_PATTERN.test(raw) && !raw.startsWith('//') ? { kind: 'external', href: raw } : { kind: 'none' };
  }
  const [beforeHash = ''] = raw.split('#');
  const q = beforeHash.indexOf('?');
  const pathPart = q === -1 ? beforeHash : beforeHash.slice(0, q);
  const search = q === -1 ? '' : beforeHash.slice(q + 1);
  const path = `/${pathPart.replace(/^\/+/, '').replace(/^pages\//, '')}`.replace(/\/+$/, '') || '/';
  const query = Object.fromEntries(new URLSearchParams(search));
  const href = path + (search ? `?${search}` : '');
  if (!SAFE_URL_PATTERN.test(href)) return { kind: 'none' };
  return { kind: 'internal', path, query, href };
}

function segments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
}

/**
 * The tab bar for a role: `pageTabbar['role' + role]`, falling back to role0
 * (a visitor has no role and counts as 0). Null when the tenant has none.
 */
export function pickTabbar(setting: Partial<Pick<AppSetting, 'pageTabbar'>> | null | undefined, role?: number | null): TabbarConfig | null {
  const bars = setting?.pageTabbar;
  if (!bars) return null;
  const own = Object.hasOwn(bars, `role${role ?? 0}`) ? bars[`role${role ?? 0}`] : undefined;
  const fallback = Object.hasOwn(bars, 'role0') ? bars.role0 : undefined;
  return own?.opt ?? fallback?.opt ?? null;
}

/**
 * The index of the active tab for a location (a pathname, optionally with
 * `?search`), or -1. An item with justActive matches its path exactly; others
 * also match below it by whole segments ('/job' matches '/job/12', not
 * '/jobs'). '/' only ever matches itself, or it would claim every page. The
 * deepest match wins, an exact one before a prefix one; an item whose link
 * carries a query matches only when the location has those values.
 */
export function matchTab(list: readonly TabbarItem[], location: string): number {
  const [here = ''] = location.split('#');
  const q = here.indexOf('?');
  const herePath = segments(q === -1 ? here : here.slice(0, q));
  const hereQuery = new URLSearchParams(q === -1 ? '' : here.slice(q + 1));
  let best = -1;
  let bestScore = -1;
  list.forEach((item, i) => {
    const t = tabTarget(item.link.h5);
    if (t.kind !== 'internal') return;
    const keys = Object.keys(t.query);
    if (!keys.every((k) => hereQuery.get(k) === t.query[k])) return;
    const own = segments(t.path);
    const isPrefix = own.length <= herePath.length && own.every((s, j) => herePath[j] === s);
    if (!isPrefix) return;
    const exact = own.length === herePath.length;
    if (!exact && (item.justActive || own.length === 0)) return;
    const score = (own.length * 2 + (exact ? 1 : 0)) * 100 + keys.length;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** The bar shows only on the pages it links to (spec §2 layout rules). */
export function shouldShowTabbar(config: TabbarConfig | null | undefined, location: string): boolean {
  return !!config && config.list.length > 0 && matchTab(config.list, location) !== -1;
}

/** A raised centre button when the item count is odd and the bar is a bottom or floating one (spec §2). */
export function hasCentreButton(config: Pick<TabbarConfig, 'type' | 'list'>): boolean {
  return (config.type === 0 || config.type === 1) && config.list.length % 2 === 1;
}

/** The centre item's index, or -1 without a centre button. */
export function centreIndex(config: Pick<TabbarConfig, 'type' | 'list'>): number {
  return hasCentreButton(config) ? (config.list.length - 1) / 2 : -1;
}

/**
 * A badge for a count: '' for none (infoType 0, or nothing to count), a dot
 * for infoType 1, the number for infoType 2 capped at '99+'.
 */
export function badgeText(infoType: number | undefined, count: number | undefined): BadgeText {
  const n = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 0) return '';
  if (infoType === 1) return BADGE_DOT;
  if (infoType === 2) return n > BADGE_CAP ? BADGE_OVERFLOW : `${n}`;
  return '';
}

/** An item's badge: its own infoType/infoKey, else the bar's defaults, fed from counts[infoKey]. */
export function itemBadge(
  config: Pick<TabbarConfig, 'infoType' | 'infoKey'>,
  item: TabbarItem,
  counts: Readonly<Record<string, number | undefined>> | undefined,
): BadgeText {
  const infoType = item.infoType ?? config.infoType ?? 0;
  const key = item.infoKey ?? config.infoKey;
  const count = key && counts && Object.hasOwn(counts, key) ? counts[key] : undefined;
  return badgeText(infoType, count);
}

/** The bar's background image: only for the type-theme pairs 0-3, 0-4, 1-3 and 1-4. */
export function bgImageFor(config: Pick<TabbarConfig, 'type' | 'theme' | 'bgImages'>): string | undefined {
  const pair = `${config.type}-${config.theme}`;
  if (!(BG_IMAGE_PAIRS as readonly string[]).includes(pair)) return undefined;
  return config.bgImages?.[pair as BgImagePair];
}

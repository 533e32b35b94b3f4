import {
  KEEP_ALIVE_PAGES,
  PAGES_WITH_HEADER,
  PAGES_WITHOUT_DESKTOP_SIDEBAR,
  PAGES_WITHOUT_MOBILE_HEADER,
} from '../../runtime/constants';

/**
 * Layout rules of spec §2. The spec names pages as the old site did (index,
 * news, company-brand…); the app names them by design page key. A key may
 * carry more than one spec name (article-list is both 'article-list' and a
 * 'news' page). Keys not listed here are their own spec name.
 */
const SPEC_NAMES: Readonly<Record<string, readonly string[]>> = {
  home: ['index'],
  article: ['news'],
  'article-list': ['article-list', 'news'],
  'article-detail': ['news'],
  'brand-channel': ['company-brand'],
  'account-login': ['login'],
};

export function specNames(pageKey: string): readonly string[] {
  return SPEC_NAMES[pageKey] ?? [pageKey];
}

const inList = (list: readonly string[], pageKey: string) => specNames(pageKey).some((n) => list.includes(n));

/** What the frame does around one route, from the spec's lists. */
export interface RouteLayout {
  /** Kept mounted (scroll and state) when navigating away. */
  keepAlive: boolean;
  /** Always shows the header bar, whatever the page meta says. */
  forceHeader: boolean;
  /** May show a mobile header at all (false for index, me, message…). */
  mobileHeader: boolean;
  /** Shows the desktop sidebar on wide screens. */
  desktopSidebar: boolean;
}

export function routeLayout(pageKey: string): RouteLayout {
  return {
    keepAlive: inList(KEEP_ALIVE_PAGES, pageKey),
    forceHeader: inList(PAGES_WITH_HEADER, pageKey),
    mobileHeader: !inList(PAGES_WITHOUT_MOBILE_HEADER, pageKey),
    desktopSidebar: !inList(PAGES_WITHOUT_DESKTOP_SIDEBAR, pageKey),
  };
}

/**
 * Which header a page gets:
 * - 'bar': a sticky bar with a back arrow and the title, when the page is
 *   listed as having a header or its meta says `header: true`;
 * - 'scroll-title': a page whose meta turns the header off still gets a slim
 *   title bar once scrolled past SCROLL_TITLE_THRESHOLD, so the title stays
 *   readable on long pages;
 * - 'none': pages listed without the mobile header, and pages that draw their
 *   own header (login, forms).
 */
export type HeaderMode = 'bar' | 'scroll-title' | 'none';

export function headerMode(layout: RouteLayout, meta: { header?: boolean | undefined } | null, ownHeader = false): HeaderMode {
  if (ownHeader || !layout.mobileHeader) return 'none';
  if (layout.forceHeader || meta?.header === true) return 'bar';
  return meta?.header === false ? 'scroll-title' : 'none';
}

/** The bits of `window` the desktop check reads (a fake in tests). */
export interface BrowserTraits {
  innerWidth: number;
  navigator: { maxTouchPoints: number; userAgent: string };
  matchMedia?: ((q: string) => { matches: boolean }) | undefined;
}

/** Below this width a screen is treated as a phone or tablet whatever its pointer. */
export const DESKTOP_MIN_WIDTH = 768;
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

/** A desktop browser: no touch, a fine pointer, a wide viewport and no mobile user agent. */
export function isDesktopBrowser(w: BrowserTraits): boolean {
  if (MOBILE_UA.test(w.navigator.userAgent)) return false;
  if (w.navigator.maxTouchPoints > 0) return false;
  if (w.matchMedia && !w.matchMedia('(pointer: fine)').matches) return false;
  return w.innerWidth >= DESKTOP_MIN_WIDTH;
}

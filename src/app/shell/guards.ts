import { routeLayout, type RouteLayout } from './layout';

/*
 * Route guards and named middleware (spec §2). A guard returns or throws a
 * tagged redirect value (TanStack Router's redirect()/isRedirect(), see
 * CONVENTIONS.md); any `catch` on the way re-throws it. The router glue
 * (route-loader.ts) turns the values into react-router redirects and error
 * responses, so guards never import the router and are tested with fakes.
 */

// ---------------------------------------------------------------- tagged values

export interface Redirect {
  readonly kind: 'redirect';
  readonly to: string;
}

export function redirectTo(to: string): Redirect {
  return { kind: 'redirect', to };
}

export function isRedirect(x: unknown): x is Redirect {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'redirect' && typeof (x as { to?: unknown }).to === 'string';
}

/** A route error with an HTTP-like status: the error page shows it (404 gets a link home). */
export interface RouteHttpError {
  readonly kind: 'http-error';
  readonly status: number;
  readonly message: string;
}

export function httpError(status: number, message: string): RouteHttpError {
  return { kind: 'http-error', status, message };
}

export function isHttpError(x: unknown): x is RouteHttpError {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'http-error' && typeof (x as { status?: unknown }).status === 'number';
}

// ---------------------------------------------------------------- what guards see

/** The session as guards see it (runtime's Session, or a fake). */
export interface GuardSession {
  state(): { user: unknown; token: string | null; loginPending: boolean };
  /** Restores the user from the stored authorization value, silently; false on failure. */
  restore(): Promise<boolean>;
}

/** Route meta copied into shared state by route-before (spec §2 global guard). */
export interface RouteState {
  pageKey: string;
  layout: RouteLayout;
  /** Class of the page frame: `page--<key>`. */
  className: string;
}

export interface GuardContext {
  pathname: string;
  search: string;
  /** The path the user is leaving, or null on the first page. */
  from: string | null;
  /** The page key of the matched route ('' for an unmatched path). */
  pageKey: string;
  session: GuardSession;
  /** The configured index path of the app setting ('' when none). */
  indexPath(): Promise<string>;
  /** Opens the login popup once the navigation has settled. */
  openLoginPopup(): void;
  /** Shared route state (the frame reads it). */
  setRouteState(state: RouteState): void;
  /** Whether a path is one of the app's routes (for import-redirect). */
  isKnownPath(path: string): boolean;
}

export type GuardResult = Redirect | undefined;
export type Middleware = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

// ---------------------------------------------------------------- rules

/** A user is held, a login is under way, or a stored authorization value restores one. */
async function isAuthenticated(ctx: GuardContext): Promise<boolean> {
  const s = ctx.session.state();
  if (s.user || s.loginPending) return true;
  if (!s.token) return false;
  return ctx.session.restore();
}

/** Only site-internal paths are followed (no scheme, no //host). */
const INTERNAL_PATH = /^\/(?!\/)[^\s\\]*$/;

async function heldIndexPath(ctx: GuardContext): Promise<string | null> {
  if (ctx.pathname !== '/') return null;
  // A preview link of the home page must show the home page.
  if (new URLSearchParams(ctx.search).has('preview')) return null;
  const p = (await ctx.indexPath()).trim();
  return p && p !== '/' && INTERNAL_PATH.test(p) ? p : null;
}

/** The login page that returns to `path` once the user has logged in. */
export function loginPageFor(path: string): string {
  return `/account/login?redirect=${encodeURIComponent(path)}`;
}

/** Where the login page goes after a login: the `redirect` it was given when it is a site path, else home. */
export function afterLoginPath(search: string, home = '/'): string {
  const to = new URLSearchParams(search).get('redirect') ?? '';
  return INTERNAL_PATH.test(to) && !/^\/(account\/)?login\b/.test(to) ? to : home;
}

/** Prefix of paths from the old uni-app build (`/pages/me` → `/me`); navigation helpers strip it too. */
const PAGES_PREFIX = /^\/pages(?=\/)/;

export const MIDDLEWARE = {
  /** Global guard: copies the route meta (layout lists, class) into shared state. */
  'route-before': (ctx) => {
    ctx.setRouteState({ pageKey: ctx.pageKey, layout: routeLayout(ctx.pageKey), className: ctx.pageKey ? `page--${ctx.pageKey}` : '' });
    return undefined;
  },

  /** Old-app paths with the `pages/` prefix go to the route of the same name; unknown ones home. */
  'import-redirect': (ctx) => {
    if (!PAGES_PREFIX.test(ctx.pathname)) return undefined;
    const stripped = ctx.pathname.replace(PAGES_PREFIX, '');
    return redirectTo(ctx.isKnownPath(stripped) ? stripped + ctx.search : '/');
  },

  /** Path exactly / with a configured index path: go there. */
  indexPathHandle: async (ctx) => {
    const p = await heldIndexPath(ctx);
    return p ? redirectTo(p) : undefined;
  },

  /**
   * Authentication guard: no logged-in state and no pending auth → the account
   * login page, which comes back here after the login (`?redirect=`).
   */
  authenticated: async (ctx) => ((await isAuthenticated(ctx)) ? undefined : redirectTo(loginPageFor(ctx.pathname + ctx.search))),

  /**
   * Login-popup guard: on / an index path held goes there; otherwise a visitor
   * who is not authenticated gets the login popup and goes back to the page
   * they came from, or /.
   */
  accountAuthenticated: async (ctx) => {
    const p = await heldIndexPath(ctx);
    if (p) return redirectTo(p);
    if (await isAuthenticated(ctx)) return undefined;
    // Opened directly (a link from outside, a reload): there is no page to show the popup over, so the
    // login page asks and comes back; bouncing home without a prompt left the visitor wondering.
    if (!ctx.from || ctx.from === ctx.pathname + ctx.search) return redirectTo(loginPageFor(ctx.pathname + ctx.search));
    ctx.openLoginPopup();
    return redirectTo(ctx.from);
  },

  /**
   * Guest-only guard: authenticated → /; a stored authorization value restores
   * the session silently and goes to /; if that fails the visitor stays.
   */
  notAuthenticated: async (ctx) => {
    const s = ctx.session.state();
    if (s.user) return redirectTo('/');
    if (s.token && (await ctx.session.restore())) return redirectTo('/');
    return undefined;
  },
} satisfies Record<string, Middleware>;

export type MiddlewareName = keyof typeof MIDDLEWARE;

export function isMiddlewareName(name: string): name is MiddlewareName {
  return Object.hasOwn(MIDDLEWARE, name);
}

/** Run on every route before the route's own middleware (spec §2 global guard). */
export const GLOBAL_MIDDLEWARE: readonly MiddlewareName[] = ['route-before', 'import-redirect', 'indexPathHandle'];

/**
 * Runs named middleware in order. The first redirect wins (returned or
 * thrown); an unknown name is a programming error shown as the 500 page
 * before anything runs; any other error propagates.
 */
export async function runMiddleware(names: readonly string[], ctx: GuardContext): Promise<Redirect | null> {
  const unknown = names.find((n) => !isMiddlewareName(n));
  if (unknown !== undefined) throw httpError(500, `unknown middleware "${unknown}"`);
  for (const name of names as readonly MiddlewareName[]) {
    try {
      const r = await MIDDLEWARE[name](ctx);
      if (isRedirect(r)) return r;
    } catch (e) {
      if (isRedirect(e)) return e;
      throw e;
    }
  }
  return null;
}

/**
 * Middleware of each page, by design page key (spec §2 names them, not which
 * page uses which; this is the app's choice): personal data pages need a
 * logged-in user, application records open the login popup instead, and the
 * login pages are for guests only.
 */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, readonly MiddlewareName[]>> = {
  'my-base-info': ['authenticated'],
  'my-expect': ['authenticated'],
  'my-test': ['authenticated'],
  'my-settings': ['authenticated'],
  'my-real-name': ['authenticated'],
  'my-shield': ['authenticated'],
  register: ['authenticated'],
  'switch-role': ['authenticated'],
  'resume-resume': ['authenticated'],
  'vip-supplement': ['authenticated'],
  'vip-my-rights': ['authenticated'],
  'vip-my-assets-package': ['authenticated'],
  'wallet-flow-detail': ['authenticated'],
  'job-manage': ['authenticated'],
  'job-edit': ['authenticated'],
  'my-favorites': ['authenticated'],
  'favorites-me': ['authenticated'],
  'my-viewers': ['authenticated'],
  'my-company-members': ['authenticated'],
  chat: ['authenticated'],
  'resume-submit': ['accountAuthenticated'],
  'resume-submit-detail': ['accountAuthenticated'],
  'resume-submit-finished': ['accountAuthenticated'],
  'job-received': ['accountAuthenticated'],
  'my-notices': ['accountAuthenticated'],
  login: ['notAuthenticated'],
  'account-login': ['notAuthenticated'],
  forgot: ['notAuthenticated'],
};

export function middlewareOf(pageKey: string): readonly string[] {
  return [...GLOBAL_MIDDLEWARE, ...(ROUTE_MIDDLEWARE[pageKey] ?? [])];
}

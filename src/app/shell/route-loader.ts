import { data, replace, type LoaderFunction } from 'react-router-dom';
import { isHttpError, isRedirect, middlewareOf, runMiddleware, type GuardContext, type GuardSession, type Redirect } from './guards';
import type { ShellStore } from './shell-store';

/** What route loaders need from the app: made once in app.tsx. */
export interface GuardEnv {
  session: GuardSession;
  indexPath(): Promise<string>;
  /** Opens the login popup (after the navigation settles). */
  openLoginPopup(): void;
  store: ShellStore;
  isKnownPath(path: string): boolean;
  /** The path currently shown (null before the first page). */
  currentPath(): string | null;
}

function toResponse(r: Redirect): Response {
  // A guard's redirect replaces the refused entry: Back must not land on it again.
  return replace(r.to);
}

async function guard(env: GuardEnv, request: Request, pageKey: string, names: readonly string[]): Promise<Redirect | null> {
  const url = new URL(request.url);
  const ctx: GuardContext = {
    pathname: url.pathname,
    search: url.search,
    from: env.currentPath(),
    pageKey,
    session: env.session,
    indexPath: () => env.indexPath(),
    openLoginPopup: () => env.openLoginPopup(),
    setRouteState: (s) => env.store.set(s),
    isKnownPath: (p) => env.isKnownPath(p),
  };
  try {
    return await runMiddleware(names, ctx);
  } catch (e) {
    if (isRedirect(e)) return e;
    // The error page reads the status (an unknown middleware is a 500).
    if (isHttpError(e)) throw data(e.message, { status: e.status, statusText: e.message });
    throw e;
  }
}

/** The loader of a page's route: global middleware, then the page's own (guards.ts ROUTE_MIDDLEWARE). */
export function guardLoader(env: GuardEnv, pageKey: string, names: readonly string[] = middlewareOf(pageKey)): LoaderFunction {
  return async ({ request }) => {
    const r = await guard(env, request, pageKey, names);
    if (r) throw toResponse(r);
    return null;
  };
}

/** The loader of unmatched paths: an old-app path goes to its route, anything else to / (spec §2). */
export function unmatchedLoader(env: GuardEnv): LoaderFunction {
  return async ({ request }) => {
    const r = await guard(env, request, '', ['route-before', 'import-redirect']);
    throw toResponse(r ?? { kind: 'redirect', to: '/' });
  };
}

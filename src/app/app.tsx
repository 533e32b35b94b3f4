import { DotLoading } from 'antd-mobile';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppSetting } from '../../schemas/design';
import { DESIGN_PAGE_DEFS, DIY_ROUTE } from '../../schemas/pages';
import { collectTypes } from '../runtime/design/loader';
import { MSG_LOGIN_NOT_MOUNTED, POPUP_LOGIN } from '../runtime/constants';
import { PopupProvider, showTopToast, type PopupManager } from '../runtime/popups';
import { RuntimeProvider, type Runtime } from '../runtime/runtime';
import { DesignAppProvider, type DesignApp } from './design/design-app';
import { DesignRoute } from './design/design-route';
import { routePattern } from './paths';
import { browserChunkReloader, installChunkFailureListeners } from './shell/chunk-reload';
import { browserErrorReporter, installErrorReporter } from './shell/error-report';
import { RouteErrorPage } from './shell/error-page';
import type { GuardSession } from './shell/guards';
import { PageFrame } from './shell/page-frame';
import { createChunkPrefetch } from './shell/chunk-prefetch';
import { createPrefetcher } from './shell/prefetch';
import { guardLoader, unmatchedLoader, type GuardEnv } from './shell/route-loader';
import { Shell, ShellFallback, type RouteHandle } from './shell/shell';
import { ShellServicesContext, type ShellServices } from './shell/shell-services';
import { createShellStore } from './shell/shell-store';

// The login page and the generic forms load on first use (chunks of their own), off the first route.
const LoginPage = lazy(() => import('./accounts/login-page').then((m) => ({ default: m.LoginPage })));
const FormRoute = lazy(() => import('./design/form-route').then((m) => ({ default: m.FormRoute })));

/** The page's place while its code loads: the same busy dots as a design page that is loading. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="design-page__state" role="status" aria-busy="true">
          <DotLoading color="primary" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** Hand-written pages that replace their design page until a widget does their job (the accounts issue). */
const HAND_WRITTEN: Record<string, RouteObject['element']> = {
  login: (
    <Loading>
      <LoginPage />
    </Loading>
  ),
  'account-login': (
    <Loading>
      <LoginPage />
    </Loading>
  ),
};

/** Generic forms (spec §2): a design page of form widgets, `?page=` choosing which, that returns its values. */
const FORM_ROUTES: Record<string, RouteObject['element']> = {
  'public-form': (
    <Loading>
      <FormRoute defaultPage="public-form" />
    </Loading>
  ),
  'public-form-group': (
    <Loading>
      <FormRoute defaultPage="public-form-group" />
    </Loading>
  ),
};

/** The page key of /public/diy (the design page itself comes from `?page=`). */
const DIY_PAGE_KEY = 'diy';

/**
 * Every route of spec §2, one per design page (schemas/pages.ts), plus the diy
 * route; each runs its guards in a loader and shows the error page on errors.
 * Unmatched paths go home (an old-app `pages/` path to its route first).
 */
export function appRoutes(env: GuardEnv): RouteObject[] {
  const designed: RouteObject[] = DESIGN_PAGE_DEFS.filter((d) => !d.route.includes('?')).map((d) => {
    const own = FORM_ROUTES[d.key] ?? HAND_WRITTEN[d.key];
    const handle: RouteHandle = { pageKey: d.key };
    return {
      path: routePattern(d.key, d.route),
      handle,
      loader: guardLoader(env, d.key),
      errorElement: <RouteErrorPage />,
      element: (
        <PageFrame key={d.key} pageKey={d.key} title={d.title} ownHeader={own !== undefined}>
          {own ?? <DesignRoute pageKey={d.key} />}
        </PageFrame>
      ),
    };
  });
  const diyHandle: RouteHandle = { pageKey: DIY_PAGE_KEY };
  return [
    ...designed,
    {
      path: DIY_ROUTE,
      handle: diyHandle,
      loader: guardLoader(env, DIY_PAGE_KEY),
      errorElement: <RouteErrorPage />,
      element: (
        <PageFrame pageKey={DIY_PAGE_KEY} title="">
          <DesignRoute />
        </PageFrame>
      ),
    },
    { path: '*', loader: unmatchedLoader(env), element: null, errorElement: <RouteErrorPage /> },
  ];
}

/** Restores the session from the stored authorization value once per token, however many guards ask. */
function guardSession(runtime: Runtime): GuardSession {
  let restoring: { token: string; result: Promise<boolean> } | null = null;
  return {
    state: () => runtime.session.getState(),
    restore() {
      const token = runtime.session.getState().token;
      if (!token) return Promise.resolve(false);
      if (restoring?.token !== token) restoring = { token, result: runtime.session.restore(runtime.api) };
      return restoring.result;
    },
  };
}

/** The guards' view of the app setting: the one already held, else fetched (shared with useAppSetting's query). */
function indexPathOf(runtime: Runtime, design: DesignApp): () => Promise<string> {
  return async () => {
    const held = runtime.queryClient.getQueryData<AppSetting>(['app-setting']) ?? design.loader.cachedSetting();
    if (held) return held.indexPath;
    try {
      const s = await runtime.queryClient.ensureQueryData({ queryKey: ['app-setting'], queryFn: () => design.loader.setting() });
      return s.indexPath;
    } catch {
      return '';
    }
  };
}

/** The app's router and shell services, made once (by the entry, in a task of its own: the router ranks ~60 routes). */
export interface MadeApp {
  router: ReturnType<typeof createBrowserRouter>;
  services: ShellServices;
}

export function createApp(runtime: Runtime, design: DesignApp, popups: PopupManager): MadeApp {
  const store = createShellStore();
  const chunkReloader = browserChunkReloader();
  installChunkFailureListeners(window, chunkReloader);
  installErrorReporter(window, browserErrorReporter((path, body) => runtime.api.request(path, body, { silent: true })));
  const deferred: (() => void)[] = [];
  const holder: { router: MadeApp['router'] | null } = { router: null };
  let routes: RouteObject[] = [];

  const env: GuardEnv = {
    session: guardSession(runtime),
    indexPath: indexPathOf(runtime, design),
    openLoginPopup: () =>
      deferred.push(() => {
        if (popups.has(POPUP_LOGIN)) void popups.open(POPUP_LOGIN, {});
        else showTopToast(MSG_LOGIN_NOT_MOUNTED);
      }),
    store,
    isKnownPath: (p) => (matchRoutes(routes, p) ?? []).some((m) => m.route.path !== '*'),
    currentPath: () => {
      const loc = holder.router?.state.location;
      return loc ? loc.pathname + loc.search : null;
    },
  };
  routes = appRoutes(env);

  const pageKeyOf = (path: string): string | null => {
    const url = new URL(path, window.location.origin);
    const leaf = matchRoutes(routes, url.pathname)?.at(-1);
    const key = (leaf?.route.handle as RouteHandle | undefined)?.pageKey;
    if (!key) return null;
    return key === DIY_PAGE_KEY ? url.searchParams.get('page') : key;
  };
  const prefetchChunks = createChunkPrefetch({
    fetchJson: async (path) => {
      const res = await fetch(path, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return res.json();
    },
    // The body is read so the whole file lands in the cache; a module script of the same address then comes from it.
    fetchScript: async (href) => {
      const res = await fetch(href, { credentials: 'same-origin', priority: 'low' });
      if (!res.ok) throw new Error(`${href}: ${res.status}`);
      await res.arrayBuffer();
    },
    fallback: (types) => design.registry.preload(types),
    pause: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    fetched: () => new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)),
  });
  const prefetcher = createPrefetcher({
    host: window,
    network: () => navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } },
    load: async (path) => {
      const key = pageKeyOf(path);
      if (!key) return;
      const page = await runtime.queryClient.fetchQuery({ queryKey: ['design-page', key, null], queryFn: ({ signal }) => design.loader.page(key, { signal }) });
      await prefetchChunks([...collectTypes(page.nodes)].filter((t) => design.registry.has(t) && !design.registry.peek(t)));
    },
  });

  const router = createBrowserRouter([{ element: <Shell />, hydrateFallbackElement: <ShellFallback />, children: routes }]);
  holder.router = router;
  return {
    router,
    services: {
      store,
      chunkReloader,
      flushAfterNavigation: () => deferred.splice(0).forEach((fn) => fn()),
      prefetch: (targets) => prefetcher.schedule(targets),
    },
  };
}

/** The mobile app: the shell, its routes and the design pages, over a runtime, its design app and its router (made by the entry). */
export function App({ runtime, design, made }: { runtime: Runtime; design: { app: DesignApp; popups: PopupManager }; made: MadeApp }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <DesignAppProvider value={design.app}>
        <PopupProvider manager={design.popups}>
          <ShellServicesContext.Provider value={made.services}>
            <RouterProvider router={made.router} />
          </ShellServicesContext.Provider>
        </PopupProvider>
      </DesignAppProvider>
    </RuntimeProvider>
  );
}

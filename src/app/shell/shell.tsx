import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { PopupHost, usePopups } from '../../runtime/popups';
import { useRuntime, useSession } from '../../runtime/runtime';
import { pickTabbar, Tabbar } from '../../runtime/tabbar';
import { ThemeScope } from '../../runtime/theme';
import { useAppSetting } from '../design/use-app-setting';
import { DesktopSidebar, mobileLockTarget, useDesktop } from './desktop';
import { ErrorPage } from './error-page';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { routeLayout } from './layout';
import { LoadingBar } from './loading-bar';
import { loadDebugConsole, wantsDebugConsole } from './load-debug-console';
import { useWechatLogin } from './use-wechat-login';
import { useShellServices } from './shell-services';
import './shell.css';

/** What each route carries in its `handle` (app.tsx). */
export interface RouteHandle {
  pageKey: string;
}

function isRouteHandle(x: unknown): x is RouteHandle {
  return typeof x === 'object' && x !== null && typeof (x as { pageKey?: unknown }).pageKey === 'string';
}

/** The page key of the deepest matched route. */
function useLeafPageKey(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle;
    if (isRouteHandle(h)) return h.pageKey;
  }
  return '';
}

/** Mobile lock (spec §2): on a desktop browser, a setting with mobileLock sends the visitor to the desktop site. */
function useMobileLock(desktop: boolean) {
  const { api } = useRuntime();
  useEffect(() => {
    if (!desktop) return undefined;
    let cancelled = false;
    // Read raw: the parsed app setting drops fields its schema does not know (mobileLock, desktopUrl).
    api
      .request<unknown>('/api-auth/app/settingGet', {}, { silent: true })
      .then((raw) => {
        const target = mobileLockTarget(raw);
        if (!cancelled && target) window.location.replace(target);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, desktop]);
}

/**
 * Frame of every page (spec §2 layout rules): theme, the loading bar, the
 * page (kept alive or not), the role's tab bar, popups, and on a desktop
 * browser the centred phone frame with the sidebar. Hands navigate to the
 * runtime, reloads after a failed chunk on the next route change, prefetches
 * the tab bar's pages when idle and loads the debug console with ?dev=true.
 */
export function Shell() {
  const rt = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const popups = usePopups();
  const setting = useAppSetting();
  const { user } = useSession();
  const services = useShellServices();
  const desktop = useDesktop();
  // The layout follows the route being shown (route-before's copy in the shared store may already be the next one's).
  const pageKey = useLeafPageKey();
  const layout = routeLayout(pageKey);
  const designLoading = useIsFetching({ queryKey: ['design-page'], type: 'active' });
  const tabbar = setting ? pickTabbar(setting, user?.role) : null;
  const tabTargets = useMemo(() => (tabbar?.list ?? []).map((i) => i.link.h5).filter((h) => h.startsWith('/')), [tabbar]);

  useEffect(() => {
    rt.navigator.navigate = (p, opts) => void navigate(p, opts);
    return () => {
      rt.navigator.navigate = null;
    };
  }, [rt, navigate]);

  useEffect(() => {
    // Kept-alive pages restore their own scroll; the browser's restoration would fight it.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Popups belong to the page that opened them.
  useEffect(() => () => popups.closeAll(), [location.pathname, popups]);

  // After the closing above: what guards deferred (the login popup), and a pending chunk-failure reload.
  useEffect(() => {
    services.flushAfterNavigation();
    services.chunkReloader.onRouteChange(window.location.href);
  }, [location.key, services]);

  useEffect(() => services.prefetch(tabTargets.filter((t) => t !== location.pathname)), [services, tabTargets, location.pathname]);

  useEffect(() => {
    if (wantsDebugConsole(location.search)) void loadDebugConsole();
  }, [location.search]);

  useMobileLock(desktop);
  useWechatLogin();

  // The server answered 404 for the page this document was loaded for (a shared link to a missing
  // record); it says so in a meta tag, because a page cannot read its own HTTP status.
  const [missingPath] = useState(() => (document.querySelector('meta[name="rm-status"]')?.getAttribute('content') === '404' ? window.location.pathname : null));
  const frame = (
    <ThemeScope setting={setting ?? undefined} className={`app-frame${pageKey ? ` page--${pageKey}` : ''}`}>
      <LoadingBar active={navigation.state !== 'idle' || designLoading > 0} />
      {missingPath === location.pathname ? <ErrorPage status={404} /> : <KeepAliveOutlet keepAlive={layout.keepAlive} />}
      <Tabbar
        config={tabbar}
        pathname={location.pathname + location.search}
        counts={{ unread: user?.unread ?? 0 }}
        onNavigate={(p) => void navigate(p)}
      />
      <PopupHost manager={popups} />
    </ThemeScope>
  );
  if (!desktop) return frame;
  return (
    <div className={`shell-desktop${layout.desktopSidebar ? ' shell-desktop--sidebar' : ''}`} data-testid="desktop-frame">
      {frame}
      {layout.desktopSidebar && <DesktopSidebar setting={setting} />}
    </div>
  );
}

/** Shown while the first route's guards run. */
export function ShellFallback() {
  return <div className="app-frame shell-fallback" role="status" aria-busy="true" />;
}

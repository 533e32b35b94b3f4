import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { DESIGN_PAGE_DEFS, DIY_ROUTE } from '../../schemas/pages';
import { PopupHost, PopupProvider, usePopups } from '../runtime/popups';
import { RuntimeProvider, useRuntime, useSession, type Runtime } from '../runtime/runtime';
import { pickTabbar, Tabbar } from '../runtime/tabbar';
import { ThemeScope } from '../runtime/theme';
import { createDesignApp } from './design/create-design-app';
import { DesignAppProvider } from './design/design-app';
import { DesignRoute } from './design/design-route';
import { DEFAULT_FORM_GROUP_PAGE, DEFAULT_FORM_PAGE, FormRoute } from './design/form-route';
import { useAppSetting } from './design/use-app-setting';
import { LoginPage } from './pages/login';
import { paths } from './paths';

/** Frame of every page: theme, the page, the role's tab bar, popups; hands navigate to the runtime. */
function Shell() {
  const rt = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const popups = usePopups();
  const setting = useAppSetting();
  const { user } = useSession();

  useEffect(() => {
    rt.navigator.navigate = (p, opts) => void navigate(p, opts);
    return () => {
      rt.navigator.navigate = null;
    };
  }, [rt, navigate]);

  // Popups belong to the page that opened them.
  useEffect(() => () => popups.closeAll(), [location.pathname, popups]);

  return (
    <ThemeScope setting={setting ?? undefined} className="app-frame">
      <Outlet />
      <Tabbar
        config={setting ? pickTabbar(setting, user?.role) : null}
        pathname={location.pathname + location.search}
        counts={{ unread: user?.unread ?? 0 }}
        onNavigate={(p) => void navigate(p)}
      />
      <PopupHost manager={popups} />
    </ThemeScope>
  );
}

/** Hand-written pages that replace their design page until a widget does their job (the accounts issue). */
const HAND_WRITTEN: Record<string, RouteObject['element']> = {
  login: <LoginPage />,
  'account-login': <LoginPage />,
};

/** Generic forms (spec §2): a design page of form widgets, `?page=` choosing which, that returns its values. */
const FORM_ROUTES: Record<string, RouteObject['element']> = {
  'public-form': <FormRoute defaultPage={DEFAULT_FORM_PAGE} />,
  'public-form-group': <FormRoute defaultPage={DEFAULT_FORM_GROUP_PAGE} />,
};

export function appRoutes(): RouteObject[] {
  const designed = DESIGN_PAGE_DEFS.filter((d) => !d.route.includes('?')).map((d) => ({
    path: d.route,
    element: FORM_ROUTES[d.key] ?? HAND_WRITTEN[d.key] ?? <DesignRoute key={d.key} pageKey={d.key} />,
  }));
  return [
    ...designed,
    { path: DIY_ROUTE, element: <DesignRoute /> },
    // The app-shell issue brings the error pages; until then, unknown paths go home.
    { path: '*', element: <Navigate to={paths.home.href()} replace /> },
  ];
}

export function App({ runtime }: { runtime: Runtime }) {
  const [design] = useState(() => createDesignApp(runtime));
  const [router] = useState(() => createBrowserRouter([{ element: <Shell />, children: appRoutes() }]));
  return (
    <RuntimeProvider runtime={runtime}>
      <DesignAppProvider value={design.app}>
        <PopupProvider manager={design.popups}>
          <RouterProvider router={router} />
        </PopupProvider>
      </DesignAppProvider>
    </RuntimeProvider>
  );
}

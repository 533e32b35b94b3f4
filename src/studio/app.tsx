import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { request } from './api';
import { studioPaths } from './constants';
import { StudioLayout } from './components/layout';
import { Loading } from './components/loading';
import { operatorSession, useOperatorSession, type Operator } from './session';
import { LoginPage } from './pages/login';
import { PageListPage } from './pages/page-list';
import { TabbarPage } from './pages/tabbar';
import { SettingsPage } from './pages/settings';
import { WechatAppsPage } from './pages/wechat-apps';
import { AuditPage } from './pages/audit';
import { EventsPage } from './pages/events';
import { MoneyPage } from './pages/money';
import { ClientErrorsPage } from './pages/client-errors';

const PageEditor = lazy(() => import('./editor'));

/**
 * Routes behind it need an operator session; without one the login screen
 * comes, and then back here. A session restored from storage is checked once
 * with the server (a dead token clears it through the api's 1006/1007 rule).
 */
function RequireOperator() {
  const session = useOperatorSession();
  const location = useLocation();
  const token = session?.token;
  const check = useQuery({
    queryKey: ['operator-me', token],
    queryFn: () => request<Operator>('/api-admin/auth/me'),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  const operator = check.data;
  useEffect(() => {
    const current = operatorSession.get();
    if (operator && current && current.operator.name !== operator.name) operatorSession.set({ ...current, operator });
  }, [operator]);
  if (!session) return <Navigate to={studioPaths.login.href(location.pathname + location.search)} replace />;
  if (check.isPending) return <Loading />;
  return <Outlet />;
}

export const studioRoutes = [
  { path: studioPaths.login.path, element: <LoginPage /> },
  {
    element: <RequireOperator />,
    children: [
      {
        element: <StudioLayout />,
        children: [
          { path: studioPaths.pages.path, element: <PageListPage /> },
          { path: studioPaths.tabbar.path, element: <TabbarPage /> },
          { path: studioPaths.settings.path, element: <SettingsPage /> },
          { path: studioPaths.audit.path, element: <AuditPage /> },
          { path: studioPaths.events.path, element: <EventsPage /> },
          { path: studioPaths.money.path, element: <MoneyPage /> },
          { path: studioPaths.clientErrors.path, element: <ClientErrorsPage /> },
          { path: studioPaths.wechat.path, element: <WechatAppsPage /> },
        ],
      },
      {
        path: studioPaths.page.path,
        element: (
          <Suspense fallback={<Loading />}>
            <PageEditor />
          </Suspense>
        ),
      },
    ],
  },
  { path: '/admin/*', element: <Navigate to={studioPaths.pages.href()} replace /> },
];

/** The operator studio at /admin: antd in Chinese, one router, one query client. */
export function StudioApp() {
  const [router] = useState(() => createBrowserRouter(studioRoutes));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1f6fff', borderRadius: 6 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

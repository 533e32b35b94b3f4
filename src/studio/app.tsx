import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { studioPaths } from './constants';
import { StudioLayout } from './components/layout';
import { Loading } from './components/loading';
import { useOperatorSession } from './session';
import { LoginPage } from './pages/login';
import { PageListPage } from './pages/page-list';
import { TabbarPage } from './pages/tabbar';
import { SettingsPage } from './pages/settings';
import { AuditPage } from './pages/audit';

const PageEditor = lazy(() => import('./editor'));

/** Routes behind it need an operator session; without one the login screen comes, and then back here. */
function RequireOperator() {
  const session = useOperatorSession();
  const location = useLocation();
  if (!session) return <Navigate to={studioPaths.login.href(location.pathname + location.search)} replace />;
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

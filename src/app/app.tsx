import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { RuntimeProvider, useRuntime, type Runtime } from '../runtime/runtime';
import { HomePage } from './pages/home';
import { LoginPage } from './pages/login';
import { paths } from './paths';

/** Hands the router's navigate to the runtime, so the request wrapper can go to /login and friends. */
function Shell() {
  const rt = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    rt.navigator.navigate = (p) => void navigate(p);
    return () => {
      rt.navigator.navigate = null;
    };
  }, [rt, navigate]);
  return (
    <main className="app-frame">
      <Outlet />
    </main>
  );
}

export function App({ runtime }: { runtime: Runtime }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <Shell />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.login.path, element: <LoginPage /> },
          // The app-shell issue brings every route of the spec; until then, unknown paths go home.
          { path: '*', element: <Navigate to={paths.home.href()} replace /> },
        ],
      },
    ]),
  );
  return (
    <RuntimeProvider runtime={runtime}>
      <RouterProvider router={router} />
    </RuntimeProvider>
  );
}

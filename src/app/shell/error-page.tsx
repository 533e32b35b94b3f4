import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-reload';
import { isHttpError } from './guards';
import { useShellServices } from './shell-services';

/** Texts of spec §2, word for word. */
export const TEXT_NOT_FOUND = 'This page could not be found';
export const TEXT_BACK_HOME = 'Back to the home page';

/** The status a route error shows: its own, or 500 (spec §2, §8: errors without a status are 500). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isHttpError(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    const s = (error as { status?: unknown }).status;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return 500;
}

/** The error page: 404 says the page could not be found and links home; other codes show the code. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <main className="shell-error" data-testid="error-page" data-status={status}>
      <div className="shell-error__code" aria-label={`status ${status}`}>
        {status}
      </div>
      {notFound ? (
        <>
          <h1 className="shell-error__title">{TEXT_NOT_FOUND}</h1>
          <p className="shell-error__sub">页面不存在或已下线</p>
          <Link className="shell-error__home" to="/" replace>
            {TEXT_BACK_HOME}
          </Link>
          <Link className="shell-error__sub" to="/" replace>
            返回首页
          </Link>
        </>
      ) : (
        <>
          <h1 className="shell-error__title">Something went wrong</h1>
          <p className="shell-error__sub">页面出错了，请稍后再试</p>
        </>
      )}
    </main>
  );
}

/** errorElement of every route: a loader's error response, a thrown route error, or a render error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { chunkReloader } = useShellServices();
  useEffect(() => {
    // A stale chunk after a deploy: the next route change reloads the page (chunk-reload.ts).
    chunkReloader.noteFailure(error);
  }, [error, chunkReloader]);
  if (isChunkLoadError(error)) {
    return (
      <main className="shell-error" data-testid="error-page" data-status="chunk">
        <h1 className="shell-error__title">页面已更新</h1>
        <p className="shell-error__sub">请刷新后继续</p>
        <button type="button" className="shell-error__home" onClick={() => window.location.reload()}>
          刷新
        </button>
      </main>
    );
  }
  return <ErrorPage status={errorStatus(error)} />;
}

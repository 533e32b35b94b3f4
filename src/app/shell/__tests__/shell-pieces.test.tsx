/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, data, Link, RouterProvider, useLocation } from 'react-router-dom';
import { useState } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../../runtime/constants';
import { mobileLockTarget } from '../desktop';
import { ErrorPage, errorStatus, TEXT_BACK_HOME, TEXT_NOT_FOUND } from '../error-page';
import { httpError } from '../guards';
import { KeepAliveOutlet } from '../keep-alive-outlet';
import { LoadingBar } from '../loading-bar';
import { wantsDebugConsole } from '../load-debug-console';
import { useAfterWechatLogin } from '../use-after-wechat-login';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('error page', () => {
  it('says the page could not be found and links home on 404', () => {
    render(
      <RouterProviderFor element={<ErrorPage status={404} />} />,
    );
    expect(screen.getByText(TEXT_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT_BACK_HOME }).getAttribute('href')).toBe('/');
    // The Chinese line under it is a way home too, not dead text.
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows another status without the home link', () => {
    render(<RouterProviderFor element={<ErrorPage status={500} />} />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText(TEXT_BACK_HOME)).toBeNull();
  });

  it('reads the status of route errors, 500 when there is none', () => {
    expect(errorStatus(data('x', { status: 404 }))).toBe(500); // data() is a value, not a route error response
    expect(errorStatus(httpError(403, 'no'))).toBe(403);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 410 })).toBe(410);
  });
});

function RouterProviderFor({ element }: { element: React.ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '/', element }]));
  return <RouterProvider router={router} />;
}

describe('useAfterWechatLogin', () => {
  it('goes to / from the login page, replacing it in history', async () => {
    function Login() {
      const done = useAfterWechatLogin();
      return (
        <button type="button" onClick={done}>
          wechat ok
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/login', element: <Login /> },
      ],
      { initialEntries: ['/me', '/login'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await act(async () => fireEvent.click(screen.getByText('wechat ok')));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('home page')).toBeTruthy();
  });
});

describe('loading bar', () => {
  it('shows only after 200 ms of loading and for 5 s at most', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => vi.advanceTimersByTime(LOADING_BAR_DURATION_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a load quicker than the throttle', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('keep-alive outlet', () => {
  it('keeps a kept page’s state when navigating away and back; others start afresh', async () => {
    function Counter({ name }: { name: string }) {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {name} {n}
        </button>
      );
    }
    const kept = new Set(['/']);
    function Frame() {
      const path = useLocation().pathname;
      return (
        <>
          <Link to="/">home</Link>
          <Link to="/job">job</Link>
          <KeepAliveOutlet keepAlive={kept.has(path)} />
        </>
      );
    }
    const router = createMemoryRouter([
      {
        element: <Frame />,
        children: [
          { path: '/', element: <Counter name="home" /> },
          { path: '/job', element: <Counter name="job" /> },
        ],
      },
    ]);
    window.scrollTo = vi.fn();
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('home 0'));
    fireEvent.click(screen.getByText('home 1'));
    await act(async () => void (await router.navigate('/job')));
    fireEvent.click(screen.getByText('job 0'));
    expect(screen.getByText('job 1')).toBeTruthy();
    await act(async () => void (await router.navigate('/')));
    expect(screen.getByText('home 2')).toBeTruthy();
    await act(async () => void (await router.navigate('/job')));
    expect(screen.getByText('job 0')).toBeTruthy();
  });
});

describe('mobile lock and dev console switches', () => {
  it('reads mobileLock and desktopUrl defensively from the raw setting', () => {
    expect(mobileLockTarget({ mobileLock: true, desktopUrl: 'https://www.example.com/' })).toBe('https://www.example.com/');
    expect(mobileLockTarget({ mobileLock: false, desktopUrl: 'https://www.example.com/' })).toBeNull();
    expect(mobileLockTarget({ mobileLock: true })).toBeNull();
    expect(mobileLockTarget({ mobileLock: true, desktopUrl: 'javascript:alert(1)' })).toBeNull();
    expect(mobileLockTarget(null)).toBeNull();
  });

  it('loads the debug console only for dev=true', () => {
    expect(wantsDebugConsole('?dev=true')).toBe(true);
    expect(wantsDebugConsole('?a=1&dev=true')).toBe(true);
    expect(wantsDebugConsole('?dev=1')).toBe(false);
    expect(wantsDebugConsole('')).toBe(false);
  });
});

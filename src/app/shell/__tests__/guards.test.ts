import { describe, expect, it, vi } from 'vitest';
import {
  afterLoginPath,
  GLOBAL_MIDDLEWARE,
  httpError,
  isHttpError,
  isRedirect,
  loginPageFor,
  MIDDLEWARE,
  middlewareOf,
  redirectTo,
  runMiddleware,
  type GuardContext,
  type GuardSession,
  type RouteState,
} from '../guards';

interface FakeSession extends GuardSession {
  restore: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

function fakeSession(s: { user?: unknown; token?: string | null; loginPending?: boolean; restores?: boolean } = {}): FakeSession {
  const state = { user: s.user ?? null, token: s.token ?? null, loginPending: s.loginPending ?? false };
  return {
    state: () => state,
    restore: vi.fn(async () => {
      if (s.restores) state.user = { id: 1 };
      return Boolean(s.restores);
    }),
  };
}

function ctx(over: Partial<GuardContext> = {}): GuardContext & { routeStates: RouteState[]; popups: number } {
  const out = {
    pathname: '/',
    search: '',
    from: null,
    pageKey: 'home',
    session: fakeSession(),
    indexPath: async () => '',
    openLoginPopup() {
      out.popups += 1;
    },
    setRouteState(s: RouteState) {
      out.routeStates.push(s);
    },
    isKnownPath: (p: string) => ['/me', '/job', '/'].includes(p),
    routeStates: [] as RouteState[],
    popups: 0,
    ...over,
  };
  return out;
}

describe('tagged values', () => {
  it('tells a redirect from anything else', () => {
    expect(isRedirect(redirectTo('/x'))).toBe(true);
    expect(isRedirect({ to: '/x' })).toBe(false);
    expect(isRedirect(new Error('x'))).toBe(false);
    expect(isHttpError(httpError(404, 'gone'))).toBe(true);
    expect(isHttpError(redirectTo('/'))).toBe(false);
  });
});

describe('authenticated', () => {
  it('sends a visitor with no logged-in state and no pending auth to /account/login', async () => {
    expect(await MIDDLEWARE.authenticated(ctx({ pathname: '/my/base-info' }))).toEqual(redirectTo('/account/login?redirect=%2Fmy%2Fbase-info'));
  });

  it('lets a logged-in user through', async () => {
    expect(await MIDDLEWARE.authenticated(ctx({ session: fakeSession({ user: { id: 1 } }) }))).toBeUndefined();
  });

  it('lets a login under way through (pending auth)', async () => {
    expect(await MIDDLEWARE.authenticated(ctx({ session: fakeSession({ loginPending: true }) }))).toBeUndefined();
  });

  it('restores a stored authorization value before deciding', async () => {
    const ok = fakeSession({ token: 't', restores: true });
    expect(await MIDDLEWARE.authenticated(ctx({ session: ok }))).toBeUndefined();
    expect(ok.restore).toHaveBeenCalledOnce();
    expect(await MIDDLEWARE.authenticated(ctx({ session: fakeSession({ token: 'stale', restores: false }) }))).toEqual(redirectTo(loginPageFor('/')));
  });
});

describe('afterLoginPath', () => {
  // After /account/login from a protected page the user landed on home instead of going back.
  it('goes back to the page that asked for the login, only within the site', () => {
    expect(afterLoginPath('?redirect=%2Fmy%2Fbase-info%3Fa%3D1')).toBe('/my/base-info?a=1');
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(afterLoginPath('?redirect=%2Faccount%2Flogin')).toBe('/');
  });
});

describe('accountAuthenticated (login-popup guard)', () => {
  it('on / with an index path held redirects to it', async () => {
    const c = ctx({ indexPath: async () => '/job' });
    expect(await MIDDLEWARE.accountAuthenticated(c)).toEqual(redirectTo('/job'));
    expect(c.popups).toBe(0);
  });

  it('opens the login popup for a guest and returns to the previous page', async () => {
    const c = ctx({ pathname: '/resume/submit', from: '/me', pageKey: 'resume-submit' });
    expect(await MIDDLEWARE.accountAuthenticated(c)).toEqual(redirectTo('/me'));
    expect(c.popups).toBe(1);
  });

  // Opened directly, /resume/submit, /job-received and /my/notices bounced visitors home with no login prompt.
  it('sends a guest who opened the page directly to the login page, which comes back here', async () => {
    const c = ctx({ pathname: '/my/notices', from: null });
    expect(await MIDDLEWARE.accountAuthenticated(c)).toEqual(redirectTo('/account/login?redirect=%2Fmy%2Fnotices'));
    expect(c.popups).toBe(0);
  });

  it('lets an authenticated user through without a popup', async () => {
    const c = ctx({ pathname: '/resume/submit', session: fakeSession({ user: { id: 1 } }) });
    expect(await MIDDLEWARE.accountAuthenticated(c)).toBeUndefined();
    expect(c.popups).toBe(0);
  });
});

describe('notAuthenticated (guest-only guard)', () => {
  it('sends an authenticated user to /', async () => {
    expect(await MIDDLEWARE.notAuthenticated(ctx({ pathname: '/login', session: fakeSession({ user: { id: 1 } }) }))).toEqual(redirectTo('/'));
  });

  it('restores the session silently from a stored authorization value, then goes to /', async () => {
    const s = fakeSession({ token: 't', restores: true });
    expect(await MIDDLEWARE.notAuthenticated(ctx({ pathname: '/login', session: s }))).toEqual(redirectTo('/'));
    expect(s.restore).toHaveBeenCalledOnce();
  });

  it('stays on the page when the restore fails', async () => {
    expect(await MIDDLEWARE.notAuthenticated(ctx({ pathname: '/login', session: fakeSession({ token: 'bad', restores: false }) }))).toBeUndefined();
  });

  it('stays for a guest without a stored value (and does not call the server)', async () => {
    const s = fakeSession();
    expect(await MIDDLEWARE.notAuthenticated(ctx({ pathname: '/login', session: s }))).toBeUndefined();
    expect(s.restore).not.toHaveBeenCalled();
  });
});

describe('indexPathHandle', () => {
  it('redirects exactly / to the configured index path', async () => {
    expect(await MIDDLEWARE.indexPathHandle(ctx({ indexPath: async () => '/article' }))).toEqual(redirectTo('/article'));
  });

  it('leaves other paths, an empty index path, / itself, outside URLs and preview links alone', async () => {
    expect(await MIDDLEWARE.indexPathHandle(ctx({ pathname: '/job', indexPath: async () => '/article' }))).toBeUndefined();
    expect(await MIDDLEWARE.indexPathHandle(ctx({ indexPath: async () => '' }))).toBeUndefined();
    expect(await MIDDLEWARE.indexPathHandle(ctx({ indexPath: async () => '/' }))).toBeUndefined();
    expect(await MIDDLEWARE.indexPathHandle(ctx({ indexPath: async () => '//evil.example' }))).toBeUndefined();
    expect(await MIDDLEWARE.indexPathHandle(ctx({ search: '?preview=tok', indexPath: async () => '/job' }))).toBeUndefined();
  });
});

describe('import-redirect', () => {
  it('strips the pages/ prefix of old-app paths', async () => {
    expect(await MIDDLEWARE['import-redirect'](ctx({ pathname: '/pages/me', search: '?a=1' }))).toEqual(redirectTo('/me?a=1'));
  });

  it('sends an unknown old-app path home and leaves other paths alone', async () => {
    expect(await MIDDLEWARE['import-redirect'](ctx({ pathname: '/pages/nothing' }))).toEqual(redirectTo('/'));
    expect(await MIDDLEWARE['import-redirect'](ctx({ pathname: '/job' }))).toBeUndefined();
  });
});

describe('route-before', () => {
  it('copies the route meta (layout lists, class) into shared state', async () => {
    const c = ctx({ pageKey: 'resume-list' });
    expect(await MIDDLEWARE['route-before'](c)).toBeUndefined();
    expect(c.routeStates).toEqual([
      { pageKey: 'resume-list', className: 'page--resume-list', layout: { keepAlive: true, forceHeader: true, mobileHeader: true, desktopSidebar: true } },
    ]);
  });
});

describe('runMiddleware', () => {
  it('runs the global middleware before the route’s own', () => {
    expect(middlewareOf('my-base-info')).toEqual([...GLOBAL_MIDDLEWARE, 'authenticated']);
    expect(middlewareOf('login')).toEqual([...GLOBAL_MIDDLEWARE, 'notAuthenticated']);
    expect(middlewareOf('job')).toEqual(GLOBAL_MIDDLEWARE);
  });

  it('gives 500 for an unknown middleware, before any middleware runs', async () => {
    const c = ctx();
    await expect(runMiddleware(['route-before', 'no-such-middleware'], c)).rejects.toEqual(httpError(500, 'unknown middleware "no-such-middleware"'));
    expect(c.routeStates).toEqual([]);
  });

  it('stops at the first redirect, returned or thrown', async () => {
    const c = ctx({ pathname: '/my/base-info', pageKey: 'my-base-info' });
    expect(await runMiddleware(middlewareOf('my-base-info'), c)).toEqual(redirectTo(loginPageFor('/my/base-info')));
    expect(c.routeStates).toHaveLength(1);
    const throwing = ctx({ indexPath: () => Promise.reject(redirectTo('/thrown')) });
    expect(await runMiddleware(['indexPathHandle', 'route-before'], throwing)).toEqual(redirectTo('/thrown'));
    expect(throwing.routeStates).toEqual([]);
  });

  it('lets other errors through', async () => {
    await expect(runMiddleware(['indexPathHandle'], ctx({ indexPath: () => Promise.reject(new Error('boom')) }))).rejects.toThrow('boom');
  });

  it('returns null when every middleware lets the route through', async () => {
    expect(await runMiddleware(middlewareOf('job'), ctx({ pathname: '/job', pageKey: 'job' }))).toBeNull();
  });
});

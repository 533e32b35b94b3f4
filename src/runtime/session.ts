// Infrastructure, allowed to call api.request directly (eslint.config.js): the session itself (login, restore, logout): it runs before any query client or widget exists.
import { loginResultSchema, userSessionSchema, type LoginInput, type UserSession } from '../../schemas/auth';
import { isAllowedRole } from '../../schemas/client-config';
import type { ApiClient, SessionPort } from './api/client';
import { MSG_ROLE_ERROR, STORAGE_KEY_AUTH, STORAGE_KEY_LOGIN_NUM } from './constants';
import type { Events } from './events';
import type { ExpiringStorage } from './storage';

export interface SessionState {
  user: UserSession | null;
  token: string | null;
  loginPending: boolean;
}

/**
 * The logged-in state (spec §4 Login). The token is kept in storage under
 * authorization-um-mobile for 7 days; a reload restores it.
 */
export function createSession(storage: ExpiringStorage, events: Events) {
  let state: SessionState = { user: null, token: storage.get<string>(STORAGE_KEY_AUTH), loginPending: false };
  const subs = new Set<() => void>();
  let restoring: { token: string; promise: Promise<boolean> } | null = null;
  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    subs.forEach((fn) => fn());
  };

  function logout(): void {
    const had = state.user !== null || state.token !== null;
    storage.remove(STORAGE_KEY_AUTH);
    set({ user: null, token: null, loginPending: false });
    if (had) events.emit('logout', undefined);
  }

  /** A role outside the allowed roles logs the user out (spec §5: 'role error'). */
  function accept(user: UserSession): UserSession {
    if (!isAllowedRole(user.role)) {
      logout();
      throw new Error(MSG_ROLE_ERROR);
    }
    set({ user });
    return user;
  }

  const port: SessionPort = {
    token: () => state.token,
    setToken(token) {
      storage.set(STORAGE_KEY_AUTH, token);
      set({ token });
    },
    userId: () => state.user?.id ?? null,
    loginPending: () => state.loginPending,
  };

  return {
    port,
    getState: () => state,
    subscribe(fn: () => void) {
      subs.add(fn);
      return () => subs.delete(fn);
    },

    /** Password login. */
    login(api: ApiClient, input: LoginInput): Promise<UserSession> {
      return this.loginWith(api, '/api-auth/user/login', input);
    },

    /**
     * Any login call answering the auth object (password, SMS code, …): stores the token,
     * counts the login (LOGIN_NUM), checks the role and emits login.
     */
    async loginWith(api: ApiClient, path: string, input: unknown): Promise<UserSession & { created?: boolean }> {
      set({ loginPending: true });
      try {
        const raw = await api.request(path, input, { encrypt: true });
        const user = this.adopt(raw);
        // A code login of a new number answers created: true (registration comes next).
        const created = (raw as { created?: unknown } | null)?.created === true;
        return created ? { ...user, created } : user;
      } finally {
        set({ loginPending: false });
      }
    },

    /**
     * Takes an auth object a login call answered (password, code, WeChat, access key): stores the
     * token, counts the login (LOGIN_NUM), checks the role and emits login.
     */
    adopt(raw: unknown): UserSession {
      const result = loginResultSchema.parse(raw);
      port.setToken(result.access_token);
      storage.set(STORAGE_KEY_LOGIN_NUM, (storage.get<number>(STORAGE_KEY_LOGIN_NUM) ?? 0) + 1);
      const user = accept(result.user);
      events.emit('login', { userId: user.id, role: user.role });
      return user;
    },

    /**
     * Restores the user from a stored token, silently; false when there is none or it failed.
     * Callers (the app start, the guards) share one request per token.
     */
    restore(api: ApiClient): Promise<boolean> {
      const token = state.token;
      if (!token) return Promise.resolve(false);
      if (restoring?.token === token) return restoring.promise;
      const promise = (async () => {
        try {
          accept(userSessionSchema.parse(await api.request('/api-user/user/infoGet', { init: true }, { silent: true })));
          return true;
        } catch {
          return false;
        }
      })();
      restoring = { token, promise };
      return promise;
    },

    /**
     * Waits for a restore of the held token that is still under way (a tap right after a reload must
     * not take a signed-in user for a visitor); resolves at once when there is none.
     */
    async settled(): Promise<void> {
      if (state.user || !state.token || restoring?.token !== state.token) return;
      await restoring.promise;
    },

    /** Ends the session on the server too; the local state is cleared whatever the server says. */
    async logoutEverywhere(api: ApiClient): Promise<void> {
      try {
        if (state.token) await api.request('/api-auth/user/logout', {}, { silent: true });
      } catch {
        /* already invalid on the server: nothing more to end */
      } finally {
        logout();
      }
    },
    /** A fresh user session from a call that answers one (infoSave, switchRole, …); the role is checked as on login. */
    update(user: UserSession): UserSession {
      return accept(user);
    },
    logout,
  };
}
export type Session = ReturnType<typeof createSession>;

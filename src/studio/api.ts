import { pickAgentSite, type AgentSite } from '../../schemas/client-config';
import { CODE_NOT_LOGGED_IN, CODE_TOKEN_INVALID } from '../../schemas/codes';
import { ApiRequestError, createApiClient, type ApiClient, type ApiEffects } from '../runtime/api/client';
import { createExpiringStorage, memoryStore } from '../runtime/storage';
import { ENCRYPTED_PATHS } from './constants';
import { operatorSession, type OperatorSessionStore } from './session';

/** A refused studio call: the envelope code (or a negative client code) and its message. */
export interface StudioApiError {
  code: number;
  msg: string;
  data?: unknown;
}

export function isStudioApiError(e: unknown): e is StudioApiError {
  return typeof e === 'object' && e !== null && typeof (e as StudioApiError).code === 'number' && typeof (e as StudioApiError).msg === 'string';
}

/** The message to show for any failure of a studio call. */
export function errorMessage(e: unknown): string {
  if (isStudioApiError(e)) return e.msg || `请求失败（${e.code}）`;
  return e instanceof Error ? e.message : '请求失败';
}

/**
 * The studio shows errors itself (antd message / inline), so the request
 * wrapper's mobile effects (antd-mobile toasts and dialogs) are all quiet.
 */
const quietEffects: ApiEffects = {
  toast: () => undefined,
  modal: async () => false,
  logout: () => undefined,
  navigate: () => undefined,
  emit: () => undefined,
  openPopup: () => undefined,
  currentPath: () => (typeof window === 'undefined' ? '/admin' : window.location.pathname),
};

export interface StudioApiOptions {
  site?: AgentSite;
  session?: OperatorSessionStore;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The studio's door to the protocol: the runtime's request wrapper (agent-key,
 * system-payload, RSA with its retries, time-outs) carrying the operator token.
 * The tenant comes from the host, like the mobile site's.
 */
export function createStudioApi(opts: StudioApiOptions = {}) {
  const session = opts.session ?? operatorSession;
  const site = opts.site ?? pickAgentSite(typeof window === 'undefined' ? '' : window.location.hostname);
  const client: ApiClient = createApiClient({
    site,
    storage: createExpiringStorage(memoryStore()),
    effects: quietEffects,
    session: {
      token: () => session.get()?.token ?? null,
      // The server does not rotate operator tokens; an answer's token is ignored.
      setToken: () => undefined,
      userId: () => session.get()?.operator.id ?? null,
      loginPending: () => false,
    },
    ...(opts.baseUrl === undefined ? {} : { baseUrl: opts.baseUrl }),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  return async function request<T>(path: string, body?: unknown): Promise<T> {
    try {
      return await client.request<T>(path, body ?? {}, { silent: true, encrypt: ENCRYPTED_PATHS.has(path) });
    } catch (e) {
      const err: StudioApiError =
        e instanceof ApiRequestError ? { code: e.code, msg: e.message, data: e.data } : { code: -2, msg: e instanceof Error ? e.message : '请求失败' };
      // No or a dead operator token: the guard sees the cleared session and shows the login screen.
      if (err.code === CODE_NOT_LOGGED_IN || err.code === CODE_TOKEN_INVALID) session.clear();
      throw err;
    }
  };
}

/** Calls an admin (or public) API path as the logged-in operator; rejects with a StudioApiError. */
export const request: <T>(path: string, body?: unknown) => Promise<T> = createStudioApi();

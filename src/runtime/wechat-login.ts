// Infrastructure, allowed to call api.request directly (eslint.config.js): the WeChat code login and bind, part of the session: it runs on boot, before any widget.
import { z } from 'zod';
import type { ApiClient } from './api/client';
import {
  ACCESS_KEY_MARKER_TTL_MS,
  STORAGE_KEY_ACCESS_KEY,
  STORAGE_KEY_WECHAT_BIND,
  STORAGE_KEY_WECHAT_CODES,
  WECHAT_BIND_KEY_TTL_MS,
  WECHAT_CODES_KEPT,
  WECHAT_STATE_NO_LOGIN,
} from './constants';
import type { Session } from './session';
import type { ExpiringStorage } from './storage';

const answerSchema = z.object({ access_token: z.string().optional(), openid: z.string().optional(), key: z.string().optional() }).passthrough();

export type WechatLoginOutcome =
  /** Logged in: toast 微信登录成功! */
  | { kind: 'ok' }
  /** The openid is not bound: the bind key is kept; after the next login it is bound. */
  | { kind: 'bind' }
  /** toast 登录失败，微信未绑定 */
  | { kind: 'failed' }
  /** Nothing to do: no code, a code already tried, or a state that is not a login. */
  | { kind: 'none' };

export interface WechatBindKey {
  key: string;
  time: number;
}

/** The OAuth code WeChat appended to the address, unless it is not meant for login (state contains unLogin, spec §5). */
export function wechatCodeOf(search: string): string | null {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  if (!code) return null;
  if ((q.get('state') ?? '').includes(WECHAT_STATE_NO_LOGIN)) return null;
  return code;
}

/** The address without WeChat's code and state (and an access key), so a reload does not try them again. */
export function withoutWechatCode(href: string): string {
  const u = new URL(href);
  u.searchParams.delete('code');
  u.searchParams.delete('state');
  u.searchParams.delete('accessKey');
  return u.pathname + (u.search ? u.search : '') + u.hash;
}

/**
 * WeChat code login (spec §4): each code is tried once; a token logs in, a bind
 * key is kept for the bind flow, anything else is a failure.
 */
export async function loginWithWechatCode(
  deps: { api: ApiClient; session: Session; storage: ExpiringStorage; now?: () => number },
  code: string,
  /** The OAuth state WeChat echoed (a scan login's qr.<key> confirms that key on the server). */
  state = '',
): Promise<WechatLoginOutcome> {
  const now = deps.now ?? Date.now;
  const tried = deps.storage.get<string[]>(STORAGE_KEY_WECHAT_CODES) ?? [];
  if (tried.includes(code)) return { kind: 'none' };
  deps.storage.set(STORAGE_KEY_WECHAT_CODES, [...tried, code].slice(-WECHAT_CODES_KEPT));
  let raw: unknown;
  try {
    raw = await deps.api.request('/api-auth/user/wechatCodeLogin', state ? { code, state } : { code }, { encrypt: true, silent: true });
  } catch {
    return { kind: 'failed' };
  }
  const answer = answerSchema.safeParse(raw);
  if (!answer.success) return { kind: 'failed' };
  if (answer.data.access_token) {
    try {
      deps.session.adopt(raw);
      return { kind: 'ok' };
    } catch {
      return { kind: 'failed' };
    }
  }
  if (answer.data.key) {
    deps.storage.set<WechatBindKey>(STORAGE_KEY_WECHAT_BIND, { key: answer.data.key, time: now() }, WECHAT_BIND_KEY_TTL_MS);
    return { kind: 'bind' };
  }
  return { kind: 'failed' };
}

/** A bind key waiting for a login, if any. */
export function pendingWechatBind(storage: ExpiringStorage): WechatBindKey | null {
  return storage.get<WechatBindKey>(STORAGE_KEY_WECHAT_BIND) ?? null;
}

/** After a login: binds the waiting openid to the account (once, whatever the answer). */
export async function completeWechatBind(deps: { api: ApiClient; storage: ExpiringStorage }): Promise<boolean> {
  const pending = pendingWechatBind(deps.storage);
  if (!pending) return false;
  deps.storage.remove(STORAGE_KEY_WECHAT_BIND);
  try {
    await deps.api.request('/api-user/user/wechatBind', { key: pending.key });
    return true;
  } catch {
    return false;
  }
}

/**
 * The server-init step (spec §7): an app opened with ?accessKey=… logs in with
 * it once; the tried key is remembered for an hour so a reload does not try again.
 */
export async function loginWithAccessKey(deps: { api: ApiClient; session: Session; storage: ExpiringStorage }, accessKey: string): Promise<'ok' | 'failed' | 'none'> {
  const tried = deps.storage.get<string>(STORAGE_KEY_ACCESS_KEY);
  if (tried === accessKey) return 'none';
  deps.storage.set(STORAGE_KEY_ACCESS_KEY, accessKey, ACCESS_KEY_MARKER_TTL_MS);
  try {
    await deps.session.loginWith(deps.api, '/api-auth/user/login/accessKey', { accessKey });
    return 'ok';
  } catch {
    return 'failed';
  }
}

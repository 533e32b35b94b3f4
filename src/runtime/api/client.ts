import type { AgentSite } from '../../../schemas/client-config';
import { normalizeEnvelope, type Envelope } from '../../../schemas/envelope';
import { rsaKeyGetResultSchema } from '../../../schemas/rsa';
import { HEADER_AGENT_KEY, HEADER_SYSTEM_PAYLOAD, type SystemPayload } from '../../../schemas/system-payload';
import {
  APP_VERSION,
  BUTTON_COMPLETE,
  BUTTON_GOT_IT,
  CACHE_DEFAULT_EXPIRY_S,
  CODE_NET_CONNECTION_RESET,
  CODE_NOT_LOGGED_IN,
  CODE_OK,
  CODE_PAYMENT_NOTICE,
  CODE_PAYMENT_SUPPLEMENT,
  CODE_RESUME_INCOMPLETE,
  CODE_RESUME_MISSING,
  CODE_RESUME_REGISTER,
  CODE_RSA_ERROR,
  CODE_TIMEOUT,
  CODE_TOKEN_INVALID,
  CODE_USER_BLOCKED,
  MODAL_TITLE_HINT,
  MODAL_TITLE_LAUNCH_FAILED,
  MSG_NETWORK_WEAK,
  MSG_TIMEOUT,
  msgUnknownError,
  NET_RETRY_DELAY_MS,
  NET_RETRY_MAX,
  PATH_LOGIN,
  PATH_PAYMENT_SUPPLEMENT,
  PAYMENT_REDIRECT_DELAY_MS,
  POPUP_RESUME,
  POPUP_RESUME_REGISTER,
  PRODUCT_TYPE,
  REQUEST_TIMEOUT_MS,
  RSA_RETRY_MAX,
  STORAGE_KEY_PAYMENT_RETURN,
  SYSTEM_PAYLOAD_REFRESH_MS,
  TERMINAL_TYPE,
} from '../constants';
import type { ExpiringStorage } from '../storage';
import { createEncryptor, type Encrypt } from './rsa';

/** What the wrapper does to the screen and the session; the app wires real ones, tests may watch them. */
export interface ApiEffects {
  toast(message: string): void;
  /** Resolves true when the confirm button was pressed. */
  modal(opts: { title: string; content: string; confirmText?: string; cancelText?: string }): Promise<boolean>;
  logout(): void;
  navigate(path: string): void;
  /** Events of spec §8 (user-blocked). */
  emit(event: 'user-blocked', data: unknown): void;
  openPopup(key: string, props?: Record<string, unknown>): void;
  currentPath(): string;
}

/** The session as the wrapper sees it. */
export interface SessionPort {
  token(): string | null;
  setToken(token: string): void;
  userId(): number | null;
  /** True while a login is under way (1006 then does not log out). */
  loginPending(): boolean;
}

export interface RequestOptions {
  /** Send to the agent's SaaS URL instead of its API URL. */
  saas?: boolean;
  /** Send the payload RSA-encrypted (login, loginCode, resetCode, infoChangeCode, contactGet, mapConfig). */
  encrypt?: boolean;
  timeoutMs?: number;
  /** Cache a code-200 answer: true for the default 60 s, or seconds. */
  cache?: boolean | number;
  /**
   * No modal, toast or navigation: for background calls such as restoring a
   * stored session at start. The session rules (logout on 1006/1007) still apply.
   */
  silent?: boolean;
  signal?: AbortSignal;
}

/** A failed call: the envelope code (or a negative client code) and its message. */
export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  site: AgentSite;
  effects: ApiEffects;
  session: SessionPort;
  storage: ExpiringStorage;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Overrides the site's API URL (tests point it at their server). */
  baseUrl?: string;
  /** The site's key as the page's HTML carried it (boot data): used until the server refuses it, instead of asking keyGet first. */
  publicKey?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? defaultSleep;
  const { effects, session, site } = opts;
  const cache = new Map<string, { until: number; data: unknown }>();
  let encryptor: Promise<Encrypt> | null = null;
  let systemPayload: { header: string; madeAt: number } | null = null;
  let bootKey = opts.publicKey ?? null;

  const base = (saas?: boolean) => (saas ? site.saasUrl || opts.baseUrl || site.apiUrl : (opts.baseUrl ?? site.apiUrl)).replace(/\/$/, '');

  /** One HTTP exchange with network retries; resolves to an envelope or throws a client-coded error. */
  async function exchange(url: string, body: unknown, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal): Promise<Envelope> {
    for (let attempt = 0; ; attempt++) {
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
      const onAbort = () => ctrl.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal: ctrl.signal });
        const text = await res.text();
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON: reported below with the HTTP status */
        }
        return normalizeEnvelope(json) ?? { code: res.status === 200 ? -2 : res.status, msg: '' };
      } catch (e) {
        if (signal?.aborted) throw e;
        if (ctrl.signal.aborted) throw new ApiRequestError(CODE_TIMEOUT, 'timeout');
        // fetch rejects with a TypeError for refused, reset and unresolved connections alike.
        if (attempt < NET_RETRY_MAX) {
          await sleep(NET_RETRY_DELAY_MS);
          continue;
        }
        throw new ApiRequestError(CODE_NET_CONNECTION_RESET, 'fail:time out');
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    }
  }

  function getEncryptor(): Promise<Encrypt> {
    encryptor ??= (async () => {
      if (bootKey) return createEncryptor(bootKey);
      const env = await exchange(`${base()}/api-auth/rsa/keyGet`, {}, { 'content-type': 'application/json', [HEADER_AGENT_KEY]: site.agentKey }, REQUEST_TIMEOUT_MS);
      const parsed = rsaKeyGetResultSchema.safeParse(env.data);
      if (env.code !== CODE_OK || !parsed.success) throw new ApiRequestError(env.code === CODE_OK ? CODE_RSA_ERROR : env.code, env.msg || '无法获取加密公钥');
      return createEncryptor(parsed.data.publicKey);
    })();
    // A failed fetch must not stick: the next call tries again.
    encryptor.catch(() => {
      bootKey = null;
      encryptor = null;
    });
    return encryptor;
  }

  async function systemPayloadHeader(): Promise<string> {
    const t = now();
    if (systemPayload && t - systemPayload.madeAt < SYSTEM_PAYLOAD_REFRESH_MS) return systemPayload.header;
    const payload: SystemPayload = {
      time: t,
      aaid: site.aaid,
      acid: site.acid,
      productType: PRODUCT_TYPE,
      terminalType: TERMINAL_TYPE,
      version: APP_VERSION,
    };
    const header = await (await getEncryptor())(JSON.stringify(payload));
    systemPayload = { header, madeAt: t };
    return header;
  }

  function forgetKey() {
    // Refused (1017): a key written into an old page is not used again either.
    bootKey = null;
    encryptor = null;
    systemPayload = null;
  }

  /** The catalogue of spec §8: what the user sees for each error code. */
  function react(code: number, msg: string, data: unknown, silent: boolean): void {
    const toast = (m: string) => !silent && effects.toast(m);
    switch (code) {
      case CODE_NOT_LOGGED_IN:
        if (session.userId() === null && !session.loginPending()) effects.logout();
        return;
      case CODE_TOKEN_INVALID:
        effects.logout();
        if (!silent) effects.navigate(PATH_LOGIN);
        return;
      case CODE_USER_BLOCKED:
        effects.emit('user-blocked', data);
        return;
      case CODE_PAYMENT_SUPPLEMENT: {
        opts.storage.set(STORAGE_KEY_PAYMENT_RETURN, effects.currentPath());
        const key = data && typeof data === 'object' && 'key' in data ? String((data as { key: unknown }).key) : '';
        setTimeout(() => effects.navigate(`${PATH_PAYMENT_SUPPLEMENT}?key=${encodeURIComponent(key)}`), PAYMENT_REDIRECT_DELAY_MS);
        return;
      }
      case CODE_PAYMENT_NOTICE:
        toast(msg);
        return;
      case CODE_RESUME_REGISTER:
        toast(msg);
        effects.openPopup(POPUP_RESUME_REGISTER, { data });
        return;
      case CODE_RESUME_INCOMPLETE:
      case CODE_RESUME_MISSING:
        if (silent) return;
        void effects
          .modal({ title: MODAL_TITLE_LAUNCH_FAILED, content: msg, confirmText: BUTTON_COMPLETE, cancelText: BUTTON_GOT_IT })
          .then((complete) => complete && effects.openPopup(POPUP_RESUME, { data }));
        return;
      case CODE_TIMEOUT:
        toast(MSG_TIMEOUT);
        return;
      case CODE_NET_CONNECTION_RESET:
        toast(MSG_NETWORK_WEAK);
        return;
      default:
        if (!silent) void effects.modal({ title: MODAL_TITLE_HINT, content: msg || msgUnknownError(code) });
    }
  }

  async function request<T = unknown>(path: string, data?: unknown, ro: RequestOptions = {}): Promise<T> {
    const cacheKey = ro.cache ? `${path}|${JSON.stringify(data ?? {})}` : '';
    if (cacheKey) {
      const hit = cache.get(cacheKey);
      if (hit && hit.until > now()) return hit.data as T;
    }
    try {
      for (let rsaAttempt = 0; ; rsaAttempt++) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          [HEADER_AGENT_KEY]: site.agentKey,
          [HEADER_SYSTEM_PAYLOAD]: await systemPayloadHeader(),
        };
        const token = session.token();
        if (token) headers.authorization = token;
        const body = ro.encrypt ? { ciphertext: await (await getEncryptor())(JSON.stringify(data ?? {})) } : data;
        const env = await exchange(`${base(ro.saas)}${path}`, body, headers, ro.timeoutMs ?? REQUEST_TIMEOUT_MS, ro.signal);
        if (env.accessToken) session.setToken(env.accessToken);
        if (env.code === CODE_OK) {
          if (cacheKey) {
            const seconds = typeof ro.cache === 'number' ? ro.cache : CACHE_DEFAULT_EXPIRY_S;
            cache.set(cacheKey, { until: now() + seconds * 1000, data: env.data });
          }
          return env.data as T;
        }
        if (env.code === CODE_RSA_ERROR && rsaAttempt < RSA_RETRY_MAX) {
          forgetKey();
          continue;
        }
        throw new ApiRequestError(env.code, env.msg, env.data);
      }
    } catch (e) {
      if (e instanceof ApiRequestError) react(e.code, e.message, e.data, Boolean(ro.silent));
      throw e;
    }
  }

  /**
   * A call whose answer is written while it is made (server StreamAnswer): JSON lines
   * `{delta}` handed to onDelta as they come, then the envelope. Resolves to its data;
   * a refusal or a failure half-way rejects with ApiRequestError (shown by the caller).
   */
  async function stream<T = unknown>(path: string, data: unknown, onDelta: (piece: string) => void, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', [HEADER_AGENT_KEY]: site.agentKey, [HEADER_SYSTEM_PAYLOAD]: await systemPayloadHeader() };
    const token = session.token();
    if (token) headers.authorization = token;
    const res = await doFetch(`${base()}${path}`, { method: 'POST', headers, body: JSON.stringify(data ?? {}), ...(signal ? { signal } : {}) });
    const decoder = new TextDecoder();
    let buf = '';
    let last: Envelope | null = null;
    const take = (line: string) => {
      if (!line.trim()) return;
      const value = JSON.parse(line) as { delta?: unknown };
      if (typeof value.delta === 'string') onDelta(value.delta);
      else last = normalizeEnvelope(value);
    };
    const reader = res.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let nl: number;
        while ((nl = buf.indexOf('\n')) >= 0) {
          take(buf.slice(0, nl));
          buf = buf.slice(nl + 1);
        }
      }
    }
    take(buf);
    const env = last as Envelope | null;
    if (!env) throw new ApiRequestError(res.status === 200 ? -2 : res.status, MSG_NETWORK_WEAK);
    if (env.accessToken) session.setToken(env.accessToken);
    if (env.code !== CODE_OK) throw new ApiRequestError(env.code, env.msg, env.data);
    return env.data as T;
  }

  return {
    request,
    stream,
    /** Drops cached answers (all, or those of one path). */
    clearCache(path?: string) {
      if (!path) return cache.clear();
      for (const k of cache.keys()) if (k.startsWith(`${path}|`)) cache.delete(k);
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

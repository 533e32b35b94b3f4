// Infrastructure, allowed to call api.request directly (eslint.config.js): the chat socket's login: it runs in the IM store, outside React.
import {
  CODE_IM_NOT_LOGGED_IN,
  CODE_IM_TOKEN_INVALID,
  IM_CONNECT_TIMEOUT_MS,
  IM_ERROR_SOCKET_TIMEOUT,
  IM_PATHS,
  IM_RANDOMIZATION_FACTOR,
  IM_RECONNECTION_DELAY_MAX_MS,
  IM_RECONNECTION_DELAY_MS,
  IM_RETRY_MAX,
  IM_SOCKET_PATH,
  IM_SOCKET_TIMEOUT_MS,
  IM_STATUS_CONNECTED,
  IM_STATUS_DISCONNECTED,
  imChatOptionsSchema,
  type ImChatOptions,
} from '../../../schemas/im';
import type { ClientEvents, ImAck } from '../../../schemas/im-socket';
import { ApiRequestError } from '../api/client';
import { CODE_NOT_LOGGED_IN } from '../constants';
import { baseUrlOf, ImError, type ImClientDeps, type ImSocket, type SocketFactory } from './deps';
import type { Fallback } from './fallback';
import type { StateHolder } from './state-holder';

/** What the connection hands to the rest of the client. */
export interface ConnectionHooks {
  /** Takes over when the socket cannot carry chat; stopped by a socket login. */
  fallback: Pick<Fallback, 'start' | 'stop'>;
  /** Registers the server pushes on a new socket (once per socket, never per connect). */
  bindPushes(s: ImSocket): void;
  /** Logged in over the socket (`reconnect`: not this login's first connect): catch up, re-join. */
  loggedIn(reconnect: boolean): Promise<void>;
}

/**
 * The socket side of chat (spec §4, §9): the chat token, one socket whose handlers are
 * registered once, imLogin on every connect (status 200, else 0), a login after a logout
 * notice or an expired token, and the hand-over to the HTTP fallback after `retryMax` failed
 * attempts or no login within the connect time-out.
 */
export function createConnection(deps: ImClientDeps, holder: StateHolder, hooks: ConnectionHooks) {
  const retryMax = deps.retryMax ?? IM_RETRY_MAX;
  const connectTimeoutMs = Number(deps.socketOptions?.timeout ?? IM_CONNECT_TIMEOUT_MS);
  const conn = {
    options: null as ImChatOptions | null,
    socket: null as ImSocket | null,
    /** Failed attempts since the last connect. */
    connectFailures: 0,
    /** This login connected before: the next connect is a reconnect. */
    everConnected: false,
    watchdog: null as ReturnType<typeof setTimeout> | null,
    loginRun: null as Promise<void> | null,
    /** Bumped by every logout: a login still on its way for an older one stops. */
    generation: 0,
  };

  async function emitAck<T>(event: keyof ClientEvents, payload: unknown): Promise<ImAck<T>> {
    const s = conn.socket;
    if (!s || !s.connected) throw new ImError(CODE_IM_NOT_LOGGED_IN, IM_ERROR_SOCKET_TIMEOUT);
    try {
      // The typed contract cannot name an event chosen at run time; the payloads come from the same schemas.
      return (await (s.timeout(IM_SOCKET_TIMEOUT_MS) as unknown as { emitWithAck(e: string, p: unknown): Promise<ImAck<T>> }).emitWithAck(event, payload)) as ImAck<T>;
    } catch {
      throw new ImError(-1, IM_ERROR_SOCKET_TIMEOUT);
    }
  }

  async function ensureSocket() {
    if (conn.socket) {
      if (!conn.socket.connected) conn.socket.connect();
      return;
    }
    let io = deps.io;
    if (!io) {
      try {
        io = (await import('socket.io-client')).io as unknown as SocketFactory;
      } catch {
        // No socket library (a failed chunk): the fallback carries everything.
        hooks.fallback.start();
        return;
      }
    }
    const opts = {
      path: conn.options?.socketPath || IM_SOCKET_PATH,
      transports: ['websocket', 'polling'],
      timeout: IM_CONNECT_TIMEOUT_MS,
      reconnectionDelay: IM_RECONNECTION_DELAY_MS,
      reconnectionDelayMax: IM_RECONNECTION_DELAY_MAX_MS,
      randomizationFactor: IM_RANDOMIZATION_FACTOR,
      ...deps.socketOptions,
    };
    const s = io(baseUrlOf(deps) || '/', opts);
    conn.socket = s;
    // Handlers are registered once per socket, never per connect: a reconnect must not double them.
    s.on('connect', () => void onConnect(s));
    s.on('disconnect', () => {
      holder.patch({ status: IM_STATUS_DISCONNECTED });
      watch();
    });
    const failed = () => {
      conn.connectFailures += 1;
      if (holder.state.status !== IM_STATUS_DISCONNECTED) holder.patch({ status: IM_STATUS_DISCONNECTED });
      if (conn.connectFailures >= retryMax) hooks.fallback.start();
    };
    s.on('connect_error', failed);
    // A connection cut before its handshake ends (a proxy dropping WebSockets) is no connect_error:
    // the manager just tries again, so its attempts count as failures too.
    s.io.on('reconnect_attempt', (attempt: number) => {
      if (attempt > conn.connectFailures) failed();
    });
    watch();
    hooks.bindPushes(s);
    s.on('imLogoutNotice', () => {
      conn.options = null;
      void (async () => {
        if (await fetchOptions()) await socketLogin(s);
      })();
    });
  }

  /** However the attempts fail, no login within the connect time-out hands over to the fallback. */
  function watch() {
    if (conn.watchdog) clearTimeout(conn.watchdog);
    conn.watchdog = setTimeout(() => {
      conn.watchdog = null;
      if (conn.socket && holder.state.status !== IM_STATUS_CONNECTED) hooks.fallback.start();
    }, connectTimeoutMs);
  }

  async function onConnect(s: ImSocket) {
    conn.connectFailures = 0;
    const reconnect = conn.everConnected;
    conn.everConnected = true;
    await socketLogin(s, false, reconnect);
  }

  /** imLogin on this socket; 200 → connected, then the catch-up; anything else → logged out. */
  async function socketLogin(s: ImSocket, retried = false, reconnect = false): Promise<void> {
    if (!conn.options) return;
    let ack: ImAck<{ unreadTotal: number }>;
    try {
      ack = await emitAck('imLogin', { token: conn.options.token });
    } catch {
      holder.patch({ status: IM_STATUS_DISCONNECTED });
      return;
    }
    if (s !== conn.socket) return;
    if (ack.code === IM_STATUS_CONNECTED) {
      hooks.fallback.stop();
      holder.patch({ status: IM_STATUS_CONNECTED, ...(typeof ack.data?.unreadTotal === 'number' ? { unreadTotal: ack.data.unreadTotal } : {}) });
      // The chat server's count is the truth for the badge, even when it equals what we held.
      holder.mirrorUnread();
      await hooks.loggedIn(reconnect);
      return;
    }
    holder.patch({ status: IM_STATUS_DISCONNECTED });
    if (ack.code === CODE_IM_TOKEN_INVALID && !retried && (await fetchOptions())) await socketLogin(s, true, reconnect);
  }

  /** /api-user/im/login: the chat token. 1006 (not logged in) is ignored, as spec §8 says. */
  async function fetchOptions(): Promise<boolean> {
    try {
      const raw = await deps.api.request(IM_PATHS.login, {}, { silent: true });
      conn.options = imChatOptionsSchema.parse(raw);
      holder.patch({ me: conn.options.imUserId });
      return true;
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === CODE_NOT_LOGGED_IN) return false;
      holder.patch({ status: IM_STATUS_DISCONNECTED });
      return false;
    }
  }

  return {
    emitAck,
    /** The chat options (token) held, or null before chat login. */
    options: (): ImChatOptions | null => conn.options,

    /** Chat login after the app login (or a restored session). */
    login(): Promise<void> {
      if (conn.loginRun) return conn.loginRun;
      const gen = conn.generation;
      conn.loginRun = (async () => {
        if (!(await fetchOptions()) || gen !== conn.generation) return;
        await ensureSocket();
      })().finally(() => {
        conn.loginRun = null;
      });
      return conn.loginRun;
    },

    /** Chat logout: the socket logs out and closes, the fallback stops, the token is forgotten. */
    close() {
      conn.generation += 1;
      const s = conn.socket;
      conn.socket = null;
      if (s) {
        if (s.connected) s.emit('imLogout', {}, () => undefined);
        s.removeAllListeners();
        s.disconnect();
      }
      hooks.fallback.stop();
      if (conn.watchdog) clearTimeout(conn.watchdog);
      conn.watchdog = null;
      conn.options = null;
      conn.everConnected = false;
      conn.connectFailures = 0;
    },

    /** Resolves true once logged in over the socket or carried by the fallback; false after `ms`. */
    waitForLogin(ms: number): Promise<boolean> {
      return holder.until(() => holder.state.status === IM_STATUS_CONNECTED || (holder.state.fallback && conn.options !== null), ms);
    },
    /** Resolves true once chat is logged in over the socket (calls need the socket); false after `ms`. */
    waitForSocket(ms: number): Promise<boolean> {
      return holder.until(() => holder.state.status === IM_STATUS_CONNECTED, ms);
    },
  };
}

export type Connection = ReturnType<typeof createConnection>;

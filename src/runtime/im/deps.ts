// Infrastructure, allowed to call api.request directly (eslint.config.js): the chat client's door to the protocol: the IM store calls it outside React, so no Query hook can.
import type { Socket } from 'socket.io-client';
import type { UserSession } from '../../../schemas/auth';
import type { ClientEvents, ServerEvents } from '../../../schemas/im-socket';

export type ImSocket = Socket<ServerEvents, ClientEvents>;
export type SocketFactory = (url: string, opts: Record<string, unknown>) => ImSocket;

/** What the chat client needs from the app's runtime (real ones in the app, small fakes in tests). */
export interface ImClientDeps {
  api: { request<T = unknown>(path: string, data?: unknown, opts?: { silent?: boolean; timeoutMs?: number }): Promise<T> };
  session: {
    getState(): { user: UserSession | null; token: string | null };
    subscribe(fn: () => void): () => void;
    update(user: UserSession): UserSession;
  };
  events?: { on(name: 'login' | 'logout', fn: () => void): () => void };
  toast(message: string): void;
  /** Origin of the socket and the HTTP fallback ('' → the page's origin). */
  baseUrl: string;
  agentKey: string;
  /** socket.io-client's io (loaded on first use when absent). */
  io?: SocketFactory;
  fetch?: typeof fetch;
  now?: () => number;
  /** Overrides of the socket.io options (tests shorten the reconnection delays). */
  socketOptions?: Record<string, unknown>;
  /** Failed connection attempts before the HTTP fallback takes over (spec §9 retries max 5). */
  retryMax?: number;
  /** Poll timings of the fallback (tests shorten them). */
  poll?: { firstMs: number; intervalMs: number; notReadyMs: number };
}

/** A failure of a chat call: the ack's or the server's code and message. */
export class ImError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImError';
  }
}

/** The origin the socket and the fallback talk to, without a trailing slash. */
export const baseUrlOf = (deps: Pick<ImClientDeps, 'baseUrl'>): string => (deps.baseUrl || (typeof window !== 'undefined' ? window.location.origin : '')).replace(/\/$/, '');

/** An app API call; a silent one raises no modal (the screen shows why it failed instead). */
export async function callApi<T>(deps: Pick<ImClientDeps, 'api'>, path: string, data: unknown, silent = false): Promise<T> {
  return deps.api.request<T>(path, data, silent ? { silent } : {});
}

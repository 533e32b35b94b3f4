import {
  CODE_IM_TOKEN_INVALID,
  IM_ERROR_NO_TOKEN,
  IM_ERROR_SOCKET_TIMEOUT,
  IM_PATHS,
  IM_POLL_FIRST_MS,
  IM_POLL_INTERVAL_MS,
  IM_POLL_INTERVAL_NOT_READY_MS,
  IM_POLL_LIMIT,
  IM_POLL_LOOKBACK_MS,
  IM_POLL_TIMEOUT_MS,
  type ImChatOptions,
  type ImMessage,
} from '../../../schemas/im';
import type { ImAck } from '../../../schemas/im-socket';
import { baseUrlOf, ImError, type ImClientDeps } from './deps';
import type { StateHolder } from './state-holder';

/** What the fallback takes from the rest of the client. */
export interface FallbackPorts {
  /** The chat token (null before chat login or after a logout notice). */
  options(): ImChatOptions | null;
  /** A message the poll found, applied like a push. */
  take(m: ImMessage): void;
}

/**
 * The HTTP fallback (spec §7, §9) for when the socket cannot carry chat: sends go by POST with
 * the chat token, and findToMe is polled from 20 s back after the last message id held (first
 * after 5 s, then every 10 s, every 15 s after a failed poll). `state.fallback` says it is on.
 */
export function createFallback(deps: ImClientDeps, holder: StateHolder, ports: FallbackPorts) {
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const timing = deps.poll ?? { firstMs: IM_POLL_FIRST_MS, intervalMs: IM_POLL_INTERVAL_MS, notReadyMs: IM_POLL_INTERVAL_NOT_READY_MS };
  const polling = {
    timer: null as ReturnType<typeof setTimeout> | null,
    /** The highest message id taken from any source: the next poll asks only after it. */
    lastId: 0,
    /** The last poll went through (the next comes at the normal interval). */
    ready: false,
  };

  /** POST to the fallback with the chat token (spec §7), time-out 5 s. */
  async function post<T>(path: string, body: unknown): Promise<ImAck<T>> {
    const options = ports.options();
    if (!options) throw new ImError(CODE_IM_TOKEN_INVALID, IM_ERROR_NO_TOKEN);
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), IM_POLL_TIMEOUT_MS);
    try {
      const res = await doFetch(`${baseUrlOf(deps)}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: options.token, 'agent-key': deps.agentKey },
        body: JSON.stringify(body),
        signal: ctrl.signal,
      });
      return (await res.json()) as ImAck<T>;
    } catch {
      throw new ImError(-1, IM_ERROR_SOCKET_TIMEOUT);
    } finally {
      clearTimeout(timer);
    }
  }

  function schedule(ms: number) {
    if (polling.timer) clearTimeout(polling.timer);
    polling.timer = setTimeout(() => void pollOnce(), ms);
  }

  /** One poll of findToMe from 20 s back (after the last id held), page by page. */
  async function pollOnce() {
    polling.timer = null;
    if (!holder.state.fallback || !ports.options()) {
      if (holder.state.fallback) schedule(timing.notReadyMs);
      return;
    }
    try {
      for (let page = 1; page <= 20; page++) {
        const ack = await post<{ list: ImMessage[]; lastId: number; done: boolean }>(IM_PATHS.fallbackFindToMe, {
          startAt: now() - IM_POLL_LOOKBACK_MS,
          page: 1,
          limit: IM_POLL_LIMIT,
          ...(polling.lastId > 0 ? { lastId: polling.lastId } : {}),
        });
        if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
        for (const m of ack.data.list) ports.take(m);
        if (ack.data.lastId > polling.lastId) polling.lastId = ack.data.lastId;
        if (ack.data.done || ack.data.list.length === 0) break;
      }
      polling.ready = true;
    } catch {
      polling.ready = false;
    }
    if (holder.state.fallback) schedule(polling.ready ? timing.intervalMs : timing.notReadyMs);
  }

  return {
    post,
    start() {
      if (holder.state.fallback) return;
      holder.patch({ fallback: true });
      polling.ready = false;
      schedule(timing.firstMs);
    },
    stop() {
      if (polling.timer) clearTimeout(polling.timer);
      polling.timer = null;
      if (holder.state.fallback) holder.patch({ fallback: false });
    },
    /** A message was taken (push, ack, sync or poll): polls need not ask for it again. */
    noteTaken(id: number) {
      if (id > polling.lastId) polling.lastId = id;
    },
    /** Chat logout: the next login polls from scratch. */
    forget() {
      polling.lastId = 0;
    },
  };
}

export type Fallback = ReturnType<typeof createFallback>;

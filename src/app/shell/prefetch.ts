import { PREFETCH_IDLE_TIMEOUT_MS } from '../../runtime/constants';

/**
 * Link prefetch (spec §9): the chunks and design pages of routes the user can
 * go to next are fetched when the browser is idle (at most
 * PREFETCH_IDLE_TIMEOUT_MS later), never offline, on 2g or in save-data mode.
 */

export interface NetworkInfo {
  onLine: boolean;
  connection?: { effectiveType?: string | undefined; saveData?: boolean | undefined } | undefined;
}

export function canPrefetch(nav: NetworkInfo): boolean {
  if (!nav.onLine) return false;
  const c = nav.connection;
  if (!c) return true;
  if (c.saveData) return false;
  return !(c.effectiveType ?? '').includes('2g');
}

export interface IdleHost {
  requestIdleCallback?: ((cb: () => void, opts?: { timeout: number }) => number) | undefined;
  cancelIdleCallback?: ((id: number) => void) | undefined;
  setTimeout(cb: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** Runs `fn` when idle (or after the time-out); returns a cancel function. Safari lacks requestIdleCallback: a timer stands in. */
export function whenIdle(host: IdleHost, fn: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (host.requestIdleCallback) {
    const id = host.requestIdleCallback(fn, { timeout });
    return () => host.cancelIdleCallback?.(id);
  }
  const id = host.setTimeout(fn, Math.min(timeout, 200));
  return () => host.clearTimeout(id);
}

/**
 * Prefetches each target once per session when idle and the network allows.
 * `load` fetches one target (its design page and widget chunks); failures are
 * ignored: the real navigation will try again and report.
 */
export function createPrefetcher(env: { host: IdleHost; network: () => NetworkInfo; load: (target: string) => Promise<unknown> }) {
  const done = new Set<string>();
  return {
    schedule(targets: readonly string[]): () => void {
      const todo = targets.filter((t) => !done.has(t));
      if (todo.length === 0 || !canPrefetch(env.network())) return () => undefined;
      return whenIdle(env.host, () => {
        if (!canPrefetch(env.network())) return;
        for (const t of todo) {
          if (done.has(t)) continue;
          done.add(t);
          env.load(t).catch(() => done.delete(t));
        }
      });
    },
    has: (t: string) => done.has(t),
  };
}
export type Prefetcher = ReturnType<typeof createPrefetcher>;

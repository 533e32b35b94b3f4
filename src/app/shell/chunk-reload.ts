import { CHUNK_RELOAD_MIN_INTERVAL_MS, STORAGE_KEY_CHUNK_RELOAD } from '../../runtime/constants';

/**
 * Script chunk failures (spec §8): after a deploy, the old chunk names are
 * gone and a dynamic import rejects. The page then reloads once, on the next
 * route change, at most once per CHUNK_RELOAD_MIN_INTERVAL_MS (the time is
 * kept in sessionStorage, so a reload loop is impossible even when the new
 * build is broken too).
 */

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(e: unknown): boolean {
  if (e instanceof Error) return CHUNK_ERROR.test(`${e.name}: ${e.message}`);
  if (typeof e === 'string') return CHUNK_ERROR.test(e);
  return false;
}

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  /** Loads `href` afresh (window.location.assign). */
  reload(href: string): void;
}

export function createChunkReloader(env: ChunkReloadEnv) {
  let failed = false;
  return {
    /** Notes a failure if `e` is a chunk-load error; true when it was one. */
    noteFailure(e: unknown): boolean {
      if (!isChunkLoadError(e)) return false;
      failed = true;
      return true;
    },
    get pending(): boolean {
      return failed;
    },
    /** Called on each route change with the new address: reloads it when a failure is pending and allowed. */
    onRouteChange(href: string): boolean {
      if (!failed) return false;
      const now = env.now();
      let last = Number.NEGATIVE_INFINITY;
      try {
        const raw = env.storage?.getItem(STORAGE_KEY_CHUNK_RELOAD);
        const stored = raw ? Number(raw) : Number.NaN;
        if (Number.isFinite(stored)) last = stored;
      } catch {
        /* storage blocked: allow the reload, but there is nothing to remember it by */
      }
      if (now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
      try {
        env.storage?.setItem(STORAGE_KEY_CHUNK_RELOAD, String(now));
      } catch {
        /* storage full or blocked: reload anyway */
      }
      failed = false;
      env.reload(href);
      return true;
    },
  };
}
export type ChunkReloader = ReturnType<typeof createChunkReloader>;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function browserChunkReloader(): ChunkReloader {
  return createChunkReloader({ storage: sessionStore(), now: () => Date.now(), reload: (href) => window.location.assign(href) });
}

/** Listens for failed chunk loads anywhere: Vite's preload event, unhandled rejections and script errors. */
export function installChunkFailureListeners(win: Window, reloader: ChunkReloader): () => void {
  // Vite dispatches this for a failed dynamic import or preload; not prevented, so the import still rejects where it was made.
  const onPreload = (e: Event) => void reloader.noteFailure((e as Event & { payload?: unknown }).payload ?? new Error('Failed to fetch dynamically imported module'));
  const onRejection = (e: PromiseRejectionEvent) => void reloader.noteFailure(e.reason);
  const onError = (e: ErrorEvent) => void reloader.noteFailure(e.error ?? e.message);
  win.addEventListener('vite:preloadError', onPreload);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('vite:preloadError', onPreload);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}

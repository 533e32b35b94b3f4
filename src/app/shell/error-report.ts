import { APP_VERSION } from '../../../schemas/client-config';
import { SYSTEM_PATHS, type ClientErrorKind } from '../../../schemas/system';
import { isChunkLoadError } from './chunk-reload';

/**
 * Reports what goes wrong in users' browsers to the server (/api-user/system/webError, spec §7), where
 * operators see it in the studio's 客户端错误 page: uncaught errors, unhandled promise rejections and
 * script chunks that did not load. A page stuck in a loop of one error must not flood the server: the
 * same error is sent once per ERROR_REPORT_SAME_MS, and at most ERROR_REPORT_PER_MINUTE reports go out a
 * minute (the server holds its own limits too). Reporting never throws.
 */
export const ERROR_REPORT_PER_MINUTE = 5;
export const ERROR_REPORT_SAME_MS = 60_000;
const MINUTE_MS = 60_000;

export interface ErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  url: string;
  userAgent: string;
  version: string;
}

export interface ErrorReporterEnv {
  send(report: ErrorReport): Promise<unknown>;
  now(): number;
  /** The page's path and query now. */
  url(): string;
  userAgent: string;
  /** The build that reports. */
  version: string;
}

function describe(e: unknown): { message: string; stack?: string } {
  if (e instanceof Error) return { message: `${e.name}: ${e.message}`.slice(0, 500), ...(e.stack ? { stack: e.stack.slice(0, 4_000) } : {}) };
  if (typeof e === 'string') return { message: e.slice(0, 500) };
  try {
    return { message: (JSON.stringify(e) ?? String(e)).slice(0, 500) };
  } catch {
    return { message: String(e).slice(0, 500) };
  }
}

export function createErrorReporter(env: ErrorReporterEnv) {
  const sentAt = new Map<string, number>();
  let windowStart = Number.NEGATIVE_INFINITY;
  let inWindow = 0;
  return {
    /** Sends a report unless the limits hold it back; answers whether it was sent. */
    report(kind: ClientErrorKind, error: unknown): boolean {
      const { message, stack } = describe(error);
      if (!message.trim()) return false;
      const now = env.now();
      const key = `${kind}\n${message}`;
      const last = sentAt.get(key);
      if (last !== undefined && now - last < ERROR_REPORT_SAME_MS) return false;
      if (now - windowStart >= MINUTE_MS) {
        windowStart = now;
        inWindow = 0;
      }
      if (inWindow >= ERROR_REPORT_PER_MINUTE) return false;
      inWindow++;
      sentAt.set(key, now);
      // A failed report is dropped: reporting it would be a loop.
      void env.send({ kind, message, ...(stack ? { stack } : {}), url: env.url().slice(0, 1_000), userAgent: env.userAgent.slice(0, 500), version: env.version.slice(0, 40) }).catch(() => undefined);
      return true;
    },
  };
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/** Listens to the window's uncaught errors, rejections and Vite's chunk preload failures. */
export function installErrorReporter(win: Window, reporter: ErrorReporter): () => void {
  const onPreload = (e: Event) => void reporter.report('chunk', (e as Event & { payload?: unknown }).payload ?? 'Failed to fetch dynamically imported module');
  const onRejection = (e: PromiseRejectionEvent) => void reporter.report(isChunkLoadError(e.reason) ? 'chunk' : 'rejection', e.reason);
  const onError = (e: ErrorEvent) => {
    const error: unknown = e.error ?? e.message;
    // A failed <img> or <script> fires a plain Event here, without a message: nothing to tell.
    if (!error) return;
    reporter.report(isChunkLoadError(error) ? 'chunk' : 'error', error);
  };
  win.addEventListener('vite:preloadError', onPreload);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('vite:preloadError', onPreload);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}

/** The reporter of the running app: through the request wrapper, silently (no modal for a failed report). */
export function browserErrorReporter(request: (path: string, body: unknown) => Promise<unknown>): ErrorReporter {
  return createErrorReporter({
    send: (r) => request(SYSTEM_PATHS.webError, r),
    now: () => Date.now(),
    url: () => window.location.pathname + window.location.search,
    userAgent: navigator.userAgent,
    version: String(APP_VERSION),
  });
}

/**
 * Waits until the server's skeleton is on screen (issue 15): its pictures
 * decoded (capped, so a broken or slow one never holds the app back) and one
 * frame painted. The site's entry imports the app only then, so a phone paints
 * the page's outline and first picture before it spends its CPU on the app's
 * scripts, which were fetched meanwhile (the HTML preloads them).
 */
export async function afterFirstPaint(root: ParentNode = document, capMs = 1000): Promise<void> {
  const pictures = Array.from(root.querySelectorAll<HTMLImageElement>('#root img'));
  if (pictures.length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, capMs);
    });
    const decoded = Promise.all(pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)));
    await Promise.race([decoded, cap]);
    clearTimeout(timer);
  }
  // The next frame paints what is decoded; the task after it runs once that frame is out.
  await new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves in a later task, so the main thread can take a tap or paint a frame first (issue 15: a
 * phone's total blocking time is each task's time beyond 50 ms). scheduler.yield() where the browser has
 * it (the rest of the work then goes ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** sessionStorage key: when the page last reloaded because the app's chunk failed to load. */
const APP_RELOAD_KEY = 'app-chunk-reload-at';
const APP_RELOAD_MIN_INTERVAL_MS = 60_000;

/**
 * The app's own chunk failed to load (a deploy removed the old files): reloads
 * the page once, unless it did so in the last minute (then the failure stands,
 * and no reload loop is possible). True when it reloads.
 */
export function reloadOnceAfter(error: unknown, win: Pick<Window, 'sessionStorage' | 'location'> = window, now = Date.now()): boolean {
  if (!(error instanceof Error) || !/dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)) return false;
  try {
    const raw = win.sessionStorage.getItem(APP_RELOAD_KEY);
    const last = raw === null ? Number.NaN : Number(raw);
    if (Number.isFinite(last) && now - last < APP_RELOAD_MIN_INTERVAL_MS) return false;
    win.sessionStorage.setItem(APP_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

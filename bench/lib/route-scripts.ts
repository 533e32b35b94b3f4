import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface RouteScripts {
  /** Every script the browser fetched for the route until the network went idle, with its gzip size. */
  files: { url: string; gzip: number; transferred: number }[];
  /** Sum of the gzip sizes (the budget's measure, the same for every encoding the server picks). */
  gzip: number;
}

/** A script the route loads: a script element or import, or a chunk the idle prefetch fetches into the cache (src/app/shell/chunk-prefetch.ts). */
export function isRouteScript(res: Response): boolean {
  const type = res.request().resourceType();
  return type === 'script' || (type === 'fetch' && /\/assets\/[^/?]+\.js(?:\?|$)/.test(res.url()));
}

/**
 * Opens `url` in `page` (a fresh context: nothing cached) and counts every
 * script the browser fetches until the network is idle: the entry, its static
 * imports, the widgets the page draws and whatever they load, and (unless
 * `prefetch: false`) the chunks of the tab bar's other routes that the app
 * prefetches once the browser is idle. Used by
 * bench:render and by the first-route budget check (tests/e2e/first-route-budget.spec.ts).
 */
export async function scriptsOfRoute(page: Page, url: string, opts: { prefetch?: boolean } = {}): Promise<RouteScripts> {
  // Without prefetch: the page says save-data, so the next routes' chunks (spec §9, fetched when idle) stay out of the count.
  if (opts.prefetch === false) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const pending: Promise<{ url: string; gzip: number; transferred: number }>[] = [];
  const onResponse = (res: Response) => {
    if (!isRouteScript(res)) return;
    pending.push(
      (async () => {
        const body = await res.body();
        const sizes = await res.request().sizes().catch(() => null);
        return { url: res.url(), gzip: gzipSync(body).length, transferred: sizes ? sizes.responseBodySize : body.length };
      })(),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  const files = await Promise.all(pending);
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

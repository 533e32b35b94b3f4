import { expect, test, type Browser } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRouteScript, scriptsOfRoute } from '../../bench/lib/route-scripts';

/**
 * The first route's JavaScript as a phone loads it: every script fetched for
 * the page until the network is idle (entry, its imports, the page's widgets),
 * counted as gzip bytes — once for the page alone, once with the prefetch of
 * the tab bar's other routes (spec §9) that follows when the browser is idle.
 * The budgets hold what was gained (issue 15: 337 KB for the entry and its
 * imports alone before); the issue's targets are 150 KB for `/` and 170 KB for
 * the other main routes — lower these as the routes shrink, never raise them.
 * (Raised once, on 2026-11-27, from 216 / 290: the per-feature data hooks (useMutation) and
 * the job editor's form store came in with ~3 KB on /job and ~5 KB on the prefetch of the
 * tab routes; the first-paint change of the same day took 3–7 KB off, so the two together
 * still end at about the budgets before them. Win the bytes back, then lower these.)
 * (Lowered on 2026-11-28 from 245 / 220 / 298: ErrorBlock's four pictures load on first use
 * (src/runtime/ui/error-block.tsx), 10 KB off each route: 244.7 → 234.7 KB on /, 218.5 → 208.5
 * KB on /job, 295.7 → 285.7 KB with prefetch.)
 * (Lowered on 2026-11-28 from 236 / 287 for /: the banner is our own carousel, without
 * antd-mobile's Swiper and its react-spring and use-gesture: 233.0 → 205.5 KB on /, 280.1 →
 * 277.8 KB with prefetch (the other tabs' popups still use react-spring).)
 * (/message added on 2026-11-28 at 204 / 280: a visitor's /message, the chat list with its login prompt,
 * 201.1 KB once its rows slide by our own SwipeRow and the action sheet and dialogs load on first use;
 * it was 237.7 KB with antd-mobile's SwipeAction, ActionSheet and Dialog and their react-spring and use-gesture.)
 */
export const ROUTE_BUDGETS_KB: Record<string, { own: number; withPrefetch: number }> = {
  '/': { own: 208, withPrefetch: 280 },
  '/job': { own: 210, withPrefetch: 280 },
  '/message': { own: 204, withPrefetch: 280 },
};

/** The build writes .br/.gz of files from this size on (vite.config.ts COMPRESS_MIN_BYTES). */
const PRECOMPRESS_MIN_BYTES = 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function measure(browser: Browser, route: string, prefetch: boolean) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const seen: Promise<{ encoding: string; bytes: number; url: string }>[] = [];
  page.on('response', (r) => {
    if (!isRouteScript(r)) return;
    const encoding = r.headers()['content-encoding'] ?? 'none';
    seen.push(r.body().then((b) => ({ encoding, bytes: b.length, url: r.url() }), () => ({ encoding, bytes: 0, url: r.url() })));
  });
  const got = await scriptsOfRoute(page, route, { prefetch });
  const scripts = await Promise.all(seen);
  await context.close();
  // Files under 1 KB are not precompressed (not worth it); a balancer may still gzip them on the fly.
  const encodings = scripts.filter((x) => x.bytes >= PRECOMPRESS_MIN_BYTES).map((x) => x.encoding);
  const list = got.files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`)
    .join('\n');
  return { kb: got.gzip / 1024, encodings, report: `scripts of ${route}${prefetch ? ' with prefetch' : ''}: ${kb(got.gzip)} in ${got.files.length} files\n${list}` };
}

test('the entry runs none of the app before the first paint: what it imports statically is only the bundler’s small helpers', () => {
  // A module the entry shares with the app (src/main.tsx importing from src/app/…) pulls the app's
  // chunk into the entry's static imports: the whole app would then run before the skeleton is painted.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const entry = manifest['index.html'];
  expect(entry).toBeDefined();
  const imported = (entry!.imports ?? []).map((k) => ({ file: manifest[k]!.file, bytes: statSync(join('dist', manifest[k]!.file)).size }));
  for (const f of imported) expect(f.bytes, f.file).toBeLessThan(2048);
});

for (const [route, budget] of Object.entries(ROUTE_BUDGETS_KB)) {
  test(`${route} loads at most ${budget.own} KB gzip of JavaScript (${budget.withPrefetch} KB with prefetch), sent compressed`, async ({ browser }) => {
    const own = await measure(browser, route, false);
    expect(own.kb, own.report).toBeLessThanOrEqual(budget.own);
    // Chromium accepts brotli: every script of 1 KB or more comes from its precompressed .br copy.
    expect(own.encodings.length).toBeGreaterThan(0);
    expect(new Set(own.encodings)).toEqual(new Set(['br']));
    const all = await measure(browser, route, true);
    expect(all.kb, all.report).toBeLessThanOrEqual(budget.withPrefetch);
  });
}

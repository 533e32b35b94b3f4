/**
 * npm run bench:lighthouse — starts the product (`server/main.ts` on a fresh
 * embedded database with the demo data, serving this checkout's dist/), runs
 * Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps, 4× CPU) on each main route
 * RUNS times in Debian's Chromium and prints the medians: performance and
 * accessibility scores, FCP, LCP, TBT, CLS and the bytes transferred.
 *
 *   npm run bench:lighthouse                 # this checkout
 *   node --import tsx bench/lighthouse.ts --dir /path/to/other/checkout   # e.g. the code before a change
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium); RUNS the number of runs (default 3);
 * DETAILS=1 also prints the failing accessibility audits of each route's first run, with a few of their nodes;
 * SAVE_DIR=dir writes each run's full report (route-N.json: filmstrip, LCP element, layout shifts, requests);
 * ROUTES=/,/job limits the routes. /message is measured signed in (the demo job seeker): the token is put
 * into local storage as the app keeps it, and the browser's cache is cleared before each run instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { STORAGE_KEY_AUTH } from '../src/runtime/constants';
import { protocolClient } from '../tests/e2e/helpers/protocol';

const argDir = process.argv.indexOf('--dir');
const dir = resolve(argDir > 0 ? process.argv[argDir + 1]! : process.cwd());
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const ALL_ROUTES = ['/', '/job', '/job/1', '/company/1', '/article/1', '/message'];
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL_ROUTES;
/** Routes measured signed in: a visitor is sent to the login page there. */
const SIGNED_IN = new Set(['/message']);
const SAVE_DIR = process.env.SAVE_DIR;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

if (!existsSync(join(dir, 'dist/index.html'))) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });

// ---------------------------------------------------------------- the product, as `npm run serve` starts it
const dataDir = mkdtempSync(join(tmpdir(), 'rm-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: dir,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
for (let i = 0; ; i++) {
  if (i > 600) throw new Error('the server did not start in 5 minutes');
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
// A running server has answered its pages before: each route's HTML (and the boot data it inlines) is asked
// a few times first, so the first measured run does not pay for the server's cold start (JIT, caches).
for (const route of ROUTES) for (let i = 0; i < 3; i++) await (await fetch(`${base}${route}`)).text();

// ---------------------------------------------------------------- Lighthouse
interface Run {
  perf: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = new Map<string, Run[]>();

/** A signed-in visit: the demo job seeker's token in local storage (as the app keeps it), the HTTP cache emptied. */
async function signIn(): Promise<() => Promise<void>> {
  const token = await (await protocolClient(base)).loginUser('13800000001');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  // A file of the origin that runs no app code: only local storage is touched.
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((k, v) => localStorage.setItem(k, JSON.stringify({ v, e: Date.now() + 86_400_000 })), STORAGE_KEY_AUTH, token);
  const cdp = await page.createCDPSession();
  return async () => {
    await cdp.send('Network.clearBrowserCache');
  };
}

try {
  for (const route of ROUTES) {
    const runs: Run[] = [];
    const signedIn = SIGNED_IN.has(route);
    const beforeRun = signedIn ? await signIn() : null;
    for (let i = 0; i < RUNS; i++) {
      await beforeRun?.();
      const out = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse empties storage before a run; a signed-in run keeps it (the cache is emptied above).
        ...(signedIn ? { disableStorageReset: true } : {}),
      });
      const lhr = out?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
      if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `${route.replace(/\W+/g, '_') || 'home'}-${i}.json`), JSON.stringify(lhr));
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      if (process.env.DETAILS && i === 0) {
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) continue;
          const items = ((audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []).slice(0, 4);
          console.log(`${route} a11y ✗ ${ref.id}: ${items.map((it) => it.node?.snippet?.slice(0, 120) ?? '').join(' | ')}`);
        }
      }
      runs.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        bytes: num('total-byte-weight'),
      });
    }
    results.set(route, runs);
  }
} finally {
  await chrome.kill();
  stop();
}

console.log(`\nbench:lighthouse (${dir}; Lighthouse mobile profile, Chromium; medians of ${RUNS} runs)`);
console.log('route          perf  a11y     FCP      LCP      TBT    CLS   transferred');
for (const [route, runs] of results) {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  console.log(
    `${route.padEnd(13)} ${String(m('perf')).padStart(4)}  ${String(m('a11y')).padStart(4)}  ${(m('fcp') / 1000).toFixed(1).padStart(5)} s  ${(m('lcp') / 1000).toFixed(1).padStart(5)} s  ${m('tbt').toFixed(0).padStart(5)} ms  ${m('cls').toFixed(2)}  ${(m('bytes') / 1024).toFixed(0).padStart(6)} KB`,
  );
}
process.exit(0);

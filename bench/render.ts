/**
 * npm run bench:render — renders design pages of 50, 200 and 500 widgets in
 * Chromium and prints the first-render scripting time and the time of one
 * widget's update (a tab switch), then the gzip size of the runtime core
 * (loader, renderer, registry, actions, popups) and of the first route's JS.
 *
 * The pages go through the real path: an operator logs in, saves and publishes
 * them through the admin API, and a fresh browser context opens each one.
 * Needs a client build (`npm run build`); it runs one when dist/ is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../schemas/client-config';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedAll } from '../server/db/seed/index';
import { createEncryptor } from '../src/runtime/api/rsa';
import { scriptsOfRoute } from './lib/route-scripts';

const SIZES = [50, 200, 500];
const UPDATE_RUNS = 15;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

// ---------------------------------------------------------------- server with the bench pages
const db = await openDb({});
const { appRole } = await migrate(db);
await seedAll(db, { appRole });
const app = await buildApp({ db, appRole, logLevel: 'warn', webDir: 'dist' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const site = AGENT_SITES[0]!;
const [agent] = await db.query<{ rsa_public_key: string }>('SELECT rsa_public_key FROM agents WHERE agent_key = $1', [site.agentKey]);
const encrypt = await createEncryptor(agent!.rsa_public_key);
const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
let token = '';
async function call<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'agent-key': site.agentKey, 'system-payload': payload, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; msg: string; data: T };
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}
token = (await call<{ access_token: string }>('/api-admin/auth/login', { ciphertext: await encrypt(JSON.stringify({ account: 'admin', password: 'demo1234' })) })).access_token;

/** A page of n widgets that need no data, with one tabs container on top for the update measurement. */
function benchPage(n: number) {
  const kinds = [
    (i: number) => ({ type: 'title-bar', props: { title: `栏目 ${i}`, subtitle: '副标题' } }),
    (i: number) => ({ type: 'rich-text', props: { html: `<p>第 ${i} 段：<strong>招聘</strong>资讯与求职技巧，帮助你更快找到理想工作。</p>` } }),
    () => ({ type: 'grid-nav', props: { columns: 4, items: ['找工作', '找公司', '招聘会', '直播'].map((text) => ({ icon: '💼', text })) } }),
    (i: number) => ({ type: 'divider', props: { text: `分隔 ${i}` } }),
    (i: number) => ({ type: 'notice-bar', props: { text: `公告 ${i}：本周六举办线上招聘会` } }),
    () => ({ type: 'image', props: { src: '/static/design/banner-1.svg', alt: '横幅', ratio: 2.34 } }),
    () => ({ type: 'spacer', props: { height: 8 } }),
  ];
  const nodes: unknown[] = [
    {
      id: 'tabs',
      type: 'tabs-container',
      props: { tabs: [{ title: '推荐' }, { title: '最新' }] },
      children: [
        { id: 'tab-a', type: 'title-bar', props: { title: '推荐内容' } },
        { id: 'tab-b', type: 'title-bar', props: { title: '最新内容' } },
      ],
    },
  ];
  for (let i = 1; i < n; i++) nodes.push({ id: `n${i}`, ...kinds[i % kinds.length]!(i) });
  return { schemaVersion: 2, page: `bench-${n}`, updatedAt: new Date().toISOString(), meta: { title: `bench ${n}` }, nodes };
}

for (const n of SIZES) {
  const { revisionId } = await call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: `bench-${n}`, body: benchPage(n) });
  await call('/api-admin/app/design/page/publish', { page: `bench-${n}`, revisionId });
}

// ---------------------------------------------------------------- browser
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows: string[] = [];
for (const n of SIZES) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}/public/diy?page=bench-${n}`);
  // First render: the nodes above the fold (the first EAGER_NODE_COUNT) are mounted with their widgets.
  const eager = Math.min(n, 8);
  const renderedAt = (await (
    await page.waitForFunction((want) => (document.querySelectorAll('[data-node-id]').length >= want ? performance.now() : false), eager, { timeout: 60_000, polling: 'raf' })
  ).jsonValue()) as number;
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
  const mounted = await page.locator('[data-node-id]').count();
  await page.getByRole('tab', { name: '最新' }).waitFor();
  // One widget's update: a tab switch. The commit is the first DOM change inside the tabs widget
  // after the click (seen by a MutationObserver); the frame is the next paint after that.
  const commits: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < UPDATE_RUNS; i++) {
    const name = i % 2 === 0 ? '最新' : '推荐';
    const [commit, frame] = await page.evaluate(async (tab) => {
      const root = document.querySelector('[data-node-id="tabs"]')!;
      const el = [...root.querySelectorAll('[role="tab"]')].find((t) => t.textContent === tab) as HTMLElement;
      await new Promise((r) => requestAnimationFrame(r));
      let t0 = 0;
      const committed = new Promise<number>((resolve) => {
        const mo = new MutationObserver(() => {
          mo.disconnect();
          resolve(performance.now());
        });
        mo.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      t0 = performance.now();
      el.click();
      const t1 = await committed;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return [t1 - t0, performance.now() - t0];
    }, name);
    commits.push(commit);
    frames.push(frame);
  }
  rows.push(
    `${String(n).padStart(5)} widgets   first render at ${renderedAt.toFixed(0).padStart(5)} ms   scripting ${script.toFixed(0).padStart(5)} ms   nodes mounted ${String(mounted).padStart(3)}   one widget update: commit ${median(commits).toFixed(1)} ms, to next frame ${median(frames).toFixed(1)} ms (medians of ${UPDATE_RUNS})`,
  );
  await context.close();
}
// The first routes as the browser loads them: every script until the network is idle (see bench/lib/route-scripts.ts).
const routeRows: string[] = [];
for (const route of ['/', '/job', '/message']) {
  for (const prefetch of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const got = await scriptsOfRoute(await context.newPage(), `${url}${route}`, { prefetch });
    routeRows.push(`${route.padEnd(9)} ${prefetch ? 'with prefetch of the tab routes' : 'the page alone              '}  ${kb(got.gzip).padStart(9)} gzip in ${String(got.files.length).padStart(3)} scripts`);
    await context.close();
  }
}
await browser.close();
await app.close();
await db.close();

// ---------------------------------------------------------------- sizes
const gz = (buf: Uint8Array | string) => gzipSync(buf).length;

// The runtime core bundled alone, libraries (React, antd-mobile, zod, TanStack) left out.
const core = await build({
  stdin: {
    contents: ['loader', 'renderer'].map((m) => `export * from './src/runtime/design/${m}';`).concat([
      "export * from './src/runtime/registry';",
      "export * from './src/actions';",
      "export * from './src/runtime/popups';",
    ]).join('\n'),
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  external: ['react', 'react-dom', 'react/*', 'antd-mobile', 'antd-mobile-icons', 'zod', '@tanstack/*', 'async-validator', 'react-router-dom', 'immer', 'dompurify', 'jsencrypt'],
});
const coreGzip = gz(core.outputFiles[0]!.contents);

// The first route's JS: the entry chunk and everything it imports statically, and the app it imports once the
// skeleton is painted (src/app/boot.tsx, preloaded with the page) with its static imports (lazy widgets excluded).
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;
const seen = new Set<string>();
const walk = (key: string) => {
  const e = manifest[key];
  if (!e || seen.has(e.file)) return;
  seen.add(e.file);
  for (const i of e.imports ?? []) walk(i);
};
// The mobile site's entry only: the studio (admin.html) is an entry of its own that phones never load.
walk('index.html');
for (const app of manifest['index.html']?.dynamicImports ?? []) walk(app);
const firstRoute = [...seen].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(readFileSync(join('dist', f))), 0);

console.log('\nbench:render (Chromium, 375x812, fresh context per page)');
for (const r of rows) console.log(r);
console.log(`\nruntime core (loader, renderer, registry, actions, popups), gzip: ${kb(coreGzip)}   target ≤ 20 KB`);
console.log(`first route JS (entry + app + their static imports), gzip: ${kb(firstRoute)}   target ≤ 150 KB`);
console.log('\nscripts the browser fetched until network idle (gzip; targets ≤ 150 KB for /, ≤ 170 KB for other main routes):');
for (const r of routeRows) console.log(r);
process.exit(0);

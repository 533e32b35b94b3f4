import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, bootDataSchema, WIDGET_CHUNKS_PATH } from '../../../schemas/boot';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { CONTENT_SECURITY_POLICY } from '../static';
import { chunkPlanOf, inlineStyle, jsonForScript, widgetChunksOf } from '../boot';
import { firstImageOf, skeletonOf } from '../skeleton';

/**
 * The first screen without round trips (issue 15): a page's HTML carries the
 * setting, its design page and the site key as JSON data, preloads of its
 * widgets' chunks and first image, and a skeleton; a publish shows in the next HTML.
 */
let s: TestServer;
let op: string;
const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
const bootOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!m) throw new Error('no boot data in the page');
  return bootDataSchema.parse(JSON.parse(m[1]!));
};

/**
 * A built client's manifest: the entry and what it imports, the app it imports after the first paint
 * (with react and a style), and widget chunks with a shared import and a style.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-Aa11bb22.js', isEntry: true, imports: ['_helper-Ab12cd34.js'], dynamicImports: ['_app-Oo77pp88.js'], css: ['assets/index-Qq55rr66.css'] },
  '_helper-Ab12cd34.js': { file: 'assets/helper-Ab12cd34.js' },
  '_app-Oo77pp88.js': { file: 'assets/app-Oo77pp88.js', imports: ['_helper-Ab12cd34.js', '_react-Cc33dd44.js'], css: ['assets/boot-Ss77tt88.css'] },
  '_react-Cc33dd44.js': { file: 'assets/react-Cc33dd44.js' },
  '_card-Ee55ff66.js': { file: 'assets/card-Ee55ff66.js', imports: ['_react-Cc33dd44.js'] },
  'src/widgets/job-list/index.ts': { file: 'assets/job-list-Gg77hh88.js', imports: ['index.html', '_card-Ee55ff66.js'], css: ['assets/job-list-Ii99jj00.css'] },
  'src/widgets/banner-swiper/index.ts': { file: 'assets/banner-swiper-Kk11ll22.js', imports: ['index.html'] },
  'src/widgets/live-room/index.tsx': { file: 'assets/live-room-Mm33nn44.js', imports: ['index.html'] },
};

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'rm-boot-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>site</title><script type="module" crossorigin src="/assets/index-Aa11bb22.js"></script><link rel="stylesheet" crossorigin href="/assets/index-Qq55rr66.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(web, '.vite'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-Qq55rr66.css'), ':root{--entry:1}');
  writeFileSync(join(web, 'assets', 'boot-Ss77tt88.css'), '.shell{color:red}');
  writeFileSync(join(web, 'assets', 'job-list-Ii99jj00.css'), '.job-list{margin:0}');
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  s = await startTestServer({ webDir: web });
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent: 'demo', encrypt: true, headers: { 'x-forwarded-for': '10.9.0.1' } });
  op = r.body.data.access_token as string;
});
afterAll(() => s.close());

describe('boot data in the HTML', () => {
  it('carries the setting, the route’s design page and the site key as JSON, no inline code', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const boot = bootOf(r.body);
    const setting = (await s.call('/api-auth/app/settingGet', {}, { agent: 'demo' })).body.data;
    const page = (await s.call('/api-auth/app/designPageGet', { page: 'home' }, { agent: 'demo' })).body.data;
    const key = (await s.call('/api-auth/rsa/keyGet', {}, { agent: 'demo' })).body.data;
    expect(boot.setting).toEqual(setting);
    expect(boot.page).toEqual({ key: 'home', body: page });
    expect(boot.rsa).toEqual(key);
    // Every other script is an external file: the CSP (no inline scripts) holds.
    expect(r.body.match(/<script(?![^>]*type="application\/json")[^>]*>[^<]+<\/script>/g)).toBeNull();
  });

  it('preloads the app and the chunks of the widgets the page uses (not the entry’s), inlines their styles, and preloads its first image first', async () => {
    const html = (await get('/')).body;
    // The app (imported by the entry once the skeleton is painted) and what it imports, fetched with the page,
    // at low priority: the skeleton's picture and the page's data go first.
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-Oo77pp88.js" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-Cc33dd44.js" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/job-list-Gg77hh88.js" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-Ee55ff66.js" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/banner-swiper-Kk11ll22.js" />');
    // The entry's own import is in index.html already; a widget the page does not use is not fetched.
    expect(html).not.toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper-Ab12cd34.js" />');
    expect(html).not.toContain('live-room-Mm33nn44.js');
    // Every stylesheet of the first screen inline: no stylesheet request before the first paint. The disabled
    // link of the same address is what keeps Vite's chunk loader from fetching the file again.
    for (const [href, css] of [
      ['/assets/index-Qq55rr66.css', ':root{--entry:1}'],
      ['/assets/boot-Ss77tt88.css', '.shell{color:red}'],
      ['/assets/job-list-Ii99jj00.css', '.job-list{margin:0}'],
    ]) {
      expect(html).toContain(`<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled />`);
    }
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(html).not.toContain('rel="preload" as="style"');
    const boot = bootOf(html);
    const first = firstImageOf((boot.page?.body as { nodes: never[] }).nodes);
    expect(first).toMatch(/^\/static\//);
    const imagePreload = `<link rel="preload" as="image" fetchpriority="high" href="${first}" />`;
    expect(html).toContain(imagePreload);
    // Before the scripts: the first screen's largest paint must not queue behind them.
    expect(html.indexOf(imagePreload)).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('draws a skeleton shaped like the page inside #root, with its header title', async () => {
    const html = (await get('/job/1')).body;
    expect(bootOf(html).page?.key).toBe('job-detail');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('class="boot-sk"');
    expect(root).toContain('<div class="boot-sk__header">职位详情</div>');
  });

  it('writes a detail page’s record into its skeleton: the job’s title, company and city, and its opening text, escaped', async () => {
    const root = (url: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(url)?.[1] ?? '';
    const job = await s.call('/api-user/job/get', { id: 1 }, { agent: 'demo' });
    expect(job.body.code, job.body.msg).toBe(200);
    const { title, description } = job.body.data as { title: string; description: string };
    const html = root((await get('/job/1')).body);
    expect(html).toContain(`<h1 class="boot-sk__title">${title}</h1>`);
    // The opening of the description with its line breaks, as the page shows it: as much as fills a phone
    // screen (up to 600 characters), so the app's own text block later is no larger paint than this one.
    const text = /<p class="boot-sk__text">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const firstLines = description.trim().split('\n').slice(0, 2).map((l) => l.replace(/[ \t]+/g, ' ').trim());
    expect(text).toContain(firstLines.join('\n'));
    expect(text.length).toBe(Math.min(600, description.replace(/[ \t\u3000]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n').trim().length));
    // No grey block where the record is written.
    expect(html).not.toMatch(/boot-sk__block" style="height:320px/);
    // An article page: its text without the HTML's tags, paragraphs on lines of their own.
    const article = await s.call('/api-user/article/get', { id: 1 }, { agent: 'demo' });
    expect(article.body.code, article.body.msg).toBe(200);
    const articleText = /<p class="boot-sk__text">([\s\S]*?)<\/p>/.exec(root((await get('/article/1')).body))?.[1] ?? '';
    expect(articleText.length).toBeGreaterThan(200);
    expect(articleText).not.toMatch(/&lt;|<\/?p>/);
    expect(articleText).toMatch(/[。！？]\n\n\S/);
    // A company page: its name.
    const company = await s.call('/api-user/company/get', { id: 1 }, { agent: 'demo' });
    expect(root((await get('/company/1')).body)).toContain(`<h1 class="boot-sk__title">${(company.body.data as { name: string }).name}</h1>`);
    // A record that does not exist keeps the plain outline (and the 404 status).
    const missing = await get('/job/99999999');
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)).not.toContain('class="boot-sk__title"');
  });

  it('draws the conversation list’s own heading and rows on /message (the page has no header), as the widget draws them', async () => {
    const html = (await get('/message')).body;
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h2 class="boot-sk__listhead">消息</h2>');
    expect(root.match(/class="boot-sk__row"/g)).toHaveLength(4);
    expect(root).not.toContain('<div class="boot-sk__header">');
    // A designer's heading is written escaped; an empty one hides it, as in the widget.
    expect(skeletonOf('message', [{ type: 'chat-list', props: { title: '<b>沟通</b>' } }], null, { header: false })).toContain('<h2 class="boot-sk__listhead">&lt;b&gt;沟通&lt;/b&gt;</h2>');
    expect(skeletonOf('message', [{ type: 'chat-list', props: { title: '' } }], null, { header: false })).not.toContain('<h2 class="boot-sk__listhead">');
  });

  it('draws the job search head on /job as the widget draws it: the design’s hint, the tabs, 地区 and 筛选', async () => {
    const html = (await get('/job')).body;
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    // The seeded /job page sets its own hint; the tabs are the widget's (schemas/job.ts), 附近 included as the design offers it.
    expect(root).toContain('<span>搜索职位、公司、福利</span>');
    expect(root).toContain('<div class="boot-sk__tabs"><b>最新</b><span>薪资</span><span>最热</span><span>附近</span><i>地区</i><i>筛选</i></div>');
    expect(root.match(/class="boot-sk__card"/g)).toHaveLength(4);
    // Without 附近 in the design, no 附近 tab; without a hint, the widget's default; a hint is written escaped.
    const plain = skeletonOf('job', [{ type: 'job-search', props: { nearby: false } }], null, { title: '职位' });
    expect(plain).toContain('<span>搜索职位、公司</span>');
    expect(plain).not.toContain('附近');
    expect(skeletonOf('job', [{ type: 'job-search', props: { placeholder: '<i>找</i>' } }], null)).toContain('<span>&lt;i&gt;找&lt;/i&gt;</span>');
  });

  it('escapes what a record says before writing it into the skeleton', () => {
    const html = skeletonOf('job-detail', [{ type: 'job-detail' }], { appName: '才聚' }, { title: '职位详情' }, { title: '<img src=x onerror=alert(1)>', description: '</div><script>x</script>', keywords: ['A&B'] });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('A&amp;B');
  });

  it('has the newly published page in the very next HTML', async () => {
    const before = bootOf((await get('/job')).body).page;
    const admin = (path: string, body: unknown) => s.call(`/api-admin/app/${path}`, body, { token: op, agent: 'demo' });
    const body = { schemaVersion: 2, meta: { title: '职位' }, nodes: [{ id: 'n1', type: 'notice-bar', props: { text: '刚刚发布的公告' } }] };
    const saved = await admin('design/page/save', { page: 'job', body, note: '发布测试' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    s.clock.advance(1000);
    const pub = await admin('design/page/publish', { page: 'job', revisionId: saved.body.data.revisionId });
    expect(pub.body.code, pub.body.msg).toBe(200);
    const after = bootOf((await get('/job')).body).page;
    expect(after?.body).toMatchObject({ updatedAt: pub.body.data.updatedAt, nodes: [{ id: 'n1', props: { text: '刚刚发布的公告' } }] });
    expect((after?.body as { updatedAt: string }).updatedAt).not.toBe((before?.body as { updatedAt: string }).updatedAt);
  });

  it('sends the page with its boot data compressed and never cached (a publish or a deploy shows at once)', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/job', headers: { host: '127.0.0.1', 'accept-encoding': 'gzip, br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(r.rawPayload).toString()).toContain(BOOT_DATA_ELEMENT_ID);
  });

  it('sends no page for a path that is no design page, and keeps the studio and canvas pages plain', async () => {
    const other = bootOf((await get('/no/such/page')).body);
    expect(other.page).toBeUndefined();
    expect(other.setting).toBeDefined();
    expect((await get('/admin')).body).not.toContain(BOOT_DATA_ELEMENT_ID);
  });
});

describe('boot helpers', () => {
  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({ t: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ t: '</script><script>alert(1)</script> & \u2028' });
  });

  it('writes CSS that cannot close its style element', () => {
    expect(inlineStyle('/assets/a.css', 'a{}</style><script>alert(1)</script>')).not.toMatch(/<\/style><script>/);
  });

  it('names the app’s files apart from the entry’s and the widgets’', () => {
    const plan = chunkPlanOf(MANIFEST);
    expect(plan.entry).toEqual({ scripts: ['/assets/index-Aa11bb22.js', '/assets/helper-Ab12cd34.js'], styles: ['/assets/index-Qq55rr66.css'] });
    expect(plan.app).toEqual({ scripts: ['/assets/app-Oo77pp88.js', '/assets/react-Cc33dd44.js'], styles: ['/assets/boot-Ss77tt88.css'] });
    expect(plan.widget('job-list').scripts).not.toContain('/assets/react-Cc33dd44.js');
  });

  it('lists every widget type’s scripts at GET /widget-chunks.json (for the prefetch of the next routes), never cached', async () => {
    const r = await get(WIDGET_CHUNKS_PATH);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(r.body)).toEqual({
      'job-list': ['/assets/job-list-Gg77hh88.js', '/assets/card-Ee55ff66.js'],
      'banner-swiper': ['/assets/banner-swiper-Kk11ll22.js'],
      'live-room': ['/assets/live-room-Mm33nn44.js'],
    });
  });

  it('maps a widget type to its chunk and imports, leaving out the entry, the app and names that are no widget folder', () => {
    const of = widgetChunksOf(MANIFEST);
    expect(of('job-list')).toEqual({ scripts: ['/assets/job-list-Gg77hh88.js', '/assets/card-Ee55ff66.js'], styles: ['/assets/job-list-Ii99jj00.css'] });
    expect(of('live-room').scripts).toEqual(['/assets/live-room-Mm33nn44.js']);
    expect(of('../../etc')).toEqual({ scripts: [], styles: [] });
  });
});

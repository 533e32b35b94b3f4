import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { SEO_HEAD_CACHE_S } from '../../constants';
import { escapeHtml, injectHead, renderHead } from '../seo';

let s: TestServer;
const tenantIds: Record<string, number> = {};

const page = (url: string, host = '127.0.0.1') => s.app.inject({ method: 'GET', url, headers: { host } });
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

async function firstId(table: 'jobs' | 'companies' | 'articles' | 'lives', agent = 'demo', offset = 0): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE tenant_id = $1 ORDER BY id LIMIT 1 OFFSET $2`, [tenantIds[agent], offset]);
  if (!row) throw new Error(`no ${table} in ${agent}`);
  return row.id;
}

beforeAll(async () => {
  // Its own index.html, like the built one: the tests must not depend on a client build having run.
  const web = mkdtempSync(join(tmpdir(), 'rm-seo-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>才聚招聘</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n');
  s = await startTestServer({ webDir: web });
  for (const r of await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents')) tenantIds[r.agent_key] = r.id;
});
afterAll(() => s.close());

describe('page heads', () => {
  it('gives a job page the job, company and app name, its description and Open Graph tags', async () => {
    const id = await firstId('jobs');
    const [job] = await s.db.query<{ title: string; short_name: string; description: string }>(
      'SELECT j.title, c.short_name, j.description FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id WHERE j.tenant_id = $1 AND j.id = $2',
      [tenantIds.demo, id],
    );
    const r = await page(`/job/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    const title = `${job!.title} - ${job!.short_name} - 才聚招聘`;
    expect(titleOf(r.body)).toBe(escapeHtml(title));
    expect(metaOf(r.body, 'property', 'og:title')).toBe(escapeHtml(title));
    expect(metaOf(r.body, 'name', 'description')).toBe(escapeHtml(job!.description.slice(0, 200).replace(/\s+/g, ' ').trim()));
    expect(metaOf(r.body, 'name', 'keywords')).toContain(job!.short_name);
    expect(metaOf(r.body, 'property', 'og:type')).toBe('website');
    expect(metaOf(r.body, 'property', 'og:url')).toBe(`http://demo.localhost/job/${id}`);
    expect(metaOf(r.body, 'property', 'og:site_name')).toBe('才聚招聘');
    expect(r.body.match(/<title>/g)).toHaveLength(1);
    expect(r.body).toContain('<div id="root">');
  });

  it('gives company and article pages their record and live pages theirs', async () => {
    const company = await firstId('companies');
    const [c] = await s.db.query<{ name: string }>('SELECT name FROM companies WHERE tenant_id = $1 AND id = $2', [tenantIds.demo, company]);
    const rc = await page(`/company/${company}`);
    expect(rc.statusCode).toBe(200);
    expect(titleOf(rc.body)).toBe(escapeHtml(`${c!.name} - 才聚招聘`));
    expect(metaOf(rc.body, 'property', 'og:url')).toBe(`http://demo.localhost/company/${company}`);

    const article = await firstId('articles');
    const [a] = await s.db.query<{ title: string; summary: string }>('SELECT title, summary FROM articles WHERE tenant_id = $1 AND id = $2', [tenantIds.demo, article]);
    const ra = await page(`/article/${article}/`);
    expect(ra.statusCode).toBe(200);
    expect(titleOf(ra.body)).toBe(escapeHtml(`${a!.title} - 才聚招聘`));
    expect(metaOf(ra.body, 'property', 'og:type')).toBe('article');
    expect(metaOf(ra.body, 'property', 'og:description')).toBe(escapeHtml(a!.summary.replace(/\s+/g, ' ').trim()));

    const live = await firstId('lives');
    const [l] = await s.db.query<{ title: string }>('SELECT title FROM lives WHERE tenant_id = $1 AND id = $2', [tenantIds.demo, live]);
    const rl = await page(`/live/${live}`);
    expect(rl.statusCode).toBe(200);
    expect(titleOf(rl.body)).toBe(escapeHtml(`${l!.title} - 才聚招聘`));
  });

  it("answers 404 for an unknown id, a non-numeric id, an id too large and another tenant's id", async () => {
    const foreignJob = await firstId('jobs', 'demo2');
    const foreignArticle = await firstId('articles', 'demo2');
    for (const url of ['/job/99999999', '/job/abc', '/job/0', '/job/99999999999', '/job/1e3', `/job/${foreignJob}`, '/company/99999999', '/article/x', `/article/${foreignArticle}`, '/live/99999999']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toMatch(/text\/html/);
      expect(titleOf(r.body)).toBe('页面不存在 - 才聚招聘');
      expect(metaOf(r.body, 'name', 'robots')).toBe('noindex');
      expect(r.body).toContain('<div id="root">');
    }
    // The same id on its own site is found, with that site's name.
    const own = await page(`/job/${foreignJob}`, 'demo2.localhost');
    expect(own.statusCode).toBe(200);
    expect(titleOf(own.body)).toMatch(/ - 海纳招聘$/);
    expect(metaOf(own.body, 'property', 'og:url')).toBe(`http://demo2.localhost/job/${foreignJob}`);
  });

  it('gives other pages their title with the app name, and unknown paths the app name', async () => {
    const me = await page('/me');
    expect(me.statusCode).toBe(200);
    expect(titleOf(me.body)).toBe('我的 - 才聚招聘');
    const list = await page('/article/list');
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe('文章列表 - 才聚招聘');
    const home = await page('/', 'demo2.localhost');
    expect(titleOf(home.body)).toContain('海纳招聘');
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(200);
    expect(titleOf(unknown.body)).toBe('才聚招聘');
    const resume = await page('/resume/12');
    expect(resume.statusCode).toBe(200);
  });

  it('keeps record text inside the title and the attributes (quotes, <script>, &, $&)', async () => {
    const id = await firstId('jobs', 'demo', 5);
    const evil = `"><script>alert(1)</script> & 'x' $& $1`;
    await s.db.query('UPDATE jobs SET title = $1, description = $2 WHERE tenant_id = $3 AND id = $4', [evil, `desc ${evil}`, tenantIds.demo, id]);
    const article = await firstId('articles', 'demo', 5);
    await s.db.query('UPDATE articles SET title = $1, summary = $2 WHERE tenant_id = $3 AND id = $4', [`</title><script>x()</script>`, evil, tenantIds.demo, article]);

    for (const url of [`/job/${id}`, `/article/${article}`]) {
      const r = await page(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain('<script>alert');
      expect(r.body).not.toContain('<script>x()');
      expect(r.body.match(/<\/title>/g)).toHaveLength(1);
      // Every meta tag still closes where it should: no attribute was broken out of.
      for (const m of r.body.match(/<meta [^>]*>/g) ?? []) expect(m).toMatch(/^<meta (name|property|charset|http-equiv)="[^"]*"( content="[^"<>]*")? ?\/?>$/);
    }
    const r = await page(`/job/${id}`);
    expect(titleOf(r.body)).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;x&#39; $&amp; $1');
    expect(metaOf(r.body, 'name', 'description')).toContain('&quot;&gt;&lt;script&gt;');
  });

  it(`reuses a rendered head for at most ${SEO_HEAD_CACHE_S} s`, async () => {
    const id = await firstId('jobs', 'demo', 9);
    const before = titleOf((await page(`/job/${id}`)).body);
    await s.db.query("UPDATE jobs SET title = '缓存测试职位' WHERE tenant_id = $1 AND id = $2", [tenantIds.demo, id]);
    expect(titleOf((await page(`/job/${id}?from=share`)).body)).toBe(before);
    s.clock.advance((SEO_HEAD_CACHE_S + 1) * 1000);
    expect(titleOf((await page(`/job/${id}`)).body)).toMatch(/^缓存测试职位 - /);
  });
});

describe('head rendering', () => {
  it('escapes every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('replaces the title of index.html, keeping replacement patterns literal', () => {
    const head = renderHead({ title: 'a $& b $1', description: 'd' });
    const html = injectHead('<html><head><meta charset="UTF-8" />\n<title>old</title></head><body></body></html>', head);
    expect(html).toContain('<title>a $&amp; b $1</title>');
    expect(html).not.toContain('old');
    expect(html).toContain('<meta name="description" content="d" />');
  });

  it('adds the head when index.html has no title', () => {
    expect(injectHead('<html><head></head></html>', '<title>t</title>')).toBe('<html><head><title>t</title>\n  </head></html>');
    expect(injectHead('<p>x</p>', '<title>t</title>')).toBe('<title>t</title>\n<p>x</p>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePageSchema, companyPageSchema, livePageSchema } from '../../../../schemas/content';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../../constants';
import { stripScripts } from '../service';

let s: TestServer;
let demoId: number;
let demo2Id: number;
beforeAll(async () => {
  s = await startTestServer();
  const agents = await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents');
  demoId = agents.find((a) => a.agent_key === 'demo')!.id;
  demo2Id = agents.find((a) => a.agent_key === 'demo2')!.id;
});
afterAll(() => s.close());

const count = async (sql: string, params: unknown[]) => (await s.db.query<{ n: number }>(sql, params))[0]!.n;

describe('/api-user/common/company/find', () => {
  it('pages through the tenant companies, verified and busiest first', async () => {
    const total = await count('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1', [demoId]);
    const first = companyPageSchema.parse((await s.call('/api-user/common/company/find', { limit: 15 })).body.data);
    expect(first).toMatchObject({ page: 1, limit: 15, total, done: false });
    expect(first.list).toHaveLength(15);
    expect(first.list[0]!.verified).toBe(true);
    expect(first.list[0]!.jobCount).toBeGreaterThan(0);
    expect(first.list[0]!.cityName).not.toBe('');
    const last = companyPageSchema.parse((await s.call('/api-user/common/company/find', { limit: 15, page: Math.ceil(total / 15) })).body.data);
    expect(last.done).toBe(true);
    const ids = new Set([...first.list, ...last.list].map((c) => c.id));
    expect(ids.size).toBe(first.list.length + last.list.length);
  });

  it('filters by keyword, city and verification', async () => {
    const all = companyPageSchema.parse((await s.call('/api-user/common/company/find', { limit: 50 })).body.data);
    const one = all.list[3]!;
    const byName = companyPageSchema.parse((await s.call('/api-user/common/company/find', { keyword: one.shortName })).body.data);
    expect(byName.list.map((c) => c.id)).toContain(one.id);
    const verified = companyPageSchema.parse((await s.call('/api-user/common/company/find', { verified: true, limit: 50 })).body.data);
    expect(verified.list.every((c) => c.verified)).toBe(true);
    expect(verified.total).toBeLessThan(all.total);
    const [city] = await s.db.query<{ city_code: string }>('SELECT city_code FROM companies WHERE tenant_id = $1 LIMIT 1', [demoId]);
    const inCity = companyPageSchema.parse((await s.call('/api-user/common/company/find', { cityCode: city!.city_code, limit: 50 })).body.data);
    expect(inCity.total).toBe(await count('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1 AND city_code = $2', [demoId, city!.city_code]));
    // LIKE wildcards are taken literally.
    expect((await s.call('/api-user/common/company/find', { keyword: '%' })).body.data.total).toBe(0);
  });

  it('answers readable errors for bad input', async () => {
    expect((await s.call('/api-user/common/company/find', { limit: 51 })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '每页最多 50 条' });
    expect((await s.call('/api-user/common/company/find', { page: 0 })).body.msg).toBe('页码必须大于 0');
    expect((await s.call('/api-user/common/company/find', { cityCode: '3301' })).body.msg).toBe('城市编码应为 6 位数字');
    expect((await s.call('/api-user/common/company/find', { keyword: 'x'.repeat(51) })).body.msg).toBe('关键词最多 50 个字');
  });

  it('lists the companies of its own tenant only', async () => {
    const r = companyPageSchema.parse((await s.call('/api-user/common/company/find', { limit: 50 }, { agent: 'demo2' })).body.data);
    expect(r.total).toBe(await count('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1', [demo2Id]));
  });
});

describe('/api-user/article/find and get', () => {
  it('pages through articles, newest first, by kind', async () => {
    const news = articlePageSchema.parse((await s.call('/api-user/article/find', { kind: 'news', limit: 5 })).body.data);
    expect(news.list.every((a) => a.kind === 'news')).toBe(true);
    expect(news.total).toBe(await count('SELECT count(*)::int AS n FROM articles WHERE tenant_id = $1 AND kind = 1', [demoId]));
    const dates = news.list.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = articlePageSchema.parse((await s.call('/api-user/article/find', { kind: 'news', limit: 5, page: 2 })).body.data);
    expect(page2.list[0]!.id).not.toBe(news.list[0]!.id);
    const notice = articlePageSchema.parse((await s.call('/api-user/article/find', { kind: 'notice' })).body.data);
    expect(notice.list.every((a) => a.kind === 'notice')).toBe(true);
    const category = news.list[0]!.category;
    const byCategory = articlePageSchema.parse((await s.call('/api-user/article/find', { category, limit: 50 })).body.data);
    expect(byCategory.list.every((a) => a.category === category)).toBe(true);
    expect((await s.call('/api-user/article/find', { kind: 'blog' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '文章类型只能是 news 或 notice' });
  });

  it('gets an article, counts the view and strips scripts', async () => {
    const [a] = await s.db.query<{ id: number; views: number }>('SELECT id, views FROM articles WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demoId]);
    await s.db.query(`UPDATE articles SET content = content || '<script>alert(1)</script><p>after</p><SCRIPT src="x.js">' WHERE tenant_id = $1 AND id = $2`, [
      demoId,
      a!.id,
    ]);
    const r = await s.call('/api-user/article/get', { id: a!.id });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ id: a!.id, views: a!.views + 1 });
    expect(r.body.data.content).toContain('<p>after</p>');
    expect(r.body.data.content).not.toMatch(/script/i);
    expect((await s.call('/api-user/article/get', { id: a!.id })).body.data.views).toBe(a!.views + 2);
  });

  it('answers 404 for another tenant’s article and 400 for a bad id', async () => {
    const [a] = await s.db.query<{ id: number }>('SELECT id FROM articles WHERE tenant_id = $1 LIMIT 1', [demoId]);
    const r = await s.call('/api-user/article/get', { id: a!.id }, { agent: 'demo2' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: CODE_NOT_FOUND, msg: '文章不存在或已删除' });
    expect((await s.call('/api-user/article/get', { id: 'abc' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '文章 id 无效' });
    expect((await s.call('/api-user/article/get', {})).body.code).toBe(CODE_BAD_REQUEST);
  });
});

describe('/api-user/live/find', () => {
  it('lists the seeded lives, live now first, with their company', async () => {
    const r = livePageSchema.parse((await s.call('/api-user/live/find', {})).body.data);
    expect(r.total).toBe(8);
    expect(r.list[0]!.status).toBe(1);
    expect(r.list.map((l) => l.status)).toEqual([...r.list.map((l) => l.status)].sort((x, y) => [1, 0, 2].indexOf(x) - [1, 0, 2].indexOf(y)));
    expect(r.list.some((l) => l.title === '春季专场直播招聘会')).toBe(true);
    expect(r.list[0]!.company.name).not.toBe('');
    const other = livePageSchema.parse((await s.call('/api-user/live/find', {}, { agent: 'demo2' })).body.data);
    expect(other.total).toBe(3);
  });

  it('filters by status and pages', async () => {
    for (const status of [0, 1, 2] as const) {
      const r = livePageSchema.parse((await s.call('/api-user/live/find', { status })).body.data);
      expect(r.list.length).toBeGreaterThan(0);
      expect(r.list.every((l) => l.status === status)).toBe(true);
    }
    const p1 = livePageSchema.parse((await s.call('/api-user/live/find', { limit: 3 })).body.data);
    const p3 = livePageSchema.parse((await s.call('/api-user/live/find', { limit: 3, page: 3 })).body.data);
    expect(p1.done).toBe(false);
    expect(p3).toMatchObject({ done: true, page: 3 });
    expect(p3.list).toHaveLength(2);
    expect((await s.call('/api-user/live/find', { status: 5 })).body.code).toBe(CODE_BAD_REQUEST);
  });
});

describe('stripScripts', () => {
  it.each([
    ['<p>a</p><script>x()</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<scr<script></script>ipt>alert(1)</script>', ''],
    ['<p>x</p><script src=a.js>', '<p>x</p>'],
    ['<p>no scripts</p>', '<p>no scripts</p>'],
  ])('%s', (input, output) => {
    expect(stripScripts(input)).toBe(output);
  });
});

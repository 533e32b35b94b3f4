import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_LOGGED_IN, IMPORT_CONFIG_MAX_ROWS } from '../../../constants';
import type { ImportKind } from '../schemas';

let s: TestServer;
let op: string;
const tenantIds: Record<string, number> = {};

async function operatorToken(agent: string, ip: string): Promise<string> {
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true, headers: { 'x-forwarded-for': ip } });
  if (r.body.code !== 200) throw new Error(`operator login failed: ${r.body.msg}`);
  return r.body.data.access_token as string;
}

/** The seeded mapping of a tenant: new id of an old key. */
async function mapped(agent: string, kind: ImportKind, key: string): Promise<number> {
  const [row] = await s.db.query<{ new_id: number }>('SELECT new_id FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [tenantIds[agent], kind, key]);
  if (!row) throw new Error(`no seeded ${kind} mapping ${key} for ${agent}`);
  return row.new_id;
}

const get = (url: string, host = '127.0.0.1', method: 'GET' | 'HEAD' = 'GET') => s.app.inject({ method, url, headers: { host } });

async function expectRedirect(url: string, location: string, host = '127.0.0.1') {
  const r = await get(url, host);
  expect({ url, status: r.statusCode, location: r.headers.location }).toEqual({ url, status: 301, location });
}

const save = (body: unknown, agent = 'demo', token = op) => s.call('/api-admin/app/importConfig/save', body, { agent, token });

beforeAll(async () => {
  s = await startTestServer();
  for (const r of await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents')) tenantIds[r.agent_key] = r.id;
  op = await operatorToken('demo', '10.9.0.1');
});
afterAll(() => s.close());

describe('legacy redirects: jobs', () => {
  it('sends jobs_show with a mapped id to the new job, in the query, pathinfo and mobile forms', async () => {
    const job = `/job/${await mapped('demo', 'job', '5')}`;
    for (const url of [
      '/index.php?m=&c=jobs&a=jobs_show&id=5',
      '/?c=Jobs&a=jobs_show&id=5',
      '/?C=JOBS&A=JOBS_SHOW&ID=5',
      '/index.php?c=jobs&a=jobs_show&id=5&from=baidu',
      '/index.php?m=Home&c=jobs&a=jobs_show&id=5',
      '/index.php/jobs/jobs_show/id/5',
      '/jobs/jobs_show/id/5',
      '/Jobs/Jobs_Show/ID/5',
      '/jobs/jobs_show/id/5.html',
      '/jobs/jobs_show/id/05.htm',
      '/jobs/jobs_show.html?id=5',
      '/index.php/Home/jobs/jobs_show/id/5',
      '/INDEX.PHP/home/JOBS/jobs_show/id/5',
      '/jobs/5.html',
      '/jobs/jobs-show.php?id=5',
      '/?m=Mobile&c=Jobs&a=show&id=5',
      '/index.php?m=mobile&c=jobs&a=show&id=5',
      '/Mobile/Jobs/show/id/5',
      '/mobile/jobs/show/id/5.html',
      '/m/jobs/show/id/5',
    ]) {
      await expectRedirect(url, job);
    }
  });

  it('sends an unmapped, missing or non-numeric id and every other jobs action to /job', async () => {
    for (const url of [
      '/index.php?m=&c=jobs&a=jobs_show&id=999',
      '/jobs/jobs_show/id/999',
      '/Mobile/Jobs/show/id/999',
      '/?c=jobs&a=jobs_show',
      '/?c=jobs&a=jobs_show&id=abc',
      '/jobs/jobs_show/id/5x',
      '/?c=jobs&a=jobs_list',
      '/?c=jobs&a=index',
      '/?c=jobs',
      '/?c=jobs&a=whatever&id=5',
      '/jobs/jobs_list/page/2',
      '/jobs/jobs_list.html',
      '/jobs',
      '/jobs/',
      '/Mobile/Jobs/index',
    ]) {
      await expectRedirect(url, '/job');
    }
  });

  it('answers HEAD requests with the same 301', async () => {
    const r = await get('/jobs/jobs_show/id/5', '127.0.0.1', 'HEAD');
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe(`/job/${await mapped('demo', 'job', '5')}`);
  });
});

describe('legacy redirects: companies', () => {
  it('sends com_show, com_jobs_list and the company-show / company-news pages to the new company', async () => {
    const company = `/company/${await mapped('demo', 'brand', '3')}`;
    for (const url of [
      '/index.php?m=&c=company&a=com_show&id=3',
      '/?c=Company&a=Com_Show&id=3',
      '/?c=jobs&a=com_jobs_list&id=3',
      '/index.php?m=&c=company&a=com_jobs_list&id=3',
      '/company/com_show/id/3',
      '/company/com_show/id/3.html',
      '/index.php/company/com_jobs_list/id/3',
      '/company/company-show.php?id=3',
      '/company/company-news.php?id=3',
      '/company/company_news/id/3',
      '/company/3.html',
      '/Mobile/Company/show/id/3',
      '/?m=Mobile&c=company&a=show&id=3',
    ]) {
      await expectRedirect(url, company);
    }
  });

  it('sends company_list, an unmapped id and other company actions to /company', async () => {
    for (const url of [
      '/?c=company&a=company_list',
      '/company/company_list',
      '/company/company_list.html',
      '/index.php?c=company&a=com_show&id=999',
      '/company/com_show/id/999',
      '/?c=company&a=com_show',
      '/index.php/company',
    ]) {
      await expectRedirect(url, '/company');
    }
  });
});

describe('legacy redirects: articles', () => {
  it('maps news with the marker a and notices with the marker n', async () => {
    const news = `/article/${await mapped('demo', 'article', 'a2')}`;
    const notice = `/article/${await mapped('demo', 'article', 'n2')}`;
    expect(news).not.toBe(notice);
    for (const url of ['/index.php?m=&c=news&a=news_show&id=2', '/news/news_show/id/2', '/news/news_show/id/2.html', '/Mobile/News/show/id/2', '/news/news-show.php?id=2']) {
      await expectRedirect(url, news);
    }
    for (const url of ['/index.php?m=&c=notice&a=notice_show&id=2', '/notice/notice_show/id/2', '/?m=Mobile&c=Notice&a=show&id=2']) {
      await expectRedirect(url, notice);
    }
  });

  it('sends unmapped ids and the news and notice indexes and lists to /article', async () => {
    for (const url of [
      '/?c=news&a=news_show&id=21',
      '/?c=notice&a=notice_show&id=11',
      '/?c=news&a=index',
      '/?c=news&a=news_list',
      '/?c=notice&a=notice_list',
      '/news',
      '/notice/index.html',
      '/news/news_list/type/3',
    ]) {
      await expectRedirect(url, '/article');
    }
  });
});

describe('legacy redirects: resumes, members and the mobile root', () => {
  it('sends resume lists to /resume-list, and a resume detail there until it is mapped', async () => {
    for (const url of ['/?c=resume&a=resume_list', '/?c=resume', '/resume/resume_list', '/resume/index.html', '/index.php?c=resume&a=resume_show&id=7', '/resume/resume_show/id/7']) {
      await expectRedirect(url, '/resume-list');
    }
    expect((await save({ kind: 'resume', rows: [{ key: '7', id: 4242 }] })).body.code).toBe(200);
    await expectRedirect('/index.php?c=resume&a=resume_show&id=7', '/resume/4242');
    await expectRedirect('/resume/resume_show/id/7.html', '/resume/4242');
  });

  it('sends login, register, appeal and password recovery to /login', async () => {
    for (const url of [
      '/?c=members&a=login',
      '/index.php?m=&c=members&a=register',
      '/?c=members&a=appeal_user',
      '/?c=members&a=user_getpass',
      '/?c=Members&a=GetPass',
      '/members/login',
      '/index.php/members/register.html',
      '/Mobile/Members/login',
      '/user/login.php',
    ]) {
      await expectRedirect(url, '/login');
    }
  });

  it('sends the bare mobile root to /', async () => {
    for (const url of ['/mobile', '/Mobile/', '/m', '/?m=Mobile', '/index.php?m=mobile', '/index.php', '/?c=index&a=index']) {
      await expectRedirect(url, '/');
    }
  });
});

describe('legacy redirects leave the new app alone', () => {
  it('does not redirect routes of the new app', async () => {
    const job = await mapped('demo', 'job', '5');
    const company = await mapped('demo', 'brand', '3');
    for (const url of [
      '/',
      '/?m=',
      `/job/${job}`,
      '/job',
      '/company',
      `/company/${company}`,
      '/company/12',
      '/resume/12',
      '/resume/resume',
      '/resume/submit',
      '/resume/submit-detail',
      '/resume-list',
      '/article',
      '/article/list',
      '/login',
      '/me',
      '/message',
      '/my/base-info',
      '/members',
      '/index',
      '/index.html',
      '/job?c=jobs&a=jobs_show&id=5',
    ]) {
      const r = await get(url);
      expect({ url, status: r.statusCode, location: r.headers.location }).toMatchObject({ url, location: undefined });
      expect(r.statusCode, url).not.toBe(301);
    }
  });

  it('never answers API paths with a redirect', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api-auth/app/config?c=jobs&a=jobs_show&id=5' });
    expect(r.statusCode).not.toBe(301);
  });
});

describe('legacy redirects per tenant', () => {
  it("uses the mapping of the host's tenant and never another tenant's", async () => {
    const demoJob = await mapped('demo', 'job', '5');
    const demo2Job = await mapped('demo2', 'job', '5');
    expect(demo2Job).not.toBe(demoJob);
    await expectRedirect('/jobs/jobs_show/id/5', `/job/${demo2Job}`, 'demo2.localhost');
    await expectRedirect('/jobs/jobs_show/id/5', `/job/${demoJob}`, 'localhost:3000');
    await expectRedirect('/?c=news&a=news_show&id=2', `/article/${await mapped('demo2', 'article', 'a2')}`, 'demo2.localhost');

    // A key only demo2 maps is a miss on demo.
    const [other] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1', [tenantIds.demo2]);
    const op2 = await operatorToken('demo2', '10.9.0.2');
    expect((await save({ kind: 'job', rows: [{ key: '777', id: other!.id }] }, 'demo2', op2)).body.code).toBe(200);
    await expectRedirect('/jobs/jobs_show/id/777', `/job/${other!.id}`, 'demo2.localhost');
    await expectRedirect('/jobs/jobs_show/id/777', '/job', '127.0.0.1');
  });
});

describe('importConfig', () => {
  it("answers a tenant's mapping of a kind", async () => {
    const r = await s.call('/api-auth/app/importConfig', { kind: 'article' });
    expect(r.body.code).toBe(200);
    expect(r.body.data.kind).toBe('article');
    const keys = Object.keys(r.body.data.map);
    expect(keys).toEqual(expect.arrayContaining(['a1', 'a20', 'n1', 'n10']));
    expect(keys).toHaveLength(30);
    expect(r.body.data.map.a2).toBe(await mapped('demo', 'article', 'a2'));
    const jobs = await s.call('/api-auth/app/importConfig', { kind: 'job' }, { agent: 'demo2' });
    expect(Object.keys(jobs.body.data.map).length).toBeGreaterThanOrEqual(50);
    expect(jobs.body.data.map['5']).toBe(await mapped('demo2', 'job', '5'));
  });

  it('refuses an unknown kind', async () => {
    for (const body of [{}, { kind: 'user' }, { kind: 1 }]) {
      const r = await s.call('/api-auth/app/importConfig', body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(CODE_BAD_REQUEST);
    }
  });

  it('saves only for an operator', async () => {
    const r = await s.call('/api-admin/app/importConfig/save', { kind: 'job', rows: [{ key: '1', id: 1 }] });
    expect(r.body.code).toBe(CODE_NOT_LOGGED_IN);
    expect(r.status).toBe(401);
  });

  it('refuses bad rows with a message naming the row, and stores nothing', async () => {
    const [job] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantIds.demo]);
    const [foreign] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantIds.demo2]);
    const cases: [unknown, RegExp][] = [
      [{ kind: 'job', rows: [] }, /rows 不能为空/],
      [{ kind: 'nope', rows: [{ key: '1', id: 1 }] }, /kind 只能是/],
      [{ kind: 'job', rows: [{ key: 'a1', id: job!.id }] }, /第 1 行：key "a1" 无效/],
      [{ kind: 'article', rows: [{ key: 'x1', id: 1 }] }, /第 1 行：key "x1" 无效.*a（新闻）或 n（公告）/],
      [{ kind: 'job', rows: [{ key: '1', id: job!.id }, { key: '01', id: job!.id }] }, /第 2 行：key 1 与第 1 行重复/],
      [{ kind: 'job', rows: [{ key: '1', id: 0 }] }, /id 必须是正整数/],
      [{ kind: 'job', rows: [{ key: '1', id: 'abc' }] }, /id 必须是正整数/],
      [{ kind: 'job', rows: [{ key: '1', id: 2 ** 31 }] }, /id 过大/],
      [{ kind: 'job', rows: [{ key: '', id: 1 }] }, /key 不能为空/],
      [{ kind: 'job', rows: [{ key: '1', id: job!.id }, { key: '2', id: foreign!.id }] }, new RegExp(`第 2 行：本站没有 id 为 ${foreign!.id} 的职位`)],
      [{ kind: 'job', rows: Array.from({ length: IMPORT_CONFIG_MAX_ROWS + 1 }, (_, i) => ({ key: String(i + 1), id: job!.id })) }, /一次最多导入 10000 行/],
    ];
    for (const [body, msg] of cases) {
      const r = await save(body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe(CODE_BAD_REQUEST);
      expect(r.body.msg).toMatch(msg);
    }
    const [n] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM legacy_mappings WHERE tenant_id = $1 AND kind = 'job' AND key = '1'", [tenantIds.demo]);
    expect(n!.n).toBe(1);
    expect(await mapped('demo', 'job', '1')).not.toBe(foreign!.id);
  });

  it('saves up to 10,000 rows, and the redirects and importConfig see them at once', async () => {
    const jobs = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id DESC LIMIT 3', [tenantIds.demo]);
    const target = jobs[0]!.id;
    // Warm the cache first: a save must drop it.
    await expectRedirect('/jobs/jobs_show/id/6', `/job/${await mapped('demo', 'job', '6')}`);
    const rows = Array.from({ length: IMPORT_CONFIG_MAX_ROWS }, (_, i) => ({ key: String(100_000 + i), id: jobs[i % 3]!.id }));
    rows[0] = { key: '6', id: target };
    const r = await save({ kind: 'job', rows });
    expect(r.body).toMatchObject({ code: 200, data: { kind: 'job', saved: IMPORT_CONFIG_MAX_ROWS, removed: 0 } });
    await expectRedirect('/jobs/jobs_show/id/6', `/job/${target}`);
    await expectRedirect('/?c=jobs&a=jobs_show&id=100001', `/job/${jobs[1]!.id}`);
    const cfg = await s.call('/api-auth/app/importConfig', { kind: 'job' });
    expect(cfg.body.data.map['6']).toBe(target);
  });

  it('replaces a kind when asked', async () => {
    const [article] = await s.db.query<{ id: number }>('SELECT id FROM articles WHERE tenant_id = $1 AND kind = 2 ORDER BY id DESC LIMIT 1', [tenantIds.demo]);
    const r = await save({ kind: 'article', replace: true, rows: [{ key: 'N3', id: article!.id }] });
    expect(r.body.data).toEqual({ kind: 'article', saved: 1, removed: 30 });
    await expectRedirect('/?c=notice&a=notice_show&id=3', `/article/${article!.id}`);
    await expectRedirect('/?c=news&a=news_show&id=2', '/article');
    const cfg = await s.call('/api-auth/app/importConfig', { kind: 'article' });
    expect(cfg.body.data.map).toEqual({ n3: article!.id });
  });
});

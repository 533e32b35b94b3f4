import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterOptionSchema, jobDetailSchema, jobPageSchema } from '../../../../schemas/job';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_NOT_LOGGED_IN, JOB_COUNT_CAP } from '../../../constants';
import { distanceMetres } from '../../common/geo';

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

const find = async (body: Record<string, unknown>, opts: { agent?: string; token?: string } = {}) => {
  const r = await s.call('/api-user/job/find', body, opts);
  expect(r.body.code, r.body.msg).toBe(200);
  return jobPageSchema.parse(r.body.data);
};
const count = async (sql: string, params: unknown[]) => (await s.db.query<{ n: number }>(sql, params))[0]!.n;

describe('/api-user/job/find', () => {
  it('finds by keyword in title, tags and company name, case-insensitively', async () => {
    const r = await find({ keyword: 'java', limit: 50 });
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((j) => /java/i.test(j.title + j.tags.join() + j.company.name))).toBe(true);
    const [c] = await s.db.query<{ short_name: string; id: number }>('SELECT short_name, id FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demoId]);
    const byCompany = await find({ keyword: c!.short_name, limit: 50 });
    expect(byCompany.list.some((j) => j.company.id === c!.id)).toBe(true);
  });

  it('filters by area at each level, industry, position category, salary, experience, degree and job type', async () => {
    const hz = await find({ areaCode: '330100', limit: 50 });
    expect(hz.list.every((j) => j.cityName === '杭州市')).toBe(true);
    const zj = await find({ areaCode: '330000', limit: 50 });
    expect(zj.total).toBeGreaterThanOrEqual(hz.total);
    const tech = await find({ positionId: 1, limit: 50 });
    const techTotal = await count('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND status = 1 AND position_id BETWEEN 10000 AND 19999', [demoId]);
    expect(tech.total).toBe(Math.min(techTotal, JOB_COUNT_CAP + 1));
    const paid = await find({ salaryMin: 15000, salaryMax: 20000, limit: 50 });
    expect(paid.list.every((j) => j.salaryUnit === 1 && j.salaryMax >= 15000 && j.salaryMin <= 20000)).toBe(true);
    const hourly = await find({ salaryUnit: 3, limit: 50 });
    expect(hourly.list.length).toBeGreaterThan(0);
    expect(hourly.list.every((j) => j.salaryUnit === 3)).toBe(true);
    const exp = await find({ experience: ['3-5年', '5-10年'], degree: '本科', limit: 50 });
    expect(exp.list.every((j) => ['3-5年', '5-10年'].includes(j.experience) && j.degree === '本科')).toBe(true);
    const part = await find({ jobType: [2], limit: 50 });
    expect(part.list.length).toBeGreaterThan(0);
    expect(part.list.every((j) => j.jobType === 2)).toBe(true);
    const industry = await find({ industryId: 1, limit: 50 });
    const itTotal = await count('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND status = 1 AND industry_id BETWEEN 100 AND 199', [demoId]);
    expect(industry.total).toBe(Math.min(itTotal, JOB_COUNT_CAP + 1));
  });

  it('sorts by salary and pages without repeats until done', async () => {
    const bySalary = await find({ sort: 'salary', limit: 20 });
    const maxes = bySalary.list.map((j) => j.salaryMax);
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));
    const [c] = await s.db.query<{ company_id: number; n: number }>(
      'SELECT company_id, count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND status = 1 GROUP BY company_id ORDER BY n DESC LIMIT 1',
      [demoId],
    );
    const seen = new Set<number>();
    for (let page = 1; ; page++) {
      const p = await find({ companyId: c!.company_id, page, limit: 10 });
      for (const j of p.list) {
        expect(seen.has(j.id)).toBe(false);
        seen.add(j.id);
        expect(j.company.id).toBe(c!.company_id);
      }
      if (p.done) break;
    }
    expect(seen.size).toBe(c!.n);
  });

  it('gives the same capped total on every page, past the cap and past the end, as a count of the matches', async () => {
    // The page and its total come from one scan now (repo.ts page()); the total must not depend on the page asked for.
    const [top] = await s.db.query<{ w: string }>(
      `SELECT w FROM (VALUES ('工程'), ('销售'), ('经理'), ('服务')) v(w) ORDER BY (SELECT count(*) FROM jobs WHERE tenant_id = $1 AND status = 1 AND search_text LIKE '%' || w || '%') DESC LIMIT 1`,
      [demoId],
    );
    const keyword = top!.w;
    const matches = await count("SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND status = 1 AND search_text LIKE '%' || $2 || '%'", [demoId, keyword]);
    const expected = Math.min(matches, JOB_COUNT_CAP + 1);
    const limit = 10;
    const first = await find({ keyword, limit });
    expect(first.total).toBe(expected);
    const deep = Math.ceil((JOB_COUNT_CAP + 5) / limit);
    for (const page of [2, deep, Math.ceil(matches / limit) + 1]) {
      const p = await find({ keyword, limit, page });
      expect(p.total, `page ${page}`).toBe(expected);
      expect(p.list.length, `page ${page}`).toBe(Math.max(0, Math.min(limit, matches - (page - 1) * limit)));
    }
  });

  it('takes wildcards literally and answers an empty page for nothing found', async () => {
    expect((await find({ keyword: '%' })).total).toBe(0);
    const none = await find({ keyword: '宇航员驾驶' });
    expect(none).toMatchObject({ list: [], total: 0, done: true });
  });

  it('refuses out-of-range filters with readable messages', async () => {
    const bad = async (body: unknown) => (await s.call('/api-user/job/find', body)).body;
    expect(await bad({ salaryMin: -1 })).toMatchObject({ code: CODE_BAD_REQUEST, msg: '薪资不能为负数' });
    expect((await bad({ salaryMax: 2_000_000 })).msg).toBe('薪资超出范围');
    expect((await bad({ salaryMin: 20000, salaryMax: 10000 })).msg).toBe('最低薪资不能高于最高薪资');
    expect((await bad({ salaryUnit: 4 })).msg).toBe('薪资单位只能是 1(月)、2(日) 或 3(时)');
    expect((await bad({ experience: ['20年'] })).msg).toBe('工作经验选项无效');
    expect((await bad({ degree: '小学' })).msg).toBe('学历选项无效');
    expect((await bad({ jobType: [5] })).msg).toBe('工作性质只能是 1、2 或 3');
    expect((await bad({ areaCode: '33' })).msg).toBe('地区编码应为 6 位数字');
    expect((await bad({ sort: 'price' })).msg).toBe('排序方式只能是 new、salary 或 hot');
    expect((await bad({ positionId: 'abc' })).msg).toBe('职位类别无效');
    expect((await bad({ limit: 51 })).msg).toBe('每页最多 50 条');
  });

  it("finds nothing of another tenant's company", async () => {
    const [c] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demoId]);
    const r = await find({ companyId: c!.id }, { agent: 'demo2' });
    const demo2Owns = await count('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1 AND id = $2', [demo2Id, c!.id]);
    expect(r.total).toBe(demo2Owns ? r.total : 0);
  });
});

describe('/api-user/job/find/lbs', () => {
  it('answers jobs within the radius, nearest first, with the distance in metres', async () => {
    const [centre] = await s.db.query<{ lat: number; lng: number }>('SELECT lat, lng FROM jobs WHERE tenant_id = $1 AND city_code = $2 LIMIT 1', [demoId, '330100']);
    const r = await s.call('/api-user/job/find/lbs', { lat: centre!.lat, lng: centre!.lng, radius: 3000, limit: 50 });
    expect(r.body.code).toBe(200);
    const page = jobPageSchema.parse(r.body.data);
    expect(page.list.length).toBeGreaterThan(0);
    const ds = page.list.map((j) => j.distance!);
    expect(ds).toEqual([...ds].sort((a, b) => a - b));
    expect(ds.every((d) => d <= 3000)).toBe(true);
    // The distance agrees with the haversine on the spec's earth radius.
    const [row] = await s.db.query<{ lat: number; lng: number }>('SELECT lat, lng FROM jobs WHERE tenant_id = $1 AND id = $2', [demoId, page.list[0]!.id]);
    expect(Math.abs(distanceMetres(centre!.lat, centre!.lng, row!.lat, row!.lng) - ds[0]!)).toBeLessThanOrEqual(1);
    // Everything within 3 km is there (none left out by the box).
    const within = (await s.db.query<{ lat: number; lng: number }>('SELECT lat, lng FROM jobs WHERE tenant_id = $1 AND status = 1', [demoId])).filter(
      (j) => distanceMetres(centre!.lat, centre!.lng, j.lat, j.lng) <= 3000,
    ).length;
    expect(page.total).toBe(Math.min(within, JOB_COUNT_CAP + 1));
  });

  it('refuses a bad point or radius', async () => {
    expect((await s.call('/api-user/job/find/lbs', { lat: 95, lng: 120 })).body.msg).toBe('纬度超出范围');
    expect((await s.call('/api-user/job/find/lbs', { lat: 30, lng: 181 })).body.msg).toBe('经度超出范围');
    expect((await s.call('/api-user/job/find/lbs', { lat: 30, lng: 120, radius: 50 })).body.msg).toBe('范围至少 100 米');
    expect((await s.call('/api-user/job/find/lbs', { lat: 30, lng: 120, radius: 60_000 })).body.msg).toBe('范围最多 50 公里');
    expect((await s.call('/api-user/job/find/lbs', { lng: 120 })).body.code).toBe(CODE_BAD_REQUEST);
  });
});

describe('findNews, findRush, get and filterOption', () => {
  it('answers the newest jobs and urgent jobs only', async () => {
    const news = jobPageSchema.parse((await s.call('/api-user/job/findNews', { limit: 10 })).body.data);
    expect(news.list).toHaveLength(10);
    const rush = jobPageSchema.parse((await s.call('/api-user/job/findRush', { limit: 50 })).body.data);
    expect(rush.list.length).toBeGreaterThan(0);
    expect(rush.list.every((j) => j.isUrgent)).toBe(true);
    expect((await s.call('/api-user/job/findRush', { areaCode: 'x' })).body.code).toBe(CODE_BAD_REQUEST);
  });

  it('answers a job with its company card and recruiter, counting the view', async () => {
    const [j] = await s.db.query<{ id: number; views: number }>('SELECT id, views FROM jobs WHERE tenant_id = $1 AND recruiter_id IS NOT NULL ORDER BY id LIMIT 1', [demoId]);
    const r = await s.call('/api-user/job/get', { id: j!.id });
    const job = jobDetailSchema.parse(r.body.data);
    expect(job.views).toBe(j!.views + 1);
    expect(job.companyInfo!.jobCount).toBeGreaterThan(0);
    expect(job.recruiter?.name).toBe('陈嘉怡');
    expect(job.positionId).toBeGreaterThan(10000);
    expect(job.applyMode).toBe(0);
    // How a job takes applications is on the job itself, so its page can say so before any login.
    const [offline] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND apply_mode = 2 ORDER BY id LIMIT 1', [demoId]);
    expect(jobDetailSchema.parse((await s.call('/api-user/job/get', { id: offline!.id })).body.data).applyMode).toBe(2);
  });

  it("answers not found for unknown and other tenants' jobs", async () => {
    const [j] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demoId]);
    expect((await s.call('/api-user/job/get', { id: j!.id }, { agent: 'demo2' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '职位不存在或已下线' });
    expect((await s.call('/api-user/job/get', { id: 99_999_999 })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/job/get', { id: 0 })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '职位 id 无效' });
    expect((await s.call('/api-user/job/get', { id: 1e12 })).body.code).toBe(CODE_BAD_REQUEST);
  });

  it('answers the filter popup sections', async () => {
    const f = filterOptionSchema.parse((await s.call('/api-user/job/filterOption', {})).body.data);
    expect(f.sections.map((x) => x.key)).toEqual(['salary', 'experience', 'degree', 'jobType', 'salaryUnit', 'industryId']);
    expect(f.sections[0]!.options[2]).toEqual({ label: '5-10K', value: '5000-10000' });
  });
});

describe('autocomplete and search history', () => {
  it('suggests positions, job titles and companies', async () => {
    const r = await s.call('/api-user/search/autoComplete', { keyword: '开发' });
    const list = r.body.data.list as { kind: string; text: string }[];
    expect(list.length).toBeGreaterThan(2);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list.some((x) => x.kind === 'position' && x.text === 'Java开发工程师')).toBe(true);
    expect(list.every((x) => x.text.includes('开发') || x.kind === 'company')).toBe(true);
    expect((await s.call('/api-user/search/autoComplete', { keyword: '  ' })).body.msg).toBe('请输入关键词');
  });

  it("records a logged-in user's searches, newest first, and clears one or all", async () => {
    const token = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-user/user/search/historyFind', {})).body.code).toBe(CODE_NOT_LOGGED_IN);
    await find({ keyword: '会计' }, { token });
    await find({ keyword: '前端' }, { token });
    await find({ keyword: '会计' }, { token });
    // A later page of the same search is not a new search.
    await find({ keyword: '设计', page: 2 }, { token });
    const h = (await s.call('/api-user/user/search/historyFind', {}, { token })).body.data.list.map((x: { keyword: string }) => x.keyword);
    expect(h.slice(0, 2)).toEqual(['会计', '前端']);
    expect(h).not.toContain('设计');
    // Another site's session sees its own history only.
    const token2 = await s.login('13800000001', 'demo1234', 'demo2');
    expect((await s.call('/api-user/user/search/historyFind', {}, { agent: 'demo2', token: token2 })).body.data.list).toEqual([]);
    expect((await s.call('/api-user/user/search/historyClear', { keyword: '会计' }, { token })).body.data.removed).toBe(1);
    expect((await s.call('/api-user/user/search/historyClear', {}, { token })).body.data.removed).toBeGreaterThanOrEqual(1);
    expect((await s.call('/api-user/user/search/historyFind', {}, { token })).body.data.list).toEqual([]);
  });
});

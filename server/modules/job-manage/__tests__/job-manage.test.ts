import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelResultSchema, editableJobSchema, jobSaveResultSchema, manageOptionsSchema, mapLocationSchema } from '../../../../schemas/job-manage';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let recruiter: string;
let seeker: string;
let recruiter2: string;
beforeAll(async () => {
  s = await startTestServer();
  recruiter = await s.login('13800000002', 'demo1234');
  seeker = await s.login('13800000001', 'demo1234');
  recruiter2 = await s.login('13800000002', 'demo1234', 'demo2');
});
afterAll(() => s.close());

/** A full, valid job: 杭州市西湖区, 互联网/电子商务, Java开发工程师. */
const validJob = (patch: Record<string, unknown> = {}) => ({
  title: 'Java开发工程师（电商方向）',
  salaryMin: 15000,
  salaryMax: 25000,
  salaryUnit: 1,
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  address: '文三路 90 号东部软件园 3 号楼',
  lat: 30.2766,
  lng: 120.1216,
  industryId: 101,
  positionId: 10101,
  experience: '3-5年',
  degree: '本科',
  jobType: 1,
  tags: ['五险一金', '双休'],
  description: '负责电商交易系统的设计与开发，参与核心链路的性能优化。',
  ...patch,
});

/** The demo recruiter's id and company (owned: the seed adds no member row for owners). */
async function recruiterCompany(agent = 'demo') {
  const [r] = await s.db.query<{ user_id: number; company_id: number; lat: number; lng: number; address: string }>(
    `SELECT u.id AS user_id, c.id AS company_id, c.lat, c.lng, c.address
       FROM users u JOIN agents a ON a.id = u.tenant_id
       JOIN companies c ON c.tenant_id = u.tenant_id AND (c.owner_user_id = u.id OR EXISTS (SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = u.id))
      WHERE a.agent_key = $1 AND u.mobile = '13800000002' ORDER BY c.id LIMIT 1`,
    [agent],
  );
  return r!;
}

const save = (list: unknown[], token = recruiter, agent = 'demo') => s.call('/api-user/job/saveMany', { list }, { token, agent });

async function createJob(patch: Record<string, unknown> = {}): Promise<number> {
  const r = await save([{ data: validJob(patch) }]);
  expect(r.body.code, r.body.msg).toBe(200);
  return jobSaveResultSchema.parse(r.body.data).list[0]!.id;
}

describe('saveMany', () => {
  it('creates a job the public job list and detail then show, posted by the recruiter under their company', async () => {
    const id = await createJob({ title: '高级Java开发工程师' });
    const detail = await s.call('/api-user/job/get', { id });
    expect(detail.body.data.title).toBe('高级Java开发工程师');
    expect(detail.body.data.districtName).toBe('西湖区');
    const [row] = await s.db.query<{ recruiter_id: number; company_id: number; tags: string[] }>('SELECT recruiter_id, company_id, tags FROM jobs WHERE id = $1', [id]);
    const member = await recruiterCompany();
    expect(row).toMatchObject({ recruiter_id: member.user_id, company_id: member.company_id, tags: ['五险一金', '双休'] });
  });

  it('creates several jobs in one call, in order', async () => {
    const r = await save([{ data: validJob({ title: '前端开发工程师' }) }, { data: validJob({ title: '测试工程师', positionId: 10301 }) }]);
    const out = jobSaveResultSchema.parse(r.body.data).list;
    expect(out).toHaveLength(2);
    expect(out.every((o) => o.created && o.status === 1)).toBe(true);
    expect(out[1]!.id).toBeGreaterThan(out[0]!.id);
  });

  it('edits only the fields given and validates the merged job', async () => {
    const id = await createJob();
    const r = await save([{ id, data: { title: 'Go开发工程师', salaryMin: 18000 } }]);
    expect(r.body.code).toBe(200);
    expect(r.body.data.list[0].created).toBe(false);
    const job = editableJobSchema.parse((await s.call('/api-user/job/manageGet', { id }, { token: recruiter })).body.data);
    expect(job.fields).toMatchObject({ title: 'Go开发工程师', salaryMin: 18000, salaryMax: 25000, experience: '3-5年' });
    expect(job.names.area).toBe('浙江省 杭州市 西湖区');
    // A new minimum above the stored maximum is refused although salaryMax was not sent.
    const bad = await save([{ id, data: { salaryMin: 30000 } }]);
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toBe('最低薪资不能高于最高薪资');
    expect(bad.body.data.issues).toEqual([{ index: 0, path: 'salaryMax', message: '最低薪资不能高于最高薪资' }]);
  });

  it('closes, reopens and refreshes a job; a closed job leaves the public list, cannot be refreshed, and refreshing is rate-limited', async () => {
    const id = await createJob({ title: '关闭测试工程师' });
    const closed = await save([{ id, status: 0 }]);
    expect(closed.body.data.list[0].status).toBe(0);
    const found = await s.call('/api-user/job/find', { keyword: '关闭测试工程师' });
    expect(found.body.data.list).toHaveLength(0);
    expect((await save([{ id, refresh: true }])).body.msg).toBe('职位已关闭，请先重新开放再刷新');
    expect((await save([{ id, status: 1 }])).body.data.list[0].status).toBe(1);
    expect((await s.call('/api-user/job/find', { keyword: '关闭测试工程师' })).body.data.list).toHaveLength(1);

    await s.db.query("UPDATE jobs SET refreshed_at = now() - interval '3 days' WHERE id = $1", [id]);
    const refreshed = await save([{ id, refresh: true }]);
    expect(refreshed.body.code).toBe(200);
    expect(Date.now() - Date.parse(refreshed.body.data.list[0].refreshedAt)).toBeLessThan(60_000);
    const again = await save([{ id, refresh: true }]);
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toMatch(/^职位刚刚刷新过，请 \d+ 分钟后再试$/);
    s.clock.advance(61 * 60_000);
    try {
      expect((await save([{ id, refresh: true }])).body.code).toBe(200);
    } finally {
      s.clock.advance(-61 * 60_000);
    }
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a one-character title', { title: '码' }, 'title', '职位名称至少 2 个字'],
    ['a title of 31 characters', { title: '高'.repeat(31) }, 'title', '职位名称最多 30 个字'],
    ['a purely numeric title', { title: '123456' }, 'title', '名称不能为纯数字'],
    ['a title with symbols', { title: 'Java$开发@' }, 'title', '名称不能包含特殊符号'],
    ['salary min above max', { salaryMin: 20000, salaryMax: 10000 }, 'salaryMax', '最低薪资不能高于最高薪资'],
    ['a monthly salary out of range', { salaryMin: 100, salaryMax: 200 }, 'salaryMin', '月薪应在 500 至 1000000 元之间'],
    ['an hourly salary out of range', { salaryUnit: 3, salaryMin: 20, salaryMax: 5000 }, 'salaryMax', '时薪应在 5 至 2000 元之间'],
    ['an unknown salary unit', { salaryUnit: 4 }, 'salaryUnit', '请选择薪资单位'],
    ['an unknown province', { provinceCode: '990000' }, 'provinceCode', '所选地区不存在'],
    ['a city of another province', { cityCode: '320100' }, 'cityCode', '所选城市不属于该省份'],
    ['a district of another city', { districtCode: '320102' }, 'districtCode', '所选区县不属于该城市'],
    ['a malformed area code', { districtCode: '33010' }, 'districtCode', '所选地区不存在'],
    ['no district where the city has them', { districtCode: '' }, 'districtCode', '请选择区县'],
    ['an unknown industry', { industryId: 999999 }, 'industryId', '所选行业不存在'],
    ['an unknown position', { positionId: 999999 }, 'positionId', '所选职位类别不存在'],
    ['a position group instead of a position', { positionId: 101 }, 'positionId', '请选择具体的职位类别'],
    ['an experience not in the list', { experience: '2年' }, 'experience', '请选择工作经验'],
    ['a degree not in the list', { degree: '小学' }, 'degree', '请选择学历要求'],
    ['an unknown job type', { jobType: 4 }, 'jobType', '请选择工作性质'],
    ['nine tags', { tags: ['一', '二', '三', '四', '五', '六', '七', '八', '九'] }, 'tags', '福利标签最多 8 个'],
    ['a long tag', { tags: ['这是一个超过十个字的福利标签'] }, 'tags.0', '每个标签最多 10 个字'],
    ['a short description', { description: '待遇好' }, 'description', '职位描述至少 10 个字'],
    ['a purely numeric description', { description: '12345678901234' }, 'description', '内容不能为纯数字'],
    ['a description over 5000 characters', { description: '岗'.repeat(5001) }, 'description', '职位描述最多 5000 个字'],
    ['an empty address', { address: '  ' }, 'address', '请输入详细地址'],
    ['a latitude out of range', { lat: 91 }, 'lat', '纬度应在 -90 到 90 之间'],
    ['a longitude out of range', { lng: -181 }, 'lng', '经度应在 -180 到 180 之间'],
    ['a missing title', { title: undefined }, 'title', '请输入职位名称'],
  ];
  for (const [what, patch, path, message] of cases) {
    it(`refuses ${what} with “${message}”`, async () => {
      const r = await save([{ data: validJob(patch) }]);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toBe(message);
      expect(r.body.data.issues).toContainEqual({ index: 0, path, message });
    });
  }

  it("keeps a job's own contact, which contactGet shows instead of the recruiter's card; bad contact fields are named", async () => {
    const id = await createJob({ contactName: '王经理', contactMobile: '0571-88886666', contactEmail: 'hr@shop.example', contactWechat: 'wang_hr88' });
    const job = editableJobSchema.parse((await s.call('/api-user/job/manageGet', { id }, { token: recruiter })).body.data);
    expect(job.fields).toMatchObject({ contactName: '王经理', contactMobile: '0571-88886666', contactEmail: 'hr@shop.example', contactWechat: 'wang_hr88' });
    const own = await s.call('/api-user/job/contactGet', { id }, { token: recruiter, encrypt: true });
    expect(own.body.data).toMatchObject({ name: '王经理', mobile: '0571-88886666', email: 'hr@shop.example', wechat: 'wang_hr88', visible: true });
    const masked = await s.call('/api-user/job/contactGet', { id }, { token: seeker, encrypt: true });
    expect(masked.body.data).toMatchObject({ name: '王经理', mobile: '057****886666', email: 'h***@shop.example', wechat: 'wa*******', visible: false });
    // Cleared, the recruiter's card answers again.
    expect((await save([{ id, data: { contactName: '', contactMobile: '', contactEmail: '', contactWechat: '' } }])).body.code).toBe(200);
    const card = await s.call('/api-user/job/contactGet', { id }, { token: recruiter, encrypt: true });
    expect(card.body.data.name).not.toBe('王经理');
    for (const [patch, path, message] of [
      [{ contactMobile: '12345' }, 'contactMobile', '联系电话应为手机号或固定电话（如 0571-88886666）'],
      [{ contactEmail: 'hr@' }, 'contactEmail', '联系邮箱格式不正确'],
      [{ contactWechat: '微信号' }, 'contactWechat', '微信号格式不正确'],
      [{ contactName: '12345' }, 'contactName', '联系人不能为纯数字'],
      [{ contactName: '王'.repeat(21) }, 'contactName', '联系人最多 20 个字'],
    ] as const) {
      const r = await save([{ id, data: patch }]);
      expect({ code: r.body.code, issues: r.body.data?.issues }).toEqual({ code: 400, issues: [{ index: 0, path, message }] });
    }
  });

  it('keeps eight tags and drops repeated ones', async () => {
    const id = await createJob({ tags: ['一', '二', '三', '四', '五', '六', '七', '八', '八'] });
    const job = editableJobSchema.parse((await s.call('/api-user/job/manageGet', { id }, { token: recruiter })).body.data);
    expect(job.fields.tags).toEqual(['一', '二', '三', '四', '五', '六', '七', '八']);
  });

  it('saves nothing when one job of several is bad, and names that job', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    const r = await save([{ data: validJob({ title: '好职位一号' }) }, { data: validJob({ salaryMin: 9000, salaryMax: 8000 }) }]);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe('第 2 个职位：最低薪资不能高于最高薪资');
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses the same job twice in one call and a new job without data', async () => {
    const id = await createJob();
    const twice = await save([{ id, status: 0 }, { id, status: 1 }]);
    expect(twice.body.msg).toBe('第 2 个职位：同一职位在一次提交中出现了多次');
    expect((await save([{ status: 1 }])).body.msg).toBe('请填写职位信息');
    expect((await save([])).body.msg).toBe('请至少提交一个职位');
    expect((await save([null])).body.msg).toBe('职位格式不正确');
    expect((await save([{ data: 5 }])).body.msg).toBe('职位信息格式不正确');
    expect((await save([{ id, refresh: 'yes' }])).body.msg).toBe('refresh 只能是 true 或 false');
    expect((await save([{ id, status: 2 }])).body.msg).toBe('职位状态只能是 0（关闭）或 1（开放）');
    expect((await s.call('/api-user/job/saveMany', { list: 'x' }, { token: recruiter })).body.msg).toBe('请提交职位列表');
    expect((await save(Array.from({ length: 21 }, () => ({ data: validJob() })))).body.msg).toBe('一次最多保存 20 个职位');
  });

  it('answers not found for another company’s job, another tenant’s job and an unknown id', async () => {
    const { company_id } = await recruiterCompany();
    const [other] = await s.db.query<{ id: number }>(
      "SELECT j.id FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = 'demo' AND j.company_id <> $1 LIMIT 1",
      [company_id],
    );
    const mine = await createJob();
    for (const [id, token, agent] of [
      [other!.id, recruiter, 'demo'],
      [mine, recruiter2, 'demo2'],
      [2_000_000_000, recruiter, 'demo'],
    ] as const) {
      const r = await save([{ id, status: 0 }], token, agent);
      expect(r.status).toBe(404);
      expect(r.body.msg).toBe('职位不存在或无权管理');
      expect((await s.call('/api-user/job/manageGet', { id }, { token, agent })).status).toBe(404);
    }
    const [row] = await s.db.query<{ status: number }>('SELECT status FROM jobs WHERE id = $1', [other!.id]);
    expect(row!.status).toBe(1);
  });

  it('refuses users who are not recruiters, and visitors', async () => {
    const r = await save([{ data: validJob() }], seeker);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('仅招聘者可以管理职位，请先切换为招聘者身份并加入企业');
    expect((await s.call('/api-user/job/channelResultFind', {}, { token: seeker })).status).toBe(403);
    expect((await s.call('/api-user/job/saveMany', { list: [{ data: validJob() }] })).body.code).toBe(1006);
  });

  it('refuses posting under a company the recruiter does not belong to', async () => {
    const [c] = await s.db.query<{ id: number }>("SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo' AND c.owner_user_id IS NULL LIMIT 1");
    const r = await save([{ companyId: c!.id, data: validJob() }]);
    expect(r.status).toBe(404);
  });
});

describe('channelResultFind', () => {
  it('lists the recruiter’s jobs with views and application counts, filterable by status', async () => {
    const id = await createJob({ title: '渠道统计专员' });
    await s.db.query('UPDATE jobs SET views = 42 WHERE id = $1', [id]);
    const [seekerRow] = await s.db.query<{ id: number; tenant_id: number }>("SELECT u.id, u.tenant_id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = '13800000001'");
    const [job] = await s.db.query<{ company_id: number }>('SELECT company_id FROM jobs WHERE id = $1', [id]);
    await s.db.query('INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id, status) VALUES ($1, $2, $3, $4, 1)', [seekerRow!.tenant_id, id, job!.company_id, seekerRow!.id]);
    // An application the seeker cancelled is not counted.
    const [other] = await s.db.query<{ id: number }>("INSERT INTO users (tenant_id, mobile, password_hash, name) VALUES ($1, '13711119999', 'x', '撤回者') RETURNING id", [seekerRow!.tenant_id]);
    await s.db.query('INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id, status) VALUES ($1, $2, $3, $4, 6)', [seekerRow!.tenant_id, id, job!.company_id, other!.id]);

    const all = channelResultSchema.parse((await s.call('/api-user/job/channelResultFind', { keyword: '渠道统计专员' }, { token: recruiter })).body.data);
    expect(all.list).toHaveLength(1);
    expect(all.list[0]).toMatchObject({ id, views: 42, applications: 1, unread: 1, status: 1 });

    await save([{ id, status: 0 }]);
    const open = channelResultSchema.parse((await s.call('/api-user/job/channelResultFind', { status: 1, limit: 50 }, { token: recruiter })).body.data);
    expect(open.list.some((j) => j.id === id)).toBe(false);
    expect(open.list.every((j) => j.status === 1)).toBe(true);
    const closed = channelResultSchema.parse((await s.call('/api-user/job/channelResultFind', { status: 0 }, { token: recruiter })).body.data);
    expect(closed.list.map((j) => j.id)).toContain(id);
    expect(closed.counts.all).toBe(closed.counts.open + closed.counts.closed);
    expect(closed.total).toBe(closed.counts.closed);
  });

  it('never lists another tenant’s or company’s jobs', async () => {
    const demo2 = channelResultSchema.parse((await s.call('/api-user/job/channelResultFind', { limit: 50 }, { token: recruiter2, agent: 'demo2' })).body.data);
    const ids = new Set((await s.db.query<{ id: number }>("SELECT j.id FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = 'demo'")).map((r) => r.id));
    expect(demo2.list.length).toBeGreaterThan(0);
    for (const j of demo2.list) expect(ids.has(j.id)).toBe(false);
  });

  it('refuses a bad status filter', async () => {
    const r = await s.call('/api-user/job/channelResultFind', { status: 3 }, { token: recruiter });
    expect(r.body.msg).toBe('状态只能是 0 或 1');
  });
});

describe('mapInit', () => {
  it('centres a recruiter on the company address, a job on its place', async () => {
    const r = mapLocationSchema.parse((await s.call('/api-user/job/mapInit', {}, { token: recruiter })).body.data);
    expect(r.source).toBe('company');
    expect(r.zoom).toBe(16);
    const c = await recruiterCompany();
    expect(r).toMatchObject({ lat: c.lat, lng: c.lng, label: c.address });
    const id = await createJob({ lat: 30.3, lng: 120.2 });
    expect((await s.call('/api-user/job/mapInit', { jobId: id }, { token: recruiter })).body.data).toMatchObject({ lat: 30.3, lng: 120.2, source: 'job' });
    expect((await s.call('/api-user/job/mapInit', { jobId: id }, { token: recruiter2, agent: 'demo2' })).status).toBe(404);
  });

  it('centres others on the site’s default city: the operator’s choice, else where most companies are', async () => {
    const r = mapLocationSchema.parse((await s.call('/api-user/job/mapInit', {}, { token: seeker })).body.data);
    expect(r).toMatchObject({ source: 'city', zoom: 12 });
    expect(r.label).toMatch(/市$/);
    await s.db.query(`UPDATE app_settings SET data = data || '{"mapDefault":{"lat":36.07,"lng":120.38,"zoom":11,"name":"青岛市"}}' WHERE tenant_id = (SELECT id FROM agents WHERE agent_key = 'demo')`);
    expect((await s.call('/api-user/job/mapInit', {}, { token: seeker })).body.data).toEqual({ lat: 36.07, lng: 120.38, zoom: 11, source: 'city', label: '青岛市' });
  });
});

describe('manageOptions and the area reads', () => {
  it('answers the industry and position trees and the fixed lists', async () => {
    const o = manageOptionsSchema.parse((await s.call('/api-user/job/manageOptions', {}, { token: recruiter })).body.data);
    expect(o.industries.find((i) => i.id === 1)?.children?.some((c) => c.id === 101)).toBe(true);
    expect(o.positions[0]?.children?.[0]?.children?.[0]?.name).toBe('Java开发工程师');
    expect(o.experiences).toContain('1-3年');
    expect(o.degrees).toContain('本科');
  });

  it('lists provinces, then a province’s cities', async () => {
    const provinces = (await s.call('/api-open/area/findAll', { level: 1 })).body.data.list;
    expect(provinces.some((a: { code: string; name: string }) => a.code === '330000' && a.name === '浙江省')).toBe(true);
    const cities = (await s.call('/api-open/area/find', { level: 2, code: '330000' })).body.data.list;
    expect(cities.map((a: { name: string }) => a.name)).toContain('杭州市');
    expect((await s.call('/api-open/area/find', { level: 5, code: '330000' })).body.msg).toBe('地区级别只能是 1、2 或 3');
  });
});

describe('experience words', () => {
  // The bug: the job editor stored "1年以下" while the seeker's filter offered "1年以内", so the
  // "under a year" filter found none of the jobs asking for under a year (0 of 125 on the demo data).
  it('finds a job saved with under a year of experience through the filter a seeker is offered', async () => {
    const editorWords = manageOptionsSchema.parse((await s.call('/api-user/job/manageOptions', {}, { token: recruiter })).body.data).experiences;
    const sections = (await s.call('/api-user/job/filterOption', {})).body.data.sections as { key: string; options: { value: string }[] }[];
    const filterWords = sections.find((x) => x.key === 'experience')!.options.map((o) => o.value);
    const underAYear = editorWords.find((w) => w.startsWith('1年'))!;
    const offered = filterWords.find((w) => w.startsWith('1年'))!;
    const id = await createJob({ title: '门店实习督导（经验不足一年）', experience: underAYear });

    const found = await s.call('/api-user/job/find', { experience: [offered], keyword: '门店实习督导', limit: 50 });
    expect(found.body.code, found.body.msg).toBe(200);
    expect(found.body.data.list.map((j: { id: number }) => j.id)).toContain(id);
    // The seed data speaks the same words: the demo jobs that ask for under a year are found too.
    const all = await s.call('/api-user/job/find', { experience: [offered], limit: 50 });
    expect(all.body.data.total).toBeGreaterThan(1);
  });
});

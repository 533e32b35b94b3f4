import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_NOT_LOGGED_IN, CODE_RATE_LIMITED, CODE_RESUME_REGISTER } from '../../../../schemas/codes';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { hashPassword } from '../../../http/hash';
import { relationRightsCountSchema, resumeDetailSchema, resumeFindResultSchema, resumeStateSchema } from '../../../../schemas/resume';
import { resumeCompleteness } from '../completeness';

let s: TestServer;
let seeker = '';
let recruiter = '';
let demoTenant = 0;
let city = '';
let positionId = 0;

async function newSeeker(mobile: string, agent = 'demo'): Promise<{ token: string; id: number }> {
  const [a] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [agent]);
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, 0, $4) RETURNING id', [
    a!.id,
    mobile,
    '新人',
    await hashPassword('demo1234'),
  ]);
  return { token: await s.login(mobile, 'demo1234', agent), id: u!.id };
}

const base = () => ({ name: '王小明', gender: 1, birthday: '1999-03-08', degree: '本科', jobStatus: 1, workingDate: '2021-07', graduation: '2021-06', phone: '13700001111', email: 'xm@example.com', cityCode: city });
const expect1 = (jobType = 1) => ({ jobType, positionId, areaCode: city, salaryMin: 8000, salaryMax: 12000, salaryUnit: 1 });

beforeAll(async () => {
  s = await startTestServer();
  seeker = await s.login('13800000001', 'demo1234');
  recruiter = await s.login('13800000002', 'demo1234');
  const [a] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  demoTenant = a!.id;
  const [c] = await s.db.query<{ code: string }>("SELECT code FROM areas WHERE level = 2 AND name = '杭州市'");
  city = c!.code;
  const [p] = await s.db.query<{ id: number }>('SELECT id FROM positions WHERE level = 3 ORDER BY id LIMIT 1');
  positionId = p!.id;
});
afterAll(() => s.close());

describe('the contract', () => {
  it('answers get, find, detail and relationRightsCount in the shapes of schemas/resume.ts', async () => {
    const st = resumeStateSchema.parse((await s.call('/api-user/resume/get', {}, { token: seeker })).body.data);
    resumeStateSchema.parse((await s.call('/api-user/resume/get', {}, { token: recruiter })).body.data);
    const found = resumeFindResultSchema.parse((await s.call('/api-user/resume/find', {}, { token: recruiter })).body.data);
    expect(found.list.length).toBeGreaterThan(0);
    resumeDetailSchema.parse((await s.call('/api-user/resume/detail', { id: found.list[0]!.id }, { token: recruiter })).body.data);
    resumeDetailSchema.parse((await s.call('/api-user/resume/detail', { id: st.resume.id }, { token: seeker })).body.data);
    relationRightsCountSchema.parse((await s.call('/api-user/resume/relationRightsCount', { id: found.list[0]!.id }, { token: recruiter })).body.data);
  });
});

describe('the seeker’s resume', () => {
  it('gives the demo seeker a complete resume with its label summary', async () => {
    const r = await s.call('/api-user/resume/get', {}, { token: seeker });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.exists).toBe(true);
    expect(d.completeness).toEqual({ score: 100, missing: [] });
    expect(d.register.step).toBe('done');
    expect(d.label.parts).toContain('本科');
    expect(d.label.experience).toMatch(/年经验$/);
    expect(d.umExpectNum).toBe(3);
    expect(d.expect.list).toHaveLength(1);
    expect(d.expect.jobPartTime).toHaveLength(1);
    expect(d.resume.work.length).toBeGreaterThan(0);
  });

  it('walks a new seeker through the register steps; other calls answer 13009 until done', async () => {
    const { token, id } = await newSeeker('13700000001');
    let st = (await s.call('/api-user/resume/register/steps', {}, { token })).body.data;
    expect(st.step).toBe('base');
    expect((await s.call('/api-user/resume/refresh', {}, { token })).body.code).toBe(CODE_RESUME_REGISTER);
    expect((await s.call('/api-user/resume/export', {}, { token })).body.code).toBe(CODE_RESUME_REGISTER);
    expect((await resumeCompleteness(s.db, demoTenant, id)).exists).toBe(false);
    expect((await s.call('/api-user/resume/register/skip', { step: 'base' }, { token })).body.msg).toBe('该步骤不能跳过');

    let r = await s.call('/api-user/resume/save', { key: 'base', data: base() }, { token });
    expect(r.body.code).toBe(200);
    expect(r.body.data.register.step).toBe('expect');
    expect(r.body.data.resume.base.cityName).toBe('杭州市');
    r = await s.call('/api-user/resume/save', { key: 'expect', data: expect1() }, { token });
    expect(r.body.data.register.step).toBe('experience');
    const c = await resumeCompleteness(s.db, demoTenant, id);
    expect(c.exists).toBe(true);
    expect(c.missing).toEqual(['work', 'education']);
    st = (await s.call('/api-user/resume/register/skip', { step: 'experience' }, { token })).body.data;
    expect(st.step).toBe('done');
    expect(st.steps.find((x: { key: string }) => x.key === 'experience').skipped).toBe(true);
    // No longer 13009: a resume made just now counts as just refreshed.
    expect((await s.call('/api-user/resume/refresh', {}, { token })).body.code).toBe(CODE_RATE_LIMITED);
  });

  it('refuses bad sections with clear Chinese messages', async () => {
    const { token } = await newSeeker('13700000002');
    const bad = async (key: string, data: unknown) => (await s.call('/api-user/resume/save', { key, data }, { token })).body;
    expect(await bad('base', { ...base(), name: '12345' })).toMatchObject({ code: 400, msg: expect.stringContaining('名称不能为纯数字') });
    expect((await bad('base', { ...base(), birthday: '2020-01-01' })).msg).toBe('出生日期无效，年龄需在16至80岁之间');
    expect((await bad('base', { ...base(), cityCode: '999999' })).msg).toBe('请选择现居城市');
    expect((await bad('work', { company: '某某公司', title: '销售', start: '2020-01', end: '', description: '88888888' })).msg).toContain('内容不能为纯数字');
    expect((await bad('education', { school: '某大学', degree: '本科', start: '2020-09', end: '2019-06' })).msg).toContain('结束时间不能早于开始时间');
    expect((await bad('nope', {})).code).toBe(400);
    expect((await bad('expect', { ...expect1(), salaryMin: 9000, salaryMax: 100 })).msg).toContain('最高薪资不能低于最低薪资');
    expect((await s.call('/api-user/resume/delete', { key: 'work', id: 'x' }, { token })).body.code).toBe(400);
  });

  it('keeps at most umExpectNum full-time and umExpectPartTimeNum part-time expectations, following the tenant setting', async () => {
    const { token } = await newSeeker('13700000003');
    await s.call('/api-user/resume/save', { key: 'base', data: base() }, { token });
    for (let i = 0; i < 3; i++) expect((await s.call('/api-user/resume/save', { key: 'expect', data: expect1() }, { token })).body.code).toBe(200);
    const over = await s.call('/api-user/resume/save', { key: 'expect', data: expect1() }, { token });
    expect(over.body).toMatchObject({ code: 400, msg: '全职求职期望最多添加3个' });
    // The part-time list has its own limit.
    const part = await s.call('/api-user/resume/save', { key: 'expect', data: expect1(2) }, { token });
    expect(part.body.data.expect.jobPartTime).toHaveLength(1);
    // Updating an existing one is not adding.
    const first = part.body.data.expect.list[0];
    expect((await s.call('/api-user/resume/save', { key: 'expect', data: { ...expect1(), id: first.id, salaryMax: 20000 } }, { token })).body.code).toBe(200);
    await s.db.query(`UPDATE app_settings SET data = data || '{"umExpectNum":4,"umExpectPartTimeNum":1}'::jsonb WHERE tenant_id = $1`, [demoTenant]);
    try {
      const st = (await s.call('/api-user/resume/save', { key: 'expect', data: expect1() }, { token })).body.data;
      expect(st.umExpectNum).toBe(4);
      expect(st.expect.list).toHaveLength(4);
      expect((await s.call('/api-user/resume/save', { key: 'expect', data: expect1(2) }, { token })).body.msg).toBe('兼职求职期望最多添加1个');
    } finally {
      await s.db.query(`UPDATE app_settings SET data = data - 'umExpectNum' - 'umExpectPartTimeNum' WHERE tenant_id = $1`, [demoTenant]);
    }
    const del = await s.call('/api-user/resume/delete', { key: 'expect', id: first.id }, { token });
    expect(del.body.data.expect.list).toHaveLength(3);
    expect((await s.call('/api-user/resume/delete', { key: 'expect', id: first.id }, { token })).body.code).toBe(CODE_NOT_FOUND);
  });

  it('refreshes at most once per hour', async () => {
    const { token } = await newSeeker('13700000004');
    await s.call('/api-user/resume/save', { key: 'base', data: base() }, { token });
    await s.call('/api-user/resume/save', { key: 'expect', data: expect1() }, { token });
    await s.call('/api-user/resume/save', { key: 'education', data: { school: '浙江大学', degree: '本科', start: '2017-09', end: '2021-06' } }, { token });
    s.clock.advance(3_600_001);
    expect((await s.call('/api-user/resume/refresh', {}, { token })).body.code).toBe(200);
    const again = await s.call('/api-user/resume/refresh', {}, { token });
    expect(again.body).toMatchObject({ code: CODE_RATE_LIMITED, msg: '简历1小时内只能刷新一次，请稍后再试' });
    s.clock.advance(3_600_001);
    expect((await s.call('/api-user/resume/refresh', {}, { token })).body.code).toBe(200);
  });

  it('keeps resume editing to logged-in job seekers', async () => {
    expect((await s.call('/api-user/resume/get', {})).body.code).toBe(CODE_NOT_LOGGED_IN);
    expect((await s.call('/api-user/resume/save', { key: 'base', data: base() }, { token: recruiter })).body).toMatchObject({ code: CODE_FORBIDDEN, msg: '仅求职者可以编辑简历' });
  });

  it('does not let one seeker change another seeker’s items', async () => {
    const own = (await s.call('/api-user/resume/get', {}, { token: seeker })).body.data.resume.work[0].id as number;
    const { token } = await newSeeker('13700000005');
    await s.call('/api-user/resume/save', { key: 'base', data: base() }, { token });
    expect((await s.call('/api-user/resume/delete', { key: 'work', id: own }, { token })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/resume/save', { key: 'work', data: { id: own, company: '偷改公司', title: '经理', start: '2020-01' } }, { token })).body.code).toBe(CODE_NOT_FOUND);
  });
});

describe('the recruiter’s view', () => {
  it('refuses the search to job seekers', async () => {
    const r = await s.call('/api-user/resume/find', {}, { token: seeker });
    expect(r.body).toMatchObject({ code: CODE_FORBIDDEN, msg: '求职者不能搜索简历，请切换为招聘者身份' });
  });

  it('finds seeded resumes with paging and filters, never those that shielded the recruiter’s company', async () => {
    const all = (await s.call('/api-user/resume/find', { limit: 50 }, { token: recruiter })).body.data;
    expect(all.total).toBeGreaterThan(20);
    const shielded = await s.db.query<{ user_id: number }>(
      'SELECT s.user_id FROM user_shields s JOIN companies c ON c.tenant_id = s.tenant_id AND c.id = s.company_id JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.owner_user_id WHERE u.mobile = $1 AND s.tenant_id = $2',
      ['13800000002', demoTenant],
    );
    expect(shielded.length).toBeGreaterThan(0);
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      const d = (await s.call('/api-user/resume/find', { page, limit: 20 }, { token: recruiter })).body.data;
      d.list.forEach((i: { id: number }) => ids.add(i.id));
      if (d.done) break;
    }
    expect(ids.size).toBe(all.total);
    for (const sh of shielded) expect(ids.has(sh.user_id)).toBe(false);
    // The shield also hides the detail, as if the resume did not exist.
    expect((await s.call('/api-user/resume/detail', { id: shielded[0]!.user_id }, { token: recruiter })).body.code).toBe(CODE_NOT_FOUND);

    const kw = (await s.call('/api-user/resume/find', { keyword: '林晓雨' }, { token: recruiter })).body.data;
    expect(kw.list.map((i: { name: string }) => i.name)).toEqual(['林晓雨']);
    const masters = (await s.call('/api-user/resume/find', { degree: '硕士', limit: 50 }, { token: recruiter })).body.data.list;
    expect(masters.every((i: { label: { degree: string } }) => ['硕士', '博士'].includes(i.label.degree))).toBe(true);
    const fresh = (await s.call('/api-user/resume/find', { experience: '应届生', limit: 50 }, { token: recruiter })).body.data.list;
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((i: { label: { student: boolean } }) => i.label.student)).toBe(true);
    const senior = (await s.call('/api-user/resume/find', { experience: '10年以上', limit: 50 }, { token: recruiter })).body.data.list;
    expect(senior.every((i: { label: { experience: string } }) => Number.parseInt(i.label.experience, 10) >= 10)).toBe(true);
    const inCity = (await s.call('/api-user/resume/find', { cityCode: city, limit: 50 }, { token: recruiter })).body.data.list;
    expect(inCity.length).toBeGreaterThan(0);
    expect((await s.call('/api-user/resume/find', { degree: '学士后' }, { token: recruiter })).body.code).toBe(400);
    const demoExpect = (await s.call('/api-user/resume/get', {}, { token: seeker })).body.data.expect.list[0];
    const byPosition = (await s.call('/api-user/resume/find', { positionId: demoExpect.positionId, limit: 50 }, { token: recruiter })).body.data;
    expect(byPosition.list.map((i: { id: number }) => i.id)).toContain(kw.list[0].id);
    expect(byPosition.total).toBeLessThan(all.total);
    expect((await s.call('/api-user/resume/find', { positionId: 987_654 }, { token: recruiter })).body.data.total).toBe(0);
  });

  it('masks contact details until the seeker applied to the recruiter’s company', async () => {
    const [u] = await s.db.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND mobile = $2', [demoTenant, '13800000001']);
    const seekerId = u!.id;
    let d = (await s.call('/api-user/resume/detail', { id: seekerId }, { token: recruiter })).body.data;
    expect(d.contactVisible).toBe(false);
    expect(d.contactReason).toBe('masked');
    expect(d.resume.base.phone).toBe('138****0001');
    expect(d.resume.base.email).toBe('d***@example.com');
    let rel = (await s.call('/api-user/resume/relationRightsCount', { id: seekerId }, { token: recruiter })).body.data;
    expect(rel).toMatchObject({ id: seekerId, applyCount: 0, contactVisible: false, viewCount: 1 });

    const [job] = await s.db.query<{ id: number; company_id: number }>(
      'SELECT j.id, j.company_id FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.owner_user_id WHERE u.mobile = $1 AND j.tenant_id = $2 LIMIT 1',
      ['13800000002', demoTenant],
    );
    await s.db.query('INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id) VALUES ($1, $2, $3, $4)', [demoTenant, job!.id, job!.company_id, seekerId]);
    d = (await s.call('/api-user/resume/detail', { id: seekerId }, { token: recruiter })).body.data;
    expect(d.contactVisible).toBe(true);
    expect(d.contactReason).toBe('applied');
    expect(d.resume.base.phone).toBe('13800000001');
    expect(d.applications).toHaveLength(1);
    rel = (await s.call('/api-user/resume/relationRightsCount', { id: seekerId }, { token: recruiter })).body.data;
    expect(rel).toMatchObject({ applyCount: 1, contactVisible: true, reason: 'applied' });

    // A cancelled application no longer reveals anything.
    await s.db.query('UPDATE job_applications SET status = 6 WHERE tenant_id = $1 AND seeker_id = $2', [demoTenant, seekerId]);
    expect((await s.call('/api-user/resume/detail', { id: seekerId }, { token: recruiter })).body.data.contactVisible).toBe(false);
  });

  it('shows the seeker their own resume in full as the preview', async () => {
    const [u] = await s.db.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND mobile = $2', [demoTenant, '13800000001']);
    const d = (await s.call('/api-user/resume/detail', { id: u!.id }, { token: seeker })).body.data;
    expect(d).toMatchObject({ contactVisible: true, contactReason: 'self' });
    expect(d.resume.base.phone).toBe('13800000001');
  });

  it('answers not found for another tenant’s resume ids and for missing ones', async () => {
    const [u] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo2' AND u.mobile = '13800000001'");
    const r = await s.call('/api-user/resume/detail', { id: u!.id }, { token: recruiter });
    expect(r.body).toMatchObject({ code: CODE_NOT_FOUND, msg: '简历不存在' });
    expect((await s.call('/api-user/resume/relationRightsCount', { id: u!.id }, { token: recruiter })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/resume/detail', { id: 99_999_999 }, { token: recruiter })).body.code).toBe(CODE_NOT_FOUND);
    // A seeker may not open another seeker's resume.
    expect((await s.call('/api-user/resume/detail', { id: u!.id }, { token: seeker })).body).toMatchObject({ code: CODE_FORBIDDEN, msg: '求职者不能查看他人简历，请切换为招聘者身份' });
  });

  it('hides a seeker who turned on invisible hiring from search', async () => {
    const { token, id } = await newSeeker('13700000006');
    await s.call('/api-user/resume/save', { key: 'base', data: { ...base(), name: '隐身人' } }, { token });
    expect((await s.call('/api-user/resume/find', { keyword: '隐身人' }, { token: recruiter })).body.data.total).toBe(1);
    await s.call('/api-user/user/settingSave', { invisibleHiring: true }, { token });
    expect((await s.call('/api-user/resume/find', { keyword: '隐身人' }, { token: recruiter })).body.data.total).toBe(0);
    expect((await s.call('/api-user/resume/detail', { id }, { token: recruiter })).body.code).toBe(CODE_NOT_FOUND);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../http/hash';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';

/**
 * Applying and applications through the real app and database: both sides,
 * every call with bad input, other companies' and other tenants' ids.
 */
let s: TestServer;
let demoId: number;
let demo2Id: number;
let seeker: string;
let recruiter: string;
let otherRecruiter: string;
let seeker2: string;
let recruiterId: number;
/** Jobs of the demo recruiter's company, by apply mode. */
let resumeJobs: number[];
let formJob: number;
let unsupportedJob: number;
let demo2Job: number;
let liveId: number;

const ok = (r: CallResult): CallResult => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r;
};

async function addUser(tenantId: number, mobile: string, name: string, role: number): Promise<number> {
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    tenantId,
    mobile,
    name,
    role,
    await hashPassword('demo1234'),
  ]);
  return u!.id;
}

async function notices(token: string, agent = 'demo') {
  return ok(await s.call('/api-user/notice/find', { limit: 50 }, { token, agent })).body.data as { list: { kind: string; title: string; content: string; modelId: number; read: boolean; id: number }[]; unread: number };
}

beforeAll(async () => {
  s = await startTestServer();
  const agents = await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents');
  demoId = agents.find((a) => a.agent_key === 'demo')!.id;
  demo2Id = agents.find((a) => a.agent_key === 'demo2')!.id;
  [{ id: recruiterId }] = (await s.db.query<{ id: number }>(`SELECT id FROM users WHERE tenant_id = $1 AND mobile = '13800000002'`, [demoId])) as [{ id: number }];
  const own = await s.db.query<{ id: number; apply_mode: number }>(
    `SELECT j.id, j.apply_mode FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
      WHERE j.tenant_id = $1 AND c.owner_user_id = $2 AND j.status = 1 ORDER BY j.id`,
    [demoId, recruiterId],
  );
  resumeJobs = own.filter((j) => j.apply_mode === 0).map((j) => j.id);
  formJob = own.find((j) => j.apply_mode === 1)!.id;
  unsupportedJob = own.find((j) => j.apply_mode === 2)!.id;
  [{ id: demo2Job }] = (await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND apply_mode = 0 ORDER BY id LIMIT 1', [demo2Id])) as [{ id: number }];
  [{ id: liveId }] = (await s.db.query<{ id: number }>('SELECT id FROM lives WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demoId])) as [{ id: number }];

  // A recruiter of another company of the same tenant.
  const [other] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 AND owner_user_id IS NULL ORDER BY id LIMIT 1', [demoId]);
  const otherId = await addUser(demoId, '13800000012', '王招聘', 1);
  await s.db.query('INSERT INTO company_members (tenant_id, company_id, user_id, position) VALUES ($1, $2, $3, $4)', [demoId, other!.id, otherId, '招聘主管']);
  seeker = await s.login('13800000001', 'demo1234');
  recruiter = await s.login('13800000002', 'demo1234');
  otherRecruiter = await s.login('13800000012', 'demo1234');
  seeker2 = await s.login('13800000001', 'demo1234', 'demo2');
}, 60_000);
afterAll(() => s.close());

describe('sendGet (submit-before)', () => {
  it('answers the type the server keeps per job: 0 resume, 1 sign-up form, 2 not supported', async () => {
    const r0 = ok(await s.call('/api-user/job/sendGet', { id: resumeJobs[0] }, { token: seeker })).body.data;
    expect(r0).toMatchObject({ type: 0, jobId: resumeJobs[0], applied: false, form: null });
    const r1 = ok(await s.call('/api-user/job/sendGet', { id: formJob }, { token: seeker })).body.data;
    expect(r1).toMatchObject({ type: 1, form: { page: 'public-form', title: '报名信息' } });
    const r2 = ok(await s.call('/api-user/job/sendGet', { id: unsupportedJob }, { token: seeker })).body.data;
    expect(r2.type).toBe(2);
  });

  it('needs a logged-in job seeker', async () => {
    expect((await s.call('/api-user/job/sendGet', { id: resumeJobs[0] })).body.code).toBe(1006);
    const r = await s.call('/api-user/job/sendGet', { id: resumeJobs[0] }, { token: recruiter });
    expect(r.body).toMatchObject({ code: 403, msg: '请切换为求职者身份后再投递' });
  });

  it('refuses a job that stopped hiring', async () => {
    await s.db.query('UPDATE jobs SET status = 0 WHERE tenant_id = $1 AND id = $2', [demoId, resumeJobs[11]]);
    expect((await s.call('/api-user/job/sendGet', { id: resumeJobs[11] }, { token: seeker })).body).toMatchObject({ code: 400, msg: '该职位已停止招聘' });
    const r = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[11] }, { token: seeker })).body.data;
    expect(r[0]).toEqual({ id: resumeJobs[11], title: expect.any(String), message: '该职位已停止招聘' });
  });

  it('refuses unknown, malformed and other tenants’ job ids alike', async () => {
    for (const id of [99_999_999, demo2Job]) {
      const r = await s.call('/api-user/job/sendGet', { id }, { token: seeker });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 404, msg: '职位不存在或已下线' });
    }
    for (const id of ['abc', -1, 0, null]) {
      const r = await s.call('/api-user/job/sendGet', { id }, { token: seeker });
      expect(r.body).toMatchObject({ code: 400, msg: '职位 id 无效' });
    }
  });
});

describe('sendResume', () => {
  it('applies with the online resume once; a second time is refused with a message; the recruiter is told', async () => {
    const r = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[0], note: '期待与您沟通' }, { token: seeker })).body.data;
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ id: resumeJobs[0], status: 1, message: '投递成功' });
    expect(r[0].sendId).toBeGreaterThan(0);

    const again = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[0] }, { token: seeker })).body.data;
    expect(again[0].status).toBeUndefined();
    expect(again[0].message).toBe('你已投递过该职位，请勿重复投递');
    const [{ n }] = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_applications WHERE tenant_id = $1 AND job_id = $2', [demoId, resumeJobs[0]])) as [{ n: number }];
    expect(n).toBe(1);

    const get = ok(await s.call('/api-user/job/sendGet', { id: resumeJobs[0] }, { token: seeker })).body.data;
    expect(get).toMatchObject({ applied: true, sendId: r[0].sendId, status: 1 });
    const told = await notices(recruiter);
    expect(told.list.find((x) => x.modelId === r[0].sendId)).toMatchObject({ kind: 'job-send.submitted', title: '收到新的简历' });
    expect(told.unread).toBeGreaterThan(0);
  });

  it('refuses unknown and other tenants’ jobs as not found, and the other tenant’s seeker cannot reach demo jobs', async () => {
    for (const id of [99_999_999, demo2Job]) {
      const r = await s.call('/api-user/job/sendResume', { id }, { token: seeker });
      expect(r.body).toMatchObject({ code: 404, msg: '职位不存在或已下线' });
    }
    const r = await s.call('/api-user/job/sendResume', { id: resumeJobs[1] }, { token: seeker2, agent: 'demo2' });
    expect(r.body.code).toBe(404);
  });

  it('answers type 2 jobs and form jobs without a form with an item lacking status', async () => {
    const r2 = ok(await s.call('/api-user/job/sendResume', { id: unsupportedJob }, { token: seeker })).body.data;
    expect(r2[0]).toEqual({ id: unsupportedJob, title: expect.any(String), message: '该职位暂不支持在线投递' });
    const r1 = ok(await s.call('/api-user/job/sendResume', { id: formJob }, { token: seeker })).body.data;
    expect(r1[0].status).toBeUndefined();
    expect(r1[0].message).toBe('请先填写报名信息');
  });

  it('takes a sign-up form’s values for type 1 jobs', async () => {
    const form = { name: '林晓雨', mobile: '13800000001', education: '本科', arrivalDate: '2026-12-01' };
    const r = ok(await s.call('/api-user/job/sendResume', { id: formJob, form }, { token: seeker })).body.data;
    expect(r[0]).toMatchObject({ status: 1, message: '报名成功' });
    const detail = ok(await s.call('/api-user/job/sendDetail', { id: r[0].sendId }, { token: seeker })).body.data;
    expect(detail.form).toEqual(form);
  });

  it('turns a liveId into model live and modelId; an unknown live is not found', async () => {
    const r = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[1], liveId }, { token: seeker })).body.data;
    const detail = ok(await s.call('/api-user/job/sendDetail', { id: r[0].sendId }, { token: seeker })).body.data;
    expect(detail).toMatchObject({ model: 'live', modelId: liveId });
    const bad = await s.call('/api-user/job/sendResume', { id: resumeJobs[2], liveId: 99_999_999 }, { token: seeker });
    expect(bad.body).toMatchObject({ code: 404, msg: '直播不存在或已结束' });
  });

  it('applies to several jobs at once, each with its own outcome', async () => {
    const ids = [resumeJobs[2], resumeJobs[0], 99_999_999, unsupportedJob];
    const r = ok(await s.call('/api-user/job/sendResume', { ids }, { token: seeker })).body.data;
    expect(r.map((x: { id: number }) => x.id)).toEqual(ids);
    expect(r[0].status).toBe(1);
    expect(r[1].message).toBe('你已投递过该职位，请勿重复投递');
    expect(r[2]).toEqual({ id: 99_999_999, title: '', message: '职位不存在或已下线' });
    expect(r[3].message).toBe('该职位暂不支持在线投递');
  });

  it('refuses bad input with readable messages', async () => {
    const cases: [unknown, string][] = [
      [{}, '请选择要投递的职位'],
      [{ id: resumeJobs[3], resumeKind: 1 }, '请选择简历附件'],
      [{ id: resumeJobs[3], resumeKind: 5 }, '简历类型只能是在线简历或附件'],
      [{ id: resumeJobs[3], note: '长'.repeat(201) }, '附言最多 200 个字'],
      [{ ids: [] }, '请选择职位'],
      [{ ids: Array.from({ length: 21 }, (_, i) => i + 1) }, '一次最多投递 20 个职位'],
    ];
    for (const [body, msg] of cases) {
      const r = await s.call('/api-user/job/sendResume', body, { token: seeker });
      expect(r.body, JSON.stringify(body)).toMatchObject({ code: 400, msg });
    }
    const att = await s.call('/api-user/job/sendResume', { id: resumeJobs[3], resumeKind: 1, attachmentId: 12345 }, { token: seeker });
    expect(att.body).toMatchObject({ code: 404, msg: '简历附件不存在，请重新选择' });
  });

  it('sends 13009 without a resume and 13002 when required parts are missing', async () => {
    const fresh = await addUser(demoId, '13900000077', '', 0);
    const token = await s.login('13900000077', 'demo1234');
    const none = await s.call('/api-user/job/sendResume', { id: resumeJobs[3] }, { token });
    expect(none.body).toMatchObject({ code: 13009, msg: '请先创建简历，再投递职位' });
    expect(fresh).toBeGreaterThan(0);
    // Base info alone makes a resume (the resume module's completeness): expectation and experience are still required.
    const [area] = await s.db.query<{ code: string }>(`SELECT code FROM areas WHERE level = 2 ORDER BY code LIMIT 1`);
    const base = { name: '王小明', gender: 1, birthday: '1999-03-08', degree: '本科', jobStatus: 1, workingDate: '2021-07', graduation: '2021-06', phone: '13900000077', email: 'xm@example.com', cityCode: area!.code };
    ok(await s.call('/api-user/resume/save', { key: 'base', data: base }, { token }));
    const part = await s.call('/api-user/job/sendResume', { id: resumeJobs[3] }, { token });
    expect(part.body.code).toBe(13002);
    expect(part.body.msg).toBe('简历信息不完整，请先完善：求职期望、工作经历、教育经历');
    // Keys, so 去完善 opens the resume popup at the first missing section.
    expect(part.body.data.missing).toEqual(['expect', 'work', 'education']);
  });
});

describe('the seeker’s applications', () => {
  it('lists them with statuses and filters by status; bad filters are refused', async () => {
    const page = ok(await s.call('/api-user/job/sendFind', { limit: 50 }, { token: seeker })).body.data;
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.list[0]).toMatchObject({ status: 1, statusText: '已投递', canCancel: true, canUrge: true });
    expect(page.list[0].job.title).toBeTruthy();
    const none = ok(await s.call('/api-user/job/sendFind', { status: 4 }, { token: seeker })).body.data;
    expect(none.list).toEqual([]);
    expect((await s.call('/api-user/job/sendFind', { status: 9 }, { token: seeker })).body).toMatchObject({ code: 400, msg: '状态无效' });
    expect((await s.call('/api-user/job/sendFind', { side: 'boss' }, { token: seeker })).body).toMatchObject({ code: 400 });
    // A seeker with no company cannot ask for received applications.
    expect((await s.call('/api-user/job/sendFind', { side: 'recruiter' }, { token: seeker })).body).toMatchObject({ code: 403 });
    // The other tenant's seeker of the same number has none of these.
    expect(ok(await s.call('/api-user/job/sendFind', {}, { token: seeker2, agent: 'demo2' })).body.data.total).toBe(0);
  });

  it('urges once per 24 hours, with a clear message otherwise', async () => {
    const id = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[4] }, { token: seeker })).body.data[0].sendId;
    const first = ok(await s.call('/api-user/job/sendUrge', { id }, { token: seeker })).body.data;
    expect(first).toMatchObject({ canUrge: false });
    expect(first.urgedAt).toBeTruthy();
    const second = await s.call('/api-user/job/sendUrge', { id }, { token: seeker });
    expect(second.body).toMatchObject({ code: 429, msg: '24 小时内只能催促一次，请 24 小时后再试' });
    expect((await notices(recruiter)).list.filter((x) => x.modelId === id && x.kind === 'job-send.urged')).toHaveLength(1);
    s.clock.advance(24 * 3_600_000 + 1000);
    ok(await s.call('/api-user/job/sendUrge', { id }, { token: seeker }));
  });

  it('cancels only its own undecided applications; someone else’s is not found', async () => {
    const id = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[5] }, { token: seeker })).body.data[0].sendId;
    // Recruiters and other tenants cannot cancel it.
    expect((await s.call('/api-user/job/sendCancel', { id }, { token: recruiter })).body).toMatchObject({ code: 404, msg: '投递记录不存在' });
    expect((await s.call('/api-user/job/sendCancel', { id }, { token: seeker2, agent: 'demo2' })).body).toMatchObject({ code: 404 });
    expect((await s.call('/api-user/job/sendCancel', { id: 'x' }, { token: seeker })).body).toMatchObject({ code: 400, msg: '投递记录 id 无效' });
    const done = ok(await s.call('/api-user/job/sendCancel', { id }, { token: seeker })).body.data;
    expect(done).toMatchObject({ status: 6, statusText: '已撤回', canCancel: false });
    expect((await s.call('/api-user/job/sendCancel', { id }, { token: seeker })).body).toMatchObject({ code: 400, msg: '该投递已撤回' });
    expect((await s.call('/api-user/job/sendUrge', { id }, { token: seeker })).body).toMatchObject({ code: 400, msg: '该投递已撤回，无法催促' });
    expect((await notices(recruiter)).list.find((x) => x.modelId === id && x.kind === 'job-send.cancelled')).toBeTruthy();
    // A cancelled application may be followed by a new one.
    expect(ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[5] }, { token: seeker })).body.data[0].status).toBe(1);
  });
});

describe('the recruiter’s received applications', () => {
  let sendId: number;
  beforeAll(async () => {
    sendId = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[6] }, { token: seeker })).body.data[0].sendId;
  });

  it('lists received applications with filters; another company sees none of them', async () => {
    const all = ok(await s.call('/api-user/job/sendFind', { limit: 50 }, { token: recruiter })).body.data;
    expect(all.list.some((x: { id: number }) => x.id === sendId)).toBe(true);
    expect(all.list[0].seeker.name).toBeTruthy();
    const byJob = ok(await s.call('/api-user/job/sendFind', { jobId: resumeJobs[6] }, { token: recruiter })).body.data;
    expect(byJob.list.map((x: { id: number }) => x.id)).toEqual([sendId]);
    const other = ok(await s.call('/api-user/job/sendFind', { limit: 50 }, { token: otherRecruiter })).body.data;
    expect(other.list.some((x: { id: number }) => x.id === sendId)).toBe(false);
  });

  // The bug: the recruiter's card said 2020-07 参加工作 (the registration profile) while the seeker's resume
  // said 2019-07, and the degrees differed too: the card now shows the resume's facts, the ones the resume page shows.
  it("shows the seeker's degree and working date from the resume, not a registration profile that says otherwise", async () => {
    const [seekerRow] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE tenant_id = $1 AND mobile = '13800000001'`, [demoId]);
    const [resume] = await s.db.query<{ degree: string; working_date: string }>(`SELECT base->>'degree' AS degree, working_date FROM resumes WHERE tenant_id = $1 AND user_id = $2`, [demoId, seekerRow!.id]);
    expect(resume!.degree).toBeTruthy();
    await s.db.query(
      `INSERT INTO user_profiles (tenant_id, user_id, gender, birthday, degree, working_date) VALUES ($1, $2, 1, '1990-01-01', '初中及以下', '1970-01')
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET degree = EXCLUDED.degree, working_date = EXCLUDED.working_date`,
      [demoId, seekerRow!.id],
    );
    const mine = ok(await s.call('/api-user/job/sendFind', { jobId: resumeJobs[6] }, { token: recruiter })).body.data.list[0];
    expect(mine.seeker).toMatchObject({ id: seekerRow!.id, degree: resume!.degree, workingDate: resume!.working_date });
    const shown = ok(await s.call('/api-user/resume/detail', { id: seekerRow!.id }, { token: recruiter })).body.data;
    expect(JSON.stringify(shown)).toContain(resume!.degree);
  });

  it('opening an application marks it viewed and tells the seeker; other companies get not found', async () => {
    expect((await s.call('/api-user/job/sendDetail', { id: sendId }, { token: otherRecruiter })).body).toMatchObject({ code: 404, msg: '投递记录不存在' });
    expect((await s.call('/api-user/job/sendDetail', { id: 99_999_999 }, { token: recruiter })).body.code).toBe(404);
    const d = ok(await s.call('/api-user/job/sendDetail', { id: sendId }, { token: recruiter })).body.data;
    expect(d).toMatchObject({ status: 2, statusText: '被查看' });
    expect(d.viewedAt).toBeTruthy();
    expect((await notices(seeker)).list.find((x) => x.modelId === sendId)).toMatchObject({ kind: 'job-send.viewed', title: '简历被查看' });
  });

  it('resolves: a recruiter of another company gets not found; invite, then pass; decided ones stay decided', async () => {
    expect((await s.call('/api-user/job/sendResolve', { id: sendId, action: 'invite' }, { token: otherRecruiter })).body).toMatchObject({ code: 404 });
    expect((await s.call('/api-user/job/sendResolve', { id: sendId, action: 'hire' }, { token: recruiter })).body).toMatchObject({
      code: 400,
      msg: '处理方式只能是 invite、pass 或 reject',
    });
    const inv = ok(await s.call('/api-user/job/sendResolve', { id: sendId, action: 'invite', reply: '周三下午两点面试' }, { token: recruiter })).body.data;
    expect(inv).toMatchObject({ status: 3, statusText: '邀请面试', reply: '周三下午两点面试' });
    expect((await notices(seeker)).list.find((x) => x.modelId === sendId && x.kind === 'job-send.invited')?.content).toContain('周三下午两点面试');
    expect((await s.call('/api-user/job/sendResolve', { id: sendId, action: 'invite' }, { token: recruiter })).body).toMatchObject({ code: 400, msg: '已邀请过该求职者面试' });
    expect((await s.call('/api-user/job/sendCancel', { id: sendId }, { token: seeker })).body).toMatchObject({ code: 400, msg: '招聘者已处理该投递，无法撤回' });
    ok(await s.call('/api-user/job/sendResolve', { id: sendId, action: 'pass' }, { token: recruiter }));
    expect((await s.call('/api-user/job/sendResolve', { id: sendId, action: 'reject' }, { token: recruiter })).body).toMatchObject({ code: 400, msg: '该投递已有结果，不能再次处理' });
    const mine = ok(await s.call('/api-user/job/sendFind', { status: 4 }, { token: seeker })).body.data;
    expect(mine.list.map((x: { id: number }) => x.id)).toContain(sendId);
  });

  it('each change is also a system line in the chat of the seeker and the recruiter', async () => {
    const jobId = resumeJobs[12]!;
    const id = ok(await s.call('/api-user/job/sendResume', { id: jobId }, { token: seeker })).body.data[0].sendId;
    ok(await s.call('/api-user/job/sendResolve', { id, action: 'invite', reply: '周五上午十点' }, { token: recruiter }));
    const texts = async (token: string) => {
      const conv = ok(await s.call('/api-user/im/conversation/byJob', { jobId }, { token })).body.data;
      const page = ok(await s.call('/api-user/im/msg/history', { cid: conv.id, page: 1, limit: 20 }, { token })).body.data;
      return (page.list as { type: string; content: { text?: string } }[]).filter((m) => m.type === 'system').map((m) => m.content.text ?? '');
    };
    const seen = await texts(seeker);
    expect(seen.some((t) => t.includes('投递了'))).toBe(true);
    expect(seen.some((t) => t.includes('发出了') && t.includes('面试邀请') && t.includes('周五上午十点'))).toBe(true);
    // Both sides read the same lines: none of them speaks to just one of them.
    expect(seen.every((t) => !t.includes('你'))).toBe(true);
  });

  it('marks improper (a label of its own, filtered on); another company gets not found', async () => {
    const id = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[7] }, { token: seeker })).body.data[0].sendId;
    expect((await s.call('/api-user/job/sendImproper', { id, improper: true }, { token: otherRecruiter })).body.code).toBe(404);
    expect((await s.call('/api-user/job/sendImproper', { id, improper: 'yes' }, { token: recruiter })).body).toMatchObject({ code: 400 });
    expect(ok(await s.call('/api-user/job/sendImproper', { id, improper: true }, { token: recruiter })).body.data.improper).toBe(true);
    const marked = ok(await s.call('/api-user/job/sendFind', { improper: true, limit: 50 }, { token: recruiter })).body.data;
    expect(marked.list.map((x: { id: number }) => x.id)).toEqual([id]);
    const clean = ok(await s.call('/api-user/job/sendFind', { improper: false, limit: 50 }, { token: recruiter })).body.data;
    expect(clean.list.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('a cancelled application cannot be resolved', async () => {
    const id = ok(await s.call('/api-user/job/sendResume', { id: resumeJobs[8] }, { token: seeker })).body.data[0].sendId;
    ok(await s.call('/api-user/job/sendCancel', { id }, { token: seeker }));
    expect((await s.call('/api-user/job/sendResolve', { id, action: 'reject' }, { token: recruiter })).body).toMatchObject({ code: 400, msg: '求职者已撤回该投递' });
  });
});

describe('contactGet', () => {
  it('needs the encrypted payload and a known job of this tenant', async () => {
    expect((await s.call('/api-user/job/contactGet', { id: resumeJobs[0] }, { token: seeker })).body).toMatchObject({ code: 400, msg: '该接口需要加密提交' });
    for (const id of [99_999_999, demo2Job]) {
      expect((await s.call('/api-user/job/contactGet', { id }, { token: seeker, encrypt: true })).body).toMatchObject({ code: 404, msg: '职位不存在或已下线' });
    }
    expect((await s.call('/api-user/job/contactGet', { id: 'abc' }, { token: seeker, encrypt: true })).body).toMatchObject({ code: 400 });
  });

  it('is masked until the recruiter invited or passed the seeker for that job', async () => {
    const job = resumeJobs[9]!;
    const before = ok(await s.call('/api-user/job/contactGet', { id: job }, { token: seeker, encrypt: true })).body.data;
    expect(before).toMatchObject({ visible: false, mobile: '138****0002' });
    expect(before.hint).toBeTruthy();
    const id = ok(await s.call('/api-user/job/sendResume', { id: job }, { token: seeker })).body.data[0].sendId;
    expect(ok(await s.call('/api-user/job/contactGet', { id: job }, { token: seeker, encrypt: true })).body.data.visible).toBe(false);
    ok(await s.call('/api-user/job/sendResolve', { id, action: 'invite' }, { token: recruiter }));
    const after = ok(await s.call('/api-user/job/contactGet', { id: job }, { token: seeker, encrypt: true })).body.data;
    expect(after).toMatchObject({ visible: true, mobile: '13800000002', hint: '' });
    // The recruiter sees their own contact as it is.
    expect(ok(await s.call('/api-user/job/contactGet', { id: resumeJobs[10] }, { token: recruiter, encrypt: true })).body.data.visible).toBe(true);
    // Another job of the same recruiter stays masked.
    expect(ok(await s.call('/api-user/job/contactGet', { id: resumeJobs[10] }, { token: seeker, encrypt: true })).body.data.visible).toBe(false);
  });
});

describe('notices', () => {
  it('lists the user’s notices, marks some or all read, ignores other users’ ids', async () => {
    const mine = await notices(seeker);
    expect(mine.list.length).toBeGreaterThan(0);
    const first = mine.list[0]!;
    const theirs = (await notices(recruiter)).list[0]!;
    expect(ok(await s.call('/api-user/notice/read', { ids: [theirs.id] }, { token: seeker })).body.data.changed).toBe(0);
    const r = ok(await s.call('/api-user/notice/read', { ids: [first.id] }, { token: seeker })).body.data;
    expect(r).toEqual({ changed: 1, unread: mine.unread - 1 });
    const unread = ok(await s.call('/api-user/notice/find', { unread: true }, { token: seeker })).body.data;
    expect(unread.list.every((x: { read: boolean }) => !x.read)).toBe(true);
    ok(await s.call('/api-user/notice/read', { all: true }, { token: seeker }));
    expect((await notices(seeker)).unread).toBe(0);
    expect((await s.call('/api-user/notice/read', {}, { token: seeker })).body).toMatchObject({ code: 400, msg: '请选择要标记的通知' });
    expect((await s.call('/api-user/notice/find', { limit: 500 }, { token: seeker })).body).toMatchObject({ code: 400, msg: '每页最多 50 条' });
    expect((await s.call('/api-user/notice/find', {})).body.code).toBe(1006);
    // The other tenant's same number has none of these.
    expect(ok(await s.call('/api-user/notice/find', {}, { token: seeker2, agent: 'demo2' })).body.data.total).toBe(0);
  });
});

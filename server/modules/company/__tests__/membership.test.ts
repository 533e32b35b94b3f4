import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../http/hash';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';

/**
 * Company membership by approval, through the real app and database: who may
 * see, approve, refuse, remove and hand over, for which company and tenant, and
 * what access a request, an approval, a refusal and a removal give.
 */
let s: TestServer;
let demoId: number;
let seeker: string;
let seekerId: number;

const call = (path: string, body: unknown, token: string, agent = 'demo') => s.call(path, body, { token, agent });
const ok = (r: CallResult): CallResult => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r;
};
const refused = (r: CallResult, what: string) => {
  expect(r.body.code, `${what}: ${r.body.msg}`).not.toBe(200);
  expect(r.body.code, what).toBeLessThan(500);
  expect(r.body.msg, what).toMatch(/[\u4e00-\u9fff]/);
};

let n = 0;
/** A fresh account (role 0, no company) and its token. */
async function newUser(agent = 'demo'): Promise<{ token: string; id: number }> {
  const mobile = `1360000${String(1000 + n++).slice(-4)}`;
  const [u] = await s.db.query<{ id: number }>(
    'INSERT INTO users (tenant_id, mobile, name, password_hash) SELECT id, $2, $3, $4 FROM agents WHERE agent_key = $1 RETURNING id',
    [agent, mobile, `用户${n}`, await hashPassword('pass-1234')],
  );
  return { token: await s.login(mobile, 'pass-1234', agent), id: u!.id };
}

const hrInfo = (token: string, companyName: string, extra: Record<string, unknown> = {}, agent = 'demo') =>
  call('/api-user/register/hrInfoSave', { name: '张招聘', position: '招聘专员', companyName, ...extra }, token, agent);

/** A full, valid job (杭州市西湖区, Java开发工程师). */
const validJob = (title: string) => ({
  title,
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
  tags: ['五险一金'],
  description: '负责电商交易系统的设计与开发，参与核心链路的性能优化。',
});

let companies = 0;
/** A new company with its owner, one job and one application of the demo seeker to it. */
async function newCompany() {
  const owner = await newUser();
  const name = `审批测试公司${++companies}`;
  const created = ok(await hrInfo(owner.token, name)).body.data;
  const saved = ok(await call('/api-user/job/saveMany', { list: [{ data: validJob(`Java开发${companies}`) }] }, owner.token)).body.data;
  const jobId = saved.list[0].id as number;
  const sent = ok(await call('/api-user/job/sendResume', { id: jobId }, seeker)).body.data;
  return { owner, name, companyId: created.company.id as number, jobId, sendId: sent[0].sendId as number };
}

/** Sends a join request for the company and answers its id. */
async function requestJoin(token: string, companyName: string): Promise<number> {
  const r = ok(await hrInfo(token, companyName, { join: true })).body.data;
  expect(r.request).toMatchObject({ status: 'pending', company: { name: companyName } });
  return r.request.id;
}

/** Every recruiter door of the company, as the caller sees it: true where the caller got in. */
async function recruiterAccess(token: string, c: { jobId: number; sendId: number }) {
  const [before] = await s.db.query<{ title: string }>('SELECT title FROM jobs WHERE id = $1', [c.jobId]);
  const manage = await call('/api-user/job/manageGet', { id: c.jobId }, token);
  const save = await call('/api-user/job/saveMany', { list: [{ id: c.jobId, data: { title: before!.title } }] }, token);
  const find = await call('/api-user/job/sendFind', { side: 'recruiter' }, token);
  const detail = await call('/api-user/resume/detail', { id: seekerId }, token);
  const sendDetail = await call('/api-user/job/sendDetail', { id: c.sendId }, token);
  return {
    manageGet: manage.body.code === 200,
    saveMany: save.body.code === 200,
    sendFind: find.body.code === 200 && (find.body.data.list as { id: number }[]).some((a) => a.id === c.sendId),
    resumeContact: detail.body.code === 200 && detail.body.data.contactVisible === true,
    sendDetail: sendDetail.body.code === 200,
  };
}
const NO_ACCESS = { manageGet: false, saveMany: false, sendFind: false, resumeContact: false, sendDetail: false };
const FULL_ACCESS = { manageGet: true, saveMany: true, sendFind: true, resumeContact: true, sendDetail: true };

async function notices(token: string) {
  return ok(await call('/api-user/notice/find', { limit: 50 }, token)).body.data.list as { kind: string; title: string; content: string; link: string }[];
}

beforeAll(async () => {
  s = await startTestServer();
  [{ id: demoId }] = (await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'")) as [{ id: number }];
  [{ id: seekerId }] = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE tenant_id = $1 AND mobile = '13800000001'", [demoId])) as [{ id: number }];
  seeker = await s.login('13800000001', 'demo1234');
}, 60_000);
afterAll(() => s.close());

describe('naming an existing company at registration', () => {
  it("gives no access to that company: manageGet, saveMany, sendFind, resume detail and sendResolve stay refused", async () => {
    // Regression: hrInfoSave with another company's name made the caller a member at once,
    // who then read its applicants' unmasked phones, edited its jobs and resolved its applications.
    const recruiter = await s.login('13800000002', 'demo1234');
    const own = ok(await call('/api-user/register/infoGet', {}, recruiter)).body.data.company as { id: number; name: string };
    const [job] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND status = 1 AND apply_mode = 0 ORDER BY id LIMIT 1', [demoId, own.id]);
    const sendId = ok(await call('/api-user/job/sendResume', { id: job!.id }, seeker)).body.data[0].sendId as number;
    expect((await recruiterAccess(recruiter, { jobId: job!.id, sendId })).resumeContact).toBe(true);

    const attacker = await newUser();
    const plain = await hrInfo(attacker.token, own.name);
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ code: 400, data: { need: 'join', company: { id: own.id, name: own.name } } });
    expect(plain.body.msg).toContain('申请加入');

    const asked = ok(await hrInfo(attacker.token, own.name, { join: true })).body.data;
    expect(asked).toMatchObject({ role: 0, company: null, joined: false, request: { status: 'pending', company: { id: own.id } } });
    const [{ n: companiesNamed }] = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1 AND name = $2', [demoId, own.name])) as [{ n: number }];
    expect(companiesNamed).toBe(1);

    expect(await recruiterAccess(attacker.token, { jobId: job!.id, sendId })).toEqual(NO_ACCESS);
    const statusOf = async () => (await s.db.query<{ status: number }>('SELECT status FROM job_applications WHERE id = $1', [sendId]))[0]!.status;
    const before = await statusOf();
    refused(await call('/api-user/job/sendResolve', { id: sendId, action: 'reject' }, attacker.token), 'sendResolve');
    expect(await statusOf()).toBe(before);
    expect((await call('/api-user/user/switchRole', { role: 1 }, attacker.token)).body).toMatchObject({ code: 400, data: { need: 'company' } });
    expect((await call('/api-user/user/switchRole', { role: 1, id: own.id }, attacker.token)).body.code).toBe(404);
    refused(await call('/api-user/company/member/find', { companyId: own.id }, attacker.token), 'member/find');

    // The owner sees the request and was told of it.
    const pending = ok(await call('/api-user/company/member/requestFind', {}, recruiter)).body.data.list;
    expect(pending).toEqual([expect.objectContaining({ id: asked.request.id, userId: attacker.id, position: '招聘专员', mobile: expect.stringMatching(/^136\*{4}\d{4}$/) })]);
    expect((await notices(recruiter)).find((x) => x.kind === 'company.join-request')).toMatchObject({ link: '/my/company-members', content: expect.stringContaining(own.name) });
  });

  it('refuses a join to a name no company has, and answers the same pending request when asked twice', async () => {
    const u = await newUser();
    expect((await hrInfo(u.token, '没有这家公司', { join: true })).body).toMatchObject({ code: 404, msg: '未找到该企业，请核对公司全称' });
    const c = await newCompany();
    const first = await requestJoin(u.token, c.name);
    expect(await requestJoin(u.token, c.name)).toBe(first);
    expect(ok(await call('/api-user/company/member/requestFind', {}, c.owner.token)).body.data.list).toHaveLength(1);
  });

  it('creates a company of a new name, owned by the caller, on its own site only', async () => {
    const a = await newUser();
    const mine = ok(await hrInfo(a.token, '跨站同名公司甲')).body.data;
    expect(mine).toMatchObject({ role: 1, joined: false, request: null, company: { name: '跨站同名公司甲' } });
    const other = ok(await hrInfo((await newUser('demo2')).token, '跨站同名公司甲', {}, 'demo2')).body.data;
    expect(other.company.id).not.toBe(mine.company.id);
    expect(ok(await call('/api-user/company/member/find', {}, a.token)).body.data).toMatchObject({ myRole: 'owner', members: [{ userId: a.id, role: 'owner' }] });
  });
});

describe('approving and refusing', () => {
  it('approval grants the recruiter doors; removal takes them away again', async () => {
    const c = await newCompany();
    const u = await newUser();
    const id = await requestJoin(u.token, c.name);
    expect(await recruiterAccess(u.token, c)).toEqual(NO_ACCESS);

    expect(ok(await call('/api-user/company/member/requestResolve', { id, approve: true }, c.owner.token)).body.data).toEqual({ status: 'approved' });
    expect((await notices(u.token)).find((x) => x.kind === 'company.join-approved')).toMatchObject({ title: '加入企业申请已通过' });
    expect(ok(await call('/api-user/company/member/myRequest', {}, u.token)).body.data.list[0]).toMatchObject({ id, status: 'approved', company: { id: c.companyId } });
    expect(ok(await call('/api-user/user/switchRole', { role: 1, id: c.companyId }, u.token)).body.data).toMatchObject({ role: 1, company: { id: c.companyId } });
    expect(await recruiterAccess(u.token, c)).toEqual(FULL_ACCESS);
    expect(ok(await call('/api-user/company/member/find', {}, c.owner.token)).body.data.members).toEqual([
      expect.objectContaining({ userId: c.owner.id, role: 'owner' }),
      expect.objectContaining({ userId: u.id, role: 'member', position: '招聘专员' }),
    ]);
    expect(ok(await call('/api-user/company/member/requestFind', {}, c.owner.token)).body.data.list).toEqual([]);

    ok(await call('/api-user/company/member/remove', { userId: u.id }, c.owner.token));
    expect(await recruiterAccess(u.token, c)).toEqual(NO_ACCESS);
    expect(ok(await call('/api-user/user/infoGet', {}, u.token)).body.data).toMatchObject({ role: 0, company: null });
    expect((await notices(u.token)).find((x) => x.kind === 'company.member-removed')).toBeTruthy();
  });

  it('refusal gives nothing; the requester may cancel and ask again', async () => {
    const c = await newCompany();
    const u = await newUser();
    const id = await requestJoin(u.token, c.name);
    expect(ok(await call('/api-user/company/member/requestResolve', { id, approve: false }, c.owner.token)).body.data).toEqual({ status: 'refused' });
    expect(await recruiterAccess(u.token, c)).toEqual(NO_ACCESS);
    expect((await notices(u.token)).find((x) => x.kind === 'company.join-refused')).toMatchObject({ title: '加入企业申请未通过' });
    expect(ok(await call('/api-user/company/member/myRequest', {}, u.token)).body.data.list[0]).toMatchObject({ id, status: 'refused' });
    // A resolved request stays resolved.
    expect((await call('/api-user/company/member/requestResolve', { id, approve: true }, c.owner.token)).body).toMatchObject({ code: 400, msg: '该申请已处理' });
    expect(await recruiterAccess(u.token, c)).toEqual(NO_ACCESS);

    const again = ok(await call('/api-user/company/member/request', { companyId: c.companyId, position: 'HR' }, u.token)).body.data;
    expect(again).toMatchObject({ status: 'pending', position: 'HR' });
    expect(again.id).not.toBe(id);
    expect(ok(await call('/api-user/company/member/cancel', { id: again.id }, u.token)).body.data).toEqual({ status: 'cancelled' });
    expect((await call('/api-user/company/member/requestResolve', { id: again.id, approve: true }, c.owner.token)).body.code).toBe(400);
    expect(await recruiterAccess(u.token, c)).toEqual(NO_ACCESS);

  });

  it('lets only owners and admins of that company resolve, and no other tenant', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const requester = await newUser();
    const id = await requestJoin(requester.token, b.name);

    // The owner of another company, the requester, a stranger: "not found", as for an unknown id.
    for (const t of [a.owner.token, requester.token, (await newUser()).token]) {
      expect((await call('/api-user/company/member/requestResolve', { id, approve: true }, t)).body).toMatchObject({ code: 404, msg: '申请不存在' });
      expect((await call('/api-user/company/member/requestFind', { companyId: b.companyId }, t)).body.code).toBe(404);
    }
    const otherSite = await newUser('demo2');
    ok(await hrInfo(otherSite.token, b.name, {}, 'demo2'));
    expect((await call('/api-user/company/member/requestResolve', { id, approve: true }, otherSite.token, 'demo2')).body.code).toBe(404);
    expect((await call('/api-user/company/member/requestResolve', { id: 2147483648, approve: true }, b.owner.token)).body.code).toBe(400);

    // A plain member of b may not approve; made an admin, they may.
    const member = await newUser();
    ok(await call('/api-user/company/member/requestResolve', { id: await requestJoin(member.token, b.name), approve: true }, b.owner.token));
    expect((await call('/api-user/company/member/requestResolve', { id, approve: true }, member.token)).body).toMatchObject({ code: 403 });
    expect((await call('/api-user/company/member/requestFind', {}, member.token)).body.code).toBe(403);
    expect((await call('/api-user/company/member/role', { userId: member.id, role: 'admin' }, a.owner.token)).body.code).toBe(404);
    ok(await call('/api-user/company/member/role', { userId: member.id, role: 'admin' }, b.owner.token));
    expect(ok(await call('/api-user/company/member/requestFind', {}, member.token)).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    ok(await call('/api-user/company/member/requestResolve', { id, approve: true }, member.token));
    // An admin removes members, never an owner.
    expect((await call('/api-user/company/member/remove', { userId: b.owner.id }, member.token)).body.code).toBe(403);
    expect((await call('/api-user/company/member/transfer', { userId: requester.id }, member.token)).body.code).toBe(403);
    ok(await call('/api-user/company/member/remove', { userId: requester.id }, member.token));
    expect(await recruiterAccess(requester.token, b)).toEqual(NO_ACCESS);
  });

  it('makes one membership of 100 parallel approvals of one request', async () => {
    const c = await newCompany();
    const u = await newUser();
    const id = await requestJoin(u.token, c.name);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('/api-user/company/member/requestResolve', { id, approve: true }, c.owner.token)));
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(answers.every((r) => r.body.code === 200 || r.body.msg === '该申请已处理')).toBe(true);
    const [{ n: members }] = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_members WHERE company_id = $1 AND user_id = $2', [c.companyId, u.id])) as [{ n: number }];
    expect(members).toBe(1);
    expect((await notices(u.token)).filter((x) => x.kind === 'company.join-approved')).toHaveLength(1);
  });
});

describe('owners', () => {
  it('the last owner cannot leave; after a hand-over the old owner can, and the new one is then the last', async () => {
    const c = await newCompany();
    const u = await newUser();
    ok(await call('/api-user/company/member/requestResolve', { id: await requestJoin(u.token, c.name), approve: true }, c.owner.token));

    expect((await call('/api-user/company/member/leave', {}, c.owner.token)).body).toMatchObject({ code: 400, msg: expect.stringContaining('请先将企业转让') });
    expect((await call('/api-user/company/member/remove', { userId: c.owner.id }, c.owner.token)).body.code).toBe(400);
    expect((await call('/api-user/company/member/transfer', { userId: c.owner.id }, u.token)).body.code).toBe(403);

    ok(await call('/api-user/company/member/transfer', { userId: u.id }, c.owner.token));
    const [company] = await s.db.query<{ owner_user_id: number }>('SELECT owner_user_id FROM companies WHERE id = $1', [c.companyId]);
    expect(company!.owner_user_id).toBe(u.id);
    expect(ok(await call('/api-user/company/member/find', {}, u.token)).body.data).toMatchObject({ myRole: 'owner' });
    expect((await notices(u.token)).find((x) => x.kind === 'company.transferred')).toBeTruthy();

    ok(await call('/api-user/company/member/leave', {}, c.owner.token));
    expect(await recruiterAccess(c.owner.token, c)).toEqual(NO_ACCESS);
    expect(ok(await call('/api-user/user/infoGet', {}, c.owner.token)).body.data).toMatchObject({ role: 0, company: null });
    expect((await call('/api-user/company/member/leave', {}, u.token)).body.code).toBe(400);
    ok(await call('/api-user/user/switchRole', { role: 1 }, u.token));
    expect(await recruiterAccess(u.token, c)).toEqual(FULL_ACCESS);
  });

  it('answers bad input with a readable message, never a 500', async () => {
    const c = await newCompany();
    for (const [path, body] of [
      ['/api-user/company/member/requestResolve', { id: 'x', approve: true }],
      ['/api-user/company/member/requestResolve', { id: 1 }],
      ['/api-user/company/member/remove', { userId: -1 }],
      ['/api-user/company/member/transfer', { userId: 2147483648 }],
      ['/api-user/company/member/role', { userId: 1, role: 'owner' }],
      ['/api-user/company/member/find', { companyId: 0 }],
      ['/api-user/company/member/request', { companyId: c.companyId, position: '' }],
      ['/api-user/company/member/cancel', { id: 99999 }],
    ] as const) {
      refused(await call(path, body, c.owner.token), `${path} ${JSON.stringify(body)}`);
    }
    expect((await s.call('/api-user/company/member/find', {})).body.code).toBe(1006);
  });

  // Last in the file: it moves the clock a day on.
  it('takes three requests a day from one user to one company, so asking and cancelling cannot flood its managers', async () => {
    const c = await newCompany();
    const u = await newUser();
    for (let i = 0; i < 3; i++) {
      const r = ok(await call('/api-user/company/member/request', { companyId: c.companyId, position: 'HR' }, u.token)).body.data;
      ok(await call('/api-user/company/member/cancel', { id: r.id }, u.token));
    }
    expect((await call('/api-user/company/member/request', { companyId: c.companyId, position: 'HR' }, u.token)).body).toMatchObject({ code: 429, msg: expect.stringContaining('明天再试') });
    expect((await notices(c.owner.token)).filter((x) => x.kind === 'company.join-request')).toHaveLength(3);
    s.clock.advance(86_400_000 + 1);
    ok(await call('/api-user/company/member/request', { companyId: c.companyId, position: 'HR' }, u.token));
  });
});

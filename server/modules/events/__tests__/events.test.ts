import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_QR_PREFIX } from '../../../../schemas/events';
import type { Protocol } from '../../../http/protocol';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';

/**
 * Career fairs, teach-ins and talks through the real app and database: the
 * organisers' calls, sign-ups under load, tickets, check-in, booths, notices,
 * the /v1/t0 aliases and other tenants' ids.
 */
let s: TestServer;
let api: Protocol;
let demoId: number;
let demo2Id: number;
let seeker: string;
let recruiter: string;
let recruiterId: number;
let op: string;
let op2: string;
let seeker2: string;

const ok = (r: CallResult): CallResult => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r;
};

/** A cheap password hash (scrypt with a small N; the stored string carries its parameters), so 100 logins stay fast. */
const CHEAP_HASH = (() => {
  const salt = randomBytes(16);
  return `scrypt$1024$8$1$${salt.toString('base64')}$${scryptSync('demo1234', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64')}`;
})();
let mobileSeq = 13_900_000_000;
async function newSeeker(tenantId: number, agent = 'demo'): Promise<{ id: number; token: string }> {
  const mobile = String(mobileSeq++);
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, 0, $4) RETURNING id', [tenantId, mobile, `求职者${mobile.slice(-4)}`, CHEAP_HASH]);
  return { id: u!.id, token: await s.login(mobile, 'demo1234', agent) };
}

async function operatorToken(agent: string): Promise<string> {
  const r = ok(await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true, headers: { 'x-forwarded-for': `10.18.0.${agent.length}` } }));
  return r.body.data.access_token as string;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
/** A published event of demo made through the admin calls. */
async function publishedEvent(over: Record<string, unknown> = {}, agent = 'demo', token = op): Promise<number> {
  const saved = ok(await s.call('/api-admin/event/save', { kind: 'fair', title: `测试招聘会${mobileSeq}`, place: '会展中心', cityCode: '330100', startsAt: iso(2 * DAY), endsAt: iso(2 * DAY + 6 * 3_600_000), ...over }, { agent, token }));
  const id = saved.body.data.id as number;
  ok(await s.call('/api-admin/event/publish', { id }, { agent, token }));
  return id;
}

async function noticesOf(token: string, agent = 'demo') {
  return ok(await s.call('/api-user/notice/find', { limit: 50 }, { token, agent })).body.data.list as { kind: string; title: string; content: string; modelId: number }[];
}

beforeAll(async () => {
  s = await startTestServer({ extend: (a) => void (api = a) });
  const agents = await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents');
  demoId = agents.find((a) => a.agent_key === 'demo')!.id;
  demo2Id = agents.find((a) => a.agent_key === 'demo2')!.id;
  [{ id: recruiterId }] = (await s.db.query<{ id: number }>(`SELECT id FROM users WHERE tenant_id = $1 AND mobile = '13800000002'`, [demoId])) as [{ id: number }];
  seeker = await s.login('13800000001', 'demo1234');
  recruiter = await s.login('13800000002', 'demo1234');
  seeker2 = await s.login('13800000001', 'demo1234', 'demo2');
  op = await operatorToken('demo');
  op2 = await operatorToken('demo2');
}, 60_000);
afterAll(() => s.close());

describe('lists and the /v1/t0 aliases', () => {
  it('lists published events upcoming first, ended ones after', async () => {
    const list = ok(await s.call('/api-user/event/find', { limit: 50 })).body.data.list as { startsAt: string; endsAt: string; title: string; status: number }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const now = Date.now();
    const ended = list.map((e) => Date.parse(e.endsAt) <= now);
    // All upcoming before all ended, and upcoming by start time.
    expect(ended.indexOf(true)).toBeGreaterThan(0);
    expect(ended.slice(ended.indexOf(true)).every(Boolean)).toBe(true);
    const upcoming = list.filter((_, i) => !ended[i]).map((e) => Date.parse(e.startsAt));
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(list.every((e) => e.status === 1)).toBe(true);
    const near = ok(await s.call('/api-user/event/find', { upcoming: true, cityCode: '330100', limit: 50 })).body.data.list as { cityCode: string; endsAt: string }[];
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((e) => e.cityCode === '330100' && Date.parse(e.endsAt) > now)).toBe(true);
  });

  it('answers every userCareerFair* and userTeachIn* path, each held to its kind', async () => {
    const v1 = api.routes().filter((r) => r.startsWith('/v1/t0/userCareerFair') || r.startsWith('/v1/t0/userTeachIn'));
    expect(v1).toEqual(expect.arrayContaining(['/v1/t0/userCareerFairFind', '/v1/t0/userCareerFairGet', '/v1/t0/userCareerFairSignUp', '/v1/t0/userTeachInFind', '/v1/t0/userTeachInGet', '/v1/t0/userCareerFairBoothApply']));
    const fairs = ok(await s.call('/v1/t0/userCareerFairFind', { limit: 50 })).body.data.list as { kind: string; id: number }[];
    const teachIns = ok(await s.call('/v1/t0/userTeachInFind', { limit: 50 })).body.data.list as { kind: string; id: number }[];
    expect(fairs.length).toBeGreaterThan(0);
    expect(teachIns.length).toBeGreaterThan(0);
    expect(fairs.every((e) => e.kind === 'fair')).toBe(true);
    expect(teachIns.every((e) => e.kind === 'teach-in')).toBe(true);
    ok(await s.call('/v1/t0/userTeachInGet', { id: teachIns[0]!.id }));
    expect((await s.call('/v1/t0/userCareerFairGet', { id: teachIns[0]!.id })).body).toMatchObject({ code: 404, msg: '活动不存在或未发布' });
    // Nothing in the table answers 500 to an empty or a wrong body.
    for (const path of v1) {
      expect((await s.call(path, {}, { token: seeker })).status, path).toBeLessThan(500);
      const bad = await s.call(path, { id: 'x', eventId: -1, page: 0 }, { token: seeker });
      expect(bad.status, path).toBe(400);
      expect(bad.body.msg, path).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('finds the spring fair by its stable name, with its companies and their jobs', async () => {
    const d = ok(await s.call('/api-user/event/get', { slug: 'spring-fair' }, { token: seeker })).body.data;
    expect(d.kind).toBe('fair');
    expect(d.companies.length).toBe(6);
    expect(d.companies[0].jobs.length).toBeGreaterThan(0);
    expect(d.schedule.length).toBeGreaterThan(0);
    expect(d.ticket).toBeNull();
  });
});

describe('organisers', () => {
  it('a draft is not seen by users until it is published; admin calls need an operator', async () => {
    const saved = ok(await s.call('/api-admin/event/save', { kind: 'talk', online: true, title: '草稿宣讲', startsAt: iso(DAY), endsAt: iso(DAY + 3_600_000) }, { token: op }));
    const id = saved.body.data.id as number;
    expect((await s.call('/api-user/event/get', { id })).body.code).toBe(404);
    expect((await s.call('/api-user/event/signUp', { id }, { token: seeker })).body.code).toBe(404);
    for (const token of [seeker, recruiter, undefined]) {
      const r = await s.call('/api-admin/event/publish', { id }, token ? { token } : {});
      expect(r.body.code).not.toBe(200);
    }
    ok(await s.call('/api-admin/event/publish', { id }, { token: op }));
    expect(ok(await s.call('/api-user/event/get', { id })).body.data.title).toBe('草稿宣讲');
  });

  it('refuses an end before the start and a taken stable name with readable messages', async () => {
    const bad = await s.call('/api-admin/event/save', { kind: 'fair', title: 'x', startsAt: iso(DAY), endsAt: iso(DAY - 1000) }, { token: op });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringContaining('结束时间应晚于开始时间') });
    const taken = await s.call('/api-admin/event/save', { kind: 'fair', title: 'x', slug: 'spring-fair', startsAt: iso(DAY), endsAt: iso(2 * DAY) }, { token: op });
    expect(taken.body).toMatchObject({ code: 409, msg: '活动链接已被使用' });
  });
});

describe('sign-up, capacity and waiting list', () => {
  it('100 seekers signing up at once get exactly the 10 seats; the other 90 wait in order', async () => {
    const id = await publishedEvent({ capacity: 10 });
    const seekers = await Promise.all(Array.from({ length: 100 }, () => newSeeker(demoId)));
    const results = await Promise.all(seekers.map((u) => s.call('/api-user/event/signUp', { id }, { token: u.token })));
    for (const r of results) expect(r.body.code, r.body.msg).toBe(200);
    const tickets = results.map((r) => r.body.data.ticket as { status: number; code: string; waitingRank: number | null; qr: string });
    expect(tickets.filter((t) => t.status === 1)).toHaveLength(10);
    expect(tickets.filter((t) => t.status === 2)).toHaveLength(90);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(100);
    expect(tickets.every((t) => t.qr === `${TICKET_QR_PREFIX}${t.code}` && /^[2-9A-Z]{8}$/.test(t.code))).toBe(true);
    const [row] = await s.db.query<{ signed_count: number; waiting_count: number }>('SELECT signed_count, waiting_count FROM events WHERE tenant_id = $1 AND id = $2', [demoId, id]);
    expect(row).toEqual({ signed_count: 10, waiting_count: 90 });
    const att = ok(await s.call('/api-admin/event/attendance', { eventId: id, limit: 50 }, { token: op })).body.data;
    expect(att).toMatchObject({ signed: 10, waiting: 90, checked: 0, total: 100 });
    expect(att.list[0].mobile).toContain('****');

    // A seat given back goes to the first on the waiting list, who is told.
    const seated = seekers.find((_, i) => tickets[i]!.status === 1)!;
    const firstWaiting = seekers[tickets.findIndex((t) => t.waitingRank === 1)]!;
    ok(await s.call('/api-user/event/signCancel', { id }, { token: seated.token }));
    const promoted = ok(await s.call('/api-user/event/get', { id }, { token: firstWaiting.token })).body.data;
    expect(promoted.ticket).toMatchObject({ status: 1, waitingRank: null });
    expect(promoted.signedCount).toBe(10);
    expect(promoted.waitingCount).toBe(89);
    expect((await noticesOf(firstWaiting.token)).map((n) => n.kind)).toContain('event.promoted');
    // Signing up again after giving back queues at the end.
    const again = ok(await s.call('/api-user/event/signUp', { id }, { token: seated.token })).body.data;
    expect(again.ticket).toMatchObject({ status: 2, waitingRank: 90 });
    expect(again.message).toContain('候补');
  }, 120_000);

  it('the same seeker signing up 10 times at once holds one ticket', async () => {
    const id = await publishedEvent({ capacity: 5 });
    const u = await newSeeker(demoId);
    const results = await Promise.all(Array.from({ length: 10 }, () => s.call('/api-user/event/signUp', { id }, { token: u.token })));
    expect(new Set(results.map((r) => r.body.data.ticket.id)).size).toBe(1);
    const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_signups WHERE tenant_id = $1 AND event_id = $2', [demoId, id]);
    expect(row!.n).toBe(1);
    expect(ok(await s.call('/api-user/event/ticketFind', {}, { token: u.token })).body.data.list.map((t: { eventId: number }) => t.eventId)).toContain(id);
  });

  it('a recruiter cannot sign up as a seeker; an ended event takes no sign-ups', async () => {
    const id = await publishedEvent();
    expect((await s.call('/api-user/event/signUp', { id }, { token: recruiter })).body).toMatchObject({ code: 403, msg: '请切换为求职者身份后再报名' });
    const past = await publishedEvent({ startsAt: iso(-2 * DAY), endsAt: iso(-DAY) });
    expect((await s.call('/api-user/event/signUp', { id: past }, { token: seeker })).body).toMatchObject({ code: 400, msg: '活动已结束，无法报名' });
  });

  it('a larger capacity seats the waiting list', async () => {
    const id = await publishedEvent({ capacity: 1 });
    const [a, b] = [await newSeeker(demoId), await newSeeker(demoId)];
    ok(await s.call('/api-user/event/signUp', { id }, { token: a.token }));
    expect(ok(await s.call('/api-user/event/signUp', { id }, { token: b.token })).body.data.ticket.status).toBe(2);
    const cur = ok(await s.call('/api-admin/event/get', { id }, { token: op })).body.data;
    ok(await s.call('/api-admin/event/save', { id, kind: 'fair', title: cur.title, startsAt: cur.startsAt, endsAt: cur.endsAt, capacity: 2 }, { token: op }));
    expect(ok(await s.call('/api-user/event/get', { id }, { token: b.token })).body.data.ticket.status).toBe(1);
  });
});

describe('check-in', () => {
  it('checks a ticket in once: of 20 scans at the same moment one succeeds, the others say when it was used', async () => {
    const id = await publishedEvent({ capacity: 1 });
    const u = await newSeeker(demoId);
    const ticket = ok(await s.call('/api-user/event/signUp', { id }, { token: u.token })).body.data.ticket as { code: string; qr: string };
    const scans = await Promise.all(Array.from({ length: 20 }, (_, i) => s.call('/api-admin/event/checkIn', { code: i % 2 ? ticket.qr : ticket.code.toLowerCase(), eventId: id }, { token: op })));
    expect(scans.filter((r) => r.body.code === 200)).toHaveLength(1);
    const refused = scans.filter((r) => r.body.code !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body).toMatchObject({ code: 409, msg: expect.stringContaining('请勿重复签到') });
    const [row] = await s.db.query<{ checked_in_at: Date | null }>('SELECT checked_in_at FROM event_signups WHERE tenant_id = $1 AND code = $2', [demoId, ticket.code]);
    expect(row!.checked_in_at).not.toBeNull();
    expect(ok(await s.call('/api-user/event/get', { id }, { token: u.token })).body.data.ticket.checkedInAt).not.toBeNull();
    // A checked-in ticket cannot be given back.
    expect((await s.call('/api-user/event/signCancel', { id }, { token: u.token })).body.msg).toBe('已签到，无法取消报名');
  });

  it('refuses a waiting ticket, another event’s ticket, an unknown and a malformed code', async () => {
    const id = await publishedEvent({ capacity: 1 });
    const other = await publishedEvent();
    const [a, b] = [await newSeeker(demoId), await newSeeker(demoId)];
    const seat = ok(await s.call('/api-user/event/signUp', { id }, { token: a.token })).body.data.ticket.code as string;
    const wait = ok(await s.call('/api-user/event/signUp', { id }, { token: b.token })).body.data.ticket.code as string;
    expect((await s.call('/api-admin/event/checkIn', { code: wait, eventId: id }, { token: op })).body.msg).toBe('该票在候补名单中，尚无座位');
    expect((await s.call('/api-admin/event/checkIn', { code: seat, eventId: other }, { token: op })).body.msg).toBe('该票不属于本场活动');
    expect((await s.call('/api-admin/event/checkIn', { code: 'ZZZZ2222', eventId: id }, { token: op })).body).toMatchObject({ code: 404, msg: '票码不存在' });
    expect((await s.call('/api-admin/event/checkIn', { code: '12', eventId: id }, { token: op })).body).toMatchObject({ code: 400, msg: '票码格式不正确' });
    // A seeker's token is no operator's.
    expect((await s.call('/api-admin/event/checkIn', { code: seat }, { token: a.token })).body.code).not.toBe(200);
  });
});

describe('booths', () => {
  it('a recruiter applies, sees the state; the organiser approves once; the recruiter is told and sees sign-up figures', async () => {
    const id = await publishedEvent({ boothCapacity: 1 });
    const applied = ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈嘉怡', contactMobile: '13800000002', note: '需要两张桌子' }, { token: recruiter })).body.data;
    expect(applied).toMatchObject({ status: 0, statusText: '审核中', eventId: id });
    expect((await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈嘉怡', contactMobile: '13800000002' }, { token: recruiter })).body).toMatchObject({ code: 409 });
    expect((await s.call('/api-user/event/boothApply', { eventId: id, contactName: '林', contactMobile: '13800000001' }, { token: seeker })).body).toMatchObject({ code: 403 });
    expect(ok(await s.call('/api-user/event/get', { id }, { token: recruiter })).body.data.booth).toMatchObject({ id: applied.id, status: 0 });

    const pending = ok(await s.call('/api-admin/event/boothFind', { eventId: id }, { token: op })).body.data.list;
    expect(pending.map((b: { id: number }) => b.id)).toEqual([applied.id]);
    const approved = ok(await s.call('/api-admin/event/boothResolve', { id: applied.id, approve: true, booth: 'B12' }, { token: op })).body.data;
    expect(approved).toMatchObject({ status: 1, booth: 'B12' });
    expect((await s.call('/api-admin/event/boothResolve', { id: applied.id, approve: false }, { token: op })).body).toMatchObject({ code: 409 });
    expect((await noticesOf(recruiter)).find((n) => n.kind === 'event.booth-approved' && n.modelId === id)?.content).toContain('B12');
    const mine = ok(await s.call('/api-user/event/boothFind', { eventId: id }, { token: recruiter })).body.data.list[0];
    expect(mine).toMatchObject({ status: 1, statusText: '已通过', signedCount: 0, applications: 0 });
    const detail = ok(await s.call('/api-user/event/get', { id })).body.data;
    expect(detail.companies.map((c: { booth: string }) => c.booth)).toEqual(['B12']);
  });

  it('a company with an approved booth sees who holds a seat and who came, without phones or ticket codes; no one else does', async () => {
    const id = await publishedEvent({ capacity: 2 });
    const people = await Promise.all([0, 1, 2].map(() => newSeeker(demoId)));
    for (const p of people) ok(await s.call('/api-user/event/signUp', { id }, { token: p.token }));
    const visitors = (token: string) => s.call('/api-user/event/boothVisitors', { eventId: id }, { token });
    // Before approval: refused, with the reason.
    const booth = ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈嘉怡', contactMobile: '13800000002' }, { token: recruiter })).body.data;
    expect((await visitors(recruiter)).body).toMatchObject({ code: 403, msg: '展位通过审核后才能查看报名名单' });
    ok(await s.call('/api-admin/event/boothResolve', { id: booth.id, approve: true }, { token: op }));
    const page = ok(await visitors(recruiter)).body.data;
    // The two seats, not the one waiting.
    expect(page).toMatchObject({ total: 2, signed: 2, checked: 0 });
    expect(page.list.map((v: { userId: number }) => v.userId).sort()).toEqual(people.slice(0, 2).map((p) => p.id).sort());
    expect(JSON.stringify(page)).not.toMatch(/"code"|"mobile"|1390/);
    // A seeker, and a recruiter of demo2, see nothing.
    expect((await visitors(people[0]!.token)).body.code).toBe(403);
    expect((await s.call('/api-user/event/boothVisitors', { eventId: id }, { token: seeker2, agent: 'demo2' })).body.code).not.toBe(200);
  });

  it('refuses job ids that are not the company’s open jobs, and approval past the booth count', async () => {
    const id = await publishedEvent({ boothCapacity: 1 });
    const [{ id: foreignJob }] = (await s.db.query<{ id: number }>('SELECT j.id FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id WHERE j.tenant_id = $1 AND c.owner_user_id IS DISTINCT FROM $2 LIMIT 1', [demoId, recruiterId])) as [{ id: number }];
    expect((await s.call('/api-user/event/boothApply', { eventId: id, jobIds: [foreignJob], contactName: '陈', contactMobile: '13800000002' }, { token: recruiter })).body.msg).toBe('所选职位不存在或已下线');
    // Two other companies' booths: the first approval fills the one booth.
    const others = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 AND owner_user_id IS NULL ORDER BY id LIMIT 2', [demoId]);
    const ids: number[] = [];
    for (const c of others) {
      const [r] = await s.db.query<{ id: number }>(`INSERT INTO event_companies (tenant_id, event_id, company_id, contact_name, contact_mobile) VALUES ($1, $2, $3, '甲', '13800000009') RETURNING id`, [demoId, id, c.id]);
      ids.push(r!.id);
    }
    ok(await s.call('/api-admin/event/boothResolve', { id: ids[0], approve: true }, { token: op }));
    expect((await s.call('/api-admin/event/boothResolve', { id: ids[1], approve: true }, { token: op })).body).toMatchObject({ code: 409, msg: '展位已满' });
    ok(await s.call('/api-admin/event/boothResolve', { id: ids[1], approve: false, reply: '展位已满' }, { token: op }));
  });

  it('a refused application may be sent again', async () => {
    const id = await publishedEvent();
    const a = ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈', contactMobile: '13800000002' }, { token: recruiter })).body.data;
    ok(await s.call('/api-admin/event/boothResolve', { id: a.id, approve: false, reply: '资料不全' }, { token: op }));
    expect((await noticesOf(recruiter)).find((n) => n.kind === 'event.booth-refused' && n.modelId === id)?.content).toContain('资料不全');
    expect(ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈', contactMobile: '13800000002' }, { token: recruiter })).body.data).toMatchObject({ id: a.id, status: 0 });
  });
});

describe('cancelling an event', () => {
  it('tells everyone holding a seat or waiting, and the companies taking part, in one go', async () => {
    const id = await publishedEvent({ capacity: 2 });
    const users = await Promise.all(Array.from({ length: 4 }, () => newSeeker(demoId)));
    for (const u of users) ok(await s.call('/api-user/event/signUp', { id }, { token: u.token }));
    const gaveBack = await newSeeker(demoId);
    ok(await s.call('/api-user/event/signUp', { id }, { token: gaveBack.token }));
    ok(await s.call('/api-user/event/signCancel', { id }, { token: gaveBack.token }));
    ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈', contactMobile: '13800000002' }, { token: recruiter }));
    const r = ok(await s.call('/api-admin/event/cancel', { id, reason: '场馆临时检修' }, { token: op })).body.data;
    expect(r.told).toBe(5);
    for (const u of users) {
      const n = (await noticesOf(u.token)).find((x) => x.kind === 'event.cancelled' && x.modelId === id);
      expect(n?.content).toContain('场馆临时检修');
    }
    expect((await noticesOf(gaveBack.token)).some((x) => x.kind === 'event.cancelled' && x.modelId === id)).toBe(false);
    expect((await noticesOf(recruiter)).some((x) => x.kind === 'event.cancelled' && x.modelId === id)).toBe(true);
    expect((await s.call('/api-user/event/signUp', { id }, { token: gaveBack.token })).body.msg).toBe('活动已取消，无法报名');
    expect(ok(await s.call('/api-user/event/get', { id })).body.data).toMatchObject({ status: 2, cancelReason: '场馆临时检修' });
    expect((await s.call('/api-admin/event/cancel', { id, reason: '再次' }, { token: op })).body.msg).toBe('活动已取消');
  });
});

describe('tenant isolation', () => {
  it('demo2 tokens and operators neither see nor change demo events, tickets or booths', async () => {
    const id = await publishedEvent({ capacity: 3 });
    const u = await newSeeker(demoId);
    const code = ok(await s.call('/api-user/event/signUp', { id }, { token: u.token })).body.data.ticket.code as string;
    const booth = ok(await s.call('/api-user/event/boothApply', { eventId: id, contactName: '陈', contactMobile: '13800000002' }, { token: recruiter })).body.data.id as number;
    const d2 = { agent: 'demo2' };
    expect((await s.call('/api-user/event/get', { id }, d2)).body.code).toBe(404);
    expect((await s.call('/api-user/event/signUp', { id }, { ...d2, token: seeker2 })).body.code).toBe(404);
    expect((await s.call('/v1/t0/userCareerFairGet', { id }, d2)).body.code).toBe(404);
    expect((await s.call('/api-admin/event/checkIn', { code }, { ...d2, token: op2 })).body).toMatchObject({ code: 404, msg: '票码不存在' });
    expect((await s.call('/api-admin/event/boothResolve', { id: booth, approve: true }, { ...d2, token: op2 })).body.code).toBe(404);
    expect((await s.call('/api-admin/event/attendance', { eventId: id }, { ...d2, token: op2 })).body.code).toBe(404);
    expect((await s.call('/api-admin/event/cancel', { id, reason: 'x' }, { ...d2, token: op2 })).body.code).toBe(404);
    // A demo operator token is no operator on demo2.
    expect((await s.call('/api-admin/event/find', {}, { ...d2, token: op })).body.code).not.toBe(200);
    const titles = (ok(await s.call('/api-user/event/find', { limit: 50 }, d2)).body.data.list as { id: number }[]).map((e) => e.id);
    expect(titles).not.toContain(id);
    // Nothing changed in demo.
    const [row] = await s.db.query<{ status: number; checked: Date | null }>('SELECT e.status, s.checked_in_at AS checked FROM events e JOIN event_signups s ON s.tenant_id = e.tenant_id AND s.event_id = e.id WHERE e.tenant_id = $1 AND e.id = $2', [demoId, id]);
    expect(row).toEqual({ status: 1, checked: null });
    expect(demo2Id).not.toBe(demoId);
  });
});

describe('applying from an event page', () => {
  it('records the event on the application when the job’s company takes part, and refuses it otherwise', async () => {
    const id = await publishedEvent();
    const [{ id: jobId }] = (await s.db.query<{ id: number }>(
      `SELECT j.id FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id WHERE j.tenant_id = $1 AND c.owner_user_id = $2 AND j.status = 1 AND j.apply_mode = 0 ORDER BY j.id DESC LIMIT 1`,
      [demoId, recruiterId],
    )) as [{ id: number }];
    const before = ok(await s.call('/api-user/job/sendResume', { id: jobId, eventId: id }, { token: seeker })).body.data;
    expect(before[0]).toMatchObject({ message: '该企业未参加此活动' });
    const booth = ok(await s.call('/api-user/event/boothApply', { eventId: id, jobIds: [jobId], contactName: '陈', contactMobile: '13800000002' }, { token: recruiter })).body.data.id;
    ok(await s.call('/api-admin/event/boothResolve', { id: booth, approve: true }, { token: op }));
    const detail = ok(await s.call('/api-user/event/get', { id })).body.data;
    expect(detail.companies[0].jobs.map((j: { id: number }) => j.id)).toEqual([jobId]);
    const r = ok(await s.call('/api-user/job/sendResume', { id: jobId, eventId: id }, { token: seeker })).body.data;
    expect(r[0]).toMatchObject({ status: 1, message: '投递成功' });
    const [row] = await s.db.query<{ model: string; model_id: number }>('SELECT model, model_id FROM job_applications WHERE tenant_id = $1 AND id = $2', [demoId, r[0].sendId]);
    expect(row).toEqual({ model: 'event', model_id: id });
    expect(ok(await s.call('/api-user/event/boothFind', { eventId: id }, { token: recruiter })).body.data.list[0].applications).toBe(1);
    expect((await s.call('/api-user/job/sendResume', { id: jobId, eventId: id, liveId: 1 }, { token: seeker })).body.code).toBe(400);
  });
});

describe('reminders', () => {
  it('reminds each seat holder once within a day of the start, not the waiting list, not later events', async () => {
    const soon = await publishedEvent({ capacity: 1, startsAt: iso(3 * 3_600_000), endsAt: iso(5 * 3_600_000) });
    const later = await publishedEvent({ startsAt: iso(3 * DAY), endsAt: iso(3 * DAY + 3_600_000) });
    const [a, b] = [await newSeeker(demoId), await newSeeker(demoId)];
    ok(await s.call('/api-user/event/signUp', { id: soon }, { token: a.token }));
    ok(await s.call('/api-user/event/signUp', { id: soon }, { token: b.token }));
    ok(await s.call('/api-user/event/signUp', { id: later }, { token: a.token }));
    const runs = await Promise.all(Array.from({ length: 5 }, () => s.call('/api-admin/event/remind', {}, { token: op })));
    expect(runs.reduce((n, r) => n + (ok(r).body.data.reminded as number), 0)).toBeGreaterThanOrEqual(1);
    const reminded = (await noticesOf(a.token)).filter((n) => n.kind === 'event.reminder');
    expect(reminded.map((n) => n.modelId)).toEqual([soon]);
    expect(reminded[0]!.content).toContain('请携带电子票入场');
    expect((await noticesOf(b.token)).some((n) => n.kind === 'event.reminder')).toBe(false);
    expect(ok(await s.call('/api-admin/event/remind', {}, { token: op })).body.data.reminded).toBe(0);
  });
});

describe('bad dates', () => {
  // Date.parse accepts spellings PostgreSQL does not (and 2026-02-31): each must be a 400, never a 500.
  it('refuses dates that are not ISO days or not real days with a readable message', async () => {
    for (const to of ['Tue Nov 25 2026', '2026-02-31', '2026-11-25T25:00', '20261125']) {
      const r = await s.call('/api-user/event/find', { to });
      expect(r.status, to).toBe(400);
      expect(r.body.msg, to).toMatch(/结束日期/);
    }
    ok(await s.call('/api-user/event/find', { from: '2026-01-01', to: '2030-12-31T23:59:59+08:00' }));
    const bad = await s.call('/api-admin/event/save', { kind: 'fair', title: 'x', startsAt: 'Tue Nov 25 2026', endsAt: '2026-02-31' }, { token: op });
    expect(bad.status).toBe(400);
  });
});

describe('links an organiser sets', () => {
  it('takes http(s) and site paths, and refuses protocol-relative and script links', async () => {
    const body = (onlineUrl: string) => ({ kind: 'talk', online: true, title: '线上', onlineUrl, startsAt: iso(DAY), endsAt: iso(DAY + 3_600_000) });
    for (const bad of ['//evil.example.com/x', 'javascript:alert(1)', 'data:text/html,x']) {
      expect((await s.call('/api-admin/event/save', body(bad), { token: op })).body).toMatchObject({ code: 400, msg: expect.stringContaining('线上地址无效') });
    }
    for (const good of ['https://live.example.com/room/1', '/live/3']) ok(await s.call('/api-admin/event/save', body(good), { token: op }));
  });
});

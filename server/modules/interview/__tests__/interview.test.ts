import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IM_PATHS } from '../../../../schemas/im';
import { INTERVIEW_MESSAGES, INTERVIEW_PATHS, INTERVIEW_STATE } from '../../../../schemas/interview';
import type { RtcEndedPush, RtcPeerPush, RtcSignalPush } from '../../../../schemas/interview';
import { CODE_PAYMENT_SUPPLEMENT } from '../../../../schemas/codes';
import { hashPassword } from '../../../http/hash';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';
import { call, connect, type ImClientSocket } from '../../im/__tests__/im-client';

/**
 * Interviews through the real app, database and socket: booking by the recruiter of an
 * application or conversation, the list both sides see, states with real durations, reminders
 * in chat, the call room only its two parties (of its tenant) may enter, and the rights
 * pre-check both ways.
 */
let s: TestServer;
let seq = 0;
let jobId: number;
let companyId: number;
const MIN = 60_000;

const ok = (r: CallResult): any => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
};

async function tenantOf(agent: string): Promise<number> {
  const [t] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [agent]);
  return t!.id;
}

async function newUser(role: number, agent = 'demo'): Promise<{ id: number; token: string }> {
  const mobile = `1371100${String(++seq).padStart(4, '0')}`;
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id', [await tenantOf(agent), mobile, `用户${seq}`, role, await hashPassword('demo1234')]);
  return { id: u!.id, token: await s.login(mobile, 'demo1234', agent) };
}

/** A recruiter who is a member of the company of `jobId`, and a seeker who applied to that job. */
async function newPair(company = companyId): Promise<{ recruiter: { id: number; token: string }; seeker: { id: number; token: string }; ujId: number }> {
  const recruiter = await newUser(1);
  await s.db.query(`INSERT INTO company_members (tenant_id, company_id, user_id, role) SELECT tenant_id, $2, $1, 'member' FROM users WHERE id = $1`, [recruiter.id, company]);
  const seeker = await newUser(0);
  const [a] = await s.db.query<{ id: number }>(`INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id) SELECT tenant_id, $1, $2, $3 FROM users WHERE id = $3 RETURNING id`, [jobId, company, seeker.id]);
  return { recruiter, seeker, ujId: a!.id };
}

/** A company of its own (rights are counted per company). */
async function newCompany(ownerId: number): Promise<number> {
  const [c] = await s.db.query<{ id: number }>(
    `INSERT INTO companies (tenant_id, name, short_name, industry_id, scale, nature, city_code, district_code, address, lat, lng, owner_user_id)
     SELECT c.tenant_id, $2, $2, c.industry_id, c.scale, c.nature, c.city_code, c.district_code, c.address, c.lat, c.lng, $1
       FROM companies c JOIN users u ON u.tenant_id = c.tenant_id AND u.id = $1 LIMIT 1 RETURNING id`,
    [ownerId, `面试测试企业${++seq}`],
  );
  return c!.id;
}

async function socketFor(token: string, agent = 'demo'): Promise<{ socket: ImClientSocket; got: { signals: RtcSignalPush[]; peers: RtcPeerPush[]; ended: RtcEndedPush[] } }> {
  const chat = ok(await s.call(IM_PATHS.login, {}, { token, agent }));
  const { socket } = await connect(s.url);
  const got = { signals: [] as RtcSignalPush[], peers: [] as RtcPeerPush[], ended: [] as RtcEndedPush[] };
  socket.on('rtcSignal', (p) => void got.signals.push(p));
  socket.on('rtcPeer', (p) => void got.peers.push(p));
  socket.on('rtcEnded', (p) => void got.ended.push(p));
  const r = await call(socket, 'imLogin', { token: chat.token });
  expect(r.code, r.msg).toBe(200);
  sockets.push(socket);
  return { socket, got };
}
const sockets: ImClientSocket[] = [];

const book = (token: string, body: Record<string, unknown>) => s.call(INTERVIEW_PATHS.create, { type: 1, videoMinute: 30, time: s.clock.now() + 60 * MIN, ...body }, { token });

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  const [j] = await s.db.query<{ id: number; company_id: number }>('SELECT j.id, j.company_id FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = $1 ORDER BY j.id LIMIT 1', ['demo']);
  jobId = j!.id;
  companyId = j!.company_id;
});
afterAll(async () => {
  for (const so of sockets) so.disconnect();
  await s?.close();
});

describe('interview/create', () => {
  it('books a video interview for an application; both sides list it and the seeker is told in chat', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const time = s.clock.now() + 2 * 60 * MIN;
    const iv = ok(await book(recruiter.token, { ujId, time, note: '请准备作品集' }));
    expect(iv).toMatchObject({ type: 1, status: INTERVIEW_STATE.scheduled, statusText: '待面试', videoMinute: 30, ujId, seekerId: seeker.id, recruiterId: recruiter.id, note: '请准备作品集', canJoin: false });
    expect(iv.startAt).toBe(time);
    const mine = ok(await s.call(INTERVIEW_PATHS.find, {}, { token: seeker.token }));
    expect(mine.list.map((x: { id: number }) => x.id)).toEqual([iv.id]);
    expect(mine.list[0].peer.id).toBe(recruiter.id);
    expect(ok(await s.call(INTERVIEW_PATHS.find, {}, { token: recruiter.token })).list[0].peer.id).toBe(seeker.id);
    const msgs = await s.db.query<{ content: { text: string; interviewId: number } }>(`SELECT content FROM im_messages WHERE from_user_id = $1 AND to_user_id = $2`, [recruiter.id, seeker.id]);
    expect(msgs.at(-1)!.content.text).toContain('已安排视频面试');
    expect(msgs.at(-1)!.content.interviewId).toBe(iv.id);
    // The chat line carries what the client needs to show 进入面试 when it is time.
    expect((msgs.at(-1)!.content as unknown as { interview: unknown }).interview).toEqual({ id: iv.id, type: 1, startAt: time, videoMinute: 30 });
  });

  it('books an on-site interview from a conversation, with its address', async () => {
    const { recruiter, seeker } = await newPair();
    const conv = ok(await s.call(IM_PATHS.byRelation, { relationId: seeker.id }, { token: recruiter.token }));
    const iv = ok(await book(recruiter.token, { cid: conv.id, type: 2, address: '杭州市西湖区文三路 90 号' }));
    expect(iv).toMatchObject({ type: 2, cid: conv.id, seekerId: seeker.id, address: '杭州市西湖区文三路 90 号' });
  });

  it('refuses anyone but the recruiter of the application or conversation, the same way for other tenants', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const other = await newPair();
    const r1 = await book(seeker.token, { ujId });
    expect([r1.status, r1.body.msg]).toEqual([403, INTERVIEW_MESSAGES.recruiterOnly]);
    // A recruiter of the same company may; one of another company may not.
    const stranger = await newUser(1);
    await s.db.query(`INSERT INTO company_members (tenant_id, company_id, user_id, role) SELECT tenant_id, $2, $1, 'member' FROM users WHERE id = $1`, [stranger.id, await newCompany(stranger.id)]);
    expect((await book(stranger.token, { ujId })).body.code).toBe(403);
    const conv = ok(await s.call(IM_PATHS.byRelation, { relationId: seeker.id }, { token: recruiter.token }));
    expect((await book(other.recruiter.token, { cid: conv.id })).body.code).toBe(403);
    expect((await book(seeker.token, { cid: conv.id })).body.code).toBe(403);
    const demo2 = await newUser(1, 'demo2');
    const r2 = await s.call(INTERVIEW_PATHS.create, { type: 1, ujId, time: s.clock.now() + MIN * 60 }, { token: demo2.token, agent: 'demo2' });
    expect([r2.status, r2.body.msg]).toEqual([403, INTERVIEW_MESSAGES.recruiterOnly]);
  });

  it('answers bad input with readable messages', async () => {
    const { recruiter, ujId } = await newPair();
    const cases: [Record<string, unknown>, string][] = [
      [{ ujId, time: s.clock.now() - 10 * MIN }, INTERVIEW_MESSAGES.pastTime],
      [{ ujId, time: s.clock.now() + 100 * 86_400_000 }, INTERVIEW_MESSAGES.tooFar],
      [{ ujId, type: 2, address: '  ' }, INTERVIEW_MESSAGES.addressNeeded],
      [{ ujId: undefined }, INTERVIEW_MESSAGES.noTarget],
      [{ ujId, videoMinute: 500 }, '面试时长无效'],
      [{ ujId, type: 3 }, '面试类型无效'],
    ];
    for (const [body, msg] of cases) {
      const r = await book(recruiter.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
  });

  it('books one open interview per pair however many are sent at once', async () => {
    const { recruiter, ujId } = await newPair();
    const all = await Promise.all(Array.from({ length: 20 }, () => book(recruiter.token, { ujId })));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 409).every((r) => r.body.msg === INTERVIEW_MESSAGES.alreadyOpen)).toBe(true);
    expect(all.filter((r) => r.body.code === 409)).toHaveLength(19);
  });

  it('shows an interview to its two parties only', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const iv = ok(await book(recruiter.token, { ujId }));
    expect(ok(await s.call(INTERVIEW_PATHS.get, { id: iv.id }, { token: seeker.token })).id).toBe(iv.id);
    const third = await newUser(0);
    const r = await s.call(INTERVIEW_PATHS.get, { id: iv.id }, { token: third.token });
    expect([r.status, r.body.msg]).toEqual([404, INTERVIEW_MESSAGES.notFound]);
    expect(ok(await s.call(INTERVIEW_PATHS.find, {}, { token: third.token })).total).toBe(0);
    const demo2 = await newUser(0, 'demo2');
    expect((await s.call(INTERVIEW_PATHS.get, { id: iv.id }, { token: demo2.token, agent: 'demo2' })).status).toBe(404);
  });
});

describe('interview states, reminders and the call room', () => {
  it('an interview nobody held becomes missed once its room closes, and cannot be entered', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const iv = ok(await book(recruiter.token, { ujId, time: s.clock.now() + 5 * MIN, videoMinute: 10 }));
    expect(ok(await s.call(INTERVIEW_PATHS.get, { id: iv.id }, { token: seeker.token })).canJoin).toBe(true);
    s.clock.advance(5 * MIN + 10 * MIN + 31 * MIN);
    try {
      const got = ok(await s.call(INTERVIEW_PATHS.get, { id: iv.id }, { token: seeker.token }));
      expect([got.status, got.statusText, got.canJoin]).toEqual([INTERVIEW_STATE.missed, '已错过', false]);
      const { socket } = await socketFor(seeker.token);
      const r = await call(socket, 'rtcJoin', { interviewId: iv.id });
      expect([r.code, r.msg]).toEqual([400, INTERVIEW_MESSAGES.over]);
      // A new one may be booked for the pair now.
      ok(await book(recruiter.token, { ujId }));
    } finally {
      s.clock.advance(-(5 * MIN + 10 * MIN + 31 * MIN));
    }
  });

  it('reminds both parties in chat before the start, once', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const iv = ok(await book(recruiter.token, { ujId, time: s.clock.now() + 10 * MIN }));
    const tenant = { tenantId: await tenantOf('demo') };
    const scope = (await import('../../../db/tenant')).createTenantScope(s.db, tenant.tenantId, null);
    expect(await s.app.interviews.sendReminders(scope)).toBeGreaterThanOrEqual(1);
    expect(await s.app.interviews.sendReminders(scope)).toBe(0);
    const msgs = await s.db.query<{ content: { text: string; interviewId: number } }>(`SELECT content FROM im_messages WHERE from_user_id = $1 AND to_user_id = $2 ORDER BY id`, [recruiter.id, seeker.id]);
    const reminders = msgs.filter((m) => m.content.text.startsWith('面试提醒'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.content.interviewId).toBe(iv.id);
  });

  it('lets only the two parties into the room; relays signals between them; hang up records the real duration', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const iv = ok(await book(recruiter.token, { ujId, time: s.clock.now() + 30 * MIN }));
    const R = await socketFor(recruiter.token);
    const S = await socketFor(seeker.token);
    // Too early: the room opens 10 minutes before the start.
    const early = await call(R.socket, 'rtcJoin', { interviewId: iv.id });
    expect([early.code, early.msg]).toEqual([400, INTERVIEW_MESSAGES.tooEarly]);
    s.clock.advance(25 * MIN);
    try {
      const third = await socketFor((await newUser(0)).token);
      const t1 = await call(third.socket, 'rtcJoin', { interviewId: iv.id });
      expect([t1.code, t1.msg]).toEqual([404, INTERVIEW_MESSAGES.notFound]);
      const other = await socketFor((await newUser(1, 'demo2')).token, 'demo2');
      expect((await call(other.socket, 'rtcJoin', { interviewId: iv.id })).code).toBe(404);

      const rj = await call(R.socket, 'rtcJoin', { interviewId: iv.id });
      expect(rj.code, rj.msg).toBe(200);
      expect(rj.data).toMatchObject({ peerPresent: false, polite: false, iceServers: [] });
      expect(rj.data.interview.status).toBe(INTERVIEW_STATE.scheduled);
      const sj = await call(S.socket, 'rtcJoin', { interviewId: iv.id });
      expect(sj.data).toMatchObject({ peerPresent: true, polite: true });
      expect(sj.data.interview.status).toBe(INTERVIEW_STATE.inCall);
      await vi.waitFor(() => expect(R.got.peers).toContainEqual({ interviewId: iv.id, userId: seeker.id, event: 'joined' }));

      // Signals reach the other party, never a socket outside the room.
      // Each names the sender's peer connection (and, past the first offer, the one it answers).
      const offer = { interviewId: iv.id, description: { type: 'offer', sdp: 'v=0 fake' }, session: 'pcR1' };
      expect((await call(R.socket, 'rtcSignal', offer)).code).toBe(200);
      await vi.waitFor(() => expect(S.got.signals).toHaveLength(1));
      expect(S.got.signals[0]).toMatchObject({ ...offer, fromUserId: recruiter.id });
      const badId = await call(R.socket, 'rtcSignal', { ...offer, to: 'no spaces <here>' });
      expect([badId.code, badId.msg]).toEqual([400, '通话连接标识无效']);
      const sneak = await call(third.socket, 'rtcSignal', offer);
      expect([sneak.code, sneak.msg]).toEqual([403, INTERVIEW_MESSAGES.notJoined]);
      expect((await call(third.socket, 'rtcHangup', { interviewId: iv.id })).code).toBe(404);
      expect(third.got.signals).toHaveLength(0);
      expect(R.got.signals).toHaveLength(0);

      await call(S.socket, 'rtcState', { interviewId: iv.id, muted: true, cameraOff: false });
      await vi.waitFor(() => expect(R.got.peers).toContainEqual({ interviewId: iv.id, userId: seeker.id, event: 'state', muted: true, cameraOff: false }));

      s.clock.advance(95_000);
      const hung = await call(R.socket, 'rtcHangup', { interviewId: iv.id });
      expect(hung.code, hung.msg).toBe(200);
      expect(hung.data).toMatchObject({ status: INTERVIEW_STATE.ended, statusText: '已结束' });
      expect(hung.data.durationSec).toBeGreaterThanOrEqual(95);
      expect(hung.data.durationSec).toBeLessThan(100);
      await vi.waitFor(() => expect(S.got.ended).toEqual([{ interviewId: iv.id, durationSec: hung.data.durationSec, byUserId: recruiter.id }]));
      const listed = ok(await s.call(INTERVIEW_PATHS.find, { status: INTERVIEW_STATE.ended }, { token: seeker.token }));
      expect(listed.list[0]).toMatchObject({ id: iv.id, durationSec: hung.data.durationSec });
      expect((await call(S.socket, 'rtcJoin', { interviewId: iv.id })).msg).toBe(INTERVIEW_MESSAGES.over);
    } finally {
      s.clock.advance(-(25 * MIN + 95_000));
    }
  });

  it('tells the other party when one drops, and lets them back in', async () => {
    const { recruiter, seeker, ujId } = await newPair();
    const iv = ok(await book(recruiter.token, { ujId, time: s.clock.now() + 5 * MIN }));
    const R = await socketFor(recruiter.token);
    const S = await socketFor(seeker.token);
    expect((await call(R.socket, 'rtcJoin', { interviewId: iv.id })).code).toBe(200);
    expect((await call(S.socket, 'rtcJoin', { interviewId: iv.id })).code).toBe(200);
    S.socket.disconnect();
    await vi.waitFor(() => expect(R.got.peers).toContainEqual({ interviewId: iv.id, userId: seeker.id, event: 'left' }));
    const S2 = await socketFor(seeker.token);
    const back = await call(S2.socket, 'rtcJoin', { interviewId: iv.id });
    expect(back.data).toMatchObject({ peerPresent: true });
    expect(back.data.interview.status).toBe(INTERVIEW_STATE.inCall);
  });
});

describe('rights pre-check (spec §7: rightsRtcMinute before a video interview)', () => {
  it('is off by default: no rights are needed', async () => {
    const { recruiter, ujId } = await newPair();
    ok(await book(recruiter.token, { ujId, videoMinute: 60 }));
  });

  it('with the flag on: short → 14550 with the key and nothing booked; enough → the minutes are spent once', async () => {
    const r2 = await startTestServer({ rtcRightsCheck: true });
    try {
      const prev = s;
      s = r2;
      try {
        const [j] = await s.db.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 1');
        jobId = j!.id;
        const owner = await newUser(1);
        const own = await newCompany(owner.id);
        const { recruiter, ujId } = await newPair(own);
        const short = await book(recruiter.token, { ujId, videoMinute: 45 });
        expect(short.body.code).toBe(CODE_PAYMENT_SUPPLEMENT);
        expect(short.body.data).toEqual({ key: 'rightsRtcMinute' });
        expect(await s.db.query('SELECT 1 FROM interviews WHERE application_id = $1', [ujId])).toHaveLength(0);

        // A package with 60 minutes for the company.
        const tenantId = await tenantOf('demo');
        const [p] = await s.db.query<{ id: number }>(`SELECT id FROM money_products WHERE tenant_id = $1 AND kind = 'package' ORDER BY id LIMIT 1`, [tenantId]);
        const at = new Date();
        const [o] = await s.db.query<{ id: number }>(
          `INSERT INTO money_orders (tenant_id, no, user_id, company_id, product_id, kind, title, original_fen, amount_fen, channel, status, expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'package', '测试', 100, 100, 'wallet', 'fulfilled', $6, $6, $6) RETURNING id`,
          [tenantId, `${tenantId}T${Date.now()}`, owner.id, own, p!.id, at],
        );
        await s.db.query(`INSERT INTO money_right_grants (tenant_id, company_id, order_id, right_key, total, remaining, expires_at, created_at) VALUES ($1, $2, $3, 'rightsRtcMinute', 60, 60, $4, $5)`, [tenantId, own, o!.id, new Date(Date.now() + 86_400_000), at]);

        const iv = ok(await book(recruiter.token, { ujId, videoMinute: 45 }));
        const [g] = await s.db.query<{ remaining: number }>(`SELECT remaining FROM money_right_grants WHERE company_id = $1`, [own]);
        expect(g!.remaining).toBe(15);
        // On-site interviews and other room types spend nothing.
        const other = await newPair(own);
        ok(await book(other.recruiter.token, { ujId: other.ujId, type: 2, address: '会议室 A' }));
        const third = await newPair(own);
        ok(await book(third.recruiter.token, { ujId: third.ujId, videoMinute: 45, roomType: 1 }));
        const fourth = await newPair(own);
        expect((await book(fourth.recruiter.token, { ujId: fourth.ujId, videoMinute: 30 })).body.code).toBe(CODE_PAYMENT_SUPPLEMENT);
        expect((await s.db.query<{ remaining: number }>(`SELECT remaining FROM money_right_grants WHERE company_id = $1`, [own]))[0]!.remaining).toBe(15);
        expect(iv.status).toBe(INTERVIEW_STATE.scheduled);
      } finally {
        s = prev;
        const [j] = await s.db.query<{ id: number }>('SELECT j.id FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = $1 ORDER BY j.id LIMIT 1', ['demo']);
        jobId = j!.id;
      }
    } finally {
      await r2.close();
    }
  });
});

describe('the chat’s interview invitation', () => {
  it('once accepted, is a booked interview both sides see in 我的面试, and its line carries 进入面试', async () => {
    const { recruiter, seeker } = await newPair();
    const conv = ok(await s.call(IM_PATHS.byRelation, { relationId: seeker.id }, { token: recruiter.token }));
    const r = await socketFor(recruiter.token);
    const sk = await socketFor(seeker.token);
    const sys: { content: Record<string, unknown> }[] = [];
    sk.socket.on('imMsg', (m: { type: string; content: Record<string, unknown> }) => void (m.type === 'system' && sys.push(m)));
    const time = s.clock.now() + 5 * MIN;
    const sent = await call<{ msgId: string }>(r.socket, 'imMsgSend', { type: 'interviewExchange', content: { cid: conv.id, time, address: '视频面试', interviewType: 1, videoMinute: 20, remark: '请准备作品' }, clientId: `c${Date.now()}a` });
    expect(sent.code, sent.msg).toBe(200);
    // Not booked while the invitation is pending.
    expect(ok(await s.call(INTERVIEW_PATHS.find, {}, { token: seeker.token })).list).toHaveLength(0);
    const answer = await call(sk.socket, 'imMsgSend', { type: 'interviewExchangeResult', content: { cid: conv.id, msgId: sent.data!.msgId, status: 2 }, clientId: `c${Date.now()}b` });
    expect(answer.code, answer.msg).toBe(200);
    for (const who of [seeker, recruiter]) {
      const [iv] = ok(await s.call(INTERVIEW_PATHS.find, {}, { token: who.token })).list;
      expect(iv).toMatchObject({ type: 1, status: INTERVIEW_STATE.scheduled, startAt: time, videoMinute: 20, cid: conv.id, note: '请准备作品', canJoin: true, recruiterId: recruiter.id, seekerId: seeker.id });
    }
    const [iv] = ok(await s.call(INTERVIEW_PATHS.find, {}, { token: seeker.token })).list;
    // The acceptance line both see names the interview (the chat shows 进入面试 on it when it is time).
    await vi.waitFor(() => expect(sys.some((m) => (m.content.interview as { id?: number } | undefined)?.id === iv.id)).toBe(true), { timeout: 3000 });
    // …and its room opens to the two of them.
    expect((await call(sk.socket, 'rtcJoin', { interviewId: iv.id })).code).toBe(200);
  });

  it('an on-site invitation books an on-site interview; a second one while the first is open is refused and stays pending', async () => {
    const { recruiter, seeker } = await newPair();
    const conv = ok(await s.call(IM_PATHS.byRelation, { relationId: seeker.id }, { token: recruiter.token }));
    const r = await socketFor(recruiter.token);
    const sk = await socketFor(seeker.token);
    const invite = async (n: number) => (await call<{ msgId: string }>(r.socket, 'imMsgSend', { type: 'interviewExchange', content: { cid: conv.id, time: s.clock.now() + 60 * MIN, address: '杭州市文三路 90 号' }, clientId: `c${Date.now()}${n}` })).data!;
    const first = await invite(1);
    expect((await call(sk.socket, 'imMsgSend', { type: 'interviewExchangeResult', content: { cid: conv.id, msgId: first.msgId, status: 2 }, clientId: `c${Date.now()}x` })).code).toBe(200);
    const [iv] = ok(await s.call(INTERVIEW_PATHS.find, {}, { token: seeker.token })).list;
    expect(iv).toMatchObject({ type: 2, address: '杭州市文三路 90 号', canJoin: false });
    const second = await invite(2);
    const refused = await call(sk.socket, 'imMsgSend', { type: 'interviewExchangeResult', content: { cid: conv.id, msgId: second.msgId, status: 2 }, clientId: `c${Date.now()}y` });
    expect(refused).toMatchObject({ code: 409, msg: INTERVIEW_MESSAGES.alreadyOpen });
    expect(ok(await s.call(INTERVIEW_PATHS.find, {}, { token: seeker.token })).list).toHaveLength(1);
    const ex = ok(await s.call(IM_PATHS.exchangeFind, { cid: conv.id, kind: 'interviewExchange' }, { token: seeker.token })).list as { status: number }[];
    expect(ex.map((e) => e.status)).toContain(1);
  });
});

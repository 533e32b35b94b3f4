import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_PATHS } from '../../../../schemas/im';
import { LIVE_DEMO_PLAY_URL, LIVE_MESSAGES, LIVE_PATHS, LIVE_STATE } from '../../../../schemas/live';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../../http/hash';
import { ensureDemoStream } from '../media';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';
import { call, connect, type ImClientSocket } from '../../im/__tests__/im-client';

/**
 * Lives through the real app, database and socket: anyone in the tenant reads one, a recruiter
 * makes and edits only their company's, operators any of their tenant's; likes count once per
 * user; the viewer count is who is in the room's chat now.
 */
let s: TestServer;
let seq = 0;
let companyId: number;
let jobIds: number[];
let otherCompanyJob: number;
let op: string;
const sockets: ImClientSocket[] = [];

const ok = (r: CallResult): any => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
};

async function tenantOf(agent: string): Promise<number> {
  const [t] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [agent]);
  return t!.id;
}

async function newUser(role: number, agent = 'demo'): Promise<{ id: number; token: string }> {
  const mobile = `1372200${String(++seq).padStart(4, '0')}`;
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id', [await tenantOf(agent), mobile, `观众${seq}`, role, await hashPassword('demo1234')]);
  return { id: u!.id, token: await s.login(mobile, 'demo1234', agent) };
}

async function recruiterOf(company: number): Promise<{ id: number; token: string }> {
  const r = await newUser(1);
  await s.db.query(`INSERT INTO company_members (tenant_id, company_id, user_id, role) SELECT tenant_id, $2, $1, 'member' FROM users WHERE id = $1`, [r.id, company]);
  return r;
}

const base = () => ({ title: '春招直播专场', startAt: s.clock.now() + 3_600_000, jobIds, playUrl: LIVE_DEMO_PLAY_URL });

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  const tenant = await tenantOf('demo');
  const [c] = await s.db.query<{ company_id: number }>('SELECT company_id FROM jobs WHERE tenant_id = $1 AND status = 1 GROUP BY company_id HAVING count(*) >= 2 ORDER BY company_id LIMIT 1', [tenant]);
  companyId = c!.company_id;
  jobIds = (await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND status = 1 ORDER BY id LIMIT 2', [tenant, companyId])).map((r) => r.id);
  const [o] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND company_id <> $2 ORDER BY id LIMIT 1', [tenant, companyId]);
  otherCompanyJob = o!.id;
  const login = ok(await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent: 'demo', encrypt: true, headers: { 'x-forwarded-for': '10.19.0.1' } }));
  op = login.access_token as string;
});
afterAll(async () => {
  for (const so of sockets) so.disconnect();
  await s?.close();
});

describe('live/save (recruiter)', () => {
  it('creates a live of the recruiter’s company that anyone in the tenant reads, with its jobs in order', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, { ...base(), jobIds: [jobIds[1], jobIds[0]] }, { token: rec.token }));
    expect(live).toMatchObject({ title: '春招直播专场', status: LIVE_STATE.upcoming, statusText: '即将开始', company: { id: companyId }, playUrl: LIVE_DEMO_PLAY_URL, likes: 0, liked: false, viewers: 0, roomId: `live-${live.id}` });
    expect(live.jobs.map((j: { id: number }) => j.id)).toEqual([jobIds[1], jobIds[0]]);
    expect(live.jobs[0].salaryText).not.toBe('');
    // Without a login too.
    const anon = ok(await s.call(LIVE_PATHS.get, { id: live.id }));
    expect(anon.title).toBe('春招直播专场');
    // The list shows it.
    const list = ok(await s.call('/api-user/live/find', { limit: 50 }));
    expect(list.list.map((l: { id: number }) => l.id)).toContain(live.id);
    // …and the recruiter's own list.
    expect(ok(await s.call(LIVE_PATHS.mine, {}, { token: rec.token })).list.map((l: { id: number }) => l.id)).toContain(live.id);
  });

  it('moves the state forward only, and a replay needs its address', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, base(), { token: rec.token }));
    const on = ok(await s.call(LIVE_PATHS.save, { ...base(), id: live.id, status: LIVE_STATE.live }, { token: rec.token }));
    expect(on.statusText).toBe('直播中');
    const back = await s.call(LIVE_PATHS.save, { ...base(), id: live.id, status: LIVE_STATE.upcoming }, { token: rec.token });
    expect(back.body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.badState });
    const noReplay = await s.call(LIVE_PATHS.save, { ...base(), id: live.id, status: LIVE_STATE.replay }, { token: rec.token });
    expect(noReplay.body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.replayNeedsUrl });
    const replay = ok(await s.call(LIVE_PATHS.save, { ...base(), id: live.id, status: LIVE_STATE.replay, replayUrl: '/live-media/demo/index.m3u8' }, { token: rec.token }));
    expect(replay.statusText).toBe('回放');
  });

  it('refuses seekers, another company’s recruiter, other companies’ jobs, and other tenants', async () => {
    const seeker = await newUser(0);
    expect((await s.call(LIVE_PATHS.save, base(), { token: seeker.token })).body).toMatchObject({ code: 403, msg: LIVE_MESSAGES.recruiterOnly });
    const rec = await recruiterOf(companyId);
    expect((await s.call(LIVE_PATHS.save, { ...base(), jobIds: [otherCompanyJob] }, { token: rec.token })).body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.badJob });
    const live = ok(await s.call(LIVE_PATHS.save, base(), { token: rec.token }));
    const tenant = await tenantOf('demo');
    const [other] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [tenant, companyId]);
    const stranger = await recruiterOf(other!.id);
    expect((await s.call(LIVE_PATHS.save, { ...base(), id: live.id, jobIds: [], title: '改标题' }, { token: stranger.token })).body).toMatchObject({ code: 403, msg: LIVE_MESSAGES.notYours });
    // Another tenant's user does not see it at all.
    const far = await newUser(0, 'demo2');
    expect((await s.call(LIVE_PATHS.get, { id: live.id }, { token: far.token, agent: 'demo2' })).body).toMatchObject({ code: 404, msg: LIVE_MESSAGES.notFound });
    expect((await s.call(LIVE_PATHS.like, { id: live.id }, { token: far.token, agent: 'demo2' })).body.code).toBe(404);
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).title).toBe('春招直播专场');
  });

  it('answers bad input with readable messages', async () => {
    const rec = await recruiterOf(companyId);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), title: '' }, '请填写直播标题'],
      [{ ...base(), playUrl: 'javascript:alert(1)' }, '播放地址须为 http(s) 地址或站内路径'],
      [{ ...base(), status: 7 }, '直播状态无效'],
      [{ ...base(), jobIds: Array.from({ length: 21 }, (_, i) => i + 1) }, '最多展示 20 个职位'],
    ];
    for (const [body, msg] of cases) {
      const r = await s.call(LIVE_PATHS.save, body, { token: rec.token });
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    expect((await s.call(LIVE_PATHS.get, { id: 'x' })).body.code).toBe(400);
  });
});

describe('live/like and viewers', () => {
  it('counts one like per user, even sent in parallel', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, base(), { token: rec.token }));
    const a = await newUser(0);
    const b = await newUser(0);
    const rs = await Promise.all(Array.from({ length: 8 }, () => s.call(LIVE_PATHS.like, { id: live.id }, { token: a.token })));
    for (const r of rs) expect(r.body.code).toBe(200);
    ok(await s.call(LIVE_PATHS.like, { id: live.id }, { token: b.token }));
    const got = ok(await s.call(LIVE_PATHS.get, { id: live.id }, { token: a.token }));
    expect(got).toMatchObject({ likes: 2, liked: true });
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).liked).toBe(false);
    expect((await s.call(LIVE_PATHS.like, { id: live.id })).status).toBe(401);
  });

  it('counts the users in the room’s chat as viewers', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, base(), { token: rec.token }));
    for (const u of [await newUser(0), await newUser(0)]) {
      const chat = ok(await s.call(IM_PATHS.login, {}, { token: u.token }));
      const { socket } = await connect(s.url);
      sockets.push(socket);
      expect((await call(socket, 'imLogin', { token: chat.token })).code).toBe(200);
      expect((await call(socket, 'imChatroomJoin', { roomId: live.roomId, msgCount: 10 })).code).toBe(200);
    }
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).viewers).toBe(2);
    expect((await call(sockets.at(-1)!, 'imChatroomLeave', { roomId: live.roomId })).code).toBe(200);
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).viewers).toBe(1);
  });
});

describe('api-admin/live', () => {
  it('an operator makes a live for any company of the tenant and lists them; users cannot', async () => {
    const live = ok(await s.call(LIVE_PATHS.adminSave, { ...base(), companyId, title: '平台直播' }, { token: op }));
    expect(live.company.id).toBe(companyId);
    expect((await s.call(LIVE_PATHS.adminSave, { ...base() }, { token: op })).body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.companyNeeded });
    expect((await s.call(LIVE_PATHS.adminSave, { ...base(), companyId: 2_000_000_000 }, { token: op })).body.code).toBe(404);
    const found = ok(await s.call(LIVE_PATHS.adminFind, { limit: 50 }, { token: op }));
    expect(found.list.map((l: { id: number }) => l.id)).toContain(live.id);
    const seeker = await newUser(0);
    expect((await s.call(LIVE_PATHS.adminFind, {}, { token: seeker.token })).body.code).not.toBe(200);
    // An operator of another tenant cannot edit it.
    const login2 = ok(await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent: 'demo2', encrypt: true, headers: { 'x-forwarded-for': '10.19.0.2' } }));
    expect((await s.call(LIVE_PATHS.adminSave, { ...base(), jobIds: [], id: live.id }, { token: login2.access_token, agent: 'demo2' })).body.code).toBe(404);
  });
});

describe('预约 and the timed states (the state runner)', () => {
  const HOUR = 3_600_000;
  const noticesOf = async (token: string) => ok(await s.call('/api-user/notice/find', { limit: 50 }, { token })).list as { kind: string; title: string; content: string; link: string; modelId: number | null }[];
  const scope = async () => {
    const { createTenantScope } = await import('../../../db/tenant');
    return createTenantScope(s.db, await tenantOf('demo'), null);
  };

  it('keeps 预约 on the server per user; the runner puts the live on air at its start and tells each reserver once', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, { ...base(), title: '预约测试直播', startAt: s.clock.now() + HOUR }, { token: rec.token }));
    const [a, b, c] = [await newUser(0), await newUser(0), await newUser(0)];
    expect(ok(await s.call(LIVE_PATHS.reserve, { id: live.id }, { token: a.token }))).toEqual({ reserved: true });
    // A repeat (or a parallel one) changes nothing.
    await Promise.all([s.call(LIVE_PATHS.reserve, { id: live.id }, { token: b.token }), s.call(LIVE_PATHS.reserve, { id: live.id }, { token: b.token })]);
    ok(await s.call(LIVE_PATHS.reserve, { id: live.id }, { token: c.token }));
    expect(ok(await s.call(LIVE_PATHS.reserveCancel, { id: live.id }, { token: c.token }))).toEqual({ reserved: false });
    // The live says whether the viewer reserved it, on any device (the server keeps it).
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id }, { token: a.token })).reserved).toBe(true);
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id }, { token: c.token })).reserved).toBe(false);
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).reserved).toBe(false);
    expect((await s.call(LIVE_PATHS.reserve, { id: live.id })).status).toBe(401);

    // Before the start the runner changes nothing and tells no one.
    await s.app.lives.advance(await scope());
    expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).status).toBe(LIVE_STATE.upcoming);
    expect((await noticesOf(a.token)).filter((n) => n.kind === 'live.start')).toHaveLength(0);

    s.clock.advance(HOUR + 1000);
    try {
      await s.app.lives.advance(await scope());
      expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).status).toBe(LIVE_STATE.live);
      await s.app.lives.advance(await scope());
      for (const u of [a, b]) {
        const told = (await noticesOf(u.token)).filter((n) => n.kind === 'live.start' && n.modelId === live.id);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({ title: '你预约的直播开始了', link: `/live/${live.id}` });
        expect(told[0]!.content).toContain('预约测试直播');
      }
      expect((await noticesOf(c.token)).filter((n) => n.kind === 'live.start')).toHaveLength(0);
      // On air there is nothing to reserve.
      expect((await s.call(LIVE_PATHS.reserve, { id: live.id }, { token: c.token })).body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.notUpcoming });
    } finally {
      s.clock.advance(-(HOUR + 1000));
    }
  });

  it('ends a live at its end time (or the default length), and an ended live with a replay address becomes a replay', async () => {
    const rec = await recruiterOf(companyId);
    const start = s.clock.now() + 10 * 60_000;
    const own = ok(await s.call(LIVE_PATHS.save, { ...base(), startAt: start, endAt: start + 30 * 60_000 }, { token: rec.token }));
    expect(own).toMatchObject({ endAt: start + 30 * 60_000, endAtSet: true });
    const dflt = ok(await s.call(LIVE_PATHS.save, { ...base(), startAt: start }, { token: rec.token }));
    expect(dflt).toMatchObject({ endAt: start + 120 * 60_000, endAtSet: false });
    expect((await s.call(LIVE_PATHS.save, { ...base(), startAt: start, endAt: start - 1 }, { token: rec.token })).body).toMatchObject({ code: 400, msg: LIVE_MESSAGES.endBeforeStart });
    const stateOf = async (id: number) => ok(await s.call(LIVE_PATHS.get, { id })).status as number;
    let moved = 0;
    const to = async (ms: number) => {
      s.clock.advance(ms - moved);
      moved = ms;
      await s.app.lives.advance(await scope());
    };
    try {
      await to(11 * 60_000);
      expect([await stateOf(own.id), await stateOf(dflt.id)]).toEqual([LIVE_STATE.live, LIVE_STATE.live]);
      await to(41 * 60_000);
      expect([await stateOf(own.id), await stateOf(dflt.id)]).toEqual([LIVE_STATE.ended, LIVE_STATE.live]);
      await to(131 * 60_000);
      expect(await stateOf(dflt.id)).toBe(LIVE_STATE.ended);
      // The recorder puts the replay up: the next run makes it a replay.
      ok(await s.call(LIVE_PATHS.save, { ...base(), id: own.id, startAt: start, endAt: start + 30 * 60_000, status: LIVE_STATE.ended, replayUrl: LIVE_DEMO_PLAY_URL }, { token: rec.token }));
      await to(132 * 60_000);
      expect([await stateOf(own.id), await stateOf(dflt.id)]).toEqual([LIVE_STATE.replay, LIVE_STATE.ended]);
    } finally {
      s.clock.advance(-moved);
    }
  });

  it('a live whose whole time passed while no runner ran goes straight to ended, and its reservers are not told it started', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, { ...base(), startAt: s.clock.now() + 60_000, endAt: s.clock.now() + 120_000 }, { token: rec.token }));
    const u = await newUser(0);
    ok(await s.call(LIVE_PATHS.reserve, { id: live.id }, { token: u.token }));
    s.clock.advance(HOUR);
    try {
      await s.app.lives.advance(await scope());
      expect(ok(await s.call(LIVE_PATHS.get, { id: live.id })).status).toBe(LIVE_STATE.ended);
      expect((await noticesOf(u.token)).filter((n) => n.kind === 'live.start')).toHaveLength(0);
    } finally {
      s.clock.advance(-HOUR);
    }
  });

  it('reserve refuses lives of another tenant and unknown ids', async () => {
    const rec = await recruiterOf(companyId);
    const live = ok(await s.call(LIVE_PATHS.save, base(), { token: rec.token }));
    const far = await newUser(0, 'demo2');
    expect((await s.call(LIVE_PATHS.reserve, { id: live.id }, { token: far.token, agent: 'demo2' })).body).toMatchObject({ code: 404, msg: LIVE_MESSAGES.notFound });
    expect((await s.call(LIVE_PATHS.reserveCancel, { id: live.id }, { token: far.token, agent: 'demo2' })).body.code).toBe(404);
    const u = await newUser(0);
    expect((await s.call(LIVE_PATHS.reserve, { id: 2_000_000_000 }, { token: u.token })).body.code).toBe(404);
    expect((await s.call(LIVE_PATHS.reserve, { id: 'x' }, { token: u.token })).body.code).toBe(400);
  });
});

describe('the demo HLS stream', () => {
  it('is made by ffmpeg and served as a playlist with segments; other names are 404', async () => {
    // The test server makes it in the system temp dir on start; this waits for (or makes) the same one.
    expect(await ensureDemoStream(join(tmpdir(), 'rm-live-media'))).toBe(true);
    const list = await fetch(`${s.url}${LIVE_DEMO_PLAY_URL}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('mpegurl');
    const text = await list.text();
    expect(text).toContain('#EXT-X-ENDLIST');
    const seg = text.split('\n').find((l) => l.endsWith('.ts'))!;
    const ts = await fetch(`${s.url}/live-media/demo/${seg}`);
    expect(ts.status).toBe(200);
    expect(ts.headers.get('content-type')).toBe('video/mp2t');
    expect((await ts.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    for (const bad of ['/live-media/demo/..%2Fpasswd', '/live-media/other/index.m3u8', '/live-media/demo/index.mp4']) expect((await fetch(`${s.url}${bad}`)).status).toBe(404);
  });

  it('is not made when ffmpeg is missing (the room then shows 暂无直播画面)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rm-live-none-'));
    expect(await ensureDemoStream(dir, '/nonexistent/ffmpeg')).toBe(false);
    expect(() => readFileSync(join(dir, 'demo', 'index.m3u8'))).toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_NOT_FOUND, CODE_NOT_LOGGED_IN } from '../../../constants';
import { hashPassword } from '../../../http/hash';

let s: TestServer;
let op: string;
let other: string;
let op2: string;

async function operatorToken(account: string, agent: string, ip: string): Promise<string> {
  const r = await s.call('/api-admin/auth/login', { account, password: 'demo1234' }, { agent, encrypt: true, headers: { 'x-forwarded-for': ip } });
  if (r.body.code !== 200) throw new Error(`operator login failed: ${r.body.msg}`);
  return r.body.data.access_token as string;
}

beforeAll(async () => {
  s = await startTestServer();
  // A second operator of the demo tenant, so authors can be told apart.
  const [agent] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
  await s.db.query('INSERT INTO operators (tenant_id, account, password_hash, name) VALUES ($1, $2, $3, $4)', [agent!.id, 'editor2', await hashPassword('demo1234'), '第二运营']);
  op = await operatorToken('admin', 'demo', '10.7.0.1');
  other = await operatorToken('editor2', 'demo', '10.7.0.2');
  op2 = await operatorToken('admin', 'demo2', '10.7.0.3');
});
afterAll(() => s.close());

const admin = (path: string, body: unknown, token = op, agent = 'demo') => s.call(`/api-admin/app/design/page/${path}`, body, { token, agent });
const body = (text: string) => ({ schemaVersion: 2, meta: { title: '并发测试' }, nodes: [{ id: 'n1', type: 'notice-bar', props: { text } }] });

describe('design/page/save with baseRevisionId', () => {
  it('saves from the newest revision and refuses a save from an older one with 409 已被他人修改', async () => {
    // The seeded page holds its published default: that is the newest revision.
    const list = await admin('revisions', { page: 'help' });
    const newest = list.body.data.list[0].revisionId as number;
    const a = await admin('save', { page: 'help', body: body('二'), baseRevisionId: newest });
    expect(a.body.code, a.body.msg).toBe(200);
    const stale = await admin('save', { page: 'help', body: body('三'), baseRevisionId: newest }, other);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: CODE_CONFLICT, msg: '已被他人修改，请重新加载' });
    expect(stale.body.data.newestRevisionId).toBe(a.body.data.revisionId);
    // Reloaded, the second operator saves from the newest.
    const again = await admin('save', { page: 'help', body: body('三'), baseRevisionId: a.body.data.revisionId }, other);
    expect(again.body.code).toBe(200);
  });

  it('lets exactly one of parallel saves from the same base win', async () => {
    const start = await admin('save', { page: 'my', body: body('起点') });
    expect(start.body.code).toBe(200);
    const base = start.body.data.revisionId as number;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin('save', { page: 'my', body: body(`并发 ${i}`), baseRevisionId: base }, i % 2 ? op : other)),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === CODE_CONFLICT)).toHaveLength(7);
    const list = await admin('revisions', { page: 'my' });
    expect(list.body.data.list.filter((r: any) => r.revisionId > base)).toHaveLength(1);
  });

  it('takes null as "started from the built-in default": refused once the page has a revision', async () => {
    const fresh = await admin('save', { page: 'diy-fresh-start', body: body('默认起步'), baseRevisionId: null });
    expect(fresh.body.code).toBe(200);
    const late = await admin('save', { page: 'diy-fresh-start', body: body('又一个默认起步'), baseRevisionId: null }, other);
    expect(late.body.code).toBe(CODE_CONFLICT);
    // A seeded page has its published default as a revision, so null is stale there.
    expect((await admin('save', { page: 'help', body: body('x'), baseRevisionId: null })).body.code).toBe(CODE_CONFLICT);
  });

  it('refuses a malformed base with a readable message', async () => {
    for (const bad of [0, -1, 'abc', 1.5]) {
      const r = await admin('save', { page: 'help', body: body('x'), baseRevisionId: bad });
      expect(r.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '版本 id 无效' });
    }
  });

  it("counts only the caller's tenant: another tenant's revisions never make a save stale", async () => {
    const mine = await admin('save', { page: 'message', body: body('本站') });
    const base = mine.body.data.revisionId as number;
    expect((await admin('save', { page: 'message', body: body('别站') }, op2, 'demo2')).body.code).toBe(200);
    expect((await admin('save', { page: 'message', body: body('本站二'), baseRevisionId: base })).body.code).toBe(200);
  });
});

describe('design/page/revisions', () => {
  it('lists revisions newest first with status, published flag and the author name', async () => {
    const a = await admin('save', { page: 'privacy', body: body('甲'), note: '第一版' });
    const b = await admin('save', { page: 'privacy', body: body('乙'), note: '第二版' }, other);
    expect((await admin('publish', { page: 'privacy', revisionId: a.body.data.revisionId })).body.code).toBe(200);
    const r = await admin('revisions', { page: 'privacy' });
    expect(r.body.code).toBe(200);
    const [first, second] = r.body.data.list;
    expect(first).toMatchObject({ revisionId: b.body.data.revisionId, status: 'draft', published: false, note: '第二版', createdByName: '第二运营' });
    expect(second).toMatchObject({ revisionId: a.body.data.revisionId, status: 'published', published: true, note: '第一版', createdByName: '站点运营' });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    expect(first).not.toHaveProperty('body');
  });

  it("answers an empty list for a known page nobody saved, 404 for an unknown one, and never another tenant's history", async () => {
    const none = await admin('revisions', { page: 'no-such-page-zz' });
    expect(none.body.code).toBe(CODE_NOT_FOUND);
    const theirs = await admin('revisions', { page: 'privacy' }, op2, 'demo2');
    expect(theirs.body.code).toBe(200);
    expect(theirs.body.data.list.some((x: any) => x.note === '第一版')).toBe(false);
  });

  it('refuses callers without an operator token (a user token is not one)', async () => {
    const anon = await s.call('/api-admin/app/design/page/revisions', { page: 'privacy' });
    expect(anon.body.code).toBe(CODE_NOT_LOGGED_IN);
    const user = await s.login('13800000001', 'demo1234');
    const r = await s.call('/api-admin/app/design/page/revisions', { page: 'privacy' }, { token: user });
    expect(r.body.code).not.toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFindResultSchema, studioPageListSchema } from '../../../../schemas/studio';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_NOT_LOGGED_IN } from '../../../constants';

let s: TestServer;
let op: string;
let op2: string;

async function operatorToken(agent: string, ip: string): Promise<string> {
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true, headers: { 'x-forwarded-for': ip } });
  if (r.body.code !== 200) throw new Error(`operator login failed: ${r.body.msg}`);
  return r.body.data.access_token as string;
}

beforeAll(async () => {
  s = await startTestServer();
  op = await operatorToken('demo', '10.6.0.1');
  op2 = await operatorToken('demo2', '10.6.0.2');
});
afterAll(() => s.close());

const admin = (path: string, body: unknown, token = op, agent = 'demo') => s.call(`/api-admin/app/${path}`, body, { token, agent });
const list = async (keyword?: string, token = op, agent = 'demo') => {
  const r = await admin('design/page/list', keyword === undefined ? {} : { keyword }, token, agent);
  expect(r.body.code, r.body.msg).toBe(200);
  return studioPageListSchema.parse(r.body.data).list;
};
const body = (text: string) => ({ schemaVersion: 2, meta: { title: '页' }, nodes: [{ id: 'n1', type: 'notice-bar', props: { text } }] });

describe('design/page/list', () => {
  it('lists route pages and diy pages with their publishing state', async () => {
    const pages = await list();
    const home = pages.find((p) => p.page === 'home');
    expect(home).toMatchObject({ kind: 'route', builtIn: true, route: '/', draftAhead: false, lastEditorName: null });
    expect(home?.publishedRevisionId).toBe(home?.newestRevisionId);
    expect(pages.find((p) => p.page === 'diy-campus')).toMatchObject({ kind: 'diy', builtIn: true });

    const saved = await admin('design/page/save', { page: 'help', body: body('草稿') });
    const help = (await list()).find((p) => p.page === 'help');
    expect(help).toMatchObject({ draftAhead: true, newestRevisionId: saved.body.data.revisionId, lastEditorName: '站点运营' });
    expect(help?.lastEditedAt).toBe(saved.body.data.createdAt);
  });

  it('searches by key or title', async () => {
    const byTitle = await list('帮助');
    expect(byTitle.map((p) => p.page)).toEqual(['help']);
    expect((await list('HELP')).map((p) => p.page)).toContain('help');
    expect(await list('没有这样的页面')).toEqual([]);
  });
});

describe('design/page/create, duplicate and delete', () => {
  it('creates an empty diy page as a draft, listed with its /public/diy address', async () => {
    const r = await admin('design/page/create', { page: 'summer-fair', title: '夏季招聘会' });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ page: 'summer-fair', route: '/public/diy?page=summer-fair' });
    const item = (await list()).find((p) => p.page === 'summer-fair');
    expect(item).toMatchObject({ kind: 'diy', builtIn: false, title: '夏季招聘会', publishedRevisionId: null, draftAhead: true, lastEditorName: '站点运营' });
    const got = await admin('design/page/get', { page: 'summer-fair' });
    expect(got.body.data.body).toMatchObject({ meta: { title: '夏季招聘会' }, nodes: [] });
    // Users do not see a page nobody published.
    expect((await s.call('/api-auth/app/designPageGet', { page: 'summer-fair' })).body.code).toBe(CODE_NOT_FOUND);
  });

  it('refuses taken keys, built-in keys and malformed input with readable messages', async () => {
    expect((await admin('design/page/create', { page: 'summer-fair', title: '重复' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '该页面标识已存在' });
    expect((await admin('design/page/create', { page: 'help', title: '帮助' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '该页面标识已被系统页面使用' });
    expect((await admin('design/page/create', { page: 'Bad Key', title: 'x' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '页面标识以小写字母开头，只能包含小写字母、数字和横线' });
    expect((await admin('design/page/create', { page: 'ok-key' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '请填写页面标题' });
    expect((await admin('design/page/create', { page: 'ok-key', title: 'x'.repeat(31) })).body.msg).toBe('页面标题最多 30 个字');
  });

  it('lets exactly one of parallel creates of one key win', async () => {
    const rs = await Promise.all(Array.from({ length: 6 }, () => admin('design/page/create', { page: 'race-page', title: '并发' })));
    expect(rs.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.body.msg === '该页面标识已存在')).toHaveLength(5);
  });

  it('duplicates a page: the copy starts as a draft of the source newest revision under the new title', async () => {
    const r = await admin('design/page/duplicate', { from: 'help', page: 'help-copy', title: '帮助副本' });
    expect(r.body.code, r.body.msg).toBe(200);
    const got = await admin('design/page/get', { page: 'help-copy' });
    expect(got.body.data.body.meta.title).toBe('帮助副本');
    expect(got.body.data.body.nodes).toEqual([expect.objectContaining({ id: 'n1', type: 'notice-bar', props: { text: '草稿' } })]);
    expect((await admin('design/page/duplicate', { from: 'nope-page', page: 'x-copy', title: 'x' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '要复制的页面不存在' });
  });

  it('deletes a diy page with its revisions, records it, and never a built-in page', async () => {
    await admin('design/page/create', { page: 'to-delete', title: '待删除' });
    const d = await admin('design/page/delete', { page: 'to-delete' });
    expect(d.body.code, d.body.msg).toBe(200);
    expect((await list()).some((p) => p.page === 'to-delete')).toBe(false);
    const rows = await s.db.query("SELECT id FROM design_page_revisions WHERE page = 'to-delete'");
    expect(rows).toHaveLength(0);
    const log = await admin('audit/find', { pageKey: 'to-delete' });
    expect(log.body.data.list[0]).toMatchObject({ action: 'delete', page: 'to-delete', revisionId: null, operatorName: '站点运营' });
    expect((await admin('design/page/delete', { page: 'home' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '系统页面不能删除' });
    expect((await admin('design/page/delete', { page: 'diy-campus' })).body.msg).toBe('系统页面不能删除');
    expect((await admin('design/page/delete', { page: 'to-delete' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '页面不存在' });
  });

  it("keeps tenants apart: another tenant neither lists nor deletes this tenant's pages, and may reuse the key", async () => {
    await admin('design/page/create', { page: 'mine-only', title: '本站专属' });
    expect((await list(undefined, op2, 'demo2')).some((p) => p.page === 'mine-only')).toBe(false);
    expect((await admin('design/page/delete', { page: 'mine-only' }, op2, 'demo2')).body.code).toBe(CODE_NOT_FOUND);
    expect((await admin('design/page/create', { page: 'mine-only', title: '别站同名' }, op2, 'demo2')).body.code).toBe(200);
    expect((await list()).find((p) => p.page === 'mine-only')?.title).toBe('本站专属');
  });

  it('refuses callers without an operator token, and users', async () => {
    for (const path of ['design/page/list', 'design/page/create', 'design/page/duplicate', 'design/page/delete', 'audit/find']) {
      expect((await s.call(`/api-admin/app/${path}`, { page: 'x-y', title: 't', from: 'home' })).body.code, path).toBe(CODE_NOT_LOGGED_IN);
    }
    const user = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-admin/app/design/page/create', { page: 'user-page', title: 'x' }, { token: user })).body.code).not.toBe(200);
  });
});

describe('audit/find', () => {
  it('records publish and rollback with operator, revision and the one before, newest first', async () => {
    const before = (await list()).find((p) => p.page === 'privacy')!.publishedRevisionId;
    const a = await admin('design/page/save', { page: 'privacy', body: body('新版') });
    expect((await admin('design/page/publish', { page: 'privacy', revisionId: a.body.data.revisionId })).body.code).toBe(200);
    expect((await admin('design/page/rollback', { page: 'privacy', revisionId: before })).body.code).toBe(200);
    const r = await admin('audit/find', { pageKey: 'privacy' });
    const log = auditFindResultSchema.parse(r.body.data);
    expect(log.list.map((e) => [e.action, e.revisionId, e.previousRevisionId])).toEqual([
      ['rollback', before, a.body.data.revisionId],
      ['publish', a.body.data.revisionId, before],
    ]);
    expect(log.list[0]).toMatchObject({ operatorName: '站点运营' });
    expect(log.total).toBe(2);
  });

  it('writes nothing when the publish is refused (same transaction)', async () => {
    const before = (await admin('audit/find', {})).body.data.total;
    const rev = (await list()).find((p) => p.page === 'privacy')!.publishedRevisionId;
    expect((await admin('design/page/rollback', { page: 'privacy', revisionId: rev })).body.code).toBe(CODE_BAD_REQUEST);
    expect((await admin('audit/find', {})).body.data.total).toBe(before);
  });

  it('pages, filters by action, refuses bad filters, and shows only the own tenant', async () => {
    const p1 = await admin('audit/find', { limit: 1 });
    expect(p1.body.data).toMatchObject({ page: 1, limit: 1, done: false });
    expect(p1.body.data.list).toHaveLength(1);
    const rollbacks = await admin('audit/find', { action: 'rollback' });
    expect(rollbacks.body.data.list.every((e: any) => e.action === 'rollback')).toBe(true);
    expect((await admin('audit/find', { action: 'drop' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '操作类型无效' });
    expect((await admin('audit/find', { limit: 500 })).body.msg).toBe('每页最多 50 条');
    expect((await admin('audit/find', {}, op2, 'demo2')).body.data.list.some((e: any) => e.page === 'privacy')).toBe(false);
  });
});

describe('auth/me (the studio checks a restored session with it)', () => {
  it("answers the token's operator of this tenant, and refuses no token, a user token and a logged-out one", async () => {
    const me = await s.call('/api-admin/auth/me', {}, { token: op });
    expect(me.body).toMatchObject({ code: 200, data: { account: 'admin', name: '站点运营' } });
    expect((await s.call('/api-admin/auth/me', {}, { token: op2, agent: 'demo2' })).body.data.id).not.toBe(me.body.data.id);
    expect((await s.call('/api-admin/auth/me', {})).body.code).toBe(CODE_NOT_LOGGED_IN);
    expect((await s.call('/api-admin/auth/me', {}, { token: op2 })).body.code).not.toBe(200);
    const user = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-admin/auth/me', {}, { token: user })).body.code).not.toBe(200);
    const gone = await operatorToken('demo', '10.6.0.9');
    await s.call('/api-admin/auth/logout', {}, { token: gone });
    expect((await s.call('/api-admin/auth/me', {}, { token: gone })).body.code).not.toBe(200);
  });
});

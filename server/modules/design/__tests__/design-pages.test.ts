import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPageSchema, nodeSchema } from '../../../../schemas/design';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND } from '../../../constants';
import { DESIGN_PAGE_DEFS } from '../default-pages';
import { DESIGN_PREVIEW_TTL_MS } from '../service';

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
  op = await operatorToken('demo', '10.8.0.1');
  op2 = await operatorToken('demo2', '10.8.0.2');
});
afterAll(() => s.close());

const admin = (path: string, body: unknown, token = op, agent = 'demo') => s.call(`/api-admin/app/${path}`, body, { token, agent });
const pageGet = (body: Record<string, unknown>, agent = 'demo') => s.call('/api-auth/app/designPageGet', body, { agent });

const page = (nodes: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, meta: { title: '测试页' }, nodes, ...extra });
const notice = (id: string, text: string) => ({ id, type: 'notice-bar', props: { text } });

describe('designPageGet', () => {
  it('serves every seeded page of both tenants, each passing the page and node schemas', async () => {
    for (const agent of ['demo', 'demo2']) {
      for (const def of DESIGN_PAGE_DEFS) {
        const r = await pageGet({ page: def.key }, agent);
        expect(r.body.code, `${agent} ${def.key}`).toBe(200);
        const parsed = designPageSchema.safeParse(r.body.data);
        expect(parsed.success, `${agent} ${def.key}`).toBe(true);
        for (const n of r.body.data.nodes) expect(nodeSchema.safeParse(n).success).toBe(true);
        expect(r.body.data.updatedAt).not.toBe(new Date(0).toISOString());
      }
    }
  });

  it('gives each tenant its own content', async () => {
    const a = await pageGet({ page: 'home' });
    const b = await pageGet({ page: 'home' }, 'demo2');
    const titles = (r: typeof a) => r.body.data.nodes.find((n: any) => n.type === 'banner-swiper').props.items.map((i: any) => i.alt);
    expect(titles(a)).toHaveLength(3);
    expect(titles(a)).not.toEqual(titles(b));
    expect(a.body.data.meta.title).toBe('才聚招聘');
    expect(b.body.data.meta.title).toBe('海纳招聘');
  });

  it('answers unchanged when the client holds the current updatedAt', async () => {
    const first = await pageGet({ page: 'help' });
    const again = await pageGet({ page: 'help', updatedAt: first.body.data.updatedAt, terminalType: 41 });
    expect(again.body.data).toEqual({ unchanged: true, updatedAt: first.body.data.updatedAt });
    const stale = await pageGet({ page: 'help', updatedAt: '2020-01-01T00:00:00.000Z' });
    expect(stale.body.data.nodes.length).toBeGreaterThan(0);
  });

  it('answers 404 页面不存在 for an unknown page, and a readable error for a missing or bad key', async () => {
    const r = await pageGet({ page: 'no-such-page' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: CODE_NOT_FOUND, msg: '页面不存在' });
    const missing = await pageGet({});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请指定页面');
    const bad = await pageGet({ page: '../etc/passwd' });
    expect(bad.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '页面标识只能包含字母、数字、下划线和横线' });
  });

  it('serves a v1 page stored in the table migrated to v2', async () => {
    // A page an older version stored (written here as it left it): no one has asked for it yet, so nothing of it is cached.
    const [demo] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    const v1 = { page: 'legacy-v1', updatedAt: 'x', components: [{ name: 'notice-bar', props: { text: '旧版页面' }, styles: { mt: 4 } }, { name: 'spacer', props: { height: 8 } }] };
    await s.db.query("INSERT INTO design_pages (tenant_id, page, title) VALUES ($1, 'legacy-v1', '旧版页面')", [demo!.id]);
    const [rev] = await s.db.query<{ id: number }>(
      "INSERT INTO design_page_revisions (tenant_id, page, status, body, note) VALUES ($1, 'legacy-v1', 'published', $2, 'v1') RETURNING id",
      [demo!.id, JSON.stringify(v1)],
    );
    await s.db.query("UPDATE design_pages SET published_revision_id = $2 WHERE tenant_id = $1 AND page = 'legacy-v1'", [demo!.id, rev!.id]);
    const r = await pageGet({ page: 'legacy-v1' });
    expect(r.body.code).toBe(200);
    expect(r.body.data.schemaVersion).toBe(2);
    expect(r.body.data.components).toBeUndefined();
    expect(r.body.data.nodes).toEqual([
      { id: 'n1', type: 'notice-bar', props: { text: '旧版页面' }, style: { mt: 4 } },
      { id: 'n2', type: 'spacer', props: { height: 8 } },
    ]);
  });

  it('keeps revision bodies immutable in the database', async () => {
    await expect(s.db.query(`UPDATE design_page_revisions SET body = '{}' WHERE page = 'home'`)).rejects.toThrow(/immutable/);
  });
});

describe('draft, preview, publish and rollback', () => {
  it('runs the whole cycle', async () => {
    const before = await pageGet({ page: 'home' });
    const publishedBefore = (await admin('design/page/get', { page: 'home' })).body.data;
    expect(publishedBefore).toMatchObject({ page: 'home', status: 'published', published: true, route: '/' });

    // Save: a new draft, not visible to users.
    const body = page([notice('hello', '草稿里的新公告'), { id: 'jobs', type: 'job-list', props: { limit: 5 } }]);
    const saved = await admin('design/page/save', { page: 'home', body, note: '换公告' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const draftId = saved.body.data.revisionId as number;
    expect(draftId).toBeGreaterThan(publishedBefore.revisionId);
    const still = await pageGet({ page: 'home' });
    expect(still.body.data).toEqual(before.body.data);
    expect((await pageGet({ page: 'home', updatedAt: before.body.data.updatedAt })).body.data.unchanged).toBe(true);

    // The page list shows the draft.
    const found = (await admin('design/page/find', {})).body.data.list.find((p: any) => p.page === 'home');
    expect(found).toMatchObject({ publishedRevisionId: publishedBefore.revisionId, latestDraftId: draftId, route: '/', updatedAt: before.body.data.updatedAt });
    expect((await admin('design/page/get', { page: 'home', revisionId: draftId })).body.data).toMatchObject({ status: 'draft', published: false, note: '换公告' });

    // Link: a signed URL that previews the draft, never "unchanged".
    const link = await admin('design/page/link', { page: 'home', revisionId: draftId });
    expect(link.body.code).toBe(200);
    const { url, token, expiresAt } = link.body.data;
    expect(url).toBe(`/?preview=${encodeURIComponent(token)}`);
    expect(Date.parse(expiresAt) - s.clock.now()).toBeGreaterThan(DESIGN_PREVIEW_TTL_MS - 60_000);
    const preview = await pageGet({ page: 'home', preview: token, updatedAt: before.body.data.updatedAt });
    expect(preview.body.data.nodes[0]).toEqual(notice('hello', '草稿里的新公告'));
    const adminPreview = await admin('design/page/preview', { token });
    expect(adminPreview.body.data.nodes).toEqual(preview.body.data.nodes);

    // Publish: users get it, with a new updatedAt.
    const pub = await admin('design/page/publish', { page: 'home', revisionId: draftId });
    expect(pub.body.code, pub.body.msg).toBe(200);
    const after = await pageGet({ page: 'home', updatedAt: before.body.data.updatedAt });
    expect(after.body.data.nodes[0]).toEqual(notice('hello', '草稿里的新公告'));
    expect(after.body.data.updatedAt).toBe(pub.body.data.updatedAt);
    expect(after.body.data.updatedAt).not.toBe(before.body.data.updatedAt);
    expect((await admin('design/page/get', { page: 'home', revisionId: publishedBefore.revisionId })).body.data.status).toBe('archived');
    // Publishing the live revision again changes nothing.
    expect((await admin('design/page/publish', { page: 'home', revisionId: draftId })).body.data.updatedAt).toBe(pub.body.data.updatedAt);

    // Rollback: the earlier revision is live again, under a newer updatedAt.
    expect((await admin('design/page/rollback', { page: 'home', revisionId: draftId })).body.msg).toBe('该版本已是线上版本');
    const back = await admin('design/page/rollback', { page: 'home', revisionId: publishedBefore.revisionId });
    expect(back.body.code, back.body.msg).toBe(200);
    const rolled = await pageGet({ page: 'home', updatedAt: after.body.data.updatedAt });
    expect(rolled.body.data.nodes).toEqual(before.body.data.nodes);
    expect(rolled.body.data.updatedAt > after.body.data.updatedAt).toBe(true);
    const revs = await s.db.query<{ id: number; status: string }>("SELECT id, status FROM design_page_revisions WHERE page = 'home' AND id IN ($1, $2)", [
      draftId,
      publishedBefore.revisionId,
    ]);
    expect(Object.fromEntries(revs.map((r) => [r.id, r.status]))).toEqual({ [draftId]: 'archived', [publishedBefore.revisionId]: 'published' });
  });

  it('refuses to roll back to a draft that was never published', async () => {
    const saved = await admin('design/page/save', { page: 'help', body: page([notice('n', '草稿')]) });
    const r = await admin('design/page/rollback', { page: 'help', revisionId: saved.body.data.revisionId });
    expect(r.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '只能回滚到曾经发布过的版本，草稿请直接发布' });
  });

  it('lets operators add diy pages, served at /public/diy?page=KEY once published', async () => {
    const saved = await admin('design/page/save', { page: 'diy-autumn', body: page([notice('a', '秋季招聘会')], { meta: { title: '秋季招聘会' } }) });
    expect(saved.body.code).toBe(200);
    expect((await pageGet({ page: 'diy-autumn' })).status).toBe(404);
    const link = await admin('design/page/link', { page: 'diy-autumn', revisionId: saved.body.data.revisionId });
    expect(link.body.data.url).toMatch(/^\/public\/diy\?page=diy-autumn&preview=/);
    await admin('design/page/publish', { page: 'diy-autumn', revisionId: saved.body.data.revisionId });
    expect((await pageGet({ page: 'diy-autumn' })).body.data.meta.title).toBe('秋季招聘会');
    const pages = (await admin('pagesGet', {})).body.data.list;
    expect(pages).toContainEqual({ key: 'diy-autumn', route: '/public/diy?page=diy-autumn', title: '秋季招聘会', diy: true });
    expect(pages).toContainEqual({ key: 'article-detail', route: '/article/:id', title: '文章详情', diy: false });
    // Another tenant does not have it.
    expect((await pageGet({ page: 'diy-autumn' }, 'demo2')).status).toBe(404);
  });

  it('fills :id of detail routes in preview links', async () => {
    const saved = await admin('design/page/save', { page: 'article-detail', body: page([notice('a', '文章')]) });
    const link = await admin('design/page/link', { page: 'article-detail', revisionId: saved.body.data.revisionId, id: 12 });
    expect(link.body.data.url).toMatch(/^\/article\/12\?preview=/);
  });
});

describe('preview tokens', () => {
  let token: string;
  beforeAll(async () => {
    const saved = await admin('design/page/save', { page: 'agreement', body: page([notice('p', '预览')]) });
    token = (await admin('design/page/link', { page: 'agreement', revisionId: saved.body.data.revisionId })).body.data.token;
  });

  it('refuses a tampered token', async () => {
    const [p, rev, exp, sig] = token.split('.') as [string, string, string, string];
    const tampered = [
      `${p}.${Number(rev) - 1}.${exp}.${sig}`,
      `${p}.${rev}.${Number(exp) + 1}.${sig}`,
      `help.${rev}.${exp}.${sig}`,
      `${p}.${rev}.${exp}.${sig.slice(0, -2)}AA`,
      'not-a-token',
    ];
    for (const t of tampered) {
      const r = await pageGet({ page: t.split('.')[0]!, preview: t });
      expect(r.status, t).toBe(403);
      expect(r.body).toMatchObject({ code: CODE_FORBIDDEN, msg: '预览链接无效' });
    }
  });

  it('refuses a token for another page', async () => {
    const r = await pageGet({ page: 'home', preview: token });
    expect(r.body).toMatchObject({ code: CODE_FORBIDDEN, msg: '预览链接与页面不符' });
  });

  it('refuses an expired token', async () => {
    s.clock.advance(DESIGN_PREVIEW_TTL_MS + 1000);
    try {
      const r = await pageGet({ page: 'agreement', preview: token });
      expect(r.body).toMatchObject({ code: CODE_FORBIDDEN, msg: '预览链接已过期，请重新生成' });
      expect((await admin('design/page/preview', { token })).body.code).toBe(CODE_FORBIDDEN);
    } finally {
      s.clock.advance(-(DESIGN_PREVIEW_TTL_MS + 1000));
    }
  });

  it('refuses a token of another tenant', async () => {
    expect((await pageGet({ page: 'agreement', preview: token })).body.code).toBe(200);
    const r = await pageGet({ page: 'agreement', preview: token }, 'demo2');
    expect(r.body).toMatchObject({ code: CODE_FORBIDDEN, msg: '预览链接无效' });
    expect((await admin('design/page/preview', { token }, op2, 'demo2')).body.code).toBe(CODE_FORBIDDEN);
  });
});

describe('invalid bodies get readable envelope errors', () => {
  const save = (body: unknown, p = 'me') => admin('design/page/save', { page: p, body });

  it.each([
    ['a node with a bad type', page([{ id: 'bad-node', type: 'Bad Type' }]), '节点 bad-node 无效：组件类型格式无效'],
    ['a node without an id', page([{ type: 'spacer' }]), '节点 nodes[0] 无效：缺少 id'],
    ['a javascript: link', page([{ id: 'evil', type: 'image', props: { src: '/a.png' }, link: { type: 'navigate', h5: 'javascript:alert(1)' } }]), '节点 evil 无效：链接地址不安全或格式无效'],
    ['a javascript: path', page([{ id: 'evil2', type: 'image', link: { type: 'navigate', path: 'javascript:alert(1)' } }]), '节点 evil2 无效：'],
    ['a javascript: link inside props', page([{ id: 'slides', type: 'banner-swiper', props: { items: [{ image: '/a.png', link: { type: 'navigate', h5: 'JavaScript:alert(1)' } }] } }]), '节点 slides 无效：链接地址不安全或格式无效'],
    ['a script in rich text', page([{ id: 'html', type: 'rich-text', props: { html: '<p>hi</p><script>alert(1)</script>' } }]), '节点 html 无效：'],
    ['a bad child', page([{ id: 'tabs', type: 'tabs-container', props: { tabs: [{ title: 'a' }] }, children: [{ id: 'child', type: 'spacer', style: { mt: 9999 } }] }]), '节点 child 无效：'],
    ['duplicate ids', page([notice('twice', 'a'), notice('twice', 'b')]), '节点 twice 无效：节点 id 重复：twice'],
    ['a newer schemaVersion', { schemaVersion: 3, nodes: [] }, '页面 无效：页面版本 3 高于本程序支持的 2，请刷新页面'],
    ['nodes that are not a list', { schemaVersion: 2, nodes: 'x' }, '页面 无效：nodes 类型不对'],
    ['a body that is not an object', 'hello', '页面 无效：页面内容必须是 JSON 对象'],
  ])('%s', async (_name, body, message) => {
    const r = await save(body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(CODE_BAD_REQUEST);
    expect(r.body.msg.startsWith(message), r.body.msg).toBe(true);
    expect(r.body.data.issues.length).toBeGreaterThan(0);
  });

  it('refuses a missing page key and a missing revision', async () => {
    const r = await admin('design/page/save', { body: page([]) });
    expect(r.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '请指定页面' });
    expect((await admin('design/page/get', { page: 'nothing-here' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '页面不存在' });
    expect((await admin('design/page/publish', { page: 'home', revisionId: 99999999 })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '版本不存在' });
    expect((await admin('design/page/publish', { page: 'home', revisionId: 'x' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '版本 id 无效' });
  });

  it('upgrades a v1 body on save', async () => {
    const r = await save({ components: [{ name: 'spacer', props: { height: 4 } }] }, 'my-expect');
    expect(r.body.code, r.body.msg).toBe(200);
    const got = await admin('design/page/get', { page: 'my-expect', revisionId: r.body.data.revisionId });
    expect(got.body.data.body).toMatchObject({ schemaVersion: 2, page: 'my-expect', nodes: [{ id: 'n1', type: 'spacer' }] });
  });

  it('never answers 500 for junk', async () => {
    for (const body of [null, [], 1, { schemaVersion: 'two' }, { schemaVersion: 2, nodes: [null, 1, 'x', []] }, { schemaVersion: 2, nodes: [], popups: { 'bad key!': [] } }]) {
      const r = await save(body);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('seoGet', () => {
  it('answers title, description and keywords from the page and the app name', async () => {
    const r = await s.call('/api-auth/app/seoGet', { page: 'help' });
    expect(r.body.data).toMatchObject({ title: '帮助中心 - 才聚招聘' });
    expect(r.body.data.description).toContain('才聚招聘');
    expect(r.body.data.keywords).toContain('招聘');
  });

  it('uses the record of a detail page', async () => {
    const [job] = await s.db.query<{ id: number; title: string }>("SELECT j.id, j.title FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = 'demo' LIMIT 1");
    const r = await s.call('/api-auth/app/seoGet', { page: 'job-detail', id: job!.id });
    expect(r.body.data.title).toBe(`${job!.title} - 才聚招聘`);
    // demo's job id on demo2 falls back to the page title.
    const other = await s.call('/api-auth/app/seoGet', { page: 'job-detail', id: job!.id }, { agent: 'demo2' });
    expect(other.body.data.title).toBe('职位详情 - 海纳招聘');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await s.call('/api-auth/app/seoGet', { page: 'nope' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '页面不存在' });
  });
});

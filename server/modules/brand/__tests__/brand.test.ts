import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategoriesSchema, companyDetailSchema } from '../../../../schemas/brand';
import { companyPageSchema } from '../../../../schemas/content';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_NOT_LOGGED_IN } from '../../../constants';

let s: TestServer;
let demoId: number;
beforeAll(async () => {
  s = await startTestServer();
  demoId = (await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'"))[0]!.id;
});
afterAll(() => s.close());

describe('/api-user/company/get', () => {
  it('answers the profile with photos, benefits, address, badge and job count', async () => {
    const [c] = await s.db.query<{ id: number; n: number }>(
      `SELECT c.id, (SELECT count(*)::int FROM jobs j WHERE j.tenant_id = c.tenant_id AND j.company_id = c.id AND j.status = 1) AS n
         FROM companies c WHERE c.tenant_id = $1 AND c.verified AND cardinality(c.photos) > 0 ORDER BY c.id LIMIT 1`,
      [demoId],
    );
    const d = companyDetailSchema.parse((await s.call('/api-user/company/get', { id: c!.id })).body.data);
    expect(d.verified).toBe(true);
    expect(d.photos.length).toBeGreaterThan(1);
    expect(d.photos[0]).toMatch(/^\/img\/office\/office-\d\.svg$/);
    expect(d.jobCount).toBe(c!.n);
    expect(d.address).not.toBe('');
    expect(d.cityName).not.toBe('');
  });

  it("answers not found for unknown and other tenants' companies, and refuses bad ids", async () => {
    const [c] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1', [demoId]);
    const demo2 = (await s.db.query<{ id: number }>("SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo2'")).map((r) => r.id);
    if (!demo2.includes(c!.id)) expect((await s.call('/api-user/company/get', { id: c!.id }, { agent: 'demo2' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '公司不存在或已注销' });
    expect((await s.call('/api-user/company/get', { id: 9_999_999 })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/company/get', { id: 'x' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '公司 id 无效' });
  });
});

describe('/api-user/user/brandInfoGet', () => {
  it("answers the recruiter's own company without an id, and a company by id", async () => {
    const token = await s.login('13800000002', 'demo1234');
    const own = companyDetailSchema.parse((await s.call('/api-user/user/brandInfoGet', {}, { token })).body.data);
    const [m] = await s.db.query<{ company_id: number }>(
      "SELECT c.id AS company_id FROM companies c JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.owner_user_id WHERE u.tenant_id = $1 AND u.mobile = '13800000002' ORDER BY c.created_at LIMIT 1",
      [demoId],
    );
    expect(own.id).toBe(m!.company_id);
    expect((await s.call('/api-user/user/brandInfoGet', { id: own.id })).body.data.name).toBe(own.name);
  });
  it('asks a visitor to log in and tells a seeker without a company', async () => {
    expect((await s.call('/api-user/user/brandInfoGet', {})).body.code).toBe(CODE_NOT_LOGGED_IN);
    const seeker = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-user/user/brandInfoGet', {}, { token: seeker })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '你还没有加入公司' });
  });
});

describe('company list filters and article categories', () => {
  it('filters companies by industry, scale and nature', async () => {
    const all = companyPageSchema.parse((await s.call('/api-user/common/company/find', { limit: 50 })).body.data);
    const one = all.list[0]!;
    const same = companyPageSchema.parse((await s.call('/api-user/common/company/find', { scale: one.scale, nature: one.nature, limit: 50 })).body.data);
    expect(same.list.map((c) => c.id)).toContain(one.id);
    expect(same.list.every((c) => c.scale === one.scale && c.nature === one.nature)).toBe(true);
    const it1 = companyPageSchema.parse((await s.call('/api-user/common/company/find', { industryId: 1, limit: 50 })).body.data);
    const n = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE tenant_id = $1 AND industry_id BETWEEN 100 AND 199', [demoId]))[0]!.n;
    expect(it1.total).toBe(n);
    expect((await s.call('/api-user/common/company/find', { industryId: 0 })).body.msg).toBe('行业 id 无效');
  });
  it('lists article categories with counts, by kind', async () => {
    const news = articleCategoriesSchema.parse((await s.call('/api-user/article/categoryFind', { kind: 'news' })).body.data);
    expect(news.list.length).toBeGreaterThan(1);
    const total = news.list.reduce((a, c) => a + c.count, 0);
    expect(total).toBe((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE tenant_id = $1 AND kind = 1', [demoId]))[0]!.n);
    expect((await s.call('/api-user/article/categoryFind', { kind: 'video' })).body.msg).toBe('文章类型只能是 news 或 notice');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('documents', () => {
  it("answers the built-in agreement in the tenant's name when none is published", async () => {
    const r = await s.call('/api-user/common/document/get', { key: 'agreement' });
    expect(r.body).toMatchObject({ code: 200, data: { key: 'agreement', updatedAt: null } });
    expect(r.body.data.title).toMatch(/用户协议$/);
    const other = await s.call('/api-user/common/document/get', { key: 'agreement' }, { agent: 'demo2' });
    expect(other.body.data.title).not.toBe(r.body.data.title);
  });

  it("answers a tenant's own text, scripts removed, and only to that tenant", async () => {
    await s.db.query(
      `INSERT INTO documents (tenant_id, key, title, content) SELECT id, 'agreement', '自定义协议', '<p>第一条</p><script>alert(1)</script>' FROM agents WHERE agent_key = 'demo'`,
    );
    const r = await s.call('/api-user/common/document/get', { key: 'agreement' });
    expect(r.body.data).toMatchObject({ title: '自定义协议', content: '<p>第一条</p>' });
    expect(r.body.data.updatedAt).toEqual(expect.any(String));
    const other = await s.call('/api-user/common/document/get', { key: 'agreement' }, { agent: 'demo2' });
    expect(other.body.data.title).not.toBe('自定义协议');
  });

  it('lists documents and refuses unknown or malformed keys', async () => {
    const list = await s.call('/api-user/common/document/find', {});
    expect(list.body.data.list.map((d: { key: string }) => d.key)).toEqual(['agreement', 'privacy']);
    expect((await s.call('/api-user/common/document/get', { key: 'nothing-here' })).body).toMatchObject({ code: 404, msg: '文档不存在' });
    expect((await s.call('/api-user/common/document/get', { key: '../etc' })).body).toMatchObject({ code: 400, msg: '文档标识无效' });
  });
});

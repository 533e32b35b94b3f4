import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import {
  CODE_LOGIN_FAILED,
  CODE_NOT_LOGGED_IN,
  CODE_RATE_LIMITED,
  CODE_TOKEN_INVALID,
  LOGIN_MAX_FAILURES,
  SESSION_TTL_MS,
} from '../../../constants';
import { migrate } from '../../../db/migrate';
import { createTenantScope } from '../../../db/tenant';
import type { Protocol } from '../../../http/protocol';

let s: TestServer;
let api: Protocol;
beforeAll(async () => {
  s = await startTestServer({ extend: (a) => void (api = a) });
});
afterAll(() => s.close());

const opLogin = (account: string, password: string, agent = 'demo', ip = '10.9.0.1') =>
  s.call('/api-admin/auth/login', { account, password }, { agent, encrypt: true, headers: { 'x-forwarded-for': ip } });

async function operatorToken(agent = 'demo', ip = '10.9.0.1'): Promise<string> {
  const r = await opLogin('admin', 'demo1234', agent, ip);
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.access_token as string;
}

describe('operator login', () => {
  it('opens an operator session with the operator of the tenant', async () => {
    const r = await opLogin('admin', 'demo1234');
    expect(r.body.code).toBe(200);
    expect(r.body.data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(r.body.data.operator).toMatchObject({ account: 'admin', name: '站点运营' });
    expect(typeof r.body.data.operator.id).toBe('number');
    // Only the hash of the token is stored.
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions');
    expect(rows.some((x) => x.token_hash === r.body.data.access_token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('needs the encrypted body, like the user login', async () => {
    const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('该接口需要加密提交');
  });

  it('refuses a wrong password with a readable message', async () => {
    const r = await opLogin('admin', 'wrong-password', 'demo', '10.9.1.1');
    expect(r.body).toMatchObject({ code: CODE_LOGIN_FAILED, msg: '账号或密码错误' });
  });

  it('logs out: the token stops working', async () => {
    const token = await operatorToken('demo', '10.9.2.1');
    expect((await s.call('/api-admin/app/settingGet', {}, { token })).body.code).toBe(200);
    expect((await s.call('/api-admin/auth/logout', {}, { token })).body.code).toBe(200);
    expect((await s.call('/api-admin/app/settingGet', {}, { token })).body.code).toBe(CODE_TOKEN_INVALID);
  });

  it('expires a session after 7 days', async () => {
    const token = await operatorToken('demo', '10.9.3.1');
    s.clock.advance(SESSION_TTL_MS + 1000);
    try {
      const r = await s.call('/api-admin/app/settingGet', {}, { token });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: CODE_TOKEN_INVALID, msg: '运营登录已失效，请重新登录' });
    } finally {
      s.clock.advance(-(SESSION_TTL_MS + 1000));
    }
  });

});

describe('admin calls need an operator of the same tenant', () => {
  it('refuses a call without a token with 1006', async () => {
    const r = await s.call('/api-admin/app/settingGet', {});
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: CODE_NOT_LOGGED_IN, msg: '请先登录运营后台' });
  });

  it('refuses a user token with 1007 on every admin call', async () => {
    const userToken = await s.login('13800000002', 'demo1234');
    const routes = api.routes().filter((r) => r.startsWith('/api-admin/') && r !== '/api-admin/auth/login');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const path of routes) {
      const r = await s.call(path, {}, { token: userToken });
      expect(r.body.code, path).toBe(CODE_TOKEN_INVALID);
    }
  });

  it('an operator token is not a user session', async () => {
    const token = await operatorToken('demo', '10.9.6.1');
    expect((await s.call('/api-user/user/infoGet', {}, { token })).body.code).toBe(CODE_TOKEN_INVALID);
  });

  it('a demo2 operator token is refused on demo', async () => {
    const token2 = await operatorToken('demo2', '10.9.7.1');
    expect((await s.call('/api-admin/app/settingGet', {}, { agent: 'demo2', token: token2 })).body.data.appName).toBe('海纳招聘');
    for (const path of ['/api-admin/app/settingGet', '/api-admin/app/design/page/get', '/api-admin/app/design/page/save']) {
      const r = await s.call(path, { page: 'home', body: { schemaVersion: 2, nodes: [] } }, { agent: 'demo', token: token2 });
      expect(r.body.code, path).toBe(CODE_TOKEN_INVALID);
    }
  });

  it('a demo2 operator reads and changes demo2 pages only', async () => {
    const token2 = await operatorToken('demo2', '10.9.8.1');
    const [demo] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    const demoHome = await s.db.query<{ id: number }>("SELECT id FROM design_page_revisions WHERE tenant_id = $1 AND page = 'home'", [demo!.id]);
    const demoRevision = demoHome[0]!.id;
    // A demo revision id is "not found" on demo2, for reading, publishing and preview links.
    for (const path of ['/api-admin/app/design/page/get', '/api-admin/app/design/page/publish', '/api-admin/app/design/page/rollback', '/api-admin/app/design/page/link']) {
      const r = await s.call(path, { page: 'home', revisionId: demoRevision }, { agent: 'demo2', token: token2 });
      expect(r.status, path).toBe(404);
    }
    const saved = await s.call('/api-admin/app/design/page/save', { page: 'home', body: { schemaVersion: 2, nodes: [] }, note: 'demo2' }, { agent: 'demo2', token: token2 });
    expect(saved.body.code).toBe(200);
    const [row] = await s.db.query<{ tenant_id: number }>('SELECT tenant_id FROM design_page_revisions WHERE id = $1', [saved.body.data.revisionId]);
    expect(row!.tenant_id).not.toBe(demo!.id);
  });

  it('row-level security keeps design tables apart even when a query forgets its filter', async () => {
    const { appRole } = await migrate(s.db);
    const agents = await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents');
    const demoId = agents.find((a) => a.agent_key === 'demo')!.id;
    const demo2Id = agents.find((a) => a.agent_key === 'demo2')!.id;
    const scope2 = createTenantScope(s.db, demo2Id, appRole);
    for (const table of ['design', 'design_pages', 'design_page_revisions', 'operator_sessions', 'lives', 'app_settings']) {
      const seen = await scope2.run((q) => q.query<{ tenant_id: number }>(`SELECT DISTINCT tenant_id FROM ${table}`));
      expect(seen.every((r) => r.tenant_id === demo2Id), table).toBe(true);
    }
    await expect(
      scope2.run((q) => q.query("INSERT INTO design_page_revisions (tenant_id, page, status, body) VALUES ($1, 'home', 'draft', '{}')", [demoId])),
    ).rejects.toThrow(/row-level security|violates/);
    await expect(scope2.run((q) => q.query('UPDATE design_pages SET title = $2 WHERE tenant_id = $1 RETURNING page', [demoId, 'hacked']))).resolves.toEqual([]);
  });
});

// Last: the lock-out holds the demo operator account for the rest of the window.
describe('operator lock-out', () => {
  it(`locks an operator account after ${LOGIN_MAX_FAILURES} failures, even for the right password`, async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await opLogin('admin', 'wrong-one', 'demo', `10.9.4.${i}`)).body.code).toBe(CODE_LOGIN_FAILED);
    }
    const r = await opLogin('admin', 'demo1234', 'demo', '10.9.4.99');
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: CODE_RATE_LIMITED, msg: '密码错误次数过多，请 15 分钟后再试' });
    // The lock is per tenant and separate from the users' one.
    expect((await opLogin('admin', 'demo1234', 'demo2', '10.9.4.98')).body.code).toBe(200);
    expect((await s.call('/api-auth/user/login', { account: 'admin', password: 'demo1234' }, { encrypt: true, headers: { 'x-forwarded-for': '10.9.4.97' } })).body.code).toBe(
      CODE_LOGIN_FAILED,
    );
  });

  it(`an address failing across operator accounts does not shut out a right login from it (a shared NAT)`, async () => {
    const ip = '10.9.5.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await opLogin(`nobody${i}`, 'whatever1', 'demo2', ip)).body.code).toBe(CODE_LOGIN_FAILED);
    expect((await opLogin('admin', 'demo1234', 'demo2', ip)).body.code).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_PATHS } from '../schemas/im';
import type { Protocol } from '../server/http/protocol';
import { createTenantScope } from '../server/db/tenant';
import { migrate } from '../server/db/migrate';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * A token and agent key of demo2 must not read or change any row of demo,
 * through any call that exists. The test walks every registered call, so a
 * new call is covered the day it is added.
 */
let s: TestServer;
let api: Protocol;
let demoId: number;
let demo2Id: number;
let demoOnly: string[];
let demoJobIds: number[];

beforeAll(async () => {
  s = await startTestServer({ extend: (a) => void (api = a) });
  const agents = await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents');
  demoId = agents.find((a) => a.agent_key === 'demo')!.id;
  demo2Id = agents.find((a) => a.agent_key === 'demo2')!.id;
  // Strings that exist only in demo's data: if any shows up in a demo2 answer, rows leaked.
  const names = async (t: number) => (await s.db.query<{ name: string }>('SELECT name FROM companies WHERE tenant_id = $1', [t])).map((r) => r.name);
  const demo2Names = new Set(await names(demo2Id));
  demoOnly = (await names(demoId)).filter((n) => !demo2Names.has(n));
  demoJobIds = (await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 5', [demoId])).map((r) => r.id);
});
afterAll(() => s.close());

describe('tenant isolation', () => {
  it('has demo-only data to look for', () => {
    expect(demoOnly.length).toBeGreaterThan(10);
    expect(demoJobIds.length).toBe(5);
  });

  it('no call answers demo rows to a demo2 token, whatever ids it is given', async () => {
    const token2 = await s.login('13800000001', 'demo1234', 'demo2');
    const routes = api.routes().filter((r) => r !== '/api-auth/user/logout');
    expect(routes.length).toBeGreaterThan(4);
    for (const route of routes) {
      for (const id of demoJobIds) {
        const body = { id, jobId: id, companyId: id, userId: id, page: 1, limit: 50 };
        const r = await s.call(route, body, { agent: 'demo2', token: token2, encrypt: route === '/api-auth/user/login' });
        const text = JSON.stringify(r.body);
        for (const name of demoOnly) expect(text, `${route} leaked "${name}"`).not.toContain(name);
      }
    }
    // Every registered route, one after another: the walk grows with each new call.
  }, 300_000);

  // The walk above covers the protocol's calls; the chat HTTP fallback answers outside it and must hold the same line.
  it('the chat HTTP fallback never sends into or reads from a demo conversation with a demo2 chat token', async () => {
    const seekerDemo = await s.login('13800000001', 'demo1234');
    const cid = (await s.call(IM_PATHS.byJob, { jobId: demoJobIds[0] }, { token: seekerDemo })).body.data.id as number;
    const chatDemo = (await s.call(IM_PATHS.login, {}, { token: seekerDemo })).body.data.token as string;
    const chatDemo2 = (await s.call(IM_PATHS.login, {}, { agent: 'demo2', token: await s.login('13800000001', 'demo1234', 'demo2') })).body.data.token as string;
    const post = (url: string, body: unknown, authorization: string, agent = 'demo') =>
      s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization, 'agent-key': agent }, payload: JSON.stringify(body) }).then((r) => r.json());
    const secret = `仅限本站-${Date.now()}`;
    expect((await post(IM_PATHS.fallbackSend, { type: 'text', content: { cid, text: secret }, clientId: `ti-${Date.now()}` }, chatDemo)).code).toBe(200);
    for (const agent of ['demo', 'demo2']) {
      const sent = await post(IM_PATHS.fallbackSend, { type: 'text', content: { cid, text: '越界' }, clientId: `ti2-${agent}-${Date.now()}` }, chatDemo2, agent);
      expect(sent.code, `send into a demo conversation through ${agent}`).not.toBe(200);
      const polled = await post(IM_PATHS.fallbackFindToMe, { startAt: 0, page: 1, limit: 50, lastId: 0 }, chatDemo2, agent);
      expect(JSON.stringify(polled)).not.toContain(secret);
    }
  });

  it('a demo job id is not found on demo2', async () => {
    for (const id of demoJobIds) {
      const r = await s.call('/api-user/job/get', { id }, { agent: 'demo2' });
      expect(r.status).toBe(404);
      expect(r.body.msg).toBe('职位不存在或已下线');
    }
  });

  it('a demo2 token is not a session on demo', async () => {
    const token2 = await s.login('13800000001', 'demo1234', 'demo2');
    const r = await s.call('/api-user/user/infoGet', {}, { agent: 'demo', token: token2 });
    expect(r.body.code).toBe(1007);
    // …and cannot end a demo session either.
    const token1 = await s.login('13800000001', 'demo1234', 'demo');
    expect((await s.call('/api-auth/user/logout', {}, { agent: 'demo', token: token2 })).body.code).toBe(1007);
    expect((await s.call('/api-user/user/infoGet', {}, { agent: 'demo', token: token1 })).body.code).toBe(200);
  });

  it('the same credentials open different users on different sites', async () => {
    const u1 = (await s.call('/api-user/user/infoGet', {}, { token: await s.login('13800000001', 'demo1234', 'demo') })).body.data;
    const u2 = (await s.call('/api-user/user/infoGet', {}, { agent: 'demo2', token: await s.login('13800000001', 'demo1234', 'demo2') })).body.data;
    expect(u1.account.name).not.toBe(u2.account.name);
  });

  it('demo2 job lists hold demo2 jobs only', async () => {
    const r = await s.call('/api-user/job/find', { limit: 50 }, { agent: 'demo2' });
    const ids = new Set((await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1', [demo2Id])).map((x) => x.id));
    expect(r.body.data.list.length).toBeGreaterThan(0);
    for (const job of r.body.data.list) expect(ids.has(job.id)).toBe(true);
  });

  it('row-level security holds even when a query forgets its tenant filter', async () => {
    const { appRole } = await migrate(s.db);
    const scope2 = createTenantScope(s.db, demo2Id, appRole);
    const seen = await scope2.run((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1', [demoId]));
    expect(seen[0]!.n).toBe(0);
    const all = await scope2.run((q) => q.query<{ tenant_id: number }>('SELECT DISTINCT tenant_id FROM companies'));
    expect(all).toEqual([{ tenant_id: demo2Id }]);
    await expect(
      scope2.run((q) => q.query("UPDATE jobs SET title = 'hacked' WHERE tenant_id = $1 RETURNING id", [demoId])),
    ).resolves.toEqual([]);
    await expect(
      scope2.run((q) => q.query("INSERT INTO articles (tenant_id, kind, category, title, summary, content) VALUES ($1, 1, 'x', 'x', 'x', 'x')", [demoId])),
    ).rejects.toThrow(/row-level security/);
    const [hacked] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE title = 'hacked'");
    expect(hacked!.n).toBe(0);
  });
});

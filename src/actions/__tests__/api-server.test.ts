/** @vitest-environment jsdom */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AGENT_SITES } from '../../../schemas/client-config';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { ApiRequestError } from '../../runtime/api/client';
import { createPopupManager } from '../../runtime/popups/manager';
import { createRuntime, type Runtime } from '../../runtime/runtime';
import { memoryStore } from '../../runtime/storage';
import { createActionContext } from '../browser';
import { runLink } from '../run-link';

/** The api action through the real request wrapper, against the real server. */
let s: TestServer;
let rt: Runtime;
const modals: string[] = [];

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  rt = createRuntime({
    site: AGENT_SITES[0]!,
    store: memoryStore(),
    baseUrl: s.url,
    effects: (d) => ({ ...d, modal: async ({ content }) => (modals.push(content), true), toast: () => {} }),
  });
});
afterAll(() => s.close());

function context() {
  const toast = vi.fn();
  const navigate = vi.fn();
  const ctx = createActionContext({ api: rt.api, session: rt.session, popups: createPopupManager({ env: null }), navigate, toast });
  return { ctx, toast, navigate };
}

it("returns the server's app config as res and hands it to the next link", async () => {
  const { ctx, toast } = context();
  const expected = await s.call('/api-auth/app/config', { productType: 1, terminalType: 41 });
  expect(expected.body.code).toBe(200);
  const r = await runLink(
    {
      type: 'api',
      api: '/api-auth/app/config',
      data: { productType: 1, terminalType: 41 },
      resLink: { type: 'toast', data: { text: '{{res.appName}} / {{res.agentKey}}' } },
    },
    ctx,
  );
  expect(r).toEqual({ ok: true });
  expect(toast).toHaveBeenCalledWith(`${expected.body.data.appName} / ${AGENT_SITES[0]!.agentKey}`);
});

it('gives the answer as res of the last step', async () => {
  const { ctx } = context();
  const r = await runLink({ type: 'api', api: '/api-auth/app/config' }, ctx);
  expect(r.ok).toBe(true);
  expect(r).toMatchObject({ res: { roles: [0, 1, 3], defaultRole: 0, agentKey: AGENT_SITES[0]!.agentKey } });
});

it('stops on an envelope error, which the wrapper (not the action) shows', async () => {
  const { ctx, toast, navigate } = context();
  modals.length = 0;
  const r = await runLink({ type: 'api', api: '/api-user/no-such-endpoint', successText: 'never', resLink: { type: 'navigate', path: '/x' } }, ctx);
  expect(r).toMatchObject({ ok: false, reason: 'failed' });
  expect((r as { error?: unknown }).error).toBeInstanceOf(ApiRequestError);
  expect(modals).toHaveLength(1);
  expect(toast).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
});

it('never reaches the server when a rule fails', async () => {
  const { ctx, toast } = context();
  const spy = vi.spyOn(rt.api, 'request');
  const r = await runLink({ type: 'api', api: '/api-auth/app/config', data: { productType: '{{form.p}}' }, rules: { productType: { required: true, message: '缺少产品类型' } } }, ctx);
  expect(r).toEqual({ ok: false, reason: 'invalid' });
  expect(toast).toHaveBeenCalledWith('缺少产品类型');
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

/** @vitest-environment jsdom */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_SITES } from '../../../schemas/client-config';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { STORAGE_KEY_AUTH, STORAGE_KEY_LOGIN_NUM } from '../constants';
import { createRuntime, type Runtime } from '../runtime';
import { memoryStore, type KeyValueStore } from '../storage';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ listen: true });
});
afterAll(() => s.close());

let store: KeyValueStore;
let rt: Runtime;
let events: string[];
const make = () => {
  const r = createRuntime({ site: AGENT_SITES[0]!, store, baseUrl: s.url });
  r.navigator.navigate = (p) => void events.push(`navigate ${p}`);
  r.events.on('logout', () => void events.push('logout'));
  r.events.on('login', (e) => void events.push(`login ${e.role}`));
  return r;
};
beforeEach(() => {
  store = memoryStore();
  events = [];
  rt = make();
});

describe('session', () => {
  it('login stores the token, counts logins and emits login', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    expect(rt.storage.get(STORAGE_KEY_LOGIN_NUM)).toBe(2);
    expect(rt.storage.get(STORAGE_KEY_AUTH)).toBe(rt.session.getState().token);
    expect(events).toEqual(['login 0', 'login 0']);
  });

  it('a reload restores the user from the stored token', async () => {
    await rt.session.login(rt.api, { account: '13800000002', password: 'demo1234' });
    const reloaded = make();
    expect(reloaded.session.getState().user).toBeNull();
    expect(await reloaded.session.restore(reloaded.api)).toBe(true);
    expect(reloaded.session.getState().user?.info.mobile).toBe('13800000002');
  });

  it('settled() waits for the restore under way: the user is held when it resolves', async () => {
    await rt.session.login(rt.api, { account: '13800000002', password: 'demo1234' });
    const reloaded = make();
    await reloaded.session.settled();
    expect(reloaded.session.getState().user).toBeNull();
    void reloaded.session.restore(reloaded.api);
    await reloaded.session.settled();
    expect(reloaded.session.getState().user?.info.mobile).toBe('13800000002');
  });

  it('a stored token that no longer works is dropped quietly, without leaving the page', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    await s.db.query('DELETE FROM sessions');
    const reloaded = make();
    expect(await reloaded.session.restore(reloaded.api)).toBe(false);
    expect(reloaded.session.getState().token).toBeNull();
    expect(reloaded.storage.get(STORAGE_KEY_AUTH)).toBeNull();
    expect(events.filter((e) => e.startsWith('navigate'))).toEqual([]);
  });

  it("logs out with 'role error' when the server returns a role outside [0, 1, 3]", async () => {
    await s.db.query("UPDATE users SET role = 2 WHERE mobile = '13800000001'");
    try {
      await expect(rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' })).rejects.toThrow('role error');
      expect(rt.session.getState()).toMatchObject({ user: null, token: null });
      expect(rt.storage.get(STORAGE_KEY_AUTH)).toBeNull();
      expect(events).toContain('logout');
    } finally {
      await s.db.query("UPDATE users SET role = 0 WHERE mobile = '13800000001'");
    }
  });

  it('logout ends the session on the server and clears the stored auth', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    const token = rt.session.getState().token!;
    await rt.session.logoutEverywhere(rt.api);
    expect(rt.session.getState().user).toBeNull();
    expect(rt.storage.get(STORAGE_KEY_AUTH)).toBeNull();
    expect(events).toContain('logout');
    expect((await s.call('/api-user/user/infoGet', {}, { token })).body.code).toBe(1007);
  });
});

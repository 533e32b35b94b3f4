/** @vitest-environment jsdom */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Dialog, Toast } from 'antd-mobile';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AGENT_SITES } from '../../../../schemas/client-config';
import { AGENT_CACHE_TTL_MS } from '../../../../server/constants';
import { ApiError } from '../../../../server/http/errors';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import {
  CODE_NET_CONNECTION_RESET,
  CODE_TIMEOUT,
  POPUP_RESUME,
  POPUP_RESUME_REGISTER,
  STORAGE_KEY_AUTH,
  STORAGE_KEY_PAYMENT_RETURN,
} from '../../constants';
import { createRuntime, type Runtime } from '../../runtime';
import { memoryStore } from '../../storage';
import type { ApiRequestError } from '../client';
import { unmountImperativeRoots } from '../../antd-react19';

/**
 * Every request-level behaviour of the error catalogue (spec §8), driven by the
 * real server over HTTP. Codes no feature produces yet (payments, resumes) are
 * answered by a test route registered on the same protocol, so the answer still
 * passes through agent, payload and envelope handling.
 */
let s: TestServer;
let hits: Record<string, number>;
const answers: { code: number; msg?: string; data?: unknown }[] = [];
/** Lets the held /test/slow call answer. */
let releaseSlow: (() => void) | undefined;

beforeAll(async () => {
  s = await startTestServer({
    listen: true,
    extend: (api, app) => {
      app.addHook('onRequest', async (req) => {
        const p = req.url.split('?')[0]!;
        hits[p] = (hits[p] ?? 0) + 1;
      });
      api.post('/api-user/test/answer', { input: z.object({}).passthrough() }, async () => {
        const next = answers.shift();
        if (!next || next.code === 200) return { ok: true, at: Date.now() };
        throw new ApiError(next.code, next.msg ?? '', 400, next.data);
      });
      // Answers only when the test lets it (after the client has given up waiting).
      api.post('/api-user/test/slow', { input: z.object({}).passthrough() }, async () => {
        await new Promise<void>((r) => (releaseSlow = r));
        return { ok: true };
      });
      // An upload service of the old kind answers resp_code / resp_msg.
      app.post('/api-user/test/legacy', async () => ({ resp_code: 14551, resp_msg: '订单已支付，请勿重复支付' }));
    },
  });
});
afterAll(() => s.close());

let rt: Runtime;
let navigations: string[];
let popups: string[];
let blocked: unknown[];
let logouts: number;

function makeRuntime(baseUrl = s.url) {
  navigations = [];
  popups = [];
  blocked = [];
  logouts = 0;
  const runtime = createRuntime({
    site: AGENT_SITES[0]!,
    store: memoryStore(),
    baseUrl,
    effects: (d) => ({ ...d, logout: () => (logouts++, d.logout()) }),
  });
  runtime.navigator.navigate = (p) => void navigations.push(p);
  runtime.events.on('popup:open', (e) => void popups.push(e.key));
  runtime.events.on('user-blocked', (d) => void blocked.push(d));
  return runtime;
}

beforeEach(() => {
  hits = {};
  answers.length = 0;
  rt = makeRuntime();
});
afterEach(async () => {
  // Close dialogs and toasts left open by a test and take them out of the page at once (their
  // leaving animation would otherwise run into the next test).
  await act(async () => {
    Toast.clear();
    Dialog.clear();
    unmountImperativeRoots();
  });
  expect(document.querySelector('.adm-dialog-body, .adm-toast-main')).toBeNull();
});

const bodyText = () => document.body.textContent ?? '';
const until = (check: () => boolean, ms = 3000) =>
  waitFor(
    () => {
      if (!check()) throw new Error(`not yet; body: ${bodyText().slice(0, 300)}`);
    },
    { timeout: ms },
  );
const fails = (p: Promise<unknown>) => p.then(() => Promise.reject(new Error('expected a failure')), (e: unknown) => e as ApiRequestError);

describe('success', () => {
  it('returns data and sends the encrypted system-payload the server accepts', async () => {
    const data = await rt.api.request<{ appName: string }>('/api-auth/app/config', {});
    expect(data.appName).toBe('才聚招聘');
  });

  it('logs in with an RSA-encrypted payload and keeps the token under authorization-um-mobile', async () => {
    const user = await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    expect(user.info.mobile).toBe('13800000001');
    expect(rt.storage.get(STORAGE_KEY_AUTH)).toBe(rt.session.getState().token);
  });

  it('caches only code-200 answers', async () => {
    answers.push({ code: 200 }, { code: 4001, msg: '暂时失败' }, { code: 4001, msg: '暂时失败' });
    const a = await rt.api.request('/api-user/test/answer', { q: 1 }, { cache: true });
    const b = await rt.api.request('/api-user/test/answer', { q: 1 }, { cache: true });
    expect(b).toEqual(a);
    expect(hits['/api-user/test/answer']).toBe(1);
    await fails(rt.api.request('/api-user/test/answer', { q: 2 }, { cache: true, silent: true }));
    await fails(rt.api.request('/api-user/test/answer', { q: 2 }, { cache: true, silent: true }));
    expect(hits['/api-user/test/answer']).toBe(3);
  });
});

describe('session codes', () => {
  it('1006 logs out silently when no user is held and no login is under way', async () => {
    const e = await fails(rt.api.request('/api-user/user/infoGet', {}));
    expect(e.code).toBe(1006);
    expect(logouts).toBe(1);
    expect(bodyText()).not.toContain('温馨提示');
  });

  it('1006 does not log out while a user is held', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    answers.push({ code: 1006, msg: '请先登录' });
    await fails(rt.api.request('/api-user/test/answer', {}));
    expect(logouts).toBe(0);
    expect(rt.session.getState().user).not.toBeNull();
  });

  it('1007 logs out and goes to /login', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    await s.db.query('DELETE FROM sessions');
    const e = await fails(rt.api.request('/api-user/user/infoGet', {}));
    expect(e.code).toBe(1007);
    expect(rt.session.getState().user).toBeNull();
    expect(rt.storage.get(STORAGE_KEY_AUTH)).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(bodyText()).not.toContain('温馨提示');
  });

  it('10007 emits user-blocked with the data', async () => {
    await rt.session.login(rt.api, { account: '13800000002', password: 'demo1234' });
    await s.db.query("UPDATE users SET status = 2, blocked_reason = '发布违规职位' WHERE mobile = '13800000002'");
    try {
      const e = await fails(rt.api.request('/api-user/user/infoGet', {}));
      expect(e.code).toBe(10007);
      expect(blocked).toEqual([{ reason: '发布违规职位' }]);
      expect(bodyText()).not.toContain('温馨提示');
    } finally {
      await s.db.query("UPDATE users SET status = 1, blocked_reason = NULL WHERE mobile = '13800000002'");
    }
  });

  it('stores a rotated token from the envelope', async () => {
    await rt.session.login(rt.api, { account: '13800000001', password: 'demo1234' });
    const before = rt.session.getState().token;
    // The session is 13 hours old: the server rotates it on its next use.
    await s.db.query("UPDATE sessions SET created_at = now() - interval '13 hours'");
    await rt.api.request('/api-user/user/infoGet', {});
    const after = rt.session.getState().token;
    expect(after).not.toBe(before);
    expect(rt.storage.get(STORAGE_KEY_AUTH)).toBe(after);
  });
});

describe('codes with their own handling', () => {
  it('14550 remembers the return path and goes to the supplement page after 0.5 s', async () => {
    window.history.replaceState(null, '', '/vip/mall?from=home');
    answers.push({ code: 14550, msg: '请补充支付信息', data: { key: 'pay-42' } });
    const t0 = Date.now();
    await fails(rt.api.request('/api-user/test/answer', {}));
    expect(rt.storage.get(STORAGE_KEY_PAYMENT_RETURN)).toBe('/vip/mall?from=home');
    expect(navigations).toEqual([]);
    await until(() => navigations.length > 0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(450);
    expect(navigations).toEqual(['/vip/mall/supplement?key=pay-42']);
    expect(bodyText()).not.toContain('温馨提示');
  });

  it('14551 shows the message as a toast', async () => {
    answers.push({ code: 14551, msg: '支付结果确认中' });
    await fails(rt.api.request('/api-user/test/answer', {}));
    await until(() => bodyText().includes('支付结果确认中'));
    expect(bodyText()).not.toContain('温馨提示');
  });

  it('13009 shows a toast and opens the resume register popup', async () => {
    answers.push({ code: 13009, msg: '请先完成简历注册' });
    await fails(rt.api.request('/api-user/test/answer', {}));
    await until(() => bodyText().includes('请先完成简历注册'));
    expect(popups).toEqual([POPUP_RESUME_REGISTER]);
  });

  const launchFailed = async (code: number) => {
    answers.push({ code, msg: '简历不完整，无法投递' });
    await fails(rt.api.request('/api-user/test/answer', {}));
    await until(() => bodyText().includes('发起失败'));
    expect(bodyText()).toContain('简历不完整，无法投递');
    // Let the dialog finish its entrance: antd ignores actions on a dialog still animating in (pointer-events none until opaque).
    await waitFor(() => expect((document.querySelector('.adm-dialog .adm-center-popup-wrap > div') as HTMLElement | null)?.style.pointerEvents).toBe('unset'));
    const buttons = [...document.querySelectorAll('.adm-dialog button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['知道了', '去完善']);
    return (text: string) => act(async () => (buttons.find((b) => b.textContent === text) as HTMLButtonElement).click());
  };

  it('13002 opens 发起失败; 去完善 opens the resume popup', async () => {
    const press = await launchFailed(13002);
    await press('去完善');
    await until(() => popups.length > 0);
    expect(popups).toEqual([POPUP_RESUME]);
  });

  it('13003 opens 发起失败; 知道了 just closes it', async () => {
    const press = await launchFailed(13003);
    await press('知道了');
    await until(() => !bodyText().includes('发起失败'));
    expect(popups).toEqual([]);
  });

  it('other errors open 温馨提示 with the message', async () => {
    const e = await fails(rt.api.request('/api-user/job/get', { id: 999999 }));
    expect(e.code).toBe(404);
    await until(() => bodyText().includes('温馨提示'));
    expect(bodyText()).toContain('职位不存在或已下线');
  });

  it('an error without a message shows 未知错误[code]', async () => {
    answers.push({ code: 4242 });
    await fails(rt.api.request('/api-user/test/answer', {}));
    await until(() => bodyText().includes('未知错误[4242]'));
  });

  it('accepts resp_code / resp_msg as code / msg', async () => {
    const e = await fails(rt.api.request('/api-user/test/legacy', {}));
    expect(e.code).toBe(14551);
    await until(() => bodyText().includes('订单已支付，请勿重复支付'));
  });
});

describe('retries', () => {
  it('1017: fetches the key again and retries, up to 5 times', async () => {
    answers.push(...Array.from({ length: 5 }, () => ({ code: 1017, msg: '加密参数无法解密，请重试' })));
    await rt.api.request('/api-user/test/answer', {});
    expect(hits['/api-user/test/answer']).toBe(6);
    // One key for the first try, one more after each of the five 1017s.
    expect(hits['/api-auth/rsa/keyGet']).toBe(6);
  });

  it('1017: gives up after the fifth retry', async () => {
    answers.push(...Array.from({ length: 6 }, () => ({ code: 1017, msg: '加密参数无法解密，请重试' })));
    const e = await fails(rt.api.request('/api-user/test/answer', {}));
    expect(e.code).toBe(1017);
    expect(hits['/api-user/test/answer']).toBe(6);
    await until(() => bodyText().includes('加密参数无法解密，请重试'));
  });

  it('1017 for real: a stale key is replaced and the call goes through', async () => {
    await rt.api.request('/api-auth/app/config', {});
    // The tenant's key pair changes on the server (key rotation).
    const { generateRsaKeyPair } = await import('../../../../server/http/rsa');
    const k = generateRsaKeyPair();
    const [old] = await s.db.query<{ rsa_key_id: string; rsa_public_key: string; rsa_private_key: string }>("SELECT rsa_key_id, rsa_public_key, rsa_private_key FROM agents WHERE agent_key = 'demo'");
    await s.db.query("UPDATE agents SET rsa_key_id = $1, rsa_public_key = $2, rsa_private_key = $3 WHERE agent_key = 'demo'", [k.keyId, k.publicKey, k.privateKey]);
    try {
      // The server reads the tenant again once its agent cache expires.
      s.clock.advance(AGENT_CACHE_TTL_MS + 1);
      // The same runtime still holds the old key: the server answers 1017, the client fetches the new key and tries again.
      hits = {};
      const data = await rt.api.request<{ appName: string }>('/api-auth/app/config', {});
      expect(data.appName).toBe('才聚招聘');
      expect(hits['/api-auth/app/config']).toBe(2);
      expect(hits['/api-auth/rsa/keyGet']).toBe(1);
    } finally {
      await s.db.query("UPDATE agents SET rsa_key_id = $1, rsa_public_key = $2, rsa_private_key = $3 WHERE agent_key = 'demo'", [old!.rsa_key_id, old!.rsa_public_key, old!.rsa_private_key]);
    }
  });

  describe('network failures', () => {
    let flaky: Server;
    let failures = 0;
    let attempts = 0;
    beforeAll(async () => {
      // Resets the first `failures` connections, then forwards to the real server.
      flaky = createServer((req, res) => {
        attempts++;
        if (failures > 0) {
          failures--;
          req.socket.destroy();
          return;
        }
        const target = new URL(s.url);
        const up = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        });
        req.pipe(up);
      });
      await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    });
    afterAll(() => {
      flaky.closeAllConnections();
      return new Promise<void>((r) => flaky.close(() => r()));
    });

    const flakyUrl = () => `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;

    it('retries up to 5 times after 100 ms and then succeeds', async () => {
      const client = makeRuntime(flakyUrl());
      await client.api.request('/api-auth/app/config', {}); // key and payload made
      failures = 5;
      attempts = 0;
      const t0 = Date.now();
      await client.api.request('/api-auth/app/config', {});
      expect(attempts).toBe(6);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(500);
    });

    it('after the fifth retry shows 网络不给力~', async () => {
      const client = makeRuntime(flakyUrl());
      await client.api.request('/api-auth/app/config', {});
      failures = 6;
      attempts = 0;
      const e = await fails(client.api.request('/api-auth/app/config', {}));
      expect(attempts).toBe(6);
      expect(e.code).toBe(CODE_NET_CONNECTION_RESET);
      await until(() => bodyText().includes('网络不给力~'));
    });
  });

  it('a call that outlives its time-out shows 请求超时了', async () => {
    const e = await fails(rt.api.request('/api-user/test/slow', {}, { timeoutMs: 100 }));
    expect(e.code).toBe(CODE_TIMEOUT);
    await until(() => bodyText().includes('请求超时了'));
    releaseSlow?.();
  });
});

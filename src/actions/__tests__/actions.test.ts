/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkObject } from '../../../schemas/design';
import { ApiRequestError } from '../../runtime/api/client';
import { MSG_COPY_FAILED, MSG_COPY_OK, MSG_LOGIN_NOT_MOUNTED, MSG_NOT_SUPPORTED, MSG_UNSAFE_LINK } from '../../runtime/constants';
import { copyTextToClipboard, createActionContext } from '../browser';
import { toInternalPath, withQuery } from '../navigate';
import { createLinkRunner, runLink } from '../run-link';
import { harness } from './helpers';

const Noop = () => null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigate', () => {
  it('goes to an internal path with its params as an interpolated query', async () => {
    const h = harness({ item: { id: 7 }, route: { path: '/' } });
    const r = await runLink({ type: 'navigate', path: '/job/detail', params: { id: '{{item.id}}', from: 'home', none: null } }, h.ctx);
    expect(r).toEqual({ ok: true });
    expect(h.navigate).toHaveBeenCalledWith('/job/detail?id=7&from=home', {});
  });

  it("strips a leading 'pages/' or '/pages/' from older designs", async () => {
    const h = harness();
    await runLink({ type: 'navigate', path: 'pages/resume/list' }, h.ctx);
    await runLink({ type: 'navigate', path: '/pages/me' }, h.ctx);
    await runLink({ type: 'navigate', path: 'article/list' }, h.ctx);
    expect(h.navigate.mock.calls.map((c) => c[0])).toEqual(['/resume/list', '/me', '/article/list']);
    expect(toInternalPath('/pagesx/a')).toBe('/pagesx/a');
  });

  it('replaces the history entry when asked', async () => {
    const h = harness();
    await runLink({ type: 'navigate', path: '/login', replace: true }, h.ctx);
    expect(h.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('encodes values filled into a path, so data cannot add segments or a query', async () => {
    const h = harness({ item: { id: '../admin?x=1' } });
    await runLink({ type: 'navigate', path: '/job/{{item.id}}' }, h.ctx);
    expect(h.navigate).toHaveBeenCalledWith('/job/..%2Fadmin%3Fx%3D1', {});
  });

  it('adds params to a path that already has a query, keeping the hash last', () => {
    expect(withQuery('/a?x=1#top', { y: 2, tags: ['a', 'b'], f: { k: 1 } })).toBe('/a?x=1&y=2&tags=a%2Cb&f=%7B%22k%22%3A1%7D#top');
  });

  it('opens allow-listed h5 URLs outside the app: http(s), tel and mailto', async () => {
    const h = harness({ item: { url: 'https://example.com/a?b=1' } });
    await runLink({ type: 'navigate', h5: 'https://example.com/x' }, h.ctx);
    await runLink({ type: 'navigate', h5: '{{item.url}}' }, h.ctx);
    await runLink({ type: 'navigate', h5: 'tel:400-800-1234' }, h.ctx);
    await runLink({ type: 'navigate', h5: 'mailto:hr@example.com' }, h.ctx);
    expect(h.openExternal.mock.calls.map((c) => c[0])).toEqual(['https://example.com/x', 'https://example.com/a?b=1', 'tel:400-800-1234', 'mailto:hr@example.com']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('routes an h5 that is an internal path (tab bar links are)', async () => {
    const h = harness();
    await runLink({ type: 'navigate', h5: '/me', params: { tab: 1 } }, h.ctx);
    expect(h.navigate).toHaveBeenCalledWith('/me?tab=1', {});
    expect(h.openExternal).not.toHaveBeenCalled();
  });

  it.each([
    ['a literal javascript: h5', { type: 'navigate', h5: 'javascript:alert(1)' }, {}],
    ['javascript: in other case', { type: 'navigate', h5: 'JavaScript:alert(1)' }, {}],
    ['javascript: filled in from data', { type: 'navigate', h5: '{{item.url}}' }, { item: { url: 'javascript:alert(document.cookie)' } }],
    ['a data: URL', { type: 'navigate', h5: 'data:text/html,<script>alert(1)</script>' }, {}],
    ['a scheme in path', { type: 'navigate', path: 'javascript:alert(1)' }, {}],
    ['a scheme filled into path', { type: 'navigate', path: '{{item.url}}' }, { item: { url: 'javascript:alert(1)' } }],
    ['a protocol-relative path', { type: 'navigate', path: '//evil.example/x' }, {}],
  ] as [string, LinkObject, Record<string, unknown>][])('refuses %s', async (_name, link, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness(data);
    const r = await runLink({ ...link, resLink: { type: 'toast', data: { text: 'next' } } }, h.ctx);
    expect(r).toEqual({ ok: false, reason: 'refused' });
    expect(h.openExternal).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.toast.mock.calls).toEqual([[MSG_UNSAFE_LINK]]);
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a link with neither h5 nor path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness();
    await expect(runLink({ type: 'navigate' }, h.ctx)).resolves.toEqual({ ok: false, reason: 'refused' });
  });

  it('checks its rules against the params first', async () => {
    const h = harness({ form: { kw: '' } });
    const r = await runLink({ type: 'navigate', path: '/search', params: { kw: '{{form.kw}}' }, rules: { kw: { required: true, message: '请输入关键词' } } }, h.ctx);
    expect(r).toEqual({ ok: false, reason: 'invalid' });
    expect(h.toast).toHaveBeenCalledWith('请输入关键词');
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('api', () => {
  it('sends the interpolated data and returns the answer as res, with the success toast', async () => {
    const h = harness({ item: { id: 12 }, user: null });
    h.request.mockResolvedValueOnce({ saved: true, id: 99 });
    const r = await runLink({ type: 'api', api: '/api-user/userFavorites/save', data: { type: 'job', data: { id: '{{item.id}}' } }, successText: '收藏成功 #{{res.id}}' }, h.ctx);
    expect(r).toEqual({ ok: true, res: { saved: true, id: 99 } });
    expect(h.request).toHaveBeenCalledWith('/api-user/userFavorites/save', { type: 'job', data: { id: 12 } }, {});
    expect(h.toast).toHaveBeenCalledWith('收藏成功 #99');
  });

  it('validates rules before the call: the first message is a toast and the API is not called', async () => {
    const h = harness({ form: { name: '', mobile: '123' } });
    const link: LinkObject = {
      type: 'api',
      api: '/api-user/user/infoSave',
      data: { name: '{{form.name}}', mobile: '{{form.mobile}}' },
      rules: { name: { required: true }, mobile: { pattern: '^1\\d{10}$', message: '手机号格式不正确' } },
      resLink: { type: 'navigate', path: '/me' },
    };
    await expect(runLink(link, h.ctx)).resolves.toEqual({ ok: false, reason: 'invalid' });
    expect(h.toast.mock.calls).toEqual([['name 为必填项']]);
    expect(h.request).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it("shows a failing rule's own message", async () => {
    const h = harness({ form: { name: '张三', mobile: '123' } });
    await runLink({ type: 'api', api: '/api-user/user/infoSave', data: { name: '{{form.name}}', mobile: '{{form.mobile}}' }, rules: { name: { required: true }, mobile: [{ required: true }, { pattern: '^1\\d{10}$', message: '手机号格式不正确' }] } }, h.ctx);
    expect(h.toast.mock.calls).toEqual([['手机号格式不正确']]);
    expect(h.request).not.toHaveBeenCalled();
  });

  it('stops quietly on an envelope error (the request wrapper already showed it)', async () => {
    const h = harness();
    const err = new ApiRequestError(13003, '请先完善简历');
    h.request.mockRejectedValueOnce(err);
    const r = await runLink({ type: 'api', api: '/api-user/job/sendResume', successText: 'ok', resLink: { type: 'toast', data: { text: 'next' } } }, h.ctx);
    expect(r).toEqual({ ok: false, reason: 'failed', error: err });
    expect(h.toast).not.toHaveBeenCalled();
  });

  it('logs an unexpected error and stops', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = harness();
    h.request.mockRejectedValueOnce(new TypeError('bug'));
    await expect(runLink({ type: 'api', api: '/api-user/x' }, h.ctx)).resolves.toMatchObject({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalled();
  });
});

describe('popup', () => {
  it('opens the popup with interpolated params; the confirmed value is res for the next link', async () => {
    const h = harness({ item: { id: 3 } });
    h.popups.register('picker', Noop);
    const run = runLink({ type: 'popup', path: 'picker', params: { title: '选择 {{item.id}}', value: ['{{item.id}}'] }, resLink: { type: 'api', api: '/api-user/save', data: { v: '{{res.value}}' } } }, h.ctx);
    await vi.waitFor(() => expect(h.popups.isOpen('picker')).toBe(true));
    expect(h.popups.getSnapshot()[0]!.props).toEqual({ title: '选择 3', value: [3] });
    h.popups.close('picker', { confirmed: true, value: { value: 'b' } });
    await expect(run).resolves.toEqual({ ok: true, res: { path: '/api-user/save', body: { v: 'b' } } });
    expect(h.request).toHaveBeenCalledWith('/api-user/save', { v: 'b' }, {});
  });

  it('stops the chain when the popup is cancelled', async () => {
    const h = harness();
    h.popups.register('picker', Noop);
    const run = runLink({ type: 'popup', path: 'picker', resLink: { type: 'navigate', path: '/x' } }, h.ctx);
    await vi.waitFor(() => expect(h.popups.isOpen('picker')).toBe(true));
    h.popups.close('picker');
    await expect(run).resolves.toEqual({ ok: false, reason: 'cancelled' });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('says it is not supported when no popup is registered under the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness();
    await expect(runLink({ type: 'popup', path: 'nope' }, h.ctx)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(h.toast).toHaveBeenCalledWith(MSG_NOT_SUPPORTED);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
  });
});

describe('copy', () => {
  it('copies the interpolated text with 复制成功', async () => {
    const h = harness({ item: { wechat: 'hr_wang' } });
    await expect(runLink({ type: 'copy', data: { text: '微信号 {{item.wechat}}' } }, h.ctx)).resolves.toEqual({ ok: true, res: '微信号 hr_wang' });
    expect(h.copyText).toHaveBeenCalledWith('微信号 hr_wang');
    expect(h.toast).toHaveBeenCalledWith(MSG_COPY_OK);
  });

  it('says 复制失败 when copying fails', async () => {
    const h = harness();
    h.copyText.mockResolvedValueOnce(false);
    await expect(runLink({ type: 'copy', data: { text: 'x' } }, h.ctx)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(h.toast).toHaveBeenCalledWith(MSG_COPY_FAILED);
  });

  it('copies through the clipboard API, or a hidden textarea without it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyTextToClipboard('a')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('a');

    writeText.mockRejectedValueOnce(new Error('denied'));
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyTextToClipboard('b')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    exec.mockReturnValueOnce(false);
    await expect(copyTextToClipboard('c')).resolves.toBe(false);
  });
});

describe('call', () => {
  it('dials the interpolated number', async () => {
    const h = harness({ item: { phone: '13800138000' } });
    await expect(runLink({ type: 'call', data: { phone: '{{item.phone}}' } }, h.ctx)).resolves.toEqual({ ok: true, res: '13800138000' });
    expect(h.callPhone).toHaveBeenCalledWith('13800138000');
  });

  it('refuses something that is not a phone number', async () => {
    const h = harness({ item: { phone: '1;javascript:x' } });
    await expect(runLink({ type: 'call', data: { phone: '{{item.phone}}' } }, h.ctx)).resolves.toEqual({ ok: false, reason: 'refused' });
    expect(h.callPhone).not.toHaveBeenCalled();
  });

  it('the browser context dials through a tel: link', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const ctx = createActionContext({ api: { request: vi.fn() as never }, navigate: vi.fn(), popups: { has: () => false, open: vi.fn() }, session: { getState: () => ({ user: null }), settled: async () => {} } });
    ctx.callPhone('400-800-1234');
    expect(assign).toHaveBeenCalledWith('tel:400-800-1234');
  });
});

describe('login', () => {
  it('opens the login popup with loginType and registerRole when no user is held; goes on once logged in', async () => {
    const h = harness();
    h.popups.register('login', Noop);
    const run = runLink({ type: 'login', params: { role: 1, loginType: 'code' }, resLink: { type: 'toast', data: { text: '欢迎 {{user.id}}' } } }, h.ctx);
    await vi.waitFor(() => expect(h.popups.isOpen('login')).toBe(true));
    expect(h.popups.getSnapshot()[0]!.props).toEqual({ loginType: 'code', registerRole: 1 });
    h.setUser({ id: 5, role: 1 });
    h.popups.close('login', { confirmed: true, value: null });
    await expect(run).resolves.toEqual({ ok: true });
    expect(h.toast).toHaveBeenCalledWith('欢迎 5');
  });

  it('opens the login popup when the user holds another role, and stops if that does not change', async () => {
    const h = harness();
    h.setUser({ id: 5, role: 0 });
    h.popups.register('login', Noop);
    const run = runLink({ type: 'login', params: { role: 1 }, resLink: { type: 'navigate', path: '/company' } }, h.ctx);
    await vi.waitFor(() => expect(h.popups.isOpen('login')).toBe(true));
    expect(h.popups.getSnapshot()[0]!.props).toEqual({ registerRole: 1 });
    h.popups.close('login', { confirmed: true, value: null });
    await expect(run).resolves.toEqual({ ok: false, reason: 'cancelled' });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('stops when the login popup is closed without logging in (registerRole 0 by default)', async () => {
    const h = harness();
    h.popups.register('login', Noop);
    const run = runLink({ type: 'login', resLink: { type: 'navigate', path: '/job/1' } }, h.ctx);
    await vi.waitFor(() => expect(h.popups.isOpen('login')).toBe(true));
    expect(h.popups.getSnapshot()[0]!.props).toEqual({ registerRole: 0 });
    h.popups.close('login');
    await expect(run).resolves.toEqual({ ok: false, reason: 'cancelled' });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('goes straight on with a user of the right role, or of any role when none is asked', async () => {
    const h = harness();
    h.popups.register('login', Noop);
    h.setUser({ id: 5, role: 1 });
    await expect(runLink({ type: 'login', params: { role: 1 } }, h.ctx)).resolves.toEqual({ ok: true, res: { id: 5, role: 1 } });
    await expect(runLink({ type: 'login' }, h.ctx)).resolves.toMatchObject({ ok: true });
    expect(h.popups.getSnapshot()).toHaveLength(0);
  });

  it('waits for a session restore under way: a user it restores goes straight on, no popup', async () => {
    const h = harness();
    h.popups.register('login', Noop);
    const restored = h.restoring();
    const run = runLink({ type: 'login', params: { role: 0 }, resLink: { type: 'navigate', path: '/chat' } }, h.ctx);
    await Promise.resolve();
    expect(h.popups.getSnapshot()).toHaveLength(0);
    restored({ id: 5, role: 0 });
    await expect(run).resolves.toEqual({ ok: true });
    expect(h.navigate).toHaveBeenCalledWith('/chat', {});
    expect(h.popups.getSnapshot()).toHaveLength(0);
  });

  it('opens the login popup when the restore under way ends without a user', async () => {
    const h = harness();
    h.popups.register('login', Noop);
    const restored = h.restoring();
    const run = runLink({ type: 'login' }, h.ctx);
    restored(null);
    await vi.waitFor(() => expect(h.popups.isOpen('login')).toBe(true));
    h.popups.close('login');
    await expect(run).resolves.toEqual({ ok: false, reason: 'cancelled' });
  });

  it('says the login component is not mounted when no login popup is registered', async () => {
    const h = harness();
    await expect(runLink({ type: 'login' }, h.ctx)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(h.toast).toHaveBeenCalledWith(MSG_LOGIN_NOT_MOUNTED);
  });
});

describe('toast and back', () => {
  it('toasts the interpolated text', async () => {
    const h = harness({ item: { name: '前端' } });
    await runLink({ type: 'toast', data: { text: '已选择{{item.name}}' } }, h.ctx);
    expect(h.toast).toHaveBeenCalledWith('已选择前端');
  });

  it('goes back', async () => {
    const h = harness();
    await expect(runLink({ type: 'back' }, h.ctx)).resolves.toEqual({ ok: true });
    expect(h.back).toHaveBeenCalledTimes(1);
  });
});

describe('resLink chains', () => {
  it('passes each step’s result on as res, to the end of the chain', async () => {
    const h = harness({ item: { id: 1 } });
    h.request.mockImplementation(async (path: string, body?: unknown) => (path === '/api-user/a' ? { next: 2 } : { got: body }));
    const r = await runLink(
      {
        type: 'api',
        api: '/api-user/a',
        data: { id: '{{item.id}}' },
        resLink: { type: 'api', api: '/api-user/b', data: { id: '{{res.next}}' }, resLink: { type: 'navigate', path: '/done/{{res.got.id}}' } },
      },
      h.ctx,
    );
    expect(r).toEqual({ ok: true });
    expect(h.request.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/api-user/a', { id: 1 }],
      ['/api-user/b', { id: 2 }],
    ]);
    expect(h.navigate).toHaveBeenCalledWith('/done/2', {});
  });

  it('stops at the first step that fails; later steps never run', async () => {
    const h = harness();
    h.request.mockRejectedValueOnce(new ApiRequestError(500, 'x'));
    await runLink({ type: 'toast', data: { text: 'one' }, resLink: { type: 'api', api: '/api-user/a', resLink: { type: 'toast', data: { text: 'three' } } } }, h.ctx);
    expect(h.toast.mock.calls).toEqual([['one']]);
  });
});

describe('createLinkRunner', () => {
  it('lays run data over the context data', async () => {
    const h = harness({ route: { path: '/a' } });
    const run = createLinkRunner(h.ctx);
    await run({ type: 'toast', data: { text: '{{route.path}} {{item.n}}' } }, { item: { n: 2 } });
    expect(h.toast).toHaveBeenCalledWith('/a 2');
  });

  it('ignores a second tap on the same link while its run is in progress', async () => {
    const h = harness();
    const answers: ((v: unknown) => void)[] = [];
    h.request.mockImplementation(() => new Promise((r) => answers.push(r)));
    const run = createLinkRunner(h.ctx);
    const link: LinkObject = { type: 'api', api: '/api-user/job/sendResume', successText: '投递成功' };
    const first = run(link);
    await expect(run(link)).resolves.toEqual({ ok: false, reason: 'busy' });
    // Another link object (another button) is not held up.
    const other = run({ ...link });
    await vi.waitFor(() => expect(h.request).toHaveBeenCalledTimes(2));
    answers.forEach((answer) => answer({ ok: 1 }));
    await expect(first).resolves.toEqual({ ok: true, res: { ok: 1 } });
    await other;
    // Finished: the same link runs again.
    h.request.mockResolvedValueOnce({ ok: 2 });
    await expect(run(link)).resolves.toEqual({ ok: true, res: { ok: 2 } });
  });

  it('releases the guard after a failed run too', async () => {
    const h = harness();
    const run = createLinkRunner(h.ctx);
    const link: LinkObject = { type: 'api', api: '/api-user/x' };
    h.request.mockRejectedValueOnce(new ApiRequestError(500, 'x'));
    await run(link);
    await expect(run(link)).resolves.toMatchObject({ ok: true });
  });

  it('after an abort, the run neither toasts, navigates nor opens popups', async () => {
    const h = harness();
    h.popups.register('picker', Noop);
    let answer!: (v: unknown) => void;
    h.request.mockImplementation(() => new Promise((r) => (answer = r)));
    const run = createLinkRunner(h.ctx);
    const ctrl = new AbortController();
    const result = run({ type: 'api', api: '/api-user/a', successText: '已保存', resLink: { type: 'navigate', path: '/next' } }, {}, ctrl.signal);
    await vi.waitFor(() => expect(h.request).toHaveBeenCalled());
    expect(h.request.mock.calls[0]![2]).toEqual({ signal: ctrl.signal });
    ctrl.abort();
    // This fake api ignores the signal and answers anyway.
    answer({});
    await expect(result).resolves.toEqual({ ok: false, reason: 'aborted' });
    expect(h.toast).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();

    const gone = new AbortController();
    gone.abort();
    await expect(run({ type: 'popup', path: 'picker' }, {}, gone.signal)).resolves.toEqual({ ok: false, reason: 'aborted' });
    expect(h.popups.getSnapshot()).toHaveLength(0);
  });

  it('an abort while a popup is open stops the chain when the popup settles', async () => {
    const h = harness();
    h.popups.register('picker', Noop);
    const run = createLinkRunner(h.ctx);
    const ctrl = new AbortController();
    const result = run({ type: 'popup', path: 'picker', resLink: { type: 'toast', data: { text: 'picked' } } }, {}, ctrl.signal);
    await vi.waitFor(() => expect(h.popups.isOpen('picker')).toBe(true));
    ctrl.abort();
    h.popups.close('picker', { confirmed: true, value: 1 });
    await expect(result).resolves.toEqual({ ok: false, reason: 'aborted' });
    expect(h.toast).not.toHaveBeenCalled();
  });

  it('cuts off effects an action makes after the abort, even mid-step', async () => {
    const h = harness();
    const run = createLinkRunner(h.ctx);
    const ctrl = new AbortController();
    h.copyText.mockImplementation(async () => {
      ctrl.abort();
      return true;
    });
    await expect(run({ type: 'copy', data: { text: 'x' } }, {}, ctrl.signal)).resolves.toEqual({ ok: false, reason: 'aborted' });
    expect(h.toast).not.toHaveBeenCalled();
  });
});

describe('createActionContext', () => {
  it('fills the browser effects and keeps what is given', () => {
    const toast = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const ctx = createActionContext({ api: { request: vi.fn() as never }, navigate: vi.fn(), popups: { has: () => false, open: vi.fn() }, session: { getState: () => ({ user: null }), settled: async () => {} }, toast });
    expect(ctx.toast).toBe(toast);
    ctx.openExternal('https://example.com');
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
  });
});

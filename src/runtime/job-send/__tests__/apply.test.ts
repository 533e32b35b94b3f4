import { describe, expect, it, vi } from 'vitest';
import { runApplyFlow, submitApplication, type ApplyDeps } from '../apply';

type Answer = (path: string, data: unknown) => unknown;

function deps(answer: Answer, opts: { user?: { id: number; role: number } | null; popups?: Record<string, (props: Record<string, unknown>) => unknown>; loginAs?: { id: number; role: number }; restoring?: Promise<{ id: number; role: number } | null> } = {}) {
  let user = opts.user === undefined ? { id: 7, role: 0 } : opts.user;
  const calls: [string, unknown][] = [];
  const opened: [string, Record<string, unknown>][] = [];
  const toast = vi.fn<(t: string) => void>();
  const navigate = vi.fn<(p: string) => void>();
  const popups = opts.popups ?? {};
  const d: ApplyDeps = {
    api: {
      request: (async (path: string, data?: unknown) => {
        calls.push([path, data]);
        const r = answer(path, data);
        if (r instanceof Error) throw r;
        return r;
      }) as ApplyDeps['api']['request'],
    },
    popups: {
      has: (key) => key in popups || key === 'login',
      open: (async (key: string, props: Record<string, unknown> = {}) => {
        opened.push([key, props]);
        if (key === 'login') {
          if (opts.loginAs) user = opts.loginAs;
          return opts.loginAs ? { confirmed: true, value: user } : { confirmed: false };
        }
        const fn = popups[key];
        const value = fn?.(props);
        return value === undefined ? { confirmed: false } : { confirmed: true, value };
      }) as ApplyDeps['popups']['open'],
    },
    session: {
      getState: () => ({ user }),
      settled: async () => {
        if (opts.restoring) user = await opts.restoring;
      },
    },
    toast,
    navigate,
  };
  return { d, calls, opened, toast, navigate };
}

const before = (type: number, extra: Record<string, unknown> = {}) => ({ type, jobId: 5, title: '前端开发工程师', applied: false, sendId: null, status: null, form: type === 1 ? { page: 'public-form', title: '报名信息' } : null, ...extra });

describe('the application flow', () => {
  it('opens the login popup with role 0 when no user is held, and stops when it is cancelled', async () => {
    const t = deps(() => before(0), { user: null });
    expect(await runApplyFlow(t.d, 5)).toEqual({ ok: false, reason: 'login' });
    expect(t.opened).toEqual([['login', { registerRole: 0 }]]);
    expect(t.calls).toEqual([]);
  });

  it('waits for a session restore under way instead of asking a signed-in user to log in', async () => {
    let restored!: (u: { id: number; role: number }) => void;
    const restoring = new Promise<{ id: number; role: number }>((resolve) => (restored = resolve));
    const t = deps(() => before(2), { user: null, restoring });
    const run = runApplyFlow(t.d, 5);
    await Promise.resolve();
    restored({ id: 7, role: 0 });
    await run;
    expect(t.opened).toEqual([]);
    expect(t.calls).toEqual([['/api-user/job/sendGet', { id: 5 }]]);
  });

  it('goes on after a login: type 0 opens the resume dialog and lands on the finished page', async () => {
    const item = { id: 5, title: '前端开发工程师', status: 1, sendId: 42, message: '投递成功' };
    const t = deps(() => before(0), { user: null, loginAs: { id: 7, role: 0 }, popups: { 'job-submit-resume': () => item } });
    expect(await runApplyFlow(t.d, 5)).toEqual({ ok: true, item });
    expect(t.opened.map(([k]) => k)).toEqual(['login', 'job-submit-resume']);
    expect(t.opened[1]![1]).toEqual({ jobId: 5, title: '前端开发工程师' });
    expect(t.calls).toEqual([['/api-user/job/sendGet', { id: 5 }]]);
    expect(t.navigate).toHaveBeenCalledWith('/resume/submit-finished?id=42&jobId=5');
  });

  it('type 1 opens the sign-up form with the page sendGet names', async () => {
    const t = deps(() => before(1), { popups: { 'job-submit-form': () => ({ id: 5, title: 'x', status: 1, sendId: 3, message: '报名成功' }) } });
    await runApplyFlow(t.d, 5, { liveId: 9 });
    expect(t.opened[0]).toEqual(['job-submit-form', { jobId: 5, title: '前端开发工程师', liveId: 9, page: 'public-form', formTitle: '报名信息' }]);
  });

  it('type 2 shows 暂不支持 and opens nothing', async () => {
    const t = deps(() => before(2));
    expect((await runApplyFlow(t.d, 5)).ok).toBe(false);
    expect(t.toast).toHaveBeenCalledWith('暂不支持');
    expect(t.opened).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('says which component is missing when the popup is not mounted', async () => {
    const r0 = deps(() => before(0));
    await runApplyFlow(r0.d, 5);
    expect(r0.toast).toHaveBeenCalledWith('投递简历组件未挂载');
    const r1 = deps(() => before(1));
    await runApplyFlow(r1.d, 5);
    expect(r1.toast).toHaveBeenCalledWith('报名组件未挂载');
  });

  it('does not offer a second application, and a cancelled dialog goes nowhere', async () => {
    const applied = deps(() => before(0, { applied: true, sendId: 3, status: 1 }), { popups: { 'job-submit-resume': () => undefined } });
    expect(await runApplyFlow(applied.d, 5)).toMatchObject({ ok: false, reason: 'applied' });
    expect(applied.toast).toHaveBeenCalledWith('你已投递过该职位');
    const cancelled = deps(() => before(0), { popups: { 'job-submit-resume': () => undefined } });
    expect(await runApplyFlow(cancelled.d, 5)).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(cancelled.navigate).not.toHaveBeenCalled();
  });
});

describe('submitApplication', () => {
  it('fails with the first item’s message as a toast when it lacks a status (spec §5)', async () => {
    const t = deps(() => [{ id: 5, title: '前端', message: '你已投递过该职位，请勿重复投递' }]);
    expect(await submitApplication(t.d, { id: 5 })).toBeNull();
    expect(t.toast).toHaveBeenCalledWith('你已投递过该职位，请勿重复投递');
  });

  it('answers the first item when it has a status, and shows every outcome of several jobs', async () => {
    const items = [
      { id: 5, title: '前端', status: 1, sendId: 8, message: '投递成功' },
      { id: 6, title: '后端', message: '该职位已停止招聘' },
    ];
    const t = deps(() => items, { popups: { 'job-select-result': () => null } });
    expect(await submitApplication(t.d, { ids: [5, 6] })).toEqual(items[0]);
    expect(t.opened).toEqual([['job-select-result', { items }]]);
  });

  it('fails quietly when the call itself failed (the request wrapper showed it)', async () => {
    const t = deps(() => new Error('13002'));
    expect(await submitApplication(t.d, { id: 5 })).toBeNull();
    expect(t.toast).not.toHaveBeenCalled();
  });
});

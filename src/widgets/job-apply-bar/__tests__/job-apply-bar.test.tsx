/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { createPopupManager, PopupProvider } from '../../../runtime/popups';
import { JobApplyBar } from '../job-apply-bar';
import { jobApplyBarPropsSchema } from '../schema';
import { answerJobsFixture } from '../../../../.storybook/fixtures-jobs';

afterEach(cleanup);
const props = jobApplyBarPropsSchema.parse({});
const before = (applied: boolean) => ({ type: 0, jobId: 5, title: '前端开发工程师', applied, sendId: applied ? 3 : null, status: applied ? 1 : null, form: null });

function setup(answer: (path: string) => unknown, user = storyUser as typeof storyUser | null) {
  const api = withApi(answer);
  if (user) api.rt.session.update(user);
  const popups = createPopupManager({ env: null });
  const host = fakeHost();
  render(api.wrap(<PopupProvider manager={popups}><JobApplyBar {...props} jobId={5} host={host} /></PopupProvider>));
  return { api, popups, host };
}

describe('job-apply-bar', () => {
  it('says 已投递 and refuses a second tap once the seeker applied', async () => {
    setup(() => before(true));
    const button = await screen.findByRole('button', { name: '已投递' }, { timeout: 5000 });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 已停止招聘 when submit-before refuses a closed job', async () => {
    setup(() => {
      throw new ApiRequestError(400, '该职位已停止招聘');
    });
    const button = await screen.findByRole('button', { name: '已停止招聘' }, { timeout: 5000 });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a visitor to log in (role 0) before anything is sent', async () => {
    const { api, popups } = setup(() => before(false), null);
    const opened: [string, unknown][] = [];
    popups.register('login', () => null);
    const open = popups.open.bind(popups);
    popups.open = ((key: string, p?: Record<string, unknown>) => {
      opened.push([key, p]);
      return open(key, p);
    }) as typeof popups.open;
    fireEvent.click(screen.getByRole('button', { name: '投递简历' }));
    await waitFor(() => expect(opened).toEqual([['login', { registerRole: 0 }]]), { timeout: 5000 });
    popups.close('login');
    await waitFor(() => expect(screen.getByRole('button', { name: '投递简历' })).toBeTruthy());
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/job/sendGet');
  });

  it('沟通 goes to the chat of this job behind a login check', () => {
    const { host } = setup(() => before(false));
    fireEvent.click(screen.getByRole('button', { name: '沟通' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 }, resLink: { type: 'navigate', path: '/chat', params: { jobId: 5 } } });
  });

  it('a job that takes no online applications says so, to a visitor too, and offers the chat instead of 投递简历', async () => {
    const mode2 = (path: string) => (path === '/api-user/job/get' ? { ...(answerJobsFixture(path, { id: 5 }) as object), id: 5, applyMode: 2 } : { ...before(false), type: 2 });
    for (const user of [null, storyUser]) {
      const { host } = setup(mode2, user);
      expect(await screen.findByText('该职位不接受在线投递，请与招聘者沟通', undefined, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '投递简历' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '沟通' }));
      expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 }, resLink: { type: 'navigate', path: '/chat', params: { jobId: 5 } } });
      cleanup();
    }
  });

  it('a job of mode 0 keeps 投递简历 (the job itself says how it takes applications)', async () => {
    setup((path) => (path === '/api-user/job/get' ? { ...(answerJobsFixture(path, { id: 5 }) as object), id: 5, applyMode: 0 } : before(false)), null);
    await waitFor(() => expect(screen.getByRole('button', { name: '投递简历' })).toBeTruthy());
    expect(screen.queryByText(/不接受在线投递/)).toBeNull();
  });
});

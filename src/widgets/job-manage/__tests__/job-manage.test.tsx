/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerRecruitFixture, storyRecruiter } from '../../../../.storybook/fixtures-recruit';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { JobManage } from '../job-manage';
import { jobManageWidget } from '../index';

afterEach(cleanup);

function setup(user = storyRecruiter) {
  const api = withApi((path, data) => (path === '/api-user/job/saveMany' ? { list: [] } : answerRecruitFixture(path, data as Record<string, unknown>)));
  api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<JobManage {...jobManageWidget.defaultProps} host={host} />));
  return { api, host };
}
const card = Object.assign(async (title: string) => (await screen.findAllByTestId('managed-job')).find((el) => el.textContent?.includes(title))!, {
  sync: (title: string) => screen.getAllByTestId('managed-job').find((el) => el.textContent?.includes(title))!,
});

describe('job-manage', () => {
  it('lists the jobs with views, applications and status counts', async () => {
    setup();
    const java = await card('Java开发工程师');
    expect(java.textContent).toContain('招聘中');
    expect(java.textContent).toContain('浏览 1286');
    expect(java.textContent).toContain('投递 36');
    expect(java.textContent).toContain('5 新');
    expect(screen.getByRole('tab', { name: '已关闭 2' })).toBeTruthy();
  });

  it('refreshes and reopens through saveMany; closing asks first', async () => {
    const { api } = setup();
    fireEvent.click((await card('Java开发工程师')).querySelector('button:nth-child(2)')!);
    await waitFor(() => expect(api.calls).toContainEqual(['/api-user/job/saveMany', { list: [{ id: 100, refresh: true }] }]));
    fireEvent.click([...(await card('新媒体运营')).querySelectorAll('button')].find((b) => b.textContent === '重新开放')!);
    await waitFor(() => expect(api.calls).toContainEqual(['/api-user/job/saveMany', { list: [{ id: 103, status: 1 }] }]));
    fireEvent.click([...(await card('产品经理')).querySelectorAll('button')].find((b) => b.textContent === '关闭')!);
    expect(await screen.findByText('关闭职位')).toBeTruthy();
    expect(api.calls.some(([, d]) => JSON.stringify(d).includes('"status":0'))).toBe(false);
  });

  it('opens the editor for a new job and for a job', async () => {
    const { host } = setup();
    fireEvent.click((await card('UI设计师')).querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/edit', params: { id: 102 } });
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    expect(host.runLink).toHaveBeenLastCalledWith({ type: 'navigate', path: '/job/edit' });
  });

  it('tells a job seeker to switch role instead, without asking the server (it would refuse)', async () => {
    const { api } = setup(storyUser);
    expect(screen.getByText('仅招聘者可以管理职位，请先切换为招聘者身份并加入企业')).toBeTruthy();
    // Effects and the reads they would start have run once act() settles: nothing went out.
    await act(async () => {});
    expect(api.calls).toEqual([]);
  });

  it('a second tap on 刷新 while the first is under way sends nothing', async () => {
    // The bug: the job buttons had no pending state, so a double tap refreshed (or closed) twice.
    let release: () => void = () => undefined;
    const api = withApi((path, data) =>
      path === '/api-user/job/saveMany' ? new Promise((resolve) => (release = () => resolve({ list: [] }))) : answerRecruitFixture(path, data as Record<string, unknown>),
    );
    api.rt.session.update(storyRecruiter);
    render(api.wrap(<JobManage {...jobManageWidget.defaultProps} host={fakeHost()} />));
    const refresh = () => [...card.sync('Java开发工程师').querySelectorAll('button')].find((b) => b.textContent === '刷新')!;
    await card('Java开发工程师');
    fireEvent.click(refresh());
    await waitFor(() => expect(refresh().disabled).toBe(true));
    fireEvent.click(refresh());
    expect(api.calls.filter(([p]) => p === '/api-user/job/saveMany')).toHaveLength(1);
    release();
    await waitFor(() => expect(refresh().disabled).toBe(false));
    expect(api.calls.filter(([p]) => p === '/api-user/job/saveMany')).toHaveLength(1);
  });
});

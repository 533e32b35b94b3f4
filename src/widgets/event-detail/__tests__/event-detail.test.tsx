/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { storyBooth, storyEventDetail, storyTicket } from '../../../../.storybook/fixtures-events';
import type { EventDetail } from '../../../../schemas/events';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { createPopupManager, PopupProvider } from '../../../runtime/popups';
import { EventDetailView } from '../event-detail';
import { eventDetailPropsSchema } from '../schema';

afterEach(cleanup);

function setup(detail: EventDetail, user: typeof storyUser | null = storyUser) {
  const api = withApi((path) => (path === '/api-user/event/signUp' ? { ticket: storyTicket, message: '报名成功' } : path === '/api-user/job/channelResultFind' ? { list: [], page: 1, limit: 50, total: 0, done: true, counts: {} } : detail));
  if (user) api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<PopupProvider manager={createPopupManager({ env: null })}><EventDetailView {...eventDetailPropsSchema.parse({ id: detail.id })} host={host} /></PopupProvider>));
  return { api, host };
}

describe('event-detail', () => {
  it('shows time, place, organiser, schedule and each company with its jobs', async () => {
    setup(storyEventDetail(1));
    expect(await screen.findByRole('heading', { name: /春季大型招聘会/ })).toBeTruthy();
    expect(screen.getByText('杭州 杭州国际博览中心 1 号馆')).toBeTruthy();
    expect(screen.getByText('才聚杭州人才市场')).toBeTruthy();
    expect(screen.getByText('开幕式 · 重点企业推介')).toBeTruthy();
    const companies = screen.getAllByTestId('event-company');
    expect(companies).toHaveLength(3);
    expect(within(companies[0]!).getByText('前端开发工程师')).toBeTruthy();
    expect(within(companies[0]!).getByText('15-25K')).toBeTruthy();
    expect(within(companies[0]!).getByText('展位 A01')).toBeTruthy();
  });

  it('shares the event outside WeChat by copying its title and address (复制成功)', async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void writes.push(t) }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    setup(storyEventDetail(1));
    fireEvent.click(await screen.findByRole('button', { name: '分享' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toContain('春季大型招聘会');
    expect(writes[0]).toContain(window.location.href.split('#')[0]);
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('opens the chat with a company’s recruiter through one of its jobs, logging in first', async () => {
    const { host } = setup(storyEventDetail(1));
    fireEvent.click(await screen.findByRole('button', { name: '和云帆科技的招聘者聊聊' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 }, resLink: { type: 'navigate', path: '/chat', params: { jobId: 101 } } });
  });

  it('signs a seeker up with one tap and offers the ticket', async () => {
    const { api } = setup(storyEventDetail(1));
    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(api.calls.some(([p, d]) => p === '/api-user/event/signUp' && (d as { id: number }).id === 1)).toBe(true));
    expect(await screen.findByText(/入场票码 K7M2QX9P/)).toBeTruthy();
  });

  it('shows the held ticket instead of the sign-up button, and the waiting list when full', async () => {
    setup(storyEventDetail(1, { ticket: storyTicket }));
    expect(await screen.findByRole('button', { name: '已报名 · 查看电子票' })).toBeTruthy();
    cleanup();
    setup(storyEventDetail(3));
    expect(await screen.findByRole('button', { name: '名额已满，加入候补' })).toBeTruthy();
  });

  it('gives a recruiter the booth application, then its state with the booth number', async () => {
    const recruiter = { ...storyUser, role: 1 };
    setup(storyEventDetail(1), recruiter);
    fireEvent.click(await screen.findByRole('button', { name: '申请展位' }));
    expect(await screen.findByRole('dialog', { name: '申请展位' })).toBeTruthy();
    cleanup();
    setup(storyEventDetail(1, { booth: storyBooth }), recruiter);
    expect(await screen.findByRole('button', { name: '展位已通过 · B12' })).toBeTruthy();
    expect(screen.getByLabelText('我的展位').textContent).toContain('14收到投递');
  });

  it('says a cancelled event is cancelled and why, and takes no sign-up', async () => {
    setup(storyEventDetail(1, { status: 2, cancelReason: '场馆检修' }));
    expect(await screen.findByText('活动已取消：场馆检修')).toBeTruthy();
    expect((screen.getByRole('button', { name: '活动已取消' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveSummary } from '../../../../schemas/content';
import { compactCount, startLabel } from '../format';
import { liveListWidget } from '../index';
import { LiveList } from '../live-list';
import { liveListPropsSchema } from '../schema';

import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';

afterEach(cleanup);


const live = (id: number, status: LiveSummary['status'], over: Partial<LiveSummary> = {}): LiveSummary => ({
  id,
  title: `春招专场直播${id}`,
  cover: '',
  status,
  startAt: new Date(Date.now() - 3_600_000).toISOString(),
  viewers: 12_600,
  company: { id: 3, name: '星河数据' },
  ...over,
});
const page = (list: LiveSummary[]) => ({ list, page: 1, limit: 4, total: list.length, done: true });

describe('live-list', () => {
  it('parses empty props to four streams of any status', () => {
    expect(liveListWidget.type).toBe('live-list');
    expect(liveListPropsSchema.parse({})).toEqual({ title: '直播招聘', limit: 4 });
  });

  it('rejects an unknown status and a bad limit', () => {
    expect(liveListPropsSchema.safeParse({ status: 3 }).success).toBe(false);
    expect(liveListPropsSchema.safeParse({ status: '1' }).success).toBe(false);
    expect(liveListPropsSchema.safeParse({ limit: 0 }).success).toBe(false);
  });

  it('shows status badges 直播中 / 预告 / 回放, viewers, start time, company and cover or placeholder', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 30, 0, 0);
    const api = withApi(() =>
      page([live(1, 1), live(2, 0, { startAt: tomorrow.toISOString(), viewers: 0 }), live(3, 2, { viewers: 842, cover: 'https://cdn.example.com/l.jpg' })]),
    );
    render(api.wrap(<LiveList {...liveListPropsSchema.parse({ limit: 3 })} />));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('春招专场直播1')).toBeTruthy();
    expect(api.calls).toEqual([['/api-user/live/find', { page: 1, limit: 3 }]]);
    const [onAir, upcoming, ended] = screen.getAllByRole('link');
    expect(onAir!.textContent).toContain('直播中');
    expect(onAir!.textContent).toContain('1.3万人看过');
    expect(onAir!.textContent).toContain('星河数据');
    expect(onAir!.querySelector('img')).toBeNull();
    expect(upcoming!.textContent).toContain('预告');
    expect(upcoming!.textContent).toContain('明天 09:30 开播');
    expect(ended!.textContent).toContain('回放');
    expect(ended!.textContent).toContain('842人看过');
    expect(ended!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/l.jpg');
  });

  it('asks for one status when set, and opens the stream on a tap', async () => {
    const host = fakeHost();
    const l = live(5, 1);
    const api = withApi(() => page([l]));
    render(api.wrap(<LiveList {...liveListPropsSchema.parse({ status: 1 })} host={host} />));
    fireEvent.click(await screen.findByRole('link', { name: '春招专场直播5' }));
    expect(api.calls[0]![1]).toEqual({ page: 1, limit: 4, status: 1 });
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/live/5' }, { item: l });
  });

  it('shows an empty state, and an error state when the call fails', async () => {
    render(withApi(() => page([])).wrap(<LiveList {...liveListPropsSchema.parse({})} />));
    expect(await screen.findByText('暂无直播')).toBeTruthy();
    cleanup();
    render(withApi(() => Promise.reject(new Error('fail'))).wrap(<LiveList {...liveListPropsSchema.parse({})} />));
    expect(await screen.findByText('直播加载失败')).toBeTruthy();
  });

  it('formats start times and counts', () => {
    const now = new Date(2025, 4, 20, 10, 0);
    expect(startLabel(new Date(2025, 4, 20, 20, 0).toISOString(), now)).toBe('今天 20:00');
    expect(startLabel(new Date(2025, 4, 21, 9, 5).toISOString(), now)).toBe('明天 09:05');
    expect(startLabel(new Date(2025, 5, 1, 14, 0).toISOString(), now)).toBe('6月1日 14:00');
    expect(compactCount(56_000)).toBe('5.6万');
  });
});

/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyEvents } from '../../../../.storybook/fixtures-events';
import { eventTimeLabel } from '../../../runtime/events/format';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { EventList } from '../event-list';
import { eventListWidget } from '../index';
import { eventListPropsSchema } from '../schema';

afterEach(cleanup);

const page = (list = storyEvents) => ({ list, page: 1, limit: 20, total: list.length, done: true });

describe('event-list', () => {
  it('parses empty props to five upcoming events titled 近期招聘会', () => {
    expect(eventListWidget.type).toBe('event-list');
    expect(eventListPropsSchema.parse({})).toEqual({ title: '近期招聘会', upcomingOnly: true, limit: 5, kindTabs: false, moreText: '更多' });
  });

  it('rejects an unknown kind, a bad city and a bad limit', () => {
    expect(eventListPropsSchema.safeParse({ kind: 'party' }).success).toBe(false);
    expect(eventListPropsSchema.safeParse({ cityCode: 'hz' }).success).toBe(false);
    expect(eventListPropsSchema.safeParse({ limit: 21 }).success).toBe(false);
  });

  it('asks for upcoming events of the set kind and city, and shows date, time, place, kind and seats', async () => {
    const api = withApi(() => page([storyEvents[2]!]));
    render(api.wrap(<EventList {...eventListPropsSchema.parse({ kind: 'teach-in', cityCode: '330100', limit: 3 })} />));
    const card = await screen.findByRole('link', { name: /宣讲会/ });
    expect(api.calls).toEqual([['/api-user/event/find', { page: 1, limit: 3, kind: 'teach-in', cityCode: '330100', upcoming: true }]]);
    const e = storyEvents[2]!;
    expect(card.textContent).toContain(eventTimeLabel(e.startsAt, e.endsAt));
    expect(card.textContent).toContain('杭州 · 浙江大学紫金港校区');
    expect(card.textContent).toContain('已报名 200/200');
    expect(within(card).getByText('宣讲会')).toBeTruthy();
  });

  it('marks ended events, switches kinds with the chips, and opens an event on a tap', async () => {
    const host = fakeHost();
    const api = withApi(() => page());
    render(api.wrap(<EventList {...eventListPropsSchema.parse({ kindTabs: true, upcomingOnly: false })} host={host} />));
    const past = await screen.findByRole('link', { name: '才聚杭州冬季专场招聘会' });
    expect(past.textContent).toContain('已结束');
    fireEvent.click(past);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/event/5' }, { item: storyEvents[4] });
    fireEvent.click(screen.getByRole('tab', { name: '招聘会' }));
    expect(api.calls.at(-1)).toEqual(['/api-user/event/find', { page: 1, limit: 5, kind: 'fair' }]);
  });

  it('shows an empty state, and an error state when the call fails', async () => {
    render(withApi(() => page([])).wrap(<EventList {...eventListPropsSchema.parse({})} />));
    expect(await screen.findByText('暂无活动')).toBeTruthy();
    cleanup();
    render(withApi(() => Promise.reject(new Error('fail'))).wrap(<EventList {...eventListPropsSchema.parse({})} />));
    expect(await screen.findByText('活动加载失败')).toBeTruthy();
  });
});

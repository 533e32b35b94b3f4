/** @vitest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerEventsFixture } from '../../../../.storybook/fixtures-events';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { MyEvents } from '../my-events';
import { myEventsPropsSchema } from '../schema';

afterEach(cleanup);

function setup(user: typeof storyUser | null) {
  const api = withApi((path, data) => answerEventsFixture(path, data as Record<string, unknown>));
  if (user) api.rt.session.update(user);
  render(api.wrap(<MyEvents {...myEventsPropsSchema.parse({})} host={fakeHost()} />));
  return api;
}

describe('my-events', () => {
  it('shows a seat as a QR code and the short code in two groups; a waiting ticket its place; a used one its stamp', async () => {
    const api = setup(storyUser);
    const tickets = await screen.findAllByTestId('ticket');
    expect(api.calls[0]).toEqual(['/api-user/event/ticketFind', { page: 1, limit: 50 }]);
    expect(within(tickets[0]!).getByTestId('ticket-code').textContent).toBe('K7M2 QX9P');
    expect(await within(tickets[0]!).findByRole('img', { name: '入场二维码 K7M2QX9P' })).toBeTruthy();
    expect(within(tickets[0]!).getByRole('button', { name: '取消报名' })).toBeTruthy();
    expect(tickets[1]!.textContent).toContain('候补第 3 位');
    expect(tickets[2]!.textContent).toContain('已签到');
    expect(within(tickets[2]!).queryByRole('button', { name: '取消报名' })).toBeNull();
  });

  it('shows a recruiter their booth applications with state and figures', async () => {
    const api = setup({ ...storyUser, role: 1 });
    const booth = await screen.findByTestId('booth');
    expect(api.calls[0]![0]).toBe('/api-user/event/boothFind');
    expect(booth.textContent).toContain('已通过');
    expect(booth.textContent).toContain('展位 B12');
    expect(booth.textContent).toContain('14投递');
  });

  it('asks a visitor to log in', () => {
    setup(null);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});

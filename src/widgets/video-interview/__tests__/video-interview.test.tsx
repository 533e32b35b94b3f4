/** @vitest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerInterviewFixture } from '../../../../.storybook/fixtures-interview';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { clock, networkQuality } from '../call-session';
import { videoInterviewPropsSchema } from '../schema';
import { VideoInterview } from '../video-interview';

afterEach(cleanup);

describe('video-interview list', () => {
  it('lists my interviews with 进入面试 only where the room is open, and the duration of a held one', async () => {
    const api = withApi((path, data) => answerInterviewFixture(path, data as Record<string, unknown>));
    api.rt.session.update(storyUser);
    const host = fakeHost();
    render(api.wrap(<VideoInterview {...videoInterviewPropsSchema.parse({ view: 'list' })} host={host} />));
    const cards = await screen.findAllByTestId('interview');
    expect(api.calls[0]).toEqual(['/api-user/interview/find', { page: 1, limit: 50 }]);
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('button', { name: '进入面试' })).toBeTruthy();
    expect(cards[1]!.textContent).toContain('地点：杭州市西湖区文三路 90 号 8 楼');
    expect(within(cards[1]!).queryByRole('button', { name: '进入面试' })).toBeNull();
    expect(within(cards[2]!).getByTestId('interview-duration').textContent).toBe('通话时长：21:05');
    expect(cards[3]!.textContent).toContain('已错过');
    within(cards[0]!).getByRole('button', { name: '进入面试' }).click();
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/interview/1' });
  });

  it('asks a visitor to log in', () => {
    const api = withApi(() => undefined);
    render(api.wrap(<VideoInterview {...videoInterviewPropsSchema.parse({})} host={fakeHost()} />));
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});

describe('call helpers', () => {
  it('shows the network by round-trip time and the timer as mm:ss', () => {
    expect(networkQuality(null).text).toBe('');
    expect(networkQuality(0.05).text).toBe('网络良好');
    expect(networkQuality(0.2).text).toBe('网络一般');
    expect(networkQuality(0.8).text).toBe('网络较差');
    expect(clock(0)).toBe('00:00');
    expect(clock(1265)).toBe('21:05');
  });
});

/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerLiveFixture } from '../../../../.storybook/fixtures-live';
import { createPopupManager, PopupProvider } from '../../../runtime/popups';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { countdownText, LiveRoom } from '../live-room';
import { liveRoomPropsSchema } from '../schema';

afterEach(cleanup);

describe('live-room', () => {
  it('shows an upcoming live with its countdown, 预约, likes and the room jobs with 投递', async () => {
    const api = withApi((path, data) => answerLiveFixture(path, data as Record<string, unknown>));
    render(api.wrap(<PopupProvider manager={createPopupManager({ env: null })}><LiveRoom {...liveRoomPropsSchema.parse({ id: 1 })} host={fakeHost()} /></PopupProvider>));
    expect(await screen.findByText('春季专场直播招聘会')).toBeTruthy();
    expect(api.calls.filter(([path]) => path === '/api-user/live/get')).toEqual([['/api-user/live/get', { id: 1 }]]);
    expect(screen.getByTestId('live-countdown').textContent).toMatch(/^距开播 /);
    expect(screen.getByRole('button', { name: '预约' })).toBeTruthy();
    expect(screen.getAllByTestId('live-job')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '投递' })).toHaveLength(2);
    expect(screen.getByTestId('live-like').textContent).toContain('12');
    // A visitor is asked to log in before chatting.
    expect(screen.getByText('后参与直播间聊天', { exact: false })).toBeTruthy();
  });

  it('shows 暂无直播画面 for a live without a stream address', async () => {
    const api = withApi((path) => (path === '/api-user/live/get' ? { ...(answerLiveFixture(path, { id: 2 }) as object), playUrl: '' } : undefined));
    render(api.wrap(<PopupProvider manager={createPopupManager({ env: null })}><LiveRoom {...liveRoomPropsSchema.parse({ id: 2, showChat: false })} host={fakeHost()} /></PopupProvider>));
    expect((await screen.findByTestId('live-no-picture')).textContent).toBe('暂无直播画面');
    expect(screen.getByText('直播中')).toBeTruthy();
  });

  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdownText(26 * 3_600_000 + 61_000)).toBe('距开播 1天 02:01:01');
    expect(countdownText(0)).toBe('即将开播');
  });
});

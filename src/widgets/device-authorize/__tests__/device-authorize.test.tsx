/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { DeviceAuthorize } from '../device-authorize';
import { deviceAuthorizePropsSchema } from '../schema';

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/authorize?key=k-123'));

function setup(answer: (path: string, data: unknown) => unknown, user = true) {
  const api = withApi(answer);
  if (user) api.rt.session.update(storyUser);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  const host = fakeHost();
  render(api.wrap(<DeviceAuthorize {...deviceAuthorizePropsSchema.parse({ doneLink: '/me' })} host={host} />));
  return { api, navigate, host };
}

describe('device-authorize', () => {
  it('reports the scan at once, then logs the other device in only on 确认登录', async () => {
    const { api, navigate } = setup(() => null);
    const confirm = await screen.findByRole('button', { name: '确认登录' });
    expect(api.calls).toEqual([['/api-user/user/authorizeScan', { key: 'k-123' }]]);
    expect(screen.getByText(new RegExp(`正在请求登录你的账号（${storyUser.account.name}）`))).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/me', { replace: true }));
    expect(api.calls.at(-1)).toEqual(['/api-user/user/authorizeConfirm', { key: 'k-123', confirm: true }]);
  });

  it('取消 answers no', async () => {
    const { api, navigate } = setup(() => null);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(api.calls.at(-1)).toEqual(['/api-user/user/authorizeConfirm', { key: 'k-123', confirm: false }]);
  });

  it('an expired code says so and offers nothing to confirm', async () => {
    setup((path) => (path === '/api-user/user/authorizeScan' ? Promise.reject(new Error('expired')) : null));
    expect(await screen.findByText('二维码已失效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });

  it('an address without a key sends nothing', async () => {
    window.history.replaceState(null, '', '/authorize');
    const { api } = setup(() => null);
    expect(await screen.findByText('二维码已失效')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a visitor is asked to log in first, and nothing is reported', () => {
    const { api, host } = setup(() => null, false);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(host.runLink).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});

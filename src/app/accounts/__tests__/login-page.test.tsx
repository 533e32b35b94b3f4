/** @vitest-environment jsdom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { LoginPage } from '../login-page';

afterEach(cleanup);

function open(methods: { wechatQr: boolean; appQr: boolean }) {
  const api = withApi((path) => (path === '/api-auth/user/login/methods' ? methods : undefined));
  render(
    api.wrap(
      <MemoryRouter initialEntries={['/account/login']}>
        <LoginPage />
      </MemoryRouter>,
    ),
  );
  return api;
}

describe('login page scan logins', () => {
  it('offers WeChat scan login where the site has WeChat', async () => {
    open({ wechatQr: true, appQr: true });
    expect(await screen.findByRole('button', { name: '微信扫码登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '手机扫码登录' })).toBeTruthy();
  });

  it('does not offer WeChat scan login where WeChat is not configured (it would only answer 暂未开通)', async () => {
    const api = open({ wechatQr: false, appQr: true });
    await waitFor(() => expect(api.calls.map(([p]) => p)).toContain('/api-auth/user/login/methods'));
    expect(screen.getByRole('button', { name: '手机扫码登录' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '微信扫码登录' })).toBeNull());
  });
});

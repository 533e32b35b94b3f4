/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { ContactCard } from '../contact-card';
import { contactCardPropsSchema } from '../schema';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const card = { wechat: 'linxiao_98', mobile: '', email: 'lx@example.com', name: '林晓' };

function setup(answer: (path: string, data: unknown) => unknown, loggedIn = true) {
  const api = withApi(answer);
  if (loggedIn) api.rt.session.update(storyUser);
  const host = fakeHost();
  render(api.wrap(<ContactCard {...contactCardPropsSchema.parse({})} host={host} />));
  return { ...api, host };
}

const server = (path: string) => {
  if (path === '/api-user/user/contact/get') return card;
  if (path === '/api-user/user/contact/qrcodeGet') return { key: 'k1', url: 'https://example.com/me/contact?key=k1', expiresAt: new Date().toISOString() };
  return null;
};

describe('contact-card', () => {
  it('fills in the saved card; the phone field offers the login number masked', async () => {
    setup(server);
    await waitFor(() => expect(screen.getByLabelText('微信号')).toHaveProperty('value', 'linxiao_98'));
    expect(screen.getByLabelText('邮箱')).toHaveProperty('value', 'lx@example.com');
    expect(screen.getByLabelText('联系电话').getAttribute('placeholder')).toBe('默认 138****0001');
  });

  it('the fields wait for the saved card, so its late answer never replaces what was typed', async () => {
    let answerCard: (c: typeof card) => void = () => undefined;
    setup((path) => (path === '/api-user/user/contact/get' ? new Promise((r) => (answerCard = r)) : server(path)));
    const wechat = screen.getByLabelText('微信号');
    expect(wechat).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '保存名片' })).toHaveProperty('disabled', true);
    answerCard(card);
    await waitFor(() => expect(wechat).toHaveProperty('disabled', false));
    expect(wechat).toHaveProperty('value', 'linxiao_98');
    fireEvent.change(wechat, { target: { value: '1bad' } });
    fireEvent.click(screen.getByRole('button', { name: '保存名片' }));
    expect(await screen.findByText('微信号格式不正确')).toBeTruthy();
  });

  it('a failed read leaves the form empty to fill in', async () => {
    setup((path) => (path === '/api-user/user/contact/get' ? Promise.reject(new ApiRequestError(500, '网络不给力~')) : server(path)));
    await waitFor(() => expect(screen.getByLabelText('微信号')).toHaveProperty('disabled', false));
    expect(screen.getByLabelText('微信号')).toHaveProperty('value', '');
  });

  it('a bad WeChat id or email is refused in Chinese and nothing is sent; a good card is saved', async () => {
    const { calls } = setup(server);
    await waitFor(() => expect(screen.getByLabelText('微信号')).toHaveProperty('value', 'linxiao_98'));
    fireEvent.change(screen.getByLabelText('微信号'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: '保存名片' }));
    expect(await screen.findByText('微信号格式不正确')).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(calls.filter(([p]) => p === '/api-user/user/contact/save')).toEqual([]);

    fireEvent.change(screen.getByLabelText('微信号'), { target: { value: 'linxiao_2026' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'lx2@example.com' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13900001234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存名片' }));
    expect(await screen.findByText('名片已保存')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/contact/save', { wechat: 'linxiao_2026', mobile: '13900001234', email: 'lx2@example.com' }]);
  });

  it('我的名片二维码 shows a code valid 2 minutes', async () => {
    setup(server);
    fireEvent.click(screen.getByRole('button', { name: '我的名片二维码' }));
    expect(await screen.findByText('请对方用本应用扫码，2 分钟内有效')).toBeTruthy();
    expect(await screen.findByRole('img', { name: '名片二维码' })).toBeTruthy();
  });

  it('a scanned code shows the other person’s card; an expired one says so', async () => {
    window.history.replaceState(null, '', '/me/contact?key=abc');
    const { calls } = setup((path) => (path === '/api-user/user/contact/qrcodeScan' ? { wechat: 'chen_hr', mobile: '13800000002', email: '', name: '陈嘉怡' } : null));
    expect(await screen.findByText('陈嘉怡的名片')).toBeTruthy();
    expect(screen.getByText('13800000002')).toBeTruthy();
    expect(screen.getByText('未填写')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/contact/qrcodeScan', { key: 'abc' }]);
    cleanup();
    setup(() => {
      throw new ApiRequestError(404, '二维码已过期');
    });
    expect(await screen.findByText('名片二维码已失效')).toBeTruthy();
  });

  it('a visitor is asked to log in', () => {
    const { host } = setup(server, false);
    fireEvent.click(screen.getByText('登录后查看名片'));
    expect(host.runLink).toHaveBeenCalled();
  });
});

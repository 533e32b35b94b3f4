/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { PasswordReset } from '../password-reset';
import { passwordResetPropsSchema } from '../schema';

afterEach(cleanup);

/** The reset server: a code for 13800000001, a ticket for the right code, then the new password. */
function server(path: string, data: unknown): unknown {
  const body = data as Record<string, string>;
  if (path === '/api-auth/user/resetCode') return { msg: '验证码已发送', interval: 60, expiresIn: 300 };
  if (path === '/api-auth/user/resetValid') {
    if (body.code !== '246810') throw new ApiRequestError(400, '验证码错误');
    return { ticket: 't-1', expiresAt: new Date(Date.now() + 600_000).toISOString() };
  }
  if (path === '/api-auth/user/reset') return null;
  return undefined;
}

function setup(answer: (path: string, data: unknown) => unknown = server) {
  const api = withApi(answer);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  render(api.wrap(<PasswordReset {...passwordResetPropsSchema.parse({})} host={fakeHost()} />));
  return { ...api, navigate };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password-reset', () => {
  it('a bad number or code is refused in Chinese before anything is sent', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('手机号', '12345');
    type('验证码', '12');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(screen.getByText('验证码为 6 位数字')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the code to the number and counts down', async () => {
    const { calls } = setup();
    type('手机号', '13800000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(calls).toEqual([['/api-auth/user/resetCode', { mobile: '13800000001' }]]);
  });

  it('a wrong code keeps the first step; the right one leads to the new password, which must match, then back to log in', async () => {
    const { calls, navigate } = setup();
    type('手机号', '13800000001');
    type('验证码', '111111');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(calls).toContainEqual(['/api-auth/user/resetValid', { mobile: '13800000001', code: '111111' }]));
    expect(screen.queryByLabelText('新密码')).toBeNull();

    type('验证码', '246810');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByLabelText('新密码')).toBeTruthy();
    type('新密码', '123');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码至少 6 位')).toBeTruthy();
    type('新密码', 'newpass66');
    type('确认密码', 'newpass67');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(calls.filter(([p]) => p === '/api-auth/user/reset')).toEqual([]);

    type('确认密码', 'newpass66');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请重新登录')).toBeTruthy();
    expect(calls).toContainEqual(['/api-auth/user/reset', { ticket: 't-1', password: 'newpass66' }]);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('an expired ticket starts over at the first step', async () => {
    const { navigate } = setup((path, data) => {
      if (path === '/api-auth/user/reset') throw new ApiRequestError(400, '操作已过期，请重新验证');
      return server(path, data);
    });
    type('手机号', '13800000001');
    type('验证码', '246810');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('新密码');
    type('新密码', 'newpass66');
    type('确认密码', 'newpass66');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});

/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { UserSetting } from '../../../../schemas/profile';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { AccountSettings } from '../account-settings';
import { accountSettingsPropsSchema } from '../schema';

afterEach(cleanup);

/** A settings server: keeps the settings and the bound numbers as the real one does. */
function server() {
  let setting: UserSetting = { salaryUnit: 1, invisibleHiring: false, messageNotify: true, recommend: true };
  let mobiles = [
    { mobile: '13800000001', masked: '138****0001', main: true },
    { mobile: '13900000002', masked: '139****0002', main: false },
  ];
  return (path: string, data: unknown): unknown => {
    const body = (data ?? {}) as Record<string, unknown>;
    if (path === '/api-user/user/settingGet') return setting;
    if (path === '/api-user/user/settingSave') return (setting = { ...setting, ...body });
    if (path === '/api-user/user/mobiles') return { list: mobiles };
    if (path === '/api-user/user/mobilesDelete') return { list: (mobiles = mobiles.filter((m) => m.mobile !== body.mobile)) };
    if (path === '/api-user/user/mobilesCode') return { msg: '验证码已发送', interval: 60, expiresIn: 300 };
    if (path === '/api-user/user/account/pwdUpdate') return null;
    return undefined;
  };
}

function setup(opts: { role?: number; loggedIn?: boolean; unit?: number } = {}) {
  const api = withApi(server());
  if (opts.loggedIn !== false) api.rt.session.update({ ...storyUser, role: opts.role ?? 0 });
  const open = vi.fn(async () => ({ confirmed: true, value: { value: [opts.unit ?? 2] } }));
  const host = fakeHost();
  render(
    api.wrap(
      <PopupProvider manager={{ open } as unknown as PopupManager}>
        <AccountSettings {...accountSettingsPropsSchema.parse({})} host={host} />
      </PopupProvider>,
    ),
  );
  return { ...api, open, host };
}

describe('account-settings', () => {
  it('shows the settings, the bound numbers (login number first) and the e-mail state', async () => {
    setup();
    expect(await screen.findByText('按月（元/月）')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '隐身求职' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '消息通知' }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('138****0001')).toBeTruthy();
    expect(screen.getByText('登录手机号')).toBeTruthy();
    expect(screen.getByText('未绑定')).toBeTruthy();
  });

  it('a switch saves at once: 隐身求职 on sends invisibleHiring and shows 已保存', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('switch', { name: '隐身求职' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/settingSave', { invisibleHiring: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: '隐身求职' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('the salary unit picked is saved and shown, and the session shows salaries per day', async () => {
    const { calls, rt } = setup({ unit: 2 });
    fireEvent.click(await screen.findByTestId('salary-unit'));
    expect(await screen.findByText('按天（元/天）')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/settingSave', { salaryUnit: 2 }]);
    expect(rt.session.getState().user?.setting.salaryUnit).toBe(2);
  });

  it('a recruiter is not offered 隐身求职', async () => {
    setup({ role: 1 });
    await screen.findByText('按月（元/月）');
    expect(screen.queryByRole('switch', { name: '隐身求职' })).toBeNull();
  });

  it('解绑 unbinds the other number', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('139****0002')).closest('.adm-list-item') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '解绑' }));
    expect(await screen.findByText('已解绑')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/mobilesDelete', { mobile: '13900000002' }]);
    await waitFor(() => expect(screen.queryByText('139****0002')).toBeNull());
  });

  it('adding a number: a bad one is refused in Chinese before a code is asked', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByText('+ 添加手机号'));
    fireEvent.change(screen.getByPlaceholderText('要绑定的手机号'), { target: { value: '2380000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(calls.filter(([p]) => p === '/api-user/user/mobilesCode')).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('要绑定的手机号'), { target: { value: '13700000003' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/mobilesCode', { mobile: '13700000003' }]);
  });

  it('the password: too short is refused; a good one is sent and the fields are emptied', async () => {
    const { calls } = setup();
    const section = await screen.findByRole('region', { name: '修改密码' });
    fireEvent.change(within(section).getByLabelText('新密码'), { target: { value: '123' } });
    fireEvent.click(within(section).getByRole('button', { name: '修改密码' }));
    expect(await within(section).findByText('密码至少 6 位')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('原密码'), { target: { value: 'demo1234' } });
    fireEvent.change(within(section).getByLabelText('新密码'), { target: { value: 'demo5678' } });
    fireEvent.click(within(section).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/account/pwdUpdate', { oldPassword: 'demo1234', password: 'demo5678' }]);
    expect((within(section).getByLabelText('新密码') as HTMLInputElement).value).toBe('');
  });

  it('asks a visitor to log in', () => {
    const { host } = setup({ loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '登录后设置' }));
    expect(host.runLink).toHaveBeenCalled();
  });
});

/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { RegisterForm } from '../register-form';
import { registerFormPropsSchema } from '../schema';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const company = { id: 31, name: '青禾数据有限公司' };
/** The session a registration answers, as the server sends it back. */
const session = (over: Record<string, unknown> = {}) => ({ ...storyUser, ...over });

function setup(answer: (path: string, data: unknown) => unknown, opts: { loggedIn?: boolean; role?: 0 | 1 } = {}) {
  const api = withApi(answer);
  if (opts.loggedIn !== false) api.rt.session.update(storyUser);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  // The date picker answers as a user who confirms 1998-03-01.
  const open = vi.fn(async () => ({ confirmed: true, value: '1998-03-01' }));
  const host = fakeHost();
  render(
    api.wrap(
      <PopupProvider manager={{ open } as unknown as PopupManager}>
        <RegisterForm {...registerFormPropsSchema.parse({ defaultRole: opts.role ?? 0 })} host={host} />
      </PopupProvider>,
    ),
  );
  return { ...api, navigate, open, host };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '完成注册' }));

describe('register-form', () => {
  it('a job seeker is asked for name, gender and birthday in Chinese, and nothing is sent', async () => {
    const { calls } = setup(() => null);
    submit();
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请选择性别')).toBeTruthy();
    expect(screen.getAllByText('请选择出生日期').length).toBe(2);
    type('姓名', '123');
    submit();
    expect(await screen.findByText('名称不能为纯数字')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a job seeker registers with name, gender and the picked birthday, then goes to 我的', async () => {
    const { calls, navigate } = setup((path) => (path === '/api-user/register/infoSave' ? session() : null));
    type('姓名', '林晓');
    fireEvent.click(screen.getByText('女'));
    fireEvent.click(screen.getByRole('button', { name: '请选择出生日期' }));
    expect(await screen.findByText('1998-03-01')).toBeTruthy();
    submit();
    expect(await screen.findByText('注册完成')).toBeTruthy();
    expect(calls).toEqual([['/api-user/register/infoSave', { name: '林晓', gender: 2, birthday: '1998-03-01' }]]);
    expect(navigate).toHaveBeenCalledWith('/me', { replace: true });
  });

  it('a recruiter (?role=1) creates the company with name, position and full company name', async () => {
    window.history.replaceState(null, '', '/register?role=1');
    const { calls, navigate } = setup((path) => (path === '/api-user/register/hrInfoSave' ? session({ role: 1, joined: false, request: null }) : null));
    submit();
    expect(await screen.findByText('请输入职位')).toBeTruthy();
    expect(screen.getByText('请输入公司全称')).toBeTruthy();
    type('姓名', '许清');
    type('职位', '人事经理');
    type('公司全称', '青禾数据有限公司');
    submit();
    expect(await screen.findByText('企业已创建')).toBeTruthy();
    expect(calls).toEqual([['/api-user/register/hrInfoSave', { name: '许清', position: '人事经理', companyName: '青禾数据有限公司' }]]);
    expect(navigate).toHaveBeenCalledWith('/me', { replace: true });
  });

  it('a company name already registered offers 申请加入, which sends the join request and opens its state', async () => {
    const { calls, navigate } = setup(
      (path, data) => {
        if (path !== '/api-user/register/hrInfoSave') return null;
        if (!(data as { join?: boolean }).join) throw new ApiRequestError(400, '该企业已注册', { need: 'join', company });
        return session({ joined: false, request: { id: 5, company, position: '招聘专员', status: 'pending', createdAt: new Date().toISOString(), resolvedAt: null } });
      },
      { role: 1 },
    );
    type('姓名', '梁安');
    type('职位', '招聘专员');
    type('公司全称', '青禾数据有限公司');
    submit();
    expect(await screen.findByText('该企业已注册')).toBeTruthy();
    expect(screen.getByText(/「青禾数据有限公司」已在本站注册/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(await screen.findByText('已提交加入申请，请等待审核')).toBeTruthy();
    expect(calls.map(([, d]) => d)).toEqual([
      { name: '梁安', position: '招聘专员', companyName: '青禾数据有限公司' },
      { name: '梁安', position: '招聘专员', companyName: '青禾数据有限公司', join: true },
    ]);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my/company-members', { replace: true }));
  });

  it('asks a visitor to log in with a code first', () => {
    const { host } = setup(() => null, { loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '手机号登录' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { loginType: 'code' } });
  });
});

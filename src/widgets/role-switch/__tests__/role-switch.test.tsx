/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { RoleSwitch } from '../role-switch';
import { roleSwitchPropsSchema } from '../schema';

afterEach(cleanup);

function setup(answer: (path: string, data: unknown) => unknown, props: Record<string, unknown> = {}) {
  const api = withApi(answer);
  api.rt.session.update(storyUser);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  const host = fakeHost();
  render(api.wrap(<RoleSwitch {...roleSwitchPropsSchema.parse({ allowOtherDevice: false, ...props })} host={host} />));
  return { api, navigate, host };
}

describe('role-switch', () => {
  it('marks the current role and switches a seeker to recruiter, then goes to the done page', async () => {
    const { api, navigate } = setup((path) => {
      if (path === '/api-user/user/switchRoleBefore') return { ok: true };
      if (path === '/api-user/user/switchRole') return { ...storyUser, role: 1 };
      return undefined;
    }, { doneLink: '/me' });
    const seeker = screen.getByText('求职者').closest('.w-role-switch__card')!;
    expect(seeker.textContent).toContain('当前身份');
    fireEvent.click(screen.getByText('招聘者'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/me', { replace: true }));
    expect(api.calls.map(([p]) => p)).toEqual(['/api-user/user/switchRoleBefore', '/api-user/user/switchRole']);
    expect(api.calls[1]![1]).toEqual({ role: 1 });
    expect(api.rt.session.getState().user!.role).toBe(1);
    expect(await screen.findByText('已切换为招聘者')).toBeTruthy();
  });

  it('sends a recruiter without a company to register one instead of switching', async () => {
    const { api, navigate } = setup((path) => (path === '/api-user/user/switchRoleBefore' ? { ok: false, need: 'company' } : undefined));
    fireEvent.click(screen.getByText('招聘者'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/register\?role=1/)));
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/user/switchRole');
    expect(api.rt.session.getState().user!.role).toBe(0);
    expect(await screen.findByText('请先完善企业信息')).toBeTruthy();
  });

  it('tapping the current role sends nothing', () => {
    const { api } = setup(() => undefined);
    fireEvent.click(screen.getByText('求职者'));
    expect(api.calls).toEqual([]);
  });

  it('asks a visitor to log in first', () => {
    const api = withApi(() => undefined);
    const host = fakeHost();
    render(api.wrap(<RoleSwitch {...roleSwitchPropsSchema.parse({})} host={host} />));
    fireEvent.click(screen.getByText('登录后切换身份'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login' });
  });
});

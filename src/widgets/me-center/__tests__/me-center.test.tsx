/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { meCenterWidget } from '../index';
import { MeCenter } from '../me-center';
import { meCenterPropsSchema } from '../schema';

afterEach(cleanup);
const props = meCenterPropsSchema.parse({});

describe('me-center', () => {
  it('parses empty props to the default menus of both roles', () => {
    expect(meCenterWidget.type).toBe('me-center');
    expect(props.seekerMenu.map((i) => i.text)).toContain('我的简历');
    expect(props.recruiterMenu.map((i) => i.text)).toContain('人才库');
    expect(meCenterPropsSchema.safeParse({ seekerMenu: [{ text: '', link: { type: 'navigate', path: '/me' } }] }).success).toBe(false);
  });

  it('offers a visitor the login popup for job seekers', () => {
    const api = withApi(() => null);
    const host = fakeHost();
    render(api.wrap(<MeCenter {...props} host={host} />));
    fireEvent.click(screen.getByText('登录 / 注册'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 } });
    expect(screen.queryByText('退出登录')).toBeNull();
  });

  it('shows the name, the masked number, the role and the real-name badge', () => {
    const api = withApi(() => null);
    api.rt.session.update(storyUser);
    render(api.wrap(<MeCenter {...props} host={fakeHost()} />));
    const card = screen.getByTestId('me-card');
    expect(card.textContent).toContain('林晓');
    expect(card.textContent).toContain('138****0001');
    expect(card.textContent).not.toContain('13800000001');
    expect(card.textContent).toContain('求职者');
    expect(card.textContent).toContain('已实名');
    expect(screen.getByText('已认证')).toBeTruthy();
  });

  it('shows a recruiter the recruiter menu with the company', () => {
    const api = withApi(() => null);
    api.rt.session.update({ ...storyUser, role: 1, profile: { realName: false }, company: { id: 3, name: '云帆科技有限公司' } });
    render(api.wrap(<MeCenter {...props} host={fakeHost()} />));
    expect(screen.getByText('人才库')).toBeTruthy();
    expect(screen.getByText('云帆科技有限公司')).toBeTruthy();
    expect(screen.getByText('未实名')).toBeTruthy();
    expect(screen.getByText('去认证')).toBeTruthy();
  });

  it('asks 温馨提示 / 确定要退出登录？ and logs out only when confirmed', async () => {
    const api = withApi(() => null);
    api.rt.session.port.setToken('t-1');
    api.rt.session.update(storyUser);
    render(api.wrap(<MeCenter {...props} host={fakeHost()} />));
    fireEvent.click(screen.getByText('退出登录'));
    expect(await screen.findByText('确定要退出登录？')).toBeTruthy();
    expect(screen.getAllByText('温馨提示').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定要退出登录？')).toBeNull());
    expect(api.rt.session.getState().user).not.toBeNull();

    fireEvent.click(screen.getByText('退出登录'));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(api.rt.session.getState().user).toBeNull());
    expect(api.rt.session.getState().token).toBeNull();
    expect(api.calls.map(([p]) => p)).toContain('/api-auth/user/logout');
  });
});

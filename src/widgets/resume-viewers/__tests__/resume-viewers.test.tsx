/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerMoneyFixture } from '../../../../.storybook/fixtures-money';
import { MONEY_PATHS } from '../../../../schemas/money';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { STORAGE_KEY_PAYMENT_RETURN } from '../../../runtime/constants';
import { resumeViewersWidget } from '../index';
import { ResumeViewers } from '../resume-viewers';

afterEach(cleanup);

const notVip = { active: false, level: 0, expiresAt: null, suspended: false, daysLeft: 0 };

function setup(vip: unknown) {
  const api = withApi((path, data) => (path === MONEY_PATHS.vipFindMe && vip ? vip : answerMoneyFixture(path, data as Record<string, unknown>)));
  api.rt.session.update(storyUser);
  const navigate: string[] = [];
  api.rt.navigator.navigate = (to: string) => void navigate.push(to);
  const host = fakeHost();
  render(api.wrap(<ResumeViewers {...resumeViewersWidget.defaultProps} host={host} />));
  return { api, host, navigate };
}

describe('resume-viewers', () => {
  it('shows a VIP the recruiters who opened the resume with their companies, last first; a tap opens the company', async () => {
    const { api, host } = setup(null);
    const items = await screen.findAllByTestId('resume-viewer');
    expect(items.map((i) => i.textContent?.includes('看过你的简历'))).toEqual([true, true, true]);
    expect(items[0]!.textContent).toContain('陈嘉怡');
    expect(items[0]!.textContent).toContain('云帆科技');
    expect(screen.getByText(/共 3 位/)).toBeTruthy();
    expect(api.calls.map((c) => c[0])).toContain('/api-user/resume/viewersFind');
    fireEvent.click(items[0]!.querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/company/1' });
  });

  it('offers a seeker without VIP the VIP checkout, remembers this page to come back, and never asks for the list', async () => {
    const { api, navigate } = setup(notVip);
    fireEvent.click(await screen.findByRole('button', { name: '开通会员' }));
    expect(navigate).toEqual(['/vip/mall/supplement?key=vip']);
    expect(api.rt.storage.get(STORAGE_KEY_PAYMENT_RETURN)).toBe(window.location.pathname + window.location.search);
    expect(api.calls.map((c) => c[0])).not.toContain('/api-user/resume/viewersFind');
  });

  it('tells a paused VIP to resume instead of paying again', async () => {
    setup({ ...notVip, suspended: true, level: 1, daysLeft: 20, expiresAt: new Date().toISOString() });
    expect(await screen.findByText('会员已暂停，恢复会员后即可查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开通会员' })).toBeNull();
  });
});

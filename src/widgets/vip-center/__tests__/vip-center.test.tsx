/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { MONEY_PATHS, type Assets, type Product } from '../../../../schemas/money';
import { STORAGE_KEY_PAYMENT_RETURN } from '../../../runtime/constants';
import { vipCenterPropsSchema } from '../schema';
import { VipCenter } from '../vip-center';

afterEach(cleanup);

const rights: Assets['rights'] = [
  { key: 'rightsChat', name: '主动沟通', remaining: 18, total: 30, expiresAt: '2027-01-31T00:00:00.000Z' },
  { key: 'rightsContact', name: '查看联系方式', remaining: 4, total: 10, expiresAt: null },
];
const product: Product = { id: 1, kind: 'vip', name: '月度会员', description: '', priceFen: 1990, durationDays: 30, vipLevel: 1, rights: {}, perks: ['谁看过我', '简历置顶'] };

/** A server holding one seeker's VIP, paused and resumed as the real one does. */
function server(vip: Assets['vip']) {
  const state = { ...vip };
  return (path: string) => {
    if (path === MONEY_PATHS.assetsGet) return { walletFen: 3010, vip: { ...state }, rights, companyId: null } satisfies Assets;
    if (path === MONEY_PATHS.vipFind) return { list: [product] };
    if (path === MONEY_PATHS.vipSuspendStart) Object.assign(state, { suspended: true, active: false });
    if (path === MONEY_PATHS.vipSuspendEnd) Object.assign(state, { suspended: false, active: true });
    return null;
  };
}

function setup(answer: (path: string) => unknown, opts: { role?: number; compact?: boolean } = {}) {
  const api = withApi(answer);
  api.rt.session.update({ ...storyUser, role: opts.role ?? 0 });
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  const host = fakeHost();
  render(api.wrap(<VipCenter {...vipCenterPropsSchema.parse({ compact: opts.compact ?? false })} host={host} />));
  return { ...api, navigate, host };
}

const active = { active: true, level: 1, expiresAt: '2027-03-01T00:00:00.000Z', suspended: false, daysLeft: 94 };

describe('vip-center', () => {
  it('a seeker without VIP sees 未开通, the products with their perks, and 立即开通 goes to the checkout remembering the page', async () => {
    const { navigate, rt } = setup(server({ active: false, level: 0, expiresAt: null, suspended: false, daysLeft: 0 }));
    expect(await screen.findByText('未开通')).toBeTruthy();
    expect(await screen.findByText('月度会员')).toBeTruthy();
    expect(screen.getByText('谁看过我；简历置顶')).toBeTruthy();
    expect(screen.getByText('¥19.90')).toBeTruthy();
    expect(screen.getByText('¥30.10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '暂停会员' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即开通' }));
    expect(navigate).toHaveBeenCalledWith('/vip/mall/supplement?key=vip');
    expect(rt.storage.get(STORAGE_KEY_PAYMENT_RETURN)).toBe(window.location.pathname + window.location.search);
  });

  it('a member pauses after confirming: the request is sent and the card says 已暂停 with the days kept', async () => {
    const { calls } = setup(server(active));
    expect(await screen.findByText('有效期至 2027-03-01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '暂停会员' }));
    expect(await screen.findByText(/剩余天数保留/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已暂停 · 剩余 94 天')).toBeTruthy();
    expect(calls).toContainEqual([MONEY_PATHS.vipSuspendStart, {}]);
    expect(screen.getByRole('button', { name: '恢复会员' })).toBeTruthy();
  });

  it('a recruiter sees the company rights left and no VIP offer', async () => {
    setup(server(active), { role: 1 });
    expect(await screen.findByText('企业套餐权益')).toBeTruthy();
    expect(screen.getByText('18 / 30')).toBeTruthy();
    expect(screen.getByText('最早 2027-01-31 到期')).toBeTruthy();
    expect(screen.queryByTestId('vip-state')).toBeNull();
    expect(screen.getByText('购买套餐')).toBeTruthy();
  });

  it('the compact card on 我的 shows the state and balance and opens the full page', async () => {
    const { host } = setup(server(active), { compact: true });
    const card = await screen.findByTestId('vip-card');
    await waitFor(() => expect(card.textContent).toContain('VIP1 会员'));
    expect(card.textContent).toContain('余额 ¥30.10');
    fireEvent.click(card);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/vip/my-rights' });
  });
});

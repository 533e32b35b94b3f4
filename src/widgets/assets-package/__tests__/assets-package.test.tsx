/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { MONEY_PATHS, type PackageGrant, type RightBalance } from '../../../../schemas/money';
import { ApiRequestError } from '../../../runtime/api/client';
import { AssetsPackage } from '../assets-package';
import { assetsPackagePropsSchema } from '../schema';

afterEach(cleanup);

const rights: RightBalance[] = [
  { key: 'rightsJob', name: '职位发布', remaining: 3, total: 5, expiresAt: null },
  { key: 'rightsChat', name: '主动沟通', remaining: 18, total: 30, expiresAt: null },
];
const grant: PackageGrant = {
  orderNo: '1Mpkg1',
  title: '基础套餐',
  expiresAt: '2027-02-28T00:00:00.000Z',
  suspended: false,
  items: [{ key: 'rightsChat', name: '主动沟通', total: 30, remaining: 18 }],
};

/** A server of one company's packages, paused and resumed as the real one does. */
function server(grants: PackageGrant[]) {
  const list = grants.map((g) => ({ ...g }));
  return (path: string) => {
    if (path === MONEY_PATHS.assetsPackageItemsGet) return { list: rights };
    if (path === MONEY_PATHS.assetsPackageList) return { list: list.map((g) => ({ ...g })) };
    if (path === MONEY_PATHS.assetsSuspendStart) for (const g of list) g.suspended = true;
    if (path === MONEY_PATHS.assetsSuspendEnd) for (const g of list) g.suspended = false;
    return null;
  };
}

function setup(answer: (path: string) => unknown) {
  const api = withApi(answer);
  api.rt.session.update({ ...storyUser, role: 1 });
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  render(api.wrap(<AssetsPackage {...assetsPackagePropsSchema.parse({})} host={fakeHost()} />));
  return { ...api, navigate };
}

describe('assets-package', () => {
  it('shows the rights left and each package with its expiry and what is left of it', async () => {
    setup(server([grant]));
    expect(within(await screen.findByTestId('right-rightsJob')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('right-rightsChat')).getByText('主动沟通')).toBeTruthy();
    const pkg = screen.getByTestId('package');
    expect(within(pkg).getByText('基础套餐')).toBeTruthy();
    expect(within(pkg).getByText('2027-02-28 到期')).toBeTruthy();
    expect(within(pkg).getByText('18/30')).toBeTruthy();
  });

  it('暂停套餐 sends the pause and the packages say 已暂停; 恢复套餐 resumes them', async () => {
    const { calls } = setup(server([grant]));
    fireEvent.click(await screen.findByRole('button', { name: '暂停套餐' }));
    expect(await screen.findByText('已暂停')).toBeTruthy();
    expect(calls).toContainEqual([MONEY_PATHS.assetsSuspendStart, {}]);
    fireEvent.click(screen.getByRole('button', { name: '恢复套餐' }));
    expect(await screen.findByText('2027-02-28 到期')).toBeTruthy();
    expect(calls).toContainEqual([MONEY_PATHS.assetsSuspendEnd, {}]);
  });

  it('without packages it says none were bought, and 购买套餐 goes to the checkout for a package', async () => {
    const { navigate } = setup(server([]));
    expect(await screen.findByText('还没有购买套餐')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '暂停套餐' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '购买套餐' }));
    expect(navigate).toHaveBeenCalledWith('/vip/mall/supplement?key=package');
  });

  it('says the packages could not be loaded when the server fails', async () => {
    setup(() => {
      throw new ApiRequestError(500, '服务繁忙');
    });
    expect(await screen.findByText('套餐加载失败')).toBeTruthy();
  });
});

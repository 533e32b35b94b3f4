/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFixture, storyUser } from '../../../../.storybook/fixtures';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { STORAGE_KEY_PAYMENT_RETURN } from '../../../runtime/constants';
import { walletFlowPropsSchema } from '../schema';
import { WalletFlow } from '../wallet-flow';

afterEach(cleanup);

function setup(answer = (path: string, data: unknown) => answerFixture(path, data as Record<string, unknown>), user = true) {
  const api = withApi(answer);
  if (user) api.rt.session.update(storyUser);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  const view = render(api.wrap(<WalletFlow {...walletFlowPropsSchema.parse({})} />));
  return { api, navigate, view };
}

describe('wallet-flow', () => {
  it('shows the balance in yuan and each entry, money in with a plus and money out with a minus', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('30.10'));
    const entries = await screen.findAllByTestId('wallet-entry');
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringMatching(/^月度会员.*-19\.90$/), expect.stringMatching(/^充值 充值 50 元.*\+50\.00$/)]);
    expect(entries[0]!.querySelector('strong')!.className).toBe('w-wallet__out');
    expect(entries[1]!.querySelector('strong')!.className).toBe('w-wallet__in');
  });

  it('充值 opens the top-up checkout and remembers to come back here', async () => {
    const { api, navigate } = setup();
    await screen.findAllByTestId('wallet-entry');
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect(navigate).toHaveBeenCalledWith('/vip/mall/supplement?key=topup');
    expect(api.rt.storage.get(STORAGE_KEY_PAYMENT_RETURN)).toBe(window.location.pathname + window.location.search);
  });

  it('says there are no entries yet', async () => {
    setup((path) => (path === '/api-user/wallet/get' ? { balanceFen: 0 } : { list: [], page: 1, limit: 20, total: 0, done: true }));
    expect(await screen.findByText('暂无明细')).toBeTruthy();
  });

  it('shows nothing to a visitor', () => {
    const { view } = setup(undefined, false);
    expect(view.container.textContent).toBe('');
  });
});

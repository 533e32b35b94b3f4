/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerMoneyFixture } from '../../../../.storybook/fixtures-money';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { MONEY_PATHS, ORDER_POLL_MS, type Order } from '../../../../schemas/money';
import { STORAGE_KEY_PAYMENT_RETURN } from '../../../runtime/constants';
import { SupplementView } from '../pay-supplement';
import { paySupplementPropsSchema } from '../schema';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const order = (status: Order['status'], channel: Order['channel'] = 'wechat'): Order => ({
  no: '1Mtest1',
  kind: 'package',
  title: '沟通加油包',
  productId: 5,
  originalFen: 1900,
  discountFen: 0,
  amountFen: 1900,
  channel,
  status,
  rightKey: 'rightsChat',
  payUrl: null,
  expiresAt: new Date(0).toISOString(),
  createdAt: new Date(0).toISOString(),
  paidAt: null,
});

function setup(answer: (path: string, data: unknown) => unknown) {
  const api = withApi((path, data) => answer(path, data) ?? answerMoneyFixture(path, (data ?? {}) as Record<string, unknown>));
  api.rt.session.update({ ...storyUser });
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  return { ...api, navigate };
}

describe('pay-supplement', () => {
  it('offers the packages that hold the missing right, takes the best coupon, and pays from the wallet', async () => {
    const api = setup((path) => (path === MONEY_PATHS.tradeCreate ? order('fulfilled', 'wallet') : undefined));
    render(api.wrap(<SupplementView {...paySupplementPropsSchema.parse({})} host={fakeHost()} productKey="rightsChat" orderNo="" />));
    expect(await screen.findByText('权益不足，购买套餐后继续')).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /套餐|加油包/ }).map((r) => r.textContent?.slice(0, 5))).toEqual(['基础套餐¥', '沟通加油包']);
    await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥95.02'));
    fireEvent.click(screen.getByRole('radio', { name: /沟通加油包/ }));
    await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥15.02'));
    fireEvent.click(screen.getByText('余额支付'));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/vip/mall/supplement?key=rightsChat&order=1Mtest1', { replace: true }));
    expect(api.calls.find(([p]) => p === MONEY_PATHS.tradeCreate)?.[1]).toEqual({ productId: 5, channel: 'wallet', userCouponId: 9, rightKey: 'rightsChat' });
  });

  it('inside WeChat asks for JSAPI and opens the pay sheet through WeixinJSBridge with the signed request, then follows the order', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50');
    const jsapi = { appId: 'wx-fake', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 'c2lnbg==' };
    const invoke = vi.fn((_name: string, _params: unknown, done: (r: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' }));
    (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    try {
      const api = setup((path) => (path === MONEY_PATHS.tradeCreate ? { ...order('created'), jsapi } : undefined));
      render(api.wrap(<SupplementView {...paySupplementPropsSchema.parse({})} host={fakeHost()} productKey="rightsChat" orderNo="" />));
      fireEvent.click(await screen.findByRole('radio', { name: /沟通加油包/ }));
      fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
      await waitFor(() => expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function)));
      expect(api.calls.find(([p]) => p === MONEY_PATHS.tradeCreate)?.[1]).toMatchObject({ channel: 'wechat', inWechat: true });
      await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/vip/mall/supplement?key=rightsChat&order=1Mtest1', { replace: true }));
    } finally {
      ua.mockRestore();
      delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge;
    }
  });

  it('polls an unpaid order until it is fulfilled, then returns to the path remembered on 14550', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Order['status'] = 'created';
    const api = setup((path) => (path === MONEY_PATHS.tradeGet ? order(status) : undefined));
    api.rt.storage.set(STORAGE_KEY_PAYMENT_RETURN, '/chat?userId=7');
    render(api.wrap(<SupplementView {...paySupplementPropsSchema.parse({})} host={fakeHost()} productKey="rightsChat" orderNo="1Mtest1" />));
    expect(await screen.findByText('支付确认中')).toBeTruthy();
    status = 'fulfilled';
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(api.navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(api.navigate).toHaveBeenCalledWith('/chat?userId=7', { replace: true });
    expect(api.rt.storage.get(STORAGE_KEY_PAYMENT_RETURN)).toBeNull();
  });
});

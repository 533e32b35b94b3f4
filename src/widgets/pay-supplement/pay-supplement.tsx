import { Button, DotLoading, Radio, Result, Space } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useEffect, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import {
  MONEY_PATHS,
  ORDER_STATUS_NAMES,
  PAY_CHANNEL_NAMES,
  RIGHT_KEYS,
  RIGHT_NAMES,
  productSchema,
  userCouponSchema,
  yuanText,
  type Order,
  type PayChannel,
  type Product,
  type RightKey,
} from '../../../schemas/money';
import { PATH_PAYMENT_SUPPLEMENT, STORAGE_KEY_PAYMENT_RETURN } from '../../runtime/constants';
import { useOrder, useOrderCheck, useTradeCreate } from '../../runtime/data-hooks/use-money';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import type { PaySupplementProps } from './schema';
import './pay-supplement.css';

const isRightKey = (k: string): k is RightKey => (RIGHT_KEYS as readonly string[]).includes(k);
const productList = (raw: unknown) => productSchema.array().parse((raw as { list?: unknown; packages?: unknown }).packages ?? (raw as { list: unknown }).list);

/** The provider's page address with the way back here (WeChat Pay H5 takes it as redirect_url). */
function withReturn(payUrl: string, back: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(window.location.origin + back)}`;
}

interface Entry {
  /** A right key, 'vip', 'topup' or 'package'. */
  productKey: string;
  /** The order to show (back from the provider's page, or paid from the wallet). */
  orderNo: string;
}

/** The page: the key and order come from the address (?key=…&order=…); Storybook has no router. */
interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: NonNullable<Order['jsapi']>, done: (res: { err_msg?: string }) => void): void;
}

/** WeChat's pay sheet (chooseWXPay) for a signed JSAPI request; resolves with WeChat's err_msg once the sheet closes. */
function chooseWXPay(params: NonNullable<Order['jsapi']>): Promise<string> {
  return new Promise((resolve) => {
    const run = () => (window as unknown as { WeixinJSBridge: WeixinJSBridge }).WeixinJSBridge.invoke('getBrandWCPayRequest', params, (res) => resolve(res.err_msg ?? ''));
    if ((window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge) run();
    else document.addEventListener('WeixinJSBridgeReady', run, { once: true });
  });
}

export function PaySupplement(props: WidgetRenderProps<PaySupplementProps>) {
  return useInRouterContext() ? <RoutedSupplement {...props} /> : <SupplementView {...props} productKey="vip" orderNo="" />;
}

function RoutedSupplement(props: WidgetRenderProps<PaySupplementProps>) {
  const [params] = useSearchParams();
  return <SupplementView {...props} productKey={params.get('key') || 'vip'} orderNo={params.get('order') ?? ''} />;
}

export function SupplementView(props: WidgetRenderProps<PaySupplementProps> & Entry) {
  const { user } = useSession();
  if (!user) return null;
  return props.orderNo ? <OrderResult {...props} /> : <Checkout {...props} />;
}

/** Choose what to buy, a coupon and how to pay. */
function Checkout(props: WidgetRenderProps<PaySupplementProps> & Entry) {
  const rt = useRuntime();
  const key = props.productKey;
  const right = isRightKey(key) ? key : null;
  const kind = right || key === 'package' ? 'package' : key === 'topup' ? 'topup' : 'vip';
  const products = useApiQuery(right ? MONEY_PATHS.packRightsGet : '/api-user/product/find', right ? { key: right } : { kind }, { parse: productList });
  const wallet = useApiQuery(MONEY_PATHS.walletGet, {}, { parse: (r) => (r as { balanceFen: number }).balanceFen });
  const [picked, setPicked] = useState<number | null>(null);
  const product: Product | undefined = products.data?.find((p) => p.id === picked) ?? products.data?.[0];
  const coupons = useApiQuery(MONEY_PATHS.couponUsable, { productId: product?.id }, {
    enabled: Boolean(product && product.kind !== 'topup'),
    parse: (r) => userCouponSchema.array().parse((r as { list: unknown }).list),
  });
  const [couponId, setCouponId] = useState<number | 0 | null>(null);
  const coupon = couponId === 0 ? undefined : (coupons.data?.find((c) => c.id === couponId) ?? coupons.data?.[0]);
  const channels: PayChannel[] = kind === 'topup' || !props.allowWallet ? ['wechat'] : ['wechat', 'wallet'];
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const tradeCreate = useTradeCreate();
  /** The whole payment, which outlives the call (WeChat's JSAPI sheet, then the order page). */
  const [busy, setBusy] = useState(false);

  if (products.isPending) return <Loading />;
  if (products.isError) return <ErrorBlock status="default" title="商品加载失败" description="请稍后再试" />;
  if (!product) return <ErrorBlock status="empty" title="暂无可购买的商品" description="请联系客服" />;
  const payFen = product.priceFen - (coupon?.discountFen ?? 0);

  async function pay() {
    if (!product || busy) return;
    setBusy(true);
    try {
      // Inside WeChat the H5 cashier does not open: WeChat Pay JSAPI through WeixinJSBridge.
      const inWechat = channel === 'wechat' && /MicroMessenger/i.test(navigator.userAgent);
      const order = await tradeCreate.mutateAsync({
        productId: product.id,
        channel,
        ...(coupon ? { userCouponId: coupon.id } : {}),
        ...(right ? { rightKey: right } : {}),
        ...(inWechat ? { inWechat: true } : {}),
      });
      const back = `${PATH_PAYMENT_SUPPLEMENT}?key=${encodeURIComponent(key)}&order=${encodeURIComponent(order.no)}`;
      if (order.jsapi) {
        // Paid or not, the order page polls the order until the provider's word arrives.
        await chooseWXPay(order.jsapi);
        rt.navigator.navigate?.(back, { replace: true });
        return;
      }
      if (order.payUrl) {
        // The provider's page returns here with the order; WeChat Pay H5 takes the address as redirect_url.
        window.location.assign(withReturn(order.payUrl, back));
        return;
      }
      rt.navigator.navigate?.(back, { replace: true });
    } catch {
      // Shown by the request wrapper (a toast for 14551, a modal otherwise).
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="w-pay" aria-label="选择商品并支付">
      {right && <p className="w-pay__short">{props.shortTitle}</p>}
      <ul className="w-pay__products" role="radiogroup" aria-label="商品">
        {products.data.map((p) => (
          <li key={p.id}>
            <button type="button" role="radio" aria-checked={p.id === product.id} className={p.id === product.id ? 'w-pay__product w-pay__product--on' : 'w-pay__product'} onClick={() => setPicked(p.id)}>
              <span className="w-pay__name">{p.name}</span>
              <span className="w-pay__price">¥{yuanText(p.priceFen)}</span>
              <span className="w-pay__desc">
                {p.kind === 'package'
                  ? Object.entries(p.rights)
                      .map(([k, n]) => `${RIGHT_NAMES[k as RightKey]} ${n}`)
                      .join(' · ')
                  : p.description}
                {p.durationDays > 0 && ` · ${p.durationDays} 天`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {product.kind !== 'topup' && (
        <div className="w-pay__block">
          <h3>优惠券</h3>
          {coupons.data?.length ? (
            <Radio.Group value={coupon?.id ?? 0} onChange={(v) => setCouponId(Number(v))}>
              <Space direction="vertical">
                {coupons.data.map((c) => (
                  <Radio key={c.id} value={c.id}>
                    {c.name}（-¥{yuanText(c.discountFen ?? 0)}）
                  </Radio>
                ))}
                <Radio value={0}>不使用优惠券</Radio>
              </Space>
            </Radio.Group>
          ) : (
            <span className="w-pay__muted">暂无可用优惠券</span>
          )}
        </div>
      )}
      <div className="w-pay__block">
        <h3>支付方式</h3>
        <Radio.Group value={channel} onChange={(v) => setChannel(v as PayChannel)}>
          <Space direction="vertical">
            {channels.map((c) => (
              <Radio key={c} value={c}>
                {PAY_CHANNEL_NAMES[c]}
                {c === 'wallet' && wallet.data !== undefined && <span className="w-pay__muted">（余额 ¥{yuanText(wallet.data)}）</span>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      <div className="w-pay__bar">
        <span>
          实付 <strong data-testid="pay-amount">¥{yuanText(payFen)}</strong>
          {coupon && <em>已优惠 ¥{yuanText(coupon.discountFen ?? 0)}</em>}
        </span>
        <Button color="primary" loading={busy} onClick={() => void pay()}>
          立即支付
        </Button>
      </div>
    </section>
  );
}

/** The order after paying: polled until final; once fulfilled, back to where the user was. */
function OrderResult(props: WidgetRenderProps<PaySupplementProps> & Entry) {
  const rt = useRuntime();
  const no = props.orderNo;
  const q = useOrder(no);
  const order = q.data ?? null;
  const failed = q.isError;
  const check = useOrderCheck();
  const checking = check.isPending;

  const returnPath = rt.storage.get<string>(STORAGE_KEY_PAYMENT_RETURN);
  const done = order?.status === 'fulfilled';
  useEffect(() => {
    if (!done) return;
    // What was bought shows everywhere at once: VIP on /me, rights, the wallet (the order itself is final).
    const money = new Set<unknown>(Object.values(MONEY_PATHS).filter((p) => p !== MONEY_PATHS.tradeGet));
    void rt.queryClient.invalidateQueries({ predicate: (q) => money.has(q.queryKey[0]) });
    if (!returnPath || !props.returnAfterMs) return;
    const t = setTimeout(() => goBack(), props.returnAfterMs);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the order is done
  }, [done]);

  function goBack() {
    rt.storage.remove(STORAGE_KEY_PAYMENT_RETURN);
    rt.navigator.navigate?.(returnPath ?? '/me', { replace: true });
  }
  async function confirm() {
    if (checking) return;
    try {
      await check.mutateAsync(no);
    } catch {
      // Shown by the request wrapper.
    }
  }

  if (failed) return <ErrorBlock status="default" title="订单不存在" description="请返回重试" />;
  if (!order) return <Loading />;
  const summary = (
    <dl className="w-pay__summary">
      <dt>商品</dt>
      <dd>{order.title}</dd>
      <dt>实付金额</dt>
      <dd>¥{yuanText(order.amountFen)}</dd>
      {order.discountFen > 0 && (
        <>
          <dt>优惠</dt>
          <dd>-¥{yuanText(order.discountFen)}</dd>
        </>
      )}
      <dt>订单号</dt>
      <dd>{order.no}</dd>
    </dl>
  );
  if (done || order.status === 'paid') {
    return (
      <section className="w-pay w-pay--result" data-testid="pay-result">
        <Result status="success" title="支付成功" description={order.rightKey ? `${RIGHT_NAMES[order.rightKey]}权益已到账` : '已到账，感谢支持'} />
        {summary}
        <Button block color="primary" onClick={goBack}>
          {returnPath ? '返回继续' : '完成'}
        </Button>
      </section>
    );
  }
  if (order.status !== 'created') {
    return (
      <section className="w-pay w-pay--result" data-testid="pay-result">
        <Result status="warning" title={`订单${ORDER_STATUS_NAMES[order.status]}`} description="如已扣款，将原路退回" />
        {summary}
      </section>
    );
  }
  return (
    <section className="w-pay w-pay--result" data-testid="pay-result">
      <Result status="waiting" title="支付确认中" description="支付完成后将自动刷新" />
      {summary}
      <Space direction="vertical" block>
        <Button block color="primary" loading={checking} onClick={() => void confirm()}>
          我已支付
        </Button>
        {order.payUrl && (
          <Button block fill="outline" onClick={() => window.location.assign(withReturn(order.payUrl!, `${PATH_PAYMENT_SUPPLEMENT}?key=${encodeURIComponent(props.productKey)}&order=${encodeURIComponent(no)}`))}>
            继续支付
          </Button>
        )}
      </Space>
    </section>
  );
}

function Loading() {
  return (
    <div className="w-pay__loading" role="status">
      <DotLoading color="primary" /> 加载中
    </div>
  );
}

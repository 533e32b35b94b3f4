import { randomBytes, randomUUID } from 'node:crypto';
import {
  CODE_BAD_REQUEST,
  CODE_FORBIDDEN,
  CODE_NOT_FOUND,
  CODE_PAYMENT_NOTICE,
  CODE_PAYMENT_SUPPLEMENT,
  CODE_RATE_LIMITED,
  CODE_SERVICE_UNAVAILABLE,
  ORDER_CONFIRM_QUERY_WINDOW_MS,
  ORDER_EXPIRE_MS,
  ORDER_OPEN_PER_USER,
  ORDER_SETTLE_AFTER_MS,
  ORDER_SETTLE_BATCH,
} from '../../constants';
import { toPage } from '../../core/paging';
import type { Db, Queryable } from '../../db/db';
import { createTenantScope, type TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { PayNotifyError, PayUnavailableError, type PayChannel as ProviderChannel, type PaymentProvider } from '../../providers/payment/index';
import {
  RIGHT_KEYS,
  RIGHT_NAMES,
  type Assets,
  type Order,
  type OrderStatus,
  type PackageGrant,
  type PayChannel,
  type Product,
  type ProductKind,
  type RightBalance,
  type RightKey,
  type UserCoupon,
  type VipState,
} from '../../../schemas/money';
import { listTenantIds, moneyRepo, type CouponRow, type MoneyRepo, type OrderRow, type ProductRow, type UserCouponRow, type VipRow } from './repo';

const DAY_MS = 86_400_000;

/** Where an order may go from each status: the one state machine, named once. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['paid', 'cancelled', 'expired'],
  paid: ['fulfilled'],
  fulfilled: ['refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
};

export interface MoneyDeps {
  db: Db;
  appRole: string | null;
  now: () => number;
  /** Configured payment providers by channel; a channel without one answers "not available". */
  providers: Partial<Record<ProviderChannel, PaymentProvider>>;
  /** Public base address providers post notifications to (…/api-open/pay/notify/<channel> is appended); read per order. */
  notifyBase: () => string;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** Bounds how often one order's "I have paid" asks the provider (absent: every time). */
  limiter?: RateLimiter;
}

/** What a notification endpoint answers the provider. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

const notice = (msg: string, data?: unknown) => new ApiError(CODE_PAYMENT_NOTICE, msg, 400, data);
const notFoundOrder = () => new ApiError(CODE_NOT_FOUND, '订单不存在', 404);

function toProduct(p: ProductRow): Product {
  return { id: p.id, kind: p.kind, name: p.name, description: p.description, priceFen: p.price_fen, durationDays: p.duration_days, vipLevel: p.vip_level, rights: p.rights, perks: p.perks };
}

function toOrder(o: OrderRow): Order {
  return {
    no: o.no,
    kind: o.kind,
    title: o.title,
    productId: o.product_id,
    originalFen: o.original_fen,
    discountFen: o.discount_fen,
    amountFen: o.amount_fen,
    channel: o.channel,
    status: o.status,
    rightKey: o.right_key,
    payUrl: o.status === 'created' ? o.pay_url : null,
    expiresAt: o.expires_at.toISOString(),
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  };
}

function vipState(v: VipRow | null, now: number): VipState {
  if (!v) return { active: false, level: 0, expiresAt: null, suspended: false, daysLeft: 0 };
  const from = v.suspended_at?.getTime() ?? now;
  const left = Math.max(0, v.expires_at.getTime() - from);
  return { active: !v.suspended_at && v.expires_at.getTime() > now, level: v.level, expiresAt: v.expires_at.toISOString(), suspended: Boolean(v.suspended_at), daysLeft: Math.ceil(left / DAY_MS) };
}

/** A coupon's discount on a product at a time, or why it does not apply. Capped so at least 1 fen is paid. */
export function couponDiscount(c: CouponRow, p: ProductRow, now: number): { fen: number } | { refused: string } {
  if (!c.active || c.starts_at.getTime() > now || c.ends_at.getTime() <= now) return { refused: '优惠券不在有效期内' };
  if (p.kind === 'topup') return { refused: '充值不能使用优惠券' };
  if (c.product_kind && c.product_kind !== p.kind) return { refused: '该优惠券不适用于此商品' };
  if (c.product_id && c.product_id !== p.id) return { refused: '该优惠券不适用于此商品' };
  if (p.price_fen < c.min_spend_fen) return { refused: `满 ${c.min_spend_fen / 100} 元可用` };
  const raw = c.kind === 'fixed' ? c.value : Math.floor((p.price_fen * c.value) / 100);
  return { fen: Math.max(0, Math.min(raw, p.price_fen - 1)) };
}

function toUserCoupon(u: UserCouponRow, discountFen?: number): UserCoupon {
  return {
    id: u.user_coupon_id,
    couponId: u.coupon_id,
    name: u.name,
    kind: u.kind,
    value: u.value,
    minSpendFen: u.min_spend_fen,
    startsAt: u.starts_at.toISOString(),
    endsAt: u.ends_at.toISOString(),
    status: u.status,
    ...(discountFen === undefined ? {} : { discountFen }),
  };
}

/** Order numbers lead with the tenant id, so a verified notification names its tenant. */
const newOrderNo = (tenantId: number, now: number) => `${tenantId}M${now.toString(36)}${randomBytes(5).toString('hex')}`.slice(0, 32);
const tenantOfOrderNo = (no: string): number | null => {
  const m = /^(\d{1,9})M[0-9a-z]+$/.exec(no);
  const id = m ? Number(m[1]) : 0;
  return id > 0 ? id : null;
};

export function createMoneyService(deps: MoneyDeps) {
  const { now } = deps;
  const scopes = new Map<number, TenantScope>();
  const scopeOf = (tenantId: number) => {
    let s = scopes.get(tenantId);
    if (!s) scopes.set(tenantId, (s = createTenantScope(deps.db, tenantId, deps.appRole)));
    return s;
  };
  const date = () => new Date(now());
  const providerOf = (channel: PayChannel): PaymentProvider | null => (channel === 'wallet' ? null : (deps.providers[channel] ?? null));

  async function move(repo: MoneyRepo, o: OrderRow, to: OrderStatus, source: string, tradeNo?: string | null): Promise<void> {
    if (!ORDER_TRANSITIONS[o.status].includes(to)) throw new Error(`order ${o.no}: ${o.status} → ${to} is not a transition`);
    await repo.setStatus(o.id, o.status, to, source, date(), tradeNo);
    o.status = to;
  }

  /** Posts one balanced ledger transaction; legs must sum to zero. */
  async function post(repo: MoneyRepo, orderId: number | null, memo: string, legs: { account: { id: number }; fen: number }[]): Promise<void> {
    if (legs.reduce((s, l) => s + l.fen, 0) !== 0) throw new Error(`ledger legs of "${memo}" do not balance`);
    const txn = randomUUID();
    for (const l of legs) if (l.fen !== 0) await repo.insertEntry(txn, l.account.id, l.fen, orderId, memo, date());
  }

  /** What the user bought arrives: VIP days, a company's rights, or wallet money. */
  async function fulfil(repo: MoneyRepo, o: OrderRow): Promise<void> {
    const p = await repo.product(o.product_id);
    if (!p) throw new Error(`order ${o.no}: product ${o.product_id} is gone`);
    const at = now();
    if (o.kind === 'vip') {
      const v = await repo.vip(o.user_id, true);
      const add = p.duration_days * DAY_MS;
      let next: VipRow;
      if (!v || (!v.suspended_at && v.expires_at.getTime() <= at)) next = { level: p.vip_level, expires_at: new Date(at + add), suspended_at: null };
      else next = { level: Math.max(v.level, p.vip_level), expires_at: new Date(v.expires_at.getTime() + add), suspended_at: v.suspended_at };
      await repo.saveVip(o.user_id, next, date());
    } else if (o.kind === 'package') {
      if (!o.company_id) throw new Error(`order ${o.no}: package without company`);
      const expires = new Date(at + p.duration_days * DAY_MS);
      for (const key of RIGHT_KEYS) {
        const n = p.rights[key];
        if (n && n > 0) await repo.insertGrant(o.company_id, o.id, key, n, expires, date());
      }
    }
    await move(repo, o, 'fulfilled', 'fulfil');
  }

  /** created → paid → fulfilled in the caller's transaction, with the order locked: money in, coupon used, goods out. */
  async function settlePaid(repo: MoneyRepo, o: OrderRow, source: string, tradeNo: string | null): Promise<void> {
    await move(repo, o, 'paid', source, tradeNo);
    if (o.user_coupon_id) await repo.setUserCoupon(o.user_coupon_id, 'used', o.id, date());
    const memo = o.title;
    if (o.channel === 'wallet') {
      const wallet = await repo.accountLocked('wallet', o.user_id);
      if (wallet.balance_fen < o.amount_fen) throw notice('余额不足，请先充值或选择其他支付方式');
      await post(repo, o.id, memo, [{ account: wallet, fen: -o.amount_fen }, { account: await repo.accountLocked('revenue', 0), fen: o.amount_fen }]);
    } else {
      const to = o.kind === 'topup' ? await repo.accountLocked('wallet', o.user_id) : await repo.accountLocked('revenue', 0);
      const clearing = await repo.accountLocked('clearing', 0);
      await post(repo, o.id, memo, [{ account: clearing, fen: -o.amount_fen }, { account: to, fen: o.amount_fen }]);
    }
    await fulfil(repo, o);
  }

  /** created → cancelled / expired, coupon released. */
  async function close(repo: MoneyRepo, o: OrderRow, to: 'cancelled' | 'expired', source: string): Promise<void> {
    await move(repo, o, to, source);
    if (o.user_coupon_id) await repo.setUserCoupon(o.user_coupon_id, 'unused', null, null);
  }

  /** The company a recruiter spends and buys rights for; 14551 when they have none. */
  async function companyOrRefuse(repo: MoneyRepo, userId: number): Promise<number> {
    const c = await repo.companyOf(userId);
    if (!c) throw notice('请先创建或加入企业，再购买和使用套餐权益');
    return c;
  }

  /**
   * Spends `num` of a right for the user's company inside the caller's
   * transaction. The grants are locked, so parallel spends queue and none goes
   * below zero; the same ref is never paid twice. Short: 14550 with the key.
   */
  async function spendRight(q: Queryable, tenantId: number, userId: number, key: RightKey, num: number, ref: string): Promise<{ remaining: number; spent: number }> {
    const repo = moneyRepo(q, tenantId);
    const companyId = await companyOrRefuse(repo, userId);
    const grants = await repo.grantsLocked(companyId, key, date());
    const have = grants.reduce((s, g) => s + g.remaining, 0);
    if (await repo.useByRef(companyId, key, ref)) return { remaining: have, spent: 0 };
    if (have < num) throw new ApiError(CODE_PAYMENT_SUPPLEMENT, `${RIGHT_NAMES[key]}权益不足，请购买套餐`, 400, { key });
    let left = num;
    for (const g of grants) {
      if (left === 0) break;
      const take = Math.min(left, g.remaining);
      await repo.takeFromGrant(g.id, take);
      left -= take;
    }
    await repo.insertUse(companyId, userId, key, num, ref, date());
    return { remaining: have - num, spent: num };
  }

  async function balances(repo: MoneyRepo, companyId: number | null): Promise<RightBalance[]> {
    const grants = companyId ? await repo.grants(companyId) : [];
    const at = now();
    return RIGHT_KEYS.map((key) => {
      const live = grants.filter((g) => g.right_key === key && g.expires_at.getTime() > at);
      const holding = live.filter((g) => g.remaining > 0).map((g) => g.expires_at.getTime());
      return {
        key,
        name: RIGHT_NAMES[key],
        remaining: live.filter((g) => !g.suspended_at).reduce((s, g) => s + g.remaining, 0),
        total: live.reduce((s, g) => s + g.total, 0),
        expiresAt: holding.length ? new Date(Math.min(...holding)).toISOString() : null,
      };
    });
  }

  /** Asks the provider about one unpaid order and settles it: paid, expired (closed at the provider first) or left alone. */
  async function settleByQuery(tenant: TenantScope, no: string): Promise<void> {
    const first = await tenant.run((q) => moneyRepo(q, tenant.tenantId).order(no));
    if (!first || first.status !== 'created') return;
    const provider = providerOf(first.channel);
    if (!provider) return;
    const late = first.expires_at.getTime() <= now();
    // Closing first means a payment cannot land after we call the order expired.
    if (late) await provider.close(no);
    const r = await provider.query(no);
    await tenant.run(async (q) => {
      const repo = moneyRepo(q, tenant.tenantId);
      const o = await repo.order(no, true);
      if (!o || o.status !== 'created') return;
      if (r.state === 'paid') {
        if (r.amountFen !== o.amount_fen || r.currency !== o.currency) {
          await repo.logNotification(provider.channel, no, false, `query amount ${r.amountFen} ${r.currency} ≠ ${o.amount_fen} ${o.currency}`, date());
          deps.log.warn({ no, amount: r.amountFen }, 'payment query amount mismatch');
          return;
        }
        await settlePaid(repo, o, 'query', r.tradeNo);
      } else if (late || r.state === 'closed') {
        await close(repo, o, 'expired', 'expiry');
      }
    });
  }

  const svc = {
    spendRight,
    scopeOf,

    // ---- catalogue ----
    async products(tenant: TenantScope, kind?: ProductKind): Promise<{ list: Product[] }> {
      return tenant.run(async (q) => ({ list: (await moneyRepo(q, tenant.tenantId).products(kind)).map(toProduct) }));
    },
    async product(tenant: TenantScope, id: number, kind?: ProductKind): Promise<Product> {
      return tenant.run(async (q) => {
        const p = await moneyRepo(q, tenant.tenantId).product(id);
        if (!p || !p.active || (kind && p.kind !== kind)) throw new ApiError(CODE_NOT_FOUND, '商品不存在或已下架', 404);
        return toProduct(p);
      });
    },

    // ---- orders ----
    async createOrder(tenant: TenantScope, userId: number, input: { productId: number; channel: PayChannel; userCouponId?: number | undefined; rightKey?: RightKey | undefined }, clientIp: string): Promise<Order> {
      const provider = providerOf(input.channel);
      // Not configured is a standing answer of this site (HTTP 400), unlike a provider that is down (503).
      if (input.channel !== 'wallet' && !provider) throw new ApiError(CODE_SERVICE_UNAVAILABLE, `${input.channel === 'wechat' ? '微信支付' : '支付宝'}暂未开通，请选择其他支付方式`, 400);
      const t = tenant.tenantId;
      const order = await tenant.run(async (q) => {
        const repo = moneyRepo(q, t);
        const p = await repo.product(input.productId);
        if (!p || !p.active) throw new ApiError(CODE_NOT_FOUND, '商品不存在或已下架', 404);
        if (p.kind === 'topup' && input.channel === 'wallet') throw new ApiError(CODE_BAD_REQUEST, '充值请选择微信或支付宝', 400);
        const companyId = p.kind === 'package' ? await companyOrRefuse(repo, userId) : null;
        if ((await repo.openCount(userId)) >= ORDER_OPEN_PER_USER) throw new ApiError(CODE_RATE_LIMITED, '未支付的订单过多，请先完成或取消', 429);
        let discount = 0;
        let coupon: UserCouponRow | null = null;
        if (input.userCouponId) {
          coupon = await repo.userCouponLocked(input.userCouponId, userId);
          if (!coupon) throw new ApiError(CODE_NOT_FOUND, '优惠券不存在', 404);
          if (coupon.status !== 'unused') throw notice('优惠券已被使用');
          const d = couponDiscount(coupon, p, now());
          if ('refused' in d) throw notice(d.refused);
          discount = d.fen;
        }
        const at = now();
        const o = await repo.insertOrder({
          no: newOrderNo(t, at),
          userId,
          companyId,
          product: p,
          discountFen: discount,
          userCouponId: coupon?.user_coupon_id ?? null,
          channel: input.channel,
          rightKey: input.rightKey ?? null,
          now: new Date(at),
          expiresAt: new Date(at + ORDER_EXPIRE_MS),
        });
        await repo.created(o.id, new Date(at));
        if (coupon) await repo.setUserCoupon(coupon.user_coupon_id, 'locked', o.id, null);
        // Wallet orders are paid at once; a short balance rolls the whole checkout back, coupon included.
        if (input.channel === 'wallet') await settlePaid(repo, o, 'wallet', null);
        return o;
      });
      if (!provider) return toOrder(order);
      try {
        const { payUrl } = await provider.create({
          outTradeNo: order.no,
          amountFen: order.amount_fen,
          description: order.title,
          notifyUrl: `${deps.notifyBase()}/api-open/pay/notify/${provider.channel}`,
          clientIp,
          expiresAt: order.expires_at,
        });
        await tenant.run((q) => moneyRepo(q, t).setPayUrl(order.id, payUrl));
        return toOrder({ ...order, pay_url: payUrl });
      } catch (e) {
        if (!(e instanceof PayUnavailableError)) throw e;
        deps.log.warn({ err: e, no: order.no }, 'payment provider refused the order');
        await tenant.run(async (q) => {
          const repo = moneyRepo(q, t);
          const o = await repo.order(order.no, true);
          if (o?.status === 'created') await close(repo, o, 'cancelled', 'provider');
        });
        throw new ApiError(CODE_SERVICE_UNAVAILABLE, '支付服务暂时不可用，请稍后再试', 503);
      }
    },

    async order(tenant: TenantScope, userId: number, no: string): Promise<Order> {
      return tenant.run(async (q) => {
        const o = await moneyRepo(q, tenant.tenantId).order(no);
        if (!o || o.user_id !== userId) throw notFoundOrder();
        return toOrder(o);
      });
    },

    /** transactionHandle: the user says they paid; ask the provider now rather than wait for the notification. */
    async confirm(tenant: TenantScope, userId: number, no: string): Promise<Order> {
      const o = await svc.order(tenant, userId, no);
      // A tapping user (or a script) must not turn each tap into a call to the provider.
      const fresh = !deps.limiter || (await deps.limiter.hit(`pay-query:${tenant.tenantId}:${no}`, ORDER_CONFIRM_QUERY_WINDOW_MS)) === 1;
      if (o.status === 'created' && fresh) {
        try {
          await settleByQuery(tenant, no);
        } catch (e) {
          if (!(e instanceof PayUnavailableError)) throw e;
          deps.log.warn({ err: e, no }, 'payment query failed');
        }
      }
      return svc.order(tenant, userId, no);
    },

    async cancel(tenant: TenantScope, userId: number, no: string): Promise<Order> {
      const o = await svc.order(tenant, userId, no);
      if (o.status !== 'created') throw notice(o.status === 'fulfilled' || o.status === 'paid' ? '订单已支付，无法取消' : '订单已关闭');
      const provider = providerOf(o.channel);
      if (provider) {
        await provider.close(no).catch((e: unknown) => {
          throw e instanceof PayUnavailableError ? new ApiError(CODE_SERVICE_UNAVAILABLE, '支付服务暂时不可用，请稍后再试', 503) : e;
        });
        const r = await provider.query(no).catch(() => null);
        if (r?.state === 'paid') {
          await settleByQuery(tenant, no);
          throw notice('订单已支付，无法取消');
        }
      }
      await tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const locked = await repo.order(no, true);
        if (locked?.status === 'created') await close(repo, locked, 'cancelled', 'user');
      });
      return svc.order(tenant, userId, no);
    },

    async orders(tenant: TenantScope, userId: number, page: number, limit: number) {
      return tenant.run(async (q) => {
        const { rows, total } = await moneyRepo(q, tenant.tenantId).userOrders(userId, limit, (page - 1) * limit);
        return toPage({ list: rows.map(toOrder), total }, { page, limit });
      });
    },

    /**
     * A provider's notification. Credited only when the signature verifies, the
     * order exists on that channel, and amount and currency match, all with the
     * order locked; a duplicate or late one changes nothing. Refusals are logged.
     */
    async notify(channel: ProviderChannel, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotifyAnswer> {
      const provider = deps.providers[channel];
      if (!provider) return { status: 404, contentType: 'text/plain', body: 'not configured' };
      let n;
      try {
        n = provider.parseNotification(headers, rawBody, now());
      } catch (e) {
        if (!(e instanceof PayNotifyError)) throw e;
        deps.log.warn({ channel, reason: e.message }, 'payment notification refused');
        const a = provider.answer(false, e.message);
        return { ...a, status: 401 };
      }
      const tenantId = tenantOfOrderNo(n.outTradeNo);
      if (!tenantId) {
        deps.log.warn({ channel, no: n.outTradeNo }, 'payment notification for an unknown order number');
        return provider.answer(false, 'unknown order');
      }
      const tenant = scopeOf(tenantId);
      const verdict = await tenant.run(async (q): Promise<{ ok: boolean; reason: string }> => {
        const repo = moneyRepo(q, tenantId);
        const o = await repo.order(n.outTradeNo, true);
        const refuse = async (reason: string) => {
          if (o) await repo.logNotification(channel, n.outTradeNo, false, reason, date());
          deps.log.warn({ channel, no: n.outTradeNo, reason }, 'payment notification refused');
          return { ok: false, reason };
        };
        if (!o) return refuse('order not found');
        if (o.channel !== channel) return refuse(`order is paid by ${o.channel}`);
        if (n.amountFen !== o.amount_fen || n.currency !== o.currency) return refuse(`amount ${n.amountFen} ${n.currency} ≠ order ${o.amount_fen} ${o.currency}`);
        if (!n.paid) {
          await repo.logNotification(channel, o.no, true, 'not paid', date());
          return { ok: true, reason: 'not paid' };
        }
        if (o.status === 'created') {
          await settlePaid(repo, o, 'notify', n.tradeNo || null);
          await repo.logNotification(channel, o.no, true, 'credited', date());
          return { ok: true, reason: 'credited' };
        }
        // Paid after we closed it: nothing is credited twice; an operator refunds it (logged for them).
        const reason = o.status === 'cancelled' || o.status === 'expired' ? `paid after ${o.status}: refund by hand` : 'duplicate';
        await repo.logNotification(channel, o.no, true, reason, date());
        if (reason !== 'duplicate') deps.log.warn({ no: o.no, status: o.status }, 'payment arrived for a closed order');
        return { ok: true, reason };
      });
      return provider.answer(verdict.ok, verdict.reason);
    },

    /** Settles unpaid provider orders that had no notification: on start and on a timer. */
    async settleAll(): Promise<{ looked: number; failed: number }> {
      let looked = 0;
      let failed = 0;
      for (const tenantId of await listTenantIds(deps.db)) {
        const tenant = scopeOf(tenantId);
        const nos = await tenant.run((q) => moneyRepo(q, tenantId).staleOrders(new Date(now() - ORDER_SETTLE_AFTER_MS), ORDER_SETTLE_BATCH));
        for (const no of nos) {
          looked++;
          try {
            await settleByQuery(tenant, no);
          } catch (e) {
            failed++;
            deps.log.warn({ err: e, no }, 'order settle by query failed');
          }
        }
      }
      return { looked, failed };
    },

    // ---- rights (recruiters) ----
    async useRight(tenant: TenantScope, userId: number, key: RightKey, num: number, ref: string) {
      return tenant.run(async (q) => ({ key, ...(await spendRight(q, tenant.tenantId, userId, key, num, ref)) }));
    },
    async rights(tenant: TenantScope, userId: number, key?: RightKey): Promise<{ companyId: number | null; list: RightBalance[]; packages: Product[] }> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const companyId = await repo.companyOf(userId);
        const packages = (await repo.products('package')).filter((p) => !key || (p.rights[key] ?? 0) > 0).map(toProduct);
        return { companyId, list: await balances(repo, companyId), packages };
      });
    },
    async packages(tenant: TenantScope, userId: number): Promise<{ list: PackageGrant[] }> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const companyId = await repo.companyOf(userId);
        if (!companyId) return { list: [] };
        const byOrder = new Map<string, PackageGrant>();
        for (const g of await repo.grants(companyId)) {
          let p = byOrder.get(g.order_no);
          if (!p) byOrder.set(g.order_no, (p = { orderNo: g.order_no, title: g.title, expiresAt: g.expires_at.toISOString(), suspended: Boolean(g.suspended_at), items: [] }));
          p.items.push({ key: g.right_key, name: RIGHT_NAMES[g.right_key], total: g.total, remaining: g.remaining });
        }
        return { list: [...byOrder.values()] };
      });
    },
    async packageGet(tenant: TenantScope, userId: number, no: string): Promise<PackageGrant> {
      const found = (await svc.packages(tenant, userId)).list.find((p) => p.orderNo === no);
      if (!found) throw new ApiError(CODE_NOT_FOUND, '套餐不存在', 404);
      return found;
    },
    async suspendPackages(tenant: TenantScope, userId: number, on: boolean): Promise<{ changed: number }> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const companyId = await companyOrRefuse(repo, userId);
        const changed = on ? await repo.suspendGrants(companyId, date()) : await repo.resumeGrants(companyId, date());
        if (!changed) throw notice(on ? '没有可暂停的套餐' : '没有暂停中的套餐');
        return { changed };
      });
    },

    // ---- VIP (seekers) ----
    async vip(tenant: TenantScope, userId: number): Promise<VipState> {
      return tenant.run(async (q) => vipState(await moneyRepo(q, tenant.tenantId).vip(userId), now()));
    },
    async vipSuspend(tenant: TenantScope, userId: number, on: boolean): Promise<VipState> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const v = await repo.vip(userId, true);
        const at = now();
        if (!v || v.expires_at.getTime() <= (v.suspended_at?.getTime() ?? at)) throw notice('您还不是 VIP 会员');
        if (on === Boolean(v.suspended_at)) throw notice(on ? '会员已暂停' : '会员未暂停');
        const next: VipRow = on
          ? { ...v, suspended_at: new Date(at) }
          : { ...v, expires_at: new Date(v.expires_at.getTime() + (at - v.suspended_at!.getTime())), suspended_at: null };
        await repo.saveVip(userId, next, new Date(at));
        return vipState(next, at);
      });
    },

    // ---- wallet ----
    async wallet(tenant: TenantScope, userId: number): Promise<{ balanceFen: number }> {
      return tenant.run(async (q) => ({ balanceFen: await moneyRepo(q, tenant.tenantId).walletBalance(userId) }));
    },
    async walletFlow(tenant: TenantScope, userId: number, page: number, limit: number) {
      return tenant.run(async (q) => {
        const { rows, total } = await moneyRepo(q, tenant.tenantId).walletEntries(userId, limit, (page - 1) * limit);
        const list = rows.map((e) => ({ id: e.id, amountFen: e.amount_fen, memo: e.memo, orderNo: e.order_no, createdAt: e.created_at.toISOString() }));
        return toPage({ list, total }, { page, limit });
      });
    },
    async assets(tenant: TenantScope, userId: number): Promise<Assets> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const companyId = await repo.companyOf(userId);
        return { walletFen: await repo.walletBalance(userId), vip: vipState(await repo.vip(userId), now()), rights: await balances(repo, companyId), companyId };
      });
    },
    async ledgerCheck(tenant: TenantScope) {
      return tenant.run((q) => moneyRepo(q, tenant.tenantId).ledgerCheck());
    },

    // ---- coupons ----
    async couponsOpen(tenant: TenantScope) {
      return tenant.run(async (q) => ({
        list: (await moneyRepo(q, tenant.tenantId).coupons(false, date())).map((c) => ({
          id: c.id,
          name: c.name,
          kind: c.kind,
          value: c.value,
          minSpendFen: c.min_spend_fen,
          endsAt: c.ends_at.toISOString(),
          perUserLimit: c.per_user_limit,
        })),
      }));
    },
    async couponReceive(tenant: TenantScope, userId: number, couponId: number, byOperator = false): Promise<{ id: number }> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const c = await repo.couponLocked(couponId);
        if (!c) throw new ApiError(CODE_NOT_FOUND, '优惠券不存在', 404);
        if (!c.active || c.ends_at.getTime() <= now() || (!byOperator && c.starts_at.getTime() > now())) throw notice('优惠券不在领取时间内');
        if (c.campaign && !byOperator) throw notice('该优惠券在首次购买时自动发放');
        if (byOperator && !(await repo.userExists(userId))) throw new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
        if ((await repo.userCouponCount(couponId, userId)) >= c.per_user_limit) throw notice('已达到该优惠券的领取上限');
        return { id: await repo.insertUserCoupon(couponId, userId, date()) };
      });
    },
    async couponsMine(tenant: TenantScope, userId: number): Promise<{ list: UserCoupon[] }> {
      return tenant.run(async (q) => ({ list: (await moneyRepo(q, tenant.tenantId).userCoupons(userId)).map((u) => toUserCoupon(u)) }));
    },
    async couponsUsable(tenant: TenantScope, userId: number, productId: number): Promise<{ list: UserCoupon[] }> {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const p = await repo.product(productId);
        if (!p || !p.active) throw new ApiError(CODE_NOT_FOUND, '商品不存在或已下架', 404);
        // First-purchase campaign: a user who never paid finds its coupons at the checkout.
        if (!(await repo.hasPaidOrder(userId))) {
          for (const c of await repo.campaignCouponsLocked('first_purchase', date())) {
            if ((await repo.userCouponCount(c.id, userId)) < c.per_user_limit) await repo.insertUserCoupon(c.id, userId, date());
          }
        }
        const list: UserCoupon[] = [];
        for (const u of await repo.userCoupons(userId)) {
          if (u.status !== 'unused') continue;
          const d = couponDiscount(u, p, now());
          if ('fen' in d) list.push(toUserCoupon(u, d.fen));
        }
        return { list: list.sort((a, b) => (b.discountFen ?? 0) - (a.discountFen ?? 0)) };
      });
    },

    // ---- operators ----
    admin: {
      async products(tenant: TenantScope) {
        return tenant.run(async (q) => ({ list: (await moneyRepo(q, tenant.tenantId).products(undefined, true)).map((p) => ({ ...toProduct(p), active: p.active, sort: p.sort })) }));
      },
      async productSave(tenant: TenantScope, p: { id?: number | undefined; kind: ProductKind; name: string; description: string; priceFen: number; durationDays: number; vipLevel: number; rights: Partial<Record<RightKey, number>>; perks: string[]; sort: number; active: boolean }) {
        if (p.kind !== 'topup' && p.durationDays < 1) throw new ApiError(CODE_BAD_REQUEST, '会员和套餐需要有效天数', 400);
        if (p.kind === 'package' && !Object.keys(p.rights).length) throw new ApiError(CODE_BAD_REQUEST, '套餐至少包含一项权益', 400);
        return tenant.run(async (q) => {
          const id = await moneyRepo(q, tenant.tenantId).saveProduct({
            id: p.id,
            kind: p.kind,
            name: p.name,
            description: p.description,
            price_fen: p.priceFen,
            duration_days: p.durationDays,
            vip_level: p.vipLevel,
            rights: p.rights,
            perks: p.perks,
            sort: p.sort,
            active: p.active,
          });
          if (!id) throw new ApiError(CODE_NOT_FOUND, '商品不存在', 404);
          return { id };
        });
      },
      async coupons(tenant: TenantScope) {
        return tenant.run(async (q) => ({ list: (await moneyRepo(q, tenant.tenantId).coupons(true, date())).map((c) => ({ ...c, starts_at: c.starts_at.toISOString(), ends_at: c.ends_at.toISOString() })) }));
      },
      async couponSave(tenant: TenantScope, c: { name: string; kind: 'fixed' | 'percent'; value: number; minSpendFen: number; startsAt: string; endsAt: string; perUserLimit: number; productKind?: 'vip' | 'package' | undefined; productId?: number | undefined; campaign?: 'first_purchase' | undefined }) {
        return tenant.run(async (q) => ({
          id: await moneyRepo(q, tenant.tenantId).insertCoupon({
            name: c.name,
            kind: c.kind,
            value: c.value,
            min_spend_fen: c.minSpendFen,
            starts_at: new Date(c.startsAt),
            ends_at: new Date(c.endsAt),
            per_user_limit: c.perUserLimit,
            product_kind: c.productKind ?? null,
            product_id: c.productId ?? null,
            campaign: c.campaign ?? null,
          }),
        }));
      },
      couponIssue: (tenant: TenantScope, couponId: number, userId: number) => svc.couponReceive(tenant, userId, couponId, true),
      async orders(tenant: TenantScope, page: number, limit: number) {
        return tenant.run(async (q) => {
          const { rows, total } = await moneyRepo(q, tenant.tenantId).allOrders(limit, (page - 1) * limit);
          return toPage({ list: rows.map((o) => ({ ...toOrder(o), userId: o.user_id })), total }, { page, limit });
        });
      },
      /** fulfilled → refunded: the amount goes to the user's wallet, what it bought is taken back. */
      async refund(tenant: TenantScope, no: string): Promise<Order> {
        return tenant.run(async (q) => {
          const repo = moneyRepo(q, tenant.tenantId);
          const o = await repo.order(no, true);
          if (!o) throw notFoundOrder();
          if (o.status !== 'fulfilled') throw new ApiError(CODE_FORBIDDEN, `${o.status === 'refunded' ? '订单已退款' : '订单未完成，不能退款'}`, 400);
          if (o.kind === 'topup') throw new ApiError(CODE_FORBIDDEN, '充值订单不能退款到余额', 400);
          await move(repo, o, 'refunded', 'operator');
          // Wallet before revenue, the order every posting locks accounts in, so two postings never wait on each other.
          const wallet = await repo.accountLocked('wallet', o.user_id);
          await post(repo, o.id, `退款 ${o.title}`, [{ account: await repo.accountLocked('revenue', 0), fen: -o.amount_fen }, { account: wallet, fen: o.amount_fen }]);
          if (o.kind === 'package') await repo.revokeGrants(o.id);
          if (o.kind === 'vip') {
            const v = await repo.vip(o.user_id, true);
            const p = await repo.product(o.product_id);
            if (v && p) await repo.saveVip(o.user_id, { ...v, expires_at: new Date(Math.max(now(), v.expires_at.getTime() - p.duration_days * DAY_MS)) }, date());
          }
          return toOrder(o);
        });
      },
    },

    /** Test and audit view of an order's transitions and notifications. */
    async trail(tenant: TenantScope, no: string) {
      return tenant.run(async (q) => {
        const repo = moneyRepo(q, tenant.tenantId);
        const o = await repo.order(no);
        if (!o) throw notFoundOrder();
        return { events: await repo.events(o.id), notifications: await repo.notifications(no) };
      });
    },
  };
  return svc;
}
export type MoneyService = ReturnType<typeof createMoneyService>;
/** What other modules may use to spend a right inside their own transaction (im propUse). */
export type RightSpender = Pick<MoneyService, 'spendRight'>;

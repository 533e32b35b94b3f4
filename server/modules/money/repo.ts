import type { Db, Queryable } from '../../db/db';
import type { OrderStatus, PayChannel, ProductKind, RightKey } from '../../../schemas/money';

/** The SQL of the money area. Every function runs inside the caller's tenant transaction. */

export interface ProductRow {
  id: number;
  kind: ProductKind;
  name: string;
  description: string;
  price_fen: number;
  duration_days: number;
  vip_level: number;
  rights: Partial<Record<RightKey, number>>;
  perks: string[];
  sort: number;
  active: boolean;
}

/** A refund back to the provider (money_refunds). */
export interface RefundRow {
  id: number;
  order_id: number;
  order_no: string;
  refund_no: string;
  kind: 'order' | 'late';
  channel: 'wechat' | 'alipay';
  amount_fen: number;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface OrderRow {
  id: number;
  no: string;
  user_id: number;
  company_id: number | null;
  product_id: number;
  kind: ProductKind;
  title: string;
  original_fen: number;
  discount_fen: number;
  amount_fen: number;
  currency: string;
  user_coupon_id: number | null;
  channel: PayChannel;
  status: OrderStatus;
  provider_trade_no: string | null;
  pay_url: string | null;
  right_key: RightKey | null;
  expires_at: Date;
  created_at: Date;
  paid_at: Date | null;
}

export interface CouponRow {
  id: number;
  name: string;
  kind: 'fixed' | 'percent';
  value: number;
  min_spend_fen: number;
  starts_at: Date;
  ends_at: Date;
  per_user_limit: number;
  product_kind: 'vip' | 'package' | null;
  product_id: number | null;
  campaign: 'first_purchase' | null;
  active: boolean;
}

export interface UserCouponRow extends CouponRow {
  user_coupon_id: number;
  coupon_id: number;
  status: 'unused' | 'locked' | 'used';
  order_id: number | null;
}

export interface GrantRow {
  id: number;
  order_id: number;
  right_key: RightKey;
  total: number;
  remaining: number;
  expires_at: Date;
  suspended_at: Date | null;
}

export interface VipRow {
  level: number;
  expires_at: Date;
  suspended_at: Date | null;
}

export interface EntryRow {
  id: number;
  amount_fen: number;
  memo: string;
  order_no: string | null;
  created_at: Date;
}

export type AccountKind = 'wallet' | 'clearing' | 'revenue';

/**
 * Grants are locked in one order (expiry, then id) by every statement that
 * changes several of them, as spending does, so two such statements never
 * wait on each other in a circle (PostgreSQL would abort one as a deadlock).
 */
const LOCK_IN_SPEND_ORDER = 'SELECT id FROM money_right_grants WHERE tenant_id = $1';

const PRODUCT_COLS = 'id, kind, name, description, price_fen, duration_days, vip_level, rights, perks, sort, active';
const ORDER_COLS =
  'id, no, user_id, company_id, product_id, kind, title, original_fen, discount_fen, amount_fen, currency, user_coupon_id, channel, status, provider_trade_no, pay_url, right_key, expires_at, created_at, paid_at';
const COUPON_COLS = 'c.id, c.name, c.kind, c.value, c.min_spend_fen, c.starts_at, c.ends_at, c.per_user_limit, c.product_kind, c.product_id, c.campaign, c.active';

/** Tenants are not tenant-owned rows: the settle job walks them all (a disabled site may still have orders paid). */
export async function listTenantIds(db: Db): Promise<number[]> {
  return (await db.query<{ id: number }>('SELECT id FROM agents ORDER BY id')).map((r) => r.id);
}

export function moneyRepo(q: Queryable, t: number) {
  return {
    // ---- products ----
    async products(kind?: ProductKind, all = false): Promise<ProductRow[]> {
      return q.query<ProductRow>(
        `SELECT ${PRODUCT_COLS} FROM money_products WHERE tenant_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3 OR active) ORDER BY kind, sort, price_fen, id`,
        [t, kind ?? null, all],
      );
    },
    async product(id: number): Promise<ProductRow | null> {
      const [r] = await q.query<ProductRow>(`SELECT ${PRODUCT_COLS} FROM money_products WHERE tenant_id = $1 AND id = $2`, [t, id]);
      return r ?? null;
    },
    async saveProduct(p: Omit<ProductRow, 'id'> & { id?: number | undefined }): Promise<number | null> {
      const vals = [t, p.kind, p.name, p.description, p.price_fen, p.duration_days, p.vip_level, JSON.stringify(p.rights), JSON.stringify(p.perks), p.sort, p.active];
      if (p.id) {
        const [r] = await q.query<{ id: number }>(
          `UPDATE money_products SET kind = $2, name = $3, description = $4, price_fen = $5, duration_days = $6, vip_level = $7, rights = $8, perks = $9, sort = $10, active = $11
            WHERE tenant_id = $1 AND id = $12 RETURNING id`,
          [...vals, p.id],
        );
        return r?.id ?? null;
      }
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO money_products (tenant_id, kind, name, description, price_fen, duration_days, vip_level, rights, perks, sort, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        vals,
      );
      return r!.id;
    },

    // ---- orders ----
    async insertOrder(o: {
      no: string;
      userId: number;
      companyId: number | null;
      product: ProductRow;
      discountFen: number;
      userCouponId: number | null;
      channel: PayChannel;
      rightKey: RightKey | null;
      now: Date;
      expiresAt: Date;
    }): Promise<OrderRow> {
      const [r] = await q.query<OrderRow>(
        `INSERT INTO money_orders (tenant_id, no, user_id, company_id, product_id, kind, title, original_fen, discount_fen, amount_fen, user_coupon_id, channel, right_key, expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING ${ORDER_COLS}`,
        [t, o.no, o.userId, o.companyId, o.product.id, o.product.kind, o.product.name, o.product.price_fen, o.discountFen, o.product.price_fen - o.discountFen, o.userCouponId, o.channel, o.rightKey, o.expiresAt, o.now],
      );
      return r!;
    },
    /** The order, locked for a transition when `lock` (other transitions of it wait). */
    async order(no: string, lock = false): Promise<OrderRow | null> {
      const [r] = await q.query<OrderRow>(`SELECT ${ORDER_COLS} FROM money_orders WHERE tenant_id = $1 AND no = $2${lock ? ' FOR UPDATE' : ''}`, [t, no]);
      return r ?? null;
    },
    async setStatus(id: number, from: OrderStatus, to: OrderStatus, source: string, now: Date, tradeNo?: string | null): Promise<void> {
      await q.query(
        `UPDATE money_orders SET status = $3, updated_at = $4, paid_at = CASE WHEN $3 = 'paid' THEN $4 ELSE paid_at END,
                provider_trade_no = COALESCE($5, provider_trade_no)
          WHERE tenant_id = $1 AND id = $2`,
        [t, id, to, now, tradeNo ?? null],
      );
      await q.query('INSERT INTO money_order_events (tenant_id, order_id, from_status, to_status, source, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [t, id, from, to, source, now]);
    },
    async created(id: number, now: Date): Promise<void> {
      await q.query(`INSERT INTO money_order_events (tenant_id, order_id, from_status, to_status, source, created_at) VALUES ($1, $2, NULL, 'created', 'user', $3)`, [t, id, now]);
    },
    async setPayUrl(id: number, url: string): Promise<void> {
      await q.query('UPDATE money_orders SET pay_url = $3 WHERE tenant_id = $1 AND id = $2', [t, id, url]);
    },
    async events(orderId: number): Promise<{ from_status: string | null; to_status: string; source: string }[]> {
      return q.query('SELECT from_status, to_status, source FROM money_order_events WHERE tenant_id = $1 AND order_id = $2 ORDER BY id', [t, orderId]);
    },
    async userOrders(userId: number, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
      const rows = await q.query<OrderRow>(`SELECT ${ORDER_COLS} FROM money_orders WHERE tenant_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [t, userId, limit, offset]);
      const [c] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM money_orders WHERE tenant_id = $1 AND user_id = $2', [t, userId]);
      return { rows, total: c?.n ?? 0 };
    },
    async allOrders(limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
      const rows = await q.query<OrderRow>(`SELECT ${ORDER_COLS} FROM money_orders WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [t, limit, offset]);
      const [c] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM money_orders WHERE tenant_id = $1', [t]);
      return { rows, total: c?.n ?? 0 };
    },
    async openCount(userId: number): Promise<number> {
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM money_orders WHERE tenant_id = $1 AND user_id = $2 AND status = 'created'`, [t, userId]);
      return c?.n ?? 0;
    },
    /** Unpaid provider orders created before `before`: the settle job asks the provider about them. */
    async staleOrders(before: Date, limit: number): Promise<string[]> {
      const rows = await q.query<{ no: string }>(
        `SELECT no FROM money_orders WHERE tenant_id = $1 AND status = 'created' AND channel <> 'wallet' AND created_at < $2 ORDER BY created_at LIMIT $3`,
        [t, before, limit],
      );
      return rows.map((r) => r.no);
    },
    async logNotification(provider: string, orderNo: string, accepted: boolean, reason: string, now: Date): Promise<void> {
      await q.query('INSERT INTO money_notifications (tenant_id, provider, order_no, accepted, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [t, provider, orderNo, accepted, reason, now]);
    },
    async notifications(orderNo: string): Promise<{ accepted: boolean; reason: string }[]> {
      return q.query('SELECT accepted, reason FROM money_notifications WHERE tenant_id = $1 AND order_no = $2 ORDER BY id', [t, orderNo]);
    },

    // ---- coupons ----
    async coupons(all: boolean, now: Date): Promise<CouponRow[]> {
      return q.query<CouponRow>(
        `SELECT ${COUPON_COLS} FROM money_coupons c WHERE c.tenant_id = $1 AND ($2 OR (c.active AND c.campaign IS NULL AND c.starts_at <= $3 AND c.ends_at > $3)) ORDER BY c.id DESC LIMIT 200`,
        [t, all, now],
      );
    },
    /** The coupon, locked: receiving counts a user's copies under this lock, so parallel receives cannot pass the limit. */
    async couponLocked(id: number): Promise<CouponRow | null> {
      const [r] = await q.query<CouponRow>(`SELECT ${COUPON_COLS} FROM money_coupons c WHERE c.tenant_id = $1 AND c.id = $2 FOR UPDATE`, [t, id]);
      return r ?? null;
    },
    async insertCoupon(c: Omit<CouponRow, 'id' | 'active'>): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO money_coupons (tenant_id, name, kind, value, min_spend_fen, starts_at, ends_at, per_user_limit, product_kind, product_id, campaign)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [t, c.name, c.kind, c.value, c.min_spend_fen, c.starts_at, c.ends_at, c.per_user_limit, c.product_kind, c.product_id, c.campaign],
      );
      return r!.id;
    },
    /** Campaign coupons in their window, locked: handing them out counts a user's copies under this lock. */
    async campaignCouponsLocked(campaign: 'first_purchase', now: Date): Promise<CouponRow[]> {
      return q.query<CouponRow>(
        `SELECT ${COUPON_COLS} FROM money_coupons c WHERE c.tenant_id = $1 AND c.campaign = $2 AND c.active AND c.starts_at <= $3 AND c.ends_at > $3 ORDER BY c.id FOR UPDATE`,
        [t, campaign, now],
      );
    },
    /** Whether the user ever paid for anything (a first purchase is one with none before). */
    async hasPaidOrder(userId: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM money_orders WHERE tenant_id = $1 AND user_id = $2 AND paid_at IS NOT NULL) AS ok`, [t, userId]);
      return r?.ok === true;
    },
    async userCouponCount(couponId: number, userId: number): Promise<number> {
      const [c] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM money_user_coupons WHERE tenant_id = $1 AND coupon_id = $2 AND user_id = $3', [t, couponId, userId]);
      return c?.n ?? 0;
    },
    async userExists(userId: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2) AS ok', [t, userId]);
      return r?.ok === true;
    },
    async insertUserCoupon(couponId: number, userId: number, now: Date): Promise<number> {
      const [r] = await q.query<{ id: number }>('INSERT INTO money_user_coupons (tenant_id, coupon_id, user_id, issued_at) VALUES ($1, $2, $3, $4) RETURNING id', [t, couponId, userId, now]);
      return r!.id;
    },
    async userCoupons(userId: number): Promise<UserCouponRow[]> {
      return q.query<UserCouponRow>(
        `SELECT ${COUPON_COLS}, u.id AS user_coupon_id, u.coupon_id, u.status, u.order_id
           FROM money_user_coupons u JOIN money_coupons c ON c.tenant_id = u.tenant_id AND c.id = u.coupon_id
          WHERE u.tenant_id = $1 AND u.user_id = $2 ORDER BY u.status = 'unused' DESC, c.ends_at, u.id LIMIT 200`,
        [t, userId],
      );
    },
    /** A user's coupon, locked for checkout: a second checkout with it waits, then finds it taken. */
    async userCouponLocked(id: number, userId: number): Promise<UserCouponRow | null> {
      const [r] = await q.query<UserCouponRow>(
        `SELECT ${COUPON_COLS}, u.id AS user_coupon_id, u.coupon_id, u.status, u.order_id
           FROM money_user_coupons u JOIN money_coupons c ON c.tenant_id = u.tenant_id AND c.id = u.coupon_id
          WHERE u.tenant_id = $1 AND u.id = $2 AND u.user_id = $3 FOR UPDATE OF u`,
        [t, id, userId],
      );
      return r ?? null;
    },
    async setUserCoupon(id: number, status: 'unused' | 'locked' | 'used', orderId: number | null, now: Date | null): Promise<void> {
      await q.query('UPDATE money_user_coupons SET status = $3, order_id = $4, used_at = $5 WHERE tenant_id = $1 AND id = $2', [t, id, status, orderId, now]);
    },

    // ---- rights ----
    /** The company a recruiter acts for: the one they own, else the first they joined. */
    /** The openid the user's account is bound to by WeChat login (wechat_bindings), for JSAPI payment. */
    async wechatOpenid(userId: number): Promise<string | null> {
      const [r] = await q.query<{ openid: string }>('SELECT openid FROM wechat_bindings WHERE tenant_id = $1 AND user_id = $2', [t, userId]);
      return r?.openid ?? null;
    },
    async companyOf(userId: number): Promise<number | null> {
      const [r] = await q.query<{ company_id: number }>(
        `SELECT company_id FROM company_members WHERE tenant_id = $1 AND user_id = $2 ORDER BY role = 'owner' DESC, company_id LIMIT 1`,
        [t, userId],
      );
      return r?.company_id ?? null;
    },
    /** Spendable grants of one right, oldest expiry first, locked: parallel spends queue here. */
    async grantsLocked(companyId: number, key: RightKey, now: Date): Promise<{ id: number; remaining: number }[]> {
      return q.query(
        `SELECT id, remaining FROM money_right_grants
          WHERE tenant_id = $1 AND company_id = $2 AND right_key = $3 AND remaining > 0 AND expires_at > $4 AND suspended_at IS NULL
          ORDER BY expires_at, id FOR UPDATE`,
        [t, companyId, key, now],
      );
    },
    async takeFromGrant(id: number, n: number): Promise<void> {
      await q.query('UPDATE money_right_grants SET remaining = remaining - $3 WHERE tenant_id = $1 AND id = $2', [t, id, n]);
    },
    async useByRef(companyId: number, key: RightKey, ref: string): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM money_right_uses WHERE tenant_id = $1 AND company_id = $2 AND right_key = $3 AND ref = $4) AS ok',
        [t, companyId, key, ref],
      );
      return r?.ok === true;
    },
    async insertUse(companyId: number, userId: number, key: RightKey, num: number, ref: string, now: Date): Promise<void> {
      await q.query('INSERT INTO money_right_uses (tenant_id, company_id, user_id, right_key, num, ref, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [t, companyId, userId, key, num, ref, now]);
    },
    async insertGrant(companyId: number, orderId: number, key: RightKey, total: number, expiresAt: Date, now: Date): Promise<void> {
      await q.query(
        'INSERT INTO money_right_grants (tenant_id, company_id, order_id, right_key, total, remaining, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $5, $6, $7)',
        [t, companyId, orderId, key, total, expiresAt, now],
      );
    },
    async grants(companyId: number): Promise<(GrantRow & { order_no: string; title: string })[]> {
      return q.query(
        `SELECT g.id, g.order_id, g.right_key, g.total, g.remaining, g.expires_at, g.suspended_at, o.no AS order_no, o.title
           FROM money_right_grants g JOIN money_orders o ON o.tenant_id = g.tenant_id AND o.id = g.order_id
          WHERE g.tenant_id = $1 AND g.company_id = $2 ORDER BY g.expires_at DESC, g.id LIMIT 500`,
        [t, companyId],
      );
    },
    async suspendGrants(companyId: number, now: Date): Promise<number> {
      const rows = await q.query(
        `UPDATE money_right_grants SET suspended_at = $3
          WHERE tenant_id = $1 AND id IN (${LOCK_IN_SPEND_ORDER} AND company_id = $2 AND suspended_at IS NULL AND expires_at > $3 AND remaining > 0 ORDER BY expires_at, id FOR UPDATE)
          RETURNING id`,
        [t, companyId, now],
      );
      return rows.length;
    },
    async resumeGrants(companyId: number, now: Date): Promise<number> {
      const rows = await q.query(
        `UPDATE money_right_grants SET expires_at = expires_at + ($3::timestamptz - suspended_at), suspended_at = NULL
          WHERE tenant_id = $1 AND id IN (${LOCK_IN_SPEND_ORDER} AND company_id = $2 AND suspended_at IS NOT NULL ORDER BY expires_at, id FOR UPDATE)
          RETURNING id`,
        [t, companyId, now],
      );
      return rows.length;
    },
    async revokeGrants(orderId: number): Promise<void> {
      await q.query(`UPDATE money_right_grants SET remaining = 0 WHERE tenant_id = $1 AND id IN (${LOCK_IN_SPEND_ORDER} AND order_id = $2 ORDER BY expires_at, id FOR UPDATE)`, [t, orderId]);
    },

    // ---- refunds ----
    /** Records the order's refund; false when it already has one (one refund per order, even in parallel). */
    async insertRefund(r: { orderId: number; refundNo: string; kind: 'order' | 'late'; channel: string; amountFen: number; now: Date }): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO money_refunds (tenant_id, order_id, refund_no, kind, channel, amount_fen, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING id`,
        [t, r.orderId, r.refundNo, r.kind, r.channel, r.amountFen, r.now],
      );
      return rows.length > 0;
    },
    async refund(refundNo: string, lock = false): Promise<RefundRow | null> {
      const [r] = await q.query<RefundRow>(
        `SELECT f.id, f.order_id, o.no AS order_no, f.refund_no, f.kind, f.channel, f.amount_fen, f.status FROM money_refunds f
           JOIN money_orders o ON o.tenant_id = f.tenant_id AND o.id = f.order_id
          WHERE f.tenant_id = $1 AND f.refund_no = $2${lock ? ' FOR UPDATE OF f' : ''}`,
        [t, refundNo],
      );
      return r ?? null;
    },
    async refundOfOrder(orderId: number): Promise<RefundRow | null> {
      const [r] = await q.query<RefundRow>(
        `SELECT f.id, f.order_id, o.no AS order_no, f.refund_no, f.kind, f.channel, f.amount_fen, f.status FROM money_refunds f
           JOIN money_orders o ON o.tenant_id = f.tenant_id AND o.id = f.order_id
          WHERE f.tenant_id = $1 AND f.order_id = $2`,
        [t, orderId],
      );
      return r ?? null;
    },
    /** Refunds still waiting for the provider's word, asked again by the settle job. */
    async pendingRefunds(before: Date, limit: number): Promise<string[]> {
      const rows = await q.query<{ refund_no: string }>(`SELECT refund_no FROM money_refunds WHERE tenant_id = $1 AND status = 'pending' AND created_at < $2 ORDER BY created_at LIMIT $3`, [t, before, limit]);
      return rows.map((r) => r.refund_no);
    },
    async finishRefund(id: number, status: 'succeeded' | 'failed', providerRefundId: string | null, now: Date): Promise<void> {
      await q.query(`UPDATE money_refunds SET status = $3, provider_refund_id = COALESCE($4, provider_refund_id), finished_at = $5 WHERE tenant_id = $1 AND id = $2`, [t, id, status, providerRefundId, now]);
    },

    // ---- VIP ----
    async vip(userId: number, lock = false): Promise<VipRow | null> {
      const [r] = await q.query<VipRow>(`SELECT level, expires_at, suspended_at FROM money_vip WHERE tenant_id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [t, userId]);
      return r ?? null;
    },
    async saveVip(userId: number, v: VipRow, now: Date): Promise<void> {
      await q.query(
        `INSERT INTO money_vip (tenant_id, user_id, level, expires_at, suspended_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET level = $3, expires_at = $4, suspended_at = $5, updated_at = $6`,
        [t, userId, v.level, v.expires_at, v.suspended_at, now],
      );
    },

    // ---- ledger ----
    /** The account's id, created on first use and locked: a spend checks the balance under this lock. */
    async accountLocked(kind: AccountKind, userId: number): Promise<{ id: number; balance_fen: number }> {
      await q.query('INSERT INTO money_accounts (tenant_id, kind, user_id) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, kind, user_id) DO NOTHING', [t, kind, userId]);
      const [r] = await q.query<{ id: number; balance_fen: number }>(
        'SELECT id, balance_fen::int AS balance_fen FROM money_accounts WHERE tenant_id = $1 AND kind = $2 AND user_id = $3 FOR UPDATE',
        [t, kind, userId],
      );
      return r!;
    },
    async walletBalance(userId: number): Promise<number> {
      const [r] = await q.query<{ b: number }>(`SELECT balance_fen::int AS b FROM money_accounts WHERE tenant_id = $1 AND kind = 'wallet' AND user_id = $2`, [t, userId]);
      return r?.b ?? 0;
    },
    async insertEntry(txn: string, accountId: number, amountFen: number, orderId: number | null, memo: string, now: Date): Promise<void> {
      await q.query('INSERT INTO money_entries (tenant_id, txn, account_id, amount_fen, order_id, memo, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [t, txn, accountId, amountFen, orderId, memo, now]);
      await q.query('UPDATE money_accounts SET balance_fen = balance_fen + $3 WHERE tenant_id = $1 AND id = $2', [t, accountId, amountFen]);
    },
    async walletEntries(userId: number, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
      const rows = await q.query<EntryRow>(
        `SELECT e.id::int AS id, e.amount_fen::int AS amount_fen, e.memo, o.no AS order_no, e.created_at
           FROM money_entries e JOIN money_accounts a ON a.tenant_id = e.tenant_id AND a.id = e.account_id
           LEFT JOIN money_orders o ON o.tenant_id = e.tenant_id AND o.id = e.order_id
          WHERE e.tenant_id = $1 AND a.kind = 'wallet' AND a.user_id = $2 ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
        [t, userId, limit, offset],
      );
      const [c] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM money_entries e JOIN money_accounts a ON a.tenant_id = e.tenant_id AND a.id = e.account_id WHERE e.tenant_id = $1 AND a.kind = 'wallet' AND a.user_id = $2`,
        [t, userId],
      );
      return { rows, total: c?.n ?? 0 };
    },
    /** Double-entry proof: transactions that do not sum to zero, and accounts whose balance is not the sum of their entries. */
    async ledgerCheck(): Promise<{ unbalancedTxns: number; mismatchedAccounts: number; entries: number; total: number }> {
      const [u] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT txn FROM money_entries WHERE tenant_id = $1 GROUP BY txn HAVING sum(amount_fen) <> 0) x', [t]);
      const [m] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM money_accounts a
          WHERE a.tenant_id = $1 AND a.balance_fen <> COALESCE((SELECT sum(amount_fen) FROM money_entries e WHERE e.tenant_id = a.tenant_id AND e.account_id = a.id), 0)`,
        [t],
      );
      const [e] = await q.query<{ n: number; s: number }>('SELECT count(*)::int AS n, COALESCE(sum(amount_fen), 0)::int AS s FROM money_entries WHERE tenant_id = $1', [t]);
      return { unbalancedTxns: u?.n ?? 0, mismatchedAccounts: m?.n ?? 0, entries: e?.n ?? 0, total: e?.s ?? 0 };
    },
  };
}
export type MoneyRepo = ReturnType<typeof moneyRepo>;

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_PAYMENT_NOTICE, CODE_PAYMENT_SUPPLEMENT, ORDER_CONFIRM_QUERY_WINDOW_MS, ORDER_EXPIRE_MS, ORDER_SETTLE_AFTER_MS, PAY_NOTIFY_MAX_AGE_MS } from '../../../constants';
import { hashPassword } from '../../../http/hash';
import { startFakeWechatPay } from '../../../providers/payment/fake-server';
import { createWechatPayProvider } from '../../../providers/payment/index';
import { IM_PATHS } from '../../../../schemas/im';
import { MONEY_PATHS as P } from '../../../../schemas/money';
import { startTestServer, type CallResult, type TestServer } from '../../../../tests/helpers/test-server';
import { T0_MONEY_ROUTES } from '../routes';

/**
 * Orders and payment through the real app, database and a fake WeChat Pay on
 * loopback that signs its notifications with keys it generated for this run.
 */
let s: TestServer;
let fake: Awaited<ReturnType<typeof startFakeWechatPay>>;
let demoId: number;
let seq = 0;
const product: Record<string, number> = {};

const ok = (r: CallResult): any => {
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
};

async function newUser(role: number, agent = 'demo'): Promise<{ id: number; token: string }> {
  const mobile = `1370000${String(++seq).padStart(4, '0')}`;
  const [t] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [agent]);
  const [u] = await s.db.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    t!.id,
    mobile,
    `用户${seq}`,
    role,
    await hashPassword('demo1234'),
  ]);
  return { id: u!.id, token: await s.login(mobile, 'demo1234', agent) };
}

/** A recruiter who owns a fresh company of their own (rights are counted per company). */
async function newRecruiter(): Promise<{ id: number; token: string; companyId: number }> {
  const u = await newUser(1);
  const [c] = await s.db.query<{ id: number }>(
    `INSERT INTO companies (tenant_id, name, short_name, industry_id, scale, nature, city_code, district_code, address, lat, lng, owner_user_id)
     SELECT c.tenant_id, $2, $2, c.industry_id, c.scale, c.nature, c.city_code, c.district_code, c.address, c.lat, c.lng, $1
       FROM companies c JOIN users u ON u.tenant_id = c.tenant_id AND u.id = $1 LIMIT 1 RETURNING id`,
    [u.id, `测试企业${seq}`],
  );
  await s.db.query(`INSERT INTO company_members (tenant_id, company_id, user_id, role) SELECT tenant_id, $2, $1, 'owner' FROM users WHERE id = $1`, [u.id, c!.id]);
  return { ...u, companyId: c!.id };
}

/** Waits for a condition the server reaches on its own (vitest's polling, no fixed sleep). */
function waitFor<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const v = await fn();
      if (!v) throw new Error(`timed out waiting for ${what}`);
      return v;
    },
    { timeout: ms, interval: 20 },
  );
}

const status = async (token: string, no: string) => ok(await s.call(P.tradeStatus, { no }, { token })).status as string;
const fulfilled = (token: string, no: string) => waitFor(`order ${no} fulfilled`, async () => (await status(token, no)) === 'fulfilled');
const ledger = () => s.app.money.ledgerCheck(s.app.money.scopeOf(demoId));

beforeAll(async () => {
  // A loaded CI machine may take long over 100 parallel notifications: a patient provider.
  fake = await startFakeWechatPay({ retryMs: 30, retries: 3, timeoutMs: 60_000 });
  s = await startTestServer({ listen: true, payment: { providers: { wechat: createWechatPayProvider(fake.config(fake.url)) }, notifyBase: '' } });
  const [t] = await s.db.query<{ id: number }>(`SELECT id FROM agents WHERE agent_key = 'demo'`);
  demoId = t!.id;
  for (const r of await s.db.query<{ id: number; name: string }>('SELECT id, name FROM money_products WHERE tenant_id = $1', [demoId])) product[r.name] = r.id;
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

describe('orders and payment', () => {
  it('a seeker buys VIP with a coupon: amount right, coupon used, VIP with its expiry', async () => {
    const u = await newUser(0);
    const open = ok(await s.call(P.couponOpenFind, {}, { token: u.token })).list as { id: number; name: string }[];
    const coupon = open.find((c) => c.name === '会员 8 折')!;
    const { id: userCouponId } = ok(await s.call(P.couponReceive, { id: coupon.id }, { token: u.token }));
    expect((await s.call(P.couponReceive, { id: coupon.id }, { token: u.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
    const usable = ok(await s.call(P.couponUsable, { productId: product['月度会员'] }, { token: u.token })).list;
    // Best first; the first-purchase coupon is handed out at this first checkout.
    expect(usable.map((c: any) => [c.name, c.discountFen])).toEqual([['会员 8 折', 398], ['首单立减 3 元', 300]]);
    expect(usable[0].id).toBe(userCouponId);

    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat', userCouponId }, { token: u.token }));
    expect([order.originalFen, order.discountFen, order.amountFen, order.status]).toEqual([1990, 398, 1592, 'created']);
    expect(order.payUrl).toContain(`${fake.url}/fakepay/cashier`);
    expect(fake.orders.get(order.no)?.amountFen).toBe(1592);
    const mine = async () => (ok(await s.call(P.couponFind, {}, { token: u.token })).list as { id: number; status: string }[]).find((c) => c.id === userCouponId)!.status;
    expect(await mine()).toBe('locked');

    fake.pay(order.no);
    await fulfilled(u.token, order.no);
    const vip = ok(await s.call(P.vipFindMe, {}, { token: u.token }));
    expect([vip.active, vip.level, vip.daysLeft]).toEqual([true, 1, 30]);
    expect(Date.parse(vip.expiresAt) - s.clock.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await mine()).toBe('used');
    const trail = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(trail.events.map((e) => `${e.from_status ?? ''}>${e.to_status}:${e.source}`)).toEqual(['>created:user', 'created>paid:notify', 'paid>fulfilled:fulfil']);
    expect(await ledger()).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0, total: 0 });
  });

  it('100 parallel duplicate notifications credit once', async () => {
    const u = await newUser(0);
    const order = ok(await s.call(P.tradeCreate, { productId: product['季度会员'], channel: 'wechat' }, { token: u.token }));
    fake.paySilently(order.no);
    const answers = await Promise.all(Array.from({ length: 100 }, () => fake.notify(order.no)));
    expect(new Set(answers)).toEqual(new Set([204]));
    expect(await status(u.token, order.no)).toBe('fulfilled');
    const trail = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(trail.events.filter((e) => e.to_status === 'paid')).toHaveLength(1);
    expect(trail.notifications.filter((n) => n.reason === 'credited')).toHaveLength(1);
    expect(trail.notifications.filter((n) => n.reason === 'duplicate')).toHaveLength(99);
    expect(ok(await s.call(P.vipFindMe, {}, { token: u.token })).daysLeft).toBe(90);
    const [e] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM money_entries e JOIN money_orders o ON o.tenant_id = e.tenant_id AND o.id = e.order_id WHERE o.no = $1', [order.no]);
    expect(e!.n).toBe(2);
    expect(await ledger()).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0 });
  }, 60_000);

  it('refuses and logs a notification with a wrong amount, a forged signature or a replay; 我已支付 then pays it by query', async () => {
    const u = await newUser(0);
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token }));
    fake.paySilently(order.no);
    expect(await fake.notify(order.no, { amountFen: 1 })).toBe(400);
    expect(await fake.notify(order.no, { badSignature: true })).toBe(401);
    // A genuine notification replayed long after it was signed is refused too.
    s.clock.advance(PAY_NOTIFY_MAX_AGE_MS + 60_000);
    try {
      expect(await fake.notify(order.no)).toBe(401);
    } finally {
      s.clock.advance(-(PAY_NOTIFY_MAX_AGE_MS + 60_000));
    }
    const raw = await fetch(`${s.url}${P.notifyWechat}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"resource":{}}' });
    expect(raw.status).toBe(401);
    expect(await status(u.token, order.no)).toBe('created');
    const trail = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(trail.notifications).toEqual([{ accepted: false, reason: 'amount 1 CNY ≠ order 1990 CNY' }]);

    // Taps on 我已支付 ask the provider once per window, however many arrive at once.
    const before = fake.queries;
    const started = Date.now();
    const taps = await Promise.all(Array.from({ length: 20 }, () => s.call(P.transactionHandle, { no: order.no }, { token: u.token })));
    expect(new Set(taps.map((t) => t.body.code))).toEqual(new Set([200]));
    // One query per window; on a machine slow enough for the taps to outlast a window, one more per window passed.
    const windows = 1 + Math.floor((Date.now() - started) / ORDER_CONFIRM_QUERY_WINDOW_MS);
    expect(fake.queries - before).toBeGreaterThanOrEqual(1);
    expect(fake.queries - before).toBeLessThanOrEqual(windows);
    expect(await status(u.token, order.no)).toBe('fulfilled');
  });

  it("does not believe a WeChat Pay answer that is not signed by the platform key (Wechatpay-Signature)", async () => {
    const u = await newUser(0);
    fake.forge.answers = true;
    try {
      const r = await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token });
      expect([r.status, r.body.code]).toEqual([503, 503]);
      expect(r.body.msg).toBe('支付服务暂时不可用，请稍后再试');
    } finally {
      fake.forge.answers = false;
    }
    // Signed again: the same purchase goes through.
    const o = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token }));
    expect(o.payUrl).toContain('/fakepay/cashier');
  });

  it('inside WeChat pays by JSAPI with the openid the account is bound to: a signed paySign package for chooseWXPay', async () => {
    const u = await newUser(0);
    // Not bound to WeChat yet: told to log in with WeChat first (14551), nothing created.
    const unbound = await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat', inWechat: true }, { token: u.token });
    expect([unbound.body.code, unbound.body.msg]).toEqual([CODE_PAYMENT_NOTICE, '请先用微信登录绑定账号，再使用微信支付']);
    const openid = `o-fake-${u.id}`;
    await s.db.query('INSERT INTO wechat_bindings (tenant_id, openid, user_id) VALUES ($1, $2, $3)', [demoId, openid, u.id]);
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat', inWechat: true }, { token: u.token }));
    expect(order.payUrl).toBeNull();
    expect(order.jsapi).toMatchObject({ appId: 'wx-fake', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
    // A tampered request or another WeChat user is refused by WeChat; the payer's own signed request pays.
    expect(fake.jsapiPay({ ...order.jsapi, nonceStr: 'x' }, openid)).toBe('get_brand_wcpay_request:fail');
    expect(fake.jsapiPay(order.jsapi, 'o-someone-else')).toBe('get_brand_wcpay_request:fail');
    expect(fake.jsapiPay(order.jsapi, openid)).toBe('get_brand_wcpay_request:ok');
    await fulfilled(u.token, order.no);
    expect(ok(await s.call(P.tradeGet, { no: order.no }, { token: u.token })).payUrl).toBeNull();
    expect(ok(await s.call(P.vipFindMe, {}, { token: u.token })).active).toBe(true);
  });

  it('settles an order without any notification by asking the provider, once it is old enough', async () => {
    const u = await newUser(0);
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token }));
    fake.paySilently(order.no);
    // Too fresh for the settle job; once it is older it is asked about and credited.
    await s.app.money.settleAll();
    expect(await status(u.token, order.no)).toBe('created');
    s.clock.advance(ORDER_SETTLE_AFTER_MS + 1_000);
    try {
      await s.app.money.settleAll();
    } finally {
      s.clock.advance(-(ORDER_SETTLE_AFTER_MS + 1_000));
    }
    expect(await status(u.token, order.no)).toBe('fulfilled');
    const after = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(after.events.map((e) => e.source)).toContain('query');
  });

  it('two parallel checkouts with one single-use coupon: one wins; cancelling it releases the coupon', async () => {
    const u = await newUser(0);
    const coupon = (ok(await s.call(P.couponOpenFind, {}, { token: u.token })).list as { id: number; name: string }[]).find((c) => c.name === '新人立减 5 元')!;
    const { id: userCouponId } = ok(await s.call(P.couponReceive, { id: coupon.id }, { token: u.token }));
    const both = await Promise.all([product['月度会员'], product['季度会员']].map((productId) => s.call(P.tradeCreate, { productId, channel: 'wechat', userCouponId }, { token: u.token })));
    const codes = both.map((r) => r.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, CODE_PAYMENT_NOTICE]);
    expect(both.find((r) => r.body.code !== 200)!.body.msg).toBe('优惠券已被使用');
    const won = both.find((r) => r.body.code === 200)!.body.data;
    expect(won.discountFen).toBe(500);
    const cancelled = ok(await s.call(P.tradeCancel, { no: won.no }, { token: u.token }));
    expect(cancelled.status).toBe('cancelled');
    expect(fake.orders.get(won.no)?.state).toBe('CLOSED');
    expect(ok(await s.call(P.couponFind, {}, { token: u.token })).list[0].status).toBe('unused');
    // A notification after the close changes nothing.
    expect(await fake.notify(won.no)).toBe(204);
    expect(await status(u.token, won.no)).toBe('cancelled');
  });

  it('an unpaid order past its expiry is closed at the provider and expired; its coupon is released', async () => {
    const u = await newUser(0);
    const coupon = (ok(await s.call(P.couponOpenFind, {}, { token: u.token })).list as { id: number; name: string }[]).find((c) => c.name === '会员 8 折')!;
    const { id: userCouponId } = ok(await s.call(P.couponReceive, { id: coupon.id }, { token: u.token }));
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat', userCouponId }, { token: u.token }));
    s.clock.advance(ORDER_EXPIRE_MS + 1_000);
    try {
      await s.app.money.settleAll();
    } finally {
      s.clock.advance(-(ORDER_EXPIRE_MS + 1_000));
    }
    expect(await status(u.token, order.no)).toBe('expired');
    expect(fake.orders.get(order.no)?.state).toBe('CLOSED');
    expect(ok(await s.call(P.couponFind, {}, { token: u.token })).list[0].status).toBe('unused');
  });

  it('hands the first-purchase coupon to a user who never paid, once, at the checkout', async () => {
    const u = await newUser(0);
    const names = async () => (ok(await s.call(P.couponUsable, { productId: product['月度会员'] }, { token: u.token })).list as { name: string }[]).map((c) => c.name);
    expect(ok(await s.call(P.couponOpenFind, {}, { token: u.token })).list.map((c: any) => c.name)).not.toContain('首单立减 3 元');
    expect(await names()).toEqual(['首单立减 3 元']);
    expect(await names()).toEqual(['首单立减 3 元']);
    expect(ok(await s.call(P.couponFind, {}, { token: u.token })).list).toHaveLength(1);
    const campaign = ok(await s.call(P.couponFind, {}, { token: u.token })).list[0];
    expect((await s.call(P.couponReceive, { id: campaign.couponId }, { token: u.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat', userCouponId: campaign.id }, { token: u.token }));
    expect(order.amountFen).toBe(1690);
    fake.pay(order.no);
    await fulfilled(u.token, order.no);
    expect(await names()).toEqual([]);
  });

  it("keeps orders to their owner and tenant", async () => {
    const a = await newUser(0);
    const b = await newUser(0);
    const other = await newUser(0, 'demo2');
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: a.token }));
    expect((await s.call(P.tradeGet, { no: order.no }, { token: b.token })).body.code).toBe(404);
    expect((await s.call(P.tradeGet, { no: order.no }, { token: other.token, agent: 'demo2' })).body.code).toBe(404);
    expect((await s.call(P.tradeCancel, { no: order.no }, { token: b.token })).body.code).toBe(404);
  });
});

describe('recruiter packages and rights', () => {
  it('buys a package, spends its rights to zero under parallel use and never below; then 14550 with the key', async () => {
    const r = await newRecruiter();
    const none = ok(await s.call(P.packRightsGet, { key: 'rightsChat' }, { token: r.token }));
    expect(none.list.find((b: any) => b.key === 'rightsChat').remaining).toBe(0);
    expect(none.packages.map((p: any) => p.name)).toContain('沟通加油包');
    const order = ok(await s.call(P.tradeCreate, { productId: product['沟通加油包'], channel: 'wechat', rightKey: 'rightsChat' }, { token: r.token }));
    fake.pay(order.no);
    await fulfilled(r.token, order.no);
    expect(ok(await s.call(P.tradeGet, { no: order.no }, { token: r.token })).rightKey).toBe('rightsChat');

    // The same user-job is paid once.
    ok(await s.call(P.propRightsCount, { key: 'rightsChat', num: 1, data: { ujId: 7 } }, { token: r.token }));
    expect(ok(await s.call(P.propRightsCount, { key: 'rightsChat', num: 1, data: { ujId: 7 } }, { token: r.token })).spent).toBe(0);

    const uses = await Promise.all(Array.from({ length: 15 }, () => s.call(P.assetsPackageUse, { key: 'rightsChat', num: 1 }, { token: r.token })));
    expect(uses.filter((u) => u.body.code === 200)).toHaveLength(9);
    const refused = uses.filter((u) => u.body.code !== 200);
    expect(refused).toHaveLength(6);
    for (const u of refused) expect([u.body.code, u.body.data]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsChat' }]);
    const [g] = await s.db.query<{ remaining: number }>('SELECT sum(remaining)::int AS remaining FROM money_right_grants WHERE company_id = $1', [r.companyId]);
    expect(g!.remaining).toBe(0);
    const list = ok(await s.call(P.assetsPackageList, {}, { token: r.token })).list;
    expect(list[0].items).toEqual([{ key: 'rightsChat', name: '主动沟通', total: 10, remaining: 0 }]);
  });

  it('im conversation/propUse spends one chat right of the recruiter, once per conversation; without rights 14550', async () => {
    const r = await newRecruiter();
    const seeker = await newUser(0);
    const conv = ok(await s.call(IM_PATHS.byRelation, { relationId: seeker.id }, { token: r.token }));
    const cid = conv.cid ?? conv.conversation?.cid ?? conv.id;
    const locked = await s.call(IM_PATHS.propUse, { cid }, { token: r.token });
    expect([locked.body.code, locked.body.data]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsChat' }]);
    expect((await s.call(IM_PATHS.propUse, { cid }, { token: seeker.token })).body.code).toBe(CODE_PAYMENT_NOTICE);

    const order = ok(await s.call(P.tradeCreate, { productId: product['沟通加油包'], channel: 'wechat' }, { token: r.token }));
    fake.pay(order.no);
    await fulfilled(r.token, order.no);
    ok(await s.call(IM_PATHS.propUse, { cid }, { token: r.token }));
    ok(await s.call(IM_PATHS.propUse, { cid }, { token: r.token }));
    const rights = ok(await s.call(P.assetsPackageItemsGet, {}, { token: r.token })).list;
    expect(rights.find((b: any) => b.key === 'rightsChat').remaining).toBe(9);
  });

  it('a contact right unmasks a resume for the whole company, paid once per resume; without one 14550', async () => {
    const r = await newRecruiter();
    const [seeker] = await s.db.query<{ user_id: number }>(`SELECT r.user_id FROM resumes r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id WHERE r.tenant_id = $1 AND u.mobile LIKE '139%' ORDER BY r.user_id LIMIT 1`, [demoId]);
    const detail = async () => ok(await s.call('/api-user/resume/detail', { id: seeker!.user_id }, { token: r.token }));
    const masked = await detail();
    expect([masked.contactVisible, masked.contactReason]).toEqual([false, 'masked']);
    expect(masked.resume.base.phone).toContain('****');
    const short = await s.call(P.propRightsCount, { key: 'rightsContact', num: 1, data: { resumeId: seeker!.user_id } }, { token: r.token });
    expect([short.body.code, short.body.data]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsContact' }]);

    const order = ok(await s.call(P.tradeCreate, { productId: product['基础套餐'], channel: 'wechat', rightKey: 'rightsContact' }, { token: r.token }));
    fake.pay(order.no);
    await fulfilled(r.token, order.no);
    expect(ok(await s.call(P.propRightsCount, { key: 'rightsContact', num: 1, data: { resumeId: seeker!.user_id } }, { token: r.token }))).toMatchObject({ spent: 1, remaining: 19 });
    const open = await detail();
    expect([open.contactVisible, open.contactReason]).toEqual([true, 'unlocked']);
    expect(open.resume.base.phone).not.toContain('****');
    expect(ok(await s.call(P.propRightsCount, { key: 'rightsContact', num: 1, data: { resumeId: seeker!.user_id } }, { token: r.token }))).toMatchObject({ spent: 0, remaining: 19 });
  });

  it('pausing packages stops their use and keeps their days; resuming adds the pause to the expiry', async () => {
    const r = await newRecruiter();
    const order = ok(await s.call(P.tradeCreate, { productId: product['沟通加油包'], channel: 'wechat' }, { token: r.token }));
    fake.pay(order.no);
    await fulfilled(r.token, order.no);
    const before = ok(await s.call(P.assetsPackageGet, { no: order.no }, { token: r.token }));
    ok(await s.call(P.assetsSuspendStart, {}, { token: r.token }));
    expect((await s.call(P.assetsSuspendStart, {}, { token: r.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
    expect(ok(await s.call(P.assetsPackageGet, { no: order.no }, { token: r.token })).suspended).toBe(true);
    expect((await s.call(P.assetsPackageUse, { key: 'rightsChat' }, { token: r.token })).body.code).toBe(CODE_PAYMENT_SUPPLEMENT);
    const twoDays = 2 * 86_400_000;
    s.clock.advance(twoDays);
    try {
      ok(await s.call(P.assetsSuspendEnd, {}, { token: r.token }));
    } finally {
      s.clock.advance(-twoDays);
    }
    const after = ok(await s.call(P.assetsPackageGet, { no: order.no }, { token: r.token }));
    expect(after.suspended).toBe(false);
    expect(Date.parse(after.expiresAt) - Date.parse(before.expiresAt)).toBeGreaterThanOrEqual(twoDays);
    expect(ok(await s.call(P.assetsPackageUse, { key: 'rightsChat' }, { token: r.token })).remaining).toBe(9);
  });

  it('a job post beyond the free quota spends a job-post right: 10 parallel posts with 3 rights make 3 jobs, never below zero; 14550 with the key', async () => {
    const job = (title: string) => ({
      title,
      salaryMin: 8000,
      salaryMax: 12000,
      salaryUnit: 1,
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      address: '文三路 90 号东部软件园 3 号楼',
      lat: 30.2766,
      lng: 120.1216,
      industryId: 101,
      positionId: 10101,
      experience: '3-5年',
      degree: '本科',
      jobType: 1,
      tags: [],
      description: '负责电商交易系统的设计与开发，参与核心链路的性能优化。',
    });
    const save = (token: string, list: unknown[]) => s.call('/api-user/job/saveMany', { list }, { token });
    const openJobs = async (companyId: number) => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE company_id = $1 AND status = 1', [companyId]))[0]!.n;
    const [{ id: packId }] = (await s.db.query<{ id: number }>(
      `INSERT INTO money_products (tenant_id, kind, name, price_fen, duration_days, rights) VALUES ($1, 'package', '职位三连发', 3000, 30, '{"rightsJob": 3}') RETURNING id`,
      [demoId],
    )) as [{ id: number }];
    await s.db.query(`UPDATE app_settings SET data = data || '{"jobFreeQuota": 2}' WHERE tenant_id = $1`, [demoId]);
    try {
      const r = await newRecruiter();
      // Five parallel posts without rights: the quota's two pass, counted once each (the company is locked while counting).
      const freePosts = await Promise.all(['免费职位一', '免费职位二', '免费职位三', '免费职位四', '免费职位五'].map((t) => save(r.token, [{ data: job(t) }])));
      expect(freePosts.filter((p) => p.body.code === 200)).toHaveLength(2);
      await s.db.query(`UPDATE jobs SET title = '免费职位一' WHERE id = $1`, [freePosts.find((p) => p.body.code === 200)!.body.data.list[0].id]);
      const third = await save(r.token, [{ data: job('付费职位') }]);
      expect([third.body.code, third.body.data, third.body.msg]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsJob' }, '职位发布权益不足，请购买套餐']);
      expect(await openJobs(r.companyId)).toBe(2);

      const order = ok(await s.call(P.tradeCreate, { productId: packId, channel: 'wechat', rightKey: 'rightsJob' }, { token: r.token }));
      fake.pay(order.no);
      await fulfilled(r.token, order.no);
      const posts = await Promise.all(Array.from({ length: 10 }, (_, i) => save(r.token, [{ data: job(`并发职位${i}`) }])));
      expect(posts.filter((p) => p.body.code === 200)).toHaveLength(3);
      for (const p of posts.filter((x) => x.body.code !== 200)) expect([p.body.code, p.body.data]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsJob' }]);
      expect(await openJobs(r.companyId)).toBe(5);
      const [g] = await s.db.query<{ remaining: number }>('SELECT sum(remaining)::int AS remaining FROM money_right_grants WHERE company_id = $1', [r.companyId]);
      expect(g!.remaining).toBe(0);
      expect(ok(await s.call(P.packRightsGet, { key: 'rightsJob' }, { token: r.token })).list.find((b: any) => b.key === 'rightsJob').remaining).toBe(0);

      // A paid job closed and reopened is not paid again; a free one reopened beyond the quota (the paid ones still open) needs a right.
      const paidId = posts.find((p) => p.body.code === 200)!.body.data.list[0].id as number;
      ok(await save(r.token, [{ id: paidId, status: 0 }]));
      ok(await save(r.token, [{ id: paidId, status: 1 }]));
      // Editing an open job costs nothing.
      ok(await save(r.token, [{ id: paidId, data: { title: '付费职位改名' } }]));
      const [free] = await s.db.query<{ id: number }>(`SELECT id FROM jobs WHERE company_id = $1 AND title = '免费职位一'`, [r.companyId]);
      ok(await save(r.token, [{ id: free!.id, status: 0 }]));
      expect(await openJobs(r.companyId)).toBe(4);
      const reopen = await save(r.token, [{ id: free!.id, status: 1 }]);
      expect([reopen.body.code, reopen.body.data]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'rightsJob' }]);
      expect(await openJobs(r.companyId)).toBe(4);
    } finally {
      await s.db.query(`UPDATE app_settings SET data = data - 'jobFreeQuota' WHERE tenant_id = $1`, [demoId]);
    }
  });

  it('a seeker without a company is told so (14551), never asked to pay', async () => {
    const u = await newUser(0);
    expect((await s.call(P.assetsPackageUse, { key: 'rightsContact' }, { token: u.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
    expect((await s.call(P.tradeCreate, { productId: product['基础套餐'], channel: 'wechat' }, { token: u.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
  });
});

describe('VIP, wallet and the ledger', () => {
  it('tops up the wallet, spends it on VIP, refuses a purchase beyond the balance; the ledger balances', async () => {
    const u = await newUser(0);
    const top = ok(await s.call(P.tradeCreate, { productId: product['充值 50 元'], channel: 'wechat' }, { token: u.token }));
    fake.pay(top.no);
    await fulfilled(u.token, top.no);
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(5000);
    const buy = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wallet' }, { token: u.token }));
    expect(buy.status).toBe('fulfilled');
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(3010);
    const short = await s.call(P.tradeCreate, { productId: product['季度会员'], channel: 'wallet' }, { token: u.token });
    expect([short.body.code, short.body.msg]).toEqual([CODE_PAYMENT_NOTICE, '余额不足，请先充值或选择其他支付方式']);
    expect(ok(await s.call(P.tradeFind, {}, { token: u.token })).total).toBe(2);
    const flow = ok(await s.call(P.walletFlowFind, {}, { token: u.token }));
    expect(flow.list.map((e: any) => e.amountFen)).toEqual([-1990, 5000]);
    // Parallel wallet spends never overdraw: 3010 pays one 1990 order, not two.
    const spends = await Promise.all([1, 2].map(() => s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wallet' }, { token: u.token })));
    expect(spends.map((x) => x.body.code).sort((a, b) => a - b)).toEqual([200, CODE_PAYMENT_NOTICE]);
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(1020);
    expect(ok(await s.call(P.assetsGet, {}, { token: u.token }))).toMatchObject({ walletFen: 1020, vip: { active: true, daysLeft: 60 } });
    expect(await ledger()).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0, total: 0 });
  });

  it('pausing VIP keeps its days; resuming adds the pause to the expiry', async () => {
    const u = await newUser(0);
    expect((await s.call(P.vipSuspendStart, {}, { token: u.token })).body.code).toBe(CODE_PAYMENT_NOTICE);
    const o = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token }));
    fake.pay(o.no);
    await fulfilled(u.token, o.no);
    const before = ok(await s.call(P.vipFindMe, {}, { token: u.token }));
    const paused = ok(await s.call(P.vipSuspendStart, {}, { token: u.token }));
    expect([paused.active, paused.suspended, paused.daysLeft]).toEqual([false, true, 30]);
    const fiveDays = 5 * 86_400_000;
    s.clock.advance(fiveDays);
    try {
      const resumed = ok(await s.call(P.vipSuspendEnd, {}, { token: u.token }));
      expect([resumed.active, resumed.daysLeft]).toEqual([true, 30]);
      expect(Date.parse(resumed.expiresAt) - Date.parse(before.expiresAt)).toBeGreaterThanOrEqual(fiveDays);
    } finally {
      s.clock.advance(-fiveDays);
    }
  });

  it('answers every /v1/t0/ money name through the same call as its /api-user/ path', async () => {
    // Every path of spec §7 this area owns is registered (the chat's propUse and resume's relationRightsCount included).
    const spec = [...Object.values(P), '/api-user/im/conversation/propUse', '/api-user/resume/relationRightsCount'];
    for (const path of spec) expect(s.app.hasRoute({ method: 'POST', url: path }), path).toBe(true);
    const u = await newUser(0);
    for (const name of Object.keys(T0_MONEY_ROUTES)) {
      const r = await s.call(`/v1/t0/${name}`, {}, { token: u.token });
      expect(r.status, name).toBeLessThan(500);
    }
    expect(ok(await s.call('/v1/t0/userAssetsGet', {}, { token: u.token }))).toEqual(ok(await s.call(P.assetsGet, {}, { token: u.token })));
  });
});

describe('VIP perks', () => {
  it("a VIP seeker comes first in recruiters' resume search while the VIP is active, not while it is paused", async () => {
    const r = await newRecruiter();
    const find = async () => ok(await s.call('/api-user/resume/find', { limit: 20 }, { token: r.token })).list.map((x: any) => x.id as number);
    const before = await find();
    const seekerId = before[before.length - 1]!;
    expect(before[0]).not.toBe(seekerId);
    const [u] = await s.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [seekerId]);
    const token = await s.login(u!.mobile, 'demo1234');
    const o = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token }));
    fake.pay(o.no);
    await fulfilled(token, o.no);
    const after = await find();
    expect(after[0]).toBe(seekerId);
    // The rest keep their order.
    expect(after.slice(1)).toEqual(before.slice(0, -1));
    ok(await s.call(P.vipSuspendStart, {}, { token }));
    expect(await find()).toEqual(before);
    ok(await s.call(P.vipSuspendEnd, {}, { token }));
    expect((await find())[0]).toBe(seekerId);
  });

  it('who viewed me: the recruiters and companies that opened my resume, for VIP only (others 14550 with the key vip)', async () => {
    const [seeker] = await s.db.query<{ id: number; mobile: string }>(
      `SELECT u.id, u.mobile FROM users u JOIN resumes r ON r.tenant_id = u.tenant_id AND r.user_id = u.id
        WHERE u.tenant_id = $1 AND u.mobile LIKE '139%' AND r.base IS NOT NULL AND NOT EXISTS (SELECT 1 FROM money_vip v WHERE v.user_id = u.id) ORDER BY u.id DESC LIMIT 1`,
      [demoId],
    );
    const token = await s.login(seeker!.mobile, 'demo1234');
    const locked = await s.call('/api-user/resume/viewersFind', {}, { token });
    expect([locked.body.code, locked.body.data, locked.body.msg]).toEqual([CODE_PAYMENT_SUPPLEMENT, { key: 'vip' }, '开通 VIP 会员即可查看谁看过我']);

    const first = await newRecruiter();
    const second = await newRecruiter();
    ok(await s.call('/api-user/resume/detail', { id: seeker!.id }, { token: first.token }));
    s.clock.advance(60_000);
    try {
      ok(await s.call('/api-user/resume/detail', { id: seeker!.id }, { token: second.token }));
    } finally {
      s.clock.advance(-60_000);
    }
    const o = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token }));
    fake.pay(o.no);
    await fulfilled(token, o.no);
    const seen = ok(await s.call('/api-user/resume/viewersFind', { page: 1, limit: 10 }, { token }));
    expect(seen.total).toBe(2);
    const names = await s.db.query<{ id: number; name: string }>('SELECT id, name FROM users WHERE id = ANY($1::int[])', [[first.id, second.id]]);
    const nameOf = (id: number) => names.find((n) => n.id === id)!.name;
    // Last view first, with the company each recruits for.
    expect(seen.list.map((v: any) => [v.name, v.companyId])).toEqual([
      [nameOf(second.id), second.companyId],
      [nameOf(first.id), first.companyId],
    ]);
    expect(seen.list[0].companyName).toMatch(/^测试企业/);
    // A recruiter has no VIP of their own: the list is not theirs to read.
    expect((await s.call('/api-user/resume/viewersFind', {}, { token: first.token })).body.code).toBe(CODE_PAYMENT_SUPPLEMENT);
  });
});

describe('operators', () => {
  it('add a product and a coupon, issue the coupon, see orders and refund one back to WeChat Pay (by its verified notification, once); the ledger stays balanced', async () => {
    const login = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true });
    const operator = login.body.data.access_token as string;
    const admin = (path: string, body: unknown = {}) => s.call(`/api-admin/money/${path}`, body, { token: operator });
    // A user token is not an operator's.
    expect((await s.call('/api-admin/money/productFind', {}, { token: (await newUser(0)).token })).body.code).not.toBe(200);

    const { id: productId } = ok(await admin('productSave', { kind: 'vip', name: '年度会员', priceFen: 9900, durationDays: 365, vipLevel: 3, perks: ['全部权益'] }));
    expect((await admin('productSave', { kind: 'package', name: '空套餐', priceFen: 100, durationDays: 30 })).body.msg).toBe('套餐至少包含一项权益');
    const now = s.clock.now();
    const { id: couponId } = ok(
      await admin('couponSave', { name: '年度立减 20', kind: 'fixed', value: 2000, minSpendFen: 5000, startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(), productId }),
    );
    expect((await admin('couponSave', { name: '坏折扣', kind: 'percent', value: 100, startsAt: new Date(now).toISOString(), endsAt: new Date(now + 1).toISOString() })).body.code).toBe(400);
    const u = await newUser(0);
    const { id: userCouponId } = ok(await admin('couponIssue', { couponId, userId: u.id }));
    expect((await admin('couponIssue', { couponId, userId: u.id })).body.code).toBe(CODE_PAYMENT_NOTICE);

    const order = ok(await s.call(P.tradeCreate, { productId, channel: 'wechat', userCouponId }, { token: u.token }));
    expect(order.amountFen).toBe(7900);
    fake.pay(order.no);
    await fulfilled(u.token, order.no);
    expect(ok(await admin('orderFind', { page: 1, limit: 50 })).list.some((o: any) => o.no === order.no && o.userId === u.id)).toBe(true);
    // Five operators press 退款 at once: one refund reaches the provider.
    const asked = await Promise.all(Array.from({ length: 5 }, () => admin('orderRefund', { no: order.no })));
    for (const a of asked) expect(a.body.code, a.body.msg).toBe(200);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === order.no)).toHaveLength(1);
    const refund = fake.refunds.get(`${order.no}R`)!;
    expect([refund.refundFen, refund.totalFen]).toEqual([7900, 7900]);
    // WeChat Pay answers PROCESSING; its signed REFUND.SUCCESS notification moves the order.
    await waitFor('order refunded', async () => (await status(u.token, order.no)) === 'refunded');
    expect((await admin('orderRefund', { no: order.no })).body.msg).toBe('订单已退款');
    // Back to WeChat, not to the wallet; the VIP days are taken back.
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(0);
    expect(ok(await s.call(P.vipFindMe, {}, { token: u.token })).active).toBe(false);
    // A duplicate refund notification changes nothing; a forged one is refused.
    expect(await fake.notifyRefund(refund.outRefundNo)).toBe(204);
    expect(await fake.notifyRefund(refund.outRefundNo, { badSignature: true })).toBe(401);
    const trail = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(trail.events.filter((e: any) => e.to_status === 'refunded')).toHaveLength(1);
    expect(ok(await admin('ledgerCheck'))).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0, total: 0 });

    // A wallet-paid order refunds to the wallet at once.
    const t = ok(await s.call(P.tradeCreate, { productId: product['充值 50 元'], channel: 'wechat' }, { token: u.token }));
    fake.pay(t.no);
    await fulfilled(u.token, t.no);
    const w = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wallet' }, { token: u.token }));
    await fulfilled(u.token, w.no);
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(5000 - 1990);
    expect(ok(await admin('orderRefund', { no: w.no })).status).toBe('refunded');
    expect(ok(await s.call(P.walletGet, {}, { token: u.token })).balanceFen).toBe(5000);
    expect(fake.refunds.has(`${w.no}R`)).toBe(false);
    expect(ok(await admin('ledgerCheck'))).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0, total: 0 });
  });

  it('a payment that arrives after its order was cancelled is refunded to the payer automatically, once, and credits nothing', async () => {
    const u = await newUser(0);
    const order = ok(await s.call(P.tradeCreate, { productId: product['月度会员'], channel: 'wechat' }, { token: u.token }));
    expect(ok(await s.call(P.tradeCancel, { no: order.no }, { token: u.token })).status).toBe('cancelled');
    // The user had paid on the cashier page a moment before it closed; the notification comes late, twice.
    fake.paySilently(order.no);
    expect(await fake.notify(order.no)).toBe(204);
    expect(await fake.notify(order.no)).toBe(204);
    const refund = await waitFor('late refund done', async () => (fake.refunds.get(`${order.no}L`)?.deliveries.includes(204) ? fake.refunds.get(`${order.no}L`) : null));
    expect([refund.refundFen, refund.status]).toEqual([1990, 'SUCCESS']);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === order.no)).toHaveLength(1);
    const [row] = await s.db.query<{ status: string; kind: string }>('SELECT status, kind FROM money_refunds WHERE refund_no = $1', [`${order.no}L`]);
    expect(row).toEqual({ status: 'succeeded', kind: 'late' });
    expect(await status(u.token, order.no)).toBe('cancelled');
    expect(ok(await s.call(P.vipFindMe, {}, { token: u.token })).active).toBe(false);
    const trail = await s.app.money.trail(s.app.money.scopeOf(demoId), order.no);
    expect(trail.notifications.map((n: any) => n.reason)).toContain('paid after cancelled: refunded automatically');
    expect(await ledger()).toMatchObject({ unbalancedTxns: 0, mismatchedAccounts: 0, total: 0 });
  });
});

import type { Queryable } from '../db';

/** Demo products and coupons of one tenant (issue 16): VIP levels, recruiter packages, wallet top-ups. Prices in fen. */
export async function seedMoney(q: Queryable, tenantId: number): Promise<void> {
  const products: [kind: string, name: string, description: string, priceFen: number, days: number, level: number, rights: object, perks: string[], sort: number][] = [
    ['vip', '月度会员', '30 天 VIP，求职快人一步', 1990, 30, 1, {}, ['简历优先推荐给招聘者', '查看谁看过我、收藏了我', '每日沟通次数翻倍'], 1],
    ['vip', '季度会员', '90 天 VIP，更划算', 4990, 90, 2, {}, ['简历优先推荐给招聘者', '查看谁看过我、收藏了我', '每日沟通次数翻倍', '专属客服'], 2],
    ['package', '基础套餐', '适合偶尔招聘的小团队', 9900, 30, 0, { rightsJob: 5, rightsRefresh: 10, rightsContact: 20, rightsChat: 30 }, [], 1],
    ['package', '高级套餐', '持续招聘，含视频面试', 29900, 90, 0, { rightsJob: 20, rightsRefresh: 50, rightsContact: 100, rightsChat: 150, rightsRtcMinute: 300 }, [], 2],
    ['package', '沟通加油包', '沟通次数用完时的补充', 1900, 30, 0, { rightsChat: 10 }, [], 3],
    ['topup', '充值 10 元', '', 1000, 0, 0, {}, [], 1],
    ['topup', '充值 50 元', '', 5000, 0, 0, {}, [], 2],
    ['topup', '充值 100 元', '', 10000, 0, 0, {}, [], 3],
  ];
  for (const [kind, name, description, price, days, level, rights, perks, sort] of products) {
    await q.query(
      `INSERT INTO money_products (tenant_id, kind, name, description, price_fen, duration_days, vip_level, rights, perks, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [tenantId, kind, name, description, price, days, level, JSON.stringify(rights), JSON.stringify(perks), sort],
    );
  }
  const now = Date.now();
  const year = 365 * 86_400_000;
  await q.query(
    `INSERT INTO money_coupons (tenant_id, name, kind, value, min_spend_fen, starts_at, ends_at, per_user_limit, product_kind, campaign) VALUES
       ($1, '新人立减 5 元', 'fixed', 500, 1000, $2, $3, 1, NULL, NULL),
       ($1, '会员 8 折', 'percent', 20, 0, $2, $3, 1, 'vip', NULL),
       ($1, '套餐满 200 减 30', 'fixed', 3000, 20000, $2, $3, 2, 'package', NULL),
       ($1, '首单立减 3 元', 'fixed', 300, 0, $2, $3, 1, NULL, 'first_purchase')`,
    [tenantId, new Date(now - 86_400_000), new Date(now + year)],
  );
}

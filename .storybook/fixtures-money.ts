import type { Assets, Order, PackageGrant, Product, RightBalance, UserCoupon, WalletEntry } from '../schemas/money';
import { MONEY_PATHS as P, RIGHT_KEYS, RIGHT_NAMES } from '../schemas/money';

/** Money answers for stories (issue 16): products, a VIP, rights, packages, a wallet and its statement. */
const at = (days: number) => new Date(Date.UTC(2026, 10, 25) + days * 86_400_000).toISOString();
const products: Product[] = [
  { id: 1, kind: 'vip', name: '月度会员', description: '30 天 VIP，求职快人一步', priceFen: 1990, durationDays: 30, vipLevel: 1, rights: {}, perks: ['简历优先推荐给招聘者', '查看谁看过我'] },
  { id: 2, kind: 'vip', name: '季度会员', description: '90 天 VIP，更划算', priceFen: 4990, durationDays: 90, vipLevel: 2, rights: {}, perks: ['简历优先推荐给招聘者', '专属客服'] },
  { id: 3, kind: 'package', name: '基础套餐', description: '', priceFen: 9900, durationDays: 30, vipLevel: 0, rights: { rightsJob: 5, rightsContact: 20, rightsChat: 30 }, perks: [] },
  { id: 5, kind: 'package', name: '沟通加油包', description: '', priceFen: 1900, durationDays: 30, vipLevel: 0, rights: { rightsChat: 10 }, perks: [] },
];
const rights: RightBalance[] = RIGHT_KEYS.map((key, i) => ({ key, name: RIGHT_NAMES[key], remaining: i * 4, total: 20, expiresAt: at(20) }));
const packages: PackageGrant[] = [
  { orderNo: '1Mstorypkg', title: '基础套餐', expiresAt: at(20), suspended: false, items: [{ key: 'rightsChat', name: RIGHT_NAMES.rightsChat, total: 30, remaining: 12 }, { key: 'rightsContact', name: RIGHT_NAMES.rightsContact, total: 20, remaining: 3 }] },
];
const coupons: UserCoupon[] = [{ id: 9, couponId: 2, name: '会员 8 折', kind: 'percent', value: 20, minSpendFen: 0, startsAt: at(-1), endsAt: at(300), status: 'unused', discountFen: 398 }];
const entries: WalletEntry[] = [
  { id: 2, amountFen: -1990, memo: '月度会员', orderNo: '1Mstory2', createdAt: at(-1) },
  { id: 1, amountFen: 5000, memo: '充值 充值 50 元', orderNo: '1Mstory1', createdAt: at(-2) },
];
const assets: Assets = { walletFen: 3010, vip: { active: true, level: 1, expiresAt: at(29), suspended: false, daysLeft: 29 }, rights, companyId: null };
const paid: Order = { no: '1Mstorypaid', kind: 'vip', title: '月度会员', productId: 1, originalFen: 1990, discountFen: 398, amountFen: 1592, channel: 'wechat', status: 'fulfilled', rightKey: null, payUrl: null, expiresAt: at(0), createdAt: at(0), paidAt: at(0) };

/** Recruiters who opened the seeker's resume (who viewed me, a VIP perk). */
const viewers = [
  { name: '陈嘉怡', avatar: '', companyName: '云帆科技', companyId: 1, viewedAt: at(0) },
  { name: '王海', avatar: '', companyName: '星河电商', companyId: 2, viewedAt: at(-1) },
  { name: '李思远', avatar: '', companyName: '', companyId: null, viewedAt: at(-3) },
];

export function answerMoneyFixture(path: string, body: Record<string, unknown>): unknown {
  switch (path) {
    case P.assetsGet:
      return assets;
    case P.vipFind:
      return { list: products.filter((p) => p.kind === 'vip') };
    case '/api-user/product/find':
      return { list: products.filter((p) => p.kind === (body.kind ?? 'vip')) };
    case P.packRightsGet:
      return { companyId: 1, list: rights, packages: products.filter((p) => p.kind === 'package' && (!body.key || p.rights[body.key as keyof Product['rights']])) };
    case P.assetsPackageItemsGet:
      return { companyId: 1, list: rights, packages: [] };
    case P.assetsPackageList:
      return { list: packages };
    case P.couponUsable:
      return { list: coupons };
    case P.walletGet:
      return { balanceFen: 3010 };
    case P.vipFindMe:
      return assets.vip;
    case '/api-user/resume/viewersFind':
      return { list: viewers, page: 1, limit: 20, total: viewers.length, done: true };
    case P.walletFlowFind:
      return { list: entries, page: 1, limit: 20, total: entries.length, done: true };
    case P.tradeGet:
      return paid;
    default:
      return undefined;
  }
}

import { z } from 'zod';
import { idSchema, intSchema, lineSchema } from './fields';

/**
 * Money (issue 16): VIP, packages and rights, orders and payment, wallet and
 * coupons. Every amount is integer fen (分); yuan appear only on screen.
 */

/** Rights a recruiter's company holds from packages (spec: rightsRtcMinute …). */
export const RIGHT_KEYS = ['rightsJob', 'rightsRefresh', 'rightsContact', 'rightsChat', 'rightsRtcMinute'] as const;
export type RightKey = (typeof RIGHT_KEYS)[number];
/** What users read for each right. */
export const RIGHT_NAMES: Record<RightKey, string> = {
  rightsJob: '职位发布',
  rightsRefresh: '职位刷新/置顶',
  rightsContact: '简历联系方式查看',
  rightsChat: '主动沟通',
  rightsRtcMinute: '视频面试分钟',
};
export const rightKeySchema = z.enum(RIGHT_KEYS, { error: '权益类型无效' });

export const PRODUCT_KINDS = ['vip', 'package', 'topup'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const ORDER_STATUSES = ['created', 'paid', 'fulfilled', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses an order never leaves except by an operator's refund (fulfilled) — the supplement page stops polling on them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['fulfilled', 'cancelled', 'expired', 'refunded'];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  created: '待支付',
  paid: '已支付',
  fulfilled: '已完成',
  cancelled: '已取消',
  expired: '已过期',
  refunded: '已退款',
};
export const PAY_CHANNELS = ['wechat', 'alipay', 'wallet'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const PAY_CHANNEL_NAMES: Record<PayChannel, string> = { wechat: '微信支付', alipay: '支付宝', wallet: '余额支付' };

/** The supplement page polls an unfinished order this often (ms). */
export const ORDER_POLL_MS = 1_500;

const fen = (what: string) => intSchema(what, 0, 100_000_000);

// ---- inputs -------------------------------------------------------------

export const emptyInputSchema = z.object({}).passthrough();
export const productIdInputSchema = z.object({ id: idSchema('商品 id 无效') });
export const productFindInputSchema = z.object({ kind: z.enum(PRODUCT_KINDS, { error: '商品类型无效' }).optional() });
/** The supplement page's key: the right that was missing, or empty for a plain purchase. */
export const rightsGetInputSchema = z.object({ key: rightKeySchema.optional() });

/** trade/create: buy a product. returnPath is where the user goes when it is paid. */
export const orderCreateInputSchema = z.object({
  productId: idSchema('商品 id 无效'),
  channel: z.enum(PAY_CHANNELS, { error: '支付方式无效' }),
  userCouponId: idSchema('优惠券无效').optional(),
  /** The right that led here (14550's key), kept on the order for the supplement page. */
  rightKey: rightKeySchema.optional(),
  /** Paying inside WeChat (user agent MicroMessenger): WeChat Pay JSAPI with the payer's bound openid. */
  inWechat: z.boolean({ error: '参数无效' }).optional(),
});
export const orderNoSchema = z.string({ error: '订单号无效' }).regex(/^[0-9A-Za-z_-]{6,32}$/, '订单号无效');
export const orderNoInputSchema = z.object({ no: orderNoSchema });
export const pageInputSchema = z.object({
  page: intSchema('页码', 1, 10_000).default(1),
  limit: intSchema('每页数量', 1, 50).default(20),
});

/** packageUse / prop/rightsCount: spend num of a right for ref (what it unlocks, so it is never paid twice). */
export const rightUseInputSchema = z.object({
  key: rightKeySchema,
  num: intSchema('数量', 1, 10_000).default(1),
  data: z
    .object({
      ujId: idSchema('关联 id 无效').optional(),
      /** rightsContact: the seeker whose resume's contact details this unmasks (their user id). */
      resumeId: idSchema('简历 id 无效').optional(),
      ref: lineSchema('关联').max(64).optional(),
    })
    .default({}),
});

export const couponReceiveInputSchema = z.object({ id: idSchema('优惠券 id 无效') });
export const couponUsableInputSchema = z.object({ productId: idSchema('商品 id 无效') });

// ---- admin inputs --------------------------------------------------------

export const productSaveInputSchema = z.object({
  id: idSchema('商品 id 无效').optional(),
  kind: z.enum(PRODUCT_KINDS, { error: '商品类型无效' }),
  name: lineSchema('名称').min(1, '请填写名称').max(40),
  description: lineSchema('说明').max(200).default(''),
  priceFen: intSchema('价格', 1, 100_000_000),
  durationDays: intSchema('有效天数', 0, 3_650).default(0),
  vipLevel: intSchema('VIP 等级', 0, 9).default(0),
  rights: z.partialRecord(rightKeySchema, intSchema('权益数量', 1, 1_000_000)).default({}),
  perks: z.array(lineSchema('权益说明').max(40)).max(10).default([]),
  sort: intSchema('排序', 0, 10_000).default(0),
  active: z.boolean().default(true),
});
export const couponSaveInputSchema = z
  .object({
    name: lineSchema('名称').min(1, '请填写名称').max(40),
    kind: z.enum(['fixed', 'percent'], { error: '优惠类型无效' }),
    value: intSchema('优惠额', 1, 100_000_000),
    minSpendFen: fen('最低消费').default(0),
    startsAt: z.iso.datetime({ error: '开始时间无效', offset: true }),
    endsAt: z.iso.datetime({ error: '结束时间无效', offset: true }),
    perUserLimit: intSchema('每人限领', 1, 100).default(1),
    productKind: z.enum(['vip', 'package']).optional(),
    productId: idSchema('商品 id 无效').optional(),
    /** first_purchase: handed out at the checkout to users who never paid. */
    campaign: z.enum(['first_purchase'], { error: '活动类型无效' }).optional(),
  })
  .refine((c) => c.kind !== 'percent' || c.value < 100, { message: '折扣百分比应在 1–99 之间', path: ['value'] })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), { message: '结束时间应晚于开始时间', path: ['endsAt'] });
export const couponIssueInputSchema = z.object({ couponId: idSchema('优惠券 id 无效'), userId: idSchema('用户 id 无效') });
export const orderRefundInputSchema = z.object({ no: orderNoSchema });

// ---- outputs -------------------------------------------------------------

export const productSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  durationDays: z.number().int(),
  vipLevel: z.number().int(),
  rights: z.partialRecord(rightKeySchema, z.number().int()),
  perks: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const orderSchema = z.object({
  no: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  productId: z.number().int(),
  originalFen: z.number().int(),
  discountFen: z.number().int(),
  amountFen: z.number().int(),
  channel: z.enum(PAY_CHANNELS),
  status: z.enum(ORDER_STATUSES),
  rightKey: rightKeySchema.nullable(),
  /** Where the user pays (provider channels, while unpaid). */
  payUrl: z.string().nullable(),
  /** Inside WeChat: the signed request for WeixinJSBridge getBrandWCPayRequest (chooseWXPay), on the create answer only. */
  jsapi: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.literal('RSA'), paySign: z.string() }).optional(),
  expiresAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const vipStateSchema = z.object({
  /** Whether the membership is in force now (bought, not expired, not paused). */
  active: z.boolean(),
  level: z.number().int(),
  /** ISO time; null when never bought. */
  expiresAt: z.string().nullable(),
  suspended: z.boolean(),
  /** Days left (kept while paused). */
  daysLeft: z.number().int(),
});
export type VipState = z.infer<typeof vipStateSchema>;

export const rightBalanceSchema = z.object({
  key: rightKeySchema,
  name: z.string(),
  remaining: z.number().int(),
  total: z.number().int(),
  /** Earliest expiry among grants still holding some. */
  expiresAt: z.string().nullable(),
});
export type RightBalance = z.infer<typeof rightBalanceSchema>;

export const packageGrantSchema = z.object({
  orderNo: z.string(),
  title: z.string(),
  expiresAt: z.string(),
  suspended: z.boolean(),
  items: z.array(z.object({ key: rightKeySchema, name: z.string(), total: z.number().int(), remaining: z.number().int() })),
});
export type PackageGrant = z.infer<typeof packageGrantSchema>;

export const walletEntrySchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  memo: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const userCouponSchema = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['unused', 'locked', 'used']),
  /** On couponUsable: the discount on that product. */
  discountFen: z.number().int().optional(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

export const assetsSchema = z.object({
  walletFen: z.number().int(),
  vip: vipStateSchema,
  rights: z.array(rightBalanceSchema),
  /** The company the rights belong to (recruiters), or null. */
  companyId: z.number().int().nullable(),
});
export type Assets = z.infer<typeof assetsSchema>;

/** 14550's data: which right is missing. */
export const paymentSupplementDataSchema = z.object({ key: z.string() });

/** Yuan text of fen for screens: 1990 → "19.90". */
export function yuanText(fenAmount: number): string {
  const sign = fenAmount < 0 ? '-' : '';
  const abs = Math.abs(fenAmount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paths of the money calls, named once for both sides. */
export const MONEY_PATHS = {
  vipSettingGet: '/api-user/vip/settingGet',
  vipSuspendStart: '/api-user/vip/suspend/start',
  vipSuspendEnd: '/api-user/vip/suspend/end',
  vipFind: '/api-user/vip/find',
  vipFindMe: '/api-user/vip/findMe',
  vipGet: '/api-user/vip/get',
  vipData: '/api-user/vip/data',
  assetsGet: '/api-user/user/assets/get',
  assetsPackagesGet: '/api-user/user/assets/packagesGet',
  assetsPackageUse: '/api-user/user/assets/packageUse',
  assetsPackageItemsGet: '/api-user/user/assets/packageItemsGet',
  assetsPackageGet: '/api-user/user/assets/packageGet',
  assetsSuspendStart: '/api-user/user/assets/suspend/start',
  assetsSuspendEnd: '/api-user/user/assets/suspend/end',
  assetsPackageList: '/api-user/user/assets/packageList',
  transactionHandle: '/api-user/user/transactionHandle',
  propRightsCount: '/api-user/user/prop/rightsCount',
  packRightsGet: '/api-user/pack/rightsGet',
  packDetailGet: '/api-user/pack/detailGet',
  tradeCreate: '/api-user/trade/create',
  tradeStatus: '/api-user/trade/status',
  tradeGet: '/api-user/trade/get',
  tradeCancel: '/api-user/trade/cancel',
  tradeFind: '/api-user/trade/find',
  walletGet: '/api-user/wallet/get',
  walletFlowFind: '/api-user/wallet/flowFind',
  couponFind: '/api-user/coupon/find',
  couponOpenFind: '/api-user/coupon/openFind',
  couponReceive: '/api-user/coupon/receive',
  couponUsable: '/api-user/coupon/usable',
  notifyWechat: '/api-open/pay/notify/wechat',
  notifyAlipay: '/api-open/pay/notify/alipay',
} as const;

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  MONEY_PATHS,
  couponIssueInputSchema,
  couponReceiveInputSchema,
  couponSaveInputSchema,
  couponUsableInputSchema,
  emptyInputSchema,
  orderCreateInputSchema,
  orderNoInputSchema,
  orderRefundInputSchema,
  pageInputSchema,
  productFindInputSchema,
  productIdInputSchema,
  productSaveInputSchema,
  rightUseInputSchema,
  rightsGetInputSchema,
} from '../../../schemas/money';
import { PAY_NOTIFY_BODY_LIMIT } from '../../constants';
import type { ContextFor, Protocol } from '../../http/protocol';
import { contactRef } from './access';
import type { MoneyService } from './service';

type UserCtx = ContextFor<'user'>;

interface UserRoute<S extends z.ZodType> {
  input: S;
  handler: (svc: MoneyService, input: z.infer<S>, ctx: UserCtx) => Promise<unknown>;
}
const route = <S extends z.ZodType>(input: S, handler: UserRoute<S>['handler']): UserRoute<z.ZodType> => ({ input, handler }) as UserRoute<z.ZodType>;

/** What a spend is about: the user-job id when given (never paid twice for it), else the caller's own reference. */
const refOf = (data: { ujId?: number | undefined; resumeId?: number | undefined; ref?: string | undefined }) =>
  data.resumeId ? contactRef(data.resumeId) : data.ujId ? `uj:${data.ujId}` : data.ref ? `ref:${data.ref}` : `req:${randomUUID()}`;

/** Every user call of the money area, keyed by its path in schemas/money.ts. */
const USER_ROUTES = {
  vipSettingGet: route(emptyInputSchema, async (s, _i, c) => ({ products: (await s.products(c.tenant, 'vip')).list, vip: await s.vip(c.tenant, c.user.id) })),
  vipSuspendStart: route(emptyInputSchema, (s, _i, c) => s.vipSuspend(c.tenant, c.user.id, true)),
  vipSuspendEnd: route(emptyInputSchema, (s, _i, c) => s.vipSuspend(c.tenant, c.user.id, false)),
  vipFind: route(emptyInputSchema, (s, _i, c) => s.products(c.tenant, 'vip')),
  vipFindMe: route(emptyInputSchema, (s, _i, c) => s.vip(c.tenant, c.user.id)),
  vipGet: route(productIdInputSchema, (s, i, c) => s.product(c.tenant, i.id, 'vip')),
  vipData: route(emptyInputSchema, async (s, _i, c) => ({ type: 'simple', ...(await s.vip(c.tenant, c.user.id)) })),
  assetsGet: route(emptyInputSchema, (s, _i, c) => s.assets(c.tenant, c.user.id)),
  assetsPackagesGet: route(emptyInputSchema, (s, _i, c) => s.products(c.tenant, 'package')),
  assetsPackageUse: route(rightUseInputSchema, (s, i, c) => s.useRight(c.tenant, c.user.id, i.key, i.num, refOf(i.data))),
  assetsPackageItemsGet: route(emptyInputSchema, (s, _i, c) => s.rights(c.tenant, c.user.id)),
  assetsPackageGet: route(orderNoInputSchema, (s, i, c) => s.packageGet(c.tenant, c.user.id, i.no)),
  assetsSuspendStart: route(emptyInputSchema, (s, _i, c) => s.suspendPackages(c.tenant, c.user.id, true)),
  assetsSuspendEnd: route(emptyInputSchema, (s, _i, c) => s.suspendPackages(c.tenant, c.user.id, false)),
  assetsPackageList: route(emptyInputSchema, (s, _i, c) => s.packages(c.tenant, c.user.id)),
  transactionHandle: route(orderNoInputSchema, (s, i, c) => s.confirm(c.tenant, c.user.id, i.no)),
  propRightsCount: route(rightUseInputSchema, (s, i, c) => s.useRight(c.tenant, c.user.id, i.key, i.num, refOf(i.data))),
  packRightsGet: route(rightsGetInputSchema, (s, i, c) => s.rights(c.tenant, c.user.id, i.key)),
  packDetailGet: route(productIdInputSchema, (s, i, c) => s.product(c.tenant, i.id, 'package')),
  tradeCreate: route(orderCreateInputSchema, (s, i, c) => s.createOrder(c.tenant, c.user.id, i, c.ip)),
  tradeStatus: route(orderNoInputSchema, async (s, i, c) => {
    const o = await s.order(c.tenant, c.user.id, i.no);
    return { no: o.no, status: o.status };
  }),
  tradeGet: route(orderNoInputSchema, (s, i, c) => s.order(c.tenant, c.user.id, i.no)),
  tradeCancel: route(orderNoInputSchema, (s, i, c) => s.cancel(c.tenant, c.user.id, i.no)),
  tradeFind: route(pageInputSchema, (s, i, c) => s.orders(c.tenant, c.user.id, i.page, i.limit)),
  walletGet: route(emptyInputSchema, (s, _i, c) => s.wallet(c.tenant, c.user.id)),
  walletFlowFind: route(pageInputSchema, (s, i, c) => s.walletFlow(c.tenant, c.user.id, i.page, i.limit)),
  couponFind: route(emptyInputSchema, (s, _i, c) => s.couponsMine(c.tenant, c.user.id)),
  couponOpenFind: route(emptyInputSchema, (s, _i, c) => s.couponsOpen(c.tenant)),
  couponReceive: route(couponReceiveInputSchema, (s, i, c) => s.couponReceive(c.tenant, c.user.id, i.id)),
  couponUsable: route(couponUsableInputSchema, (s, i, c) => s.couponsUsable(c.tenant, c.user.id, i.productId)),
} satisfies Partial<Record<keyof typeof MONEY_PATHS, UserRoute<z.ZodType>>>;

/**
 * The /v1/t0/ user groups of spec §7 (userAssets*, userCoupon*, userTrade*,
 * userPayment*): thin names onto the same calls, declared once here.
 */
export const T0_MONEY_ROUTES: Record<string, keyof typeof USER_ROUTES> = {
  userAssetsGet: 'assetsGet',
  userAssetsPackagesGet: 'assetsPackagesGet',
  userAssetsPackageUse: 'assetsPackageUse',
  userAssetsPackageItemsGet: 'assetsPackageItemsGet',
  userAssetsPackageGet: 'assetsPackageGet',
  userAssetsPackageList: 'assetsPackageList',
  userAssetsSuspendStart: 'assetsSuspendStart',
  userAssetsSuspendEnd: 'assetsSuspendEnd',
  userAssetsWalletGet: 'walletGet',
  userAssetsWalletFlowFind: 'walletFlowFind',
  userCouponFind: 'couponFind',
  userCouponOpenFind: 'couponOpenFind',
  userCouponReceive: 'couponReceive',
  userCouponUsable: 'couponUsable',
  userTradeCreate: 'tradeCreate',
  userTradeConfirm: 'transactionHandle',
  userTradeStatus: 'tradeStatus',
  userTradeGet: 'tradeGet',
  userTradeCancel: 'tradeCancel',
  userTradeFind: 'tradeFind',
  userPaymentCreate: 'tradeCreate',
  userPaymentConfirm: 'transactionHandle',
  userPaymentStatus: 'tradeStatus',
  userPaymentGet: 'tradeGet',
};

export function registerMoneyRoutes(api: Protocol, svc: MoneyService): void {
  const add = (path: string, r: UserRoute<z.ZodType>) => api.post(path, { input: r.input, auth: 'user' }, (input, ctx) => r.handler(svc, input, ctx));
  for (const [name, r] of Object.entries(USER_ROUTES)) add(MONEY_PATHS[name as keyof typeof USER_ROUTES], r);
  for (const [name, target] of Object.entries(T0_MONEY_ROUTES)) add(`/v1/t0/${name}`, USER_ROUTES[target]);

  const op = { auth: 'operator' as const };
  api.post('/api-admin/money/productFind', { input: emptyInputSchema, ...op }, (_i, ctx) => svc.admin.products(ctx.tenant));
  api.post('/api-admin/money/productSave', { input: productSaveInputSchema, ...op }, (i, ctx) => svc.admin.productSave(ctx.tenant, i));
  api.post('/api-admin/money/couponFind', { input: emptyInputSchema, ...op }, (_i, ctx) => svc.admin.coupons(ctx.tenant));
  api.post('/api-admin/money/couponSave', { input: couponSaveInputSchema, ...op }, (i, ctx) => svc.admin.couponSave(ctx.tenant, i));
  api.post('/api-admin/money/couponIssue', { input: couponIssueInputSchema, ...op }, (i, ctx) => svc.admin.couponIssue(ctx.tenant, i.couponId, i.userId));
  api.post('/api-admin/money/orderFind', { input: pageInputSchema, ...op }, (i, ctx) => svc.admin.orders(ctx.tenant, i.page, i.limit));
  api.post('/api-admin/money/orderRefund', { input: orderRefundInputSchema, ...op }, (i, ctx) => svc.admin.refund(ctx.tenant, i.no));
  api.post('/api-admin/money/ledgerCheck', { input: emptyInputSchema, ...op }, (_i, ctx) => svc.ledgerCheck(ctx.tenant));
  api.post('/api-user/product/find', { input: productFindInputSchema }, (i, ctx) => svc.products(ctx.tenant, i.kind));
}

/**
 * Providers' notifications: no agent key or system-payload (the provider knows
 * neither); the body is read raw because the signature covers its exact bytes.
 */
export async function registerPayNotifyRoutes(app: FastifyInstance, svc: MoneyService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PAY_NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
    for (const channel of ['wechat', 'alipay'] as const) {
      scope.post(channel === 'wechat' ? MONEY_PATHS.notifyWechat : MONEY_PATHS.notifyAlipay, async (req, reply) => {
        const a = await svc.notify(channel, req.headers, typeof req.body === 'string' ? req.body : '');
        return reply.code(a.status).type(a.contentType).send(a.body);
      });
    }
  });
}

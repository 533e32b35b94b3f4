import { expect, test } from '@playwright/test';
import { protocolClient } from './helpers/protocol';
import { openStudio } from './helpers/studio';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/**
 * Operators had admin calls for products, coupons and orders but no screen: prices and coupons
 * could only be changed by hand-made requests. The studio's 会员与支付 lists products with their
 * prices and rights, changes a price (kept as integer fen), creates a coupon and lists orders.
 */
test('an operator changes a product price and creates a coupon in 会员与支付', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await protocolClient(base);
  await api.loginOperator();
  type P = { id: number; name: string; priceFen: number; kind: string; description: string; durationDays: number; vipLevel: number; rights: Record<string, number>; perks: string[]; sort: number; active: boolean };
  const products = (await api.call<{ list: P[] }>('/api-admin/money/productFind', {})).list;
  const target = products.find((p) => p.kind === 'package' && p.active)!;
  const couponName = `E2E 满减 ${String(Date.now()).slice(-6)}`;
  const studio = await openStudio(browser, base);
  try {
    await studio.getByRole('menuitem', { name: '会员与支付' }).click();
    await expect(studio).toHaveURL(base + '/admin/money');

    // The product shows its price in yuan; a new price of 88.80 yuan is stored as 8880 fen.
    const row = studio.getByRole('row', { name: new RegExp(target.name) });
    await expect(row).toContainText((target.priceFen / 100).toFixed(2));
    await row.getByRole('button', { name: /改\s?价/ }).click();
    await studio.getByLabel('价格（元）').fill('88.8');
    await studio.getByRole('button', { name: /保\s?存/ }).click();
    await expect(row).toContainText('88.80');
    const after = (await api.call<{ list: P[] }>('/api-admin/money/productFind', {})).list.find((p) => p.id === target.id)!;
    expect(after.priceFen).toBe(8880);
    await studio.screenshot({ path: 'test-results/screens/studio-money-products.png' });

    // A coupon: 10 yuan off from 100 yuan, valid from now on.
    await studio.getByRole('tab', { name: '优惠券' }).click();
    await studio.getByRole('button', { name: '新建优惠券' }).click();
    const dialog = studio.getByRole('dialog');
    await dialog.getByLabel('名称').fill(couponName);
    await dialog.getByLabel('优惠额（元，或减去的百分比）').fill('10');
    await dialog.getByLabel('最低消费（元）').fill('100');
    const iso = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
    await dialog.getByLabel('开始时间').fill(iso(Date.now()));
    await dialog.getByLabel('结束时间').fill(iso(Date.now() + 30 * 86_400_000));
    await dialog.getByRole('button', { name: /创\s?建/ }).click();
    const coupon = studio.getByRole('row', { name: new RegExp(couponName) });
    await expect(coupon).toContainText('减 10.00 元');
    await expect(coupon).toContainText('满 100.00 元');

    await studio.getByRole('tab', { name: '订单与退款' }).click();
    await expect(studio.getByRole('columnheader', { name: '订单号' })).toBeVisible();
    await studio.screenshot({ path: 'test-results/screens/studio-money-orders.png' });
  } finally {
    await api.call('/api-admin/money/productSave', { ...target, rights: target.rights });
    await studio.context().close();
  }
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fakesUrl } from './fakes';
import { newAccount, newRecruiter, phoneWith } from './helpers/accounts';

/**
 * Issue 16 in the browser at 375x812: a recruiter's locked action (opening a
 * chat without chat rights) answers 14550, the client goes to the supplement
 * page with the key, the recruiter pays on the fake WeChat Pay page and comes
 * back to the chat; a seeker's VIP on /me; wallet and package pages.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A phone holding the account's stored login. */
const phoneOf = (browser: Browser, token: string): Promise<Page> => phoneWith(browser, token, { contexts });

/** Pays an order on the fake WeChat Pay as its cashier page's button does. */
const payOnFake = (no: string) => fetch(fakesUrl(`/fakepay/confirm?no=${encodeURIComponent(no)}`), { method: 'POST' });

test('a locked chat answers 14550: the recruiter buys chat rights on the fake WeChat Pay page and returns to the chat', async ({ browser }) => {
  const recruiter = await newRecruiter();
  const seeker = await newAccount();
  const seekerInfo = { id: seeker.id };

  const page = await phoneOf(browser, recruiter.token);
  await page.goto(`/chat?userId=${seekerInfo.id}`);
  const chatPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByRole('button', { name: '开启沟通' }).click();
  await page.getByRole('button', { name: '确定' }).click();

  // 14550: after 0.5 s the supplement page opens with the missing right as its key.
  await expect(page).toHaveURL(/\/vip\/mall\/supplement\?key=rightsChat$/);
  await expect(page.getByText('权益不足，购买套餐后继续')).toBeVisible();
  await page.getByRole('radio', { name: /沟通加油包/ }).click();
  // A first purchase: the first-purchase coupon (3 yuan off) is handed out and taken.
  await expect(page.getByTestId('pay-amount')).toHaveText('¥16.00');
  await shot(page, 'money-supplement-checkout');
  await page.getByRole('button', { name: '立即支付' }).click();

  // The provider's page, then back to the supplement page with the order, polled until it is paid.
  await expect(page).toHaveURL(/\/fakepay\/cashier/);
  await expect(page.getByText('¥16.00')).toBeVisible();
  await shot(page, 'money-fake-cashier');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/vip\/mall\/supplement\?key=rightsChat&order=/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await shot(page, 'money-supplement-paid');

  // Back where the 14550 came from; now the chat opens and one right is spent.
  await expect(page).toHaveURL((u) => u.pathname + u.search === chatPath);
  await page.getByRole('button', { name: '开启沟通' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已开启沟通')).toBeVisible();
  await expect(page.getByRole('button', { name: '开启沟通' })).toHaveCount(0);

  await page.goto('/vip/my-assets-package');
  await expect(page.getByTestId('package')).toContainText('沟通加油包');
  await expect(page.getByTestId('package')).toContainText('9/10');
  await expect(page.getByTestId('right-rightsChat')).toContainText('9');
  await shot(page, 'money-assets-package');
});

test('a seeker buys VIP (shown on /me with its expiry), tops up the wallet and pays from it', async ({ browser }) => {
  const seeker = await newAccount();
  const products = await seeker.api.call<{ list: { id: number; name: string }[] }>('/api-user/product/find', { kind: 'topup' });
  const topUp = products.list.find((p) => p.name === '充值 50 元')!;
  const order = await seeker.api.call<{ no: string }>('/api-user/trade/create', { productId: topUp.id, channel: 'wechat' });
  expect((await payOnFake(order.no)).status).toBe(200);
  await expect.poll(async () => (await seeker.api.call<{ status: string }>('/api-user/trade/status', { no: order.no })).status).toBe('fulfilled');

  const page = await phoneOf(browser, seeker.token);
  await page.goto('/me');
  await expect(page.getByTestId('vip-card')).toContainText('开通 VIP 会员');
  await expect(page.getByTestId('vip-card')).toContainText('余额 ¥50.00');
  await page.getByTestId('vip-card').click();
  await expect(page).toHaveURL(/\/vip\/my-rights/);
  await page.getByRole('button', { name: '立即开通' }).click();
  await expect(page).toHaveURL(/\/vip\/mall\/supplement\?key=vip/);
  await page.getByRole('radio', { name: /月度会员/ }).click();
  await page.getByText('余额支付').click();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥19.90');
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  // Back to the VIP page, then /me shows the membership and its expiry.
  await expect(page).toHaveURL(/\/vip\/my-rights/);
  await expect(page.getByTestId('vip-state')).toContainText('有效期至');
  await shot(page, 'money-vip-page');
  await page.goto('/me');
  await expect(page.getByTestId('vip-card')).toContainText('VIP1 会员');
  await expect(page.getByTestId('vip-card')).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('vip-card')).toContainText('余额 ¥30.10');
  await page.getByTestId('vip-card').scrollIntoViewIfNeeded();
  await shot(page, 'money-me-vip');

  await page.goto('/wallet/flow-detail');
  await expect(page.getByTestId('wallet-balance')).toHaveText('30.10');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(2);
  await expect(page.getByTestId('wallet-entry').first()).toContainText('-19.90');
  await expect(page.getByTestId('wallet-entry').last()).toContainText('+50.00');
  await shot(page, 'money-wallet');
});

test('who viewed me under 我的: locked without VIP, bought on the fake WeChat Pay page, then the recruiters who opened the resume', async ({ browser }) => {
  const seeker = await newAccount();
  await seeker.api.call('/api-user/resume/save', {
    key: 'base',
    data: { name: '周雨桐', gender: 2, birthday: '1997-03-01', degree: '本科', jobStatus: 1, workingDate: '2019-07', graduation: '2019-06', phone: '13700002222', email: 'yt@example.com', cityCode: '330100' },
  });
  const seekerInfo = { id: seeker.id };
  const recruiter = await newRecruiter();
  await recruiter.api.call('/api-user/resume/detail', { id: seekerInfo.id });

  const page = await phoneOf(browser, seeker.token);
  await page.goto('/me');
  await page.getByText('谁看过我', { exact: true }).click();
  await expect(page).toHaveURL(/\/my\/viewers$/);
  await expect(page.getByText('谁看过我 · VIP 特权')).toBeVisible();
  await shot(page, 'money-viewers-locked');
  await page.getByRole('button', { name: '开通会员' }).click();
  await expect(page).toHaveURL(/\/vip\/mall\/supplement\?key=vip$/);
  await page.getByRole('radio', { name: /月度会员/ }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/fakepay\/cashier/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  // Back to who viewed me: the recruiter and the company, with when.
  await expect(page).toHaveURL(/\/my\/viewers$/);
  await expect(page.getByTestId('resume-viewer')).toHaveCount(1);
  await expect(page.getByTestId('resume-viewer')).toContainText('许清');
  await expect(page.getByTestId('resume-viewer')).toContainText('看过你的简历');
  await shot(page, 'money-viewers-list');
});

import { expect, test, type Page } from '@playwright/test';
import { fakesUrl } from './fakes';
import { newRecruiter, newSeeker } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { requestsReported } from './helpers/settle';

/*
 * Binding a WeChat, issuing an access key and confirming a scan are writes: each test does them
 * to accounts of its own, so the demo users stay as the seed left them whatever ran before.
 */

/** A code the fake WeChat hands out for this openid, as after the user agreed on WeChat's page. */
async function wechatCode(openid: string): Promise<string> {
  return ((await (await fetch(fakesUrl(`/wechat/code?openid=${openid}`))).json()) as { code: string }).code;
}
const token = (page: Page) => page.evaluate(() => localStorage.getItem('authorization-um-mobile'));

test.describe('WeChat code login', () => {
  test('an unbound WeChat is bound by the next login; after that WeChat logs straight in', async ({ page }) => {
    const openid = `e2e-openid-${Date.now()}`;
    const recruiter = await newRecruiter();
    await page.goto(`/login?code=${await wechatCode(openid)}&state=login`);
    // Not bound yet: the login page says the next login binds it.
    await expect(page.getByText('微信尚未绑定账号，登录后将自动绑定').first()).toBeVisible();
    expect(await token(page)).toBeNull();
    await page.screenshot({ path: 'test-results/screens/login-page-wechat-bind.png' });
    const bind = page.waitForResponse((r) => r.url().endsWith('/api-user/user/wechatBind'));
    await page.getByPlaceholder('手机号或账号').fill(recruiter.mobile);
    await page.getByPlaceholder('请输入密码').fill(recruiter.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    expect((await (await bind).json()).code).toBe(200);

    // Log out (locally) and come back from WeChat with a new code: logged in at once, then on to /.
    await page.evaluate(() => localStorage.removeItem('authorization-um-mobile'));
    await page.goto(`/login?code=${await wechatCode(openid)}&state=login`);
    await expect(page.getByText('微信登录成功!')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => token(page)).toBeTruthy();
    await page.goto('/me');
    await expect(page.getByTestId('me-card')).toContainText('招聘者');
  });

  test('a code WeChat refuses shows 登录失败，微信未绑定, and a spent or unLogin code is ignored', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api-auth/user/wechatCodeLogin') && calls.push(r.url()));
    await page.goto('/login?code=not-a-real-code&state=login');
    await expect(page.getByText('登录失败，微信未绑定')).toBeVisible();
    expect(calls).toHaveLength(1);
    // The address was cleaned; coming back with the same code does not try it again.
    await expect(page).not.toHaveURL(/code=/);
    await page.goto('/login?code=not-a-real-code&state=login');
    await expect(page.getByPlaceholder('手机号或账号')).toBeVisible();
    await requestsReported(page);
    await page.goto(`/login?code=${await wechatCode('e2e-unlogin')}&state=share-unLogin`);
    await expect(page.getByPlaceholder('手机号或账号')).toBeVisible();
    await requestsReported(page);
    expect(calls).toHaveLength(1);
  });
});

test.describe('access-key login', () => {
  test('the app opened with an operator-issued ?accessKey= logs its user in once and cleans the address', async ({ page, baseURL }) => {
    const seeker = await newSeeker({ base: baseURL! });
    const client = await protocolClient(baseURL!);
    await client.loginOperator();
    const { accessKey } = await client.call<{ accessKey: string }>('/api-admin/user/accessKeyCreate', { userId: seeker.id });
    await page.goto(`/me?accessKey=${encodeURIComponent(accessKey)}`);
    await expect(page.getByTestId('me-card')).toContainText(`${seeker.mobile.slice(0, 3)}****${seeker.mobile.slice(-4)}`);
    await expect(page).not.toHaveURL(/accessKey/);
    // Spent: the same link in a fresh browser does not log in.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/me?accessKey=${encodeURIComponent(accessKey)}`);
    await expect(page.getByText('登录链接已失效').first()).toBeVisible();
    await expect(page.getByText('登录 / 注册')).toBeVisible();
  });
});

test.describe('WeChat scan login', () => {
  test('the login page shows a QR code; once the phone returns from WeChat, this device is logged in', async ({ page, browser }) => {
    const openid = `e2e-scan-${Date.now()}`;
    const seeker = await newSeeker();
    // The phone's WeChat gets bound to the seeker first.
    const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await phoneContext.newPage();
    await phone.goto(`/login?code=${await wechatCode(openid)}&state=login`);
    await expect(phone.getByText('微信尚未绑定账号，登录后将自动绑定').first()).toBeVisible();
    const bound = phone.waitForResponse((r) => r.url().endsWith('/api-user/user/wechatBind'));
    await phone.getByPlaceholder('手机号或账号').fill(seeker.mobile);
    await phone.getByPlaceholder('请输入密码').fill(seeker.password);
    await phone.getByRole('button', { name: '登录', exact: true }).click();
    expect((await (await bound).json()).code).toBe(200);

    await page.goto('/login');
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    const qr = page.getByRole('img', { name: '微信登录二维码' });
    await expect(qr).toBeVisible();
    await expect(page.getByText('请使用微信扫描二维码登录')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/login-wechat-qr.png' });
    const url = new URL(((await qr.getAttribute('data-qr')) ?? '').replace('#wechat_redirect', ''));
    expect(url.searchParams.get('appid')).toBe('wx-e2e-app');
    const state = url.searchParams.get('state')!;

    // The phone scanned it: WeChat sends it back to the site with a code and the state.
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/me$/);
    await phone.goto(`/me?code=${await wechatCode(openid)}&state=${encodeURIComponent(state)}`);
    await expect(phone.getByText('微信登录成功!')).toBeVisible();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
    await expect.poll(() => token(page)).toBeTruthy();
    await phoneContext.close();
  });
});

test.describe('app scan login', () => {
  test('a logged-in phone scans the login page code and confirms; the other device is logged in as that user', async ({ page, browser }) => {
    const recruiter = await newRecruiter();
    const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await phoneContext.newPage();
    await phone.goto('/login');
    await phone.getByPlaceholder('手机号或账号').fill(recruiter.mobile);
    await phone.getByPlaceholder('请输入密码').fill(recruiter.password);
    await phone.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => token(phone)).toBeTruthy();

    await page.goto('/login');
    await page.getByRole('button', { name: '手机扫码登录' }).click();
    const qr = page.getByRole('img', { name: '手机登录二维码' });
    await expect(qr).toBeVisible();
    const target = new URL((await qr.getAttribute('data-qr')) ?? '');
    expect(target.pathname).toBe('/me/authorize');

    await phone.goto(target.pathname + target.search);
    await expect(phone.getByText('登录确认')).toBeVisible();
    await expect(page.getByText('已扫码，请在手机上确认登录')).toBeVisible({ timeout: 10_000 });
    await phone.screenshot({ path: 'test-results/screens/me-authorize.png' });
    await phone.getByRole('button', { name: '确认登录' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
    await page.goto('/me');
    await expect(page.getByTestId('me-card')).toContainText('招聘者');
    await phoneContext.close();
  });
});

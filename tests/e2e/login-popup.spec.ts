import { expect, test, type Page } from '@playwright/test';
import { settled } from './helpers/settle';

/**
 * Moves inside the app (no page load) to a page that asks for a login: the popup opens over the page the
 * visitor came from. Opened directly, the same page goes to /account/login and comes back (shell.spec).
 */
async function openGuardedInApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'lp', idx: 1 }, '', '/resume/submit');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { usr: null, key: 'lp', idx: 1 } }));
  });
}

/** The accounts issue's login popup, opened where the app asks for a login (a guard here). */
test.describe('login popup', () => {
  test('a guarded page opens it; a password login through it stores the session', async ({ page }) => {
    await openGuardedInApp(page);
    const popup = page.locator('.login-popup');
    await expect(popup.getByText('登录 / 注册')).toBeVisible();
    await settled(popup); // the sheet slides in
    await page.screenshot({ path: 'test-results/screens/login-popup.png' });
    await popup.getByPlaceholder('手机号或账号').fill('13800000001');
    await popup.getByPlaceholder('请输入密码').fill('demo1234');
    const login = page.waitForRequest((r) => r.url().endsWith('/api-auth/user/login'));
    await popup.getByRole('button', { name: '登录', exact: true }).click();
    expect(JSON.parse((await login).postData() ?? '{}').ciphertext).toMatch(/^o:/);
    await expect(popup).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization-um-mobile'))).toBeTruthy();
  });

  test('the SMS tab sends a code through the real server and counts down', async ({ page }) => {
    await openGuardedInApp(page);
    const popup = page.locator('.login-popup');
    await expect(popup.getByText('登录 / 注册')).toBeVisible();
    await popup.getByRole('tab', { name: '验证码登录' }).click();
    await popup.getByPlaceholder('请输入手机号').fill('1380000');
    await popup.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('手机号格式不正确')).toBeVisible();
    await popup.getByPlaceholder('请输入手机号').fill('13912345678');
    const send = page.waitForResponse((r) => r.url().endsWith('/api-auth/user/loginCode'));
    await popup.getByRole('button', { name: '获取验证码' }).click();
    const answer = await (await send).json();
    expect(answer.code).toBe(200);
    // The code itself never comes back to the browser.
    expect(JSON.stringify(answer)).not.toMatch(/\b\d{6}\b/);
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await expect(popup.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  });
});

import { expect, type Browser, type Page } from '@playwright/test';

/** An operator's studio at a desktop size, logged in through its own login screen (times as China reads them). */
export async function openStudio(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page).toHaveURL(base + '/admin');
  return page;
}

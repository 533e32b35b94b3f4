import { expect, test } from '@playwright/test';
import { openStudio } from './helpers/studio';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/**
 * Errors in users' browsers were seen by nobody. The app now reports uncaught errors and unhandled
 * rejections to /api-user/system/webError, and operators find them under 客户端错误 in the studio.
 */
test('an error thrown in a user’s browser shows in the studio’s 客户端错误', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now()).slice(-7);
  const message = `E2E 按钮点击失败 ${stamp}`;
  await page.goto('/');
  // The app is running (it reports errors) once it has drawn over the server's skeleton.
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  await expect(page.locator('.boot-sk')).toHaveCount(0);

  // An uncaught error and an unhandled rejection, as a broken widget would throw them.
  const reported = page.waitForResponse((r) => r.url().endsWith('/api-user/system/webError') && r.request().postDataJSON()?.message?.includes(stamp));
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new TypeError(m);
    });
  }, message);
  expect((await (await reported).json()).code).toBe(200);
  const rejected = page.waitForResponse((r) => r.url().endsWith('/api-user/system/webError') && r.request().postDataJSON()?.kind === 'rejection');
  await page.evaluate((m) => void Promise.reject(new Error(`加载职位失败 ${m}`)), stamp);
  expect((await (await rejected).json()).code).toBe(200);

  const studio = await openStudio(browser, base);
  try {
    await studio.getByRole('menuitem', { name: '客户端错误' }).click();
    await expect(studio).toHaveURL(base + '/admin/client-errors');
    const row = studio.getByRole('row', { name: new RegExp(stamp) }).filter({ hasText: '脚本错误' });
    await expect(row).toContainText(`TypeError: ${message}`);
    await expect(row).toContainText('脚本错误');
    await expect(studio.getByRole('row', { name: new RegExp(`加载职位失败 ${stamp}`) })).toContainText('未处理的 Promise');
    // The stack and the browser are there when the row is opened.
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    await expect(studio.locator('.studio-stack').first()).toContainText(stamp);
    await studio.screenshot({ path: 'test-results/screens/studio-client-errors.png' });
  } finally {
    await studio.context().close();
  }
});

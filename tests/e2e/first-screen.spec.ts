import { expect, test, type Page } from '@playwright/test';

/**
 * The first screen on a slow phone (issue 15): on a throttled load (150 ms
 * RTT, 1.6 Mbps, 4× slower CPU, as Lighthouse's mobile profile) the server's
 * skeleton shows the page's shape (and the banner's picture) before any
 * script ran, then the app replaces it; the job page does not jump while its
 * record arrives (cumulative layout shift at most 0.1).
 */
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a slow phone sees the home page’s skeleton with its banner first, then the page', async ({ page }) => {
  await slowPhone(page);
  await page.goto(base + '/', { waitUntil: 'commit' });
  const skeleton = page.locator('.boot-sk');
  await expect(skeleton).toBeVisible();
  // The banner's first picture is in the HTML itself, where the banner will be (it paints as soon as it arrives).
  await expect(skeleton.locator('img.boot-sk__img')).toHaveAttribute('src', /^\/static\/design\//);
  await shot(page, 'first-screen-1-skeleton');
  await expect(page.locator('.design-page')).toBeVisible({ timeout: 30_000 });
  await expect(skeleton).toHaveCount(0);
  await expect(page.locator('.job-card').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'first-screen-2-page');
});

test('the job page does not jump while its record arrives (CLS ≤ 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await slowPhone(page);
  await page.goto(base + '/job/1');
  await expect(page.getByTestId('job-detail')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('job-detail-company')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'first-screen-job-detail');
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.1);
});

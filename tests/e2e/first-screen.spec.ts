import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newSeeker, phoneWith } from './helpers/accounts';

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

test('a signed-in phone opening /message asks for its conversation list beside the session restore, not after it', async ({ browser }) => {
  const seeker = await newSeeker();
  const contexts: BrowserContext[] = [];
  try {
    const page = await phoneWith(browser, seeker.token, { contexts });
    // The restore's answer is held back until the list has been asked for: before the change the
    // list waited for it, so the page stayed on its skeleton.
    let askedForList: () => void = () => {};
    const listAsked = new Promise<void>((resolve) => (askedForList = resolve));
    page.on('request', (r) => {
      if (r.url().endsWith('/api-user/im/contact/find')) askedForList();
    });
    await page.route('**/api-user/user/infoGet', async (route) => {
      await listAsked;
      await route.continue();
    });
    const response = await page.goto(base + '/message');
    // The page as sent paints the list's heading at once (the app may have drawn over it by the time goto returns).
    expect(await response!.text()).toContain('<h2 class="boot-sk__listhead">消息</h2>');
    await expect(page.getByText('暂无消息，去看看职位吧')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'first-screen-message');
  } finally {
    for (const c of contexts) await c.close();
  }
});

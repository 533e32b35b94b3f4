import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { wgs84ToGcj02 } from '../../schemas/geo';
import { protocolClient } from './helpers/protocol';
import { frames } from './helpers/settle';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/** A seeded company that shows photos (some have none), found through the API as the app would. */
async function companyWithPhotos(): Promise<number> {
  const api = await protocolClient(base);
  const page = await api.call<{ list: { id: number }[] }>('/api-user/common/company/find', { page: 1, limit: 20 });
  for (const c of page.list) {
    const detail = await api.call<{ photos: string[] }>('/api-user/company/get', { id: c.id });
    if (detail.photos.length > 0) return c.id;
  }
  throw new Error('no seeded company with photos among the first 20');
}

/** The body of the next job search answer (find or find/lbs) the page receives. */
const nextFind = (page: Page, path = '/api-user/job/find') =>
  page.waitForResponse((r: Response) => r.url().endsWith(path) && r.request().method() === 'POST');

/**
 * A finger's tap: touch down, a moment, touch up. Playwright's tap() sends both
 * in the same millisecond, which antd-mobile's viewer does not count as a tap.
 */
async function fingerTap(page: Page, target: Locator) {
  // Gone already (a viewer that closed on the last tap): nothing left to tap; the caller's check says whether that was right.
  const box = await target.boundingBox();
  if (!box) return;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await frames(page, 5); // the finger rests a few frames
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

test.describe('job hunting as a visitor', () => {
  test('searches, filters through the filter popup, picks a city, opens a job, its company and an article', async ({ page }) => {
    await page.goto('/job');
    const cards = page.getByTestId('job-card');
    await expect(cards.first()).toBeVisible();
    await shot(page, 'job-list');

    // Suggestions while typing, then a search.
    const box = page.locator('.w-job-search__box input');
    await box.click();
    await box.fill('工程师');
    const suggest = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggest.getByRole('option').first()).toBeVisible();
    await expect(suggest).toContainText('工程师');
    let found = nextFind(page);
    await box.press('Enter');
    let body = await (await found).json();
    expect(body.code).toBe(200);
    expect(body.data.list.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.locator('.w-job-search__summary')).toContainText('“工程师” 共找到');

    // The filter popup: sections from filterOption; experience 3-5年.
    await page.getByRole('button', { name: '筛选' }).click();
    const sheet = page.locator('.rm-sheet__body');
    await expect(sheet.locator('[data-section="experience"]')).toBeVisible();
    await sheet.locator('[data-section="experience"]').getByText('3-5年', { exact: true }).click();
    await sheet.locator('[data-section="salary"]').getByText('10-15K', { exact: true }).click();
    await shot(page, 'filter-popup');
    found = nextFind(page);
    await page.getByRole('button', { name: '确定' }).click();
    const filtered = await found;
    expect(filtered.request().postDataJSON()).toMatchObject({ keyword: '工程师', experience: ['3-5年'], salaryMin: 10000, salaryMax: 15000 });
    body = await filtered.json();
    for (const j of body.data.list) {
      expect(j.experience).toBe('3-5年');
      expect(j.salaryMax).toBeGreaterThanOrEqual(10000);
      expect(j.salaryMin).toBeLessThanOrEqual(15000);
    }
    await expect(page.locator('.w-job-search__count')).toHaveText('2');

    // A city through the area popup (provinces, then cities from /api-open/area/find).
    await page.getByRole('button', { name: '地区' }).click();
    await page.locator('.adm-cascader-view').getByText('浙江省', { exact: true }).click();
    await page.locator('.adm-cascader-view').getByText('杭州市', { exact: true }).click();
    found = nextFind(page);
    await page.locator('.rm-sheet__button--primary:visible').click();
    const inCity = await found;
    expect(inCity.request().postDataJSON()).toMatchObject({ areaCode: '330100' });
    body = await inCity.json();
    for (const j of body.data.list) expect(j.cityName).toBe('杭州市');
    await expect(page.getByRole('button', { name: /杭州市/ })).toBeVisible();
    // The city is kept in the URL: a reload (or a shared link) shows the same city's jobs.
    await expect(page).toHaveURL(/area=330100/);
    found = nextFind(page);
    await page.reload();
    expect((await found).request().postDataJSON()).toMatchObject({ keyword: '工程师', areaCode: '330100' });
    await expect(page.getByRole('button', { name: /杭州市/ })).toBeVisible();
    await shot(page, 'job-search-city-kept');

    // Back to every city and no filters: open the first job.
    await page.getByRole('button', { name: '清除地区', exact: true }).click();
    await expect(page).not.toHaveURL(/area=/);
    await page.getByRole('button', { name: /筛选/ }).click();
    await page.getByRole('button', { name: '重置' }).click();
    // The unfiltered search is still cached from before: no request needs to go out.
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.locator('.w-job-search__count')).toHaveCount(0);
    await expect(page.locator('.w-job-search__summary')).toContainText('“工程师” 共找到');
    const title = (await cards.first().locator('.job-card__title').innerText()).replace(/^急聘/, '');
    await cards.first().click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    const detail = page.getByTestId('job-detail');
    await expect(detail.locator('.w-job-detail__title')).toContainText(title);
    await expect(detail.getByRole('img', { name: /^地图：/ })).toBeVisible();
    await expect(detail.getByText('工作地点')).toBeVisible();
    await expect(detail.getByRole('region', { name: '相似职位' }).getByTestId('job-card').first()).toBeVisible();
    await shot(page, 'job-detail');
    await page.screenshot({ path: 'test-results/screens/job-detail-full.png', fullPage: true });
    // The apply bar of another issue sits over the bottom: the page keeps room for it.
    expect(await detail.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe('64px');

    // The company card opens the company page.
    const companyName = await detail.locator('.w-job-detail__company-text').innerText();
    await detail.getByTestId('job-detail-company').click();
    await expect(page).toHaveURL(/\/company\/\d+$/);
    const company = page.getByTestId('company-detail');
    await expect(company.locator('.w-company-detail__name')).toHaveText(companyName);
    await expect(company.getByText(/企业已认证|未认证/)).toBeVisible();
    await expect(company.getByText('公司地址')).toBeVisible();
    await shot(page, 'company-page');
    await company.getByRole('tab', { name: /在招职位/ }).click();
    await expect(company.getByTestId('job-card').first()).toBeVisible();

    // Photos open in the viewer (on a company that has some: the first job's company may have none).
    await page.goto(`/company/${await companyWithPhotos()}`);
    const photos = page.getByTestId('company-detail').locator('.w-company-detail__photos button');
    await expect(photos.first()).toBeVisible();
    {
      await photos.first().click();
      await expect(page.locator('.adm-image-viewer-slides img').first()).toBeVisible();
      await shot(page, 'company-photo-viewer');
      // Two taps within 250 ms zoom the picture to 2 instead of closing the viewer. On a busy machine the
      // two taps can land further apart than that (then the first one closes it): open it again and retry.
      const shown = page.locator('.adm-image-viewer-slides img').first();
      await expect(async () => {
        if ((await page.locator('.adm-image-viewer-slides').count()) === 0) await photos.first().click();
        await fingerTap(page, shown);
        await fingerTap(page, shown);
        await expect(shown).toHaveAttribute('data-zoom', '2', { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      // The viewer stays open through the double-tap window (250 ms) and after it.
      await expect(page.locator('.adm-image-viewer-slides')).toHaveCount(1);
      // A lone tap closes the viewer once the double-tap window has passed (toPass retries the tap until it counts alone).
      await expect(async () => {
        await fingerTap(page, page.locator('.adm-image-viewer-slides img').first());
        await expect(page.locator('.adm-image-viewer-slides')).toHaveCount(0, { timeout: 600 });
      }).toPass({ timeout: 10_000 });
    }

    // An article from the list, with its view counted.
    await page.goto('/article/list');
    const first = page.locator('.w-article-browser__item').first();
    await expect(first).toBeVisible();
    const articleTitle = await first.locator('h3').innerText();
    const read = page.waitForResponse((r) => r.url().endsWith('/api-user/article/get'));
    await first.click();
    const article = await (await read).json();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const view = page.getByTestId('article-detail');
    await expect(view.locator('h1')).toHaveText(articleTitle);
    await expect(view.locator('.w-article-detail__views')).toContainText('阅读');
    expect(article.data.views).toBeGreaterThan(0);
    await expect(view.locator('.w-article-detail__body script')).toHaveCount(0);
    await shot(page, 'article-page');
  });

  // A job page whose read failed on the network said 职位不存在或已下线, as if the job had been taken down.
  test('a job page that cannot reach the server says it could not load, not that the job is gone', async ({ page }) => {
    await page.route('**/api-user/job/get', (r) => r.abort('connectionreset'));
    await page.goto('/job/1');
    await expect(page.getByText('职位加载失败')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('职位不存在或已下线')).toHaveCount(0);
    await shot(page, 'job-detail-offline');
  });

  test('the company list filters by industry, the brand channel shows verified companies, help answers questions', async ({ page }) => {
    await page.goto('/company');
    await expect(page.locator('.w-company').first()).toBeVisible();
    const found = page.waitForResponse((r) => r.url().endsWith('/api-user/common/company/find') && r.request().postDataJSON()?.industryId === 1);
    await page.getByRole('tab', { name: '互联网/IT' }).click();
    expect((await (await found).json()).code).toBe(200);

    await page.goto('/brand/channel');
    await expect(page.locator('.w-company').first()).toBeVisible();
    const names = page.locator('.w-company__name');
    const n = await names.count();
    for (let i = 0; i < n; i++) await expect(names.nth(i)).toContainText('认证');

    await page.goto('/help');
    await page.locator('.w-help__top input').fill('验证码');
    await expect(page.getByText('收不到短信验证码怎么办？')).toBeVisible();
    await page.getByText('收不到短信验证码怎么办？').click();
    await expect(page.getByText('每天最多 10 次')).toBeVisible();
  });

  test('附近 asks for the position and lists jobs nearest first with their distance', async ({ browser }) => {
    // A point in Hangzhou's Xihu district, where the seed puts many jobs.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, geolocation: { latitude: 30.2741, longitude: 120.1551 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/job');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    const found = nextFind(page, '/api-user/job/find/lbs');
    await page.getByRole('tab', { name: '附近' }).click();
    const r = await found;
    // The device's WGS-84 point is searched in the stored datum, GCJ-02.
    const here = wgs84ToGcj02({ lat: 30.2741, lng: 120.1551 });
    const sent = r.request().postDataJSON() as { lat: number; lng: number; radius: number };
    expect(sent.radius).toBe(5000);
    expect(sent.lat).toBeCloseTo(here.lat, 6);
    expect(sent.lng).toBeCloseTo(here.lng, 6);
    const list = (await r.json()).data.list as { distance: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((j) => j.distance)).toEqual([...list.map((j) => j.distance)].sort((a, b) => a - b));
    await expect(page.locator('.job-card__distance').first()).toHaveText(/^\d+(\.\d)?(m|km)$/);
    await expect(page.getByRole('tab', { name: '附近' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: 'test-results/screens/job-nearby.png' });
    await context.close();
  });

  // The home shortcut 附近职位 opened /job?sort=new&nearby=1, which ignored nearby=1 and showed the nationwide list.
  test('the home shortcut 附近职位 opens the nearby list at once', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, geolocation: { latitude: 30.2741, longitude: 120.1551 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/');
    const found = nextFind(page, '/api-user/job/find/lbs');
    await page.getByText('附近职位', { exact: true }).click();
    await expect(page).toHaveURL(/\/job\?.*nearby=1/);
    const r = await found;
    const here = wgs84ToGcj02({ lat: 30.2741, lng: 120.1551 });
    expect(r.request().postDataJSON()).toMatchObject({ lat: expect.closeTo(here.lat, 6), lng: expect.closeTo(here.lng, 6) });
    await expect(page.getByRole('tab', { name: '附近' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.job-card__distance').first()).toBeVisible();
    await context.close();
  });
});

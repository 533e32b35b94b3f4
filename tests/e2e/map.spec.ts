import { expect, test, type Page, type Response } from '@playwright/test';
import { paths } from '../../src/runtime/paths';
import { E2E_TILE_KEY, fakesUrl, fakeTileTemplate } from './fakes';
import { protocolClient } from './helpers/protocol';
import { openStudio } from './helpers/studio';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
const tilesServed = async () => ((await (await fetch(fakesUrl('/tiles/count'))).json()) as { tiles: number }).tiles;
/** A point in Hangzhou's Xihu district (WGS-84, as a phone reports it), where the seed puts many jobs. */
const HANGZHOU = { latitude: 30.2741, longitude: 120.1551 };

async function setProvider(body: Record<string, unknown>) {
  const api = await protocolClient(base);
  await api.loginOperator();
  await api.call('/api-admin/map/providerSave', body);
}
const fakeProvider = { kind: 'xyz', key: E2E_TILE_KEY, urlTemplate: fakeTileTemplate(), attribution: '© 测试瓦片' };

// The demo tenant's map is shared with the other specs, which expect none: put it back.
test.afterAll(() => setProvider({ kind: 'none' }));

test('an operator sets the map in the studio; a job page shows its place on those tiles with its pin', async ({ browser, page }) => {
  await setProvider({ kind: 'none' });
  const studio = await openStudio(browser, base);
  // The saved settings' answer is held: the form waits for it, so a late answer cannot put 不使用地图 back
  // over a choice the operator already made (it did, on a busy CI run).
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await studio.route('**/api-admin/map/providerGet', async (route) => {
    await held;
    await route.continue();
  });
  await studio.goto(`${base}/admin/settings`);
  const section = studio.getByTestId('map-provider');
  await expect(section.getByLabel('地图服务商')).toBeDisabled();
  release();
  await expect(section.getByLabel('地图服务商')).toBeEnabled();
  await section.getByLabel('地图服务商').click();
  await studio.getByTitle('自定义 XYZ 瓦片').click();
  await section.getByLabel('瓦片地址').fill(fakeProvider.urlTemplate);
  await section.getByLabel('地图密钥').fill(E2E_TILE_KEY);
  await section.getByLabel('版权说明').fill('© 测试瓦片');
  await section.getByRole('button', { name: '保存地图设置' }).click();
  await expect(studio.getByText('地图设置已保存')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await studio.screenshot({ path: 'test-results/screens/map-studio.png' });
  await studio.context().close();

  const api = await protocolClient(base);
  const job = (await api.call<{ list: { id: number; title: string }[] }>('/api-user/job/find', { page: 1, limit: 1 })).list[0]!;
  const before = await tilesServed();
  await page.goto(paths.jobDetail.href(job.id));
  const map = page.getByRole('region', { name: /^地图：/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.rm-map-pin')).toBeVisible();
  // Tiles come from the operator's tile server, key included.
  const tile = map.locator('img.leaflet-tile-loaded').first();
  await expect(tile).toBeVisible();
  expect(await tile.getAttribute('src')).toMatch(new RegExp(`^${fakesUrl('/tiles/')}\\d+/\\d+/\\d+\\.png\\?key=${E2E_TILE_KEY}$`));
  expect(await tilesServed()).toBeGreaterThan(before);
  await expect(map).toContainText('© 测试瓦片');
  await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'map-job');
});

test('the nearby list shows the jobs as pins around the user; a pin shows its job, which opens', async ({ browser }) => {
  await setProvider(fakeProvider);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, geolocation: HANGZHOU, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto(paths.job.href());
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  const found = page.waitForResponse((r: Response) => r.url().endsWith('/api-user/job/find/lbs'));
  await page.getByRole('tab', { name: '附近' }).click();
  const list = (await (await found).json()).data.list as { id: number; title: string; point?: { lat: number; lng: number } }[];
  const placed = list.filter((j) => j.point);
  expect(placed.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: '地图' }).click();
  const map = page.getByRole('region', { name: '附近职位地图' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.rm-map-me')).toBeVisible();
  // One pin per place (jobs of one building share it, with their count on the pin).
  const places = new Set(placed.map((j) => `${j.point!.lat.toFixed(5)},${j.point!.lng.toFixed(5)}`));
  await expect(map.locator('.rm-map-pin')).toHaveCount(places.size);
  await expect(page.getByText('点击地图上的职位查看详情')).toBeVisible();
  // Every pin is in view (the map zooms out to hold them all).
  for (const pin of await map.locator('.rm-map-pin').all()) await expect(pin).toBeInViewport();
  await shot(page, 'map-nearby');

  // A tap on a pin lists the jobs at its place; a card opens its job.
  await map.locator('.rm-map-pin').first().click();
  const selected = map.locator('.rm-map-pin.is-selected');
  await expect(selected).toHaveCount(1);
  const pinId = Number(await selected.getAttribute('data-pin-id'));
  const first = placed.find((j) => j.id === pinId)!;
  const here = placed.filter((j) => j.point!.lat.toFixed(5) === first.point!.lat.toFixed(5) && j.point!.lng.toFixed(5) === first.point!.lng.toFixed(5));
  const picked = page.getByTestId('nearby-picked');
  await expect(picked.getByTestId('job-card')).toHaveCount(here.length);
  await expect(picked).toContainText(first.title);
  await shot(page, 'map-nearby-picked');
  await picked.getByTestId('job-card').first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.jobDetail.href(first.id)}$`));
  await context.close();
});

test('with no map configured, the map button says so and pages keep their drawn map', async ({ browser }) => {
  await setProvider({ kind: 'none' });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, geolocation: HANGZHOU, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto(paths.job.href());
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await page.getByRole('tab', { name: '附近' }).click();
  await expect(page.locator('.job-card__distance').first()).toBeVisible();
  const before = await tilesServed();
  await page.getByRole('button', { name: '地图' }).click();
  await expect(page.getByText('错误，运营方未配置地图')).toBeVisible();
  await expect(page.getByRole('region', { name: '附近职位地图' })).toHaveCount(0);
  await shot(page, 'map-not-configured');

  const id = (await page.getByTestId('job-card').first().getAttribute('data-job-id')) ?? null;
  await page.getByTestId('job-card').first().click();
  await expect(page).toHaveURL(/\/job\/\d+/);
  await expect(page.getByRole('img', { name: /^地图：/ })).toBeVisible();
  expect(id === null || page.url().endsWith(`/${id}`)).toBe(true);
  expect(await tilesServed()).toBe(before);
  await context.close();
});

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { devices, expect, test, type Page } from '@playwright/test';
import { WECHAT_JSSDK_URL } from '../../src/runtime/constants';
import { E2E_WECHAT_APP, fakesUrl } from './fakes';
import { protocolClient } from './helpers/protocol';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** A job of the demo site to share (read only). */
async function someJob(baseURL: string) {
  const api = await protocolClient(baseURL);
  const { list } = await api.call<{ list: { id: number; title: string }[] }>('/api-user/job/find', { page: 1, limit: 1 });
  return list[0]!;
}

test('a job page is shared outside WeChat: no share sheet, so the link is copied (复制成功)', async ({ browser, baseURL }) => {
  const job = await someJob(baseURL!);
  const context = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 375, height: 812 }, baseURL: baseURL!, permissions: ['clipboard-read', 'clipboard-write'] });
  // Chromium on Linux has no system share sheet; made sure of, so the copy path is the one taken.
  await context.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const page = await context.newPage();
  let wechatScript = false;
  await page.route(WECHAT_JSSDK_URL, (r) => ((wechatScript = true), r.abort()));
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const shareButton = page.getByRole('button', { name: '分享' });
  await expect(shareButton).toBeEnabled();
  await shareButton.click();
  await expect(page.locator('.adm-toast-main').last()).toHaveText('复制成功');
  await shot(page, 'share-copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(job.title);
  expect(copied).toContain(`/job/${job.id}`);
  // Outside WeChat the JS-SDK is never asked for.
  expect(wechatScript).toBe(false);
  await context.close();
});

test('inside WeChat the JS-SDK is configured with a signature the server made, and the share data set from the SEO data', async ({ browser, baseURL }) => {
  const job = await someJob(baseURL!);
  const iphone = devices['iPhone 13'];
  const context = await browser.newContext({
    ...iphone,
    viewport: { width: 375, height: 812 },
    baseURL: baseURL!,
    userAgent: `${iphone.userAgent} MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN`,
  });
  const page = await context.newPage();
  // WeChat's script, served locally by the fake.
  await page.route(WECHAT_JSSDK_URL, (r) => r.fulfill({ path: fileURLToPath(new URL('./fake-jweixin.js', import.meta.url)), contentType: 'text/javascript' }));
  const configCall = page.waitForResponse((r) => r.url().endsWith('/api-auth/app/wechat/config'));
  await page.goto(`/job/${job.id}?from=timeline#top`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  expect((await (await configCall).json()).code).toBe(200);

  const fake = () => page.evaluate(() => (window as unknown as { __wxFake: { config: any; shares: Record<string, any> } }).__wxFake);
  await expect.poll(async () => Object.keys((await fake()).shares).sort()).toEqual(['onMenuShareQZone', 'onMenuShareWeibo', 'updateAppMessageShareData', 'updateTimelineShareData']);
  const { config, shares } = await fake();

  // The signature as WeChat checks it: sha1 of the ticket WeChat issued, the nonce, the time and the address without #.
  const { ticket } = (await (await fetch(fakesUrl(`/wechat/ticket?appid=${E2E_WECHAT_APP.appId}`))).json()) as { ticket: string };
  const url = `${baseURL}/job/${job.id}?from=timeline`;
  expect(config.appId).toBe(E2E_WECHAT_APP.appId);
  expect(config.debug).toBe(false);
  expect(config.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareWeibo', 'onMenuShareQZone', 'chooseWXPay']));
  expect(config.signature).toBe(createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`).digest('hex'));

  const friends = shares.updateAppMessageShareData;
  expect(friends.title).toContain(job.title);
  expect(friends.link).toBe(url);
  expect(friends.desc.length).toBeGreaterThan(0);
  expect(shares.updateTimelineShareData).toEqual(friends);
  // The page's own button points at WeChat's menu, which now shares the card above.
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.locator('.adm-toast-main').last()).toHaveText('点击右上角“···”分享给朋友');
  await shot(page, 'share-wechat');
  await context.close();
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { LIVE_DEMO_PLAY_URL } from '../../schemas/live';
import { fakesUrl } from './fakes';
import { protocolClient } from './helpers/protocol';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

let seq = 0;
const freshMobile = () => `135${String(Date.now() + seq++).slice(-8)}`;

/** A new seeker account made through the API (code login, then a password). */
async function newAccount(mobile: string) {
  const api = await protocolClient(base);
  await api.call('/api-auth/user/loginCode', { mobile }, { encrypt: true });
  const sms = (await (await fetch(fakesUrl(`/sms/last?mobile=${mobile}`))).json()) as { code: string };
  await api.loginByCode(mobile, sms.code);
  await api.call('/api-user/user/account/pwdUpdate', { password: 'demo1234' }, { encrypt: true });
  return api;
}

async function phoneOf(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByPlaceholder('手机号或账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A live on air of the demo recruiter's company, showing one open job the demo seeker has not applied to. */
async function liveOnAir(): Promise<{ liveId: number; job: { id: number; title: string } }> {
  const hr = await protocolClient(base);
  await hr.loginUser('13800000002');
  const companyId = (await hr.call<{ company: { id: number } }>('/api-user/user/infoGet', {})).company.id;
  const seeker = await protocolClient(base);
  await seeker.loginUser('13800000001');
  let job: { id: number; title: string } | undefined;
  for (let page = 1; page <= 40 && !job; page++) {
    const data = await seeker.call<{ list: { id: number; title: string; company: { id: number } }[]; done: boolean }>('/api-user/job/find', { page, limit: 50 });
    for (const j of data.list.filter((x) => x.company.id === companyId)) {
      const r = await seeker.call<{ type: number; applied: boolean }>('/api-user/job/sendGet', { id: j.id });
      if (r.type === 0 && !r.applied) {
        job = j;
        break;
      }
    }
    if (data.done) break;
  }
  expect(job, 'an open job of the demo company to apply to').toBeTruthy();
  const live = await hr.call<{ id: number }>('/api-user/live/save', { title: `直播带岗 ${Date.now() % 100000}`, startAt: Date.now() - 60_000, status: 1, playUrl: LIVE_DEMO_PLAY_URL, jobIds: [job!.id] });
  // The server makes the demo stream with ffmpeg when it starts.
  await expect.poll(async () => (await fetch(base + LIVE_DEMO_PLAY_URL)).status, { timeout: 60_000 }).toBe(200);
  return { liveId: live.id, job: job! };
}

/** The video decodes frames: it has a size and its time moves on. */
async function expectPlaying(page: Page) {
  const video = page.getByTestId('live-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
}

/**
 * Issue 17, live rooms: a viewer opens /live/:id and the stream plays; two viewers talk in the
 * room's chat and each sees the other; a viewer applies to a room job through the live job-send
 * form and the application is recorded with the live.
 */
test('a live room plays, two viewers chat, and applying from the room is recorded with the live', async ({ browser }) => {
  test.setTimeout(180_000);
  const { liveId, job } = await liveOnAir();
  const aMobile = freshMobile();
  const bMobile = freshMobile();
  await newAccount(aMobile);
  await newAccount(bMobile);

  const a = await phoneOf(browser, aMobile);
  await a.goto(`${base}/live/${liveId}`);
  await expect(a.getByTestId('live-room')).toBeVisible();
  await expectPlaying(a);
  await expect(a.getByText('直播中')).toBeVisible();

  const b = await phoneOf(browser, bMobile);
  await b.goto(`${base}/live/${liveId}`);
  await expectPlaying(b);
  // Both are in the room: the viewer count shows it.
  await expect(b.getByTestId('live-viewers')).toHaveText('2');
  // The first viewer's count follows (the room reads it again while on air).
  await expect(a.getByTestId('live-viewers')).toHaveText('2', { timeout: 25_000 });

  await a.locator('.w-live__say input').fill('请问这个岗位需要加班吗？');
  await a.getByRole('button', { name: '发送' }).click();
  await expect(b.getByTestId('live-chat')).toContainText('请问这个岗位需要加班吗？');
  await b.locator('.w-live__say input').fill('我也想知道');
  await b.getByRole('button', { name: '发送' }).click();
  await expect(a.getByTestId('live-chat')).toContainText('我也想知道');

  // A like is counted once.
  await a.getByTestId('live-like').click();
  await expect(a.getByTestId('live-like')).toContainText('1');
  await a.getByTestId('live-like').click();
  await expect(a.getByTestId('live-like')).toContainText('1');
  await shot(a, 'live-room-chat');

  // The demo seeker applies to the room's job.
  const seeker = await phoneOf(browser, '13800000001');
  await seeker.goto(`${base}/live/${liveId}`);
  const row = seeker.getByTestId('live-job').filter({ hasText: job.title });
  await row.getByRole('button', { name: '投递' }).click();
  const sheet = seeker.getByRole('dialog', { name: '直播投递' });
  await expect(sheet).toBeVisible();
  await shot(seeker, 'live-job-send');
  await sheet.getByRole('button', { name: '确认投递' }).click();
  await expect(seeker.getByText('投递成功')).toBeVisible();
  const api = await protocolClient(base);
  await api.loginUser('13800000001');
  const sent = await api.call<{ list: { jobId?: number; job?: { id: number }; model: string; modelId: number | null }[] }>('/api-user/job/sendFind', { page: 1, limit: 20 });
  const mine = sent.list.find((x) => (x.job?.id ?? x.jobId) === job.id);
  expect(mine).toMatchObject({ model: 'live', modelId: liveId });

  // Leaving the room leaves its chat: the count goes down for the one who stays.
  await b.goto(`${base}/live`);
  await a.reload();
  await expect(a.getByTestId('live-viewers')).toHaveText(/^[12]$/);
  await a.context().close();
  await b.context().close();
  await seeker.context().close();
});

test('a live that has not started shows the countdown and 预约; without a stream it shows 暂无直播画面', async ({ page }) => {
  const hr = await protocolClient(base);
  await hr.loginUser('13800000002');
  const soon = await hr.call<{ id: number }>('/api-user/live/save', { title: '下周直播预告', startAt: Date.now() + 26 * 3_600_000 });
  await page.goto(`${base}/live/${soon.id}`);
  await expect(page.getByTestId('live-countdown')).toContainText('距开播 1天');
  await page.getByRole('button', { name: '预约' }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toBeDisabled();
  await shot(page, 'live-upcoming');
  const dark = await hr.call<{ id: number }>('/api-user/live/save', { title: '无画面直播', startAt: Date.now(), status: 1, playUrl: '/live-media/demo/missing.m3u8' });
  await page.goto(`${base}/live/${dark.id}`);
  await expect(page.getByTestId('live-no-picture')).toHaveText('暂无直播画面');
  // Without an id the route shows the list.
  await page.goto(`${base}/live`);
  await expect(page.getByText('正在直播')).toBeVisible();
  await expect(page.getByTestId('live-room')).toHaveCount(0);
});

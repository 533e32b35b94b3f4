import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LIVE_DEMO_PLAY_URL } from '../../schemas/live';
import { e2eBase as base, newAccount, newJob, newRecruiter, newSeeker, phoneLoggedIn, withResume, type Account } from './helpers/accounts';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** A phone logged in as `account`, its times as the site's users read them (China). */
const phoneOf = (browser: Browser, account: Pick<Account, 'token'>): Promise<Page> => phoneLoggedIn(browser, account, { context: { timezoneId: 'Asia/Shanghai' } });

/** A live on air of a recruiter of the test's own, showing one open job of theirs. */
async function liveOnAir(): Promise<{ liveId: number; job: { id: number; title: string } }> {
  const hr = await newRecruiter();
  const job = await newJob(hr);
  const live = await hr.api.call<{ id: number }>('/api-user/live/save', { title: `直播带岗 ${Date.now() % 100000}`, startAt: Date.now() - 60_000, status: 1, playUrl: LIVE_DEMO_PLAY_URL, jobIds: [job.id] });
  // The server makes the demo stream with ffmpeg when it starts.
  await expect.poll(async () => (await fetch(base + LIVE_DEMO_PLAY_URL)).status, { timeout: 60_000 }).toBe(200);
  return { liveId: live.id, job };
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
  const viewerA = await newAccount();
  const viewerB = await newAccount();

  const a = await phoneOf(browser, viewerA);
  await a.goto(`${base}/live/${liveId}`);
  await expect(a.getByTestId('live-room')).toBeVisible();
  await expectPlaying(a);
  await expect(a.getByText('直播中')).toBeVisible();

  const b = await phoneOf(browser, viewerB);
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

  // A seeker with a resume applies to the room's job.
  const seekerAccount = await newSeeker();
  await withResume(seekerAccount);
  const seeker = await phoneOf(browser, seekerAccount);
  await seeker.goto(`${base}/live/${liveId}`);
  const row = seeker.getByTestId('live-job').filter({ hasText: job.title });
  await row.getByRole('button', { name: '投递' }).click();
  const sheet = seeker.getByRole('dialog', { name: '直播投递' });
  await expect(sheet).toBeVisible();
  await shot(seeker, 'live-job-send');
  await sheet.getByRole('button', { name: '确认投递' }).click();
  await expect(seeker.getByText('投递成功')).toBeVisible();
  const sent = await seekerAccount.api.call<{ list: { jobId?: number; job?: { id: number }; model: string; modelId: number | null }[] }>('/api-user/job/sendFind', { page: 1, limit: 20 });
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
  const hr = (await newRecruiter()).api;
  const viewer = await newSeeker();
  const soon = await hr.call<{ id: number }>('/api-user/live/save', { title: '下周直播预告', startAt: Date.now() + 26 * 3_600_000 });
  await page.goto(`${base}/live/${soon.id}`);
  await expect(page.getByTestId('live-countdown')).toContainText('距开播 1天');
  // 预约 needs a login; it is kept on the server, so it is still there on another visit.
  await page.getByRole('button', { name: '预约' }).click();
  const popup = page.locator('.login-popup');
  await popup.getByPlaceholder('手机号或账号').fill(viewer.mobile);
  await popup.getByPlaceholder('请输入密码').fill('demo1234');
  await popup.getByRole('button', { name: '登录', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('live-reserve')).toHaveText(/已预约/);
  await page.reload();
  await expect(page.getByTestId('live-reserve')).toHaveText(/已预约/);
  await shot(page, 'live-upcoming');
  await page.getByTestId('live-reserve').click();
  await expect(page.getByTestId('live-reserve')).toHaveText('预约');
  const dark = await hr.call<{ id: number }>('/api-user/live/save', { title: '无画面直播', startAt: Date.now(), status: 1, playUrl: '/live-media/demo/missing.m3u8' });
  await page.goto(`${base}/live/${dark.id}`);
  await expect(page.getByTestId('live-no-picture')).toHaveText('暂无直播画面');
  // Without an id the route shows the list.
  await page.goto(`${base}/live`);
  await expect(page.getByText('正在直播')).toBeVisible();
  await expect(page.getByTestId('live-room')).toHaveCount(0);
});

/**
 * Spec §4: a viewer whose connection drops is back in the room's chat after the reconnect (the
 * client re-joins the room) and receives what is said there afterwards. The drop is real: the
 * test routes the page's WebSocket and closes both ends of it, as a lost network does.
 */
test('a viewer whose connection drops is back in the room chat and receives new messages', async ({ browser }) => {
  test.setTimeout(120_000);
  const { liveId } = await liveOnAir();
  const viewerA = await newAccount();
  const viewerB = await newAccount();
  const a = await phoneOf(browser, viewerA);
  const sockets: { close: () => Promise<void> }[] = [];
  await a.routeWebSocket(/\/socket|socket\.io/, (ws) => {
    const server = ws.connectToServer();
    sockets.push({ close: async () => Promise.all([ws.close({ code: 4000, reason: 'network lost' }), server.close({ code: 4000, reason: 'network lost' })]).then(() => undefined) });
  });
  await a.goto(`${base}/live/${liveId}`);
  await expect(a.locator('.w-live__say input')).toBeEnabled();
  const b = await phoneOf(browser, viewerB);
  await b.goto(`${base}/live/${liveId}`);
  await expect(b.locator('.w-live__say input')).toBeEnabled();
  await b.locator('.w-live__say input').fill('掉线前的消息');
  await b.getByRole('button', { name: '发送' }).click();
  await expect(a.getByTestId('live-chat')).toContainText('掉线前的消息');

  // The network drops: the socket closes on both sides; the client reconnects on a new socket.
  expect(sockets.length).toBeGreaterThan(0);
  const before = sockets.length;
  await Promise.all(sockets.map((s) => s.close()));
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(before);
  // The old socket left the room with the drop, so only a re-join brings new messages in.
  await expect(async () => {
    const text = `重连后的消息 ${Date.now() % 100000}`;
    await b.locator('.w-live__say input').fill(text);
    await b.getByRole('button', { name: '发送' }).click();
    await expect(a.getByTestId('live-chat')).toContainText(text, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // …and the reconnected viewer can speak there again.
  await a.locator('.w-live__say input').fill('我回来了');
  await a.getByRole('button', { name: '发送' }).click();
  await expect(b.getByTestId('live-chat')).toContainText('我回来了');
  await a.context().close();
  await b.context().close();
});

/**
 * 分享 on the live page shares a link with a signed invitation (token and sign from the server);
 * opening it joins the room's chat by token. A forged sign is refused with a clear message, and
 * the viewer can still enter the chat by the room's id.
 */
test('the shared link joins the chat by its signed token; a forged sign is refused with a clear message', async ({ browser }) => {
  test.setTimeout(120_000);
  const { liveId } = await liveOnAir();
  const viewerA = await newAccount();
  const viewerB = await newAccount();
  const a = await phoneOf(browser, viewerA);
  // The system share sheet, as a phone has it: what it is given is what a friend receives.
  await a.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: { url: string }) => void ((window as unknown as { __shared: string }).__shared = d.url) });
  });
  await a.goto(`${base}/live/${liveId}`);
  await expect(a.locator('.w-live__say input')).toBeEnabled();
  await a.locator('.w-live__say input').fill('欢迎大家来看直播');
  await a.getByRole('button', { name: '发送' }).click();
  await a.getByTestId('live-share').click();
  await expect.poll(() => a.evaluate(() => (window as unknown as { __shared?: string }).__shared ?? '')).toContain(`/live/${liveId}?t=`);
  const link = await a.evaluate(() => (window as unknown as { __shared: string }).__shared);
  expect(new URL(link).searchParams.get('s')).toBeTruthy();

  // A friend opens the link: joined by token (imChatroomJoinToken), the history is there.
  const b = await phoneOf(browser, viewerB);
  const joins: string[] = [];
  b.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && /imChatroomJoin/.test(f.payload) && joins.push(f.payload)));
  await b.goto(link);
  await expect(b.getByTestId('live-chat')).toContainText('欢迎大家来看直播');
  expect(joins.some((j) => j.includes('imChatroomJoinToken') && j.includes('"msgCount":20'))).toBe(true);
  await b.locator('.w-live__say input').fill('通过分享链接进来的');
  await b.getByRole('button', { name: '发送' }).click();
  await expect(a.getByTestId('live-chat')).toContainText('通过分享链接进来的');

  // A forged sign: refused, said plainly; the chat by id is still open to them.
  const forged = new URL(link);
  forged.searchParams.set('s', 'AAAA' + forged.searchParams.get('s')!.slice(4));
  await b.goto(forged.toString());
  await expect(b.getByTestId('live-invite-error')).toContainText('邀请链接无效：直播间口令无效或已过期');
  await shot(b, 'live-invite-forged');
  await b.getByRole('button', { name: '直接进入聊天室' }).click();
  await expect(b.getByTestId('live-chat')).toContainText('欢迎大家来看直播');
  await a.context().close();
  await b.context().close();
});

/**
 * 直播管理: a recruiter opens it from 我的, creates a live of their company (title, cover upload,
 * start time, the company's jobs), edits it, and opens its room, which shows those jobs.
 */
test('a recruiter creates and edits their company’s live from 我的 → 直播管理', async ({ browser }) => {
  test.setTimeout(120_000);
  // A recruiter of the test's own with one job to show in the room.
  const recruiter = await newRecruiter();
  await newJob(recruiter);
  const page = await phoneOf(browser, recruiter);
  await page.goto(base + '/me');
  await page.getByText('直播管理').click();
  await expect(page).toHaveURL(`${base}/my/lives`);
  await expect(page.getByTestId('live-manage')).toBeVisible();
  await page.getByRole('button', { name: '创建直播' }).click();
  const form = page.getByRole('form', { name: '创建直播' });
  const title = `秋招直播 ${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: '直播标题' }).fill(title);
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 22, g: 119, b: 255 } } }).png().toBuffer();
  await form.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByTestId('live-cover')).toBeVisible();
  await form.locator('input[aria-label="开始时间"]').fill('2031-06-01T19:30');
  await form.getByRole('textbox', { name: '播放地址' }).fill(LIVE_DEMO_PLAY_URL);
  const firstJob = form.locator('.adm-checkbox').first();
  const jobTitle = (await firstJob.textContent())!.trim();
  await firstJob.click();
  await shot(page, 'live-editor');
  await form.getByRole('button', { name: '创建直播' }).click();
  const card = page.getByTestId('my-live').filter({ hasText: title });
  await expect(card).toContainText('即将开始');
  await expect(card).toContainText('6月1日 19:30');
  await expect(card).toContainText('1 个职位');
  await card.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('form', { name: '编辑直播' });
  await expect(edit.getByRole('textbox', { name: '直播标题' })).toHaveValue(title);
  await edit.getByRole('textbox', { name: '直播标题' }).fill(`${title} 改`);
  await edit.getByRole('button', { name: '保存' }).click();
  const edited = page.getByTestId('my-live').filter({ hasText: `${title} 改` });
  await expect(edited).toBeVisible();
  await shot(page, 'live-manage');
  await edited.getByRole('button', { name: '进入直播间' }).click();
  await expect(page.getByTestId('live-room')).toBeVisible();
  await expect(page.getByTestId('live-job').first()).toContainText(jobTitle);
  await expect(page.getByTestId('live-countdown')).toBeVisible();
});

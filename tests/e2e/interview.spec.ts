import { expect, test, type Browser, type Page } from '@playwright/test';
import { fakesUrl } from './fakes';
import { protocolClient } from './helpers/protocol';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt: for this spec only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

let seq = 0;
const freshMobile = () => `136${String(Date.now() + seq++).slice(-8)}`;

/** A new seeker account made through the API (code login, then a password). */
async function newAccount(mobile: string) {
  const api = await protocolClient(base);
  await api.call('/api-auth/user/loginCode', { mobile }, { encrypt: true });
  const sms = (await (await fetch(fakesUrl(`/sms/last?mobile=${mobile}`))).json()) as { code: string };
  await api.loginByCode(mobile, sms.code);
  await api.call('/api-user/user/account/pwdUpdate', { password: 'demo1234' }, { encrypt: true });
  const me = await api.call<{ id: number }>('/api-user/user/infoGet', {});
  return { api, id: me.id };
}

async function phoneOf(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Shanghai', permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByPlaceholder('手机号或账号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The other party's video is decoding: it has a size and its time moves on. */
async function expectRemoteVideoPlaying(page: Page) {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
}

/**
 * Issue 17: a recruiter books a video interview with a seeker; both enter the call from two
 * phones and see each other's video; the seeker mutes and the recruiter sees it; the recruiter
 * hangs up and both see the recorded duration; a third user cannot enter the room.
 */
test('a video interview: both parties see each other, mute shows, hang up records the duration, a third user is refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const seekerMobile = freshMobile();
  const seeker = await newAccount(seekerMobile);
  const thirdMobile = freshMobile();
  await newAccount(thirdMobile);

  const hr = await protocolClient(base);
  await hr.loginUser('13800000002');
  const conv = await hr.call<{ id: number }>('/api-user/im/conversation/byRelation', { relationId: seeker.id });
  const iv = await hr.call<{ id: number }>('/api-user/interview/create', { type: 1, cid: conv.id, videoMinute: 30, time: Date.now() + 2 * 60_000, note: '请准备一段自我介绍' });

  const recruiter = await phoneOf(browser, '13800000002');
  const candidate = await phoneOf(browser, seekerMobile);

  // The seeker finds it under 我的面试 and enters from there.
  await candidate.goto(`${base}/my/interviews`);
  const card = candidate.getByTestId('interview').first();
  await expect(card).toContainText('视频面试');
  await expect(card).toContainText('待面试');
  await shot(candidate, 'interview-list');
  await card.getByRole('button', { name: '进入面试' }).click();
  await expect(candidate).toHaveURL(`${base}/interview/${iv.id}`);
  await expect(candidate.getByTestId('call')).toBeVisible();

  await recruiter.goto(`${base}/interview/${iv.id}`);
  await expectRemoteVideoPlaying(recruiter);
  await expectRemoteVideoPlaying(candidate);
  await expect(recruiter.getByTestId('call')).toHaveAttribute('data-conn', 'connected');
  await expect(recruiter.getByTestId('call-timer')).toContainText('/ 30:00');
  await shot(recruiter, 'interview-call');

  // The seeker mutes: the recruiter is told.
  await candidate.getByRole('button', { name: '静音' }).click();
  await expect(recruiter.getByTestId('peer-muted')).toHaveText('对方已静音');
  await candidate.getByRole('button', { name: '取消静音' }).click();
  await expect(recruiter.getByTestId('peer-muted')).toHaveCount(0);

  // A third user cannot enter the room.
  const third = await phoneOf(browser, thirdMobile);
  await third.goto(`${base}/interview/${iv.id}`);
  await expect(third.getByText('无法进入面试')).toBeVisible();
  await expect(third.getByText('面试不存在')).toBeVisible();
  await expect(third.getByTestId('call')).toHaveCount(0);

  // The recruiter hangs up after a few seconds: both see the call ended with its duration.
  await expect(recruiter.getByTestId('call-timer')).toContainText(/^00:0[3-9]/, { timeout: 15_000 });
  await recruiter.getByRole('button', { name: '挂断' }).click();
  await expect(recruiter.getByTestId('call-ended')).toContainText('面试已结束');
  await expect(candidate.getByTestId('call-ended')).toBeVisible();
  const shown = await recruiter.getByTestId('call-duration').textContent();
  expect(shown).toMatch(/^00:0[3-9]|^00:[1-5]\d/);

  // The interview is recorded as ended with that duration, in both lists.
  const mine = await seeker.api.call<{ list: { id: number; status: number; durationSec: number }[] }>('/api-user/interview/find', {});
  const done = mine.list.find((x) => x.id === iv.id)!;
  expect(done.status).toBe(3);
  expect(done.durationSec).toBeGreaterThanOrEqual(3);
  await recruiter.getByTestId('call-ended').getByRole('button', { name: '返回' }).click();
  await expect(recruiter).toHaveURL(`${base}/my/interviews`);
  const recorded = recruiter.getByTestId('interview').filter({ hasText: '已结束' }).first();
  await expect(recorded.getByTestId('interview-duration')).toContainText('通话时长');
  await shot(recruiter, 'interview-list-recruiter');
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eBase as base, newAccount, newJob, newRecruiter, newSeeker, phoneLoggedIn } from './helpers/accounts';
import { settled } from './helpers/settle';

/**
 * Chat in two browsers: a seeker of the test's own opens /chat?jobId=<a job of its own
 * recruiter>, both chat over the real socket, exchange phone numbers, the recruiter invites to an
 * interview, a message is revoked, read flags and the unread badges (the /message list and the
 * tab bar) follow. Each test makes its own seeker and recruiter: unread counts and conversations
 * are theirs alone, whatever ran before.
 */

/** Contexts of the running test: closed after it, so no page stays on a conversation (and reads it) later. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A phone logged in as `account`, allowed the clipboard. */
const phoneOf = (browser: Parameters<typeof phoneLoggedIn>[0], account: { token: string }, origin = base) =>
  phoneLoggedIn(browser, account, { base: origin, contexts, context: { permissions: ['clipboard-read', 'clipboard-write'] } });

/** The pair of a test: a seeker named 林晓雨 and a recruiter named 陈嘉怡 with `jobs` open jobs. */
async function pair(jobs: number) {
  const seeker = await newSeeker({ name: '林晓雨' });
  const recruiter = await newRecruiter({ name: '陈嘉怡' });
  const posted: { id: number; title: string }[] = [];
  for (let i = 0; i < jobs; i++) posted.push(await newJob(recruiter));
  return { seeker, recruiter, jobs: posted };
}

const tabbarMessage = (page: Page) => page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: /消息/ });
const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** A press held until the long-press menu shows `item` (after the 500 ms threshold), then released. */
async function longPress(page: Page, target: ReturnType<Page['locator']>, item: string) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByText(item, { exact: true })).toBeVisible();
  await page.mouse.up();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: '消息内容' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(bubble(page, text).getByTestId('read-flag')).toBeVisible();
}

test('seeker and recruiter chat: exchange phones, interview invitation, revoke, read flags and unread badges', async ({ browser }) => {
  test.setTimeout(120_000);
  // Two jobs: the conversation is switched to the second one.
  const { seeker: seekerAccount, recruiter: recruiterAccount, jobs } = await pair(2);
  const job = jobs[0]!;

  const recruiter = await phoneOf(browser, recruiterAccount);
  const seeker = await phoneOf(browser, seekerAccount);

  // The recruiter waits on the message list: nothing unread yet.
  await recruiter.goto('/message');
  await expect(recruiter.getByRole('region', { name: '会话列表' })).toBeVisible();
  await expect(recruiter.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(tabbarMessage(recruiter).locator('.adm-badge')).toHaveCount(0);

  // The seeker starts from the job (contract 4): the conversation is created, the job is on top.
  await seeker.goto(`/chat?jobId=${job.id}`);
  await expect(seeker.getByTestId('chat-job')).toContainText(job.title);
  await expect(seeker.getByTestId('chat')).toContainText('陈嘉怡');
  await send(seeker, '您好，我对这个职位很感兴趣');
  await expect(bubble(seeker, '您好，我对这个职位很感兴趣').getByTestId('read-flag')).toHaveText('未读');

  // The list and the tab bar of the recruiter follow the push.
  const row = recruiter.getByTestId('chat-row').filter({ hasText: '林晓雨' });
  await expect(row).toContainText('您好，我对这个职位很感兴趣');
  await expect(row.locator('.adm-badge')).toHaveText('1');
  await expect(tabbarMessage(recruiter).locator('.adm-badge')).toHaveText('1');
  await expect(tabbarMessage(recruiter)).toHaveAccessibleName(/1 条提醒/);

  // Reading: the recruiter opens the conversation; the seeker's flag turns 已读.
  await row.click();
  await expect(recruiter).toHaveURL(/\/chat\?cid=\d+/);
  await expect(bubble(recruiter, '您好，我对这个职位很感兴趣')).toBeVisible();
  await expect(bubble(seeker, '您好，我对这个职位很感兴趣').getByTestId('read-flag')).toHaveText('已读');
  await send(recruiter, '你好！方便留个电话吗？');
  await expect(bubble(seeker, '你好！方便留个电话吗？')).toBeVisible();

  // The recruiter switches the job the conversation is about: both job cards follow, both see why.
  await recruiter.getByRole('button', { name: '切换职位' }).click();
  const other = recruiter.getByTestId('job-choice').first();
  const otherTitle = (await other.locator('.w-chat__jobs-name').textContent())!.trim();
  expect(otherTitle).not.toBe('');
  await settled(other);
  await recruiter.screenshot({ path: 'test-results/screens/chat-switch-job.png' });
  await other.click();
  await expect(recruiter.getByTestId('chat-job')).toContainText(otherTitle);
  await expect(seeker.getByTestId('chat-job')).toContainText(otherTitle);
  await expect(seeker.getByTestId('system-message').filter({ hasText: `沟通职位已切换为：${otherTitle}` })).toBeVisible();

  // Phone exchange: request (confirmed), the recruiter accepts, both see the numbers.
  await seeker.getByRole('button', { name: '换电话' }).click();
  await expect(seeker.getByText('确定与对方交换电话吗？', { exact: false })).toBeVisible();
  await seeker.getByRole('button', { name: '确定' }).click();
  const seekerCard = seeker.getByTestId('exchange-card').filter({ hasText: '交换电话' }).last();
  await expect(seekerCard.getByTestId('exchange-state')).toHaveText('等待对方回应');
  const recruiterCard = recruiter.getByTestId('exchange-card').filter({ hasText: '交换电话' }).last();
  await expect(recruiterCard).toContainText('对方想和你交换电话');
  await settled(recruiterCard);
  await recruiter.screenshot({ path: 'test-results/screens/chat-exchange-pending-recruiter.png' });
  await recruiterCard.getByRole('button', { name: '同意' }).click();
  await expect(recruiterCard.getByTestId('exchange-state')).toHaveText('已同意');
  await expect(seekerCard.getByTestId('exchange-state')).toHaveText('已同意');
  await expect(seeker.getByTestId('revealed-mobile').last()).toContainText(recruiterAccount.mobile);
  await expect(recruiter.getByTestId('revealed-mobile').last()).toContainText(seekerAccount.mobile);

  // The recruiter invites to an interview; the seeker sees the card with time and place and accepts.
  await recruiter.getByRole('button', { name: '约面试' }).click();
  await recruiter.getByLabel('面试地点').fill('杭州市西湖区文三路 90 号 8 楼');
  await recruiter.getByRole('button', { name: '发送邀请' }).click();
  const invite = seeker.getByTestId('exchange-card').filter({ hasText: '面试邀请' }).last();
  await expect(invite).toContainText('对方邀请你参加面试');
  await expect(invite).toContainText('文三路 90 号');
  await invite.getByRole('button', { name: '同意' }).click();
  await expect(invite.getByTestId('exchange-state')).toHaveText('已同意');
  await expect(recruiter.getByTestId('exchange-card').filter({ hasText: '面试邀请' }).last().getByTestId('exchange-state')).toHaveText('已同意');
  await settled(invite);
  await seeker.screenshot({ path: 'test-results/screens/chat-conversation-seeker.png' });
  await recruiter.screenshot({ path: 'test-results/screens/chat-conversation-recruiter.png' });

  // Emoji from the panel (the server's emoji config) travel as codes and show as pictures on both sides.
  await seeker.getByRole('button', { name: '表情' }).click();
  await settled(seeker.getByTestId('emoji-panel'));
  await seeker.screenshot({ path: 'test-results/screens/chat-emoji-panel.png' });
  await seeker.getByTestId('emoji-panel').getByRole('button', { name: '微笑' }).click();
  await expect(seeker.getByRole('textbox', { name: '消息内容' })).toHaveValue('[微笑]');
  await seeker.getByRole('textbox', { name: '消息内容' }).press('End');
  await seeker.getByRole('textbox', { name: '消息内容' }).pressSequentially(' 好的');
  await seeker.getByRole('button', { name: '发送' }).click();
  await expect(recruiter.getByTestId('message').filter({ hasText: '好的' }).last().locator('img[alt="[微笑]"]')).toBeVisible();
  await expect.poll(() => recruiter.getByTestId('message').filter({ hasText: '好的' }).last().locator('img[alt="[微笑]"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A picture goes through the upload pipeline and shows on both sides.
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 120, b: 220 } } }).png().toBuffer();
  await seeker.getByTestId('chat-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  const pictureOf = (page: Page) => page.getByTestId('message').filter({ has: page.locator('img[alt="图片"]') }).last().locator('img[alt="图片"]');
  await expect(pictureOf(seeker)).toHaveAttribute('src', /^\/files\/\d+\/.+\.png\?w=400$/);
  await expect(pictureOf(recruiter)).toBeVisible();
  await expect.poll(() => pictureOf(recruiter).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Revoke by a long press on one's own message, within 2 minutes.
  await send(seeker, '这句发错了');
  await expect(bubble(recruiter, '这句发错了')).toBeVisible();
  await longPress(seeker, bubble(seeker, '这句发错了').locator('.w-chat__bubble'), '撤回');
  await seeker.getByText('撤回', { exact: true }).click();
  await expect(seeker.getByTestId('revoked').last()).toHaveText('你撤回了一条消息');
  await expect(recruiter.getByTestId('revoked').last()).toHaveText('林晓雨撤回了一条消息');
  await expect(bubble(recruiter, '这句发错了')).toHaveCount(0);

  // Unread while away: the recruiter leaves for the list, two messages come in.
  await recruiter.goto('/message');
  await send(seeker, '面试前需要准备什么？');
  await send(seeker, '谢谢！');
  await expect(row.locator('.adm-badge')).toHaveText('2');
  await expect(tabbarMessage(recruiter).locator('.adm-badge')).toHaveText('2');
  await expect(row).toContainText('谢谢！');
  await expect(bubble(seeker, '谢谢！').getByTestId('read-flag')).toHaveText('未读');
  await settled(row);
  await recruiter.screenshot({ path: 'test-results/screens/chat-message-list.png' });
  await row.click();
  await expect(bubble(recruiter, '谢谢！')).toBeVisible();
  await expect(bubble(seeker, '谢谢！').getByTestId('read-flag')).toHaveText('已读');
  // Back in the app: /message is kept alive and already shows the conversation read.
  await recruiter.locator('.w-chat__nav .adm-nav-bar-back').click();
  await expect(recruiter).toHaveURL(/\/message$/);
  await expect(row).toBeVisible();
  await expect(row.locator('.adm-badge')).toHaveCount(0);
  await expect(tabbarMessage(recruiter).locator('.adm-badge')).toHaveCount(0);

  // A reload keeps everything: history, cards and read flags come from the server.
  await seeker.reload();
  await expect(seeker.getByTestId('exchange-card').filter({ hasText: '交换电话' }).last().getByTestId('exchange-state')).toHaveText('已同意');
  await expect(seeker.getByTestId('revoked').last()).toHaveText('你撤回了一条消息');
  await expect(bubble(seeker, '谢谢！').getByTestId('read-flag')).toHaveText('已读');
});

test('the recruiter opens a conversation from a resume page link (/chat?userId=); missing users and other sites\' conversations are not found', async ({ browser }) => {
  const { seeker: seekerAccount, recruiter: recruiterAccount } = await pair(1);
  const recruiter = await phoneOf(browser, recruiterAccount);
  await recruiter.goto(`/chat?userId=${seekerAccount.id}`);
  await expect(recruiter.getByTestId('chat')).toContainText('林晓雨');
  // The recruiter's side offers 求简历 and 约面试.
  await expect(recruiter.getByRole('button', { name: '求简历' })).toBeVisible();
  await expect(recruiter.getByRole('button', { name: '约面试' })).toBeVisible();
  const cid = await recruiter.getByTestId('chat').getAttribute('data-cid');
  // An address naming nobody is a clear error, not a blank screen.
  await recruiter.goto('/chat?userId=99999999');
  await expect(recruiter.getByText('无法打开会话')).toBeVisible();
  await expect(recruiter.getByText('用户不存在')).toBeVisible();

  // The same mobile number's account on the second site cannot open the first site's conversation: not found.
  const other = await newAccount({ agentKey: 'demo2', mobile: seekerAccount.mobile });
  const stranger = await phoneOf(browser, other, `http://demo2.localhost:${process.env.E2E_PORT ?? 3199}`);
  await stranger.goto(`/chat?cid=${cid}`);
  await expect(stranger.getByText('无法打开会话')).toBeVisible();
  await expect(stranger.getByText('会话不存在')).toBeVisible();
  await expect(stranger.getByTestId('chat')).toHaveCount(0);
});

test('with the socket blocked, the HTTP fallback carries messages both ways', async ({ browser }) => {
  test.setTimeout(120_000);
  const { seeker: seekerAccount, recruiter: recruiterAccount } = await pair(1);
  const recruiter = await phoneOf(browser, recruiterAccount);
  const seeker = await phoneOf(browser, seekerAccount);
  // The seeker's network lets no socket through (a proxy that drops WebSockets and long polling).
  await seeker.context().routeWebSocket(/\/im\/socket\.io/, (ws) => ws.close());
  await seeker.context().route(/\/im\/socket\.io/, (r) => r.abort());
  const polls: number[] = [];
  seeker.on('request', (r) => r.url().endsWith('/im/msg/findToMe') && polls.push(Date.now()));

  await recruiter.goto(`/chat?userId=${seekerAccount.id}`);
  await expect(recruiter.getByTestId('chat')).toBeVisible();
  const cid = await recruiter.getByTestId('chat').getAttribute('data-cid');
  await seeker.goto(`/chat?cid=${cid}`);
  await expect(seeker.getByTestId('chat')).toBeVisible();

  // After 5 failed connection attempts the fallback polls (first after 5 s); sending goes over HTTP.
  await expect.poll(() => polls.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const sent = seeker.waitForRequest((r) => r.url().endsWith('/im/msg/send'));
  await send(seeker, '网络不好，走 HTTP 发的');
  await sent;
  await expect(bubble(recruiter, '网络不好，走 HTTP 发的')).toBeVisible();

  // The reply reaches the seeker by the next poll (every 10 s), once.
  await send(recruiter, '收到，轮询也能看到回复');
  await expect(bubble(seeker, '收到，轮询也能看到回复')).toBeVisible({ timeout: 20_000 });
  await expect(bubble(seeker, '收到，轮询也能看到回复')).toHaveCount(1);
  // The reply came by a poll after the first one (the send waited for the first): polls are 10 s apart.
  expect(polls.length).toBeGreaterThanOrEqual(2);
  expect(polls[1]! - polls[0]!).toBeGreaterThanOrEqual(9_000);
});

test('on /message a conversation slides left to 置顶 / 拉黑 / 删除; a tap on the open row closes it instead of opening the chat', async ({ browser }) => {
  const { seeker: seekerAccount, recruiter: recruiterAccount, jobs } = await pair(1);
  const seeker = await phoneOf(browser, seekerAccount);
  await seeker.goto(`/chat?jobId=${jobs[0]!.id}`);
  await send(seeker, '您好，想了解一下这个职位');
  const recruiter = await phoneOf(browser, recruiterAccount);
  await recruiter.goto('/message');
  const row = recruiter.getByTestId('chat-row').filter({ hasText: '林晓雨' });
  await expect(row).toContainText('您好，想了解一下这个职位');
  const content = row.locator('xpath=ancestor::div[contains(@class, "rm-swipe-row__content")]');
  const pin = recruiter.getByRole('button', { name: '置顶', exact: true });

  const slide = async (from: number, to: number) => {
    const box = (await row.boundingBox())!;
    const y = box.y + box.height / 2;
    await recruiter.mouse.move(box.x + from, y);
    await recruiter.mouse.down();
    for (let i = 1; i <= 6; i++) await recruiter.mouse.move(box.x + from + ((to - from) * i) / 6, y);
    await recruiter.mouse.up();
  };
  // Slid past half of its actions, the row stays open on them; the drag opened nothing.
  await slide(330, 150);
  await expect(content).toHaveAttribute('data-open', 'true');
  await expect(pin).toBeVisible();
  await recruiter.screenshot({ path: 'test-results/screens/message-swipe-open.png' });
  await expect(recruiter).toHaveURL(/\/message$/);
  // A tap on the open row closes it and stays on the list.
  await row.click();
  await expect(content).toHaveAttribute('data-open', 'false');
  await expect(recruiter).toHaveURL(/\/message$/);
  // Open again and pin: the row is pinned (and closed).
  await slide(330, 150);
  await expect(content).toHaveAttribute('data-open', 'true');
  await pin.click();
  await expect(row).toHaveClass(/w-chat-list__row--top/);
  await expect(content).toHaveAttribute('data-open', 'false');
});

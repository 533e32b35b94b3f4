import { expect, test, type Browser, type Page } from '@playwright/test';
import { newJob, newRecruiter, newSeeker, phoneLoggedIn, withResume, type Account } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { openStudio } from './helpers/studio';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** A phone logged in as `account`, its times as the site's users read them (China), whatever zone this machine runs in. */
const phoneOf = (browser: Browser, account: Pick<Account, 'token'>): Promise<Page> => phoneLoggedIn(browser, account, { context: { timezoneId: 'Asia/Shanghai' } });

/**
 * Issue 18: an organiser publishes a fair; a recruiter applies for a booth and
 * the organiser approves it through the admin call; a seeker finds the fair,
 * signs up and sees the ticket; the ticket is checked in by its code at the
 * studio's door screen; the seeker applies to the company's job from the fair page.
 */
test('a fair from booth to door: booth approved, seeker signs up, ticket checked in by code, job applied from the fair page', async ({ browser }) => {
  // The whole fair in one story, with four browser contexts; the first spec of a run meets a cold server.
  test.setTimeout(300_000);
  const suffix = String(Date.now()).slice(-5);
  const title = `E2E 秋季双选会 ${suffix}`;

  // The organiser's fair, tomorrow: it lists ahead of the seeded ones.
  const organiser = await protocolClient(base);
  await organiser.loginOperator();
  const start = new Date(Date.now() + 20 * 3_600_000);
  const { id: eventId } = await organiser.call<{ id: number }>('/api-admin/event/save', {
    kind: 'fair',
    title,
    place: '杭州国际博览中心 3 号馆',
    cityCode: '330100',
    organiser: '才聚杭州人才市场',
    schedule: [{ time: '09:00', title: '入场签到' }],
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
    capacity: 50,
  });
  await organiser.call('/api-admin/event/publish', { id: eventId });

  // A recruiter of the test's own with one open job (a title no other job has), and a seeker with a resume.
  const hrAccount = await newRecruiter();
  const hr = hrAccount.api;
  const job = await newJob(hrAccount);
  const seekerAccount = await newSeeker();
  await withResume(seekerAccount);

  // The recruiter applies for a booth from the fair page, showing that job.
  const recruiter = await phoneOf(browser, hrAccount);
  await recruiter.goto(`${base}/event/${eventId}`);
  await expect(recruiter.getByRole('heading', { name: title })).toBeVisible();
  await recruiter.getByRole('button', { name: '申请展位' }).click();
  const form = recruiter.getByRole('dialog', { name: '申请展位' });
  await expect(form.getByLabel('联系人')).not.toHaveValue('');
  await form.locator('.adm-checkbox', { has: recruiter.locator('.w-event-booth__job-title').getByText(job.title, { exact: true }) }).click();
  await shot(recruiter, 'events-booth-form');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(recruiter.getByRole('button', { name: '展位申请审核中' })).toBeVisible();

  // The organiser approves it through the admin call; the recruiter sees the booth.
  const booths = await organiser.call<{ list: { id: number; status: number }[] }>('/api-admin/event/boothFind', { eventId });
  expect(booths.list).toHaveLength(1);
  await organiser.call('/api-admin/event/boothResolve', { id: booths.list[0]!.id, approve: true, booth: 'A08' });
  await recruiter.goto(`${base}/my/events`);
  const booth = recruiter.getByTestId('booth').filter({ hasText: title });
  await expect(booth).toContainText('已通过');
  await expect(booth).toContainText('展位 A08');
  await shot(recruiter, 'events-my-booths');

  // The spring fair page's 我要报名 opens the real (seeded) fair.
  const seeker = await phoneOf(browser, seekerAccount);
  await seeker.goto(`${base}/public/diy?page=diy-spring`);
  await expect(seeker.getByRole('region', { name: '近期招聘会' }).getByTestId('event-card').first()).toBeVisible();
  await expect(seeker.locator('[data-node-id="spring-hero"] img')).toHaveJSProperty('complete', true);
  await shot(seeker, 'events-diy-spring');
  await seeker.locator('[data-node-type="float-button"]').getByText('我要报名').tap(); // a floating bubble follows touches
  await expect(seeker).toHaveURL(`${base}/event/spring-fair`);
  await expect(seeker.getByRole('heading', { name: /春季/ })).toBeVisible();
  await expect(seeker.getByTestId('event-company')).toHaveCount(6);

  // The seeker finds the new fair in the list, upcoming first, and signs up.
  await seeker.goto(`${base}/event`);
  const card = seeker.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await shot(seeker, 'events-list');
  await card.click();
  await expect(seeker).toHaveURL(`${base}/event/${eventId}`);
  const company = seeker.getByTestId('event-company');
  await expect(company).toHaveCount(1);
  await expect(company).toContainText('展位 A08');
  await expect(company).toContainText(job.title);
  await shot(seeker, 'events-detail');
  await seeker.getByRole('button', { name: '立即报名' }).click();
  await expect(seeker.getByText('报名成功')).toBeVisible();
  // The dialog fades in: the picture waits for it to be fully shown.
  await seeker.waitForFunction(() => {
    const body = [...document.querySelectorAll('.adm-dialog-body')].find((el) => el.textContent?.includes('报名成功'));
    for (let el: Element | null = body ?? null; el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false;
    return Boolean(body);
  });
  await shot(seeker, 'events-signed-up');
  await seeker.getByRole('dialog').getByRole('button', { name: '查看电子票', exact: true }).click();
  await expect(seeker).toHaveURL(`${base}/my/events`);
  const ticket = seeker.getByTestId('ticket').filter({ hasText: title });
  await expect(ticket.getByRole('img', { name: /入场二维码/ })).toBeVisible();
  const code = ((await ticket.getByTestId('ticket-code').textContent()) ?? '').replace(/\s/g, '');
  expect(code).toMatch(/^[2-9A-Z]{8}$/);
  await shot(seeker, 'events-ticket');

  // At the door: the organiser types the code on the studio's check-in screen; a second try says it was used.
  const door = await openStudio(browser, base);
  await door.goto(`${base}/admin/events`);
  await door.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: /管\s?理/ }).click();
  const drawer = door.locator('.ant-drawer');
  await drawer.getByLabel('票码').fill(`${code.slice(0, 4)} ${code.slice(4).toLowerCase()}`);
  await drawer.getByRole('button', { name: /^签\s?到$/ }).click();
  await expect(drawer.getByRole('status')).toContainText('签到成功');
  // The second try as a scanner gun sends it: the code, then Enter.
  await drawer.getByLabel('票码').fill(code);
  await drawer.getByLabel('票码').press('Enter');
  await expect(drawer.getByRole('status')).toContainText('请勿重复签到');
  await shot(door, 'events-studio-checkin');
  await seeker.reload();
  await expect(seeker.getByTestId('ticket').filter({ hasText: title })).toContainText('已签到');

  // The seeker applies to the company's job from the fair page; the application records the fair.
  await seeker.goto(`${base}/event/${eventId}`);
  await seeker.getByRole('button', { name: `投递 ${job.title}` }).click();
  const dialog = seeker.getByRole('dialog', { name: '投递简历' });
  await expect(dialog.getByText(job.title)).toBeVisible();
  const sent = seeker.waitForResponse((r) => r.url().endsWith('/api-user/job/sendResume'));
  await dialog.getByRole('button', { name: '确认投递' }).click();
  const response = await sent;
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ id: job.id, eventId });
  expect((await response.json()).data[0]).toMatchObject({ id: job.id, status: 1 });
  await expect(seeker).toHaveURL(/\/resume\/submit-finished\?id=\d+/);
  const mine = await hr.call<{ list: { applications: number | null }[] }>('/api-user/event/boothFind', { eventId });
  expect(mine.list[0]!.applications).toBe(1);
});

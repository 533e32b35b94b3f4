import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eBase as base, freshMobile, newJob, newRecruiter, newSeeker, phoneLoggedIn, smsCode, withResume, type Account, type Recruiter } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { settled } from './helpers/settle';

// The newest toast: the one before may still be fading out.
const toast = (page: Page) => page.locator('.adm-toast-main').last();

/**
 * Each test applies as a seeker of its own (林晓雨, with an online resume) to jobs of a
 * recruiter of its own (陈嘉怡), so no application, notice or unread count of another spec (or
 * of the demo users) is in the way. The sign-up-form and no-online-application jobs (apply modes 1
 * and 2, which only the seeded data has) are read from the demo recruiter's company.
 */
async function seekerWithResume(): Promise<Account> {
  const seeker = await newSeeker({ name: '林晓雨' });
  await withResume(seeker);
  return seeker;
}

/** Open jobs of the demo recruiter's company with the submit-before type `type` (1 or 2), as the server decides it. */
async function demoJobsOfType(type: 1 | 2, asker: Account): Promise<{ id: number; title: string }[]> {
  const hr = await protocolClient(base);
  await hr.loginUser('13800000002');
  const companyId = (await hr.call<{ company: { id: number } }>('/api-user/user/infoGet', {})).company.id;
  const found: { id: number; title: string }[] = [];
  for (let page = 1; page <= 40 && found.length === 0; page++) {
    const data = await asker.api.call<{ list: { id: number; title: string; company: { id: number } }[]; done: boolean }>('/api-user/job/find', { page, limit: 50 });
    for (const job of data.list.filter((j) => j.company.id === companyId)) {
      const r = await asker.api.call<{ type: number }>('/api-user/job/sendGet', { id: job.id });
      if (r.type === type) found.push(job);
    }
    if (data.done) break;
  }
  return found;
}

/** A second person on another phone, logged in as `account`. */
function secondPhone(browser: Browser, account: Account): Promise<Page> {
  return phoneLoggedIn(browser, account, { context: { deviceScaleFactor: 2 } });
}

/** The test's page, logged in as `account` (the stored login, then the home page). */
async function logIn(page: Page, account: Account) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('authorization-um-mobile')) localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: t, e: Date.now() + 86_400_000 }));
  }, account.token);
}

let recruiter: Recruiter;
/** Two open jobs of the test recruiter (apply mode 0, 投递简历 with a resume). */
let resumeJobs: { id: number; title: string; experience: string }[];
test.beforeAll(async () => {
  recruiter = await newRecruiter({ name: '陈嘉怡' });
  resumeJobs = [];
  for (const experience of ['3-5年', '1-3年'] as const) resumeJobs.push({ ...(await newJob(recruiter, { experience })), experience });
});

test('a visitor applies with the online resume after logging in; the recruiter invites; the seeker sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seeker = await seekerWithResume();
  const job = resumeJobs[0]!;
  // The seeker's way in: the job search page, a keyword, the filter popup, then the job's card.
  await page.goto('/job');
  const box = page.locator('.w-job-search__box input');
  await box.fill(job.title);
  await box.press('Enter');
  await expect(page.locator('.w-job-search__summary')).toContainText(job.title);
  await page.getByRole('button', { name: '筛选' }).click();
  const filters = page.locator('.rm-sheet__body');
  await filters.locator('[data-section="experience"]').getByText(job.experience, { exact: true }).click();
  const filtered = page.waitForResponse((r) => r.url().endsWith('/api-user/job/find') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '确定' }).click();
  expect((await filtered).request().postDataJSON()).toMatchObject({ keyword: job.title, experience: [job.experience] });
  const jobCard = page.locator(`[data-job-id="${job.id}"]`);
  // Further pages load as the list is scrolled (infinite scroll).
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(jobCard).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await jobCard.click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
  const bar = page.getByTestId('job-apply-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: '投递简历' }).click();

  // Not logged in: the login popup (role 0) comes first, then the flow goes on by itself.
  const login = page.locator('.login-popup');
  await expect(login.getByText('登录 / 注册')).toBeVisible();
  await login.getByPlaceholder('手机号或账号').fill(seeker.mobile);
  await login.getByPlaceholder('请输入密码').fill('demo1234');
  const before = page.waitForResponse((r) => r.url().endsWith('/api-user/job/sendGet') && r.request().method() === 'POST');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  expect((await (await before).json()).data.type).toBe(0);

  const dialog = page.getByRole('dialog', { name: '投递简历' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(job.title)).toBeVisible();
  await expect(dialog.locator('.adm-radio-checked')).toContainText('在线简历');
  await dialog.getByLabel('附言').fill('三年相关经验，可随时到岗');
  await expect(toast(page)).toHaveCount(0, { timeout: 4000 });
  await page.screenshot({ path: 'test-results/screens/apply-resume-dialog.png' });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api-user/job/sendResume'));
  await dialog.getByRole('button', { name: '确认投递' }).click();
  const items = (await (await sent).json()).data;
  expect(items[0]).toMatchObject({ id: job.id, status: 1 });

  await expect(page).toHaveURL(/\/resume\/submit-finished\?id=\d+/);
  // The result's own title (the page header says 投递成功 too once its title is set).
  await expect(page.locator('.adm-result-title')).toHaveText('投递成功');
  await expect(page.getByTestId('send-card').first()).toContainText(job.title);
  await page.screenshot({ path: 'test-results/screens/apply-finished.png' });

  await page.getByRole('button', { name: '查看投递记录' }).click();
  await expect(page).toHaveURL(/\/resume\/submit$/);
  const card = page.getByTestId('send-card').filter({ hasText: job.title });
  await expect(card.getByTestId('send-status')).toHaveText('已投递');
  await expect(card).toContainText('附言：三年相关经验，可随时到岗');
  await page.screenshot({ path: 'test-results/screens/apply-my-list.png' });

  // Back on the job: the bar says 已投递 and a second application is not offered.
  await page.goto(`/job/${job.id}`);
  await expect(page.getByTestId('job-apply-bar').getByRole('button', { name: '已投递' })).toBeDisabled();

  // The recruiter, on another phone, finds it under 收到的简历 in the personal centre.
  const hr = await secondPhone(browser, recruiter);
  await hr.goto('/me');
  await hr.getByText('收到的简历').click();
  await expect(hr).toHaveURL(/\/job-received$/);
  const received = hr.getByTestId('send-card').filter({ hasText: job.title }).first();
  await expect(received).toContainText('林晓雨');
  await expect(received.getByTestId('send-status')).toHaveText('已投递');
  await hr.screenshot({ path: 'test-results/screens/apply-received-list.png' });
  await received.click();
  const sheet = hr.getByRole('dialog', { name: '投递详情' });
  // Opening it marks it viewed.
  await expect(sheet.getByTestId('send-status')).toHaveText('被查看');
  await expect(sheet).toContainText('附言：三年相关经验，可随时到岗');
  await sheet.getByLabel('回复求职者（选填）').fill('周三下午两点来公司面试');
  await settled(sheet);
  await hr.screenshot({ path: 'test-results/screens/apply-received-sheet.png' });
  await sheet.getByRole('button', { name: '邀请面试' }).click();
  await expect(toast(hr)).toHaveText('已发送面试邀请');
  await expect(sheet.getByTestId('send-status')).toHaveText('邀请面试');
  await hr.context().close();

  // The seeker sees the new status and a notice.
  await page.goto('/resume/submit');
  const mine = page.getByTestId('send-card').filter({ hasText: job.title });
  await expect(mine.getByTestId('send-status')).toHaveText('邀请面试');
  await expect(mine).toContainText('周三下午两点来公司面试');
  await page.goto('/me');
  await page.getByText('我的通知').click();
  const notice = page.getByTestId('notice').filter({ hasText: '面试邀请' }).first();
  await expect(notice).toContainText(job.title);
  await expect(notice).toContainText('周三下午两点来公司面试');
  await page.screenshot({ path: 'test-results/screens/apply-notices.png' });
  await notice.click();
  await expect(page).toHaveURL(/\/resume\/submit-detail\?id=\d+/);
  await expect(page.getByText('邀请面试').first()).toBeVisible();
  // Invited: the recruiter's number shows in full (contactGet, sent encrypted).
  await expect(page.getByTestId('recruiter-contact')).toContainText(`电话：${recruiter.mobile}`);
  await page.screenshot({ path: 'test-results/screens/apply-detail.png' });
});

test('a signed-in seeker who taps 投递简历 while the reload is still restoring the session is not asked to log in', async ({ page }) => {
  const seeker = await seekerWithResume();
  const job = resumeJobs[1]!;
  await logIn(page, seeker);
  // The restore (infoGet with the stored token) is held until after the tap.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api-user/user/infoGet', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`/job/${job.id}`);
  await page.getByTestId('job-apply-bar').getByRole('button', { name: '投递简历' }).click();
  expect(asked, 'the tap came while the restore was still under way').toBe(true);
  release();
  const dialog = page.getByRole('dialog', { name: '投递简历' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(job.title)).toBeVisible();
  await expect(page.locator('.login-popup')).toHaveCount(0);
});

test('type 1 opens the sign-up form and sends its values; type 2 says it takes no online applications and offers the chat', async ({ page }) => {
  const seeker = await seekerWithResume();
  const unsupported = (await demoJobsOfType(2, seeker))[0]!;
  const formJob = (await demoJobsOfType(1, seeker))[0]!;
  expect(unsupported, 'a seeded job that takes no online applications').toBeDefined();
  expect(formJob, 'a seeded job with a sign-up form').toBeDefined();
  await logIn(page, seeker);

  // Type 2: no 投递简历 that would only answer 暂不支持 (the apply flow still toasts it, see apply.test.ts).
  await page.goto(`/job/${unsupported.id}`);
  const bar = page.getByTestId('job-apply-bar');
  await expect(bar).toContainText('该职位不接受在线投递，请与招聘者沟通');
  await expect(bar.getByRole('button', { name: '投递简历' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/apply-no-online.png' });
  await bar.getByRole('button', { name: '沟通' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat\\?jobId=${unsupported.id}`));

  await page.goto(`/job/${formJob.id}`);
  await page.getByTestId('job-apply-bar').getByRole('button', { name: '投递简历' }).click();
  const form = page.getByRole('dialog', { name: '报名信息' });
  await expect(form.getByLabel('姓名')).toBeVisible();
  await expect(form).toContainText(`报名职位：${formJob.title}`);
  // The design form's own rules run first.
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(toast(page)).toHaveText('请输入姓名');
  await form.getByLabel('姓名').fill('林晓雨');
  await form.getByLabel('手机号').fill(seeker.mobile);
  await form.getByRole('button', { name: '学历' }).click();
  const picker = page.locator('.rm-popup-layer[data-popup="picker"]');
  await picker.getByText('确定', { exact: true }).click();
  await form.getByRole('button', { name: '期望到岗日期' }).click();
  await page.locator('.rm-popup-layer[data-popup="date-picker"]').getByText('确定', { exact: true }).click();
  await expect(toast(page)).toHaveCount(0, { timeout: 4000 });
  // The error scrolled the sheet to its first field; back to the top for the picture.
  await form.evaluate((el) => el.closest('.adm-popup-body')?.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/apply-signup-form.png' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api-user/job/sendResume'));
  await form.getByRole('button', { name: '提交报名' }).click();
  const body = JSON.parse((await sent).postData() ?? '{}');
  expect(body).toMatchObject({ id: formJob.id, form: { name: '林晓雨', mobile: seeker.mobile } });
  await expect(page).toHaveURL(/\/resume\/submit-finished\?id=\d+/);
  await page.getByTestId('send-card').first().click();
  await expect(page).toHaveURL(/\/resume\/submit-detail\?id=\d+/);
  await expect(page.getByText('报名表')).toBeVisible();
  // Not invited yet: the recruiter's number stays masked.
  const contact = page.getByTestId('recruiter-contact');
  await expect(contact).toContainText('电话：138****0002');
  await expect(contact).toContainText('投递该职位并获得面试邀请或通过后，可查看完整联系方式');
  await expect(page.locator('.w-send__form')).toContainText('林晓雨');

  // A second sign-up for the same job is refused with the server's item message (spec §5).
  await page.goto(`/job/${formJob.id}`);
  await expect(page.getByTestId('job-apply-bar').getByRole('button', { name: '已投递' })).toBeDisabled();
});

test('the seeker applies from /resume/submit?jobId=, urges once and cancels; the recruiter is told', async ({ page, browser }) => {
  const seeker = await seekerWithResume();
  const job = resumeJobs[1]!;
  await logIn(page, seeker);
  // /resume/submit?jobId= offers the same choice as a page (spec §2 submission pages).
  await page.goto(`/resume/submit?jobId=${job.id}`);
  await expect(page.getByText(`投递职位：${job.title}`)).toBeVisible();
  await page.getByLabel('附言').fill('周末也可以面试');
  await page.getByRole('button', { name: '确认投递' }).click();
  await expect(page).toHaveURL(/submit-finished/);
  await page.goto('/resume/submit');
  const card = page.getByTestId('send-card').filter({ hasText: job.title });
  await card.getByRole('button', { name: '催一催' }).click();
  await expect(toast(page)).toHaveText('已提醒招聘者尽快查看');
  await expect(card.getByRole('button', { name: '催一催' })).toHaveCount(0);
  await card.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page)).toHaveText('已撤回');
  await expect(card.getByTestId('send-status')).toHaveText('已撤回');

  const hr = await secondPhone(browser, recruiter);
  await hr.goto('/my/notices');
  await expect(hr.getByTestId('notice').filter({ hasText: '投递已撤回' }).first()).toContainText(job.title);
  await expect(hr.getByTestId('notice').filter({ hasText: '求职者催你查看简历' }).first()).toContainText(job.title);
  await hr.context().close();
});

test('a new seeker without a resume is told to create one first (13009); the dialog stays open', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  const code = await smsCode(mobile);
  await page.getByPlaceholder('6 位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/register/);

  const job = resumeJobs[0]!;
  await page.goto(`/job/${job.id}`);
  await page.getByTestId('job-apply-bar').getByRole('button', { name: '投递简历' }).click();
  const dialog = page.getByRole('dialog', { name: '投递简历' });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api-user/job/sendResume'));
  await dialog.getByRole('button', { name: '确认投递' }).click();
  expect((await (await sent).json()).code).toBe(13009);
  // The catalogue's 13009: a toast with the message, no error modal; the dialog stays open.
  await expect(toast(page)).toHaveText('请先创建简历，再投递职位');
  await expect(page.getByText('温馨提示')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
});

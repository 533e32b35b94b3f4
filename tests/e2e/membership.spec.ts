import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, newJob, newRecruiter } from './helpers/accounts';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** A browser context of its own (a phone), logged in with the password. */
async function phoneOf(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByPlaceholder('手机号或账号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * Issue 13 part 1: naming an existing company at registration only asks to
 * join. The second recruiter sees 待审核 and has no access; the owner finds the
 * request under 我的 → 企业成员 and approves it; the second recruiter then
 * switches to recruiter and manages the company's jobs.
 */
test('a recruiter asks to join a company, the owner approves, the new member manages its jobs', async ({ browser }) => {
  const stamp = String(Date.now()).slice(-6);
  const company = `青禾数据${stamp}有限公司`;
  const jobTitle = `数据分析师${stamp}`;

  // ------------------------------------------------------------ the owner: a company with one job
  const ownerAccount = await newRecruiter({ company, position: '人事总监' });
  const { mobile: ownerMobile } = ownerAccount;
  await newJob(ownerAccount, { title: jobTitle, description: '负责业务数据分析与指标体系建设，输出分析报告。' });

  // ------------------------------------------------------------ the second recruiter names that company
  const { mobile: joinerMobile } = await newAccount();
  const joiner = await phoneOf(browser, joinerMobile);
  await joiner.goto(base + '/register?role=1');
  await joiner.getByLabel('姓名').fill('梁安');
  await joiner.getByLabel('职位').fill('招聘专员');
  await joiner.getByLabel('公司全称').fill(company);
  await joiner.getByRole('button', { name: '完成注册' }).click();
  const ask = joiner.getByRole('dialog');
  await expect(ask).toContainText('该企业已注册');
  await expect(ask).toContainText(company);
  await shot(joiner, 'membership-join-dialog');
  await ask.getByRole('button', { name: '申请加入' }).click();
  await expect(joiner).toHaveURL(/\/my\/company-members$/);
  const myRequest = joiner.getByTestId('my-join-request');
  await expect(myRequest).toContainText(company);
  await expect(myRequest).toContainText('待审核');
  await expect(joiner.getByRole('button', { name: '撤回' })).toBeVisible();
  await shot(joiner, 'membership-request');
  // No access before approval: the job list of the company stays closed.
  await joiner.goto(base + '/job/manage');
  await expect(joiner.getByText(jobTitle)).toHaveCount(0);

  // ------------------------------------------------------------ the owner approves under 我的
  const ownerPage = await phoneOf(browser, ownerMobile);
  await ownerPage.goto(base + '/me');
  await ownerPage.getByText('企业成员', { exact: true }).click();
  await expect(ownerPage).toHaveURL(/\/my\/company-members$/);
  const request = ownerPage.getByTestId('join-request');
  await expect(request).toContainText('梁安');
  await expect(request).toContainText('招聘专员');
  await expect(ownerPage.getByTestId('company-member')).toHaveCount(1);
  await shot(ownerPage, 'membership-owner');
  await request.getByRole('button', { name: '通过' }).click();
  await expect(ownerPage.getByText('已通过', { exact: true })).toBeVisible();
  await expect(ownerPage.getByTestId('join-request')).toHaveCount(0);
  await expect(ownerPage.getByTestId('company-member')).toHaveCount(2);
  await expect(ownerPage.getByTestId('company-member').nth(1)).toContainText('梁安');
  await shot(ownerPage, 'membership-owner-approved');

  // ------------------------------------------------------------ the new member switches and sees the company's jobs
  await joiner.goto(base + '/my/company-members');
  await expect(joiner.getByTestId('my-join-request')).toContainText('已通过');
  await joiner.getByRole('button', { name: '切换为招聘者' }).click();
  await expect(joiner.getByText('已切换为招聘者')).toBeVisible();
  await expect(joiner.getByTestId('company-member')).toHaveCount(2);
  await shot(joiner, 'membership-member');
  await joiner.goto(base + '/job/manage');
  await expect(joiner.getByTestId('managed-job').filter({ hasText: jobTitle })).toBeVisible();
});

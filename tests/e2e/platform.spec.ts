import { expect, test, type Page } from '@playwright/test';
import { fakeAiAnswer } from './fakes';
import { e2eBase as base, newAccount, newRecruiter, phoneLoggedIn } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

test('the career test: one question at a time to the result, a suggested position opens the job search, the result is kept, 重新测评 starts over', async ({ browser }) => {
  const page = await phoneLoggedIn(browser, await newAccount());
  await page.goto(base + '/my/test');
  const test = page.getByTestId('career-test');
  await expect(test.getByText('第 1 / 8 题')).toBeVisible();
  const next = test.getByRole('button', { name: '下一题' });
  await expect(next).toBeDisabled();
  await test.getByRole('radio').first().click();
  await expect(test.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'career-test-question');
  await next.click();
  await expect(test.getByText('第 2 / 8 题')).toBeVisible();
  // Back keeps the answer given.
  await test.getByRole('button', { name: '上一题' }).click();
  await expect(test.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await next.click();
  for (let i = 2; i <= 8; i++) {
    await expect(test.getByText(`第 ${i} / 8 题`)).toBeVisible();
    await test.getByRole('radio').first().click();
    await test.getByRole('button', { name: i === 8 ? '提交' : '下一题' }).click();
  }
  const result = page.getByTestId('career-test-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { level: 2 })).toContainText(/型/);
  await expect(result.getByLabel(/霍兰德代码 [RIASEC]{3}/)).toBeVisible();
  await shot(page, 'career-test-result');

  const job = result.getByRole('button', { name: /^搜索职位 / }).first();
  const keyword = ((await job.getAttribute('aria-label')) ?? '').replace('搜索职位 ', '');
  await job.click();
  await expect(page).toHaveURL(`${base}/job?keyword=${encodeURIComponent(keyword)}`);

  // Coming back, the kept result is shown; 重新测评 asks from the first question again.
  await page.goto(base + '/my/test');
  await expect(page.getByTestId('career-test-result')).toBeVisible();
  await page.getByRole('button', { name: '重新测评' }).click();
  await expect(test.getByText('第 1 / 8 题')).toBeVisible();
  await expect(test.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.context().close();
});

test('the emphasis add popup offers hot tags and tags of the seeker’s position on the resume editor', async ({ browser }) => {
  // The demo seeker's resume is only read: the popup is cancelled.
  const demo = await protocolClient(base);
  const page = await phoneLoggedIn(browser, { token: await demo.loginUser('13800000001') });
  await page.goto(base + '/resume/resume');
  await page.getByTestId('section-skill').getByRole('button', { name: '# 标签' }).click();
  const popup = page.getByTestId('emphasis-add');
  await expect(popup.getByRole('region', { name: '热门标签' })).toBeVisible();
  await popup.getByRole('region', { name: '热门标签' }).getByRole('button').filter({ hasNot: page.locator(':disabled') }).first().click();
  await expect(popup.getByLabel('已选标签').getByRole('button')).toHaveCount(1);
  await shot(page, 'emphasis-add');
  await popup.getByRole('button', { name: '取消' }).click();
  await expect(popup).toBeHidden();
  await page.context().close();
});

test('the job description is retouched by AI in the recruiter’s job editor: it streams in and 采用 puts it in the form', async ({ browser }) => {
  // A recruiter of its own: the editor keeps what is typed as the recruiter's draft, which another spec's new job must not find.
  const recruiter = await newRecruiter();
  const page = await phoneLoggedIn(browser, recruiter);
  await page.goto(base + '/job/edit');
  const area = page.getByRole('textbox', { name: '职位描述' });
  await expect(area).toBeVisible();
  await area.fill('负责后端开发');
  await page.getByRole('button', { name: '✨ AI 润色' }).click();
  const popup = page.getByTestId('ai-retouch');
  await popup.getByRole('button', { name: '更正式', exact: true }).click();
  const answer = popup.getByTestId('ai-answer');
  await expect(answer).toHaveText(fakeAiAnswer('负责后端开发'));
  await expect(popup.getByLabel('生成中')).toHaveCount(0);
  await shot(page, 'ai-retouch-job');
  await popup.getByRole('button', { name: '采用' }).click();
  await expect(popup).toBeHidden();
  await expect(area).toHaveValue(fakeAiAnswer('负责后端开发'));
  await page.context().close();
});

import { expect, test, type Page } from '@playwright/test';
import { fakeAiAnswer } from './fakes';

async function passwordLogin(page: Page, account: string) {
  await page.goto('/login');
  await page.getByPlaceholder('手机号或账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization-um-mobile'))).toBeTruthy();
}

test('the self-introduction is retouched by AI: the answer streams in and 采用 puts it in the form', async ({ page }) => {
  // The demo seeker's resume is only read: the form is closed without saving.
  await passwordLogin(page, '13800000001');
  await page.goto('/resume/resume');
  await page.getByTestId('section-intro').getByText(/编辑|\+ 添加/).click();
  const form = page.getByTestId('resume-form');
  const area = form.getByRole('textbox', { name: '自我介绍' });
  await expect(area).toBeVisible();
  await area.fill('我会写代码');
  await form.getByRole('button', { name: '✨ AI 润色' }).click();

  const popup = page.getByTestId('ai-retouch');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '润色', exact: true }).click();
  const answer = popup.getByTestId('ai-answer');
  const full = fakeAiAnswer('我会写代码');
  // Part of the answer is shown while the rest is still coming.
  await expect(answer).toContainText('【AI】');
  expect((await answer.textContent())!.length).toBeLessThan(full.length);
  await expect(popup.getByLabel('生成中')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/ai-retouch-streaming.png' });
  await expect(answer).toHaveText(full);
  await expect(popup.getByLabel('生成中')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/ai-retouch-done.png' });

  await popup.getByRole('button', { name: '采用' }).click();
  await expect(popup).toBeHidden();
  await expect(area).toHaveValue(full);
  await page.screenshot({ path: 'test-results/screens/ai-retouch-accepted.png' });
});

import { expect, test, type Page } from '@playwright/test';
import { newJob, newRecruiter, newSeeker, phoneLoggedIn } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { settled } from './helpers/settle';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
// The newest toast: the one before may still be fading out.
const toast = (page: Page) => page.locator('.adm-toast-main').last();
const fieldError = (page: Page, field: string) => page.locator(`[data-field="${field}"] [role="alert"]`);

/** Confirms the open picker of a popup (the wheels stay where they are: the first option). */
async function confirmPopup(page: Page, key: 'picker' | 'tree-picker') {
  const layer = page.locator(`.rm-popup-layer[data-popup="${key}"]`);
  await expect(layer.locator('.adm-picker')).toBeVisible();
  await settled(layer.locator('.adm-picker'));
  await layer.getByText('确定', { exact: true }).click();
  await expect(layer).toHaveAttribute('data-visible', 'false');
}

/** Steps the open 'picker' wheel to `text` with its screen-reader buttons, then confirms. */
async function pickOnWheel(page: Page, text: string) {
  const layer = page.locator('.rm-popup-layer[data-popup="picker"]');
  const current = layer.locator('.adm-picker-view-column-accessible-current').first();
  await expect(current).toHaveAttribute('aria-label', /当前选择的是/);
  for (let i = 0; i < 20 && !(await current.getAttribute('aria-label'))?.endsWith(`：${text}`); i++) {
    const before = await current.getAttribute('aria-label');
    await layer.locator('[aria-label^="选择下一项"]').first().dispatchEvent('click');
    await expect(current).not.toHaveAttribute('aria-label', before ?? '');
  }
  await expect(current).toHaveAttribute('aria-label', `当前选择的是：${text}`);
  await layer.getByText('确定', { exact: true }).click();
  await expect(layer).toHaveAttribute('data-visible', 'false');
}

const title = `E2E测试工程师${String(Date.now()).slice(-5)}`;

/**
 * Issue 6 items 4 and 7: a recruiter posts a job through the editor (the
 * rules refuse bad fields first), finds it in the job list, closes, reopens
 * and refreshes it; a seeker favorites it and its company, files the job into
 * a new group and sees it on /my/favorites; the recruiter then sees the
 * seeker under "who favorited me".
 */
test('recruiter job management, favorites and groups, who favorited me', async ({ browser }) => {
  // Three phones, each opened and logged in, and a long walk: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  // ---------------------------------------------------------------- the recruiter posts a job
  // A recruiter and a seeker of the test's own: the job list, the favorites and who favorited
  // are theirs alone. The recruiter has one job already, so the list is not empty.
  const recruiter = await newRecruiter();
  await newJob(recruiter);
  const seekerAccount = await newSeeker({ name: '林晓雨' });
  const hr = await phoneLoggedIn(browser, recruiter);
  await hr.goto(base + '/me');
  await hr.getByText('职位管理', { exact: true }).click();
  await expect(hr).toHaveURL(base + '/job/manage');
  await expect(hr.getByTestId('managed-job').first()).toBeVisible();
  await hr.getByRole('button', { name: '发布职位' }).click();
  await expect(hr).toHaveURL(base + '/job/edit');
  // The page that creates a job was titled 编辑职位: it says 发布职位 in its header and tab.
  await expect(hr.getByTestId('page-header')).toContainText('发布职位');
  await expect(hr).toHaveTitle(/^发布职位 - /);

  // An empty submit: every required field says what it needs, and nothing is sent.
  let sent = 0;
  hr.on('request', (r) => void (r.url().endsWith('/api-user/job/saveMany') && sent++));
  await hr.getByRole('button', { name: '发布职位' }).click();
  await expect(fieldError(hr, 'title')).toHaveText('请输入职位名称');
  await expect(fieldError(hr, 'positionId')).toHaveText('请选择职位类别');
  await expect(fieldError(hr, 'salary')).toHaveText('请输入薪资');
  await expect(fieldError(hr, 'area')).toHaveText('请选择工作地区');
  await expect(fieldError(hr, 'description')).toHaveText('请输入职位描述');

  // Bad values: a pure-digit title, a minimum above the maximum, a pure-digit description.
  await hr.getByLabel('职位名称').fill('123456');
  await hr.getByRole('spinbutton', { name: '最低薪资' }).fill('30000');
  await hr.getByRole('spinbutton', { name: '最高薪资' }).fill('20000');
  await hr.getByLabel('职位描述').fill('12345678901234');
  await hr.getByRole('button', { name: '发布职位' }).click();
  await expect(fieldError(hr, 'title')).toHaveText('名称不能为纯数字');
  await expect(fieldError(hr, 'salary')).toHaveText('最低薪资不能高于最高薪资');
  await expect(fieldError(hr, 'description')).toHaveText('内容不能为纯数字');
  // The toast names the topmost problem.
  await expect(toast(hr)).toHaveText('名称不能为纯数字');
  await expect(toast(hr)).toBeHidden();
  await hr.evaluate(() => window.scrollTo(0, 0));
  await shot(hr, 'job-edit-errors');
  expect(sent).toBe(0);

  // Now right.
  await hr.getByLabel('职位名称').fill(title);
  await hr.locator('[data-field="positionId"] button').click();
  await confirmPopup(hr, 'tree-picker');
  await expect(hr.locator('[data-field="positionId"]')).toContainText('Java开发工程师');
  await hr.locator('[data-field="industryId"] button').click();
  await confirmPopup(hr, 'tree-picker');
  await hr.getByRole('spinbutton', { name: '最低薪资' }).fill('15000');
  await hr.getByRole('spinbutton', { name: '最高薪资' }).fill('25000');
  await hr.locator('[data-field="experience"] button').click();
  await pickOnWheel(hr, '3-5年');
  await hr.locator('[data-field="degree"] button').click();
  await pickOnWheel(hr, '本科');
  await hr.locator('[data-field="area"] button').click();
  const area = hr.locator('.rm-popup-layer[data-popup="address-area-select"]');
  await area.getByText('浙江省', { exact: true }).click();
  await area.getByText('杭州市', { exact: true }).click();
  await area.getByText('西湖区', { exact: true }).click();
  await area.getByText('确定', { exact: true }).click();
  await expect(hr.locator('[data-field="area"]')).toContainText('浙江省 杭州市 西湖区');
  await hr.getByLabel('详细地址').fill('文三路 90 号东部软件园 3 号楼');
  await expect(hr.locator('[data-field="location"]')).toContainText('（');
  await hr.getByRole('button', { name: '双休', exact: true }).click();
  await hr.getByRole('button', { name: '五险一金', exact: true }).click();
  await hr.getByLabel('职位描述').fill('负责电商交易系统的设计与开发，参与核心链路的性能优化。');
  const saved = hr.waitForResponse((r) => r.url().endsWith('/api-user/job/saveMany'));
  await hr.getByRole('button', { name: '发布职位' }).click();
  const savedBody = (await (await saved).json()) as { code: number; data: { list: { id: number }[] } };
  expect(savedBody.code).toBe(200);
  const jobId = savedBody.data.list[0]!.id;

  // It leads the list; close (after the confirmation), reopen, refresh.
  await expect(hr).toHaveURL(base + '/job/manage');
  const card = hr.locator(`[data-testid="managed-job"][data-job-id="${jobId}"]`);
  await expect(card).toContainText(title);
  await expect(card).toContainText('招聘中');
  await expect(card).toContainText('15-25K');

  // Edit: the editor opens with the job's values; a changed title is saved.
  await card.getByRole('button', { name: '编辑' }).click();
  await expect(hr).toHaveURL(`${base}/job/edit?id=${jobId}`);
  await expect(hr.getByLabel('职位名称')).toHaveValue(title);
  await expect(hr.getByTestId('page-header')).toContainText('编辑职位');
  await expect(hr).toHaveTitle(/^编辑职位 - /);
  await shot(hr, 'job-edit-existing');
  await expect(hr.locator('[data-field="area"]')).toContainText('浙江省 杭州市 西湖区');
  await expect(hr.getByRole('button', { name: '双休', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await hr.getByLabel('职位名称').fill(`高级${title}`);
  await hr.getByRole('button', { name: '保存修改' }).click();
  await expect(toast(hr)).toHaveText('保存成功');
  await expect(hr).toHaveURL(base + '/job/manage');
  await expect(card).toContainText(`高级${title}`);

  await card.getByRole('button', { name: '关闭' }).click();
  await hr.locator('.adm-dialog').getByRole('button', { name: '关闭' }).click();
  // A closed job moves under 已关闭 (open jobs come first); reopened, it is back under 招聘中.
  await expect(toast(hr)).toHaveText('职位已关闭');
  await hr.getByRole('tab', { name: /^已关闭/ }).click();
  await expect(card).toContainText('已关闭');
  await card.getByRole('button', { name: '重新开放' }).click();
  await expect(toast(hr)).toHaveText('职位已重新开放');
  await expect(card).toHaveCount(0);
  await hr.getByRole('tab', { name: /^招聘中/ }).click();
  await expect(card).toContainText('招聘中');
  await card.getByRole('button', { name: '刷新' }).click();
  await expect(toast(hr)).toHaveText('刷新成功，职位已排到前面');
  await expect(card).toContainText('刚刚刷新');
  await expect(toast(hr)).toBeHidden();
  await shot(hr, 'job-manage');

  // ---------------------------------------------------------------- a seeker favorites the job and the company
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await visitor.goto(`${base}/job/${jobId}`);
  await visitor.getByTestId('favorite-button').click();
  // The login popup's code loads on this first use in a fresh context: slow on a busy machine.
  await expect(visitor.locator('.login-popup').getByText('登录 / 注册')).toBeVisible({ timeout: 20_000 });
  await visitor.context().close();

  const seeker = await phoneLoggedIn(browser, seekerAccount);
  await seeker.goto(`${base}/job/${jobId}`);
  const star = seeker.getByTestId('favorite-button');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(toast(seeker)).toHaveText('收藏成功');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toContainText('已收藏');
  await expect(toast(seeker)).toBeHidden();
  await shot(seeker, 'job-detail-favorited');

  // The job's company, as its public detail names it.
  const { company: jobCompany } = await (await protocolClient(base)).call<{ company: { id: number } }>('/api-user/job/get', { id: jobId });
  const company = jobCompany.id;
  await seeker.goto(`${base}/company/${company}`);
  await seeker.getByTestId('favorite-button').click();
  await expect(toast(seeker)).toHaveText('收藏成功');

  // Taking a favorite back and giving it again.
  await seeker.getByTestId('favorite-button').click();
  await expect(toast(seeker)).toHaveText('已取消收藏');
  await expect(seeker.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
  await seeker.getByTestId('favorite-button').click();
  await expect(toast(seeker)).toHaveText('收藏成功');

  // ---------------------------------------------------------------- /my/favorites: file the job into a new group
  await seeker.goto(base + '/me');
  await seeker.getByText('我的收藏', { exact: true }).click();
  await expect(seeker).toHaveURL(base + '/my/favorites');
  const item = seeker.getByTestId('favorite-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: '更多操作' }).click();
  await seeker.getByText('移动到分组', { exact: true }).click();
  await pickOnWheel(seeker, '＋ 新建分组');
  const dialog = seeker.locator('.rm-popup-layer[data-popup="input-dialog"]');
  await dialog.locator('input').fill('重点关注');
  await dialog.getByText('确定', { exact: true }).click();
  await expect(toast(seeker)).toHaveText('已移动到「重点关注」');
  const chip = seeker.getByTestId('group-chip').filter({ hasText: '重点关注' });
  await expect(chip).toHaveText('重点关注 1');
  await chip.click();
  await expect(seeker.getByTestId('favorite-item')).toHaveCount(1);
  await expect(seeker.getByTestId('favorite-item')).toContainText(title);
  await expect(seeker.getByTestId('favorite-item')).toContainText('重点关注');
  await seeker.getByRole('button', { name: /^未分组/ }).click();
  await expect(seeker.getByTestId('favorite-item').filter({ hasText: title })).toHaveCount(0);
  await seeker.getByRole('tab', { name: '公司' }).click();
  await expect(seeker.getByTestId('favorite-item')).toHaveCount(1);
  await seeker.getByRole('tab', { name: '职位' }).click();
  await seeker.getByTestId('group-chip').filter({ hasText: '重点关注' }).click();
  await expect(seeker.getByTestId('favorite-item')).toHaveCount(1);
  await expect(toast(seeker)).toBeHidden();
  await shot(seeker, 'my-favorites');

  // Rename the group, then delete it: its favorite stays, ungrouped.
  await seeker.getByRole('button', { name: '管理分组' }).click();
  await seeker.getByText('重命名', { exact: true }).click();
  await dialog.locator('input').fill('重点岗位');
  await dialog.getByText('确定', { exact: true }).click();
  await expect(seeker.getByTestId('group-chip').filter({ hasText: '重点岗位' })).toHaveText('重点岗位 1');
  await seeker.getByRole('button', { name: '管理分组' }).click();
  await seeker.getByText('删除分组', { exact: true }).click();
  await seeker.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(toast(seeker)).toHaveText('分组已删除');
  await expect(seeker.getByTestId('group-chip')).toHaveCount(0);
  await expect(seeker.getByRole('button', { name: /^未分组/ })).toHaveText('未分组 1');
  await expect(seeker.getByTestId('favorite-item').filter({ hasText: title })).toBeVisible();

  // ---------------------------------------------------------------- the recruiter sees who favorited
  await hr.goto(base + '/me');
  await hr.getByText('谁收藏了我', { exact: true }).click();
  await expect(hr).toHaveURL(base + '/my/favorites-me');
  const fans = hr.getByTestId('favorites-me-item').filter({ hasText: '林晓雨' });
  await expect(fans.filter({ hasText: `收藏了职位「高级${title}」` })).toHaveCount(1);
  await expect(fans.filter({ hasText: '收藏了你的公司' }).first()).toBeVisible();
  await shot(hr, 'favorites-me');
});

import { expect, test, type Page } from '@playwright/test';
import { protocolClient } from './helpers/protocol';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

// The newest toast: the one before may still be fading out.
const toast = (page: Page) => page.locator('.adm-toast-main').last();

/**
 * Picks an option on an open antd-mobile picker wheel and confirms. The wheel
 * is dragged by touch; its screen-reader buttons (选择下一项) step it instead.
 */
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

async function confirmDate(page: Page) {
  const layer = page.locator('.rm-popup-layer[data-popup="date-picker"]');
  await expect(layer.locator('.adm-picker')).toBeVisible();
  await layer.getByText('确定', { exact: true }).click();
  await expect(layer).toHaveAttribute('data-visible', 'false');
}

/**
 * Issue 3 item 12: /public/form draws a generic form from its design page;
 * the first error is a toast, and a valid submit hands the values back to
 * whoever opened the form (sessionStorage and back, or the 'form' popup).
 */
test('the sign-up form refuses an empty submit, then returns the values and goes back', async ({ page }) => {
  await page.goto(base + '/');
  await expect(page.locator('[data-node-type="search-bar"]')).toBeVisible();
  await page.goto(base + '/public/form');
  await expect(page.locator('[data-node-type="form-submit"]')).toBeVisible();
  await expect(page.getByLabel('姓名')).toBeVisible();
  // Opened as a page, the form has its header: the page's title and a way back.
  await expect(page.locator('.design-form__nav')).toContainText('填写信息');
  await page.screenshot({ path: 'test-results/screens/public-form.png' });

  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(toast(page)).toHaveText('请输入姓名');
  await expect(page.locator('[data-field="name"] [role="alert"]')).toHaveText('请输入姓名');
  await expect(page.locator('[data-field="mobile"] [role="alert"]')).toHaveText('请输入手机号');
  await page.screenshot({ path: 'test-results/screens/public-form-errors.png' });

  await page.getByLabel('姓名').fill('12345');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(toast(page).filter({ hasText: '名称不能为纯数字' })).toBeVisible();

  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByRole('button', { name: '学历' }).click();
  await pickOnWheel(page, '本科');
  await expect(page.getByRole('button', { name: '学历' })).toHaveText('本科');
  await page.getByRole('button', { name: '期望到岗日期' }).click();
  await confirmDate(page);
  await expect(page.getByRole('button', { name: '期望到岗日期' })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('自我介绍').fill('三年客服经验，熟悉办公软件。');
  await page.screenshot({ path: 'test-results/screens/public-form-filled.png' });
  const arrival = await page.getByRole('button', { name: '期望到岗日期' }).textContent();

  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page).toHaveURL(base + '/');
  const stored = await page.evaluate(() => sessionStorage.getItem('form-result:public-form'));
  expect(JSON.parse(stored ?? 'null')).toEqual({ name: '王小明', mobile: '13800138000', education: '本科', arrivalDate: arrival, intro: '三年客服经验，熟悉办公软件。' });
});

test('the form group returns its values grouped, and ?back= says where to go', async ({ page }) => {
  // The header's back arrow leaves for ?back= too, keeping nothing.
  await page.goto(base + '/public/form-group?back=/job');
  await page.locator('.design-form__nav .adm-nav-bar-back').click();
  await expect(page).toHaveURL(`${base}/job`);
  expect(await page.evaluate(() => sessionStorage.getItem('form-result:public-form-group'))).toBeNull();
  await page.goto(base + '/public/form-group?back=/job');
  await expect(page.getByText('求职意向')).toBeVisible();
  await page.getByLabel('姓名').fill('李雷');
  await page.getByLabel('手机号').fill('13900139000');
  await page.getByRole('button', { name: '学历' }).click();
  await pickOnWheel(page, '大专');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page)).toHaveText('请输入期望职位');
  await page.getByLabel('期望职位').fill('仓库管理');
  await page.getByRole('button', { name: '工作性质' }).click();
  await pickOnWheel(page, '全职');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(base + '/job');
  const stored = await page.evaluate(() => sessionStorage.getItem('form-result:public-form-group'));
  expect(JSON.parse(stored ?? 'null')).toEqual({
    basic: { name: '李雷', mobile: '13900139000', gender: '', education: '大专' },
    intent: { position: '仓库管理', jobType: '全职', salary: '', arrivalDate: '', attachment: '' },
  });
});

test("a link on another page opens the 'form' popup and gets the values back", async ({ page }) => {
  const admin = await protocolClient(base);
  await admin.loginOperator();
  const body = {
    schemaVersion: 2,
    meta: { title: '报名活动' },
    nodes: [
      { id: 'intro', type: 'title-bar', props: { title: '春季招聘会报名' } },
      {
        id: 'signup',
        type: 'float-button',
        props: { text: '报名' },
        link: { type: 'popup', path: 'form', params: { page: 'public-form', title: '报名表' }, resLink: { type: 'toast', data: { text: '已收到 {{res.name}} 的报名' } } },
      },
    ],
  };
  const { revisionId } = await admin.call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: 'diy-form-demo', body, note: 'e2e: 表单弹窗' });
  await admin.call('/api-admin/app/design/page/publish', { page: 'diy-form-demo', revisionId });

  await page.goto(base + '/public/diy?page=diy-form-demo');
  await page.locator('[data-node-type="float-button"]').getByText('报名').tap(); // a floating bubble follows touches, not mouse clicks
  const popup = page.locator('.rm-popup-layer[data-popup="form"]');
  await expect(popup.getByRole('dialog', { name: '报名表' })).toBeVisible();
  await popup.getByLabel('姓名').fill('韩梅梅');
  await popup.getByLabel('手机号').fill('13700137000');
  await popup.getByRole('button', { name: '学历' }).click();
  await pickOnWheel(page, '硕士');
  await popup.getByRole('button', { name: '期望到岗日期' }).click();
  await confirmDate(page);
  await popup.getByRole('button', { name: '提交报名' }).click();
  await expect(toast(page)).toHaveText('已收到 韩梅梅 的报名');
  await expect(popup).toHaveAttribute('data-visible', 'false');
  await expect(page).toHaveURL(base + '/public/diy?page=diy-form-demo');
});

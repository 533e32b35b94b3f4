import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { protocolClient } from './helpers/protocol';

// The studio, the canvas iframe and three phone contexts share two cores with other work: waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const SPRING_IMAGE = '/static/design/diy-spring-hero.svg';

/** Logs the operator in through the studio's login screen and opens a page in the editor (with `clock`, on a clock the test can move). */
async function openEditor(browser: Browser, pageKey: string, opts: { clock?: boolean } = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport: DESK });
  const page = await ctx.newPage();
  if (opts.clock) await page.clock.install();
  await page.goto(`${base}/admin/pages/${pageKey}`);
  await page.getByPlaceholder('运营账号').fill('admin');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${pageKey}$`));
  await expect(canvas(page).locator('[data-node-id]').first()).toBeVisible({ timeout: 30_000 });
  return page;
}

const canvas = (page: Page) => page.frameLocator('iframe[title="页面画布"]');
const outlineRows = (page: Page) => page.getByRole('tree', { name: '页面大纲' }).getByRole('treeitem');
const outlineNames = (page: Page) => outlineRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-node-id') ?? ''));
const toolbar = (page: Page) => page.getByRole('banner', { name: '编辑器工具栏' });
const status = (page: Page) => page.getByTestId('save-status');

/** A pointer drag as a person does it: press, move past dnd-kit's 5 px threshold, glide to the target, release. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }, waitFor?: Locator) {
  // The palette scrolls: a widget far down its list is brought into view first, as a person would.
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 16 });
  if (waitFor) await expect(waitFor).toBeVisible();
  await page.mouse.up();
}

async function pick(page: Page, combobox: Locator, option: string, type?: string) {
  await combobox.click();
  if (type) await combobox.fill(type);
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

/**
 * Issue 14 item 3, the whole loop in the studio: drag a banner onto the real
 * home page, edit it in the generated form (a wrong colour is refused beside
 * the field), reorder, link it to a /public/diy page, undo and redo, save,
 * preview on a phone while users still see the published page, publish, and
 * users get it at their next navigation.
 */
test('an operator builds a banner on home in the editor, previews it on a phone, and publishes it to users', async ({ browser }) => {
  // The whole loop in one story, in a real browser on a shared two-core machine.
  test.setTimeout(540_000);
  const api = await protocolClient(base);
  await api.loginOperator();
  const before = await api.call<{ list: { page: string; publishedRevisionId: number | null }[] }>('/api-admin/app/design/page/find');
  const originalRevision = before.list.find((p) => p.page === 'home')?.publishedRevisionId ?? null;

  const user = await browser.newContext({ viewport: PHONE });
  const userPage = await user.newPage();
  // The user's clock starts two minutes back, so the minute it is moved on below never carries it ahead
  // of the server's (a system-payload more than 60 s in the future is refused).
  await userPage.clock.install({ time: Date.now() - 125_000 });
  const editor = await openEditor(browser, 'home');
  try {
    await userPage.goto(`${base}/`);
    await expect(userPage.locator('[data-node-type="notice-bar"]')).toBeVisible();

    // Drag the banner from the palette onto the canvas, just above the notice bar.
    const idsBefore = await outlineNames(editor);
    // Bring the palette's banner into view before measuring where to drop it (scrolling may move the canvas).
    await editor.locator('[data-widget-type="banner-swiper"]').scrollIntoViewIfNeeded();
    const notice = (await canvas(editor).locator('[data-node-type="notice-bar"]').boundingBox())!;
    await drag(editor, editor.locator('[data-widget-type="banner-swiper"]'), { x: notice.x + notice.width / 2, y: notice.y + 4 }, editor.getByTestId('drop-line'));
    await expect(outlineRows(editor)).toHaveCount(idsBefore.length + 1);
    const idsAfterDrop = await outlineNames(editor);
    const bannerId = idsAfterDrop.find((id) => !idsBefore.includes(id))!;
    expect(idsAfterDrop.indexOf(bannerId)).toBe(idsAfterDrop.indexOf(idsBefore.find((id) => id.includes('notice'))!) - 1);

    // Its props, in the form generated from its schema; it shows on the real page in the canvas.
    const panel = editor.getByTestId('property-panel');
    await expect(panel.getByText('轮播图', { exact: true })).toBeVisible();
    await panel.getByRole('spinbutton', { name: '高度' }).fill('180');
    await panel.getByRole('button', { name: /添加轮播图片/ }).click();
    await panel.getByRole('textbox', { name: '图片' }).fill(SPRING_IMAGE);
    await panel.getByRole('textbox', { name: '标题' }).fill('春季招聘会');
    const drawn = canvas(editor).locator(`[data-node-id="${bannerId}"]`);
    await expect(drawn.getByText('春季招聘会')).toBeVisible();
    await editor.screenshot({ path: 'test-results/screens/studio-editor-selected.png' });

    // A wrong colour is refused beside the field, and the draft is not saved meanwhile.
    await panel.getByRole('tab', { name: '样式' }).click();
    await panel.getByRole('textbox', { name: '背景色' }).fill('红色');
    await expect(panel.getByText('颜色格式无效')).toBeVisible();
    await expect(status(editor)).toContainText('处错误，未保存');
    await panel.getByRole('textbox', { name: '背景色' }).fill('#fff7e6');
    await expect(panel.getByText('颜色格式无效')).toHaveCount(0);

    // Reorder: the title bar goes above the new banner, by dragging its outline row.
    const titleId = idsBefore.find((id) => id.includes('title'))!;
    const target = (await editor.locator(`[role="treeitem"][data-node-id="${bannerId}"]`).boundingBox())!;
    await drag(editor, editor.locator(`[role="treeitem"][data-node-id="${titleId}"] .se-tree__handle`), { x: target.x + 40, y: target.y + 4 });
    await expect.poll(async () => {
      const ids = await outlineNames(editor);
      return ids.indexOf(titleId) < ids.indexOf(bannerId);
    }).toBe(true);
    // The canvas redraws the moved draft: the title bar is drawn above the banner.
    await expect
      .poll(async () => {
        const order = await canvas(editor).locator('[data-node-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
        return order.includes(titleId) && order.includes(bannerId) && order.indexOf(titleId) < order.indexOf(bannerId);
      })
      .toBe(true);

    // Link the banner to the spring fair (/public/diy?page=diy-spring).
    await editor.locator(`[role="treeitem"][data-node-id="${bannerId}"]`).click();
    await panel.getByRole('tab', { name: '点击动作' }).click();
    await pick(editor, panel.getByRole('combobox', { name: '链接类型' }), '跳转页面');
    await pick(editor, panel.getByRole('combobox', { name: '目标页面' }), '春季招聘会', '春季');
    const path = panel.getByRole('textbox', { name: '站内路径' });
    await expect(path).toHaveValue('/public/diy?page=diy-spring');

    // Undo takes the page pick back (to the new link's default path), redo brings it again (keyboard, outside a text box).
    await panel.getByRole('tab', { name: '点击动作' }).click();
    await editor.keyboard.press('Control+z');
    await expect(path).toHaveValue('/');
    await editor.keyboard.press('Control+Shift+z');
    await expect(path).toHaveValue('/public/diy?page=diy-spring');

    // Save, then the signed preview link as a QR code and a link. On a slow machine the autosave (2.5 s after
    // the last change) may save first: then the button is disabled, there being nothing left to save.
    const saveButton = toolbar(editor).getByRole('button', { name: /保\s*存/ });
    await expect(async () => {
      if (await saveButton.isEnabled()) await saveButton.click({ timeout: 2_000 });
      await expect(status(editor)).toHaveText('已保存', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await toolbar(editor).getByRole('button', { name: /预\s*览/ }).click();
    const dialog = editor.getByRole('dialog', { name: '手机预览' });
    await expect(dialog.getByRole('img', { name: '预览二维码' })).toBeVisible();
    const url = await dialog.getByRole('textbox', { name: '预览链接' }).inputValue();
    expect(url).toMatch(/\?preview=/);

    const phone = await browser.newContext({ viewport: PHONE });
    const previewPage = await phone.newPage();
    await previewPage.goto(url);
    await expect(previewPage.getByText('预览草稿 · 仅通过预览链接可见')).toBeVisible();
    await expect(previewPage.locator(`[data-node-id="${bannerId}"]`).getByText('春季招聘会')).toBeVisible();
    await previewPage.screenshot({ path: 'test-results/screens/studio-preview-phone.png' });
    await phone.close();
    await editor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Users still see the published page.
    await userPage.reload();
    await expect(userPage.locator('[data-node-type="notice-bar"]')).toBeVisible();
    await expect(userPage.locator(`[data-node-id="${bannerId}"]`)).toHaveCount(0);

    // Publish; the user's next navigation shows the banner (no reload).
    await toolbar(editor).getByRole('button', { name: /发\s*布/ }).click();
    await editor.getByRole('dialog').getByRole('button', { name: /发\s*布/ }).click();
    await expect(editor.getByText('已发布，用户下次打开页面即可看到')).toBeVisible();
    // The open app checks its pages again a minute after it read them (its own clock, moved on here).
    await userPage.clock.fastForward(61_000);
    const nav = userPage.getByRole('navigation', { name: '底部导航' });
    await expect(async () => {
      await nav.getByText('职位', { exact: true }).click();
      await expect(userPage).toHaveURL(/\/job$/);
      await nav.getByText('首页', { exact: true }).click();
      await expect(userPage.locator(`[data-node-id="${bannerId}"]`).getByText('春季招聘会')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    // The history: author and time of each revision, and what changed between the first and the published one.
    await toolbar(editor).getByRole('button', { name: /版\s*本/ }).click();
    const drawer = editor.getByRole('dialog', { name: '版本记录' });
    const revisionRows = drawer.locator('.ant-table-tbody tr');
    await expect(revisionRows.first()).toContainText('线上');
    await expect(revisionRows.first()).toContainText('站点运营');
    // Compare the page users had before with the one just published.
    // The row whose version cell is exactly #<id>: "#1" as a substring would also match #10, #112….
    if (originalRevision !== null) await drawer.locator('.ant-table-tbody tr').filter({ has: editor.getByRole('cell', { name: `#${originalRevision}`, exact: true }) }).locator('input[type="checkbox"]').check();
    await revisionRows.first().locator('input[type="checkbox"]').check();
    const diff = drawer.getByTestId('revision-diff');
    await expect(diff).toContainText('新增组件');
    await expect(diff).toContainText(`轮播图 #${bannerId}`);
    await expect(diff).toContainText('移动位置');
    await editor.screenshot({ path: 'test-results/screens/studio-revision-diff.png' });
  } finally {
    if (originalRevision !== null) await api.call('/api-admin/app/design/page/rollback', { page: 'home', revisionId: originalRevision }).catch(() => undefined);
    await user.close();
    await editor.context().close();
  }
});

/** A diy page of this test's own, saved through the API (one revision), for the editors below. */
async function ownPage(title: string): Promise<string> {
  const api = await protocolClient(base);
  await api.loginOperator();
  const key = `diy-e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await api.call('/api-admin/app/design/page/save', {
    page: key,
    body: { schemaVersion: 2, page: key, updatedAt: new Date().toISOString(), meta: { title }, nodes: [{ id: 'spacer-a', type: 'spacer', props: {} }] },
  });
  return key;
}

/*
 * The bug: on a busy server the operator's 保存 could still be on its way when the
 * autosave's quiet spell ended. The autosave waited for it, then read the editor state
 * before React had drawn the landed save, and sent the same draft again on the old
 * revision: the server refused the operator's own save as 已被他人修改.
 */
test('an operator whose save is still on its way when the autosave comes due is not told 已被他人修改', async ({ browser }) => {
  test.setTimeout(120_000);
  const key = await ownPage('自动保存');
  const editor = await openEditor(browser, key, { clock: true });
  try {
    // The first save is held until the autosave has come due.
    const saves: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await editor.route('**/api-admin/app/design/page/save', async (route) => {
      saves.push(saves.length);
      if (saves.length === 1) await held;
      await route.continue();
    });
    const answers: number[] = [];
    editor.on('response', (r) => r.url().endsWith('/api-admin/app/design/page/save') && answers.push(r.status()));

    await editor.locator('[data-widget-type="divider"]').dblclick();
    await toolbar(editor).getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => saves.length).toBe(1);
    // Past the autosave's quiet spell (AUTOSAVE_IDLE_MS, 2.5 s), so its timer fires while the save is held,
    // and short of the request time-out (10 s), which would abort and resend the held save.
    await editor.clock.fastForward(3_000);
    release();
    await expect(status(editor)).toHaveText('已保存');
    // The next edit saves on the revision the first save made. (Had the autosave sent the draft again on
    // the old revision, that call is refused with 409 and this save is stopped as a conflict.)
    await editor.locator('[data-widget-type="divider"]').dblclick();
    await toolbar(editor).getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => answers).toEqual([200, 200]);
    await expect(status(editor)).toHaveText('已保存');
    await expect(editor.getByRole('dialog').filter({ hasText: '已被他人修改' })).toHaveCount(0);
    await expect(editor.locator('[role="treeitem"][data-node-id^="divider-"]')).toHaveCount(2);
  } finally {
    await editor.context().close();
  }
});

/** Two operators on one page: the later save from a stale revision is refused, and reloading brings the other's work. */
test('a second operator saving over a newer revision is told 已被他人修改 and can reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const key = await ownPage('并发测试');
  const first = await openEditor(browser, key);
  const second = await openEditor(browser, key);
  try {
    // The first operator adds a divider and saves.
    await first.locator('[data-widget-type="divider"]').dblclick();
    await toolbar(first).getByRole('button', { name: /保\s*存/ }).click();
    await expect(status(first)).toHaveText('已保存');

    // The second, still on the older revision, adds a spacer and saves.
    await second.locator('[data-widget-type="title-bar"]').dblclick();
    await toolbar(second).getByRole('button', { name: /保\s*存/ }).click();
    const refused = second.getByRole('dialog').filter({ hasText: '已被他人修改' });
    await expect(refused).toBeVisible();
    await expect(status(second)).toContainText('已被他人修改');
    await refused.getByRole('button', { name: '重新加载' }).click();
    await expect(second.locator('[role="treeitem"][data-node-id^="divider-"]')).toHaveCount(1);
    await expect(second.locator('[role="treeitem"][data-node-id^="title-bar-"]')).toHaveCount(0);
    await expect(status(second)).toHaveText('已保存');
  } finally {
    await first.context().close();
    await second.context().close();
  }
});

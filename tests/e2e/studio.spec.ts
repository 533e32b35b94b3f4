import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { protocolClient } from './helpers/protocol';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const shots = 'test-results/screens';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Logs in through the studio's login screen at /admin. */
async function studioLogin(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.goto(base + '/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin/);
  await expect(page.getByRole('heading', { name: '运营登录' })).toBeVisible();
  return page;
}

/** A user context whose stored session is the given token (as a login leaves it). */
async function userContext(browser: Browser, token?: string) {
  const ctx = await browser.newContext({ viewport: PHONE });
  if (token) {
    await ctx.addInitScript((t) => {
      localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: t, e: Date.now() + 86_400_000 }));
    }, token);
  }
  return ctx;
}

test.describe('operator studio', () => {
  // Two cores shared by many: first loads of the studio can be slow.
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('an operator logs in at /admin, sees every page with its state, creates a diy page, and the session survives a reload', async ({ browser }) => {
    const page = await studioLogin(browser);
    await page.screenshot({ path: `${shots}/studio-login.png` });
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })).click();
    await expect(page.getByTestId('login-error')).toContainText('账号或密码错误');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: /登\s?录/ }).click();

    await expect(page).toHaveURL(base + '/admin');
    await expect(page.getByTestId('studio-operator')).toContainText('站点运营');
    // The job search page: other specs edit and publish home, so its state depends on their order.
    const jobs = page.locator('tr[data-row-key="job"]');
    await expect(jobs).toContainText('职位', { timeout: 20_000 });
    await expect(jobs).toContainText('系统页面');
    await expect(jobs).toContainText('已发布');
    await page.screenshot({ path: `${shots}/studio-page-list.png` });

    // A new /public/diy page: created as a draft, then found by search.
    const key = `e2e-${unique()}`;
    await page.getByRole('button', { name: '新建页面' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('页面标题').fill('校园开放日');
    await dialog.getByLabel('页面标识').fill('Bad Key');
    await dialog.getByRole('button', { name: /新\s?建/ }).click();
    await expect(dialog.getByText('页面标识以小写字母开头，只能包含小写字母、数字和横线')).toBeVisible();
    await dialog.getByLabel('页面标识').fill(key);
    await dialog.getByRole('button', { name: /新\s?建/ }).click();
    await expect(page).toHaveURL(`${base}/admin/pages/${key}`);

    await page.reload();
    // The restored session goes straight back to where the operator was.
    await expect(page).toHaveURL(`${base}/admin/pages/${key}`);
    await page.goto(base + '/admin');
    await page.getByLabel('搜索页面').fill(key);
    const row = page.locator(`tr[data-row-key="${key}"]`);
    await expect(row).toContainText('校园开放日');
    await expect(row).toContainText('自定义页面');
    await expect(row).toContainText('未发布');
    await expect(row).toContainText(`/public/diy?page=${key}`);
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);

    await page.getByRole('menuitem', { name: '主题与设置' }).click();
    await expect(page.getByLabel('站点名称')).toHaveValue('才聚招聘');
    await page.screenshot({ path: `${shots}/studio-settings.png`, fullPage: true });

    // Logout ends the session: /admin asks for the login again.
    await page.getByTestId('studio-operator').hover();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto(base + '/admin/tabbar');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftabbar/);
    await page.context().close();
  });

  test("a second operator's stale save is refused with 已被他人修改", async () => {
    const a = await protocolClient(base);
    await a.loginOperator();
    const b = await protocolClient(base);
    await b.loginOperator();
    const key = `e2e-stale-${unique()}`;
    const created = await a.call<{ revisionId: number }>('/api-admin/app/design/page/create', { page: key, title: '并发编辑' });
    const body = (text: string) => ({ schemaVersion: 2, meta: { title: '并发编辑' }, nodes: [{ id: 'n1', type: 'notice-bar', props: { text } }] });
    // Both opened the page at its first revision; the second operator saves first.
    await b.call('/api-admin/app/design/page/save', { page: key, body: body('乙的修改'), baseRevisionId: created.revisionId });
    await expect(a.call('/api-admin/app/design/page/save', { page: key, body: body('甲的修改'), baseRevisionId: created.revisionId })).rejects.toThrow('409 已被他人修改，请重新加载');
    const { list } = await a.call<{ list: { note: string; createdByName: string }[] }>('/api-admin/app/design/page/revisions', { page: key });
    expect(list).toHaveLength(2);
  });

  test('a tab bar change for recruiters, made in the studio, reaches a recruiter', async ({ browser }) => {
    const admin = await protocolClient(base);
    await admin.loginOperator();
    const { pageTabbar } = await admin.call<{ pageTabbar: Record<string, { opt: unknown }> }>('/api-admin/app/tabs');
    const label = `招${unique().slice(-3)}`;
    const page = await studioLogin(browser);
    try {
      await page.getByLabel('账号').fill('admin');
      await page.getByLabel('密码').fill('demo1234');
      await page.getByRole('button', { name: /登\s?录/ }).click();
      await page.getByRole('menuitem', { name: '底部导航' }).click();
      await page.getByTestId('tabbar-role').getByText('招聘者').click();
      const first = page.getByLabel('标签 1 文字');
      await expect(first).toHaveValue('首页');
      await first.fill(label);
      // The phone preview is the runtime's own bar.
      await expect(page.getByTestId('phone-preview').getByRole('navigation', { name: '底部导航' })).toContainText(label);

      // Picture icons: the first tab's picture is uploaded from the operator's computer.
      await page.locator('.ant-radio-button-wrapper').filter({ hasText: /^图片$/ }).click();
      const picture = page.getByRole('textbox', { name: '标签 1 图片', exact: true });
      const fileInput = page.locator('.st-image').filter({ has: picture }).locator('input[type="file"]');
      // Not a picture: refused, with the reason beside the field.
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(page.locator('.st-image').filter({ has: picture }).getByRole('alert')).toHaveText('不支持的文件类型');
      const hue = Math.floor(Math.random() * 200);
      const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: hue, g: 80, b: 200 } } }).png().toBuffer();
      await fileInput.setInputFiles({ name: 'tab-home.png', mimeType: 'image/png', buffer: png });
      await expect(picture).toHaveValue(/^\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.png$/);
      const src = await picture.inputValue();
      await expect(page.getByTestId('phone-preview').getByRole('navigation', { name: '底部导航' }).locator(`img[src="${src}"]`)).toBeVisible();
      await page.screenshot({ path: `${shots}/studio-tabbar.png` });
      await page.getByRole('button', { name: /保\s?存/ }).click();
      await expect(page.getByText('已保存招聘者的底部导航')).toBeVisible();

      const recruiter = await protocolClient(base);
      const token = await recruiter.loginUser('13800000002');
      const ctx = await userContext(browser, token);
      const phone = await ctx.newPage();
      await phone.goto(base + '/resume-list');
      await expect(phone.getByRole('navigation', { name: '底部导航' }).getByText(label)).toBeVisible();
      await expect.poll(() => phone.getByRole('navigation', { name: '底部导航' }).locator(`img[src="${src}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
      // Job seekers keep their own bar.
      const seeker = await (await userContext(browser)).newPage();
      await seeker.goto(base + '/');
      await expect(seeker.getByRole('navigation', { name: '底部导航' }).getByText('职位')).toBeVisible();
      await expect(seeker.getByRole('navigation', { name: '底部导航' }).getByText(label)).toHaveCount(0);
    } finally {
      await admin.call('/api-admin/app/tabbar', { role: 1, opt: pageTabbar.role1!.opt });
      await page.context().close();
    }
  });

  test('a publish reaches an open app at its next navigation after the minute, a rollback too, and both are in the audit log', async ({ browser }) => {
    const admin = await protocolClient(base);
    await admin.loginOperator();
    const current = await admin.call<{ revisionId: number; body: { nodes: unknown[] } }>('/api-admin/app/design/page/get', { page: 'job' });
    const { list } = await admin.call<{ list: { revisionId: number }[] }>('/api-admin/app/design/page/revisions', { page: 'job' });
    const original = current.revisionId;
    const text = `开放日 ${unique()}`;
    const body = { ...current.body, nodes: [{ id: `e2e-${unique()}`, type: 'notice-bar', props: { text } }, ...current.body.nodes] };

    const ctx = await userContext(browser);
    const user = await ctx.newPage();
    // The page's clock starts two minutes back, so the two jumps of a minute below never carry it
    // ahead of the server's (a system-payload more than 60 s in the future is refused).
    await user.clock.install({ time: Date.now() - 125_000 });
    await user.goto(base + '/job');
    const nav = user.getByRole('navigation', { name: '底部导航' });
    await expect(nav).toBeVisible();
    await expect(user.getByText(text)).toHaveCount(0);
    await nav.getByText('首页').click();
    await expect(user).toHaveURL(base + '/');

    const saved = await admin.call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: 'job', body, note: 'e2e: 顶部公告', baseRevisionId: list[0]!.revisionId });
    try {
      await admin.call('/api-admin/app/design/page/publish', { page: 'job', revisionId: saved.revisionId });
      // Within the minute the open app keeps the page it checked…
      await nav.getByText('职位').click();
      await expect(user).toHaveURL(base + '/job');
      await expect(user.getByTestId('job-card').filter({ visible: true }).first()).toBeVisible();
      await expect(user.getByText(text)).toHaveCount(0);
      await nav.getByText('首页').click();
      // …and its first navigation after it shows the publish, without a reload.
      await user.clock.fastForward(61_000);
      await nav.getByText('职位').click();
      await expect(user.getByText(text)).toBeVisible();
      await user.screenshot({ path: `${shots}/studio-user-after-publish.png` });

      // A new visit sees it at once.
      const fresh = await (await userContext(browser)).newPage();
      await fresh.goto(base + '/job');
      await expect(fresh.getByText(text)).toBeVisible();
    } finally {
      await admin.call('/api-admin/app/design/page/rollback', { page: 'job', revisionId: original });
    }
    await nav.getByText('首页').click();
    await user.clock.fastForward(61_000);
    await nav.getByText('职位').click();
    await expect(user.getByTestId('job-card').filter({ visible: true }).first()).toBeVisible();
    await expect(user.getByText(text)).toHaveCount(0);

    const log = await admin.call<{ list: { action: string; revisionId: number; operatorName: string }[] }>('/api-admin/app/audit/find', { pageKey: 'job' });
    expect(log.list.slice(0, 2).map((e) => [e.action, e.revisionId])).toEqual([
      ['rollback', original],
      ['publish', saved.revisionId],
    ]);
    const studio = await studioLogin(browser);
    await studio.getByLabel('账号').fill('admin');
    await studio.getByLabel('密码').fill('demo1234');
    await studio.getByRole('button', { name: /登\s?录/ }).click();
    await studio.getByRole('menuitem', { name: '发布记录' }).click();
    const rows = studio.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toContainText('回滚');
    await expect(rows.first()).toContainText('job');
    await expect(rows.first()).toContainText('站点运营');
    await expect(rows.nth(1)).toContainText('发布');
    await studio.screenshot({ path: `${shots}/studio-audit.png` });
    await studio.context().close();
    await ctx.close();
  });
});

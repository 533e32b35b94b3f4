import { expect, test, type Page } from '@playwright/test';
import type { TabbarConfig, TabbarItem } from '../../schemas/design';
import { newRecruiter, newSeeker, phoneLoggedIn } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { settled } from './helpers/settle';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const VIEW = { width: 375, height: 812 };

/**
 * The role tab bar as users see it, for every type the operator can publish
 * through /api-admin/app/tabbar. Anonymous users (and job seekers, role 0) see
 * role0. Each test puts the original bar back in a finally block: other tests
 * run after these on the same server.
 */

const HOME: TabbarItem = { text: '首页', link: { h5: '/' }, icon: 'AppOutline', justActive: true };
const JOBS: TabbarItem = { text: '职位', link: { h5: '/job' }, icon: 'SearchOutline' };
const POST: TabbarItem = { text: '发布', link: { h5: '/public/diy?page=diy-campus' }, icon: 'AddOutline' };
const MESSAGE: TabbarItem = { text: '消息', link: { h5: '/message' }, icon: 'MessageOutline' };
const ME: TabbarItem = { text: '我的', link: { h5: '/me' }, icon: 'UserOutline' };

type Opt = Partial<TabbarConfig> & { list: TabbarItem[] };

async function operator() {
  const admin = await protocolClient(base);
  await admin.loginOperator();
  return admin;
}

/** Publishes `opt` as role0's bar, runs `fn`, then saves the original bar back whatever happened. */
async function withTabbar(opt: Opt, fn: () => Promise<void>) {
  const admin = await operator();
  const { pageTabbar } = await admin.call<{ pageTabbar: Record<string, { opt: TabbarConfig }> }>('/api-admin/app/tabs');
  const original = structuredClone(pageTabbar.role0!.opt);
  try {
    await admin.call('/api-admin/app/tabbar', { role: 0, opt: { ...original, bgImages: undefined, open: undefined, ...opt } });
    await fn();
  } finally {
    await admin.call('/api-admin/app/tabbar', { role: 0, opt: original });
  }
}

const bottomNav = (page: Page) => page.getByRole('navigation', { name: '底部导航' });

async function openHome(page: Page) {
  await page.goto(base + '/');
  await expect(page.locator('[data-node-id]').first()).toBeVisible();
}

async function shot(page: Page, name: string) {
  // Transitions and the badge animation: the bar (where the page has one) has stopped moving.
  const bar = page.locator('.rm-tabbar').first();
  if ((await bar.count()) > 0) await settled(bar);
  await page.screenshot({ path: `test-results/screens/tabbar-${name}.png` });
}

test.describe('role 0 tab bar, as published by the operator', () => {
  test.use({ viewport: VIEW });

  test('type 0 with 4 items: a plain bottom bar, no centre button', async ({ page }) => {
    await withTabbar({ type: 0, theme: 0, list: [HOME, JOBS, MESSAGE, ME] }, async () => {
      await openHome(page);
      const nav = bottomNav(page);
      await expect(nav.getByRole('link')).toHaveCount(4);
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await expect(nav.locator('.rm-tabbar__item--centre')).toHaveCount(0);
      await expect(nav).not.toHaveClass(/has-centre/);
      // Fixed along the bottom edge, full width, each tab the same width.
      const box = (await nav.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(375);
      expect(Math.round(box.y + box.height)).toBe(812);
      const widths = await nav.getByRole('link').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(new Set(widths).size).toBe(1);
      await shot(page, 'bottom-4');

      // A tap routes inside the app and moves aria-current.
      await nav.getByRole('link', { name: '职位' }).click();
      await expect(page).toHaveURL(/\/job$/);
      await expect(bottomNav(page).getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
      await expect(bottomNav(page).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');
    });
  });

  test('type 0 with 5 items: the middle one is a raised centre button', async ({ page }) => {
    await withTabbar({ type: 0, theme: 0, btnHei: 52, btnRadius: 26, list: [HOME, JOBS, POST, MESSAGE, ME] }, async () => {
      await openHome(page);
      const nav = bottomNav(page);
      await expect(nav.getByRole('link')).toHaveCount(5);
      await expect(nav).toHaveClass(/has-centre/);
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      const centre = nav.locator('.rm-tabbar__item--centre');
      await expect(centre).toHaveCount(1);
      await expect(centre).toHaveAttribute('data-tab', '发布');
      expect(await nav.getByRole('link').nth(2).getAttribute('data-tab')).toBe('发布');
      // The button is btnHei round and rises above the bar's top edge.
      const btn = centre.locator('.rm-tabbar__centre-btn');
      const navBox = (await nav.boundingBox())!;
      const btnBox = (await btn.boundingBox())!;
      expect(Math.round(btnBox.width)).toBe(52);
      expect(Math.round(btnBox.height)).toBe(52);
      expect(btnBox.y).toBeLessThan(navBox.y);
      expect(await btn.evaluate((e) => getComputedStyle(e).borderRadius)).toBe('26px');
      // Horizontally centred on the screen.
      expect(Math.abs(btnBox.x + btnBox.width / 2 - 187.5)).toBeLessThan(1.5);
      await shot(page, 'bottom-5-centre');
    });
  });

  test('type 1: a floating bar, inset from the edges with rounded corners', async ({ page }) => {
    await withTabbar({ type: 1, theme: 1, pdX: 16, pdY: 10, radius: 24, list: [HOME, JOBS, MESSAGE, ME] }, async () => {
      await openHome(page);
      const nav = bottomNav(page);
      await expect(nav).toHaveClass(/rm-tabbar--float/);
      await expect(nav.getByRole('link')).toHaveCount(4);
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('.rm-tabbar__item--centre')).toHaveCount(0);
      const card = nav.locator('.rm-tabbar__inner');
      const box = (await card.boundingBox())!;
      expect(Math.round(box.x)).toBe(16);
      expect(Math.round(375 - (box.x + box.width))).toBe(16);
      expect(Math.round(812 - (box.y + box.height))).toBe(10);
      const look = await card.evaluate((e) => ({ radius: getComputedStyle(e).borderTopLeftRadius, shadow: getComputedStyle(e).boxShadow }));
      expect(look.radius).toBe('24px');
      expect(look.shadow).not.toBe('none');
      // Taps on the inset around the card reach the page, not the bar.
      const under = await page.evaluate(() => document.elementFromPoint(4, 812 - 30)?.closest('.rm-tabbar'));
      expect(under).toBeNull();
      await shot(page, 'floating');
    });
  });

  test('type 2: a side menu, closed until its button is tapped', async ({ page }) => {
    await withTabbar({ type: 2, theme: 0, menuText: '导航', list: [HOME, JOBS, POST, MESSAGE, ME] }, async () => {
      await openHome(page);
      await expect(bottomNav(page)).toHaveCount(0);
      const menu = page.getByRole('navigation', { name: '导航菜单' });
      const button = menu.getByRole('button', { name: '导航' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link')).toHaveCount(0); // the panel is hidden
      await expect(menu.locator('.rm-tabbar__item--centre, .rm-tabbar__row--centre')).toHaveCount(0);
      await shot(page, 'side-closed');

      await button.click();
      const close = menu.getByRole('button', { name: '收起' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toHaveClass(/is-open/);
      await expect(menu.getByRole('link')).toHaveCount(5);
      await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      // The panel opens above the button, at the right.
      const panel = (await menu.locator('.rm-tabbar__panel').boundingBox())!;
      const btn = (await close.boundingBox())!;
      expect(panel.y + panel.height).toBeLessThanOrEqual(btn.y + 1);
      expect(panel.x + panel.width).toBeGreaterThan(300);
      await shot(page, 'side-open');

      // Escape closes it again.
      await close.focus();
      await page.keyboard.press('Escape');
      await expect(menu.getByRole('button', { name: '导航' })).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link')).toHaveCount(0);
    });
  });

  test('theme 3 with a background image', async ({ page }) => {
    const image = '/static/design/banner-1.svg';
    const loaded: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(image)) loaded.push(r.status());
    });
    const bgImages = { '0-3': image, '0-4': '/static/design/banner-2.svg', '1-3': '/static/design/banner-3.svg', '1-4': '/static/design/banner-3.svg' };
    await withTabbar({ type: 0, theme: 3, bgImages, color: '#ffffff', activeColor: '#ffd666', list: [HOME, JOBS, MESSAGE, ME] }, async () => {
      await openHome(page);
      const nav = bottomNav(page);
      await expect(nav).toHaveClass(/rm-tabbar--theme-3/);
      await expect(nav.getByRole('link')).toHaveCount(4);
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
      expect(await nav.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('banner-1.svg');
      await expect.poll(() => loaded).toContain(200);
      await shot(page, 'theme3-image');
    });
  });

  // Regression: bgImages was z.record over an enum, which zod 4 makes exhaustive, so a bar with only
  // the one image it needs was refused ("opt.bgImages.0-4 无效").
  test('a background image for one type-theme pair alone is accepted', async ({ page }) => {
    await withTabbar({ type: 0, theme: 3, bgImages: { '0-3': '/static/design/banner-1.svg' } as TabbarConfig['bgImages'], list: [HOME, JOBS, MESSAGE, ME] }, async () => {
      await openHome(page);
      expect(await bottomNav(page).evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('banner-1.svg');
    });
  });

  test('a dot badge: none for a visitor (nothing unread), a dot for a job seeker with unread messages', async ({ browser }) => {
    const badged: TabbarItem = { ...MESSAGE, infoType: 1, infoKey: 'unread' };
    await withTabbar({ type: 0, theme: 0, list: [HOME, JOBS, badged, ME] }, async () => {
      // A visitor: no count, no dot.
      const visitorCtx = await browser.newContext({ viewport: VIEW });
      const visitor = await visitorCtx.newPage();
      await openHome(visitor);
      await expect(bottomNav(visitor).getByRole('link')).toHaveCount(4);
      await expect(bottomNav(visitor).locator('.adm-badge')).toHaveCount(0);
      await visitorCtx.close();

      // A job seeker of the test's own (role 0, so role0's bar) with a real unread message: the
      // recruiter writes first (over the chat's HTTP fallback), and the chat client's unread total
      // feeds user.unread. Both are new, so nothing else is unread.
      const seeker = await newSeeker();
      const recruiter = await newRecruiter();
      const conv = await recruiter.api.call<{ id: number }>('/api-user/im/conversation/byRelation', { relationId: seeker.id });
      const chat = await recruiter.api.call<{ token: string }>('/api-user/im/login');
      const sent = await fetch(`${base}/im/msg/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: chat.token, 'agent-key': 'demo' },
        body: JSON.stringify({ type: 'text', content: { cid: conv.id, text: '你好，看到你的简历了' }, clientId: `tabbar-${Date.now()}` }),
      });
      expect(((await sent.json()) as { code: number }).code).toBe(200);
      const page = await phoneLoggedIn(browser, seeker);
      await openHome(page);
      const nav = bottomNav(page);
      const message = nav.getByRole('link', { name: /消息/ });
      await expect(message.locator('.adm-badge-dot')).toHaveCount(1);
      await expect(message).toHaveAccessibleName(/^消息\s*，有新提醒$/);
      await expect(nav.locator('.adm-badge')).toHaveCount(1); // only the badged item
      // The dot sits on the icon's top-right corner.
      const dot = (await message.locator('.adm-badge-dot').boundingBox())!;
      const icon = (await message.locator('.rm-tabbar__icon').boundingBox())!;
      expect(dot.x + dot.width / 2).toBeGreaterThan(icon.x + icon.width / 2);
      expect(dot.y).toBeLessThan(icon.y + icon.height / 2);
      await shot(page, 'badge-dot');
      await page.context().close();
    });
  });

  test('the bar shows only where the current path matches one of its links', async ({ page }) => {
    await withTabbar({ type: 0, theme: 0, list: [HOME, JOBS, POST, MESSAGE, ME] }, async () => {
      // A page no tab links to.
      await page.goto(base + '/agreement');
      await expect(page.locator('[data-node-id]').first()).toBeVisible();
      await expect(page.locator('.rm-tabbar')).toHaveCount(0);
      await expect(page.locator('.rm-tabbar-spacer')).toHaveCount(0);
      await shot(page, 'absent-agreement');

      // A sub-path of a tab counts as that tab; '/' (justActive) claims only itself.
      await page.goto(base + '/job');
      await expect(bottomNav(page).getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
      // A tab whose link carries a query matches only with that query.
      await page.goto(base + '/public/diy?page=diy-campus');
      await expect(bottomNav(page).getByRole('link', { name: '发布' })).toHaveAttribute('aria-current', 'page');
      await page.goto(base + '/public/diy?page=diy-spring');
      await expect(page.locator('[data-node-id]').first()).toBeVisible();
      await expect(page.locator('.rm-tabbar')).toHaveCount(0);
    });
  });

  test('the original bar is back after the tests', async ({ page }) => {
    const admin = await operator();
    const { pageTabbar } = await admin.call<{ pageTabbar: Record<string, { opt: TabbarConfig }> }>('/api-admin/app/tabs');
    const texts = pageTabbar.role0!.opt.list.map((i) => i.text);
    await openHome(page);
    await expect(bottomNav(page).getByRole('link')).toHaveCount(texts.length);
    await expect(bottomNav(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });
});

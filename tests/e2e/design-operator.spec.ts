import { expect, test } from '@playwright/test';
import { protocolClient } from './helpers/protocol';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/**
 * Issue 3's promise: an operator reshapes the home page and the tab bar through
 * the admin calls, previews the draft through its link, publishes, and a user's
 * next visit shows it — no deploy.
 */
test('an operator changes the home page and tab bar; preview shows the draft; users see it after publishing', async ({ browser }) => {
  const user = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const userPage = await user.newPage();
  await userPage.goto(base + '/');
  const slides = userPage.locator('[data-node-type="banner-swiper"] .w-banner__item');
  await expect(userPage.locator('[data-node-type="job-list"] [data-testid="job-card"]').first()).toBeVisible();
  // Widgets load as their own chunks: wait until the ones compared below are on the page.
  await expect(userPage.locator('[data-node-type="notice-bar"]')).toBeVisible();
  await expect(userPage.locator('[data-node-type="banner-swiper"]')).toBeVisible();
  const slidesBefore = await slides.count();
  const orderBefore = await userPage.locator('[data-node-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
  expect(orderBefore.indexOf('banner-swiper')).toBeLessThan(orderBefore.indexOf('notice-bar'));
  await expect(userPage.getByRole('navigation', { name: '底部导航' }).getByText('职位', { exact: true })).toBeVisible();

  // The operator edits through the admin calls.
  const admin = await protocolClient(base);
  await admin.loginOperator();
  // Other tests share this server: the page and the tab bar are put back at the end.
  const { list } = await admin.call<{ list: { page: string; publishedRevisionId: number | null }[] }>('/api-admin/app/design/page/find');
  const originalRevision = list.find((p) => p.page === 'home')?.publishedRevisionId ?? null;
  const previewer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const { pageTabbar: originalTabbar } = await admin.call<{ pageTabbar: Record<string, { opt: unknown }> }>('/api-admin/app/tabs');
  try {
  const current = await admin.call<{ body: { nodes: { id: string; type: string; props: { items?: unknown[] } }[] } }>('/api-admin/app/design/page/get', { page: 'home' });
  const body = structuredClone(current.body) as { nodes: { id: string; type: string; props: { items?: unknown[] } }[] };
  const banner = body.nodes.find((n) => n.type === 'banner-swiper')!;
  banner.props.items = [...(banner.props.items ?? []), { image: '/static/design/diy-spring-hero.svg', link: { type: 'navigate', path: '/public/diy', params: { page: 'diy-spring' } } }];
  const notice = body.nodes.find((n) => n.type === 'notice-bar')!;
  body.nodes = [notice, ...body.nodes.filter((n) => n !== notice)];
  const { revisionId } = await admin.call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: 'home', body, note: 'e2e: 加一张横幅，公告置顶' });
  const { url } = await admin.call<{ url: string }>('/api-admin/app/design/page/link', { page: 'home', revisionId });

  // The preview link shows the draft, marked as such…
  const preview = await previewer.newPage();
  await preview.goto(base + url);
  await expect(preview.getByText('预览草稿 · 仅通过预览链接可见')).toBeVisible();
  await expect(preview.locator('[data-node-type="banner-swiper"] .w-banner__item')).toHaveCount(slidesBefore + 1);
  const previewOrder = await preview.locator('[data-node-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
  expect(previewOrder[0]).toBe('notice-bar');
  await preview.screenshot({ path: 'test-results/screens/home-preview.png' });

  // …while users still see the published page.
  await userPage.reload();
  await expect(userPage.locator('[data-node-type="job-list"] [data-testid="job-card"]').first()).toBeVisible();
  await expect(slides).toHaveCount(slidesBefore);

  // Publish the page, and give job seekers a five-tab bar (odd count: a centre button).
  await admin.call('/api-admin/app/design/page/publish', { page: 'home', revisionId });
  const { pageTabbar } = await admin.call<{ pageTabbar: Record<string, { opt: { list: { text: string; link: { h5: string } }[] } }> }>('/api-admin/app/tabs');
  const opt = structuredClone(pageTabbar.role0!.opt);
  opt.list = [opt.list[0]!, opt.list[1]!, { text: '发布', link: { h5: '/public/diy?page=diy-campus' } }, ...opt.list.slice(2)];
  opt.list[1]!.text = '找工作';
  await admin.call('/api-admin/app/tabbar', { role: 0, opt });

  // The user's next visit shows all of it.
  await userPage.reload();
  await expect(slides).toHaveCount(slidesBefore + 1);
  const orderAfter = await userPage.locator('[data-node-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')));
  expect(orderAfter[0]).toBe('notice-bar');
  const nav = userPage.getByRole('navigation', { name: '底部导航' });
  await expect(nav.getByText('找工作')).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(5);
  await expect(userPage.getByText('预览草稿 · 仅通过预览链接可见')).toHaveCount(0);
  // The rest of the page is still there.
  await expect(userPage.locator('[data-node-type="job-list"] [data-testid="job-card"]').first()).toBeVisible();
  await userPage.screenshot({ path: 'test-results/screens/home-after-publish.png' });
  } finally {
    if (originalRevision !== null) await admin.call('/api-admin/app/design/page/rollback', { page: 'home', revisionId: originalRevision });
    await admin.call('/api-admin/app/tabbar', { role: 0, opt: originalTabbar.role0!.opt });
    await user.close();
    await previewer.close();
  }
});

test('a tampered preview token shows no draft', async ({ page }) => {
  await page.goto(base + '/?preview=forged.token.value');
  await expect(page.getByText('预览草稿 · 仅通过预览链接可见')).toHaveCount(0);
  await expect(page.getByText('页面加载失败').or(page.getByText('页面不存在'))).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { protocolClient } from './helpers/protocol';
import { frames, requestsReported, settled } from './helpers/settle';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/**
 * The popup manager and the action interpreter in real Chromium, through a
 * design page the test publishes as operator: popup links (with rules and
 * resLink chains), a design popup with a picker stacked on top of it, scroll
 * lock, the back button, double opens, rule failures on api links and
 * navigation.
 */
const PAGE = 'e2e-popups';
const PAGE_URL = `/public/diy?page=${PAGE}`;
const CITIES = [
  { label: '北京', value: 'bj' },
  { label: '上海', value: 'sh' },
  { label: '广州', value: 'gz' },
  { label: '深圳', value: 'sz' },
];
const FAVORITE_API = '/api-user/userFavorites/save';

const pickCity = (title: string, text: string) => ({
  type: 'popup',
  path: 'picker',
  params: { title, columns: CITIES, value: ['sh'] },
  // The picker confirms { value, labels }; the next step reads it as res.
  resLink: { type: 'toast', data: { text } },
});

const body = {
  schemaVersion: 2,
  meta: { title: '弹窗测试' },
  nodes: [
    {
      id: 'grid',
      type: 'grid-nav',
      props: {
        columns: 4,
        items: [
          {
            icon: '写',
            text: '填写',
            link: {
              type: 'popup',
              path: 'input-dialog',
              params: { title: '填写姓名', label: '姓名', placeholder: '请输入姓名', rules: { required: true, message: '请填写姓名' } },
              // Rules of the popup link itself: checked against the params before the popup opens.
              rules: { title: { required: true, message: '缺少标题' }, label: { type: 'string', max: 10 } },
              resLink: { type: 'toast', data: { text: '你好 {{res}}' } },
            },
          },
          { icon: '选', text: '选城市', link: pickCity('选择城市', '已选择 {{res.labels.0}}（{{res.value.0}}）') },
          {
            icon: '也',
            text: '也选城市',
            // The same popup key from another link; its chain carries the value on into the query.
            link: { ...pickCity('选择城市', ''), resLink: { type: 'navigate', path: `/public/diy`, params: { page: PAGE, city: '{{res.value.0}}' } } },
          },
          { icon: '多', text: '更多', link: { type: 'popup', path: 'design', params: { page: PAGE, popupKey: 'more' } } },
          {
            icon: '藏',
            text: '收藏',
            link: {
              type: 'api',
              api: FAVORITE_API,
              data: { jobId: '{{route.query.jobId}}' },
              rules: { jobId: { required: true, message: '请先选择职位' } },
              successText: '收藏成功',
            },
          },
          { icon: '职', text: '去职位', link: { type: 'navigate', path: 'pages/job' } },
        ],
      },
    },
    // Enough height for the page to scroll.
    ...Array.from({ length: 8 }, (_, i) => ({ id: `space-${i}`, type: 'spacer', props: { height: 200 } })),
  ],
  popups: {
    more: [
      { id: 'more-title', type: 'title-bar', props: { title: '更多操作', subtitle: '弹窗里的设计节点', moreText: '选城市' }, link: pickCity('弹窗内选城市', '弹窗内选择 {{res.labels.0}}') },
      { id: 'more-image', type: 'image', props: { src: '/static/design/banner-1.svg', alt: '弹窗横幅', ratio: 2.5 }, style: { mx: 12, radius: 8 } },
      // Tall enough to show above the picker sheet stacked on it.
      { id: 'more-space', type: 'spacer', props: { height: 200 } },
    ],
  },
};

/** A visible popup layer of a key (hidden ones stay mounted for re-use). */
const layer = (page: Page, key: string) => page.locator(`.rm-popup-layer[data-popup="${key}"][data-visible="true"]`);
const cell = (page: Page, text: string) =>
  page.locator('.w-grid-nav__cell').filter({ has: page.locator('.w-grid-nav__text', { hasText: new RegExp(`^${text}$`) }) });

async function zIndexOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => Number(getComputedStyle(el).zIndex));
}

/** Drags a picker wheel up by `rows` rows with real touch events (antd-mobile's wheel follows touches). */
async function dragWheelUp(page: Page, column: ReturnType<Page['locator']>, rows: number) {
  const box = (await column.locator('.adm-picker-view-column-item-active').boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  const steps = 10 * rows;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 0; i < steps; i++) {
    y -= box.height / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await frames(page, 1); // one move a frame, as a finger drags
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openPage(page: Page) {
  await page.goto(base + PAGE_URL);
  await expect(cell(page, '填写')).toBeVisible();
}

test.describe('popups through a published design page', () => {
  test.beforeAll(async () => {
    const admin = await protocolClient(base);
    await admin.loginOperator();
    const { revisionId } = await admin.call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: PAGE, body, note: 'e2e: popups' });
    await admin.call('/api-admin/app/design/page/publish', { page: PAGE, revisionId });
  });

  test('a design popup with a picker stacked on top: z-index, scroll lock, back button, value returned to the chain', async ({ page }) => {
    await openPage(page);
    const historyStart = await page.evaluate(() => history.length);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Open the design popup: the page's own popups.more nodes.
    await cell(page, '更多').click();
    const design = layer(page, 'design');
    await expect(design.getByRole('heading', { name: '更多操作' })).toBeVisible();
    await expect(design.getByRole('img', { name: '弹窗横幅' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Its title bar's 更多 runs the node link: a picker on top of the design popup.
    await design.getByRole('button', { name: '选城市' }).click();
    const picker = layer(page, 'picker');
    await expect(picker.locator('.adm-picker-header-title')).toHaveText('弹窗内选城市');
    await expect(design).toHaveCount(1); // still open underneath

    // The picker stacks above the design popup: masks and bodies.
    const designMask = await zIndexOf(page, '.rm-popup-layer[data-popup="design"] .adm-mask');
    const pickerMask = await zIndexOf(page, '.rm-popup-layer[data-popup="picker"] .adm-mask');
    const designBody = await zIndexOf(page, '.rm-popup-layer[data-popup="design"] .adm-popup-body');
    const pickerBody = await zIndexOf(page, '.rm-popup-layer[data-popup="picker"] .adm-popup-body');
    expect(designMask).toBeGreaterThanOrEqual(2000);
    expect(pickerMask).toBeGreaterThan(designMask);
    expect(pickerMask).toBeGreaterThan(designBody); // the upper mask dims the lower sheet
    expect(pickerBody).toBeGreaterThan(designBody);
    // The page underneath is not the hit target anywhere on screen: the picker's mask is.
    const topAtCentre = await page.evaluate(() => document.elementFromPoint(187, 200)?.closest('.rm-popup-layer')?.getAttribute('data-popup'));
    expect(topAtCentre).toBe('picker');

    await settled(layer(page, 'picker').locator('.adm-picker')); // the sheets have slid in
    await page.screenshot({ path: 'test-results/screens/popups-stacked.png' });

    // Page scroll is locked while popups show.
    const yBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(187, 150);
    const wheeled = page.evaluate(() => new Promise<void>((resolve) => addEventListener('wheel', () => resolve(), { once: true, capture: true })));
    await page.mouse.wheel(0, 600);
    await wheeled;
    await frames(page, 3); // a scroll the wheel started would have moved the page by now
    expect(await page.evaluate(() => window.scrollY)).toBe(yBefore);

    // The back button closes only the top popup…
    expect(await page.evaluate(() => history.length)).toBe(historyStart + 2);
    await page.goBack({ waitUntil: 'commit' });
    await expect(picker).toHaveCount(0);
    await expect(design).toHaveCount(1);
    await expect(design.getByRole('heading', { name: '更多操作' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PAGE_URL);

    // …a second back closes the next one, and the page stays.
    await page.goBack({ waitUntil: 'commit' });
    await expect(design).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PAGE_URL);
    await expect(cell(page, '填写')).toBeVisible();

    // Scroll is restored once nothing shows.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.locator('.adm-popup-body:visible, .adm-mask:visible')).toHaveCount(0);
    await page.mouse.move(187, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(yBefore);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Open the stack again and confirm the picker: its value reaches the resLink toast.
    await cell(page, '更多').click();
    await design.getByRole('button', { name: '选城市' }).click();
    await expect(picker.locator('.adm-picker-header-title')).toHaveText('弹窗内选城市');
    await picker.getByText('确定', { exact: true }).click();
    await expect(page.getByText('弹窗内选择 上海')).toBeVisible();
    await expect(picker).toHaveCount(0);
    await expect(design).toHaveCount(1); // confirming the top one leaves the one below
    await page.goBack({ waitUntil: 'commit' });
    await expect(design).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(`?page=${PAGE}`);
  });

  // Regression: the manager kept its 100 ms history lock after its own history.back() had landed,
  // so a back press right after a popup closed by code was swallowed and the popup below stayed open.
  test('a back press right after confirming the top popup closes the one below', async ({ page }) => {
    await openPage(page);
    await cell(page, '更多').click();
    const design = layer(page, 'design');
    await design.getByRole('button', { name: '选城市' }).click();
    const picker = layer(page, 'picker');
    await expect(picker.locator('.adm-picker-header-title')).toHaveText('弹窗内选城市');
    await settled(picker.locator('.adm-picker'));
    await picker.getByText('确定', { exact: true }).click();
    await page.goBack({ waitUntil: 'commit' });
    await expect(picker).toHaveCount(0);
    await expect(design).toHaveCount(0, { timeout: 2000 });
  });

  test('a picker returns the chosen value to the chain; the same key opened twice quickly opens one popup', async ({ page }) => {
    await openPage(page);
    const historyStart = await page.evaluate(() => history.length);

    // Two taps on one cell and one on another link to the same popup key, in one go.
    await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLElement>('.w-grid-nav__cell')];
      const named = (t: string) => cells.find((c) => c.querySelector('.w-grid-nav__text')?.textContent === t)!;
      const one = named('选城市');
      const other = named('也选城市');
      one.click();
      one.click();
      other.click();
    });
    const picker = layer(page, 'picker');
    await expect(picker.locator('.adm-picker-header-title')).toHaveText('选择城市');
    await expect(page.locator('.rm-popup-layer[data-popup="picker"]')).toHaveCount(1);
    await expect(page.locator('.adm-picker-popup .adm-popup-body:visible')).toHaveCount(1);
    // One history entry: one back closes it.
    expect(await page.evaluate(() => history.length)).toBe(historyStart + 1);

    // Turn the wheel one row down to 广州 with a touch drag, then confirm: both callers get the one result.
    const wheel = picker.locator('.adm-picker-view-column').first();
    await expect(wheel.locator('.adm-picker-view-column-item-active')).toHaveText('上海');
    await settled(picker.locator('.adm-picker')); // the sheet has slid in
    await dragWheelUp(page, wheel, 1);
    await expect(wheel.locator('.adm-picker-view-column-item-active')).toHaveText('广州');
    await settled(wheel.locator('.adm-picker-view-column-item-active')); // the wheel has settled
    await picker.getByText('确定', { exact: true }).click();
    // First caller: a toast reading res; second caller: a navigation carrying res in its query.
    await expect(page.locator('.adm-toast-main').filter({ hasText: '已选择 广州（gz）' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]city=gz(&|$)/);
    expect(new URL(page.url()).pathname).toBe('/public/diy');
    await expect(picker).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    // Confirming stepped back over the popup's own history entry before the navigation pushed its own:
    // one entry for the popup came and went, one for the navigation stays.
    expect(await page.evaluate(() => history.length)).toBe(historyStart + 1);
    expect(await page.evaluate(() => (history.state as Record<string, unknown> | null)?.__popup ?? null)).toBeNull();
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => new URL(page.url()).search).toBe(`?page=${PAGE}`);

    // Open once more: a single back closes it and leaves the page where it was.
    await cell(page, '选城市').click();
    await expect(picker).toHaveCount(1);
    await page.goBack({ waitUntil: 'commit' });
    await expect(picker).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(`?page=${PAGE}`);
    await expect(cell(page, '选城市')).toBeVisible();
  });

  test('an input-dialog opened by a popup link with rules: its own rules hold it open, the text reaches the chain', async ({ page }) => {
    await openPage(page);
    await cell(page, '填写').click();
    const dialog = layer(page, 'input-dialog');
    await expect(dialog.getByText('填写姓名')).toBeVisible();
    const input = dialog.getByPlaceholder('请输入姓名');
    await expect(input).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Empty: the dialog's rule message is a toast (above the dialog) and it stays open.
    await dialog.getByRole('button', { name: '确定' }).click();
    const warning = page.locator('.adm-toast-main').filter({ hasText: '请填写姓名' });
    await expect(warning).toBeVisible();
    const toastZ = await page.locator('.adm-toast-mask').first().evaluate((el) => Number(getComputedStyle(el).zIndex));
    const dialogZ = await zIndexOf(page, '.rm-popup-layer[data-popup="input-dialog"] .adm-center-popup');
    expect(dialogZ).toBeGreaterThanOrEqual(2000);
    expect(toastZ).toBeGreaterThan(dialogZ);
    await expect(dialog).toHaveCount(1);

    await input.fill('张三');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('你好 张三')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(new URL(page.url()).search).toBe(`?page=${PAGE}`);
  });

  test('a failing rule on an api link is a toast and sends nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(FAVORITE_API)) calls.push(r.url());
    });
    await openPage(page);
    await cell(page, '收藏').click();
    await expect(page.locator('.adm-toast-main').filter({ hasText: '请先选择职位' })).toBeVisible();
    await requestsReported(page);
    expect(calls).toEqual([]);
    await expect(page.getByText('收藏成功')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(`?page=${PAGE}`);
  });

  test("a navigate link with path 'pages/job' opens /job", async ({ page }) => {
    await openPage(page);
    await cell(page, '去职位').click();
    await expect(page).toHaveURL(/\/job$/);
    expect(new URL(page.url()).pathname).toBe('/job');
    // No popup left behind, nor a scroll lock.
    await expect(page.locator('.rm-popup-layer[data-visible="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test("the admin call refuses a page whose link is an h5 'javascript:' URL", async () => {
    const admin = await protocolClient(base);
    await admin.loginOperator();
    const bad: Record<string, unknown> & { nodes: unknown[] } = { ...structuredClone(body), nodes: [] };
    bad.nodes = [{ id: 'evil', type: 'title-bar', props: { title: '坏链接', moreText: '点我' }, link: { type: 'navigate', h5: 'javascript:alert(1)' } }];
    await expect(admin.call('/api-admin/app/design/page/save', { page: PAGE, body: bad })).rejects.toThrow(/evil.*(链接地址不安全|javascript)/);
    // Hidden in a resLink, with odd casing and spaces, or inside a grid cell: refused too.
    bad.nodes = [{ id: 'evil2', type: 'title-bar', props: { title: '坏链接' }, link: { type: 'toast', data: { text: 'x' }, resLink: { type: 'navigate', h5: ' JavaScript :alert(1)' } } }];
    await expect(admin.call('/api-admin/app/design/page/save', { page: PAGE, body: bad })).rejects.toThrow(/evil2/);
    bad.nodes = [{ id: 'evil3', type: 'grid-nav', props: { items: [{ icon: '坏', text: '坏', link: { type: 'navigate', h5: 'javascript:alert(1)' } }] } }];
    await expect(admin.call('/api-admin/app/design/page/save', { page: PAGE, body: bad })).rejects.toThrow(/evil3/);
    // The published page is untouched.
    const current = await admin.call<{ body: { nodes: { id: string }[] } }>('/api-admin/app/design/page/get', { page: PAGE });
    expect(JSON.stringify(current.body)).not.toMatch(/javascript/i);
  });
});

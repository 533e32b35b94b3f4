import { expect, test, type Page } from '@playwright/test';
import { protocolClient } from './helpers/protocol';
import { frames, requestsReported, settled } from './helpers/settle';

/**
 * The app shell in the browser (spec §2, §8, §9): routes, the error page,
 * guards and named middleware, layout rules, keep-alive, the desktop frame,
 * the debug console and the reload after a failed script chunk.
 */

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
/** A tab of the bottom bar, by where it goes (other suites rename and add tabs). */
const tab = (page: Page, path: string) => page.getByRole('navigation', { name: '底部导航' }).locator(`a[href="${path}"]`);

async function login(page: Page) {
  await page.goto(base + '/login');
  await page.getByPlaceholder('手机号或账号').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(base + '/');
}

test.describe('routes and errors', () => {
  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto(base + '/no/such/page');
    await expect(page).toHaveURL(base + '/');
    await expect(page.locator('[data-node-id]').first()).toBeVisible();
  });

  test('an old-app pages/ path goes to its route (import-redirect)', async ({ page }) => {
    await page.goto(base + '/pages/help');
    await expect(page).toHaveURL(base + '/help');
  });

  test('a missing design page shows the 404 page with its texts and a link home', async ({ page }) => {
    await page.goto(base + '/public/diy?page=no-such-page');
    const err = page.getByTestId('error-page');
    await expect(err).toHaveAttribute('data-status', '404');
    await expect(err.getByText('This page could not be found')).toBeVisible();
    await expect(err.getByText('404', { exact: true })).toBeVisible();
    const home = err.getByRole('link', { name: 'Back to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await shot(page, 'shell-404');
    await home.click();
    await expect(page).toHaveURL(base + '/');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('every route of the spec draws a page, never a blank screen', async ({ page }) => {
    const routes = ['/', '/article', '/article/list', '/article/1', '/me', '/message', '/help', '/resume-list', '/account/login', '/brand/channel', '/public/diy?page=diy-campus', '/public/form', '/public/form-group', '/job', '/job/1', '/live', '/live/1', '/company', '/company/1', '/resume/1', '/login', '/forgot', '/agreement'];
    for (const r of routes) {
      await page.goto(base + r);
      await expect(page, r).toHaveURL(base + r);
      await expect(page.locator('.app-frame').first(), r).not.toBeEmpty();
      await expect(page.locator('[data-node-id], .page--login, .adm-form').first(), r).toBeVisible();
    }
  });
});

test.describe('guards and named middleware', () => {
  // After /account/login from a protected page the user landed on home instead of going back to it.
  test('authenticated: a guest opening a personal data page logs in at /account/login and comes back to it', async ({ page }) => {
    await page.goto(base + '/my/base-info');
    await expect(page).toHaveURL(base + '/account/login?redirect=%2Fmy%2Fbase-info');
    await page.getByPlaceholder('手机号或账号').fill('13800000001');
    await page.getByPlaceholder('请输入密码').fill('demo1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(base + '/my/base-info');
  });

  // /resume/submit, /job-received and /my/notices bounced visitors opening them directly to home with no login prompt.
  test('accountAuthenticated: a guest opening an application page directly is asked to log in and comes back', async ({ page }) => {
    await page.goto(base + '/my/notices');
    await expect(page).toHaveURL(base + '/account/login?redirect=%2Fmy%2Fnotices');
    await page.getByPlaceholder('手机号或账号').fill('13800000001');
    await page.getByPlaceholder('请输入密码').fill('demo1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(base + '/my/notices');
  });

  test('authenticated: a logged-in user stays, also straight after a reload (pending auth is restored first)', async ({ page }) => {
    await login(page);
    await page.goto(base + '/my/base-info');
    await expect(page).toHaveURL(base + '/my/base-info');
    await expect(page.locator('[data-node-id]').first()).toBeVisible();
  });

  test('notAuthenticated: /login when logged in goes to /', async ({ page }) => {
    await login(page);
    await page.goto(base + '/login');
    await expect(page).toHaveURL(base + '/');
    await page.goto(base + '/account/login');
    await expect(page).toHaveURL(base + '/');
  });

  test('notAuthenticated: a stale stored authorization value stays on the login page', async ({ page }) => {
    await page.goto(base + '/');
    await page.evaluate(() => localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: 'stale-token', e: Date.now() + 60_000 })));
    await page.goto(base + '/login');
    await expect(page).toHaveURL(base + '/login');
    await expect(page.getByPlaceholder('手机号或账号')).toBeVisible();
  });

  test('accountAuthenticated: a guest gets the login prompt and goes back to the page they came from', async ({ page }) => {
    await page.goto(base + '/help');
    await expect(page.locator('[data-node-id]').first()).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/resume/submit');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { usr: null, key: 'x', idx: 1 } }));
    });
    // The login popup opens over the page the guest came from.
    await expect(page.locator('.login-popup').getByText('登录 / 注册')).toBeVisible();
    await expect(page).toHaveURL(base + '/help');
  });

  test('indexPathHandle: / goes to the configured index path', async ({ page }) => {
    const admin = await protocolClient(base);
    await admin.loginOperator();
    try {
      await admin.call('/api-admin/app/settingUpdate', { indexPath: '/article' });
      await page.goto(base + '/');
      await expect(page).toHaveURL(base + '/article');
    } finally {
      await admin.call('/api-admin/app/settingUpdate', { indexPath: '' });
    }
    await page.evaluate(() => localStorage.clear());
    await page.goto(base + '/');
    await expect(page).toHaveURL(base + '/');
  });
});

test.describe('layout rules', () => {
  test('home is kept alive: its scroll position and loaded jobs survive a trip to /job', async ({ page }) => {
    await page.goto(base + '/');
    await expect(page.getByTestId('job-card')).toHaveCount(10);
    await page.mouse.wheel(0, 5000);
    await expect(page.getByTestId('job-card')).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await tab(page, '/job').click();
    await expect(page).toHaveURL(base + '/job');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await tab(page, '/').click();
    await expect(page).toHaveURL(base + '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // The second page of jobs is still there: the page was not drawn afresh.
    await expect(page.locator('.page--home [data-testid="job-card"]:visible, [data-testid="job-card"]:visible')).toHaveCount(20);
  });

  test('headers: none on home, me and message; a bar with back arrow and title on resume-list and news pages', async ({ page }) => {
    for (const r of ['/', '/me', '/message']) {
      await page.goto(base + r);
      await expect(page.locator('[data-node-id]').first()).toBeVisible();
      await expect(page.getByTestId('page-header'), r).toHaveCount(0);
    }
    await page.goto(base + '/resume-list');
    await expect(page.getByTestId('page-header')).toContainText('简历');
    await page.goto(base + '/article');
    await expect(page.getByTestId('page-header')).toContainText('职场资讯');
    // Back: a step back in the app's history…
    await page.goto(base + '/message');
    await tab(page, '/job').click();
    const header = page.getByTestId('page-header');
    await expect(header).toContainText('职位');
    await header.locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL(base + '/message');
    // …or home when the page was opened directly.
    await page.goto(base + '/article/list');
    await expect(header).toContainText('文章列表');
    await header.locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL(base + '/');
  });

  // Tabs read "帮助中心 - 才聚招聘 -" and the job page's title became 职位详情 once the app started.
  test('page titles carry the brand once, and a job page keeps the job’s title', async ({ page }) => {
    await page.goto(base + '/help');
    await expect(page).toHaveTitle('帮助中心 - 才聚招聘');
    await page.goto(base + '/job');
    const card = page.getByTestId('job-card').first();
    // The title's own text, without the 急聘 mark beside it.
    const jobTitle = await card.locator('.job-card__title').evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());
    expect(jobTitle).not.toBe('');
    await card.click();
    await expect(page).toHaveURL(/\/job\/\d+/);
    await expect(page).toHaveTitle(`${jobTitle} - 才聚招聘`);
  });

  test('a desktop browser shows the mobile page centred with the sidebar, except on login pages', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' });
    const page = await context.newPage();
    await page.goto(base + '/');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    const sidebar = page.getByTestId('desktop-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('才聚招聘');
    await expect(page.getByTestId('desktop-qr')).toBeVisible();
    // A real code of this page's address, to open it on a phone.
    await expect(page.getByTestId('desktop-qr').getByRole('img', { name: '手机扫码打开本页' })).toHaveAttribute('data-qr', `${base}/`);
    const frame = await page.locator('.app-frame').first().boundingBox();
    expect(frame).not.toBeNull();
    // Centred: equal margins either side of the phone frame.
    expect(Math.abs(frame!.x - (1280 - frame!.x - frame!.width))).toBeLessThan(2);
    await settled(page.getByTestId('desktop-qr'));
    await shot(page, 'shell-desktop');
    await page.goto(base + '/login');
    await expect(page.getByPlaceholder('手机号或账号')).toBeVisible();
    await expect(page.getByTestId('desktop-sidebar')).toHaveCount(0);
    await context.close();
  });

  test('a phone shows no sidebar', async ({ page }) => {
    await page.goto(base + '/');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByTestId('desktop-sidebar')).toHaveCount(0);
  });
});

test.describe('debugging and resilience', () => {
  test('the debug console chunk loads only with dev=true', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/debug-console-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(base + '/');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await requestsReported(page);
    expect(chunks).toEqual([]);
    await expect(page.getByTestId('debug-console')).toHaveCount(0);

    await page.goto(base + '/?dev=true');
    await expect(page.getByTestId('debug-console').getByRole('button', { name: 'Console' })).toBeVisible();
    expect(chunks).toHaveLength(1);
    await page.evaluate(() => console.warn('hello from the test'));
    await page.getByTestId('debug-console').getByRole('button', { name: 'Console' }).click();
    await expect(page.getByTestId('debug-console').getByText('hello from the test')).toBeVisible();
  });

  test('a failed script chunk reloads the page once, on the next route change, and not again within 60 s', async ({ page }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    // As after a deploy: the chunk of a widget the next pages need is gone (the idle prefetch may be the first to notice).
    await page.route(/\/assets\/(coming-soon|chat-list)-[\w-]+\.js$/, (r) => r.abort());
    await page.goto(base + '/');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    expect(loads).toBe(1);
    await tab(page, '/message').click();
    // The message page's widget chunk has failed (its placeholder is gone) before the next route change.
    await expect(page).toHaveURL(/\/message$/);
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await expect(page.locator('.dn-loading')).toHaveCount(0);
    await tab(page, '/me').click();
    await expect.poll(() => loads).toBe(2);
    await expect(page).toHaveURL(/\/(message|me)$/);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);

    // The chunk still fails after the reload: no second reload within the minute.
    // A reload would drop this mark; each route change is drawn (its effects have run) before the next.
    await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
    for (const [path, url] of [['/message', /\/message$/], ['/', /\/$/], ['/me', /\/me$/]] as const) {
      await tab(page, path).click();
      await expect(page).toHaveURL(url);
      await frames(page, 3);
    }
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(loads).toBe(2);
  });
});

test('a shared link to a job that does not exist shows the 404 page (the server answered 404)', async ({ page }) => {
  const res = await page.goto('/job/987654321');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to the home page' }).or(page.getByRole('link', { name: 'Back to the home page' }))).toBeVisible();
});

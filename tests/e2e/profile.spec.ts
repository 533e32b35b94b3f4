import { expect, test, type Page } from '@playwright/test';
import { E2E_IDENTITIES, fakesUrl } from './fakes';
import { newRecruiter, newSeeker, phoneWith } from './helpers/accounts';
import { settled } from './helpers/settle';

/** A number no earlier run used: the first code login creates the account. */
const freshMobile = () => `137${String(Date.now()).slice(-8)}`;

async function smsCode(mobile: string): Promise<string> {
  const r = await fetch(fakesUrl(`/sms/last?mobile=${mobile}`));
  return ((await r.json()) as { code: string }).code;
}

/** Logs a new job seeker in with an SMS code through the login page, reading the code from the fake gateway. */
async function loginWithCode(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api-auth/user/loginCode'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect((await (await sent).json()).code).toBe(200);
  await page.getByPlaceholder('6 位验证码').fill(await smsCode(mobile));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization-um-mobile'))).toBeTruthy();
}

test.describe('personal centre', () => {
  test('a new seeker fills in base info, changes a setting, verifies the real name and logs out', async ({ page }) => {
    const mobile = freshMobile();
    await loginWithCode(page, mobile);

    await page.goto('/me');
    const card = page.getByTestId('me-card');
    await expect(card).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(card).not.toContainText(mobile);
    await expect(card).toContainText('未实名');

    // Base info: the shared rules refuse a pure-digit name before anything is sent.
    await page.getByText('基本信息').click();
    await expect(page).toHaveURL(/\/my\/base-info$/);
    const name = page.getByLabel('姓名');
    await name.fill('12345');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '名称不能为纯数字' })).toBeVisible();
    await name.fill('林晓');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择性别' })).toBeVisible();
    await page.locator('[data-field="gender"] button').click();
    await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
    await expect(page.locator('.adm-picker-header-button:visible')).toHaveCount(0);
    await page.locator('[data-field="birthday"] button').click();
    await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
    await expect(page.locator('.adm-picker-header-button:visible')).toHaveCount(0);
    await settled(page.locator('[data-field="birthday"]'));
    await page.screenshot({ path: 'test-results/screens/my-base-info.png' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api-user/register/infoSave'));
    await page.getByRole('button', { name: '保存' }).click();
    expect((await (await saved).json()).code).toBe(200);
    await expect(page.getByText('保存成功')).toBeVisible();

    // Settings are saved at once and kept across a reload.
    await page.goto('/my/settings');
    const invisible = page.getByRole('switch', { name: '隐身求职' });
    await expect(invisible).toHaveAttribute('aria-checked', 'false');
    await invisible.click();
    await expect(page.getByText('已保存')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: '隐身求职' })).toHaveAttribute('aria-checked', 'true');

    // A second number, proven by the code sent to it.
    const extra = freshMobile().replace(/^137/, '136');
    await page.getByText('+ 添加手机号').click();
    await page.getByLabel('手机号', { exact: true }).fill(extra);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await page.getByLabel('验证码').fill(await smsCode(extra));
    await page.getByRole('button', { name: '绑定' }).click();
    await expect(page.getByText('手机号已绑定')).toBeVisible();
    await expect(page.getByText(`${extra.slice(0, 3)}****${extra.slice(7)}`)).toBeVisible();

    // An e-mail address, proven by the code mailed to it.
    const email = `seeker${Date.now()}@example.com`;
    await page.getByText('未绑定').click();
    await page.getByLabel('邮箱', { exact: true }).fill(email);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送到邮箱')).toBeVisible();
    const mailed = ((await (await fetch(fakesUrl(`/mail/last?email=${encodeURIComponent(email)}`))).json()) as { code: string }).code;
    await page.locator('[data-field="emailCode"] input').fill(mailed);
    await page.getByRole('button', { name: '绑定邮箱' }).click();
    await expect(page.getByText('邮箱已绑定')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/my-settings.png', fullPage: true });

    // Hide the resume from a company found by name, then undo it.
    await page.goto('/my/shield');
    await page.getByPlaceholder('输入公司名称搜索').fill('科技');
    await page.getByPlaceholder('输入公司名称搜索').press('Enter');
    await page.getByRole('button', { name: '屏蔽', exact: true }).first().click();
    await expect(page.getByText('已屏蔽', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('已屏蔽的公司（1）')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/my-shield.png' });
    await page.getByRole('button', { name: '取消屏蔽' }).click();
    await expect(page.getByText('已屏蔽的公司（0）')).toBeVisible();

    // Real name through the identity service (a fake on loopback); a wrong checksum never reaches it.
    await page.goto('/my/real-name');
    await page.getByLabel('真实姓名').fill('林晓');
    await page.getByLabel('身份证号').fill('330106199805121230');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '身份证号校验位不正确' })).toBeVisible();
    await page.getByLabel('身份证号').fill(E2E_IDENTITIES[0]!.idCard);
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('已完成实名认证')).toBeVisible();

    // The session survives a reload (restored from storage), and /me shows what was saved.
    await page.goto('/me');
    await page.reload();
    await expect(card).toContainText('林晓');
    await expect(card).toContainText('已实名');
    await page.screenshot({ path: 'test-results/screens/me.png' });

    // Logging out asks first; cancel keeps the session, confirm ends it.
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('确定要退出登录？')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/me-logout-confirm.png' });
    await page.getByRole('button', { name: '取消' }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization-um-mobile'))).toBeNull();
    await page.goto('/me');
    await expect(page.getByText('登录 / 注册')).toBeVisible();
  });
});

test.describe('contact card', () => {
  test('a recruiter saves a card and shows its code; a seeker who opens the code sees the card', async ({ page, browser }) => {
    // Accounts of this test's own: a recruiter with a company, and a seeker.
    const recruiter = await newRecruiter();
    const seekerAccount = await newSeeker();
    await page.goto('/login');
    await page.getByPlaceholder('手机号或账号').fill(recruiter.mobile);
    await page.getByPlaceholder('请输入密码').fill(recruiter.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization-um-mobile'))).toBeTruthy();
    await page.goto('/me/contact');
    await page.getByLabel('微信号').fill('1bad');
    await page.getByRole('button', { name: '保存名片' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '微信号格式不正确' })).toBeVisible();
    await page.getByLabel('微信号').fill('hr_chen2024');
    await page.getByRole('button', { name: '保存名片' }).click();
    await expect(page.getByText('名片已保存')).toBeVisible();
    await page.getByRole('button', { name: '我的名片二维码' }).click();
    const qr = page.getByRole('img', { name: '名片二维码' });
    await expect(qr).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/me-contact.png' });
    const target = new URL((await qr.getAttribute('data-qr')) ?? '');
    // What was saved is there on the next visit.
    await page.reload();
    await expect(page.getByLabel('微信号')).toHaveValue('hr_chen2024');

    const seeker = await phoneWith(browser, seekerAccount.token);
    await seeker.goto(target.pathname + target.search);
    await expect(seeker.getByText('hr_chen2024')).toBeVisible();
    await expect(seeker.getByText(recruiter.mobile)).toBeVisible();
    await seeker.context().close();
  });
});

import { expect, test, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { newSeeker, phoneLoggedIn } from './helpers/accounts';

/** A PNG this run alone uploads (its colour comes from the clock). */
async function freshPng(): Promise<Buffer> {
  const t = Date.now();
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: t % 256, g: (t >> 8) % 256, b: (t >> 16) % 256 } } }).png().toBuffer();
}

// Each test uploads as a seeker of its own: the demo seeker's avatar and files stay as the seed left them.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

test.describe('uploads', () => {
  test('an avatar uploads, the same picture again completes instantly, and an unknown type is refused', async ({ browser }) => {
    const page = await phoneLoggedIn(browser, await newSeeker(), { contexts });
    await page.goto('/my/base-info');
    const input = page.getByTestId('avatar-input');
    const png = await freshPng();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/files/upload') && posts.push(r.url()));

    const option = page.waitForResponse((r) => r.url().endsWith('/api-auth/upload/option'));
    await input.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    expect((await (await option).json()).data.type).toBe('form');
    await expect(page.getByText('头像已更新', { exact: true })).toBeVisible();
    expect(posts).toHaveLength(1);
    const img = page.locator('.w-base-info__head img');
    await expect(img).toHaveAttribute('src', /^\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.png\?w=200&h=200$/);
    // The picture is served, resized to the avatar size.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(200);
    await page.screenshot({ path: 'test-results/screens/avatar-uploaded.png' });

    // The same bytes again: the server holds them, so no multipart POST.
    const again = page.waitForResponse((r) => r.url().endsWith('/api-auth/upload/option'));
    await input.setInputFiles({ name: 'same-again.png', mimeType: 'image/png', buffer: png });
    expect((await (await again).json()).data.type).toBe('speed');
    await expect(page.getByText('头像已更新（秒传）')).toBeVisible();
    expect(posts).toHaveLength(1);

    // A file whose type cannot be told is refused before any request, in the 'Error' dialog.
    let asked = false;
    page.on('request', (r) => r.url().endsWith('/api-auth/upload/option') && (asked = true));
    await input.setInputFiles({ name: 'notes', mimeType: '', buffer: Buffer.from('plain text') });
    const dialog = page.locator('.adm-dialog');
    await expect(dialog.getByText('Error', { exact: true })).toBeVisible();
    await expect(dialog.getByText('不支持的文件类型')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/upload-refused.png' });
    expect(asked).toBe(false);
  });
});

test.describe('upload field of the design forms', () => {
  test('a resume attachment uploads into the form; a picture is refused there', async ({ browser }) => {
    const page = await phoneLoggedIn(browser, await newSeeker(), { contexts });
    await page.goto('/public/form-group');
    const input = page.getByTestId('upload-input-attachment');
    // A PDF with one page: the server reads uploads in full, so a catalogue without pages is refused.
    const pdf = Buffer.from(
      `%PDF-1.4\n% ${Date.now()}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
    await input.setInputFiles({ name: '林晓雨的简历.pdf', mimeType: 'application/pdf', buffer: pdf });
    const tile = page.locator('.w-form-upload__tile[data-kind="pdf"]');
    // The tile comes once the server has read the whole file (after the bar's 100%): slow on a busy machine.
    await expect(tile).toContainText('林晓雨的简历.pdf', { timeout: 20_000 });
    await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    // One file at most: the add tile is gone.
    await expect(page.getByRole('button', { name: '添加简历附件' })).toHaveCount(0);
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/form-upload.png' });
    await tile.getByRole('button', { name: /删除/ }).click();
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await freshPng() });
    await expect(page.locator('.adm-dialog').getByText('不支持的文件类型')).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every story of the Storybook build renders something and throws nothing: what designers open
 * must work. One preview page goes from story to story the way Storybook's own sidebar does
 * (setCurrentStory on the preview channel), so the bundle loads once, not 125 times; each story
 * is still its own test with its own screenshot and its own errors.
 */
const sbPort = process.env.E2E_STORYBOOK_PORT ?? '3198';
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { type: string; title: string; name: string }> };
const stories = Object.entries(index.entries).filter(([, e]) => e.type === 'story');

test.describe.configure({ mode: 'serial' });

let page: Page;
const errors: string[] = [];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  page.on('pageerror', (e) => errors.push(e.message));
  // The preview with no story chosen yet; its store ready, it takes setCurrentStory.
  await page.goto(`http://127.0.0.1:${sbPort}/iframe.html`);
  await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: unknown }).__STORYBOOK_PREVIEW__));
  await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready());
});

test.afterAll(async () => {
  await page?.close();
});

test('the Storybook build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const [id, entry] of stories) {
  test(`story ${entry.title} / ${entry.name} renders`, async () => {
    errors.length = 0;
    // Switch and wait for the preview to say it rendered this story (or why it could not).
    const outcome = await page.evaluate(
      (storyId) =>
        new Promise<string>((resolve) => {
          type Channel = { on(e: string, fn: (p: unknown) => void): void; off(e: string, fn: (p: unknown) => void): void; emit(e: string, p: unknown): void };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const handlers: [string, (p: unknown) => void][] = [];
          const done = (result: string) => {
            handlers.forEach(([e, fn]) => channel.off(e, fn));
            resolve(result);
          };
          const on = (e: string, fn: (p: unknown) => void) => {
            handlers.push([e, fn]);
            channel.on(e, fn);
          };
          on('storyRendered', (p) => (p === storyId || (p as { storyId?: string })?.storyId === storyId) && done('rendered'));
          on('storyErrored', (p) => done(`errored: ${JSON.stringify(p)}`));
          on('storyThrewException', (p) => done(`threw: ${String((p as { message?: string })?.message ?? p)}`));
          on('storyMissing', () => done('missing'));
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
    expect(outcome).toBe('rendered');
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    // Widgets mark their first load with aria-busy; the story is settled when none is left.
    await expect(root.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await expect(root).not.toHaveText('');
    await page.screenshot({ path: `test-results/screens/story-${id}.png` });
    expect(errors).toEqual([]);
  });
}

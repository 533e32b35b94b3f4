import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** Every story of the Storybook build renders something and throws nothing: what designers open must work. */
const sbPort = process.env.E2E_STORYBOOK_PORT ?? '3198';
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { type: string; title: string; name: string }> };
const stories = Object.entries(index.entries).filter(([, e]) => e.type === 'story');

test('the Storybook build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const [id, entry] of stories) {
  test(`story ${entry.title} / ${entry.name} renders`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${sbPort}/iframe.html?id=${id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    // Widgets mark their first load with aria-busy; the story is settled when none is left.
    await expect(root.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await expect(root).not.toHaveText('');
    await page.screenshot({ path: `test-results/screens/story-${id}.png` });
    expect(errors).toEqual([]);
  });
}

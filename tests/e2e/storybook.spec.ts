import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every story of the Storybook build renders something and throws nothing: what designers open
 * must work. One preview page goes from story to story the way Storybook's own sidebar does
 * (setCurrentStory on the preview channel), so the bundle loads once, not 125 times; each story
 * is still its own test with its own screenshot and its own errors.
 */
const sbPort = process.env.E2E_STORYBOOK_PORT ?? '3198';
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { type: string; title: string; name: string; importPath: string }> };
const stories = Object.entries(index.entries).filter(([, e]) => e.type === 'story');
const docs = Object.entries(index.entries).filter(([, e]) => e.type === 'docs');
/** The widget folders (src/widgets/<type>/schema.ts): each must have a docs page. */
const widgetTypes = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/widgets/${d.name}/schema.ts`))
  .map((d) => d.name);
const typeOf = (importPath: string) => /widgets\/([^/]+)\//.exec(importPath)?.[1] ?? '';

/** The props of a widget's zod schema, in order (what its docs page must list). */
async function propsOf(type: string): Promise<string[]> {
  const module = (await import(`../../src/widgets/${type}/schema.ts`)) as Record<string, unknown>;
  const schema = Object.entries(module).find(([name]) => name.endsWith('PropsSchema'))?.[1] as { shape?: Record<string, unknown>; _zod?: { def: { shape?: Record<string, unknown>; innerType?: unknown } } };
  const shape = schema.shape ?? schema._zod?.def.shape ?? {};
  return Object.keys(shape);
}

type Channel = { on(e: string, fn: (p: unknown) => void): void; off(e: string, fn: (p: unknown) => void): void; emit(e: string, p: unknown): void };

/** Switches the preview to an entry as the sidebar does and answers how it went. */
function show(id: string, viewMode: 'story' | 'docs'): Promise<string> {
  return page.evaluate(
    ([storyId, mode]) =>
      new Promise<string>((resolve) => {
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
        on('docsRendered', (p) => p === storyId && done('rendered'));
        on('storyErrored', (p) => done(`errored: ${JSON.stringify(p)}`));
        on('storyThrewException', (p) => done(`threw: ${String((p as { message?: string })?.message ?? p)}`));
        on('storyMissing', () => done('missing'));
        channel.emit('setCurrentStory', { storyId, viewMode: mode });
      }),
    [id, viewMode] as const,
  );
}

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
    const outcome = await show(id, 'story');
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

test('every widget has a docs page', async () => {
  // Docs pages are read on a desktop screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(docs.map(([, e]) => typeOf(e.importPath)).sort()).toEqual([...widgetTypes].sort());
});

for (const [id, entry] of docs) {
  const type = typeOf(entry.importPath);
  test(`docs ${entry.title}: a props table from the schema, with descriptions and a control per prop, and the live story`, async () => {
    errors.length = 0;
    expect(await show(id, 'docs')).toBe('rendered');
    const docsRoot = page.locator('#storybook-docs');
    const table = docsRoot.getByRole('table', { name: '属性' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    // One row per prop of the zod schema, in its order, each with the studio's description and a control.
    await expect(rows).toHaveCount((await propsOf(type)).length);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-prop')))).toEqual(await propsOf(type));
    for (const row of await rows.all()) {
      await expect(row.locator('.wd-desc')).not.toHaveText('');
      await expect(row.locator('input, select, textarea')).toHaveCount(1);
    }
    // The first story, live beside the table.
    const live = docsRoot.locator('.wd-story');
    await expect(live).not.toBeEmpty();
    await expect(live.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: `test-results/screens/story-${id}.png` });
    expect(errors).toEqual([]);
  });
}

test('a control on the docs page changes the live story', async () => {
  const [id] = docs.find(([, e]) => typeOf(e.importPath) === 'job-list')!;
  expect(await show(id, 'docs')).toBe('rendered');
  const docsRoot = page.locator('#storybook-docs');
  await expect(docsRoot.locator('.wd-story')).toContainText('推荐职位');
  await docsRoot.getByRole('textbox', { name: /^title\b/ }).fill('本周急招');
  await expect(docsRoot.locator('.wd-story')).toContainText('本周急招');
  await expect(docsRoot.locator('.wd-story')).not.toContainText('推荐职位');
});

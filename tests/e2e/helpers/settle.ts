import type { Locator, Page } from '@playwright/test';

/**
 * Waits until an element has stopped moving (a sheet sliding in, a panel
 * fading in, a wheel settling): its box and its own and its ancestors' opacity
 * stay the same over four animation frames. For screenshots and taps that
 * need a still target, instead of a guessed sleep. Gives up after `maxMs`
 * (a spinner never settles), so a screenshot is still taken.
 */
export async function settled(target: Locator, maxMs = 5_000): Promise<void> {
  await target.waitFor({ state: 'visible' });
  await target.evaluate(
    (el, max) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = '';
        let same = 0;
        const look = () => {
          const r = el.getBoundingClientRect();
          let opacity = 1;
          for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
          return `${r.x.toFixed(1)},${r.y.toFixed(1)},${r.width.toFixed(1)},${r.height.toFixed(1)},${opacity.toFixed(3)}`;
        };
        const tick = () => {
          const now = look();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 4 || performance.now() - started > max) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    maxMs,
  );
}

/**
 * Waits until every request the page issued so far has been reported to the test: the page
 * fetches /healthz and the test waits for that request. Requests are reported in the order
 * the page issues them, so a check that "nothing was sent" made after this sees everything
 * sent before it, without a guessed sleep.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/healthz?barrier=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/** Waits for the page to draw `n` more frames (effects and a scroll have run), instead of a sleep. */
export async function frames(page: Page, n = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

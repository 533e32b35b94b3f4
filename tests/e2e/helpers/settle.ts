import type { Locator } from '@playwright/test';

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

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, nextTask, reloadOnceAfter } from '../first-paint';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function skeletonWith(decode: () => Promise<void>): void {
  document.body.innerHTML = '<div id="root"><div class="boot-sk"><img class="boot-sk__img" src="/static/design/banner-1.svg" alt="" /></div></div>';
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'decode', { value: decode });
}

describe('afterFirstPaint (the app runs once the skeleton is on screen)', () => {
  it('waits for the skeleton’s picture to decode, then for a frame', async () => {
    vi.useFakeTimers();
    let decoded!: () => void;
    skeletonWith(() => new Promise<void>((resolve) => (decoded = resolve)));
    let done = false;
    void afterFirstPaint(document, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });

  it('does not hold the app back longer than the cap when a picture never loads', async () => {
    vi.useFakeTimers();
    skeletonWith(() => new Promise<void>(() => undefined));
    let done = false;
    void afterFirstPaint(document, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('goes on at once after a broken picture', async () => {
    skeletonWith(() => Promise.reject(new Error('EncodingError')));
    await expect(afterFirstPaint(document, 60_000)).resolves.toBeUndefined();
  });
});

describe('reloadOnceAfter (the app chunk failed to load)', () => {
  const win = () => {
    const store = new Map<string, string>();
    return {
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage,
      location: { reload: vi.fn() } as unknown as Location,
    };
  };
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/app-x.js');

  it('reloads once, not again within the minute, and again after it', () => {
    const w = win();
    expect(reloadOnceAfter(chunkError, w, 1_000)).toBe(true);
    expect(reloadOnceAfter(chunkError, w, 30_000)).toBe(false);
    expect(w.location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceAfter(chunkError, w, 62_000)).toBe(true);
    expect(w.location.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone (they are bugs to see, not stale files)', () => {
    const w = win();
    expect(reloadOnceAfter(new Error('x is not a function'), w, 1_000)).toBe(false);
    expect(w.location.reload).not.toHaveBeenCalled();
  });
});

describe('nextTask (the entry gives the main thread back between the app’s steps)', () => {
  it('resolves in a later task: a timer queued before it runs first, and the microtasks of this task too', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    try {
      await nextTask();
      expect(yieldFn).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

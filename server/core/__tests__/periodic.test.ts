import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from '../periodic';

afterEach(() => vi.useRealTimers());

describe('periodic work', () => {
  it('runs every interval, never two runs at once, goes on after a failure, and stops', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const errors: unknown[] = [];
    const stop = startPeriodic(
      1000,
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('database away'));
        return runs === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
      (e) => errors.push(e),
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    // The first run is still going: the next ticks do not start another.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});

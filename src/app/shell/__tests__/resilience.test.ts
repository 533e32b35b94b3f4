import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MIN_INTERVAL_MS, PREFETCH_IDLE_TIMEOUT_MS, STORAGE_KEY_CHUNK_RELOAD } from '../../../runtime/constants';
import { createChunkReloader, isChunkLoadError } from '../chunk-reload';
import { canPrefetch, createPrefetcher, whenIdle, type IdleHost } from '../prefetch';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('chunk-load failures (spec §8)', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('network down'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });

  it('reloads once on the next route change after a failure, to the new address', () => {
    const storage = memory();
    const reload = vi.fn();
    const r = createChunkReloader({ storage, now: () => 1_000_000, reload });
    expect(r.onRouteChange('/a')).toBe(false);
    expect(r.noteFailure(new Error('boom'))).toBe(false);
    expect(r.noteFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    expect(r.onRouteChange('/job')).toBe(true);
    expect(reload).toHaveBeenCalledWith('/job');
    expect(storage.m.get(STORAGE_KEY_CHUNK_RELOAD)).toBe('1000000');
    expect(r.onRouteChange('/me')).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at most once per 60 s, remembered across page loads in sessionStorage', () => {
    const storage = memory();
    let now = 5_000_000;
    const reload = vi.fn();
    createChunkReloader({ storage, now: () => now, reload }).noteFailure(new TypeError('Failed to fetch dynamically imported module'));
    const first = createChunkReloader({ storage, now: () => now, reload });
    first.noteFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(first.onRouteChange('/a')).toBe(true);
    // The reloaded page fails again within the minute: no second reload.
    const second = createChunkReloader({ storage, now: () => now, reload });
    now += CHUNK_RELOAD_MIN_INTERVAL_MS - 1;
    second.noteFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(second.onRouteChange('/b')).toBe(false);
    now += 1;
    expect(second.onRouteChange('/c')).toBe(true);
    expect(reload.mock.calls).toEqual([['/a'], ['/c']]);
  });

  it('still reloads when storage is unavailable', () => {
    const reload = vi.fn();
    const r = createChunkReloader({ storage: null, now: () => 1, reload });
    r.noteFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(r.onRouteChange('/x')).toBe(true);
  });
});

describe('link prefetch (spec §9)', () => {
  it('is skipped offline, on 2g and slow-2g, and in save-data mode', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  function idleHost() {
    const idle: { cb: () => void; timeout: number | undefined }[] = [];
    const host: IdleHost = {
      requestIdleCallback: (cb, opts) => idle.push({ cb, timeout: opts?.timeout }),
      cancelIdleCallback: vi.fn(),
      setTimeout: vi.fn(() => 0),
      clearTimeout: vi.fn(),
    };
    return { host, idle };
  }

  it('waits for idle time with a 2000 ms time-out', () => {
    const { host, idle } = idleHost();
    const fn = vi.fn();
    whenIdle(host, fn);
    expect(idle[0]?.timeout).toBe(PREFETCH_IDLE_TIMEOUT_MS);
    expect(fn).not.toHaveBeenCalled();
    idle[0]?.cb();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('loads each target once, when idle and allowed', async () => {
    const { host, idle } = idleHost();
    const load = vi.fn(async () => undefined);
    let network = { onLine: true };
    const p = createPrefetcher({ host, network: () => network, load });
    p.schedule(['/job', '/me']);
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.cb();
    expect(load.mock.calls).toEqual([['/job'], ['/me']]);
    p.schedule(['/job', '/me']);
    expect(idle).toHaveLength(0);
    network = { onLine: false };
    p.schedule(['/message']);
    expect(idle).toHaveLength(0);
  });

  it('tries a target again after its prefetch failed', async () => {
    const { host, idle } = idleHost();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const p = createPrefetcher({ host, network: () => ({ onLine: true }), load });
    p.schedule(['/job']);
    idle.shift()?.cb();
    await vi.waitFor(() => expect(p.has('/job')).toBe(false));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRegistry, WIDGET_RETRY_AFTER_MS, type WidgetDefinition } from '../../registry';

const def = (type: string): WidgetDefinition => ({ type, propsSchema: z.object({}), defaultProps: {}, render: () => null });

describe('widget registry', () => {
  it('throws at start when a type is registered twice', () => {
    expect(() => createRegistry([['a', async () => def('a')], ['a', async () => def('a')]])).toThrow('widget type "a" is registered twice');
  });

  it('loads each widget once, lazily, and only the types asked for', async () => {
    const a = vi.fn(async () => def('a'));
    const b = vi.fn(async () => def('b'));
    const r = createRegistry([['a', a], ['b', b]]);
    expect(a).not.toHaveBeenCalled();
    await r.preload(['a', 'a', 'nope']);
    await r.load('a');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(r.peek('a')?.type).toBe('a');
    expect(r.peek('b')).toBeUndefined();
  });

  it('rejects an unknown type and a definition that declares another type', async () => {
    const r = createRegistry([['a', async () => def('b')]]);
    await expect(r.load('zzz')).rejects.toThrow('unknown widget type "zzz"');
    await expect(r.load('a')).rejects.toThrow('widget registered as "a" declares type "b"');
  });

  it('retries a load that failed (a chunk that did not arrive), but not at once: a render retry gets the same failure', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      const loader = vi.fn(async () => (fail ? Promise.reject(new Error('chunk')) : def('a')));
      const r = createRegistry([['a', loader]]);
      const first = r.load('a');
      await expect(first).rejects.toThrow('chunk');
      // React renders the failed widget again to recover: it must meet the same settled failure
      // (status rejected: use() throws to the error boundary) instead of a new import that fails in turn, forever.
      expect(r.load('a')).toBe(first);
      expect(first).toMatchObject({ status: 'rejected' });
      expect(loader).toHaveBeenCalledTimes(1);
      fail = false;
      await vi.advanceTimersByTimeAsync(WIDGET_RETRY_AFTER_MS);
      await expect(r.load('a')).resolves.toMatchObject({ type: 'a' });
      expect(loader).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

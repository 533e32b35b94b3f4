import { describe, expect, it } from 'vitest';
import { STORAGE_TTL_MS } from '../constants';
import { createExpiringStorage, memoryStore } from '../storage';

describe('expiring storage', () => {
  it('keeps a value for 7 days by default, then forgets it', () => {
    let t = 1_000_000;
    const store = memoryStore();
    const s = createExpiringStorage(store, () => t);
    s.set('authorization-um-mobile', 'tok');
    t += STORAGE_TTL_MS - 1;
    expect(s.get('authorization-um-mobile')).toBe('tok');
    t += 1;
    expect(s.get('authorization-um-mobile')).toBeNull();
    expect(store.getItem('authorization-um-mobile')).toBeNull();
  });

  it('treats a corrupt entry as absent and removes it', () => {
    const store = memoryStore();
    store.setItem('setting-um', '{not json');
    const s = createExpiringStorage(store);
    expect(s.get('setting-um')).toBeNull();
    expect(store.getItem('setting-um')).toBeNull();
  });
});

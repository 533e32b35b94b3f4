import { STORAGE_TTL_MS } from './constants';

/** The part of Web Storage we use, so tests and non-browser hosts can pass their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Stored<T> {
  v: T;
  /** Expiry, ms since the epoch. */
  e: number;
}

/** Local storage whose entries expire (7 days by default, spec §9). */
export function createExpiringStorage(store: KeyValueStore, now: () => number = Date.now) {
  return {
    get<T>(key: string): T | null {
      const raw = store.getItem(key);
      if (raw === null) return null;
      try {
        const item = JSON.parse(raw) as Stored<T>;
        if (typeof item !== 'object' || item === null || typeof item.e !== 'number' || item.e <= now()) {
          store.removeItem(key);
          return null;
        }
        return item.v;
      } catch {
        store.removeItem(key);
        return null;
      }
    },
    set<T>(key: string, value: T, ttlMs = STORAGE_TTL_MS): void {
      store.setItem(key, JSON.stringify({ v: value, e: now() + ttlMs } satisfies Stored<T>));
    },
    remove(key: string): void {
      store.removeItem(key);
    },
  };
}
export type ExpiringStorage = ReturnType<typeof createExpiringStorage>;

/** In-memory store for hosts without localStorage (private mode, some web views). */
export function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

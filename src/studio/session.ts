import { useSyncExternalStore } from 'react';
import { createExpiringStorage, memoryStore, type ExpiringStorage, type KeyValueStore } from '../runtime/storage';
import { STORAGE_KEY_OPERATOR } from './constants';

/** The operator an admin token belongs to, as /api-admin/auth/login answers it. */
export interface Operator {
  id: number;
  account: string;
  name: string;
}

export interface OperatorSession {
  token: string;
  operator: Operator;
}

function browserStore(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

/**
 * The operator's session: token and operator, kept in local storage so a reload
 * restores it (the server still decides: a 1006/1007 answer clears it).
 */
export function createOperatorSessionStore(storage: ExpiringStorage) {
  let state: OperatorSession | null = storage.get<OperatorSession>(STORAGE_KEY_OPERATOR);
  const subs = new Set<() => void>();
  const emit = () => subs.forEach((fn) => fn());
  return {
    get: (): OperatorSession | null => state,
    set(next: OperatorSession) {
      storage.set(STORAGE_KEY_OPERATOR, next);
      state = next;
      emit();
    },
    clear() {
      storage.remove(STORAGE_KEY_OPERATOR);
      if (state === null) return;
      state = null;
      emit();
    },
    subscribe(fn: () => void) {
      subs.add(fn);
      return () => void subs.delete(fn);
    },
  };
}
export type OperatorSessionStore = ReturnType<typeof createOperatorSessionStore>;

export const operatorSession: OperatorSessionStore = createOperatorSessionStore(createExpiringStorage(typeof window === 'undefined' ? memoryStore() : browserStore()));

export function useOperatorSession(store: OperatorSessionStore = operatorSession): OperatorSession | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

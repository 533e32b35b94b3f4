import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExpiringStorage } from '../storage';

/**
 * Unsaved input of a resume section form survives a reload: it is kept in
 * local storage under the user and the section (and the item being edited),
 * written as the user types, and cleared once the section is saved.
 */
export const RESUME_DRAFT_PREFIX = 'resume-draft';

/** The storage key of one form's draft: per user, section and item ('new' for an item not saved yet). */
export function resumeDraftKey(userId: number, section: string, itemId?: string | number | null): string {
  return `${RESUME_DRAFT_PREFIX}:${userId}:${section}:${itemId ?? 'new'}`;
}

export interface StoredDraft<T> {
  /** The form's values as last typed. */
  values: T;
  /** When they were typed (ms since the epoch). */
  at: number;
}

export function readDraft<T>(storage: ExpiringStorage, key: string): StoredDraft<T> | null {
  const d = storage.get<StoredDraft<T>>(key);
  return d && typeof d === 'object' && 'values' in d ? d : null;
}

export function writeDraft<T>(storage: ExpiringStorage, key: string, values: T, now = Date.now()): void {
  storage.set<StoredDraft<T>>(key, { values, at: now });
}

export function clearDraft(storage: ExpiringStorage, key: string): void {
  storage.remove(key);
}

/**
 * Form values that start from a stored draft when one exists (else from
 * `initial`) and are written back on every change. `restored` tells the form
 * to say so; `clear` drops the draft after a save (or when the user discards it).
 */
export function useDraftValues<T>(storage: ExpiringStorage, key: string | null, initial: () => T) {
  const [state] = useState(() => {
    const d = key ? readDraft<T>(storage, key) : null;
    return { values: d ? d.values : initial(), restored: d !== null };
  });
  const [values, setValues] = useState<T>(state.values);
  const [restored, setRestored] = useState(state.restored);
  const touched = useRef(false);
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    if (key && touched.current) writeDraft(storage, key, values);
  }, [storage, key, values]);

  const update = useCallback((next: T | ((prev: T) => T)) => {
    touched.current = true;
    setValues(next);
  }, []);

  const clear = useCallback(() => {
    touched.current = false;
    if (keyRef.current) clearDraft(storage, keyRef.current);
    setRestored(false);
  }, [storage]);

  /** Back to `fresh` (the saved values) and no draft. */
  const discard = useCallback(
    (fresh: T) => {
      clear();
      setValues(fresh);
    },
    [clear],
  );

  return { values, setValues: update, restored, clear, discard };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Catalog } from './catalog';
import { checkDraft } from './check-draft';
import { CODE_PAGE_CONFLICT, editorApi } from './editor-api';
import { isDirty, type EditorAction, type EditorState } from './state/editor-state';

/** A quiet spell this long after the last edit saves the draft by itself. */
export const AUTOSAVE_IDLE_MS = 2_500;

export type SaveStatus =
  | { kind: 'saved'; at: string | null }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  /** The draft has problems: it is not saved until they are fixed. */
  | { kind: 'invalid'; count: number }
  /** Another operator saved a newer revision first. */
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

/** The state as it is once a landed save is drawn (the page being edited stays the newest one). */
function withLanded(s: EditorState, landed: { page: EditorState['page']; revisionId: number } | null): EditorState {
  return landed ? { ...s, saved: landed.page, baseRevisionId: landed.revisionId } : s;
}

/**
 * Saves the draft as a new revision, by itself after a quiet spell and on
 * demand. A draft that does not parse is never sent. A save on a stale base
 * (someone else saved since) stops autosave and reports the conflict.
 */
export function useDraftSaver(pageKey: string, state: EditorState, dispatch: (a: EditorAction) => void, catalog: Catalog | null) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: null });
  const stateRef = useRef(state);
  stateRef.current = state;
  /**
   * The save that landed last, until a render shows it in `state`. React draws
   * the 'saved' dispatch in a later task, so a save that waited on that one
   * would otherwise read the old base and send the same draft again: the server
   * then refuses the operator's own work as 已被他人修改.
   */
  const landed = useRef<{ page: EditorState['page']; revisionId: number } | null>(null);
  if (landed.current && state.baseRevisionId === landed.current.revisionId) landed.current = null;
  const inFlight = useRef<Promise<number | null> | null>(null);
  const conflict = useRef(false);

  const save = useCallback(async (): Promise<number | null> => {
    if (inFlight.current) await inFlight.current;
    const s = withLanded(stateRef.current, landed.current);
    if (!catalog) return null;
    if (conflict.current) return null;
    if (!isDirty(s)) return s.baseRevisionId;
    const problems = checkDraft(s.page, catalog);
    if (problems.length) {
      setStatus({ kind: 'invalid', count: problems.length });
      return null;
    }
    setStatus({ kind: 'saving' });
    const sent = s.page;
    const run = editorApi
      .save(pageKey, sent, s.baseRevisionId)
      .then((r) => {
        landed.current = { page: sent, revisionId: r.revisionId };
        dispatch({ type: 'saved', page: sent, revisionId: r.revisionId });
        setStatus(stateRef.current.page === sent ? { kind: 'saved', at: r.createdAt } : { kind: 'dirty' });
        return r.revisionId;
      })
      .catch((e: unknown) => {
        const code = (e as { code?: unknown }).code;
        if (code === CODE_PAGE_CONFLICT) {
          conflict.current = true;
          setStatus({ kind: 'conflict' });
        } else setStatus({ kind: 'error', message: (e as { msg?: string }).msg ?? (e as Error).message ?? '保存失败' });
        return null;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [catalog, dispatch, pageKey]);

  // Autosave after a quiet spell; problems show at once.
  useEffect(() => {
    if (!catalog || conflict.current) return;
    if (!isDirty(state)) {
      setStatus((s) => (s.kind === 'invalid' || s.kind === 'dirty' ? { kind: 'saved', at: null } : s));
      return;
    }
    const problems = checkDraft(state.page, catalog);
    if (problems.length) {
      setStatus({ kind: 'invalid', count: problems.length });
      return;
    }
    setStatus((s) => (s.kind === 'saving' ? s : { kind: 'dirty' }));
    const t = window.setTimeout(() => void save(), AUTOSAVE_IDLE_MS);
    return () => window.clearTimeout(t);
  }, [state, catalog, save]);

  /** After a reload (conflict resolved): saving is allowed again. */
  const reset = useCallback(() => {
    conflict.current = false;
    setStatus({ kind: 'saved', at: null });
  }, []);

  return { status, save, reset };
}

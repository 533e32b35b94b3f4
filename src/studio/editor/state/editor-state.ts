import { produce, type Draft } from 'immer';
import { allIds, cloneWithNewIds, findNode, isWithin, listOf, placeOf, type DraftNode, type DraftPage } from './tree';

/** Snapshots kept for undo; older ones are dropped. */
export const HISTORY_LIMIT = 200;
/** Edits of one field closer together than this are one undo step (typing a word is one step, not one per key). */
export const COALESCE_MS = 800;

export interface EditorState {
  page: DraftPage;
  past: DraftPage[];
  future: DraftPage[];
  selectedId: string | null;
  /** The page as last saved (or loaded): equal by reference means nothing to save. */
  saved: DraftPage;
  /** The revision the draft started from: a save against an older one is refused by the server. */
  baseRevisionId: number | null;
  /** The last edit's coalescing key and time. */
  lastEdit: { key: string; at: number } | null;
}

export type EditorAction =
  | { type: 'load'; page: DraftPage; baseRevisionId: number | null }
  | { type: 'select'; id: string | null }
  | { type: 'insert'; node: DraftNode; parentId: string | null; index: number }
  | { type: 'move'; id: string; parentId: string | null; index: number }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string; random?: () => number }
  | { type: 'toggle-hidden'; id: string }
  /** Changes one node; `key` groups quick edits of one field into one undo step. */
  | { type: 'update-node'; id: string; recipe: (node: Draft<DraftNode>) => void; key?: string; at?: number }
  | { type: 'update-page'; recipe: (page: Draft<DraftPage>) => void; key?: string; at?: number }
  /** A save went through: the draft is now the saved one, on a new base revision. */
  | { type: 'saved'; page: DraftPage; revisionId: number }
  /** A revision restored as the new draft (one undo step, unsaved). */
  | { type: 'restore'; page: DraftPage }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialState(page: DraftPage, baseRevisionId: number | null): EditorState {
  return { page, past: [], future: [], selectedId: null, saved: page, baseRevisionId, lastEdit: null };
}

export function isDirty(s: EditorState): boolean {
  return s.page !== s.saved;
}

/** Applies an edit to the page, keeping the old page for undo. */
function edit(s: EditorState, recipe: (page: Draft<DraftPage>) => void, key?: string, at = Date.now(), select?: string | null): EditorState {
  const page = produce(s.page, recipe);
  if (page === s.page) return select === undefined ? s : { ...s, selectedId: select };
  const merge = key !== undefined && s.lastEdit?.key === key && at - s.lastEdit.at < COALESCE_MS && s.past.length > 0;
  const past = merge ? s.past : [...s.past, s.page].slice(-HISTORY_LIMIT);
  return {
    ...s,
    page,
    past,
    future: [],
    lastEdit: key === undefined ? null : { key, at },
    ...(select === undefined ? {} : { selectedId: select }),
  };
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'load':
      return initialState(a.page, a.baseRevisionId);
    case 'select':
      return s.selectedId === a.id ? s : { ...s, selectedId: a.id };
    case 'insert':
      return edit(
        s,
        (p) => {
          const list = listOf(p.nodes as DraftNode[], a.parentId);
          if (!list) return;
          list.splice(clampIndex(a.index, list.length), 0, a.node);
        },
        undefined,
        undefined,
        a.node.id,
      );
    case 'move':
      return edit(s, (p) => {
        const nodes = p.nodes as DraftNode[];
        if (a.parentId !== null && isWithin(nodes, a.parentId, a.id)) return;
        const from = placeOf(nodes, a.id);
        if (!from) return;
        const source = listOf(nodes, from.parentId)!;
        const [node] = source.splice(from.index, 1);
        const target = listOf(nodes, a.parentId);
        if (!node || !target) return;
        target.splice(clampIndex(a.index, target.length), 0, node);
      });
    case 'remove':
      return edit(
        s,
        (p) => {
          const nodes = p.nodes as DraftNode[];
          const at = placeOf(nodes, a.id);
          if (at) listOf(nodes, at.parentId)!.splice(at.index, 1);
        },
        undefined,
        undefined,
        s.selectedId && isWithin(s.page.nodes, s.selectedId, a.id) ? null : s.selectedId,
      );
    case 'duplicate': {
      const original = findNode(s.page.nodes, a.id);
      const at = placeOf(s.page.nodes, a.id);
      if (!original || !at) return s;
      const copy = cloneWithNewIds(original, allIds(s.page.nodes), a.random);
      return edit(
        s,
        (p) => {
          listOf(p.nodes as DraftNode[], at.parentId)!.splice(at.index + 1, 0, copy);
        },
        undefined,
        undefined,
        copy.id,
      );
    }
    case 'toggle-hidden':
      return edit(s, (p) => {
        const n = findNode(p.nodes as DraftNode[], a.id);
        if (!n) return;
        if (n.visible === false) delete n.visible;
        else n.visible = false;
      });
    case 'update-node':
      return edit(
        s,
        (p) => {
          const n = findNode(p.nodes as DraftNode[], a.id);
          if (n) a.recipe(n as Draft<DraftNode>);
        },
        a.key,
        a.at,
      );
    case 'update-page':
      return edit(s, a.recipe, a.key, a.at);
    case 'saved':
      // Edits made while the save was on its way stay unsaved.
      return { ...s, saved: a.page, baseRevisionId: a.revisionId, lastEdit: null };
    case 'restore':
      return edit(s, () => a.page as Draft<DraftPage>);
    case 'undo': {
      const prev = s.past.at(-1);
      if (!prev) return s;
      return { ...s, page: prev, past: s.past.slice(0, -1), future: [s.page, ...s.future], lastEdit: null, selectedId: keepSelection(prev, s.selectedId) };
    }
    case 'redo': {
      const next = s.future[0];
      if (!next) return s;
      return { ...s, page: next, past: [...s.past, s.page], future: s.future.slice(1), lastEdit: null, selectedId: keepSelection(next, s.selectedId) };
    }
  }
}

function keepSelection(page: DraftPage, id: string | null): string | null {
  return id && findNode(page.nodes, id) ? id : null;
}

function clampIndex(i: number, length: number): number {
  return Math.max(0, Math.min(length, Math.floor(i)));
}

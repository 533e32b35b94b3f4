/** @vitest-environment jsdom */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../catalog';
import { CODE_PAGE_CONFLICT, editorApi } from '../editor-api';
import { editorReducer, initialState, type EditorAction } from '../state/editor-state';
import { toDraft } from '../state/tree';
import { useDraftSaver } from '../use-draft-saver';

const catalog = await loadCatalog();
const PAGE = 'diy-saver';

/**
 * A stand-in for design/page/save with the server's one rule (a save must name
 * the page's newest revision as its base), whose answers the test lets through
 * one at a time so two saves can overlap.
 */
function fakeSaves(newest: number) {
  const sent: (number | null)[] = [];
  const held: (() => void)[] = [];
  vi.spyOn(editorApi, 'save').mockImplementation((_page, _body, base) => {
    sent.push(base);
    // The server checks the base as the save arrives (the editor never has two saves out at once).
    if (base !== newest) return Promise.reject({ code: CODE_PAGE_CONFLICT, msg: '已被他人修改，请重新加载' });
    return new Promise((resolve) => {
      held.push(() => resolve({ page: PAGE, revisionId: ++newest, createdAt: new Date().toISOString() }));
    });
  });
  return {
    sent,
    /**
     * Answers the oldest save still waiting, outside act() on purpose: as in a
     * browser, React draws the landed save in a later task, after the promise
     * callbacks waiting on that save have run.
     */
    answer: async () => {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.shift()!();
    },
  };
}

function mountEditor(base: number) {
  const page = toDraft({ schemaVersion: 2, page: PAGE, updatedAt: '2026-01-01T00:00:00.000Z', nodes: [{ id: 'spacer-a', type: 'spacer', props: {} }] }, PAGE);
  return renderHook(() => {
    const [state, dispatch] = useReducer(editorReducer, undefined, () => initialState(page, base));
    return { state, dispatch, ...useDraftSaver(PAGE, state, dispatch, catalog) };
  });
}

const addDivider = (id: string): EditorAction => ({ type: 'insert', node: { id, type: 'divider', props: {} }, parentId: null, index: 1 });

// Updates outside act() are drawn by React's scheduler, as in a browser (testing-library's act() still works).
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('draft saver', () => {
  /*
   * The bug: a save asked for while another was on its way (the operator's
   * click while the autosave was out, on a slow server) read the editor state
   * before React had drawn the landed save, so it sent the same draft again on
   * the old base revision, and the server refused the operator's own work with
   * 已被他人修改.
   */
  it("does not refuse an operator's own save that overlaps the autosave as someone else's", async () => {
    const server = fakeSaves(7);
    const { result } = mountEditor(7);
    act(() => result.current.dispatch(addDivider('divider-1')));

    let first!: Promise<number | null>;
    let second!: Promise<number | null>;
    act(() => {
      first = result.current.save();
      second = result.current.save();
    });
    await server.answer();
    await expect(first).resolves.toBe(8);
    await expect(second).resolves.toBe(8);
    expect(server.sent).toEqual([7]);
    await waitFor(() => expect(result.current.status.kind).toBe('saved'));
    expect(result.current.state.baseRevisionId).toBe(8);
  });

  it('saves an edit made while a save was on its way on the revision that save made', async () => {
    const server = fakeSaves(7);
    const { result } = mountEditor(7);
    act(() => result.current.dispatch(addDivider('divider-1')));

    let first!: Promise<number | null>;
    act(() => {
      first = result.current.save();
    });
    act(() => result.current.dispatch(addDivider('divider-2')));
    let second!: Promise<number | null>;
    act(() => {
      second = result.current.save();
    });
    await server.answer();
    await expect(first).resolves.toBe(8);
    await server.answer();
    await expect(second).resolves.toBe(9);
    expect(server.sent).toEqual([7, 8]);
    await waitFor(() => expect(result.current.status.kind).toBe('saved'));
  });

  it('reports a save on a base someone else has moved past as a conflict and stops saving', async () => {
    const server = fakeSaves(9);
    const { result } = mountEditor(7);
    act(() => result.current.dispatch(addDivider('divider-1')));
    let saved!: Promise<number | null>;
    act(() => {
      saved = result.current.save();
    });
    await expect(saved).resolves.toBeNull();
    await waitFor(() => expect(result.current.status.kind).toBe('conflict'));
    await act(async () => expect(await result.current.save()).toBeNull());
    expect(server.sent).toEqual([7]);
  });
});

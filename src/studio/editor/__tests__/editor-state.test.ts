import { describe, expect, it } from 'vitest';
import { COALESCE_MS, editorReducer, initialState, isDirty, type EditorAction, type EditorState } from '../state/editor-state';
import { findNode, toDraft, type DraftPage } from '../state/tree';

const page = (): DraftPage =>
  toDraft(
    {
      schemaVersion: 2,
      page: 'home',
      updatedAt: '2026-01-01T00:00:00.000Z',
      nodes: [
        { id: 'a', type: 'title-bar', props: { title: 'A' } },
        { id: 'b', type: 'banner-swiper', props: { height: 150 } },
        { id: 'tabs', type: 'tabs-container', props: { tabs: [{ title: '一' }] }, children: [{ id: 'c', type: 'job-list', props: {} }] },
      ],
    },
    'home',
  );

const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, s);
const ids = (s: EditorState) => s.page.nodes.map((n) => n.id);

describe('editor state', () => {
  it('moves a node among its siblings and undoes and redoes the move', () => {
    const s0 = initialState(page(), 1);
    const s1 = run(s0, { type: 'move', id: 'a', parentId: null, index: 2 });
    expect(ids(s1)).toEqual(['b', 'tabs', 'a']);
    expect(isDirty(s1)).toBe(true);
    const s2 = run(s1, { type: 'undo' });
    expect(ids(s2)).toEqual(['a', 'b', 'tabs']);
    expect(isDirty(s2)).toBe(false);
    expect(ids(run(s2, { type: 'redo' }))).toEqual(['b', 'tabs', 'a']);
  });

  it('moves a node into a container and out again, never into itself', () => {
    const s1 = run(initialState(page(), 1), { type: 'move', id: 'b', parentId: 'tabs', index: 0 });
    expect(findNode(s1.page.nodes, 'tabs')!.children!.map((n) => n.id)).toEqual(['b', 'c']);
    const s2 = run(s1, { type: 'move', id: 'c', parentId: null, index: 0 });
    expect(ids(s2)).toEqual(['c', 'a', 'tabs']);
    expect(run(s2, { type: 'move', id: 'tabs', parentId: 'tabs', index: 0 }).page).toBe(s2.page);
  });

  it('inserts a new node, selects it, and a new edit clears redo', () => {
    const node = { id: 'n1', type: 'spacer', props: { height: 10 } };
    const s1 = run(initialState(page(), 1), { type: 'insert', node, parentId: null, index: 1 });
    expect(ids(s1)).toEqual(['a', 'n1', 'b', 'tabs']);
    expect(s1.selectedId).toBe('n1');
    const s2 = run(s1, { type: 'undo' });
    expect(s2.future).toHaveLength(1);
    const s3 = run(s2, { type: 'remove', id: 'a' });
    expect(s3.future).toHaveLength(0);
    expect(run(s3, { type: 'redo' }).page).toBe(s3.page);
  });

  it('duplicates a container with new ids for it and its children, right after it', () => {
    let n = 0;
    const s1 = run(initialState(page(), 1), { type: 'duplicate', id: 'tabs', random: () => (n++ + 1) / 1000 });
    expect(s1.page.nodes).toHaveLength(4);
    const copy = s1.page.nodes[3]!;
    expect(copy.type).toBe('tabs-container');
    expect(copy.id).not.toBe('tabs');
    expect(copy.children![0]!.id).not.toBe('c');
    expect(copy.props).toEqual({ tabs: [{ title: '一' }] });
    expect(s1.selectedId).toBe(copy.id);
  });

  it('deletes a node with its children and forgets a selection inside it', () => {
    const s1 = run(initialState(page(), 1), { type: 'select', id: 'c' }, { type: 'remove', id: 'tabs' });
    expect(ids(s1)).toEqual(['a', 'b']);
    expect(s1.selectedId).toBeNull();
    expect(findNode(run(s1, { type: 'undo' }).page.nodes, 'c')).toBeDefined();
  });

  it('hides a node with visible: false and shows it again', () => {
    const s1 = run(initialState(page(), 1), { type: 'toggle-hidden', id: 'b' });
    expect(findNode(s1.page.nodes, 'b')!.visible).toBe(false);
    const s2 = run(s1, { type: 'toggle-hidden', id: 'b' });
    expect('visible' in findNode(s2.page.nodes, 'b')!).toBe(false);
  });

  it('makes quick edits of one field one undo step, and edits of another field a new one', () => {
    const edit = (title: string, at: number, key = 'a:props.title'): EditorAction => ({
      type: 'update-node',
      id: 'a',
      key,
      at,
      recipe: (n) => {
        n.props.title = title;
      },
    });
    const s1 = run(initialState(page(), 1), edit('A1', 1000), edit('A12', 1000 + COALESCE_MS / 2), edit('A123', 1000 + COALESCE_MS));
    expect(s1.past).toHaveLength(1);
    expect(findNode(run(s1, { type: 'undo' }).page.nodes, 'a')!.props.title).toBe('A');
    const s2 = run(s1, edit('x', 1000 + COALESCE_MS * 3));
    expect(s2.past).toHaveLength(2);
    const s3 = run(s2, edit('y', 1000 + COALESCE_MS * 3 + 1, 'a:props.other'));
    expect(s3.past).toHaveLength(3);
  });

  it('keeps edits made during a save unsaved', () => {
    const s1 = run(initialState(page(), 1), { type: 'remove', id: 'a' });
    const sent = s1.page;
    const s2 = run(s1, { type: 'remove', id: 'b' }, { type: 'saved', page: sent, revisionId: 7 });
    expect(s2.baseRevisionId).toBe(7);
    expect(isDirty(s2)).toBe(true);
    expect(isDirty(run(s2, { type: 'undo' }))).toBe(false);
  });
});

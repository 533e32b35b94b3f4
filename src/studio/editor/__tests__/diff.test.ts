import { describe, expect, it } from 'vitest';
import { diffPages, isEmptyDiff } from '../diff';
import { toDraft } from '../state/tree';

const base = {
  schemaVersion: 2,
  page: 'home',
  updatedAt: '2026-01-01T00:00:00.000Z',
  meta: { title: '首页' },
  nodes: [
    { id: 'a', type: 'title-bar', props: { title: 'A' } },
    { id: 'b', type: 'banner-swiper', props: { height: 150, items: [{ image: '/x.png' }] } },
    { id: 'c', type: 'spacer', props: {} },
    { id: 'tabs', type: 'tabs-container', props: {}, children: [{ id: 'd', type: 'job-list', props: {} }] },
  ] as any[],
};
const a = toDraft(base, 'home');

describe('revision diff', () => {
  it('is empty for the same page', () => {
    expect(isEmptyDiff(diffPages(a, toDraft(structuredClone(base), 'home')))).toBe(true);
  });

  it('names nodes added, removed, moved and props changed', () => {
    const next = structuredClone(base);
    const [na, nb, nc, ntabs] = next.nodes;
    nb!.props = { height: 200, items: [{ image: '/x.png', title: '春招' }] };
    ntabs!.children!.push({ id: 'e', type: 'spacer', props: {} });
    next.nodes = [nc!, na!, ntabs!];
    next.meta = { title: '新首页' };
    const d = diffPages(a, toDraft(next, 'home'));
    expect(d.added.map((n) => n.id)).toEqual(['e']);
    expect(d.removed.map((n) => n.id)).toEqual(['b']);
    expect(d.moved.map((n) => n.id)).toEqual(['c']);
    expect(d.changed).toEqual([]);
    expect(d.page).toEqual([{ path: 'meta/title', op: 'replace', before: '首页', after: '新首页' }]);
  });

  it('lists changed props with their old and new values, and a node moved into a container', () => {
    const next = structuredClone(base);
    next.nodes[1]!.props = { height: 200, items: [{ image: '/x.png', title: '春招' }] };
    (next.nodes[1] as { style?: unknown }).style = { bg: '#ffffff' };
    const c = next.nodes.splice(2, 1)[0]!;
    next.nodes[2]!.children!.unshift(c);
    const d = diffPages(a, toDraft(next, 'home'));
    expect(d.changed).toEqual([
      {
        id: 'b',
        type: 'banner-swiper',
        parentId: null,
        changes: expect.arrayContaining([
          { path: 'props/height', op: 'replace', before: 150, after: 200 },
          { path: 'props/items/0/title', op: 'add', after: '春招' },
          { path: 'style', op: 'add', after: { bg: '#ffffff' } },
        ]),
      },
    ]);
    expect(d.moved).toEqual([{ id: 'c', type: 'spacer', parentId: 'tabs', fromParentId: null }]);
  });
});

import { create } from 'jsondiffpatch';
import { format as toJsonPatch } from 'jsondiffpatch/formatters/jsonpatch';
import { flatten, type DraftNode, type DraftPage } from './state/tree';

/** One changed value inside a node (or the page), by JSON-pointer-like path. */
export interface ValueChange {
  /** e.g. props/items/0/title, style/bg */
  path: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}

export interface NodeRef {
  id: string;
  type: string;
  parentId: string | null;
}

/** What changed between two revisions of one page. */
export interface PageDiff {
  added: NodeRef[];
  removed: NodeRef[];
  /** Nodes under another parent, or out of order among the siblings both revisions share. */
  moved: (NodeRef & { fromParentId: string | null })[];
  changed: (NodeRef & { changes: ValueChange[] })[];
  /** Page meta and page style. */
  page: ValueChange[];
}

// Array items are matched by node id where they have one, so a reordered list is a move, not a rewrite.
const differ = create({
  objectHash: (item: object, index?: number) => ((item as { id?: unknown }).id as string | undefined) ?? `$$index:${index ?? 0}`,
  arrays: { detectMove: true },
});

function getAt(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split('/').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

/** The value changes from a to b, as a list (jsondiffpatch's delta written as JSON Patch, with the old values). */
export function valueChanges(a: unknown, b: unknown): ValueChange[] {
  const delta = differ.diff(a, b);
  if (!delta) return [];
  const ops = toJsonPatch(delta);
  return ops.flatMap((op): ValueChange[] => {
    if (op.op === 'add') return [{ path: op.path.slice(1), op: 'add', after: op.value }];
    if (op.op === 'remove') return [{ path: op.path.slice(1), op: 'remove', before: getAt(a, op.path) }];
    if (op.op === 'replace') return [{ path: op.path.slice(1), op: 'replace', before: getAt(a, op.path), after: op.value }];
    // Moves inside a prop list (slides reordered) read as a change of that list.
    if (op.op === 'move') return [{ path: op.from.slice(1), op: 'replace', before: getAt(a, op.from), after: getAt(b, op.path) }];
    return [];
  });
}

/** The node's own content: everything but its children. */
function content(n: DraftNode): Record<string, unknown> {
  const { children: _children, id: _id, ...rest } = n;
  return rest;
}

/** Ids of `ids` that keep their relative order (a longest common subsequence with `other`); the rest moved. */
function inOrder(ids: string[], other: string[]): Set<string> {
  const n = ids.length;
  const m = other.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = ids[i] === other[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const keep = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ids[i] === other[j]) {
      keep.add(ids[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return keep;
}

export function diffPages(a: DraftPage, b: DraftPage): PageDiff {
  const before = new Map(flatten(a.nodes).map((e) => [e.node.id, e]));
  const after = new Map(flatten(b.nodes).map((e) => [e.node.id, e]));
  const ref = (e: { node: DraftNode; parentId: string | null }): NodeRef => ({ id: e.node.id, type: e.node.type, parentId: e.parentId });

  const added = [...after.values()].filter((e) => !before.has(e.node.id)).map(ref);
  const removed = [...before.values()].filter((e) => !after.has(e.node.id)).map(ref);

  const moved: PageDiff['moved'] = [];
  const parents = new Set([...after.values()].map((e) => e.parentId));
  for (const parentId of parents) {
    const common = (list: Map<string, { node: DraftNode; parentId: string | null }>, other: Map<string, { parentId: string | null }>) =>
      [...list.values()].filter((e) => e.parentId === parentId && other.get(e.node.id)?.parentId === parentId).map((e) => e.node.id);
    const was = common(before, after);
    const now = common(after, before);
    const keep = inOrder(now, was);
    for (const id of now) if (!keep.has(id)) moved.push({ ...ref(after.get(id)!), fromParentId: parentId });
  }
  for (const e of after.values()) {
    const old = before.get(e.node.id);
    if (old && old.parentId !== e.parentId) moved.push({ ...ref(e), fromParentId: old.parentId });
  }

  const changed: PageDiff['changed'] = [];
  for (const e of after.values()) {
    const old = before.get(e.node.id);
    if (!old) continue;
    const changes = valueChanges(content(old.node), content(e.node));
    if (changes.length) changed.push({ ...ref(e), changes });
  }

  const page = valueChanges({ meta: a.meta ?? {}, style: a.style ?? {} }, { meta: b.meta ?? {}, style: b.style ?? {} });
  return { added, removed, moved, changed, page };
}

export function isEmptyDiff(d: PageDiff): boolean {
  return !d.added.length && !d.removed.length && !d.moved.length && !d.changed.length && !d.page.length;
}

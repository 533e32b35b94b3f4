import type { LinkObject, NodeStyle, PageStyle, Visibility } from '../../../../schemas/design';
import { DESIGN_SCHEMA_VERSION } from '../../../../schemas/design';

/** A node as the editor holds it: the design JSON, children as nodes. Props may be invalid while typed. */
export interface DraftNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  link?: LinkObject | undefined;
  visible?: Visibility | undefined;
  style?: NodeStyle | undefined;
  children?: DraftNode[] | undefined;
}

export interface DraftPage {
  schemaVersion: typeof DESIGN_SCHEMA_VERSION;
  page: string;
  updatedAt: string;
  meta?: { title?: string | undefined; header?: boolean | undefined; keepAlive?: boolean | undefined; className?: string | undefined } | undefined;
  style?: PageStyle | undefined;
  nodes: DraftNode[];
  popups?: Record<string, unknown[]> | undefined;
}

/** Where a node sits: its parent's id (null at the page's top level) and index. */
export interface Place {
  parentId: string | null;
  index: number;
}

function asNode(raw: unknown): DraftNode | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.type !== 'string') return null;
  const children = Array.isArray(r.children) ? r.children.map(asNode).filter((n): n is DraftNode => n !== null) : undefined;
  return {
    ...(r as object),
    id: r.id,
    type: r.type,
    props: r.props && typeof r.props === 'object' ? (r.props as Record<string, unknown>) : {},
    ...(children ? { children } : {}),
  } as DraftNode;
}

/** A stored page body as the editor's draft (nodes without an id or type are left out). */
export function toDraft(body: unknown, key: string): DraftPage {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const nodes = Array.isArray(b.nodes) ? b.nodes.map(asNode).filter((n): n is DraftNode => n !== null) : [];
  return {
    ...(b as object),
    schemaVersion: DESIGN_SCHEMA_VERSION,
    page: typeof b.page === 'string' ? b.page : key,
    updatedAt: typeof b.updatedAt === 'string' ? b.updatedAt : new Date(0).toISOString(),
    nodes,
  } as DraftPage;
}

export function listOf(nodes: DraftNode[], parentId: string | null): DraftNode[] | null {
  if (parentId === null) return nodes;
  const parent = findNode(nodes, parentId);
  if (!parent) return null;
  parent.children ??= [];
  return parent.children;
}

export function findNode(nodes: readonly DraftNode[], id: string): DraftNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = n.children ? findNode(n.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

export function placeOf(nodes: readonly DraftNode[], id: string, parentId: string | null = null): Place | null {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (n.id === id) return { parentId, index: i };
    const inner = n.children ? placeOf(n.children, id, n.id) : null;
    if (inner) return inner;
  }
  return null;
}

/** True when `id` is `ancestorId` or inside it (a node cannot move into itself). */
export function isWithin(nodes: readonly DraftNode[], id: string, ancestorId: string): boolean {
  if (id === ancestorId) return true;
  const a = findNode(nodes, ancestorId);
  return Boolean(a?.children && findNode(a.children, id));
}

export function allIds(nodes: readonly DraftNode[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    into.add(n.id);
    if (n.children) allIds(n.children, into);
  }
  return into;
}

/** A fresh node id: the type and a short random part, unique on the page. */
export function newId(type: string, taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `${type.slice(0, 40)}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** A deep copy of a node with new ids for it and every child. */
export function cloneWithNewIds(node: DraftNode, taken: Set<string>, random?: () => number): DraftNode {
  const id = newId(node.type, taken, random);
  taken.add(id);
  const copy: DraftNode = JSON.parse(JSON.stringify(node)) as DraftNode;
  copy.id = id;
  if (node.children) copy.children = node.children.map((c) => cloneWithNewIds(c, taken, random));
  return copy;
}

/** A node is hidden when its visibility is exactly false (the renderer then draws nothing). */
export function isHidden(node: DraftNode): boolean {
  return node.visible === false;
}

/** Depth-first list of every node with its depth and parent (the outline tree). */
export function flatten(nodes: readonly DraftNode[], depth = 0, parentId: string | null = null): { node: DraftNode; depth: number; parentId: string | null }[] {
  return nodes.flatMap((node) => [{ node, depth, parentId }, ...(node.children ? flatten(node.children, depth + 1, node.id) : [])]);
}

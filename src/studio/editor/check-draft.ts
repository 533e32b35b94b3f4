import { designPageSchema, linkSchema, nodeSchema, nodeStyleSchema, visibilitySchema } from '../../../schemas/design';
import type { Catalog } from './catalog';
import { flatten, type DraftNode, type DraftPage } from './state/tree';

/** One reason a draft cannot be saved, at a node (or the page). */
export interface DraftProblem {
  nodeId: string | null;
  /** Which part: props, link, visible, style, or the page. */
  part: 'props' | 'link' | 'visible' | 'style' | 'node' | 'page';
  /** Dotted path inside that part ("items.0.image"). */
  path: string;
  message: string;
}

function issuesOf(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return r.success ? [] : (r.error?.issues ?? []).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The problems of one node (its own, not its children's). */
export function nodeProblems(node: DraftNode, catalog: Catalog): DraftProblem[] {
  const at = (part: DraftProblem['part']) => (i: { path: string; message: string }): DraftProblem => ({ nodeId: node.id, part, ...i });
  const entry = catalog.byType.get(node.type);
  const out: DraftProblem[] = [];
  if (!entry) out.push({ nodeId: node.id, part: 'node', path: '', message: `未知组件类型 ${node.type}` });
  else out.push(...issuesOf(entry.def.propsSchema.safeParse(node.props)).map(at('props')));
  if (node.link !== undefined) out.push(...issuesOf(linkSchema.safeParse(node.link)).map(at('link')));
  if (node.visible !== undefined) out.push(...issuesOf(visibilitySchema.safeParse(node.visible)).map(at('visible')));
  if (node.style !== undefined) out.push(...issuesOf(nodeStyleSchema.safeParse(node.style)).map(at('style')));
  const { children: _c, ...own } = node;
  out.push(...issuesOf(nodeSchema.safeParse(own)).filter((i) => !/^(props|link|visible|style)\b/.test(i.path)).map(at('node')));
  return out;
}

/**
 * Everything that keeps a draft from being saved: a page that does not parse
 * (schemas/design.ts), and every node whose props, link, visibility or style
 * its schema refuses. The editor never saves a draft with problems.
 */
export function checkDraft(page: DraftPage, catalog: Catalog): DraftProblem[] {
  const out: DraftProblem[] = issuesOf(designPageSchema.safeParse(page)).map((i) => ({ nodeId: null, part: 'page' as const, ...i }));
  const seen = new Set<string>();
  for (const { node } of flatten(page.nodes)) {
    if (seen.has(node.id)) out.push({ nodeId: node.id, part: 'node', path: 'id', message: '节点 id 重复' });
    seen.add(node.id);
    out.push(...nodeProblems(node, catalog));
  }
  return out;
}

/** Problems of one part of a node as path → message, for the form beside each field. */
export function errorsOf(problems: readonly DraftProblem[], part: DraftProblem['part'], prefix = ''): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of problems) if (p.part === part && !m.has(prefix + p.path)) m.set(prefix + p.path, p.message);
  return m;
}

/**
 * The draft as the canvas draws it: a node's link, visibility or style that
 * does not parse is left out (the runtime would drop the whole node), so the
 * node stays on the canvas while the operator fixes the field.
 */
export function drawablePage(page: DraftPage, catalog: Catalog): DraftPage {
  const fix = (nodes: readonly DraftNode[]): DraftNode[] =>
    nodes.map((n) => {
      const bad = new Set(nodeProblems(n, catalog).map((p) => p.part));
      const out: DraftNode = { ...n };
      if (bad.has('link')) delete out.link;
      if (bad.has('visible')) delete out.visible;
      if (bad.has('style')) delete out.style;
      if (n.children) out.children = fix(n.children);
      return out;
    });
  return { ...page, nodes: fix(page.nodes) };
}

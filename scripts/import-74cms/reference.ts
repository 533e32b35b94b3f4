import type { Tree } from './lines';

/**
 * Old category and district ids matched to ours by name and level: the old
 * site's tree gives each id its path of names (广东 › 广州 › 天河区), which is
 * walked down our tree (areas, positions) by name, forgiving the suffixes one
 * side writes and the other leaves out (广东 / 广东省, 北京 › 东城区 where our
 * municipality has a city level). What does not match is counted by its path
 * for the report.
 */

export interface Node {
  key: string;
  parent: string | null;
  level: number;
  name: string;
}

/** 广西壮族自治区 → 广西, 广州市 → 广州, 天河区 → 天河 (names of both sides compared this way). */
export function normName(s: string): string {
  const t = s.replace(/\s+/g, '').replace(/（.*?）|\(.*?\)/g, '');
  const short = t.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|自治州$|地区$|[省市区县盟旗]$/, '');
  return short.length >= 2 ? short : t;
}

/** Names of an old id's path, top first (the deepest id of the row given). */
export function pathOf(tree: Tree, idsTopFirst: readonly number[]): string[] {
  const deepest = [...idsTopFirst].reverse().find((id) => tree.get(id));
  if (deepest === undefined) return [];
  const names: string[] = [];
  const seen = new Set<number>();
  for (let id = deepest; id && !seen.has(id); ) {
    seen.add(id);
    const n = tree.get(id);
    if (!n) break;
    names.unshift(n.name);
    id = n.parent;
  }
  return names;
}

export class TreeMatcher {
  private readonly byParent = new Map<string | null, Node[]>();
  private readonly byNorm = new Map<string, Node[]>();
  private readonly nodes = new Map<string, Node>();
  private readonly cache = new Map<string, Node | null>();
  /** Unmatched name paths and how often each was asked for. */
  readonly misses = new Map<string, number>();

  constructor(nodes: readonly Node[]) {
    for (const n of nodes) {
      this.nodes.set(n.key, n);
      const siblings = this.byParent.get(n.parent) ?? [];
      siblings.push(n);
      this.byParent.set(n.parent, siblings);
      const k = normName(n.name);
      const same = this.byNorm.get(k) ?? [];
      same.push(n);
      this.byNorm.set(k, same);
    }
  }

  get(key: string): Node | undefined {
    return this.nodes.get(key);
  }

  /** The ancestors of a node, top first, itself last. */
  lineage(node: Node): Node[] {
    const out: Node[] = [];
    for (let n: Node | undefined = node; n; n = n.parent === null ? undefined : this.nodes.get(n.parent)) out.unshift(n);
    return out;
  }

  private childNamed(parent: string | null, name: string): Node | undefined {
    const kids = this.byParent.get(parent) ?? [];
    const exact = kids.find((k) => k.name === name);
    if (exact) return exact;
    const norm = normName(name);
    const found = kids.find((k) => normName(k.name) === norm);
    if (found) return found;
    // A municipality: 北京 › 东城区 while ours is 北京市 › 北京市 › 东城区.
    for (const k of kids) {
      const grand = (this.byParent.get(k.key) ?? []).find((g) => g.name === name || normName(g.name) === norm);
      if (grand) return grand;
    }
    return undefined;
  }

  /** The deepest of our nodes the old name path reaches; null (and a miss) when not even the top matches. */
  match(names: readonly string[]): Node | null {
    const clean = names.map((n) => n.trim()).filter(Boolean);
    if (clean.length === 0) return null;
    const key = clean.join('›');
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let current: Node | null = null;
    let i = 0;
    const first = this.childNamed(null, clean[0]!);
    if (first) {
      current = first;
      i = 1;
    } else {
      // A city or county site keeps only its own part of the tree: find the top by a unique name anywhere.
      const same = this.byNorm.get(normName(clean[0]!)) ?? [];
      if (same.length >= 1) {
        current = same.sort((a, b) => a.level - b.level)[0]!;
        i = 1;
      }
    }
    for (; current && i < clean.length; i++) {
      const next = this.childNamed(current.key, clean[i]!);
      if (!next) break;
      current = next;
    }
    if (!current) {
      // Old top levels are often grouped differently (计算机/互联网/通信 › PHP开发工程师):
      // the deepest name that exists anywhere, most specific level first, still places the record.
      for (let k = clean.length - 1; k > 0 && !current; k--) {
        const name = clean[k]!;
        const same = [...(this.byNorm.get(normName(name)) ?? [])].sort((a, b) => Number(b.name === name) - Number(a.name === name) || b.level - a.level);
        if (same[0]) {
          current = same[0];
          i = k === clean.length - 1 ? clean.length : k + 1;
        }
      }
    }
    if (!current || i < clean.length) this.misses.set(key, (this.misses.get(key) ?? 0) + 1);
    this.cache.set(key, current);
    return current;
  }
}

/** Industries by name: exact, by suffix-free name, or by one of the parts of a 'A/B' name. */
export class IndustryMatcher {
  private readonly exact = new Map<string, number>();
  private readonly parts: { id: number; parts: string[] }[] = [];
  readonly misses = new Map<string, number>();
  private readonly cache = new Map<string, number | null>();

  constructor(industries: readonly { id: number; pid: number; name: string }[]) {
    // Leaves first: companies and jobs carry second-level industries.
    const ordered = [...industries].sort((a, b) => Number(a.pid === 0) - Number(b.pid === 0) || a.id - b.id);
    for (const i of ordered) {
      if (!this.exact.has(i.name)) this.exact.set(i.name, i.id);
      this.parts.push({ id: i.id, parts: splitParts(i.name) });
    }
  }

  match(name: string): number | null {
    const n = name.trim();
    if (!n) return null;
    const hit = this.cache.get(n);
    if (hit !== undefined) return hit;
    let id = this.exact.get(n) ?? null;
    if (id === null) {
      const mine = splitParts(n);
      id = this.parts.find((p) => p.parts.some((x) => mine.includes(x)))?.id ?? null;
    }
    if (id === null) this.misses.set(n, (this.misses.get(n) ?? 0) + 1);
    this.cache.set(n, id);
    return id;
  }
}

const splitParts = (name: string) =>
  name
    .replace(/[()（）]/g, '/')
    .split(/[/、,，]/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);

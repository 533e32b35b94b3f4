import type { z } from 'zod';
import { zodZhText } from '../../http/zod-zh';
import { designPageSchema, linkSchema, nodeSchema, type DesignPage, type LinkObject } from '../../../schemas/design';
import { DesignVersionError, migrateDesignPage } from '../../../schemas/design-migrations';
import { sanitizeRichText } from './sanitize';

/**
 * Checks of design JSON an operator saves. The client drops a bad node and
 * renders the rest; the server refuses it at save, with the first bad node's
 * id and a message an operator can act on.
 */

export interface PageIssue {
  /** The id of the node at fault, when it has one. */
  nodeId?: string;
  /** Where in the page, e.g. nodes[2].props.items[0].link.h5. */
  path: string;
  message: string;
}

export type PageCheck = { ok: true; page: DesignPage } | { ok: false; issues: PageIssue[] };

/** Nesting deeper than this is refused (containers in containers in …). */
export const MAX_NODE_DEPTH = 8;
/** Nodes in one page, popups included. */
export const MAX_PAGE_NODES = 2000;
const MAX_ISSUES = 20;

/**
 * Text that must not appear in a node's plain strings (rich text is sanitised
 * instead): script URLs and script tags, read after entities are decoded and the
 * characters browsers skip are gone ("jav&#x61;script:", "java\tscript:").
 */
const UNSAFE_SCHEMES: readonly [RegExp, string][] = [
  [/javascript:/i, 'javascript: 链接'],
  [/vbscript:/i, 'vbscript: 链接'],
  [/data:text\/html/i, 'data:text/html 链接'],
];
const UNSAFE_MARKUP: readonly [RegExp, string][] = [
  [/<\s*script\b/i, '<script> 标签'],
  // "/" and quotes separate attributes as well as spaces do: <svg/onload=…>.
  [/<[^>]*[\s/"']on[a-z]+\s*=/i, 'HTML 事件属性（on…=）'],
];

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', lpar: '(', rpar: ')', amp: '&' };

/** A string with its character references decoded, as a browser reads an attribute. */
function decodeEntities(value: string): string {
  let v = value;
  // Twice: "&amp;#x61;" becomes "&#x61;" and then "a".
  for (let i = 0; i < 2; i++) {
    v = v
      .replace(/&#x([0-9a-f]{1,6});?/gi, (_m, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
      .replace(/&#(\d{1,7});?/g, (_m, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
      .replace(/&([a-z]+);/gi, (m, n: string) => NAMED_ENTITIES[n.toLowerCase()] ?? m);
  }
  return v;
}

/** What a browser reads as a URL scheme: the decoded string without the whitespace and controls it skips there. */
function asScheme(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '');
}

/** Props holding operator HTML (the rich-text widget's `html`): sanitised on save with the client's allow-list, a wall behind the scan. */
const HTML_PROP = 'html';

/** Replaces every `html` string inside props with its sanitised form, in place. */
function sanitizeHtmlProps(value: unknown, depth = 0): void {
  if (depth > 40) return;
  if (Array.isArray(value)) value.forEach((v) => sanitizeHtmlProps(v, depth + 1));
  else if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === HTML_PROP && typeof v === 'string') value[k] = sanitizeRichText(v);
      else sanitizeHtmlProps(v, depth + 1);
    }
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const joinPath = (base: string, p: readonly PropertyKey[]) =>
  p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), base);

/**
 * The sentence for a check the schema gives no message of its own, naming the field for an operator;
 * zod asks for it only then (a schema's own message always wins), so nothing guesses at zod's English.
 * The common checks get a short sentence; the rest zod's own zh-CN one.
 */
function defaultIssueText(issue: z.core.$ZodRawIssue, name: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `缺少 ${name}` : `${name} 类型不对（应为 ${issue.expected}）`;
    case 'too_big':
      return `${name} 超出上限 ${String(issue.maximum)}`;
    case 'too_small':
      return `${name} 低于下限 ${String(issue.minimum)}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) ? `${name} 只能是 ${issue.options.map(String).join('、')}` : `${name} 无效（${zodZhText(issue)}）`;
    case 'invalid_value':
      return `${name} 只能是 ${issue.values.map(String).join('、')}`;
    case 'unrecognized_keys':
      return `${name} 含有不认识的字段 ${issue.keys.join('、')}`;
    default:
      return `${name} 无效（${zodZhText(issue)}）`;
  }
}

/** safeParse whose silent checks answer defaultIssueText, the field named from `rel` (or `whole` for the value itself). */
export function parseForOperator<S extends z.ZodType>(schema: S, input: unknown, rel = '', whole = '内容'): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: (issue) => defaultIssueText(issue, joinPath(rel, issue.path ?? []) || whole) });
}

/** `rel` names the field inside the node (or page) in the message. */
function zodIssues(error: z.ZodError, base: string, nodeId?: string, rel = ''): PageIssue[] {
  return error.issues.map((i) => {
    const path = joinPath(base, i.path);
    const field = joinPath(rel, i.path);
    // A schema's own message does not name the field; add it so an operator can find it.
    const named = field && !i.message.includes(field) ? `${i.message}（${field}）` : i.message;
    return { ...(nodeId ? { nodeId } : {}), path, message: named };
  });
}

/** Reports strings with script text; `rel` is the path inside the node, for the message. */
function scanUnsafe(value: unknown, path: string, rel: string, out: PageIssue[], nodeId: string | undefined, depth = 0): void {
  if (depth > 40 || out.length >= MAX_ISSUES) return;
  if (typeof value === 'string') {
    const decoded = decodeEntities(value);
    const scheme = asScheme(decoded);
    const hit = UNSAFE_SCHEMES.find(([re]) => re.test(scheme)) ?? UNSAFE_MARKUP.find(([re]) => re.test(decoded));
    // A path already reported (an unsafe link) is not reported twice.
    if (hit && !out.some((i) => i.path === path)) out.push({ ...(nodeId ? { nodeId } : {}), path, message: `${rel} 含有不安全的内容：${hit[1]}` });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => scanUnsafe(v, `${path}[${i}]`, `${rel}[${i}]`, out, nodeId, depth + 1));
  } else if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) scanUnsafe(v, `${path}.${k}`, rel ? `${rel}.${k}` : k, out, nodeId, depth + 1);
  }
}

/** Internal navigation paths must not carry a scheme (the schema's `path` is free text). */
function checkLinkPaths(link: LinkObject, path: string, out: PageIssue[], nodeId: string | undefined): void {
  if (link.type === 'navigate' && link.path !== undefined && /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(link.path)) {
    out.push({ ...(nodeId ? { nodeId } : {}), path: `${path}.path`, message: '站内跳转路径不能带协议或以 // 开头，外部链接请填写 h5' });
  }
  if (link.resLink) checkLinkPaths(link.resLink, `${path}.resLink`, out, nodeId);
}

/** Links inside props (banner slides, grid cells, search bars) are checked like the node's own. */
function checkPropLinks(value: unknown, path: string, rel: string, out: PageIssue[], nodeId: string | undefined, depth = 0): void {
  if (depth > 40) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkPropLinks(v, `${path}[${i}]`, `${rel}[${i}]`, out, nodeId, depth + 1));
    return;
  }
  if (!isObj(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const p = `${path}.${k}`;
    const r = `${rel}.${k}`;
    if ((k === 'link' || k === 'resLink') && isObj(v)) {
      const parsed = parseForOperator(linkSchema, v, r);
      if (!parsed.success) out.push(...zodIssues(parsed.error, p, nodeId, r));
      else checkLinkPaths(parsed.data, p, out, nodeId);
    } else {
      checkPropLinks(v, p, r, out, nodeId, depth + 1);
    }
  }
}

interface WalkState {
  ids: Set<string>;
  count: number;
  issues: PageIssue[];
}

function walkNodes(list: readonly unknown[], base: string, depth: number, st: WalkState): void {
  list.forEach((raw, i) => {
    if (st.issues.length >= MAX_ISSUES) return;
    const path = `${base}[${i}]`;
    st.count++;
    const rawId = isObj(raw) && typeof raw.id === 'string' ? raw.id : undefined;
    const parsed = parseForOperator(nodeSchema, raw, '', path);
    if (!parsed.success) {
      st.issues.push(...zodIssues(parsed.error, path, rawId));
      return;
    }
    const n = parsed.data;
    if (st.ids.has(n.id)) st.issues.push({ nodeId: n.id, path: `${path}.id`, message: `节点 id 重复：${n.id}` });
    st.ids.add(n.id);
    const { children, ...own } = n;
    if (n.link) checkLinkPaths(n.link, `${path}.link`, st.issues, n.id);
    if (n.props) checkPropLinks(n.props, `${path}.props`, 'props', st.issues, n.id);
    scanUnsafe(own, path, '', st.issues, n.id);
    // Script the scan names is refused so the operator hears of it; anything else outside the allow-list goes
    // quietly. The page returned (and stored) holds these very node objects, so the clean HTML is what is saved.
    if (isObj(raw)) sanitizeHtmlProps(raw.props);
    if (children) {
      if (depth >= MAX_NODE_DEPTH) st.issues.push({ nodeId: n.id, path: `${path}.children`, message: `节点嵌套超过 ${MAX_NODE_DEPTH} 层` });
      else walkNodes(children, `${path}.children`, depth + 1, st);
    }
  });
}

/**
 * Upgrades (design-migrations) and checks a page: the page schema, then every
 * node (children and popups too) with nodeSchema, links inside props, unique
 * ids and no script text. `page` and `updatedAt` are set by the caller, not
 * taken from the body.
 */
export function checkDesignPage(raw: unknown, page: string, updatedAt: string): PageCheck {
  if (!isObj(raw)) return { ok: false, issues: [{ path: 'body', message: '页面内容必须是 JSON 对象' }] };
  let migrated: unknown;
  try {
    migrated = migrateDesignPage(raw);
  } catch (e) {
    if (e instanceof DesignVersionError) return { ok: false, issues: [{ path: 'schemaVersion', message: e.message }] };
    throw e;
  }
  const parsed = parseForOperator(designPageSchema, { ...(migrated as Record<string, unknown>), page, updatedAt });
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error, '') };
  const st: WalkState = { ids: new Set(), count: 0, issues: [] };
  walkNodes(parsed.data.nodes, 'nodes', 1, st);
  for (const [key, nodes] of Object.entries(parsed.data.popups ?? {})) {
    if (!/^[\w-]{1,64}$/.test(key)) st.issues.push({ path: `popups.${key}`, message: `弹窗标识无效：${key.slice(0, 64)}` });
    walkNodes(nodes, `popups.${key}`, 1, st);
  }
  if (st.count > MAX_PAGE_NODES) st.issues.push({ path: 'nodes', message: `页面节点超过 ${MAX_PAGE_NODES} 个` });
  return st.issues.length ? { ok: false, issues: st.issues.slice(0, MAX_ISSUES) } : { ok: true, page: parsed.data };
}

/** One line for the envelope: the first issue, naming its node. */
export function describeIssues(issues: readonly PageIssue[]): string {
  const first = issues[0];
  if (!first) return '页面内容无效';
  const where = first.nodeId ? `节点 ${first.nodeId}` : first.path.startsWith('nodes[') ? `节点 ${first.path.split('.')[0]}` : '页面';
  const more = issues.length > 1 ? `（另有 ${issues.length - 1} 处问题）` : '';
  return `${where} 无效：${first.message}${more}`;
}

/** A stored page, upgraded and parsed for serving; null when it no longer parses. */
export function readStoredPage(raw: unknown, page: string, updatedAt: string): DesignPage | null {
  let migrated: unknown;
  try {
    migrated = migrateDesignPage(raw);
  } catch (e) {
    if (e instanceof DesignVersionError) return null;
    throw e;
  }
  if (!isObj(migrated)) return null;
  const parsed = designPageSchema.safeParse({ ...migrated, page, updatedAt });
  return parsed.success ? parsed.data : null;
}

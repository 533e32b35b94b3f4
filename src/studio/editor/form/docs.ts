import type { z } from 'zod';
import type { DocSource } from './spec';

/**
 * JSDoc on schema fields is what designers read (CONVENTIONS.md), but comments
 * do not exist at run time. The studio reads the schema files' source text
 * (bundled raw) and finds the comment above each property of each top-level
 * `const X = z.object({...})`; the runtime schema objects are matched to those
 * names through the module's exports. Inline nested objects are keyed by their
 * dotted path under the const ("params.role").
 */

/** constName → dotted property path → doc text. */
export type SourceDocs = Map<string, Map<string, string>>;

function cleanDoc(raw: string): string {
  return raw
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
    .trim();
}

/** The JSDoc above top-level consts (key '') and their object properties. */
export function scanSourceDocs(source: string): SourceDocs {
  const out: SourceDocs = new Map();
  let i = 0;
  let depth = 0;
  let current: string | null = null;
  let pendingDoc: string | null = null;
  let lastKey: string | null = null;
  // One entry per open brace of the current const: the property that opened it (or null).
  const keys: (string | null)[] = [];
  const n = source.length;
  const put = (path: string, doc: string) => {
    if (!current) return;
    let m = out.get(current);
    if (!m) out.set(current, (m = new Map()));
    if (!m.has(path)) m.set(path, doc);
  };
  while (i < n) {
    const c = source[i];
    const two = source.slice(i, i + 2);
    if (two === '/*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      if (source[i + 2] === '*') pendingDoc = cleanDoc(source.slice(i, stop));
      i = stop;
      continue;
    }
    if (two === '//') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < n && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (c === '/' && depth > 0 && /[(,=:[!&|?{};]\s*$/.test(source.slice(Math.max(0, i - 20), i))) {
      // A regular expression literal: skip it (it may hold braces or quotes).
      let j = i + 1;
      let inClass = false;
      while (j < n && (source[j] !== '/' || inClass) && source[j] !== '\n') {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === '{' || c === '(' || c === '[') {
      if (c === '{') {
        keys.push(lastKey);
        lastKey = null;
      }
      depth++;
      pendingDoc = null;
      i++;
      continue;
    }
    if (c === '}' || c === ')' || c === ']') {
      if (c === '}') keys.pop();
      depth = Math.max(0, depth - 1);
      pendingDoc = null;
      if (c === '}') lastKey = null;
      i++;
      continue;
    }
    if (/[A-Za-z_$]/.test(c ?? '')) {
      const m = /^[A-Za-z_$][\w$]*/.exec(source.slice(i, i + 80));
      const word = m ? m[0] : c!;
      if (depth === 0 && word === 'const') {
        const name = /^const\s+([A-Za-z_$][\w$]*)/.exec(source.slice(i, i + 120));
        if (name) {
          current = name[1]!;
          keys.length = 0;
          lastKey = null;
          if (pendingDoc) put('', pendingDoc);
        }
      } else if (depth > 0 && current) {
        const after = source.slice(i + word.length, i + word.length + 40);
        if (/^\s*:/.test(after) && !/^\s*::/.test(after)) {
          lastKey = word;
          if (pendingDoc) {
            const path = [...keys.filter((k): k is string => k !== null), word].join('.');
            put(path, pendingDoc);
          }
        }
      }
      if (word !== 'export') pendingDoc = null;
      i += word.length;
      continue;
    }
    if (!/\s/.test(c ?? '')) pendingDoc = null;
    if (c === ',' || c === ';') lastKey = null;
    i++;
  }
  return out;
}

/** Docs of the properties of one const, at a dotted prefix. */
function fieldsAt(docs: Map<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, doc] of docs) {
    if (!path) continue;
    const rest = prefix ? (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : null) : path;
    if (rest && !rest.includes('.')) out[rest] = doc;
  }
  return out;
}

/**
 * A DocSource over modules and their source text: every exported zod schema is
 * known by identity, and its fields get the JSDoc found in the source.
 */
export function createDocSource(files: readonly { module: Record<string, unknown>; source: string }[]): DocSource & { docOf(schema: z.ZodType): string | undefined } {
  const bySchema = new WeakMap<object, { fields: Record<string, string>; own?: string | undefined }>();
  for (const { module, source } of files) {
    const docs = scanSourceDocs(source);
    for (const [name, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object' || !('_zod' in value)) continue;
      const d = docs.get(name);
      if (!d) continue;
      bySchema.set(value, { fields: fieldsAt(d, ''), own: d.get('') });
    }
  }
  return {
    fieldsOf: (schema) => bySchema.get(schema)?.fields,
    docOf: (schema) => bySchema.get(schema)?.own,
  };
}

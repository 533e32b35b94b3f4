import type { z } from 'zod';
import { colorSchema, imageUrlSchema, linkSchema, visibilitySchema } from '../../../../schemas/design';

/**
 * The property form is generated from a widget's zod schema: each schema node
 * maps to one of these field kinds. A kind the form cannot draw is
 * 'unsupported' with its reason, and the catalogue test fails on it, so a
 * widget never ships a prop an operator cannot edit.
 */
export type FieldSpec =
  | { kind: 'text'; maxLength?: number | undefined; multiline: boolean; /** a union with image URLs: offer an upload too */ image: boolean }
  | { kind: 'number'; min?: number | undefined; max?: number | undefined; int: boolean }
  | { kind: 'boolean' }
  | { kind: 'select'; options: { value: string | number | boolean; label: string }[] }
  | { kind: 'text-or-number' }
  | { kind: 'color' }
  | { kind: 'image' }
  | { kind: 'link' }
  | { kind: 'visibility' }
  | { kind: 'array'; item: FieldSpec; itemSchema: z.ZodType; max?: number | undefined }
  | { kind: 'object'; fields: FieldDef[] }
  | { kind: 'record'; value: FieldSpec }
  | { kind: 'unsupported'; reason: string };

export interface FieldDef {
  key: string;
  /** The field's JSDoc (or .describe()), when known: for developers; operators read `help`. */
  doc?: string | undefined;
  /** What the form shows operators (field-docs.zh.ts): the Chinese label and help sentence. */
  label?: string | undefined;
  help?: string | undefined;
  /** May be absent (optional without a default): clearing the control removes the key. */
  optional: boolean;
  /** Has a default: the key may be left out and the default applies. */
  hasDefault: boolean;
  spec: FieldSpec;
  /** The field's own schema, for checking one value. */
  schema: z.ZodType;
}

/** Finds the JSDoc of an object schema's properties (see docs.ts); the walker passes where it is. */
export interface DocSource {
  /** Docs of the fields of this object schema, when it is a known (exported) schema. */
  fieldsOf(schema: z.ZodType): Record<string, string> | undefined;
}

const noDocs: DocSource = { fieldsOf: () => undefined };

interface Def {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  discriminator?: string;
}

export function defOf(s: z.ZodType): Def {
  return (s as unknown as { _zod: { def: Def } })._zod.def;
}

/** Optional, default, nullable, readonly and lazy wrappers: the schema beneath them. */
export function unwrap(s: z.ZodType): { inner: z.ZodType; optional: boolean; hasDefault: boolean } {
  let optional = false;
  let hasDefault = false;
  let cur = s;
  for (let i = 0; i < 20; i++) {
    if (isKnown(cur)) break;
    const d = defOf(cur);
    if (d.type === 'optional' || d.type === 'nullable') {
      optional = true;
      cur = d.innerType as z.ZodType;
    } else if (d.type === 'default' || d.type === 'prefault' || d.type === 'catch') {
      hasDefault = true;
      cur = d.innerType as z.ZodType;
    } else if (d.type === 'readonly' && d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = d.in;
    else if (d.type === 'lazy' && d.getter) cur = d.getter();
    else break;
  }
  return { inner: cur, optional: optional && !hasDefault, hasDefault };
}

/** Schemas with an editor of their own, known by identity (they are shared from schemas/design.ts). */
function isKnown(s: z.ZodType): boolean {
  return s === colorSchema || s === imageUrlSchema || s === linkSchema || s === visibilitySchema;
}

function knownSpec(s: z.ZodType): FieldSpec | null {
  if (s === colorSchema) return { kind: 'color' };
  if (s === imageUrlSchema) return { kind: 'image' };
  if (s === linkSchema) return { kind: 'link' };
  if (s === visibilitySchema) return { kind: 'visibility' };
  return null;
}

function literalValues(s: z.ZodType): (string | number | boolean)[] | null {
  const d = defOf(unwrap(s).inner);
  if (d.type === 'literal' && d.values?.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) return d.values as (string | number | boolean)[];
  if (d.type === 'enum' && d.entries) return Object.values(d.entries);
  return null;
}

/** Strings up to this length get one line; longer ones a text area. */
const SINGLE_LINE_MAX = 80;

/** The field kind of one schema (its wrappers already removed or not). */
export function specOf(schema: z.ZodType, docs: DocSource = noDocs, depth = 0): FieldSpec {
  if (depth > 12) return { kind: 'unsupported', reason: '嵌套过深' };
  const { inner } = unwrap(schema);
  const known = knownSpec(inner);
  if (known) return known;
  const d = defOf(inner);
  switch (d.type) {
    case 'string': {
      const max = (inner as unknown as { maxLength: number | null }).maxLength ?? undefined;
      return { kind: 'text', maxLength: max, multiline: max === undefined || max > SINGLE_LINE_MAX, image: false };
    }
    case 'number': {
      const n = inner as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      const safe = (v: number | null) => (v === null || !Number.isFinite(v) || Math.abs(v) >= Number.MAX_SAFE_INTEGER ? undefined : v);
      return { kind: 'number', min: safe(n.minValue), max: safe(n.maxValue), int: n.isInt };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
    case 'enum': {
      const values = literalValues(inner);
      if (!values) return { kind: 'unsupported', reason: `不支持的常量 ${JSON.stringify(d.values)}` };
      return { kind: 'select', options: values.map((v) => ({ value: v, label: String(v) })) };
    }
    case 'union':
      return unionSpec(d.options ?? [], docs, depth);
    case 'array': {
      const element = d.element as z.ZodType;
      const item = specOf(element, docs, depth + 1);
      // .max(n) on an array is a max_length check of its def (the bag stays empty for arrays).
      const checks = (inner as unknown as { _zod: { def: { checks?: { _zod: { def: { check?: string; maximum?: number } } }[] } } })._zod.def.checks ?? [];
      const max = checks.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
      return { kind: 'array', item, itemSchema: element, max };
    }
    case 'object':
      return { kind: 'object', fields: fieldsOf(inner, docs, depth + 1) };
    case 'record': {
      const key = defOf(unwrap(d.keyType as z.ZodType).inner).type;
      if (key !== 'string') return { kind: 'unsupported', reason: `键类型 ${key}` };
      const vt = defOf(unwrap(d.valueType as z.ZodType).inner).type;
      // Free values (templated records: link params, api data) are edited as text.
      const value: FieldSpec = vt === 'unknown' || vt === 'any' ? { kind: 'text', multiline: false, image: false } : specOf(d.valueType as z.ZodType, docs, depth + 1);
      return { kind: 'record', value };
    }
    default:
      return { kind: 'unsupported', reason: `字段类型 ${d.type}` };
  }
}

function unionSpec(options: z.ZodType[], docs: DocSource, depth: number): FieldSpec {
  const lits = options.map(literalValues);
  if (lits.every((l) => l !== null)) {
    const values = lits.flat() as (string | number | boolean)[];
    // '' beside image URLs means "no picture": an image field that may be cleared.
    if (values.length === 1 && values[0] === '') return { kind: 'text', multiline: false, image: false };
    return { kind: 'select', options: values.map((v) => ({ value: v, label: String(v) })) };
  }
  const kinds = options.map((o) => {
    const lit = literalValues(o);
    if (lit && lit.length === 1 && lit[0] === '') return 'empty';
    const s = specOf(o, docs, depth + 1);
    return s.kind;
  });
  const rest = kinds.filter((k) => k !== 'empty');
  if (rest.length > 0 && rest.every((k) => k === 'image')) return { kind: 'image' };
  if (rest.every((k) => k === 'text' || k === 'image')) return { kind: 'text', multiline: false, image: rest.includes('image') };
  if (rest.every((k) => k === 'text' || k === 'number')) return { kind: 'text-or-number' };
  return { kind: 'unsupported', reason: `联合类型 ${kinds.join(' | ')}` };
}

/** The fields of an object schema, in declaration order, with their docs. */
export function fieldsOf(schema: z.ZodType, docs: DocSource = noDocs, depth = 0): FieldDef[] {
  const { inner } = unwrap(schema);
  const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  const own = docs.fieldsOf(inner) ?? {};
  return Object.entries(shape).map(([key, s]) => {
    const described = (s as unknown as { description?: string }).description;
    const u = unwrap(s);
    return { key, doc: described ?? own[key], optional: u.optional, hasDefault: u.hasDefault, spec: specOf(s, docs, depth), schema: s };
  });
}

/** Every field the form cannot draw, by dotted path ("items[].icon: 联合类型 …"). */
export function unsupportedFields(spec: FieldSpec, at = ''): string[] {
  switch (spec.kind) {
    case 'unsupported':
      return [`${at || '(root)'}: ${spec.reason}`];
    case 'object':
      return spec.fields.flatMap((f) => unsupportedFields(f.spec, at ? `${at}.${f.key}` : f.key));
    case 'array':
      return unsupportedFields(spec.item, `${at}[]`);
    case 'record':
      return unsupportedFields(spec.value, `${at}{}`);
    default:
      return [];
  }
}

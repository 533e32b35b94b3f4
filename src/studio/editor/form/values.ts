import type { FieldDef, FieldSpec } from './spec';

/**
 * How each control reads a prop and writes it back. The controls use these
 * and nothing else, so the catalogue test can prove that a widget's defaults
 * survive its generated form unchanged.
 */

type Presence = Pick<FieldDef, 'optional' | 'hasDefault'>;
const REQUIRED: Presence = { optional: false, hasDefault: false };

/** What a leaf control shows for a value. */
export function toInput(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'text':
    case 'color':
    case 'image':
      return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
    case 'text-or-number':
      return value === undefined || value === null ? '' : String(value);
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return value === true;
    case 'select':
      return value;
    default:
      return value;
  }
}

/** What a leaf control writes for what the operator entered; `previous` keeps a number a number. */
export function fromInput(spec: FieldSpec, presence: Presence, input: unknown, previous?: unknown): unknown {
  const empty = input === '' || input === null || input === undefined;
  // An optional field left empty is removed; one with a default keeps the empty value it was given.
  if (empty && presence.optional) return undefined;
  switch (spec.kind) {
    case 'text':
    case 'color':
    case 'image':
      return typeof input === 'string' ? input : '';
    case 'text-or-number':
      return typeof previous === 'number' && typeof input === 'string' && /^-?\d+(\.\d+)?$/.test(input) ? Number(input) : input;
    case 'number':
      return typeof input === 'number' && Number.isFinite(input) ? input : undefined;
    case 'boolean':
      return input === true;
    default:
      return input;
  }
}

/** The value after going through its controls untouched (the catalogue test compares it with the original). */
export function roundTrip(spec: FieldSpec, value: unknown, presence: Presence = REQUIRED): unknown {
  if (value === undefined) return undefined;
  switch (spec.kind) {
    case 'object': {
      if (!value || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const f = spec.fields.find((x) => x.key === k);
        const next = f ? roundTrip(f.spec, v, f) : v;
        if (next !== undefined) out[k] = next;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => roundTrip(spec.item, v)) : value;
    case 'record':
      return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundTrip(spec.value, v)])) : value;
    case 'link':
    case 'visibility':
      return value;
    default:
      return fromInput(spec, presence, toInput(spec, value), value);
  }
}

/** Why a control could not show a value (a value of another type, an option not offered), by path. */
export function valueProblems(spec: FieldSpec, value: unknown, at: string): string[] {
  if (value === undefined) return [];
  const bad = (what: string) => [`${at}: ${what}（${JSON.stringify(value)}）`];
  switch (spec.kind) {
    case 'text':
    case 'color':
    case 'image':
      return typeof value === 'string' ? [] : bad('不是文字');
    case 'text-or-number':
      return typeof value === 'string' || typeof value === 'number' ? [] : bad('不是文字或数字');
    case 'number':
      return typeof value === 'number' ? [] : bad('不是数字');
    case 'boolean':
      return typeof value === 'boolean' ? [] : bad('不是开关');
    case 'select':
      return spec.options.some((o) => o.value === value) ? [] : bad('不在选项中');
    case 'object':
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad('不是对象');
      return Object.entries(value).flatMap(([k, v]) => {
        const f = spec.fields.find((x) => x.key === k);
        return f ? valueProblems(f.spec, v, `${at}.${k}`) : [`${at}.${k}: 表单中没有这个字段`];
      });
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => valueProblems(spec.item, v, `${at}[${i}]`)) : bad('不是列表');
    case 'record':
      return value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => valueProblems(spec.value, v, `${at}.${k}`)) : bad('不是对象');
    case 'link':
    case 'visibility':
      return [];
    case 'unsupported':
      return [`${at}: ${spec.reason}`];
  }
}

/**
 * Reading data by dotted path and filling {{path}} placeholders: the only
 * "expressions" operator JSON may hold. Nothing is evaluated; prototype keys
 * are refused, and only own properties are read.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export function getPath(data: unknown, path: string): unknown {
  let cur: unknown = data;
  for (const key of path.split('.')) {
    if (FORBIDDEN.has(key) || cur === null || typeof cur !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}/g;

/** Fills {{path}} placeholders in a string; a placeholder alone keeps the value's type. */
export function interpolate(template: string, data: unknown): unknown {
  const whole = /^\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}$/.exec(template);
  if (whole) return getPath(data, whole[1]!);
  return template.replace(PLACEHOLDER, (_m, p: string) => {
    const v = getPath(data, p);
    return v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v);
  });
}

/** Fills placeholders in every string of a value (objects and arrays walked, prototype keys dropped). */
export function interpolateDeep<T>(value: T, data: unknown): T {
  if (typeof value === 'string') return interpolate(value, data) as T;
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, data)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!FORBIDDEN.has(k)) out[k] = interpolateDeep(v, data);
    return out as T;
  }
  return value;
}

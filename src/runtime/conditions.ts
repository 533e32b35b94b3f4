import type { Condition, Visibility } from '../../schemas/design';
import { getPath } from './data-path';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && Object.keys(v as object).length === 0);

export function evaluateCondition(c: Condition, data: unknown): boolean {
  const v = getPath(data, c.field);
  const x = c.value;
  switch (c.op) {
    case 'eq':
      return v === x;
    case 'ne':
      return v !== x;
    case 'gt':
      return typeof v === 'number' && typeof x === 'number' && v > x;
    case 'gte':
      return typeof v === 'number' && typeof x === 'number' && v >= x;
    case 'lt':
      return typeof v === 'number' && typeof x === 'number' && v < x;
    case 'lte':
      return typeof v === 'number' && typeof x === 'number' && v <= x;
    case 'in':
      return Array.isArray(x) && (x as unknown[]).includes(v);
    case 'nin':
      return Array.isArray(x) && !(x as unknown[]).includes(v);
    case 'exists':
      return v !== undefined && v !== null;
    case 'empty':
      return isEmpty(v);
    case 'truthy':
      return Boolean(v);
    case 'falsy':
      return !v;
  }
}

/** Whether a node with this visibility shows, given the page context. */
export function isVisible(visible: Visibility | undefined, data: unknown): boolean {
  if (visible === undefined || visible === true) return true;
  if (visible === false) return false;
  if ('all' in visible) return visible.all.every((c) => evaluateCondition(c, data));
  if ('any' in visible) return visible.any.some((c) => evaluateCondition(c, data));
  return evaluateCondition(visible, data);
}

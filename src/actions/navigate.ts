import { interpolateDeep } from '../runtime/data-path';
import { MSG_UNSAFE_LINK } from '../runtime/constants';
import { checkRules } from './rules';
import { fillUrl } from './template';
import type { Action, ActionResult, LinkOf } from './types';

/** URLs opened outside the app. Anything else with a scheme (javascript:, data:, …) is refused. */
export const EXTERNAL_URL_PATTERN = /^(https?:\/\/[^\s"'<>\\]+|tel:[+\d\- ]{3,20}|mailto:[^\s"'<>\\]+)$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * An internal path as the router takes it: a leading 'pages/' or '/pages/'
 * from older designs is stripped (spec §2) and a leading slash ensured.
 * Null for anything that is not a plain same-site path.
 */
export function toInternalPath(raw: string): string | null {
  let p = raw.trim();
  if (HAS_SCHEME.test(p)) return null;
  p = p.replace(/^\/?pages\//, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  // Protocol-relative (//host), backslashes and quotes could leave the site or break out of attributes.
  if (p.startsWith('//') || /[\s"'<>\\]/.test(p)) return null;
  return p;
}

/** Params as a query string: null and undefined dropped, lists comma-joined, objects as JSON. */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q.append(k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = q.toString();
  if (!qs) return path;
  const [base, hash] = path.split('#', 2) as [string, string | undefined];
  return `${base}${base.includes('?') ? '&' : '?'}${qs}${hash === undefined ? '' : `#${hash}`}`;
}

function refuse(ctx: Parameters<Action<LinkOf<'navigate'>>>[1], what: string): ActionResult {
  console.warn(`navigate: refused ${JSON.stringify(what)}`);
  ctx.toast(MSG_UNSAFE_LINK);
  return { ok: false, reason: 'refused' };
}

/**
 * h5 (this is the web client, so it wins over `path`): an internal path is
 * routed, an allow-listed http(s)/tel/mailto URL opened outside; `path` is
 * always internal. Params become the query of internal paths.
 */
export const runNavigate: Action<LinkOf<'navigate'>> = async (link, ctx) => {
  const params = interpolateDeep(link.params ?? {}, ctx.data);
  const invalid = await checkRules(link.rules, params, ctx);
  if (invalid) return invalid;

  const target = link.h5 ?? link.path;
  if (target === undefined || target.trim() === '') {
    console.warn('navigate: the link has neither h5 nor path');
    return { ok: false, reason: 'refused' };
  }
  const filled = fillUrl(target, ctx.data).trim();
  if (link.h5 !== undefined && HAS_SCHEME.test(filled)) {
    if (!EXTERNAL_URL_PATTERN.test(filled)) return refuse(ctx, filled);
    ctx.openExternal(filled);
    return { ok: true };
  }
  const path = toInternalPath(filled);
  if (path === null) return refuse(ctx, filled);
  ctx.navigate(withQuery(path, params), link.replace ? { replace: true } : {});
  return { ok: true };
};

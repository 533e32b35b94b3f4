import { z } from 'zod';

/**
 * Building blocks of request fields, shared by every input schema. They bound
 * values to what the database can hold, so bad input is answered with a
 * readable message instead of reaching PostgreSQL and coming back as a 500.
 */

/** Largest value of PostgreSQL's `integer` (int4), the type of every id column. */
export const PG_INT_MAX = 2_147_483_647;

/** A whole number written as digits, as query strings and older clients send ids. */
const DIGITS = /^\s*\d{1,16}\s*$/;

/**
 * A record id: a whole number from 1 to PG_INT_MAX. Digit strings are read as
 * numbers; anything else (true, [], 1.5, 1e20) is refused with the message
 * naming the field ('职位 id 无效').
 */
export function idSchema(msg = 'id 无效') {
  return z.preprocess(
    (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
    z.number({ error: msg }).int(msg).min(1, msg).max(PG_INT_MAX, msg),
  );
}

/** A company named in an answer (a session, a member list, an article, an event): its id and name. */
export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** A whole number within the int4 column it is stored in (counts, kinds, statuses). */
export function intSchema(what: string, min = -PG_INT_MAX, max = PG_INT_MAX) {
  const msg = `${what}无效`;
  return z.number({ error: msg }).int(msg).min(min, msg).max(max, msg);
}

/**
 * Characters no text field may hold: NUL (PostgreSQL's text cannot store it),
 * the other C0 controls and DEL, which only hide or fake what a reader sees, and
 * a lone UTF-16 surrogate (not a character; jsonb refuses it). Tab, line feed
 * and carriage return stay: multi-line texts use them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** …and in a single-line text (names, titles, keywords) line breaks and tabs too. */
// eslint-disable-next-line no-control-regex -- as above
const LINE_CONTROL_CHARS = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHAR_MESSAGE = '不能包含控制字符或无效字符';

/** Multi-line text (descriptions, messages, remarks): no control characters except tab and line breaks. */
export function textSchema(what = '内容') {
  return z.string({ error: `${what}应为文字` }).refine((s) => !CONTROL_CHARS.test(s), `${what}${CONTROL_CHAR_MESSAGE}`);
}

/** Single-line text (names, titles, keywords, accounts): no control characters at all. */
export function lineSchema(what = '内容') {
  return z.string({ error: `${what}应为文字` }).refine((s) => !LINE_CONTROL_CHARS.test(s), `${what}${CONTROL_CHAR_MESSAGE}`);
}

/** Bodies nested deeper than this are refused before any schema walks them. */
export const BODY_MAX_DEPTH = 64;

/**
 * Why a request body is refused before its route's schema sees it, in words a
 * user can read; null when it is fine. The protocol runs it over every body, so
 * a field written as a plain z.string() is covered too: no string or object key
 * anywhere may hold a control character, and nesting is bounded.
 */
export function badBodyText(value: unknown): string | null {
  const found = badSpot(value, 0);
  if (!found) return null;
  // The path was collected from the spot outwards; it is only built for a body that is refused.
  const at = found.path.reverse().join('.') || '(body)';
  if (found.kind === 'depth') return `参数 ${at} 嵌套过深`;
  return `${found.kind === 'key' ? '参数名' : '参数'} ${at} ${CONTROL_CHAR_MESSAGE}`;
}

/** Where a body goes wrong: the path from the spot back to the body, and what is wrong there. */
interface BadSpot {
  path: (string | number)[];
  kind: 'value' | 'key' | 'depth';
}

// Every request body goes through here, so it allocates nothing on a good body (no closures, no paths).
function badSpot(v: unknown, depth: number): BadSpot | null {
  if (typeof v === 'string') return CONTROL_CHARS.test(v) ? { path: [], kind: 'value' } : null;
  if (v === null || typeof v !== 'object') return null;
  if (depth >= BODY_MAX_DEPTH) return { path: [], kind: 'depth' };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = badSpot(v[i], depth + 1);
      if (found) {
        found.path.push(i);
        return found;
      }
    }
    return null;
  }
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (CONTROL_CHARS.test(key)) return { path: [], kind: 'key' };
    const found = badSpot((v as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.path.push(key);
      return found;
    }
  }
  return null;
}

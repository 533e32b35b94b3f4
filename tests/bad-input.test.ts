import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findToMeInputSchema, IM_PATHS, socketMessageSchema } from '../schemas/im';
import type { Protocol } from '../server/http/protocol';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Ids above 2³¹−1 and strings with a NUL byte reached PostgreSQL and came back
 * as HTTP 500 on 24 routes (five without login). This walks every registered
 * call with malformed bodies built from its own input schema, with and without
 * a login, and asserts that none answers 500, so a new call is covered the day
 * it is added. The chat HTTP fallback and /files/* are walked the same way.
 */
let s: TestServer;
let api: Protocol;

beforeAll(async () => {
  s = await startTestServer({ extend: (a) => void (api = a) });
}, 180_000);
afterAll(() => s.close());

const BIG_IDS = [2_147_483_648, 1e20, -2_147_483_649, 1.5, '2147483648', '1e20'];
const BAD_STRINGS = ['a\u0000b', 'x'.repeat(50_000), '\u0001\u001b[31m', '\ud800'];
const WRONG_TYPES: unknown[] = [{}, [], true, null, { a: [{ b: { c: null } }] }, [[['deep']]]];
const ID_LIKE = /(^id$|Id$|Ids$|^ids$|^cid$|^uid$|Seq$|^page$|^limit$)/;

interface Leaf {
  path: (string | 0)[];
  kind: string;
  name: string;
  /** A value this leaf accepts, when the schema says one. */
  sample: unknown;
}

type Json = Record<string, unknown>;

/** The leaves of a JSON schema (zod's input view): object properties, array items, union options. */
function leaves(root: Json): Leaf[] {
  const defs = (root.$defs ?? {}) as Record<string, Json>;
  const out: Leaf[] = [];
  const seen = new Set<string>();
  const walk = (node: Json | undefined, path: (string | 0)[], depth: number) => {
    if (!node || depth > 6) return;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop()!;
      if (seen.has(`${name}@${path.join('.')}`)) return;
      seen.add(`${name}@${path.join('.')}`);
      return walk(defs[name], path, depth + 1);
    }
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
      const opts = node[k] as Json[] | undefined;
      if (opts) for (const o of opts) walk(o, path, depth + 1);
    }
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    if (type === 'object' || node.properties) {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Json>)) walk(child, [...path, key], depth + 1);
      return;
    }
    if (type === 'array') return walk(node.items as Json, [...path, 0], depth + 1);
    if (!path.length) return;
    const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
    const sample = node.const ?? (Array.isArray(node.enum) ? node.enum[0] : undefined) ?? node.default;
    out.push({ path, kind: String(type ?? 'any'), name, sample });
  };
  walk(root, [], 0);
  return out;
}

/** Plausible values by field name, so the other fields of a body pass and the bad one is what gets tested. */
function plausible(leaf: Leaf): unknown {
  if (leaf.sample !== undefined) return leaf.sample;
  const n = leaf.name;
  if (leaf.kind === 'boolean') return true;
  if (leaf.kind === 'number' || leaf.kind === 'integer' || ID_LIKE.test(n)) return 1;
  if (/mobile|phone|account/i.test(n)) return '13800000001';
  if (/email/i.test(n)) return 'a@example.com';
  if (/password|pwd/i.test(n)) return 'demo1234';
  if (/code/i.test(n)) return '123456';
  if (/url|src|logo|avatar/i.test(n)) return '/files/1/202401/1.png';
  if (/date|time/i.test(n)) return '2024-01-01';
  return 'a';
}

function setAt(target: unknown, path: (string | 0)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (head === 0) return [setAt(undefined, rest, value)];
  const obj = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Json) } : {};
  obj[head!] = setAt(obj[head!], rest, value);
  return obj;
}

/** Malformed bodies for one input schema: each leaf spoiled in turn on an otherwise plausible body, all leaves at once, and garbage. */
function badBodies(input: z.ZodType): unknown[] {
  let schema: Json = {};
  try {
    schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as Json;
  } catch {
    // A schema JSON Schema cannot express still gets the generic bodies below.
  }
  const fields = leaves(schema);
  let base: unknown = {};
  for (const f of fields) base = setAt(base, f.path, plausible(f));
  const bodies: unknown[] = [[], 'x', 42, null, { a: { b: { c: [1, { d: null }] } }, constructor: { prototype: { x: 1 } } }];
  // Names many calls read, sent whether or not the schema declares them (passthrough schemas).
  for (const v of [2_147_483_648, 1e20, 'a\u0000b']) {
    bodies.push({ ...(base as Json), id: v, jobId: v, companyId: v, userId: v, cid: v, msgId: v, resumeId: v, keyword: v, name: v, page: v, limit: v });
  }
  for (const f of fields) {
    const numeric = ID_LIKE.test(f.name) || f.kind === 'number' || f.kind === 'integer' || f.kind === 'any';
    const values = [...(numeric ? BIG_IDS : []), ...(f.kind === 'string' || f.kind === 'any' ? BAD_STRINGS : [BAD_STRINGS[0]])];
    for (const v of values) bodies.push(setAt(base, f.path, v));
  }
  // Wrong types in every field at once: a schema refuses the first, so one body per kind of garbage shows what slips through.
  for (const v of WRONG_TYPES) {
    let all: unknown = base;
    for (const f of fields) all = setAt(all, f.path, v);
    bodies.push(all);
  }
  for (const v of [2_147_483_648, 1e20]) {
    let all: unknown = base;
    for (const f of fields) all = setAt(all, f.path, f.kind === 'string' && !ID_LIKE.test(f.name) ? 'a\u0000b' : v);
    bodies.push(all);
  }
  return bodies;
}

describe('bad input never answers 500', () => {
  it('every registered call, every field, with and without a login', async () => {
    const token = await s.login('13800000002', 'demo1234');
    // Logging out would end the session the rest of the walk uses.
    const routes = api.routes().filter((r) => r !== '/api-auth/user/logout');
    expect(routes.length).toBeGreaterThan(100);
    let requests = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const spec = api.routeInput(route)!;
      const bodies = badBodies(spec.input);
      for (const [i, body] of bodies.entries()) {
        // A call that needs a login refuses an anonymous one before reading its body: one such request shows it.
        for (const auth of spec.auth === 'user' && i > 0 ? [token] : [token, undefined]) {
          let r;
          try {
            r = await s.call(route, body, { token: auth, encrypt: spec.encrypted, headers: { 'x-forwarded-for': `10.77.${requests % 250}.${(requests >> 8) % 250}` } });
          } catch (e) {
            // The encryptor refuses what it cannot encode (a lone surrogate); that is the client's limit, not the server's.
            if (spec.encrypted && e instanceof URIError) continue;
            throw e;
          }
          requests++;
          if (r.status >= 500 || r.body.code === 500) failures.push(`${route} ${auth ? 'user' : 'anon'} ${JSON.stringify(body).slice(0, 120)} → ${r.status} ${r.body.msg}`);
        }
      }
    }
    console.info(`bad-input walk: ${routes.length} calls, ${requests} requests, ${failures.length} answered 500`);
    expect(failures).toEqual([]);
  }, 1_200_000);

  it('the chat HTTP fallback refuses malformed bodies with a readable message', async () => {
    const login = await s.call(IM_PATHS.login, {}, { token: await s.login('13800000001', 'demo1234') });
    const chatToken = login.body.data.token as string;
    let requests = 0;
    const failures: string[] = [];
    const walks: [string, z.ZodType][] = [
      [IM_PATHS.fallbackSend, socketMessageSchema],
      [IM_PATHS.fallbackFindToMe, findToMeInputSchema],
    ];
    for (const [path, input] of walks) {
      const bodies = badBodies(input);
      bodies.push({ type: 'text', content: { cid: 1, text: 'a\u0000b' }, clientId: 'c1' }, { type: 'jobCard', content: { cid: 1, jobId: 2_147_483_648 } }, { type: 'text', toUserId: 1e20, content: { text: 'x' } });
      for (const body of bodies) {
        for (const authorization of [chatToken, undefined, 'x'.repeat(5000)]) {
          const res = await s.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
            payload: JSON.stringify(body),
          });
          requests++;
          const env = res.json();
          if (res.statusCode >= 500 || env.code === 500) failures.push(`${path} ${JSON.stringify(body).slice(0, 100)} → ${res.statusCode} ${env.msg}`);
          else if (res.statusCode !== 200) expect(env.msg, path).toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
    console.info(`chat fallback walk: ${requests} requests, ${failures.length} answered 500`);
    expect(failures).toEqual([]);
  });

  it('/files/* answers 404 to malformed paths and queries, never 500', async () => {
    const paths = [
      '/files/',
      '/files/2147483648/202401/1.png',
      '/files/1/202401/99999999999999999999.png',
      '/files/1/202401/1.png?w=99999999999&h=-1',
      '/files/1/202401/1.png%00.png',
      '/files/..%2f..%2fetc%2fpasswd',
      '/files/1/2024%0001/1.png',
      `/files/${'a'.repeat(5000)}`,
      '/files/1/202401/1.png?w[]=1&h[a]=2',
    ];
    let requests = 0;
    for (const url of paths) {
      const res = await s.app.inject({ method: 'GET', url });
      requests++;
      expect(res.statusCode, url).toBeLessThan(500);
    }
    console.info(`files walk: ${requests} requests`);
  });
});

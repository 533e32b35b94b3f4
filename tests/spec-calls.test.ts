import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Protocol } from '../server/http/protocol';
import { ALIASES } from '../server/modules/system/routes';
import { specPaths, specSection7 } from './helpers/spec-paths';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Spec §7 lists the calls the site makes; each must answer here (anything but "接口不存在").
 * The paths are read from the spec itself (tests/helpers/spec-paths.ts), so a call added to the
 * spec fails this test until the server answers it.
 */
/** Spec §7 as kept with the tests; the spec itself, when a checkout has it beside the repository, must still say the same. */
const SECTION_7 = join(__dirname, 'fixtures/spec-section7.md');
const SPEC = join(__dirname, '../../shared/spec/SPEC.md');


/** The calls server/modules/system/routes.ts added under their own names (beside the /v1/t0 and system ones). */
const NEW_CALLS = ['/api-auth/user/infoChangeCode', '/api-auth/user/active', '/api-user/user/role', '/api-user/log/find'];

let s: TestServer;
let api: Protocol;
beforeAll(async () => {
  s = await startTestServer({ extend: (a) => void (api = a) });
}, 120_000);
afterAll(() => s.close());

async function answers(path: string): Promise<boolean> {
  const r = await s.call(path, {});
  return !(r.status === 404 && r.body.msg.startsWith('接口不存在'));
}

describe('spec §7 calls', () => {
  it('every path the spec lists answers', async () => {
    if (existsSync(SPEC)) expect(specSection7(SECTION_7), 'tests/fixtures/spec-section7.md differs from the spec: copy its §7 again').toBe(specSection7(SPEC));
    const paths = specPaths(SECTION_7);
    const missing: string[] = [];
    for (const p of paths) {
      const ok = p.group ? await (async () => {
        for (const r of api.routes().filter((r) => r.startsWith(p.path))) if (await answers(r)) return true;
        return false;
      })() : await answers(p.path);
      if (!ok) missing.push(p.group ? `${p.path}*` : p.path);
    }
    console.info(`spec §7: ${paths.length} paths, ${paths.length - missing.length} answered${missing.length ? `\n  missing: ${missing.join('\n  missing: ')}` : ''}`);
    expect(missing).toEqual([]);
  }, 120_000);

  it('every call of the spec table refuses a malformed body with a readable non-200 envelope', async () => {
    const token = await s.login('13800000002', 'demo1234');
    const table = [...Object.keys(ALIASES), ...api.routes().filter((r) => r.startsWith('/v1/t0/') || r.startsWith('/api-user/system/') || r.startsWith('/api-admin/system/')), ...NEW_CALLS];
    const paths = [...new Set(table)].filter((p) => api.routes().includes(p));
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      for (const body of [[], 'x', { id: 2_147_483_648, location: 1, url: null, kind: 'x', address: 'a\u0000b' }]) {
        const r = await s.call(path, body, { token });
        if (!Array.isArray(body) && typeof body === 'object' && r.status === 200) continue; // a call that reads none of these fields may answer
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(r.body.code, path).not.toBe(200);
        expect(r.body.msg, path).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  }, 180_000);
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Protocol } from '../server/http/protocol';
import { specPaths } from './helpers/spec-paths';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Spec §7 lists the calls the site makes; each must answer here (anything but "接口不存在").
 * The paths are read from the spec itself (tests/helpers/spec-paths.ts), so a call added to the
 * spec fails this test until the server answers it.
 */
const SPEC = join(__dirname, '../../shared/spec/SPEC.md');

/** Calls that other work in progress brings (issue 19's mini-program, map and career-test parts). */
export const OWNED_ELSEWHERE: Record<string, string> = {};

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
    const paths = specPaths(SPEC);
    const missing: string[] = [];
    for (const p of paths) {
      const ok = p.group ? await (async () => {
        for (const r of api.routes().filter((r) => r.startsWith(p.path))) if (await answers(r)) return true;
        return false;
      })() : await answers(p.path);
      if (!ok) missing.push(p.group ? `${p.path}*` : p.path);
    }
    const owned = missing.filter((m) => m in OWNED_ELSEWHERE);
    const open = missing.filter((m) => !(m in OWNED_ELSEWHERE));
    console.info(`spec §7: ${paths.length} paths, ${paths.length - missing.length} answered, ${missing.length} missing (${owned.length} owned elsewhere)\n  missing: ${open.join('\n  missing: ')}\n  owned elsewhere: ${owned.join(', ')}`);
    expect(open).toEqual([]);
  }, 120_000);
});

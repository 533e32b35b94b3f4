import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's doors (ARCHITECTURE.md) are kept by lint, not by goodwill: a
 * violation planted in a module, the protocol or a route file is an error
 * (import/no-restricted-paths, no-restricted-syntax). The planted files exist
 * only as text handed to ESLint under a path of the tree, so nothing is written to disk.
 */
// import/no-cycle reads the linted file from disk, which a planted text is not; it has nothing to say here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function doorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('server doors', () => {
  it("refuses a module importing another module's repo, and lets it import its own and another's service", async () => {
    const errors = await doorErrors(
      'server/modules/job/planted.ts',
      ["import { userRepo } from '../user/repo';", "import { codeRepo } from '../auth/codes-repo';", "import { jobRepo } from './repo';", "import type { UserService } from '../user/service';", 'export { userRepo, codeRepo, jobRepo };', 'export type { UserService };', ''].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("never imports another module's repo");
  }, 60_000);

  it('refuses the protocol and the shared core importing a module', async () => {
    const http = await doorErrors('server/http/planted.ts', "import type { JobRoutes } from '../modules/job/routes';\nexport type { JobRoutes };\n");
    const core = await doorErrors('server/core/planted.ts', "import { createUserService } from '../modules/user/service';\nexport { createUserService };\n");
    expect(http).toEqual([expect.stringContaining('know no module')]);
    expect(core).toEqual([expect.stringContaining('know no module')]);
  }, 60_000);

  it('refuses SQL in a route file', async () => {
    const [result] = await eslint.lintText(
      "import type { Protocol } from '../../http/protocol';\nexport const planted = (api: Protocol) => api.post('/x', {} as never, (_i: unknown, ctx: { tenant: { run: (f: (q: { query: (s: string) => unknown }) => unknown) => unknown } }) => ctx.tenant.run((q) => q.query('SELECT 1')));\n",
      { filePath: 'server/modules/job/planted-routes.ts' },
    );
    expect(result?.messages.map((m) => m.message)).toContain("No SQL in route files: put the query in the module's repo.");
  }, 60_000);

  it('refuses page heads and sockets reading a repo', async () => {
    const errors = await doorErrors('server/web/planted.ts', "import { contentRepo } from '../modules/content/repo';\nexport { contentRepo };\n");
    expect(errors).toEqual([expect.stringContaining('Only a module itself reads its repo')]);
  }, 60_000);
});

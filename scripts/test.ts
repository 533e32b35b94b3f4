/**
 * The README's test command: typecheck, lint, unit and server tests, the
 * Storybook build, the client build and the browser tests, in that order,
 * stopping at the first failure. Uses PostgreSQL and Redis when DATABASE_URL
 * and REDIS_URL are set, the embedded database otherwise.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '--max-warnings', '0', '.']],
  ['unit + server tests', ['npx', 'vitest', 'run']],
  ['storybook build', ['npx', 'storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['client build', ['npx', 'vite', 'build', '--logLevel', 'warn']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

const only = process.argv.slice(2);
const t0 = Date.now();
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; redis: ${process.env.REDIS_URL ? 'on' : 'off'}`);
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t = Date.now();
  console.log(`\n▶ ${name}: ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nall steps passed in ${((Date.now() - t0) / 1000).toFixed(0)}s`);

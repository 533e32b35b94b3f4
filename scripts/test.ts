/**
 * The README's test command: typecheck and lint, unit and server tests, the
 * Storybook and client builds, and the browser tests, in that order, stopping
 * at the first failing stage. Steps of one stage that do not depend on each
 * other (typecheck beside lint, the two builds) run side by side on the two
 * cores; their output is printed whole when each ends. Uses PostgreSQL and
 * Redis when DATABASE_URL and REDIS_URL are set, the embedded database otherwise.
 */
import { spawn } from 'node:child_process';

/** A step is one command, or commands run one after another, every one of them even when one fails. */
type Step = [name: string, cmd: string[] | string[][]];
const stages: Step[][] = [
  [
    ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', ['npx', 'eslint', '--max-warnings', '0', '.']],
  ],
  [['unit + server tests', ['npx', 'vitest', 'run']]],
  [
    ['storybook build', ['npx', 'storybook', 'build', '--quiet', '-o', 'storybook-static']],
    ['client build', ['npx', 'vite', 'build', '--logLevel', 'warn']],
  ],
  // The site-wide specs one at a time beside the Storybook stories, then the app specs two at a time
  // (playwright.config.ts); a second run so that a failure in the first still lets every app spec report.
  [
    [
      'browser tests',
      [
        // Each run its own output folder: Playwright empties it at the start, and the second run would
        // otherwise delete the first one's failure screenshots.
        ['npx', 'playwright', 'test', '--project', 'site', '--project', 'storybook', '--output', 'test-results/site'],
        ['npx', 'playwright', 'test', '--project', 'app', '--no-deps', '--output', 'test-results/app'],
      ],
    ],
  ],
];

/** Runs one step; alone it streams its output, beside others it prints it whole at the end. */
async function run([name, cmd]: Step, alone: boolean): Promise<{ name: string; ok: boolean; secs: string }> {
  if (!Array.isArray(cmd[0])) return runOne(name, cmd as string[], alone);
  const t = Date.now();
  let ok = true;
  for (const one of cmd as string[][]) ok = (await runOne(name, one, alone)).ok && ok;
  return { name, ok, secs: ((Date.now() - t) / 1000).toFixed(1) };
}

function runOne(name: string, cmd: string[], alone: boolean): Promise<{ name: string; ok: boolean; secs: string }> {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${cmd.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const out: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => out.push(b));
    child.on('close', (code) => {
      const secs = ((Date.now() - t) / 1000).toFixed(1);
      if (!alone && out.length) process.stdout.write(`\n── ${name} output ──\n${Buffer.concat(out).toString()}`);
      resolve({ name, ok: code === 0, secs });
    });
  });
}

const only = process.argv.slice(2);
const t0 = Date.now();
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; redis: ${process.env.REDIS_URL ? 'on' : 'off'}`);
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((s) => run(s, steps.length === 1)));
  for (const r of results) console.log(r.ok ? `✔ ${r.name} (${r.secs}s)` : `\n✖ ${r.name} failed after ${r.secs}s`);
  if (results.some((r) => !r.ok)) process.exit(1);
}
console.log(`\nall steps passed in ${((Date.now() - t0) / 1000).toFixed(0)}s`);

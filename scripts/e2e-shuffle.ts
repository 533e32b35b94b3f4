/**
 * Runs the app's browser specs one after another in a random order against ONE
 * server (as `npx playwright test` does), to prove no spec leans on data another
 * spec made before it. The order comes from a seed that is printed first; give it
 * back to replay the same order:
 *
 *   node --import tsx scripts/e2e-shuffle.ts            # a new seed
 *   node --import tsx scripts/e2e-shuffle.ts --seed 42  # the same order again
 *   node --import tsx scripts/e2e-shuffle.ts --seed 42 chat jobs   # only specs whose name has chat or jobs
 *
 * Build the client first (`npx vite build`). Set E2E_PORT / E2E_STORYBOOK_PORT /
 * E2E_FAKES_PORT as for any browser run. Exits 1 when a spec failed and names them,
 * so each can be run alone afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 2 ** 31));
const filters = args.filter((_, i) => seedAt < 0 || (i !== seedAt && i !== seedAt + 1));
if (!Number.isInteger(seed)) throw new Error('--seed takes a whole number');

/** mulberry32: a small seeded generator, so one seed always gives one order. */
function random(s: number): () => number {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const specs = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts') && f !== 'storybook.spec.ts')
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
const rnd = random(seed);
for (let i = specs.length - 1; i > 0; i--) {
  const j = Math.floor(rnd() * (i + 1));
  [specs[i], specs[j]] = [specs[j]!, specs[i]!];
}

const port = process.env.E2E_PORT ?? '3199';
console.log(`seed ${seed}: ${specs.length} specs in this order:\n  ${specs.join('\n  ')}\n`);

const children: ChildProcess[] = [];
function start(cmd: string[]): ChildProcess {
  const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  children.push(child);
  return child;
}
async function stopAll(): Promise<void> {
  await Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))) : null)),
  );
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** Asks `url` until it answers 200 (the server is up), for at most five minutes (a first start on a busy machine took over two). */
async function up(url: string): Promise<void> {
  const end = Date.now() + 300_000;
  for (;;) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > end) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250)); // polling a process we do not control; not a test wait
  }
}

// The Storybook server of the config is only needed by storybook.spec.ts: an empty index lets it start.
if (!existsSync('storybook-static/index.json')) {
  mkdirSync('storybook-static', { recursive: true });
  writeFileSync('storybook-static/index.json', '{"v":5,"entries":{}}');
}
start(['node', '--import', 'tsx', 'tests/e2e/start-server.ts']);
start(['node', '--import', 'tsx', 'tests/e2e/serve-static.ts', 'storybook-static']);
try {
  await up(`http://127.0.0.1:${port}/healthz`);
  await up(`http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT ?? 3198}/index.json`);
} catch (e) {
  // Servers that did not come up in time are stopped, not left holding the ports.
  await stopAll();
  throw e;
}

const results: { spec: string; ok: boolean; secs: number }[] = [];
for (const spec of specs) {
  const t = Date.now();
  console.log(`\n▶ ${spec}`);
  const ok = await new Promise<boolean>((resolve) => {
    // Each spec's failure screenshots in a folder of its own (the next run would empty a shared one).
    const output = `test-results/shuffle/${spec.replace(/\.spec\.ts$/, '')}`;
    const child = spawn('npx', ['playwright', 'test', `tests/e2e/${spec}`, '--project', 'app', '--project', 'site', '--no-deps', '--workers', '1', '--output', output], {
      stdio: 'inherit',
      env: { ...process.env, E2E_REUSE_SERVER: '1' },
    });
    child.on('close', (code) => resolve(code === 0));
  });
  results.push({ spec, ok, secs: Math.round((Date.now() - t) / 1000) });
}
await stopAll();

console.log(`\nseed ${seed}:`);
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.spec} (${r.secs}s)`);
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n${failed.length} of ${results.length} specs failed: ${failed.map((r) => r.spec).join(', ')}` : `\nall ${results.length} specs passed`);
process.exit(failed.length ? 1 : 0);

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../../config';
import { openDb } from '../db';
import { migrate } from '../migrate';
import { createTenantScope } from '../tenant';
import { insertJobs, mulberry32 } from './content';
import { seedIfEmpty } from './index';

/**
 * npm run seed -- [--jobs N] [--agent KEY]
 *
 * Migrates and seeds the database the server would open (same environment),
 * then adds N generated jobs to one tenant, for load tests.
 */

const MAX_JOBS = 5_000_000;
/** Jobs per transaction: progress shows between chunks and a failure keeps what was committed. */
const CHUNK = 10_000;
const fmt = (n: number) => n.toLocaleString('en-US');
const say = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run seed -- [--jobs N] [--agent KEY]

Migrates the database the server uses (DATABASE_URL, else DATA_DIR/db),
seeds the demo tenants when it is empty, then adds N generated jobs.

  --jobs N       extra jobs to add, 0 to ${fmt(MAX_JOBS)} (default 0)
  --agent KEY    agent_key of the tenant that gets them (default demo)
  -h, --help     show this help`;

interface Args {
  jobs: number;
  agent: string;
}

class UsageError extends Error {}

function parse(argv: readonly string[]): Args | 'help' {
  let values: { jobs?: string | undefined; agent?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        jobs: { type: 'string' },
        agent: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (values.help) return 'help';
  let jobs = 0;
  if (values.jobs !== undefined) {
    const text = values.jobs.replace(/[_,]/g, '');
    if (!/^\d+$/.test(text)) throw new UsageError(`--jobs must be a whole number, got "${values.jobs}"`);
    jobs = Number(text);
    if (jobs > MAX_JOBS) throw new UsageError(`--jobs must be at most ${fmt(MAX_JOBS)}, got ${values.jobs}`);
  }
  const agent = values.agent ?? 'demo';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(agent)) throw new UsageError(`--agent must be an agent key such as demo, got "${agent}"`);
  return { jobs, agent };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  let args: Args | 'help';
  try {
    args = parse(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`seed: ${e.message}\n\n${USAGE}`);
    return 1;
  }
  if (args === 'help') {
    say(USAGE);
    return 0;
  }

  const env = readEnv();
  const started = performance.now();
  // Same place as the server (server/main.ts); PGlite does not create missing parents.
  const dataDir = env.DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'db');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    say(`database: ${dataDir ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
    const { applied, appRole } = await migrate(db);
    say(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    const seeded = await seedIfEmpty(db, { appRole, log: say });
    say(seeded ? `demo data seeded (${seconds(started)})` : 'demo data: already present');

    if (args.jobs === 0) return 0;
    const [agent] = await db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [args.agent]);
    if (!agent) {
      const keys = (await db.query<{ agent_key: string }>('SELECT agent_key FROM agents ORDER BY id')).map((r) => r.agent_key);
      console.error(`seed: no agent with key "${args.agent}" (known: ${keys.join(', ') || 'none'})`);
      return 1;
    }
    const scope = createTenantScope(db, agent.id, appRole);
    // Seeded from the tenant and the current count, so repeated runs add different jobs.
    const [before] = await scope.run((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1', [agent.id]));
    const rng = mulberry32(0x5eed_0000 + agent.id * 7919 + (before?.n ?? 0));
    say(`adding ${fmt(args.jobs)} jobs to ${args.agent} (tenant ${agent.id}, ${before?.n ?? 0} jobs now)…`);
    const t0 = performance.now();
    let done = 0;
    while (done < args.jobs) {
      const n = Math.min(CHUNK, args.jobs - done);
      await scope.run((q) => insertJobs(q, agent.id, n, rng));
      done += n;
      const rate = Math.round(done / ((performance.now() - t0) / 1000));
      say(`  ${fmt(done)} / ${fmt(args.jobs)} (${seconds(t0)}, ${fmt(rate)} jobs/s)`);
    }
    await db.exec('ANALYZE jobs');
    say(`done: ${fmt(args.jobs)} jobs in ${seconds(t0)} (total ${seconds(started)})`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error('seed failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  },
);

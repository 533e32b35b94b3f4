import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { readEnv } from '../server/config';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createTenantScope } from '../server/db/tenant';
import { importCsvRows, parseImportCsv } from '../server/modules/legacy/import-csv';
import { IMPORT_KINDS } from '../server/modules/legacy/schemas';
import { announceChange } from '../server/modules/legacy/service';

/**
 * npm run legacy:import -- file.csv [--agent KEY] [--replace]
 *
 * Loads old-site (74cms) id mappings into the database the server uses, for
 * the legacy 301 redirects. With REDIS_URL set, running servers drop their
 * cached mappings at once; otherwise they see the new ones within a day or
 * after a restart (the embedded database cannot be open in two processes, so
 * with it the server is stopped anyway).
 */

const USAGE = `Usage: npm run legacy:import -- FILE.csv [--agent KEY] [--replace]

FILE.csv holds one mapping per line: kind,key,newId
  kind    job, brand (company), article or resume
  key     the old id; for articles a (news) or n (notice) and the old id, e.g. a12
  newId   the id of the record on this site
A header line "kind,key,newId" is optional; blank lines and # comments are skipped.

  --agent KEY    agent_key of the tenant (default demo)
  --replace      delete the tenant's old mappings of each kind in the file first
  -h, --help     show this help`;

const MAX_ERRORS_SHOWN = 50;
class UsageError extends Error {}

function parse(argv: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { agent: { type: 'string' }, replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help' as const;
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'give exactly one CSV file' : 'the CSV file is missing');
  const agent = values.agent ?? 'demo';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(agent)) throw new UsageError(`--agent must be an agent key such as demo, got "${agent}"`);
  return { file: positionals[0]!, agent, replace: values.replace ?? false };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`legacy:import: ${e.message}\n\n${USAGE}`);
    return 1;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }

  let text: string;
  try {
    text = readFileSync(resolve(args.file), 'utf8');
  } catch (e) {
    console.error(`legacy:import: cannot read ${args.file}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const parsed = parseImportCsv(text);
  if (parsed.errors.length > 0) {
    report(args.file, parsed.errors);
    return 1;
  }

  const env = readEnv();
  const dataDir = env.DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'db');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    const { appRole } = await migrate(db);
    const [agent] = await db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [args.agent]);
    if (!agent) {
      const keys = (await db.query<{ agent_key: string }>('SELECT agent_key FROM agents ORDER BY id')).map((r) => r.agent_key);
      console.error(`legacy:import: no agent with key "${args.agent}" (known: ${keys.join(', ') || 'none; run npm run seed first'})`);
      return 1;
    }
    const result = await importCsvRows(createTenantScope(db, agent.id, appRole), parsed.rows, { replace: args.replace });
    if (!result.ok) {
      report(args.file, result.errors);
      return 1;
    }
    const kinds = IMPORT_KINDS.filter((k) => result.saved[k] > 0);
    if (env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL);
      try {
        for (const kind of kinds) await announceChange(redis, agent.id, kind);
      } finally {
        await redis.quit();
      }
    }
    const summary = kinds.map((k) => `${k} ${result.saved[k]}`).join(', ');
    console.log(`legacy:import: ${parsed.rows.length} mappings saved for ${args.agent}${args.replace ? ' (replacing)' : ''}: ${summary}`);
    return 0;
  } finally {
    await db.close();
  }
}

function report(file: string, errors: readonly string[]) {
  console.error(`legacy:import: ${file} was not imported (${errors.length} problem${errors.length === 1 ? '' : 's'}):`);
  for (const e of errors.slice(0, MAX_ERRORS_SHOWN)) console.error(`  ${e}`);
  if (errors.length > MAX_ERRORS_SHOWN) console.error(`  … and ${errors.length - MAX_ERRORS_SHOWN} more`);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error('legacy:import failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  },
);

import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { readEnv } from '../../server/config';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createTenantScope } from '../../server/db/tenant';
import { announceChange } from '../../server/modules/legacy/service';
import { createUploadService } from '../../server/modules/upload/service';
import { createFileSigner } from '../../server/modules/upload/signed-url';
import { storageFromEnv } from '../../server/modules/upload/storage-env';
import { LEGACY_PWD_METHODS, type LegacyPwdMethod } from './convert';
import { runImport, STEPS, type ImportReport, type Step } from './importer';
import { LINE_NAMES, openSource } from './source';
import { createUploadCopier } from './uploads';

const USAGE = `Usage: npm run import:74cms -- --mysql mysql://user:pass@host/db [options]

Imports a 74cms site (v3.x, v4.x or SE, found from its tables) into one tenant:
members (with their old password hashes), companies, recruiters, jobs, articles,
notices and resumes, and records every old id for the old-address redirects.
A run can be repeated (it updates and adds, never duplicates) and, when
stopped, goes on where it stopped.

  --mysql URL         the 74cms database (MySQL or MariaDB)
  --prefix P          table prefix (default qs_)
  --agent KEY         agent_key of the tenant (default demo)
  --pwd-secret S      the site's password secret: v3 $QS_pwdhash (data/config.php),
                      v4 PWDHASH (Application/Common/Conf/pwdhash.php), SE safecode
                      (application/extra/sys.php); without it old passwords of
                      scheme 0 do not work
  --pwd-method N      the site's password scheme 0, 1, 2 or 4 (default 0)
  --uploads DIR       the old data/upload directory: logos, company photos, article
                      covers and resume photos are copied from it into this site's
                      file store (DATA_DIR/uploads or S3), checked like uploads
  --uploads-url URL   without --uploads: where the old directory is served from now;
                      pictures link there instead of being copied (default: left empty)
  --batch N           rows per transaction (default 2000)
  --report FILE       where the JSON report goes (default import-74cms-report.json)
  --dry-run           change nothing; print the same report
  -h, --help          show this help`;

class UsageError extends Error {}

function parse(argv: readonly string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        mysql: { type: 'string' },
        prefix: { type: 'string' },
        agent: { type: 'string' },
        'pwd-secret': { type: 'string' },
        'pwd-method': { type: 'string' },
        uploads: { type: 'string' },
        'uploads-url': { type: 'string' },
        batch: { type: 'string' },
        report: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (values.help) return 'help' as const;
  if (!values.mysql) throw new UsageError('--mysql is required');
  const prefix = values.prefix ?? 'qs_';
  if (!/^[A-Za-z0-9_]{0,20}$/.test(prefix)) throw new UsageError(`--prefix must be letters, digits and _, got "${prefix}"`);
  const agent = values.agent ?? 'demo';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(agent)) throw new UsageError(`--agent must be an agent key such as demo, got "${agent}"`);
  const method = Number(values['pwd-method'] ?? 0);
  if (!(LEGACY_PWD_METHODS as readonly number[]).includes(method)) throw new UsageError(`--pwd-method must be one of ${LEGACY_PWD_METHODS.join(', ')}`);
  const batch = Number(values.batch ?? 2000);
  if (!Number.isInteger(batch) || batch < 1 || batch > 20_000) throw new UsageError('--batch must be a whole number from 1 to 20000');
  return {
    mysql: values.mysql,
    prefix,
    agent,
    pwdSecret: values['pwd-secret'] ?? '',
    pwdMethod: method as LegacyPwdMethod,
    uploads: values.uploads,
    uploadsUrl: values['uploads-url'] ?? '',
    batch,
    report: values.report ?? 'import-74cms-report.json',
    dryRun: values['dry-run'] ?? false,
  };
}

/** One progress bar per step: redrawn in place on a terminal, a line per step elsewhere. */
function progress() {
  const tty = process.stderr.isTTY;
  let current: Step | null = null;
  let lastDraw = 0;
  return (step: Step, done: number, total: number) => {
    const finished = total > 0 && done >= total;
    if (!tty) {
      if (finished || (done === 0 && total === 0)) process.stderr.write(`  ${step}: ${done}/${total}\n`);
      return;
    }
    const t = Date.now();
    if (step === current && !finished && t - lastDraw < 100) return;
    if (current !== null && step !== current) process.stderr.write('\n');
    current = step;
    lastDraw = t;
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    process.stderr.write(`\r  ${step.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  };
}

export function summary(r: ImportReport): string {
  const lines = [`${r.dryRun ? 'DRY RUN (nothing changed): ' : ''}${LINE_NAMES[r.line]} from ${r.source} in ${(r.ms / 1000).toFixed(1)} s`];
  for (const step of STEPS) {
    const s = r.steps[step];
    const skipped = Object.entries(s.skipped);
    lines.push(
      `  ${step.padEnd(10)} read ${s.read}, imported ${s.imported}, updated ${s.updated}, unchanged ${s.unchanged}, skipped ${skipped.reduce((n, [, c]) => n + c, 0)}`,
      ...skipped.map(([why, n]) => `      ${n} × ${why}`),
    );
  }
  if (r.files.copied + r.files.missing + r.files.refused > 0) {
    lines.push(`  files      ${r.dryRun ? 'would copy' : 'copied'} ${r.files.copied}, missing ${r.files.missing}, refused (not a picture) ${r.files.refused}`);
  }
  for (const [what, misses] of Object.entries(r.misses)) {
    const list = Object.entries(misses);
    if (list.length) lines.push(`  unmatched ${what}: ${list.slice(0, 10).map(([k, n]) => `${k} (${n})`).join('; ')}${list.length > 10 ? ` … ${list.length - 10} more in the report` : ''}`);
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`import:74cms: ${e.message}\n\n${USAGE}`);
    return 1;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (args.uploads) {
    const { existsSync } = await import('node:fs');
    if (!existsSync(args.uploads)) {
      console.error(`import:74cms: --uploads ${args.uploads} does not exist`);
      return 1;
    }
  }
  const env = readEnv();
  const dataDir = env.DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'db');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  let source: Awaited<ReturnType<typeof openSource>>;
  try {
    source = await openSource(args.mysql, args.prefix);
  } catch (e) {
    console.error(`import:74cms: cannot read the 74cms database: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    const { appRole } = await migrate(db);
    const [agent] = await db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [args.agent]);
    if (!agent) {
      console.error(`import:74cms: no agent with key "${args.agent}"`);
      return 1;
    }
    console.error(`import:74cms: ${LINE_NAMES[source.line]} at ${source.name} → agent ${args.agent}${args.dryRun ? ' (dry run)' : ''}`);
    const tenantId = agent.id;
    const copyUpload = args.uploads
      ? createUploadCopier({
          dir: args.uploads,
          tenant: createTenantScope(db, tenantId, appRole),
          uploads: createUploadService({ now: Date.now, storage: storageFromEnv(env), signer: createFileSigner({ secret: env.PREVIEW_SECRET, now: Date.now }) }),
          dryRun: args.dryRun,
        })
      : undefined;
    const report = await runImport({
      db,
      appRole,
      tenantId: agent.id,
      source,
      dryRun: args.dryRun,
      pwdSecret: args.pwdSecret,
      pwdMethod: args.pwdMethod,
      uploadsUrl: args.uploadsUrl,
      ...(copyUpload ? { copyUpload } : {}),
      batchSize: args.batch,
      onProgress: progress(),
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    writeFileSync(args.report, `${JSON.stringify(report, null, 2)}\n`);
    console.log(summary(report));
    console.log(`report: ${resolve(args.report)}`);
    if (!args.dryRun && env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL);
      try {
        for (const kind of ['job', 'brand', 'article', 'resume'] as const) await announceChange(redis, agent.id, kind);
      } finally {
        await redis.quit();
      }
    }
    return 0;
  } finally {
    await db.close();
    await source.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error('import:74cms failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  },
);

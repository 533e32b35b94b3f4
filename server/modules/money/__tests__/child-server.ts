/**
 * The real app in a process of its own, for the test that kills it with -9
 * (kill.test.ts). The database is a PGlite data directory (made from the test
 * template dump on first start) or PostgreSQL (DATABASE_URL); WeChat Pay is the
 * fake whose settings come in CHILD_PAY_CONFIG.
 */
import { existsSync, readFileSync } from 'node:fs';
import { buildApp } from '../../../app';
import { openDb } from '../../../db/db';
import { migrate } from '../../../db/migrate';
import { createWechatPayProvider, type WechatPayConfig } from '../../../providers/payment/index';

const env = process.env;
const dataDir = env.CHILD_DATA_DIR;
const fresh = dataDir ? !existsSync(`${dataDir}/PG_VERSION`) : false;
const db = await openDb({
  databaseUrl: env.DATABASE_URL,
  dataDir,
  ...(fresh && env.CHILD_DUMP ? { loadDataDir: new Blob([readFileSync(env.CHILD_DUMP)]) } : {}),
});
const { appRole } = await migrate(db);
const pay = JSON.parse(env.CHILD_PAY_CONFIG ?? '{}') as WechatPayConfig;
const app = await buildApp({
  db,
  appRole,
  logLevel: 'warn',
  payment: { providers: { wechat: createWechatPayProvider(pay) }, notifyBase: env.CHILD_NOTIFY_BASE ?? '' },
  settleIntervalMs: 0,
});
await app.listen({ host: '127.0.0.1', port: Number(env.CHILD_PORT) });
process.stdout.write('child ready\n');

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { parseTurnUrls } from './providers/turn/index';
import { clusterProblems, productionProblems, readEnv } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { operatorsOnDemoPassword } from './db/seed/demo-check';
import { DEMO_ACCOUNTS, seedIfEmpty } from './db/seed/index';
import { createHttpIdentityProvider, createUnavailableIdentityProvider } from './providers/identity/index';
import { createHttpMailProvider, createUnavailableMailProvider } from './providers/mail/index';
import { createHttpSmsProvider, createUnavailableSmsProvider } from './providers/sms/index';
import { createHttpWechatProvider } from './providers/wechat/index';
import { storageFromEnv } from './modules/upload/storage-env';
import { createOpenAiCompatibleProvider } from './providers/ai/index';
import { AI_TIMEOUT_MS } from './constants';
import { createHttpWxaApi } from './providers/wechat/wxa';
import { createHttpWechatTicketSource, type WechatAppCredentials, type WechatAppKind } from './providers/wechat/jssdk';
import { createAlipayProvider, createWechatPayProvider, type PayChannel, type PaymentProvider } from './providers/payment/index';
import { startFakeWechatPay } from './providers/payment/fake-server';

const env = readEnv();
const say = (line: string) => process.stdout.write(`${line}\n`);
/** A production start that must not go on: the reasons on stderr, exit code 1, nothing served. */
function refuse(problems: string[], why = 'in production'): never {
  process.stderr.write(`Refusing to start ${why}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
const problems = productionProblems(env);
if (problems.length) refuse(problems);
const shared = clusterProblems(env);
if (shared.length) refuse(shared, `as one of ${env.PROCESS_COUNT} processes`);

let dataDir: string | undefined;
if (!env.DATABASE_URL) {
  dataDir = resolve(env.DATA_DIR, 'db');
  mkdirSync(dataDir, { recursive: true });
}
// The embedded database answers from its own thread, so its queries do not hold up the HTTP loop (bench:jobs).
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir, worker: true });
const { applied, appRole } = await migrate(db);
if (applied.length) say(`migrations applied: ${applied.join(', ')}`);
if (env.SEED_DEMO && (await seedIfEmpty(db, { appRole, log: say }))) say('demo data seeded (first start).');
if (env.production) {
  const weak = await operatorsOnDemoPassword(db, appRole);
  if (weak.length) {
    await db.close();
    refuse([`operators still on the demo password: ${weak.join(', ')} — change their passwords first.`]);
  }
}

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
// Unset in production, a service answers "not available"; unset in development, app.ts's log-only stand-ins are used.
const sms = env.SMS_API_URL ? createHttpSmsProvider({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY }) : env.production ? createUnavailableSmsProvider() : undefined;
const identity = env.IDENTITY_API_URL ? createHttpIdentityProvider({ url: env.IDENTITY_API_URL, apiKey: env.IDENTITY_API_KEY }) : env.production ? createUnavailableIdentityProvider() : undefined;
const mail = env.MAIL_API_URL ? createHttpMailProvider({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY }) : env.production ? createUnavailableMailProvider() : undefined;
const wechat =
  env.WECHAT_API_URL && env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
    ? createHttpWechatProvider({ baseUrl: env.WECHAT_API_URL, appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET })
    : undefined;
// JS-SDK signing: WeChat's hosts unless configured; the server's apps are the default of tenants without their own.
const wechatJs = {
  sources: {
    mp: createHttpWechatTicketSource({ kind: 'mp', baseUrl: env.WECHAT_API_URL ?? 'https://api.weixin.qq.com' }),
    work: createHttpWechatTicketSource({ kind: 'work', baseUrl: env.WEWORK_API_URL ?? 'https://qyapi.weixin.qq.com' }),
  },
  defaults: {
    ...(env.WECHAT_APP_ID && env.WECHAT_APP_SECRET ? { mp: { appId: env.WECHAT_APP_ID, secret: env.WECHAT_APP_SECRET } } : {}),
    ...(env.WEWORK_CORP_ID && env.WEWORK_SECRET ? { work: { appId: env.WEWORK_CORP_ID, secret: env.WEWORK_SECRET } } : {}),
  } satisfies Partial<Record<WechatAppKind, WechatAppCredentials>>,
  wxa: createHttpWxaApi({ baseUrl: env.WECHAT_API_URL ?? 'https://api.weixin.qq.com' }),
  ...(env.WXA_APP_ID && env.WXA_APP_SECRET ? { wxaDefault: { appId: env.WXA_APP_ID, secret: env.WXA_APP_SECRET } } : {}),
};
const ai = env.AI_API_URL && env.AI_API_KEY ? createOpenAiCompatibleProvider({ baseUrl: env.AI_API_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL ?? 'gpt-4o-mini', timeoutMs: AI_TIMEOUT_MS }) : undefined;
const storage = storageFromEnv(env);
// Payment: configured providers; in development without WeChat Pay a fake one on loopback, so buying can be tried.
const pem = (v: string) => v.replace(/\\n/g, '\n');
const providers: Partial<Record<PayChannel, PaymentProvider>> = {};
if (env.WECHATPAY_APP_ID && env.WECHATPAY_MCH_ID && env.WECHATPAY_SERIAL_NO && env.WECHATPAY_PRIVATE_KEY && env.WECHATPAY_PLATFORM_PUBLIC_KEY && env.WECHATPAY_API_V3_KEY) {
  providers.wechat = createWechatPayProvider({
    baseUrl: env.WECHATPAY_API_URL ?? 'https://api.mch.weixin.qq.com',
    appId: env.WECHATPAY_APP_ID,
    mchId: env.WECHATPAY_MCH_ID,
    serialNo: env.WECHATPAY_SERIAL_NO,
    privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
    platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY),
    apiV3Key: env.WECHATPAY_API_V3_KEY,
  });
} else if (!env.production) {
  const fake = await startFakeWechatPay();
  providers.wechat = createWechatPayProvider(fake.config(fake.url));
  say(`  fake WeChat Pay (development) at ${fake.url}`);
}
if (env.ALIPAY_GATEWAY_URL && env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY) {
  providers.alipay = createAlipayProvider({ gatewayUrl: env.ALIPAY_GATEWAY_URL, appId: env.ALIPAY_APP_ID, privateKey: pem(env.ALIPAY_PRIVATE_KEY), alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY) });
}
const notifyBase = env.PAY_NOTIFY_BASE ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
const app = await buildApp({ db, wechatJs, mapTileHosts: env.MAP_TILE_HOSTS, ...(ai ? { ai } : {}), payment: { providers, notifyBase }, storage, ...(wechat ? { wechat } : {}), appRole, redis, redisPrefix: env.REDIS_KEY_PREFIX, trustProxy: env.TRUST_PROXY, ...(sms ? { sms } : {}), ...(identity ? { identity } : {}), ...(mail ? { mail } : {}), webDir: resolve('dist'), liveMediaDir: resolve(env.DATA_DIR, 'live'), rtcRightsCheck: env.RTC_RIGHTS_CHECK === '1' || env.RTC_RIGHTS_CHECK === 'true', turn: { urls: parseTurnUrls(env.TURN_URLS), secret: env.TURN_SECRET }, logLevel: env.LOG_LEVEL, ...(env.CODE_SENDS_PER_TENANT_DAY ? { codeLimits: { sendsPerTenantDay: env.CODE_SENDS_PER_TENANT_DAY } } : {}), ...(env.PREVIEW_SECRET ? { previewSecret: env.PREVIEW_SECRET } : {}) });
await app.listen({ host: env.HOST, port: env.PORT });

const url = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
say('');
say(`  Recruitment site running at ${url}`);
say(`  database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(env.DATA_DIR, 'db')}`}; redis: ${redis ? 'on' : 'off'}`);
if (env.SEED_DEMO && !env.production) {
  say('  demo accounts (site "demo"):');
  for (const a of DEMO_ACCOUNTS) say(`    ${a.label.padEnd(18)} ${a.account.padEnd(12)} / ${a.password}`);
  say('  second tenant: http://demo2.localhost:' + env.PORT + ' (same demo accounts, other data)');
}
say('');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void (async () => {
      await app.close();
      await redis?.quit();
      await db.close();
      process.exit(0);
    })();
  });
}

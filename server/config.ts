import { z } from 'zod';

/** Environment of the server, parsed once where it enters (CONVENTIONS: parse at the boundary). */
const flag = z.enum(['0', '1', 'true', 'false', '']).optional();

const envSchema = z.object({
  /** 'production' turns development shortcuts off: see productionProblems and the README's deployment section. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 1: seed the demo tenants and accounts into an empty database. Default: on, except in production. */
  SEED_DEMO: flag,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database and uploads live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** When set, Redis backs rate limits and the socket.io adapter. */
  REDIS_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Signs draft preview links; without it each tenant's key is derived from its RSA private key. */
  PREVIEW_SECRET: z.string().min(16, 'PREVIEW_SECRET needs at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  /** HTTP SMS API (POST JSON {mobile, code, purpose, template}); unset, codes are written to the server log (development). */
  SMS_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Bearer key of the SMS API. */
  SMS_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** HTTP identity API for real-name checks (POST JSON {name, idCard} → {match}); unset, a development check accepts valid numbers. */
  IDENTITY_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  IDENTITY_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** HTTP mail API for e-mail codes (POST JSON {email, code, purpose}); unset, codes are written to the server log. */
  MAIL_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** WeChat's API host for OAuth code login (https://api.weixin.qq.com); with WECHAT_APP_ID and WECHAT_APP_SECRET. Unset, WeChat login is off. */
  WECHAT_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  WECHAT_APP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHAT_APP_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** An OpenAI-compatible chat-completions service for the AI retouch (base URL up to /v1, key, model). Unset, the retouch answers 未开通. */
  AI_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  AI_MODEL: z.string().optional().or(z.literal('').transform(() => undefined)),
  /**
   * Hosts (host or host:port, comma-separated) of operator-entered XYZ/WMTS tile templates this server may read to
   * compose static map pictures; the named providers' (AMap, Tencent, Tianditu) are always allowed. Unset: none.
   */
  MAP_TILE_HOSTS: z
    .string()
    .optional()
    .transform((s) => (s ?? '').split(',').map((h) => h.trim()).filter(Boolean)),
  /** WeChat Work's API host (https://qyapi.weixin.qq.com) and the corp's app, for the wework/config JS-SDK signature. */
  WEWORK_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  WEWORK_CORP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WEWORK_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** The server's mini-program (tenants may save their own in the studio). */
  WXA_APP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WXA_APP_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
  /**
   * WeChat Pay API v3 (H5): API host (https://api.mch.weixin.qq.com), app id, merchant id, merchant certificate
   * serial, merchant private key (PEM, \n allowed), platform public key (PEM) and APIv3 key. Unset: in production
   * WeChat Pay answers "not available"; in development a fake WeChat Pay starts on loopback.
   */
  WECHATPAY_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_APP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_MCH_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_SERIAL_NO: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_PRIVATE_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY has 32 characters').optional().or(z.literal('').transform(() => undefined)),
  /** Alipay open API (wap): gateway, app id, app private key and Alipay public key (PEM). Unset: Alipay is not offered. */
  ALIPAY_GATEWAY_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  ALIPAY_APP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  ALIPAY_PRIVATE_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  ALIPAY_PUBLIC_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** Public address of this server that payment providers post notifications to. Default: http://HOST:PORT. */
  PAY_NOTIFY_BASE: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** S3-compatible storage for uploads (path-style, SigV4); unset, uploads go to DATA_DIR/uploads. */
  S3_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  S3_SECRET_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** Prefix of this deployment's keys in Redis (rate limits); separate runs sharing one Redis use their own. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('rl:'),
  /** Verification codes (SMS and mail) one tenant may send per day, whoever asks; a cap on what SMS bombing can cost. */
  CODE_SENDS_PER_TENANT_DAY: z.coerce.number().int().min(1).max(10_000_000).optional(),
  /** STUN/TURN URLs for interview calls, comma-separated (stun:…, turn:…, turns:…). */
  TURN_URLS: z.string().optional(),
  /** coturn's static-auth-secret: calls get time-limited TURN credentials (coturn REST API). */
  TURN_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** 1: spend rightsRtcMinute before a video interview (spec §7's pre-check; off by default). */
  RTC_RIGHTS_CHECK: flag,
  /**
   * How many server processes serve this site together (behind a balancer). Above 1 the server refuses
   * to start without what the processes must share: PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and
   * S3-compatible uploads (S3_*), since the embedded database and local-disk uploads belong to one process.
   */
  PROCESS_COUNT: z.coerce.number().int().min(1).max(256).default(1),
  /**
   * Which peers may set X-Forwarded-For (the client address rate limits count): a comma-separated list
   * of addresses or CIDR ranges of the balancer, or 'false' to trust none. Default: this machine only.
   */
  TRUST_PROXY: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v, ctx) => {
      if (v === 'false' || v === '0' || v === '') return [];
      const list = v.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.filter((s) => !/^[0-9a-fA-F:.]+(?:\/\d{1,3})?$/.test(s));
      if (bad.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `TRUST_PROXY takes addresses or CIDR ranges, not: ${bad.join(', ')}` });
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  /** Whether an empty database gets the demo tenants (SEED_DEMO, default on outside production). */
  SEED_DEMO: boolean;
  production: boolean;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  const seed = parsed.data.SEED_DEMO;
  return { ...parsed.data, production, SEED_DEMO: seed === undefined || seed === '' ? !production : seed === '1' || seed === 'true' };
}

/**
 * Why a production start must be refused before anything is opened: preview
 * links (and private file links) would be signed with a key derived from data
 * in the database instead of a secret of the deployment's own.
 */
export function productionProblems(env: Env): string[] {
  if (!env.production) return [];
  const problems: string[] = [];
  if (!env.PREVIEW_SECRET) problems.push('PREVIEW_SECRET is not set: give it at least 16 random characters (it signs preview and private file links).');
  return problems;
}

/**
 * Why a start as one of several processes (PROCESS_COUNT > 1) must be refused, in any NODE_ENV:
 * what one process keeps to itself would differ between them (a user's upload saved on one
 * machine's disk and asked for through another, limits counted apart, pushes not fanned out).
 */
export function clusterProblems(env: Env): string[] {
  if (env.PROCESS_COUNT <= 1) return [];
  const problems: string[] = [];
  const n = `PROCESS_COUNT=${env.PROCESS_COUNT}`;
  if (!env.DATABASE_URL) problems.push(`${n} needs DATABASE_URL: the embedded database belongs to one process.`);
  if (!env.REDIS_URL) problems.push(`${n} needs REDIS_URL: rate limits, lock-outs, chat pushes and cache invalidation are shared through Redis.`);
  if (!(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY)) {
    problems.push(`${n} needs S3-compatible uploads (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY): uploads on local disk would be seen by one process only.`);
  }
  return problems;
}

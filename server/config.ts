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
  /** WeChat Work's API host (https://qyapi.weixin.qq.com) and the corp's app, for the wework/config JS-SDK signature. */
  WEWORK_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  WEWORK_CORP_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  WEWORK_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
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

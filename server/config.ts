import { z } from 'zod';

/** Environment of the server, parsed once where it enters (CONVENTIONS: parse at the boundary). */
const envSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

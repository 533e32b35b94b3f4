import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SendCodeResult } from '../../../schemas/accounts';
import {
  CODE_BAD_REQUEST,
  CODE_ADDRESS_WINDOW_MS,
  CODE_DAY_MS,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_NUMBERS_PER_ADDRESS,
  CODE_RATE_LIMITED,
  CODE_SEND_INTERVAL_MS,
  CODE_SENDS_PER_DAY,
  CODE_SENDS_PER_TENANT_DAY,
  CODE_SERVER_ERROR,
  CODE_SERVICE_UNAVAILABLE,
  CODE_TTL_MS,
} from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { MailProvider } from '../../providers/mail/index';
import type { SmsProvider, SmsPurpose } from '../../providers/sms/index';
import { ServiceNotConfiguredError } from '../../providers/unavailable';
import { codeRepo } from './codes-repo';

/** Wire messages of the code rules, in the words users see. */
export const CODE_MESSAGES = {
  sent: '验证码已发送',
  wait: (seconds: number) => `请${seconds}秒后再试`,
  daily: '今日发送次数已达上限',
  wrong: '验证码错误',
  expired: '验证码已过期',
  tooMany: '验证码错误次数过多，请重新获取',
  none: '请先获取验证码',
  sendFailed: '短信发送失败，请稍后再试',
  addressBusy: (minutes: number) => `温馨提示：当前网络获取验证码过于频繁，请${minutes}分钟后再试`,
  tenantDaily: (hours: number) => `温馨提示：今日验证码发送量已达上限，请${hours}小时后再试`,
} as const;

export interface CodeLimits {
  ttlMs: number;
  maxAttempts: number;
  sendIntervalMs: number;
  sendsPerDay: number;
  dayMs: number;
  /** Distinct numbers (or addresses) one client address may have codes sent to per addressWindowMs. */
  numbersPerAddress: number;
  addressWindowMs: number;
  /** Codes one tenant may send per dayMs, whoever asks. */
  sendsPerTenantDay: number;
}

export const DEFAULT_CODE_LIMITS: CodeLimits = {
  ttlMs: CODE_TTL_MS,
  maxAttempts: CODE_MAX_ATTEMPTS,
  sendIntervalMs: CODE_SEND_INTERVAL_MS,
  sendsPerDay: CODE_SENDS_PER_DAY,
  dayMs: CODE_DAY_MS,
  numbersPerAddress: CODE_NUMBERS_PER_ADDRESS,
  addressWindowMs: CODE_ADDRESS_WINDOW_MS,
  sendsPerTenantDay: CODE_SENDS_PER_TENANT_DAY,
};

export interface CodeServiceDeps {
  limiter: RateLimiter;
  sms: SmsProvider;
  /** E-mail codes (emailCode); without it e-mail codes are refused. */
  mail?: MailProvider;
  now: () => number;
  /** Tests shorten the send windows; the rate limiter runs on real time (Redis or the database). */
  limits?: Partial<CodeLimits>;
}

/** Addresses of this machine itself. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** sha-256 over tenant, purpose, target and code: a code is worth nothing in another tenant or for another number. */
export function hashCode(tenantId: number, purpose: string, target: string, code: string): string {
  return createHash('sha256').update(`${tenantId}\n${purpose}\n${target}\n${code}`).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Verification codes: 6 digits, valid CODE_TTL_MS, single use, at most
 * CODE_MAX_ATTEMPTS tries, at most one send per interval and
 * CODE_SENDS_PER_DAY per day for a number, CODE_NUMBERS_PER_ADDRESS numbers
 * an hour per client address and CODE_SENDS_PER_TENANT_DAY per tenant
 * (counted by the shared rate limiter).
 */
export function createCodeService(deps: CodeServiceDeps) {
  const limits = { ...DEFAULT_CODE_LIMITS, ...deps.limits };
  const { limiter, now } = deps;

  /**
   * An address may have codes sent to at most numbersPerAddress distinct targets per window
   * (SMS bombing from one client). A target counts once: its first send marks it for the address.
   */
  async function admitAddress(tenant: TenantScope, target: string, ip: string): Promise<void> {
    // Loopback is this machine: a local proxy that forwards no client address, or the browser tests. Counting it
    // would put every user behind one address; the per-number and per-tenant caps still hold.
    if (LOOPBACK.has(ip)) return;
    const addressKey = `code:addr:${ip}`;
    const pairKey = `${addressKey}:${tenant.tenantId}:${target}`;
    if ((await limiter.hit(pairKey, limits.addressWindowMs)) > 1) return;
    if ((await limiter.hit(addressKey, limits.addressWindowMs)) <= limits.numbersPerAddress) return;
    // Refused, so the target was not reached: a later send to it must count again.
    await limiter.reset(pairKey);
    const minutes = Math.max(1, Math.ceil((await limiter.remainingMs(addressKey)) / 60_000));
    throw new ApiError(CODE_RATE_LIMITED, CODE_MESSAGES.addressBusy(minutes), 429, { wait: minutes * 60 });
  }

  /** Counts a send against the number's limits, or refuses it with the seconds to wait. */
  async function admitSend(tenant: TenantScope, purpose: string, target: string): Promise<void> {
    const base = `code:${tenant.tenantId}:${target}`;
    const inWindow = await limiter.hit(`${base}:interval`, limits.sendIntervalMs);
    if (inWindow > 1) {
      // The limiter knows only counts; the last code's time tells how long is left.
      const last = await tenant.run((q) => codeRepo(q, tenant.tenantId).latest(purpose, target));
      const left = last ? last.created_at.getTime() + limits.sendIntervalMs - now() : limits.sendIntervalMs;
      const seconds = Math.min(Math.ceil(limits.sendIntervalMs / 1000), Math.max(1, Math.ceil(left / 1000)));
      throw new ApiError(CODE_RATE_LIMITED, CODE_MESSAGES.wait(seconds), 429, { wait: seconds });
    }
    const today = await limiter.hit(`${base}:day`, limits.dayMs);
    if (today > limits.sendsPerDay) throw new ApiError(CODE_RATE_LIMITED, CODE_MESSAGES.daily, 429);
    // Last, so it counts only sends that go out: every code costs the tenant an SMS or a mail.
    const tenantKey = `code:tenant:${tenant.tenantId}:day`;
    if ((await limiter.hit(tenantKey, limits.dayMs)) > limits.sendsPerTenantDay) {
      const hours = Math.max(1, Math.ceil((await limiter.remainingMs(tenantKey)) / 3_600_000));
      throw new ApiError(CODE_RATE_LIMITED, CODE_MESSAGES.tenantDaily(hours), 429, { wait: hours * 3600 });
    }
  }

  /** Stores a new code for target and hands it to deliver (null: store only, never reveal whether the target is known). */
  async function issue(tenant: TenantScope, purpose: string, target: string, deliver: ((code: string) => Promise<void>) | null, ip?: string): Promise<SendCodeResult> {
    if (ip) await admitAddress(tenant, target, ip);
    await admitSend(tenant, purpose, target);
    const code = newCode();
    const t = now();
    await tenant.run((q) =>
      codeRepo(q, tenant.tenantId).create(purpose, target, hashCode(tenant.tenantId, purpose, target, code), new Date(t), new Date(t + limits.ttlMs)),
    );
    if (deliver) {
      try {
        await deliver(code);
      } catch (e) {
        // The target was not reached, so it may ask again at once.
        await limiter.reset(`code:${tenant.tenantId}:${target}:interval`);
        if (e instanceof ServiceNotConfiguredError) throw new ApiError(CODE_SERVICE_UNAVAILABLE, e.message, 503);
        throw new ApiError(CODE_SERVER_ERROR, CODE_MESSAGES.sendFailed, 502);
      }
    }
    return { msg: CODE_MESSAGES.sent, interval: Math.ceil(limits.sendIntervalMs / 1000), expiresIn: Math.ceil(limits.ttlMs / 1000) };
  }

  return {
    limits,

    /** Sends a new SMS code; earlier codes of the same purpose stop counting. */
    /** opts.ip: the client's address, counted against numbersPerAddress (anonymous sends must give it). */
    sendSms(tenant: TenantScope, purpose: SmsPurpose, mobile: string, opts: { deliver?: boolean; ip?: string } = {}): Promise<SendCodeResult> {
      return issue(tenant, purpose, mobile, opts.deliver === false ? null : (code) => deps.sms.send({ tenantId: tenant.tenantId, mobile, code, purpose }), opts.ip);
    },

    /** Sends a new e-mail code (purpose 'email') under the same limits as SMS codes. */
    sendEmail(tenant: TenantScope, email: string): Promise<SendCodeResult> {
      const mail = deps.mail;
      if (!mail) return Promise.reject(new ApiError(CODE_SERVER_ERROR, CODE_MESSAGES.sendFailed, 502));
      return issue(tenant, 'email', email, (code) => mail.send({ tenantId: tenant.tenantId, email, code, purpose: 'email' }));
    },

    /** Checks and uses up a code; throws the reason with a readable message. */
    async verify(tenant: TenantScope, purpose: string, target: string, code: string): Promise<void> {
      // The outcome leaves the transaction as a value: throwing inside would roll back the counted attempt.
      const failure = await tenant.run(async (q): Promise<ApiError | null> => {
        const repo = codeRepo(q, tenant.tenantId);
        const row = await repo.latest(purpose, target);
        if (!row || row.used_at) return new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.none, 400);
        if (row.expires_at.getTime() <= now()) return new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.expired, 400);
        // The try is counted before the comparison, in one UPDATE that holds the row: of a parallel
        // burst at most maxAttempts are ever compared, and the right code among the rest finds it used up.
        const attempts = await repo.addAttempt(row.id, limits.maxAttempts);
        if (attempts === null) return new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.tooMany, 400);
        const given = Buffer.from(hashCode(tenant.tenantId, purpose, target, code), 'hex');
        if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
          if (attempts >= limits.maxAttempts) return new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.tooMany, 400);
          return new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.wrong, 400, { attemptsLeft: limits.maxAttempts - attempts });
        }
        return (await repo.use(row.id, new Date(now()))) ? null : new ApiError(CODE_BAD_REQUEST, CODE_MESSAGES.none, 400);
      });
      if (failure) throw failure;
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;

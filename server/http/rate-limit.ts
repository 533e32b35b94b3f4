import type { Redis } from 'ioredis';
import { CODE_RATE_LIMITED } from '../constants';
import type { Db } from '../db/db';
import { ApiError } from './errors';

/**
 * Fixed-window counters shared by every server process: Redis when
 * REDIS_URL is set, the database otherwise. Never process memory, so a
 * second process behind the balancer sees the same counts.
 */
export interface RateLimiter {
  /**
   * Adds one hit and returns the hits in the current window, in one atomic
   * step (Redis INCR; one INSERT … ON CONFLICT … RETURNING): of N concurrent
   * callers each sees a different count, so a budget taken with it holds
   * under any concurrency (see takeAttempt).
   */
  hit(key: string, windowMs: number): Promise<number>;
  /** Hits in the current window without adding one. */
  count(key: string): Promise<number>;
  /** Milliseconds until the current window of key ends; 0 when there is none. */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Counts an attempt *before* it is checked and says whether it is within the
 * budget. Checking first and counting after a failure let a parallel burst be
 * checked a hundred times while the counter still read zero; counting first
 * means at most `max` attempts per window are ever checked.
 */
export async function takeAttempt(limiter: RateLimiter, key: string, windowMs: number, max: number): Promise<boolean> {
  return (await limiter.hit(key, windowMs)) <= max;
}

export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return n;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async remainingMs(key) {
      // PTTL answers 0 in the key's last millisecond, while a hit still counts in its window (Redis expires
      // a key only once the clock is past it): say 1 then, so "0" always means the next hit starts a new one.
      const ms = await redis.pttl(prefix + key);
      return ms === 0 ? 1 : Math.max(0, ms);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowMs) {
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_limits (key, window_end, hits) VALUES ($1, now() + $2 * interval '1 millisecond', 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_end < now() THEN 1 ELSE rate_limits.hits + 1 END,
           window_end = CASE WHEN rate_limits.window_end < now() THEN EXCLUDED.window_end ELSE rate_limits.window_end END
         RETURNING hits`,
        [key, windowMs],
      );
      return row?.hits ?? 1;
    },
    async count(key) {
      const [row] = await db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1 AND window_end >= now()', [key]);
      return row?.hits ?? 0;
    },
    async remainingMs(key) {
      const [row] = await db.query<{ ms: number }>(
        'SELECT GREATEST(0, EXTRACT(EPOCH FROM (window_end - now())) * 1000)::float8 AS ms FROM rate_limits WHERE key = $1 AND window_end >= now()',
        [key],
      );
      // A row still in its window (window_end >= now()) is at least 1 ms away: at window_end itself a hit counts in it.
      return row ? Math.max(1, Math.ceil(Number(row.ms))) : 0;
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

/** A password (or other secret) check under a lock-out budget. */
export interface GuardedCheck {
  /** The budget of the secret's owner (account, user): at most `max` checks per window, whoever asks. */
  key: string;
  /** Failures of one address against this owner: locks that address for this owner only, never for others behind it. */
  addressKey?: string;
  max: number;
  windowMs: number;
  /** The refusal, given the whole minutes left. */
  refused: (minutes: number) => ApiError;
}

/**
 * Runs check() only when the attempt fits the budget, counting it first
 * (takeAttempt), so at most `max` guesses are checked per window however many
 * arrive at once. A right answer clears the owner's count, as a login always
 * has: only the owner, who knows the secret, can give a guesser a new budget.
 */
export async function guardedCheck(limiter: RateLimiter, g: GuardedCheck, check: () => Promise<boolean>): Promise<boolean> {
  const minutesLeft = async (key: string) => Math.max(1, Math.ceil((await limiter.remainingMs(key)) / 60_000));
  if (g.addressKey && (await limiter.count(g.addressKey)) >= g.max) throw g.refused(await minutesLeft(g.addressKey));
  if (!(await takeAttempt(limiter, g.key, g.windowMs, g.max))) throw g.refused(await minutesLeft(g.key));
  const ok = await check();
  if (ok) await limiter.reset(g.key);
  else if (g.addressKey) await limiter.hit(g.addressKey, g.windowMs);
  return ok;
}

/** The usual refusal of a locked password check (429, CODE_RATE_LIMITED). */
export const lockedOut = (what: string, hint = '') => (minutes: number) =>
  new ApiError(CODE_RATE_LIMITED, `${what}错误次数过多，请 ${minutes} 分钟后再试${hint}`, 429, { wait: minutes * 60 });

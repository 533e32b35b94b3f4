import type { Redis } from 'ioredis';
import type { Db } from '../db/db';

/**
 * Fixed-window counters shared by every server process: Redis when
 * REDIS_URL is set, the database otherwise. Never process memory, so a
 * second process behind the balancer sees the same counts.
 */
export interface RateLimiter {
  /** Adds one hit and returns the hits in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Hits in the current window without adding one. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
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
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

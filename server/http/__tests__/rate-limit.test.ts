import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../rate-limit';

/** Only PTTL: what Redis answers for a key with that many milliseconds left (-2: no key, -1: no expiry). */
const redisWithPttl = (ms: number) => ({ pttl: async () => ms }) as unknown as Redis;

describe('Redis rate limiter: time left in a window', () => {
  it('is never 0 while the window still holds, not even in its last millisecond', async () => {
    // Redis keeps the key (so a hit counts in the old window) until its clock is past the expiry, while PTTL
    // already says 0: a caller that waited for 0 then hit again was refused (a CI run of codes.test).
    expect(await createRedisRateLimiter(redisWithPttl(0)).remainingMs('k')).toBe(1);
    expect(await createRedisRateLimiter(redisWithPttl(250)).remainingMs('k')).toBe(250);
  });

  it('is 0 when there is no window', async () => {
    expect(await createRedisRateLimiter(redisWithPttl(-2)).remainingMs('k')).toBe(0);
    expect(await createRedisRateLimiter(redisWithPttl(-1)).remainingMs('k')).toBe(0);
  });
});

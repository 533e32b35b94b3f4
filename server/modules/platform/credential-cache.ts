import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A cached credential and when it stops being good (ms since the epoch, by the server's clock). */
export interface CachedCredential {
  value: string;
  expiresAt: number;
}

/**
 * Where WeChat's access tokens and tickets are kept between calls. With Redis
 * every process shares them (a new token fetched by one process invalidates the
 * token another still holds, so they must share); without it one process keeps
 * them in memory.
 */
export interface CredentialCache {
  get(key: string): Promise<CachedCredential | null>;
  set(key: string, entry: CachedCredential, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Takes the refresh lock of a key for ttlMs; false when another refresher holds it. */
  lock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

export function createMemoryCredentialCache(): CredentialCache {
  const entries = new Map<string, CachedCredential>();
  const locks = new Set<string>();
  return {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, entry) => void entries.set(key, entry),
    delete: async (key) => void entries.delete(key),
    async lock(key) {
      if (locks.has(key)) return null;
      locks.add(key);
      return async () => void locks.delete(key);
    },
  };
}

/** Deletes the lock only if it is still ours (it may have expired and been taken by another process). */
const UNLOCK_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function createRedisCredentialCache(redis: Redis, prefix: string): CredentialCache {
  const k = (key: string) => `${prefix}wxcred:${key}`;
  return {
    async get(key) {
      const raw = await redis.get(k(key));
      if (!raw) return null;
      try {
        const v = JSON.parse(raw) as Partial<CachedCredential>;
        return typeof v.value === 'string' && typeof v.expiresAt === 'number' ? { value: v.value, expiresAt: v.expiresAt } : null;
      } catch {
        return null;
      }
    },
    async set(key, entry, ttlMs) {
      await redis.set(k(key), JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async lock(key, ttlMs) {
      const token = randomBytes(8).toString('hex');
      const ok = await redis.set(k(`${key}:lock`), token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
      if (ok !== 'OK') return null;
      return async () => void (await redis.eval(UNLOCK_SCRIPT, 1, k(`${key}:lock`), token));
    },
  };
}

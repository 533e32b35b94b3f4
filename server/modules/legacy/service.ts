import type { Redis } from 'ioredis';
import { quitWhenSettled } from '../../core/redis';
import { CODE_BAD_REQUEST, IMPORT_CONFIG_CACHE_S } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { legacyRepo } from './repo';
import type { ImportConfig, ImportKind, ImportRow, MapKind } from './schemas';

/** Redis channel on which every process hears that a tenant's mapping changed. */
export const IMPORT_CONFIG_CHANNEL = 'legacy:import-config:changed';

const KIND_NAME: Record<ImportKind, string> = { job: '职位', brand: '公司', article: '文章', resume: '简历' };
/** Missing ids listed in an error message (all of them are in data.issues). */
const MESSAGE_IDS = 5;

export interface LegacyServiceDeps {
  now: () => number;
  /** When given, changes are announced to other processes and theirs are heard. */
  redis?: Redis | null;
}

export interface SaveResult {
  kind: ImportKind;
  saved: number;
  /** Rows deleted first (replace). */
  removed: number;
}

/**
 * Checks and stores mapping rows in one transaction: every new id must be a
 * record of the kind in this tenant, so a redirect never lands on another
 * tenant's record or on nothing. Used by the admin call and the CLI.
 */
export async function saveMappings(tenant: TenantScope, kind: ImportKind, rows: readonly ImportRow[], replace = false): Promise<SaveResult> {
  return tenant.run(async (q) => {
    const repo = legacyRepo(q, tenant.tenantId);
    const missing = new Set(await repo.missingIds(kind, rows.map((r) => r.id)));
    if (missing.size > 0) {
      const issues = rows.flatMap((r, i) => (missing.has(r.id) ? [{ path: `rows.${i}.id`, message: `第 ${i + 1} 行：本站没有 id 为 ${r.id} 的${KIND_NAME[kind]}` }] : []));
      const shown = issues.slice(0, MESSAGE_IDS).map((x) => x.message).join('；');
      throw new ApiError(CODE_BAD_REQUEST, issues.length > MESSAGE_IDS ? `${shown}；等 ${issues.length} 行` : shown, 400, { issues });
    }
    const removed = replace ? await repo.clear(kind) : 0;
    await repo.upsert(kind, rows);
    return { kind, saved: rows.length, removed };
  });
}

/** Tells every process (through Redis) that a tenant's mapping of a kind changed. */
export async function announceChange(redis: Redis, tenantId: number, kind: MapKind): Promise<void> {
  await redis.publish(IMPORT_CONFIG_CHANNEL, `${tenantId}:${kind}`);
}

interface Entry {
  map: ReadonlyMap<string, number>;
  until: number;
}

/**
 * The import mapping (old id → new id) of each tenant and kind, kept in memory
 * IMPORT_CONFIG_CACHE_S: legacy links are hit by crawlers in bulk and mappings
 * change only when an operator loads new ones, which drops the entry here and,
 * with Redis, in every other process.
 */
export function createLegacyService({ now, redis }: LegacyServiceDeps) {
  const cache = new Map<string, Entry>();
  const loading = new Map<string, Promise<ReadonlyMap<string, number>>>();
  // Bumped by every invalidation, so a load that started before one is not kept.
  const generation = new Map<string, number>();
  const cacheKey = (tenantId: number, kind: MapKind) => `${tenantId}:${kind}`;

  function invalidate(key: string) {
    cache.delete(key);
    loading.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
  }

  let subscriber: Redis | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === IMPORT_CONFIG_CHANNEL && /^\d+:[a-z]+$/.test(message)) invalidate(message);
    });
    // A failed subscription only costs freshness elsewhere; this process still drops its own entries.
    subscriber.subscribe(IMPORT_CONFIG_CHANNEL).catch(() => {});
  }

  async function mapOf(tenant: TenantScope, kind: MapKind): Promise<ReadonlyMap<string, number>> {
    const key = cacheKey(tenant.tenantId, kind);
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.map;
    let pending = loading.get(key);
    if (!pending) {
      const gen = generation.get(key) ?? 0;
      pending = tenant
        .run((q) => legacyRepo(q, tenant.tenantId).list(kind))
        .then((rows) => {
          const map: ReadonlyMap<string, number> = new Map(rows.map((r) => [r.key, r.new_id]));
          if ((generation.get(key) ?? 0) === gen) cache.set(key, { map, until: now() + IMPORT_CONFIG_CACHE_S * 1000 });
          return map;
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** The new id an old key maps to, or null. */
    async lookup(tenant: TenantScope, kind: MapKind, key: string): Promise<number | null> {
      return (await mapOf(tenant, kind)).get(key) ?? null;
    },

    /** importConfig: the whole mapping of a kind. */
    async config(tenant: TenantScope, kind: ImportKind): Promise<ImportConfig> {
      return { kind, map: Object.fromEntries(await mapOf(tenant, kind)) };
    },

    /** importConfig/save: checks, stores, and drops the cached mapping everywhere. */
    async save(tenant: TenantScope, input: { kind: ImportKind; rows: readonly ImportRow[]; replace?: boolean | undefined }): Promise<SaveResult> {
      const result = await saveMappings(tenant, input.kind, input.rows, input.replace ?? false);
      invalidate(cacheKey(tenant.tenantId, input.kind));
      if (redis) await announceChange(redis, tenant.tenantId, input.kind);
      return result;
    },

    async close(): Promise<void> {
      if (subscriber) await quitWhenSettled(subscriber);
    },
  };
}
export type LegacyService = ReturnType<typeof createLegacyService>;

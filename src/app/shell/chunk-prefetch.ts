import { WIDGET_CHUNKS_PATH, widgetChunksSchema } from '../../../schemas/boot';

/** Scripts asked for in one task before the prefetch gives the main thread back. */
export const CHUNK_PREFETCH_BATCH = 6;

/**
 * Prefetch of the next routes' widgets (spec §9) without running them (issue 15): their scripts are
 * fetched into the HTTP cache (hashed files, cached as immutable) at low priority, and compiled and
 * run only when a page draws them. Importing them at once, as before, evaluated each chunk (and built
 * its schemas) in a task of up to ~100 ms on a phone while the first screen was still settling; a
 * `<link rel="modulepreload">` per file cost the main thread more than the fetch itself. The type →
 * scripts list is the running build's (GET /widget-chunks.json, asked once); without it (a dev
 * server) `fallback` runs.
 */
export function createChunkPrefetch(env: {
  fetchJson: (path: string) => Promise<unknown>;
  /** Fetches one script into the cache; failures are ignored (the navigation asks again). */
  fetchScript: (href: string) => Promise<unknown>;
  fallback: (types: string[]) => Promise<unknown>;
  /** Gives the main thread back: each fetch() costs the main thread ~1 ms on a phone, and a route's widgets are dozens of files. */
  pause: () => Promise<void>;
  /** The scripts this document has fetched already (this page's widgets share many chunks with the next). */
  fetched: () => ReadonlySet<string>;
}) {
  let map: Promise<Record<string, string[]> | null> | null = null;
  const listed = () => {
    map ??= env.fetchJson(WIDGET_CHUNKS_PATH).then(
      (raw) => {
        const r = widgetChunksSchema.safeParse(raw);
        return r.success ? r.data : null;
      },
      () => null,
    );
    return map;
  };
  const added = new Set<string>();
  return async (types: Iterable<string>): Promise<void> => {
    const wanted = [...new Set(types)];
    if (wanted.length === 0) return;
    const files = await listed();
    if (!files) {
      await env.fallback(wanted);
      return;
    }
    const fetching: Promise<unknown>[] = [];
    const fetched = env.fetched();
    for (const type of wanted) {
      for (const href of files[type] ?? []) {
        // Only our own hashed files, each once (a chunk several widgets share is fetched once).
        if (added.has(href) || !/^\/assets\/[\w.-]+\.js$/.test(href)) continue;
        added.add(href);
        if (fetched.has(href)) continue;
        if (fetching.length > 0 && fetching.length % CHUNK_PREFETCH_BATCH === 0) await env.pause();
        fetching.push(env.fetchScript(href).catch(() => added.delete(href)));
      }
    }
    await Promise.all(fetching);
  };
}

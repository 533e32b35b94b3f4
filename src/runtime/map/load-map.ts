import type * as Leaflet from 'leaflet';
import { MAP_LOAD_TIMEOUT, MAP_SCRIPT_TIMEOUT_MS } from '../constants';

/** The map library as the map view uses it (Leaflet's namespace). */
export type MapLibrary = typeof Leaflet;

let loading: Promise<MapLibrary> | null = null;

/**
 * The map library and its stylesheet, loaded on first use only (a chunk of its
 * own: pages without a map never fetch it). Pending until it loads, or rejects
 * with 'loadScript timeout' after 10 s (spec §8); a failed load is tried again
 * on the next call.
 */
export function loadMapLibrary(opts: { timeoutMs?: number; load?: () => Promise<MapLibrary> } = {}): Promise<MapLibrary> {
  if (loading) return loading;
  const load =
    opts.load ??
    (async () => {
      const [lib] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      return ((lib as { default?: MapLibrary }).default ?? lib) as MapLibrary;
    });
  const p = new Promise<MapLibrary>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(MAP_LOAD_TIMEOUT)), opts.timeoutMs ?? MAP_SCRIPT_TIMEOUT_MS);
    load().then(
      (lib) => (clearTimeout(timer), resolve(lib)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
  loading = p;
  p.catch(() => {
    if (loading === p) loading = null;
  });
  return p;
}

/** Forgets a loaded library (tests). */
export function resetMapLibrary(): void {
  loading = null;
}

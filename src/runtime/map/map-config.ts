// Infrastructure, allowed to call api.request directly (eslint.config.js): the map's provider configuration, read by its own Query hook with the request wrapper's cache.
import { useQuery } from '@tanstack/react-query';
import type { Datum } from '../../../schemas/geo';
import { mapConfigSchema, type MapConfig } from '../../../schemas/map';
import { ApiRequestError } from '../api/client';
import { MAP_CONFIG_CACHE_S, MSG_MAP_NOT_ADAPTED, MSG_MAP_NOT_CONFIGURED } from '../constants';
import { useRuntime } from '../runtime';

/** Providers and datums this client can draw (Leaflet on web-mercator tiles). */
const ADAPTED_KINDS = new Set(['amap', 'tencent', 'tianditu', 'xyz', 'wmts']);
const ADAPTED_DATUMS = new Set<string>(['wgs84', 'gcj02']);

export type MapState =
  | { status: 'loading' }
  | { status: 'ready'; config: MapConfig & { datum: Extract<Datum, 'wgs84' | 'gcj02'> } }
  /** The operator has set no provider: pages draw the fallback; map screens toast MSG_MAP_NOT_CONFIGURED. */
  | { status: 'unconfigured' }
  /** A provider this client cannot draw: MSG_MAP_NOT_ADAPTED. */
  | { status: 'not-adapted' }
  | { status: 'error' };

/** The toast a map screen shows for a state that has no map, or null. */
export function mapStateMessage(s: MapState): string | null {
  return s.status === 'unconfigured' ? MSG_MAP_NOT_CONFIGURED : s.status === 'not-adapted' ? MSG_MAP_NOT_ADAPTED : null;
}

/** What mapConfig's answer means for this client. */
export function toMapState(raw: unknown): MapState {
  const parsed = mapConfigSchema.safeParse(raw);
  if (!parsed.success) return { status: 'not-adapted' };
  const c = parsed.data;
  if (!ADAPTED_KINDS.has(c.kind) || !ADAPTED_DATUMS.has(c.datum) || c.layers.length === 0) return { status: 'not-adapted' };
  return { status: 'ready', config: { ...c, datum: c.datum as 'wgs84' | 'gcj02' } };
}

/**
 * The operator's map provider (/api-user/providers/mapConfig, sent RSA-encrypted as the
 * spec asks). Silent: a page with a map decides itself whether to say anything.
 */
/** The operator's map; `enabled` false (a page that shows no map yet) asks nothing and stays 'loading'. */
export function useMapConfig(enabled = true): MapState {
  const { api } = useRuntime();
  const q = useQuery({
    queryKey: ['/api-user/providers/mapConfig'],
    queryFn: async ({ signal }): Promise<MapState> => {
      try {
        return toMapState(await api.request<unknown>('/api-user/providers/mapConfig', {}, { encrypt: true, silent: true, cache: MAP_CONFIG_CACHE_S, signal }));
      } catch (e) {
        if (e instanceof ApiRequestError && e.code === 503) return { status: 'unconfigured' };
        throw e;
      }
    },
    staleTime: MAP_CONFIG_CACHE_S * 1000,
    retry: false,
    enabled,
  });
  if (q.isPending) return { status: 'loading' };
  if (q.isError) return { status: 'error' };
  return q.data;
}

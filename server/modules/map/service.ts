import { CODE_SERVICE_UNAVAILABLE, MAP_STATIC_CACHE_SIZE, MAP_STATIC_PREFIX } from '../../constants';
import type { Site } from '../../core/agents';
import { ApiError } from '../../http/errors';
import { composeStaticMap, lru, MapTileError, resolveTileSet, type TileFetcher } from '../../providers/map/index';
import type { MapConfig, MapProvider, MapProviderSaveInput, MapStaticInput } from '../../../schemas/map';
import { mapProviderRepo } from './repo';

export const MAP_MESSAGES = {
  /** Spec §8 toast 'error, operator has not configured a map', without the client's 错误 prefix. */
  notConfigured: '运营方未配置地图',
  tilesUnavailable: '地图服务暂不可用，请稍后再试',
  tilesNotReadable: '该地图瓦片地址不允许服务器读取，静态地图不可用',
} as const;

const NONE: MapProvider = { kind: 'none', key: '', urlTemplate: '', subdomains: '', datum: 'wgs84', attribution: '', updatedAt: 0 };

export interface MapDeps {
  now: () => number;
  tiles: TileFetcher;
}

/** The tenant's map provider: what operators save, what clients draw with, and static pictures for cards. */
export function createMapService({ now, tiles }: MapDeps) {
  const pictures = lru<Buffer>(MAP_STATIC_CACHE_SIZE);
  const saved = (site: Site) => site.tenant.run((q) => mapProviderRepo(q, site.tenant.tenantId).find());

  async function tileSet(site: Site) {
    const p = await saved(site);
    const set = p ? resolveTileSet(p) : null;
    if (!p || !set) throw new ApiError(CODE_SERVICE_UNAVAILABLE, MAP_MESSAGES.notConfigured);
    return { set, updatedAt: p.updatedAt };
  }

  return {
    /** /api-user/providers/mapConfig: the tiles to draw with; 运营方未配置地图 when the operator saved none. */
    async config(site: Site): Promise<MapConfig> {
      const { set, updatedAt } = await tileSet(site);
      return { ...set, updatedAt };
    },
    /** The studio's view of the saved provider (key included). */
    async providerGet(site: Site): Promise<MapProvider> {
      return (await saved(site)) ?? NONE;
    },
    async providerSave(site: Site, input: MapProviderSaveInput): Promise<MapProvider> {
      if (input.kind === 'none') {
        await site.tenant.run((q) => mapProviderRepo(q, site.tenant.tenantId).remove());
        return NONE;
      }
      const at = now();
      const kind = input.kind;
      await site.tenant.run((q) => mapProviderRepo(q, site.tenant.tenantId).save({ ...input, kind }, at));
      return { ...input, updatedAt: at };
    },
    /**
     * The address of a static picture (spec userTools map static image). Its
     * query names the provider's version, so a new provider gets new pictures.
     */
    async staticUrl(site: Site, input: MapStaticInput): Promise<{ url: string }> {
      const { updatedAt } = await tileSet(site);
      const q = new URLSearchParams({ lat: input.lat.toFixed(6), lng: input.lng.toFixed(6), zoom: String(input.zoom), width: String(input.width), height: String(input.height), v: String(updatedAt) });
      return { url: `${MAP_STATIC_PREFIX}${encodeURIComponent(site.agent.agentKey)}.png?${q}` };
    },
    /** The PNG of a static picture, composed from the tenant's tiles and kept in memory. */
    async staticImage(site: Site, input: MapStaticInput): Promise<Buffer> {
      const { set, updatedAt } = await tileSet(site);
      const key = `${site.tenant.tenantId}:${updatedAt}:${input.lat.toFixed(5)}:${input.lng.toFixed(5)}:${input.zoom}:${input.width}:${input.height}`;
      const hit = pictures.get(key);
      if (hit) return hit;
      if (!set.layers.every((l) => tiles.canRead(l.url))) throw new ApiError(CODE_SERVICE_UNAVAILABLE, MAP_MESSAGES.tilesNotReadable);
      try {
        const png = await composeStaticMap(tiles, set, { lat: input.lat, lng: input.lng }, input.zoom, input.width, input.height);
        pictures.set(key, png);
        return png;
      } catch (e) {
        if (e instanceof MapTileError) throw new ApiError(CODE_SERVICE_UNAVAILABLE, MAP_MESSAGES.tilesUnavailable);
        throw e;
      }
    },
  };
}
export type MapService = ReturnType<typeof createMapService>;

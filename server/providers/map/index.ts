import sharp, { type OverlayOptions } from 'sharp';
import { tileOf, toMapDatum, type Datum, type LatLng } from '../../../schemas/geo';
import type { MapConfig, MapProvider } from '../../../schemas/map';

/** The tile provider could not give a tile (down, refused, not allowed). */
export class MapTileError extends Error {}

/** A provider's tiles, resolved from what the operator saved: Leaflet-style templates with the key put in. */
export type TileSet = Omit<MapConfig, 'updatedAt'> & { datum: Extract<Datum, 'wgs84' | 'gcj02'> };

const TIANDITU_LAYER = (layer: 'vec' | 'cva') =>
  `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={key}`;

/**
 * The named providers' public raster tiles. AMap and Tencent publish GCJ-02
 * tiles; Tianditu publishes CGCS2000 (WGS-84 for a map's purposes) in two
 * layers, the roads and their labels. Tencent counts rows from the south (TMS).
 */
const NAMED: Record<'amap' | 'tencent' | 'tianditu', { layers: { url: string; subdomains: string }[]; datum: 'wgs84' | 'gcj02'; attribution: string; maxZoom: number }> = {
  amap: {
    layers: [{ url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}', subdomains: '1234' }],
    datum: 'gcj02',
    attribution: '© 高德地图',
    maxZoom: 18,
  },
  tencent: {
    layers: [{ url: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&type=vector&styleid=0', subdomains: '0123' }],
    datum: 'gcj02',
    attribution: '© 腾讯地图',
    maxZoom: 18,
  },
  tianditu: {
    layers: [
      { url: TIANDITU_LAYER('vec'), subdomains: '01234567' },
      { url: TIANDITU_LAYER('cva'), subdomains: '01234567' },
    ],
    datum: 'wgs84',
    attribution: '© 天地图',
    maxZoom: 18,
  },
};

/** Hosts of the named providers' tiles, which the server may always read (static pictures). */
export const NAMED_TILE_HOSTS = [/\.is\.autonavi\.com$/, /\.map\.gtimg\.com$/, /\.tianditu\.gov\.cn$/];

/** The tile set an operator's saved provider stands for; null when none is saved. */
export function resolveTileSet(p: MapProvider): TileSet | null {
  if (p.kind === 'none') return null;
  const withKey = (url: string) => url.replaceAll('{key}', encodeURIComponent(p.key));
  if (p.kind === 'xyz' || p.kind === 'wmts') {
    const url = withKey(p.urlTemplate).replaceAll('{TileMatrix}', '{z}').replaceAll('{TileRow}', '{y}').replaceAll('{TileCol}', '{x}');
    return { kind: p.kind, datum: p.datum, layers: [{ url, subdomains: p.subdomains }], minZoom: 3, maxZoom: 18, attribution: p.attribution };
  }
  const n = NAMED[p.kind];
  return { kind: p.kind, datum: n.datum, layers: n.layers.map((l) => ({ url: withKey(l.url), subdomains: l.subdomains })), minZoom: 3, maxZoom: n.maxZoom, attribution: p.attribution || n.attribution };
}

/** A tile's address from a template, as Leaflet fills it in. */
export function tileUrl(template: string, subdomains: string, z: number, x: number, y: number): string {
  const s = subdomains ? subdomains[Math.abs(x + y) % subdomains.length]! : '';
  return template
    .replaceAll('{s}', s)
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{-y}', String(2 ** z - 1 - y))
    .replaceAll('{y}', String(y));
}

/** A small least-recently-used map (insertion order of a Map is its use order). */
export function lru<V>(size: number) {
  const m = new Map<string, V>();
  return {
    get(k: string): V | undefined {
      const v = m.get(k);
      if (v !== undefined) {
        m.delete(k);
        m.set(k, v);
      }
      return v;
    },
    set(k: string, v: V) {
      m.delete(k);
      m.set(k, v);
      while (m.size > size) m.delete(m.keys().next().value as string);
    },
  };
}

export interface TileFetcherOptions {
  /** Hosts (host or host:port) of operator-entered templates the server may read; the named providers' always. */
  allowHosts: readonly string[];
  timeoutMs: number;
  cacheSize: number;
}

/**
 * Reads tiles for static pictures. An operator's own template is read only when
 * its host is allowed by the deployment (MAP_TILE_HOSTS): otherwise a tenant's
 * operator could make our server fetch addresses inside our network.
 */
export function createTileFetcher(opts: TileFetcherOptions) {
  const cache = lru<Buffer>(opts.cacheSize);
  const inflight = new Map<string, Promise<Buffer>>();
  const allowed = (url: URL) =>
    (url.protocol === 'https:' || url.protocol === 'http:') && (NAMED_TILE_HOSTS.some((re) => re.test(url.hostname)) || opts.allowHosts.includes(url.host) || opts.allowHosts.includes(url.hostname));

  async function load(url: string): Promise<Buffer> {
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch (e) {
      throw new MapTileError(`tile unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new MapTileError(`tile answered ${res.status}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) throw new MapTileError(`tile is not an image (${type})`);
    return Buffer.from(await res.arrayBuffer());
  }

  return {
    /** Whether the server may read this template's tiles. */
    canRead(template: string): boolean {
      try {
        return allowed(new URL(tileUrl(template, 'a', 1, 0, 0)));
      } catch {
        return false;
      }
    },
    async get(url: string): Promise<Buffer> {
      const hit = cache.get(url);
      if (hit) return hit;
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new MapTileError('bad tile address');
      }
      if (!allowed(parsed)) throw new MapTileError(`tile host ${parsed.host} is not allowed`);
      let p = inflight.get(url);
      if (!p) {
        p = load(url).finally(() => inflight.delete(url));
        inflight.set(url, p);
      }
      const bytes = await p;
      cache.set(url, bytes);
      return bytes;
    },
  };
}
export type TileFetcher = ReturnType<typeof createTileFetcher>;

const PIN_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="-15 -38 30 40"><ellipse cx="0" cy="0" rx="7" ry="3" fill="rgba(0,0,0,.25)"/><path d="M0 0 C -4 -8 -12 -14 -12 -24 A 12 12 0 1 1 12 -24 C 12 -14 4 -8 0 0 Z" fill="#1677ff" stroke="#fff" stroke-width="2"/><circle cx="0" cy="-24" r="4.5" fill="#fff"/></svg>`,
);

/**
 * A static picture of `point` (stored datum) on the tile set: the tiles around
 * it cut to width×height, with a pin at the centre, as PNG. Tiles are laid
 * out by their pixel position on the world map at `zoom` (256-px tiles).
 */
export async function composeStaticMap(tiles: TileFetcher, set: TileSet, point: LatLng, zoom: number, width: number, height: number): Promise<Buffer> {
  const p = toMapDatum(point, set.datum);
  const t = tileOf(p, zoom);
  const cx = t.x * 256 + t.px;
  const cy = t.y * 256 + t.py;
  const left = cx - Math.floor(width / 2);
  const top = cy - Math.floor(height / 2);
  const n = 2 ** zoom;
  const layers: OverlayOptions[] = [];
  const jobs: Promise<void>[] = [];
  for (let ty = Math.floor(top / 256); ty <= Math.floor((top + height - 1) / 256); ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(left / 256); tx <= Math.floor((left + width - 1) / 256); tx++) {
      const wx = ((tx % n) + n) % n;
      for (const layer of set.layers) {
        const slot = layers.length;
        layers.push({ input: Buffer.alloc(0) });
        jobs.push(
          tiles.get(tileUrl(layer.url, layer.subdomains, zoom, wx, ty)).then(async (bytes) => {
            // Each tile is decoded to raw pixels (PNG or JPEG alike) and placed at its offset; parts outside are cut.
            const ox = tx * 256 - left;
            const oy = ty * 256 - top;
            const cut = { left: Math.max(0, -ox), top: Math.max(0, -oy) };
            const w = Math.min(256 - cut.left, width - Math.max(0, ox));
            const h = Math.min(256 - cut.top, height - Math.max(0, oy));
            const piece = await sharp(bytes, { limitInputPixels: 4096 * 4096 }).resize(256, 256, { fit: 'fill' }).extract({ left: cut.left, top: cut.top, width: w, height: h }).png().toBuffer();
            layers[slot] = { input: piece, left: Math.max(0, ox), top: Math.max(0, oy) };
          }),
        );
      }
    }
  }
  await Promise.all(jobs);
  const pin = { input: PIN_SVG, left: Math.floor(width / 2) - 15, top: Math.floor(height / 2) - 38 };
  return sharp({ create: { width, height, channels: 3, background: '#eef2ec' } })
    .composite([...layers.filter((l) => (l.input as Buffer).length > 0), pin])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

import { z } from 'zod';
import { lineSchema } from './fields';

/**
 * The operator's map provider (issue 19, spec §7 /api-user/providers/mapConfig).
 * Named providers carry their own tile addresses and datum; `xyz` and `wmts`
 * take the operator's URL template. `none` removes the configuration.
 */
export const MAP_PROVIDER_KINDS = ['amap', 'tencent', 'tianditu', 'xyz', 'wmts'] as const;
export type MapProviderKind = (typeof MAP_PROVIDER_KINDS)[number];

export const MAP_PROVIDER_LABELS: Record<MapProviderKind, string> = {
  amap: '高德地图',
  tencent: '腾讯地图',
  tianditu: '天地图',
  xyz: '自定义 XYZ 瓦片',
  wmts: '自定义 WMTS 瓦片',
};

/** Datums a tile set can be drawn in (BD-09 tiles use Baidu's own projection: not adapted). */
export const TILE_DATUMS = ['wgs84', 'gcj02'] as const;

export const MAP_URL_TEMPLATE_MAX = 500;
export const MAP_KEY_MAX = 128;
/** Placeholders a template must hold: x/y/z (XYZ) or TileMatrix/TileRow/TileCol (WMTS). */
const XYZ_PARTS = ['{z}', '{x}', '{y}'];
const WMTS_PARTS = ['{TileMatrix}', '{TileRow}', '{TileCol}'];

export const mapProviderSaveInputSchema = z
  .object({
    /** Which provider draws the maps; 'none' removes the configuration. */
    kind: z.enum([...MAP_PROVIDER_KINDS, 'none'], { error: '请选择地图服务商' }),
    /** The provider's key (AMap/Tencent web key, Tianditu tk); sent to browsers, so use a key restricted to the site's domain. */
    key: lineSchema('地图密钥').trim().max(MAP_KEY_MAX, '地图密钥过长').default(''),
    /** The tile address of xyz/wmts, e.g. https://tile.example.com/{z}/{x}/{y}.png?key={key}. */
    urlTemplate: lineSchema('瓦片地址').trim().max(MAP_URL_TEMPLATE_MAX, '瓦片地址过长').default(''),
    /** Sub-domains put in {s}, e.g. "abc" or "1234". */
    subdomains: z.string().trim().regex(/^[a-z0-9]{0,10}$/i, '子域名只能是字母或数字，最多 10 个').default(''),
    /** The datum the custom tiles are drawn in (named providers have their own). */
    datum: z.enum(TILE_DATUMS, { error: '坐标系应为 wgs84 或 gcj02' }).default('wgs84'),
    /** Shown in the map's corner (copyright of the tiles). */
    attribution: lineSchema('版权说明').trim().max(100, '版权说明过长').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'tianditu' && !v.key) ctx.addIssue({ code: 'custom', path: ['key'], message: '天地图需要填写密钥 (tk)' });
    if (v.kind === 'xyz' || v.kind === 'wmts') {
      if (!/^https?:\/\/[^/\s]+/i.test(v.urlTemplate)) return void ctx.addIssue({ code: 'custom', path: ['urlTemplate'], message: '瓦片地址应以 http:// 或 https:// 开头' });
      const parts = v.kind === 'xyz' ? XYZ_PARTS : WMTS_PARTS;
      const alt = v.kind === 'xyz' ? ['{z}', '{x}', '{-y}'] : parts;
      if (!parts.every((p) => v.urlTemplate.includes(p)) && !alt.every((p) => v.urlTemplate.includes(p))) {
        ctx.addIssue({ code: 'custom', path: ['urlTemplate'], message: `瓦片地址应包含 ${parts.join('、')}` });
      }
      if (v.urlTemplate.includes('{s}') && !v.subdomains) ctx.addIssue({ code: 'custom', path: ['subdomains'], message: '瓦片地址含 {s} 时请填写子域名' });
    }
  });
export type MapProviderSaveInput = z.infer<typeof mapProviderSaveInputSchema>;

/** What the studio shows of the saved provider (the key included: operators manage it). */
export const mapProviderSchema = z.object({
  kind: z.enum([...MAP_PROVIDER_KINDS, 'none']),
  key: z.string(),
  urlTemplate: z.string(),
  subdomains: z.string(),
  datum: z.enum(TILE_DATUMS),
  attribution: z.string(),
  updatedAt: z.number().int(),
});
export type MapProvider = z.infer<typeof mapProviderSchema>;

/** One tile layer, ready for a Leaflet-style template ({s} {z} {x} {y}; {-y} for TMS rows). */
export const mapTileLayerSchema = z.object({
  url: z.string(),
  subdomains: z.string(),
});

/**
 * The answer of /api-user/providers/mapConfig: the tiles to draw with, their datum
 * (points are converted from the stored GCJ-02 to it), zoom bounds and the
 * copyright line. `kind` is open: a provider this client does not know is
 * 'not adapted' (地图未适配), not a parse error.
 */
export const mapConfigSchema = z.object({
  kind: z.string(),
  datum: z.string(),
  layers: z.array(mapTileLayerSchema),
  minZoom: z.number().int(),
  maxZoom: z.number().int(),
  attribution: z.string(),
  updatedAt: z.number().int(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** The request of mapConfig (encrypted): which terminal asks. Empty is allowed. */
export const mapConfigInputSchema = z.object({
  terminalType: z.coerce.number().int().min(0).max(99).optional(),
});

export const MAP_STATIC_SIDE_MIN = 64;
export const MAP_STATIC_SIDE_MAX = 640;
export const MAP_STATIC_ZOOM_MIN = 3;
export const MAP_STATIC_ZOOM_MAX = 18;

/** A static map picture of a point (spec userTools map static image), for cards. */
export const mapStaticInputSchema = z.object({
  lat: z.coerce.number({ error: '纬度无效' }).min(-85, '纬度超出范围').max(85, '纬度超出范围'),
  lng: z.coerce.number({ error: '经度无效' }).min(-180, '经度超出范围').max(180, '经度超出范围'),
  zoom: z.coerce.number({ error: '缩放级别无效' }).int('缩放级别无效').min(MAP_STATIC_ZOOM_MIN, '缩放级别无效').max(MAP_STATIC_ZOOM_MAX, '缩放级别无效').default(15),
  width: z.coerce.number({ error: '宽度无效' }).int('宽度无效').min(MAP_STATIC_SIDE_MIN, '宽度无效').max(MAP_STATIC_SIDE_MAX, '宽度无效').default(350),
  height: z.coerce.number({ error: '高度无效' }).int('高度无效').min(MAP_STATIC_SIDE_MIN, '高度无效').max(MAP_STATIC_SIDE_MAX, '高度无效').default(140),
});
export type MapStaticInput = z.infer<typeof mapStaticInputSchema>;

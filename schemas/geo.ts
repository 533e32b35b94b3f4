/**
 * Coordinates and their datums. The database keeps every point in ONE datum,
 * GCJ-02 (the datum Chinese map services publish and the old site stored); the
 * others exist only at the edges:
 * - WGS-84: the browser's Geolocation API, OpenStreetMap and Tianditu tiles
 *   (Tianditu's CGCS2000 differs from WGS-84 by centimetres);
 * - GCJ-02: AMap and Tencent tiles, our rows;
 * - BD-09: Baidu's coordinates, when a point is pasted or imported from Baidu.
 *
 * The GCJ-02 offset is the published "eviltransform" approximation, good to a
 * metre or two inside China; outside China the datums coincide. Its inverse is
 * solved by a few fixed-point steps (exact to ~1e-7°, about a centimetre);
 * BD-09's published inverse is good to ~1e-6° (a decimetre).
 */

export type Datum = 'wgs84' | 'gcj02' | 'bd09';
/** The datum of every lat/lng column. */
export const STORED_DATUM: Datum = 'gcj02';

export interface LatLng {
  lat: number;
  lng: number;
}

const A = 6378245.0;
const EE = 0.006693421622965943;
const X_PI = (Math.PI * 3000.0) / 180.0;

/** The GCJ-02 offset applies inside China's rough bounding box only. */
export function outOfChina({ lat, lng }: LatLng): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

function gcjOffset({ lat, lng }: LatLng): LatLng {
  let dLat = transformLat(lng - 105.0, lat - 35.0);
  let dLng = transformLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lat: dLat, lng: dLng };
}

export function wgs84ToGcj02(p: LatLng): LatLng {
  if (outOfChina(p)) return { lat: p.lat, lng: p.lng };
  const d = gcjOffset(p);
  return { lat: p.lat + d.lat, lng: p.lng + d.lng };
}

/** The inverse of wgs84ToGcj02 by fixed-point steps: w ← w − (gcj(w) − g). */
export function gcj02ToWgs84(g: LatLng): LatLng {
  if (outOfChina(g)) return { lat: g.lat, lng: g.lng };
  let w = { lat: g.lat, lng: g.lng };
  for (let i = 0; i < 10; i++) {
    const back = wgs84ToGcj02(w);
    const eLat = back.lat - g.lat;
    const eLng = back.lng - g.lng;
    w = { lat: w.lat - eLat, lng: w.lng - eLng };
    if (Math.abs(eLat) < 1e-9 && Math.abs(eLng) < 1e-9) break;
  }
  return w;
}

export function gcj02ToBd09({ lat, lng }: LatLng): LatLng {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * X_PI);
  return { lat: z * Math.sin(theta) + 0.006, lng: z * Math.cos(theta) + 0.0065 };
}

export function bd09ToGcj02({ lat, lng }: LatLng): LatLng {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return { lat: z * Math.sin(theta), lng: z * Math.cos(theta) };
}

/** A point from one datum in another (through GCJ-02, the hub). */
export function convertDatum(p: LatLng, from: Datum, to: Datum): LatLng {
  if (from === to) return { lat: p.lat, lng: p.lng };
  const gcj = from === 'gcj02' ? p : from === 'wgs84' ? wgs84ToGcj02(p) : bd09ToGcj02(p);
  return to === 'gcj02' ? { lat: gcj.lat, lng: gcj.lng } : to === 'wgs84' ? gcj02ToWgs84(gcj) : gcj02ToBd09(gcj);
}

/** Stored (GCJ-02) → the datum of a map's tiles. */
export const toMapDatum = (p: LatLng, datum: Datum): LatLng => convertDatum(p, STORED_DATUM, datum);
/** A map's datum → stored (GCJ-02). */
export const fromMapDatum = (p: LatLng, datum: Datum): LatLng => convertDatum(p, datum, STORED_DATUM);

/** Web-Mercator tile of a point at zoom z, with the point's pixel inside it (256-px tiles). */
export function tileOf(p: LatLng, z: number): { x: number; y: number; px: number; py: number } {
  const n = 2 ** z;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.lat));
  const fx = ((p.lng + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { x, y, px: Math.floor((fx - x) * 256), py: Math.floor((fy - y) * 256) };
}

import { EARTH_RADIUS_KM } from '../../constants';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine) with the spec's earth radius 6378.137 km. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** The same distance as SQL over columns lat/lng of `alias` and parameters $lat/$lng. */
export function distanceSql(alias: string, lat: string, lng: string): string {
  return `(2 * ${EARTH_RADIUS_KM * 1000} * asin(least(1, sqrt(
    power(sin(radians(${alias}.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${alias}.lat)) * power(sin(radians(${alias}.lng - ${lng}) / 2), 2)))))`;
}

/** A box around a point that holds every point within `metres` (the index pre-filter). */
export function boundingBox(lat: number, lng: number, metres: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (metres / (EARTH_RADIUS_KM * 1000)) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos(rad(lat)), 0.01);
  const dLng = dLat / cosLat;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

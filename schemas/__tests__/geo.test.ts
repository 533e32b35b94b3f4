import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, convertDatum, gcj02ToBd09, gcj02ToWgs84, outOfChina, tileOf, wgs84ToGcj02 } from '../geo';

/**
 * Reference values published with wandergis/coordtransform (test/app.js) for the point
 * (lng 116.404, lat 39.915), Tiananmen in Beijing; their gcj02towgs84 is a one-step
 * approximation, so ours (solved exactly) is held to a metre of it.
 */
const P = { lat: 39.915, lng: 116.404 };

describe('datum conversions', () => {
  it('moves a WGS-84 point to GCJ-02 as the published reference does', () => {
    const g = wgs84ToGcj02(P);
    expect(g.lng).toBeCloseTo(116.41024449916938, 9);
    expect(g.lat).toBeCloseTo(39.91640428150164, 9);
  });

  it('moves GCJ-02 to BD-09 and back as the published reference does', () => {
    const b = gcj02ToBd09(P);
    expect(b.lng).toBeCloseTo(116.41036949371029, 9);
    expect(b.lat).toBeCloseTo(39.92133699351021, 9);
    const g = bd09ToGcj02(P);
    expect(g.lng).toBeCloseTo(116.39762729119315, 9);
    expect(g.lat).toBeCloseTo(39.90865673957631, 9);
  });

  it('moves GCJ-02 back to WGS-84 within a metre of the reference and exactly onto its own inverse', () => {
    const w = gcj02ToWgs84(P);
    expect(Math.abs(w.lng - 116.39775550083061)).toBeLessThan(1e-5);
    expect(Math.abs(w.lat - 39.91359571849836)).toBeLessThan(1e-5);
    const back = wgs84ToGcj02(w);
    expect(back.lat).toBeCloseTo(P.lat, 7);
    expect(back.lng).toBeCloseTo(P.lng, 7);
  });

  it('round-trips through every datum within a quarter metre (Shanghai, Shenzhen, Urumqi)', () => {
    for (const p of [
      { lat: 31.2304, lng: 121.4737 },
      { lat: 22.5431, lng: 114.0579 },
      { lat: 43.8256, lng: 87.6168 },
    ]) {
      for (const [a, b] of [
        ['wgs84', 'bd09'],
        ['bd09', 'wgs84'],
        ['gcj02', 'bd09'],
      ] as const) {
        const there = convertDatum(p, a, b);
        const back = convertDatum(there, b, a);
        expect(Math.abs(back.lat - p.lat)).toBeLessThan(2e-6);
        expect(Math.abs(back.lng - p.lng)).toBeLessThan(2e-6);
        // The datums do differ inside China (by hundreds of metres).
        expect(Math.abs(there.lat - p.lat) + Math.abs(there.lng - p.lng)).toBeGreaterThan(1e-3);
      }
    }
  });

  it('leaves points outside China where they are (GCJ-02 applies only inside)', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(outOfChina(london)).toBe(true);
    expect(wgs84ToGcj02(london)).toEqual(london);
    expect(gcj02ToWgs84(london)).toEqual(london);
  });

  it('finds the web-mercator tile and pixel of a point', () => {
    // Zoom 0 is one tile; the point (0,0) is its centre.
    expect(tileOf({ lat: 0, lng: 0 }, 0)).toEqual({ x: 0, y: 0, px: 128, py: 128 });
    // Tiananmen at zoom 15: x = floor((116.3975 + 180) / 360 · 2^15) = 26978; its row is 12416.
    const t = tileOf({ lat: 39.9087, lng: 116.3975 }, 15);
    expect([t.x, t.y]).toEqual([26978, 12416]);
  });
});

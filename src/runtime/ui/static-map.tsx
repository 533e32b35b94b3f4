import { useMemo } from 'react';

/** A small deterministic generator: the same place always draws the same streets. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface StaticMapProps {
  lat: number;
  lng: number;
  /** Shown in the bubble above the pin. */
  label: string;
  /** CSS height in px (the width follows the container). */
  height?: number;
}

/**
 * A map picture of our own (no third-party map service): streets, blocks and
 * water drawn from the coordinates, with a pin at the centre. It shows where a
 * place is in the street sense; the address text below it is the exact one.
 */
export function StaticMap({ lat, lng, label, height = 140 }: StaticMapProps) {
  const W = 350;
  const H = 140;
  const shapes = useMemo(() => {
    const r = rng(Math.round(lat * 1e4) * 31 + Math.round(lng * 1e4));
    const roads: { x1: number; y1: number; x2: number; y2: number; w: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const x = 20 + r() * (W - 40);
      roads.push({ x1: x + (r() - 0.5) * 40, y1: 0, x2: x + (r() - 0.5) * 40, y2: H, w: i === 0 ? 9 : 5 });
    }
    for (let i = 0; i < 3; i++) {
      const y = 15 + r() * (H - 30);
      roads.push({ x1: 0, y1: y + (r() - 0.5) * 30, x2: W, y2: y + (r() - 0.5) * 30, w: i === 0 ? 8 : 4 });
    }
    const blocks = Array.from({ length: 10 }, () => ({ x: r() * W, y: r() * H, w: 24 + r() * 40, h: 16 + r() * 26, park: r() < 0.2 }));
    const river = r() < 0.5 ? `M0 ${20 + r() * 30} C ${W / 3} ${r() * H}, ${(2 * W) / 3} ${H - r() * 40}, ${W} ${H - 10 - r() * 30}` : null;
    return { roads, blocks, river };
  }, [lat, lng]);

  const text = label.length > 16 ? `${label.slice(0, 16)}…` : label;
  return (
    <svg className="rm-static-map" viewBox={`0 0 ${W} ${H}`} width="100%" height={height} preserveAspectRatio="xMidYMid slice" role="img" aria-label={`地图：${label}`}>
      <rect width={W} height={H} fill="#eef2ec" />
      {shapes.blocks.map((b, i) => (
        <rect key={i} x={b.x} y={b.y} width={b.w} height={b.h} rx={3} fill={b.park ? '#cfe8c8' : '#e3e6ea'} />
      ))}
      {shapes.river && <path d={shapes.river} stroke="#b5d4f4" strokeWidth={14} fill="none" />}
      {shapes.roads.map((s, i) => (
        <line key={i} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke="#fff" strokeWidth={s.w} strokeLinecap="round" />
      ))}
      <g transform={`translate(${W / 2} ${H / 2})`}>
        <ellipse cx={0} cy={2} rx={7} ry={3} fill="rgba(0,0,0,.2)" />
        <path d="M0 0 C -4 -8 -11 -12 -11 -20 A 11 11 0 1 1 11 -20 C 11 -12 4 -8 0 0 Z" fill="#1677ff" />
        <circle cx={0} cy={-20} r={4} fill="#fff" />
        <g transform="translate(0 -40)">
          <rect x={-(text.length * 6.5 + 14) / 2} y={-12} width={text.length * 6.5 + 14} height={20} rx={10} fill="#fff" stroke="#dfe3e8" />
          <text x={0} y={2} textAnchor="middle" fontSize={11} fill="#1f2329">
            {text}
          </text>
        </g>
      </g>
    </svg>
  );
}

/** Salary as a recruitment app shows it: 8-15K per month, 200元/天, 25元/时. */
export function formatSalary(min: number, max: number, unit: number): string {
  if (unit === 2) return min === max ? `${min}元/天` : `${min}-${max}元/天`;
  if (unit === 3) return min === max ? `${min}元/时` : `${min}-${max}元/时`;
  const k = (n: number) => (n >= 1000 ? `${Number((n / 1000).toFixed(1))}` : `${n}`);
  if (min <= 0 && max <= 0) return '面议';
  return min === max ? `${k(min)}K` : `${k(min)}-${k(max)}K`;
}

/** Relative time (spec §9): under 10 s 'just now', then seconds, minutes, hours, days (under 30), months, years. */
export function relativeTime(iso: string | Date, now: number = Date.now()): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  const s = Math.max(0, Math.floor((now - t) / 1000));
  if (s < 10) return '刚刚';
  if (s < 60) return `${s}秒前`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}分钟前`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}小时前`;
  const d = Math.floor(h / 24);
  if (d < 30) return `${d}天前`;
  if (d < 365) return `${Math.floor(d / 30)}个月前`;
  return `${Math.floor(d / 365)}年前`;
}

/** A count as Chinese apps show it: 986, 1.2万, 35万. */
export function compactCount(n: number): string {
  if (n < 10_000) return String(n);
  const w = n / 10_000;
  return `${w >= 100 ? Math.round(w) : Number(w.toFixed(1))}万`;
}

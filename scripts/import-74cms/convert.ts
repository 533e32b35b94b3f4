import type { DEGREES } from '../../schemas/resume';
import type { JOB_DEGREES} from '../../schemas/job';
import { JOB_EXPERIENCES, type JobExperience } from '../../schemas/job';
import { legacyPasswordHash } from '../../server/http/hash';

/**
 * Pure conversions of 74cms values into ours: constant lists (education,
 * experience, nature), salaries, unix-second times, Baidu BD-09 coordinates,
 * password hashes. Each takes what any of the three lines stores (a *_cn text
 * or SE's fixed id lists) and says "miss" with null, so the report can count it.
 */

/** SE keeps its constant lists in code (application/common/model/BaseModel.php, Job.php, Resume.php). */
export const SE_EDUCATION: Readonly<Record<number, string>> = { 1: '初中', 2: '高中', 3: '中技', 4: '中专', 5: '大专', 6: '本科', 7: '硕士', 8: '博士', 9: '博后' };
export const SE_EXPERIENCE: Readonly<Record<number, string>> = { 1: '应届生', 2: '1年', 3: '2年', 4: '3年', 5: '3-5年', 6: '5-10年', 7: '10年以上' };
export const SE_JOB_NATURE: Readonly<Record<number, string>> = { 1: '全职', 2: '实习' };
export const SE_RESUME_NATURE: Readonly<Record<number, string>> = { 1: '全职', 2: '兼职', 3: '实习' };

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '').trim();

/** A job's required education as one of JOB_DEGREES; '' or 不限 is 不限. */
export function jobDegree(name: string | null | undefined): (typeof JOB_DEGREES)[number] | null {
  const n = clean(name);
  if (n === '' || n === '不限' || n === '0') return '不限';
  if (/博士|博后/.test(n)) return '博士';
  if (/硕士|研究生/.test(n)) return '硕士';
  if (/本科/.test(n)) return '本科';
  if (/大专|专科/.test(n)) return '大专';
  if (/高中|中专|中技|职高|技校/.test(n)) return '高中';
  // A job open to 初中 asks for nothing above it.
  if (/初中|小学/.test(n)) return '不限';
  return null;
}

/** A seeker's degree as one of DEGREES (resumes). */
export function resumeDegree(name: string | null | undefined): (typeof DEGREES)[number] | null {
  const n = clean(name);
  if (/博士|博后/.test(n)) return '博士';
  if (/硕士|研究生/.test(n)) return '硕士';
  if (/本科/.test(n)) return '本科';
  if (/大专|专科/.test(n)) return '大专';
  if (/中专|中技|职高|技校/.test(n)) return '中专';
  if (/高中/.test(n)) return '高中';
  if (/初中|小学/.test(n)) return '初中及以下';
  return null;
}

/** A job's required experience as one of JOB_EXPERIENCES. */
export function jobExperience(name: string | null | undefined): JobExperience | null {
  const n = clean(name);
  if (n === '' || n === '不限' || n === '0' || n === '无经验' || n === '无要求') return '不限';
  if ((JOB_EXPERIENCES as readonly string[]).includes(n)) return n as JobExperience;
  if (/应届|在校/.test(n)) return '应届生';
  if (/^1年(以下|以内)$/.test(n)) return '1年以下';
  const years = /^(\d+)年(以上)?$/.exec(n);
  if (years) {
    const y = Number(years[1]);
    if (y < 3) return '1-3年';
    if (y < 5) return '3-5年';
    if (y < 10) return '5-10年';
    return '10年以上';
  }
  const range = /^(\d+)[-~至](\d+)年$/.exec(n);
  if (range) return jobExperience(`${range[1]}年`);
  return null;
}

/** jobs.job_type: 1 full-time, 2 part-time, 3 internship. */
export function jobType(name: string | null | undefined): 1 | 2 | 3 | null {
  const n = clean(name);
  if (n === '' || /全职/.test(n)) return 1;
  if (/兼职|小时工|临时/.test(n)) return 2;
  if (/实习/.test(n)) return 3;
  return null;
}

/**
 * A v3 pay band (qs_category QS_wage) in yuan per month: "1000~1500元/月",
 * "1万以上/月", "面议". 0/0 is 面议, as our jobs store it.
 */
export function wageBand(name: string | null | undefined): { min: number; max: number } | null {
  const n = clean(name);
  if (n === '' || /面议/.test(n)) return { min: 0, max: 0 };
  const num = (s: string, wan: string | undefined) => Math.round(Number(s) * (wan ? 10_000 : 1));
  const band = /^(\d+(?:\.\d+)?)(万)?[~\-至](\d+(?:\.\d+)?)(万)?/.exec(n);
  if (band) {
    const max = num(band[3]!, band[4]);
    return { min: num(band[1]!, band[2] ?? band[4]), max };
  }
  const above = /^(\d+(?:\.\d+)?)(万)?(?:元)?以上/.exec(n);
  if (above) {
    const v = num(above[1]!, above[2]);
    return { min: v, max: v };
  }
  const below = /^(\d+(?:\.\d+)?)(万)?(?:元)?以下/.exec(n);
  if (below) return { min: 0, max: num(below[1]!, below[2]) };
  return null;
}

/** min/max in yuan (v4, SE): negotiable or both empty is 面议 (0/0); a lone bound is both. */
export function wagePair(min: number, max: number, negotiable: boolean): { min: number; max: number } {
  if (negotiable || (min <= 0 && max <= 0)) return { min: 0, max: 0 };
  const lo = Math.max(0, Math.round(min));
  const hi = Math.max(0, Math.round(max));
  if (lo === 0) return { min: hi, max: hi };
  if (hi === 0 || hi < lo) return { min: lo, max: lo };
  return { min: lo, max: hi };
}

/** A unix-second time of 74cms (0 or empty for none). */
export function fromUnix(seconds: number | string | null | undefined, fallback: Date): Date {
  const s = Number(seconds);
  return Number.isFinite(s) && s > 0 ? new Date(s * 1000) : fallback;
}

/** 'YYYY-MM' of a unix time, '' for none. */
export function monthOf(seconds: number | string | null | undefined): string {
  const s = Number(seconds);
  if (!Number.isFinite(s) || s <= 0) return '';
  const d = new Date(s * 1000 + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a year and month pair (v3 resume items), '' for none. */
export function monthOfPair(year: number | string | null | undefined, month: number | string | null | undefined): string {
  const y = Number(year);
  const m = Math.min(12, Math.max(1, Number(month) || 1));
  return y > 1900 && y < 2200 ? `${y}-${String(m).padStart(2, '0')}` : '';
}

// ---------------------------------------------------------------- coordinates

const X_PI = (Math.PI * 3000) / 180;
const A = 6_378_245;
const EE = 0.006_693_421_622_965_943;

function outOfChina(lat: number, lng: number) {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number) {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function transformLng(x: number, y: number) {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** The GCJ-02 offset at a WGS-84 point. */
function gcjOffset(lat: number, lng: number): { dLat: number; dLng: number } {
  let dLat = transformLat(lng - 105, lat - 35);
  let dLng = transformLng(lng - 105, lat - 35);
  const radLat = (lat / 180) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { dLat, dLng };
}

/**
 * Baidu BD-09 (what 74cms stores from its Baidu map picker) to WGS-84, our
 * datum (getLocation takes WGS-84): BD-09 → GCJ-02 in closed form, then
 * GCJ-02 → WGS-84 by a few fixed-point steps (error well under a metre).
 * Null for no point (0/0, empty, or outside any map).
 */
export function bd09ToWgs84(latIn: number | string | null | undefined, lngIn: number | string | null | undefined): { lat: number; lng: number } | null {
  const bdLat = Number(latIn);
  const bdLng = Number(lngIn);
  if (!Number.isFinite(bdLat) || !Number.isFinite(bdLng) || (bdLat === 0 && bdLng === 0)) return null;
  if (Math.abs(bdLat) > 90 || Math.abs(bdLng) > 180) return null;
  const x = bdLng - 0.0065;
  const y = bdLat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.000_02 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000_003 * Math.cos(x * X_PI);
  const gLng = z * Math.cos(theta);
  const gLat = z * Math.sin(theta);
  if (outOfChina(gLat, gLng)) return { lat: round6(gLat), lng: round6(gLng) };
  let lat = gLat;
  let lng = gLng;
  for (let i = 0; i < 4; i++) {
    const { dLat, dLng } = gcjOffset(lat, lng);
    lat = gLat - dLat;
    lng = gLng - dLng;
  }
  return { lat: round6(lat), lng: round6(lng) };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

// ---------------------------------------------------------------- passwords

/**
 * 74cms password schemes (v3 include/fun_user.php, v4 qscmslib/encrypt_method,
 * SE application/common/lib/encrypt_method): 0 md5(md5(pw) . pwd_hash . site
 * secret) — the default of every line; 1 md5(pw); 2 md5(md5(pw) . pwd_hash);
 * 4 md5(upper(md5(pw)) . pwd_hash . secret).
 */
export const LEGACY_PWD_METHODS = [0, 1, 2, 4] as const;
export type LegacyPwdMethod = (typeof LEGACY_PWD_METHODS)[number];

/** What users.password_hash holds for an imported member; '!' (no password) when the old hash is unusable. */
export function importedPasswordHash(method: LegacyPwdMethod, stored: string | null | undefined, salt: string | null | undefined, secret: string): string {
  const hash = (stored ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hash)) return '!';
  return legacyPasswordHash(method, hash, salt ?? '', secret);
}

/** Text shortened to at most n characters (by code point). */
export function cut(s: string | null | undefined, n: number): string {
  const chars = Array.from((s ?? '').trim());
  return chars.length <= n ? chars.join('') : chars.slice(0, n).join('');
}

/** Plain text of an HTML fragment (article summaries). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

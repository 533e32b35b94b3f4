import type { ResumeLabel } from './resume';

/**
 * The label summary of a resume (spec §3): age from the birthday, the degree,
 * and working experience from workingDate (or 无经验); a student (graduation
 * still ahead, or within the last year) shows the class year, or 应届生 once
 * graduated within the last year. Pure, so the client and the server agree.
 */

export interface LabelInput {
  birthday?: string | null | undefined;
  degree?: string | null | undefined;
  workingDate?: string | null | undefined;
  graduation?: string | null | undefined;
}

interface Ymd {
  y: number;
  m: number;
  /** null when only the month is known. */
  d: number | null;
}

function parse(s: string | null | undefined): Ymd | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec((s ?? '').trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = m[3] === undefined ? null : Number(m[3]);
  if (mo < 1 || mo > 12 || (d !== null && (d < 1 || d > 31))) return null;
  return { y, m: mo, d };
}

/** Local calendar date of `today` (the seeker's day, not UTC's). */
function todayOf(today: Date): { y: number; m: number; d: number } {
  return { y: today.getFullYear(), m: today.getMonth() + 1, d: today.getDate() };
}

/**
 * Whole years since the birthday. Someone born on 29 February turns a year
 * older on 1 March in a common year (the day after 28 February), as the
 * month/day comparison gives.
 */
export function ageOn(birthday: string | null | undefined, today: Date): number | null {
  const b = parse(birthday);
  if (!b || b.d === null) return null;
  const t = todayOf(today);
  let age = t.y - b.y;
  if (t.m < b.m || (t.m === b.m && t.d < b.d)) age -= 1;
  return age >= 0 ? age : null;
}

/** Whole months from a month to today's month (negative when in the future). */
function monthsSince(from: Ymd, today: Date): number {
  const t = todayOf(today);
  return (t.y - from.y) * 12 + (t.m - from.m);
}

/** Years of work from workingDate: '无经验' without one, '1年以内' under 12 months, else 'N年经验'. */
export function experienceText(workingDate: string | null | undefined, today: Date): string {
  const w = parse(workingDate);
  if (!w) return '无经验';
  const months = monthsSince(w, today);
  if (months < 0) return '无经验';
  if (months < 12) return '1年以内';
  return `${Math.floor(months / 12)}年经验`;
}

/** Whole working years (0 without work), for the recruiter's experience filter. */
export function workingYears(workingDate: string | null | undefined, today: Date): number | null {
  const w = parse(workingDate);
  if (!w) return null;
  const months = monthsSince(w, today);
  return months < 0 ? null : Math.floor(months / 12);
}

/**
 * 'future' when graduation is still ahead, 'recent' when it was within the last
 * year (exactly one year ago included), 'past' before that, null without one.
 * A month-only graduation compares by months: 2025-11 is one year before any day
 * of November 2026.
 */
export function graduationState(graduation: string | null | undefined, today: Date): 'future' | 'recent' | 'past' | null {
  const g = parse(graduation);
  if (!g) return null;
  const t = todayOf(today);
  if (g.d === null) {
    const months = monthsSince(g, today);
    if (months < 0) return 'future';
    return months <= 12 ? 'recent' : 'past';
  }
  const key = (y: number, m: number, d: number) => y * 10_000 + m * 100 + d;
  const gk = key(g.y, g.m, g.d);
  const tk = key(t.y, t.m, t.d);
  if (gk > tk) return 'future';
  return gk >= key(t.y - 1, t.m, t.d) ? 'recent' : 'past';
}

/** The label summary of base info on a given day. */
export function resumeLabel(base: LabelInput | null | undefined, today: Date): ResumeLabel {
  const age = ageOn(base?.birthday, today);
  const degree = (base?.degree ?? '').trim();
  const grad = graduationState(base?.graduation, today);
  const hasWork = parse(base?.workingDate) !== null && experienceText(base?.workingDate, today) !== '无经验';
  // A student is someone whose graduation is ahead or recent and who has not started work.
  const student = !hasWork && (grad === 'future' || grad === 'recent');
  let experience: string;
  if (student) experience = grad === 'recent' ? '应届生' : `${parse(base?.graduation)?.y ?? ''}届`;
  else experience = experienceText(base?.workingDate, today);
  const parts = [age === null ? '' : `${age}岁`, degree, experience].filter((p) => p !== '');
  return { age, degree, experience, student, parts };
}

import { yearsBetween } from './model';

/**
 * The label summary of spec §3: age from the birthday, the degree, and the
 * working experience from workingDate (or 无经验); for students the
 * graduation year, shown as 应届生 when graduation is within the last year.
 */
export function resumeLabels(base: { birthday?: string | null; degree?: string | null; workingDate?: string | null; graduation?: string | null }, now: Date = new Date()): string[] {
  const out: string[] = [];
  if (base.birthday) out.push(`${yearsBetween(base.birthday, now)}岁`);
  if (base.degree) out.push(base.degree);
  const grad = base.graduation ? /^(\d{4})-(\d{1,2})/.exec(base.graduation) : null;
  if (grad) {
    const gradAt = new Date(Number(grad[1]), Number(grad[2]) - 1, 1);
    const yearAgo = new Date(now.getFullYear() - 1, now.getMonth(), now.getDate());
    if (gradAt > now) {
      out.push(`${grad[1]}届`);
      return out;
    }
    if (gradAt >= yearAgo) {
      out.push('应届生');
      return out;
    }
  }
  if (base.workingDate) {
    const years = yearsBetween(base.workingDate, now);
    out.push(years < 1 ? '1年以内经验' : `${years}年经验`);
  } else out.push('无经验');
  return out;
}

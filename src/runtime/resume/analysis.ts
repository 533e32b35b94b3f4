import type { FormValues } from './fields';

/** One section the attachment analysis proposes: what it shows and what accepting saves. */
export interface ProposedSection {
  id: string;
  key: string;
  title: string;
  /** Lines the user reads before accepting. */
  lines: string[];
  /** What is saved, one save per item (one for base info). */
  items: FormValues[];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const period = (o: Record<string, unknown>) => [str(o.start), str(o.end) || (str(o.start) ? '至今' : '')].filter(Boolean).join(' - ');

/**
 * The analysis answer (a proposed resume: base info, education and work
 * entries) as sections to review. Fields the analysis did not find are left out.
 */
export function analysisSections(raw: unknown): ProposedSection[] {
  if (!raw || typeof raw !== 'object') return [];
  const r = ((raw as { proposal?: unknown }).proposal ?? raw) as Record<string, unknown>;
  const out: ProposedSection[] = [];
  const base = (r.base ?? {}) as Record<string, unknown>;
  const baseFields: [string, string][] = [
    ['name', '姓名'],
    ['phone', '手机号'],
    ['email', '邮箱'],
  ];
  const found = baseFields.filter(([k]) => str(base[k]));
  if (found.length > 0) {
    out.push({
      id: 'base',
      key: 'base',
      title: '基本信息',
      lines: found.map(([k, label]) => `${label}：${str(base[k])}`),
      items: [Object.fromEntries(found.map(([k]) => [k, str(base[k])]))],
    });
  }
  const list = (k: string) => (Array.isArray(r[k]) ? (r[k] as Record<string, unknown>[]) : []);
  const educations = list('educations').length ? list('educations') : list('education');
  if (educations.length > 0) {
    out.push({
      id: 'education',
      key: 'education',
      title: '教育经历',
      lines: educations.map((e) => [str(e.school), str(e.major), str(e.degree), period(e)].filter(Boolean).join(' · ')),
      items: educations.map((e) => ({ school: str(e.school), major: str(e.major), degree: str(e.degree), start: str(e.start), end: str(e.end) })),
    });
  }
  const works = list('works').length ? list('works') : list('work');
  if (works.length > 0) {
    out.push({
      id: 'work',
      key: 'work',
      title: '工作经历',
      lines: works.map((w) => [str(w.company), str(w.title), period(w)].filter(Boolean).join(' · ')),
      items: works.map((w) => ({ company: str(w.company), title: str(w.title), start: str(w.start), end: str(w.end), description: str(w.description) })),
    });
  }
  const skills = Array.isArray(r.skills) ? (r.skills as unknown[]).map(str).filter(Boolean) : [];
  if (skills.length > 0) out.push({ id: 'skill', key: 'skill', title: '专业技能', lines: [skills.join('、')], items: skills.map((name) => ({ name, level: '' })) });
  const intro = str(r.intro);
  if (intro) out.push({ id: 'intro', key: 'intro', title: '自我介绍', lines: [intro], items: [{ content: intro }] });
  return out;
}

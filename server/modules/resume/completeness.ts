import { RESUME_SECTION_KEYS, RESUME_SECTION_LABELS, type Resume, type ResumeCompleteness, type ResumeSectionKey } from '../../../schemas/resume';
import type { Queryable } from '../../db/db';
import { resumeRepo } from './repo';

/** Share of the score of each section (sums to 100). */
const WEIGHTS: Record<ResumeSectionKey, number> = { base: 25, expect: 20, work: 15, education: 15, project: 5, skill: 5, certificate: 5, language: 5, intro: 5 };

/** What filled means for each section. */
function filled(r: Pick<Resume, 'base' | 'expect' | 'work' | 'education' | 'project' | 'skill' | 'certificate' | 'language' | 'intro'>, key: ResumeSectionKey): boolean {
  switch (key) {
    case 'base':
      return r.base !== null;
    case 'expect':
      return r.expect.fullTime.length + r.expect.partTime.length > 0;
    case 'intro':
      return r.intro.trim() !== '';
    default:
      return r[key].length > 0;
  }
}

/**
 * Score and missing sections. Required for applying: base info, an
 * expectation, and work or education (either is enough; both are listed as
 * required while neither is there).
 */
export function computeCompleteness(r: Parameters<typeof filled>[0]): ResumeCompleteness {
  let score = 0;
  const missing: ResumeCompleteness['missing'] = [];
  const noExperience = !filled(r, 'work') && !filled(r, 'education');
  for (const key of RESUME_SECTION_KEYS) {
    if (filled(r, key)) score += WEIGHTS[key];
    else missing.push({ key, label: RESUME_SECTION_LABELS[key], required: key === 'base' || key === 'expect' || ((key === 'work' || key === 'education') && noExperience) });
  }
  return { score, missing };
}

/**
 * Contract 3: whether the seeker has a resume (base info saved), its score, and
 * the keys of the REQUIRED sections still missing (empty means the seeker may apply).
 */
export async function resumeCompleteness(q: Queryable, tenantId: number, userId: number): Promise<{ exists: boolean; score: number; missing: string[] }> {
  const repo = resumeRepo(q, tenantId);
  const row = await repo.get(userId);
  if (!row || row.base === null) return { exists: false, score: 0, missing: ['base', 'expect', 'work', 'education'] };
  const items = await repo.items(userId);
  const count = (s: string) => items.filter((i) => i.section === s).length;
  const arr = (s: string) => Array.from({ length: count(s) });
  const c = computeCompleteness({
    base: row.base as Resume['base'],
    expect: { fullTime: arr('expect') as never, partTime: [] },
    work: arr('work') as never,
    education: arr('education') as never,
    project: arr('project') as never,
    skill: arr('skill') as never,
    certificate: arr('certificate') as never,
    language: arr('language') as never,
    intro: row.intro,
  });
  return { exists: true, score: c.score, missing: c.missing.filter((m) => m.required).map((m) => m.key) };
}

import type { FormValues } from './fields';
import type { ResumeDoc } from './model';
import { sectionDef } from './sections';

/** The list of a list section in the resume. */
export function sectionItems(doc: ResumeDoc, key: string): { id?: number | string | undefined }[] {
  switch (key) {
    case 'expect':
      return doc.expects;
    case 'work':
      return doc.works;
    case 'education':
      return doc.educations;
    case 'project':
      return doc.projects;
    case 'skill':
      return doc.skills;
    case 'certificate':
      return doc.certificates;
    case 'language':
      return doc.languages;
    default:
      return [];
  }
}

/** What a section's form starts from: the saved record or item, else the blank one. */
export function sectionValues(doc: ResumeDoc | undefined, key: string, id?: number | string | null): FormValues {
  const def = sectionDef(key);
  const blank = def?.blank() ?? {};
  if (!doc) return blank;
  if (key === 'base') return { ...blank, ...doc.base };
  if (key === 'intro') return { content: doc.intro ?? '' };
  if (id === undefined || id === null) return blank;
  const item = sectionItems(doc, key).find((i) => String(i.id) === String(id));
  if (!item) return blank;
  const out: FormValues = { ...blank };
  for (const k of Object.keys(blank)) out[k] = (item as Record<string, unknown>)[k] ?? blank[k];
  return out;
}

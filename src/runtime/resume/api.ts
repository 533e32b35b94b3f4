import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { useApiQuery, useSession } from '../runtime';
import type { FormValues } from './fields';
import type { ResumeAttachment, ResumeDoc } from './model';

/** Calls of the resume area (spec §7), named once. */
export const RESUME_API = {
  get: '/api-user/resume/get',
  save: '/api-user/resume/save',
  delete: '/api-user/resume/delete',
  refresh: '/api-user/resume/refresh',
  attachmentFind: '/api-user/resume/attachment/find',
  attachmentSave: '/api-user/resume/attachment/save',
  attachmentDelete: '/api-user/resume/attachment/delete',
  attachmentAnalyse: '/api-user/resume/attachment/analyse',
  registerSteps: '/api-user/resume/register/steps',
  registerSkip: '/api-user/resume/register/skip',
  exportPdf: '/api-user/resume/export',
  search: '/api-user/resume/search',
  detail: '/api-user/resume/detail',
} as const;

/** Expectation limits when the server does not say (spec §9). */
export const DEFAULT_EXPECT_LIMIT = 3;
export const DEFAULT_EXPECT_PART_TIME_LIMIT = 3;

export interface MyResume {
  /** False until the seeker has a resume (the wizard makes one). */
  exists: boolean;
  doc: ResumeDoc;
  score: number;
  /** Section keys still missing, in the order to complete them. */
  missing: string[];
  umExpectNum: number;
  umExpectPartTimeNum: number;
  updatedAt: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const arr = (...vs: unknown[]) => (vs.find((v) => Array.isArray(v)) as Record<string, unknown>[] | undefined) ?? [];
function named(v: unknown): { id: number | string; name: string } | null {
  const o = obj(v);
  return o && typeof o.name === 'string' && o.name ? { id: (o.id as number | string | undefined) ?? 0, name: o.name } : null;
}
function area(v: unknown): { code: string; name: string } | null {
  const o = obj(v);
  return o && typeof o.name === 'string' && o.name ? { code: str(o.code), name: o.name } : null;
}
const idOf = (o: Record<string, unknown>) => (typeof o.id === 'number' || typeof o.id === 'string' ? o.id : undefined);

/** A resume as the server answers it, mapped onto the screens' shape (missing parts read as empty). */
export function toDoc(raw: unknown): ResumeDoc {
  const r = obj(raw) ?? {};
  const b = obj(r.base) ?? {};
  const intro = r.intro;
  return {
    base: {
      name: str(b.name),
      gender: num(b.gender),
      birthday: str(b.birthday),
      degree: str(b.degree),
      jobStatus: num(b.jobStatus),
      workingDate: str(b.workingDate),
      graduation: str(b.graduation),
      phone: str(b.phone),
      email: str(b.email),
      city: area(b.city),
      avatar: typeof b.avatar === 'string' && b.avatar ? b.avatar : null,
    },
    expects: [
      ...arr(r.expects, r.expect).map((e) => ({ e, partTime: e.partTime === true || e.jobPartTime === true })),
      ...arr(r.expectsPartTime, r.jobPartTime).map((e) => ({ e, partTime: true })),
    ].map(({ e, partTime }) => ({
      id: idOf(e),
      partTime,
      position: named(e.position),
      industry: named(e.industry),
      city: area(e.city),
      salary: obj(e.salary) ? { min: Number(obj(e.salary)!.min ?? 0), max: Number(obj(e.salary)!.max ?? 0) } : null,
    })),
    works: arr(r.works, r.work).map((w) => ({ id: idOf(w), company: str(w.company), title: str(w.title), start: str(w.start), end: str(w.end), description: str(w.description) })),
    educations: arr(r.educations, r.education).map((e) => ({ id: idOf(e), school: str(e.school), major: str(e.major), degree: str(e.degree), start: str(e.start), end: str(e.end) })),
    projects: arr(r.projects, r.project).map((p) => ({ id: idOf(p), name: str(p.name), role: str(p.role), start: str(p.start), end: str(p.end), description: str(p.description) })),
    skills: arr(r.skills, r.skill).map((s) => ({ id: idOf(s), name: str(s.name), level: str(s.level) })),
    certificates: arr(r.certificates, r.certificate).map((c) => ({ id: idOf(c), name: str(c.name), date: str(c.date) })),
    languages: arr(r.languages, r.language).map((l) => ({ id: idOf(l), name: str(l.name), level: str(l.level) })),
    intro: typeof intro === 'string' ? intro : str(obj(intro)?.content),
  };
}

export function parseMyResume(raw: unknown): MyResume {
  const o = obj(raw) ?? {};
  const resume = o.resume === null ? null : (obj(o.resume) ?? o);
  const c = obj(o.completeness) ?? o;
  const expect = obj(o.expect);
  return {
    exists: o.exists === false || resume === null ? false : true,
    doc: toDoc(resume),
    score: Number(c.score ?? 0),
    missing: Array.isArray(c.missing) ? c.missing.map(String) : [],
    umExpectNum: Number(o.umExpectNum ?? expect?.umExpectNum ?? DEFAULT_EXPECT_LIMIT),
    umExpectPartTimeNum: Number(o.umExpectPartTimeNum ?? expect?.umExpectPartTimeNum ?? DEFAULT_EXPECT_PART_TIME_LIMIT),
    updatedAt: typeof o.updatedAt === 'string' ? o.updatedAt : null,
  };
}

/** The logged-in seeker's resume (one per seeker, contract 1). */
export function useMyResume(enabled = true) {
  const { user } = useSession();
  return useApiQuery<MyResume>(RESUME_API.get, {}, { enabled: enabled && user !== null, parse: parseMyResume });
}

export function useMyAttachments(enabled = true) {
  const { user } = useSession();
  return useApiQuery<{ list: ResumeAttachment[] }>(RESUME_API.attachmentFind, {}, { enabled: enabled && user !== null });
}

/** Refetch everything that shows the resume after a change. */
export function useResumeRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [RESUME_API.get] }),
      qc.invalidateQueries({ queryKey: [RESUME_API.attachmentFind] }),
      qc.invalidateQueries({ queryKey: ['/api-user/register/infoGet'] }),
    ]);
}

/** Saves one section (or one item of a list section). */
export function saveSection(api: Pick<ApiClient, 'request'>, key: string, data: FormValues, id?: number | string | null): Promise<unknown> {
  return api.request(RESUME_API.save, { key, data: id === undefined || id === null ? data : { ...data, id } });
}

export function deleteItem(api: Pick<ApiClient, 'request'>, key: string, id: number | string): Promise<unknown> {
  return api.request(RESUME_API.delete, { key, id });
}

// Infrastructure, allowed to call api.request directly (eslint.config.js): the resume area's data layer (its Query and mutation hooks, the section save every form shares).
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_UM_EXPECT_NUM,
  DEFAULT_UM_EXPECT_PART_TIME_NUM,
  EXPECT_JOB_TYPE_PART,
  RESUME_PATHS,
  RESUME_SECTION_LABELS,
  type RegisterState,
  type Resume,
  type ResumeExpect,
} from '../../../schemas/resume';
import type { ApiClient } from '../api/client';
import { useApiMutation, useApiQuery, useSession } from '../runtime';
import type { FormValues } from './fields';
import type { ResumeAttachment, ResumeDoc, ResumeExpect as DocExpect } from './model';

/** Calls of the resume area (spec §7): the contract's paths (schemas/resume.ts). */
export const RESUME_API = RESUME_PATHS;

export const DEFAULT_EXPECT_LIMIT = DEFAULT_UM_EXPECT_NUM;
export const DEFAULT_EXPECT_PART_TIME_LIMIT = DEFAULT_UM_EXPECT_PART_TIME_NUM;

/** The seeker's resume state as the screens use it. */
export interface MyResume {
  /** False until base info is saved (the wizard makes the resume). */
  exists: boolean;
  doc: ResumeDoc;
  /** The label summary's chips from the server (spec §3), e.g. ['25岁', '本科', '3年经验']. */
  labels: string[];
  score: number;
  /** Section keys still missing, in the editor's order. */
  missing: string[];
  umExpectNum: number;
  umExpectPartTimeNum: number;
  register: RegisterState | null;
  updatedAt: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

function docExpect(e: ResumeExpect): DocExpect {
  return {
    id: e.id,
    partTime: e.jobType === EXPECT_JOB_TYPE_PART,
    position: e.positionId ? { id: e.positionId, name: e.positionName } : null,
    industry: e.industryId ? { id: e.industryId, name: e.industryName } : null,
    city: e.areaCode ? { code: e.areaCode, name: e.cityName } : null,
    salary: { min: e.salaryMin, max: e.salaryMax },
  };
}

/** The contract's resume (schemas/resume.ts resumeSchema) as the screens' document; missing parts read as empty. */
export function toDoc(raw: unknown): ResumeDoc {
  const r = (obj(raw) ?? {}) as Partial<Resume>;
  const b = obj(r.base) as Partial<NonNullable<Resume['base']>> | null;
  const expect = obj(r.expect) as Partial<Resume['expect']> | null;
  return {
    base: {
      name: str(b?.name),
      gender: typeof b?.gender === 'number' ? b.gender : null,
      birthday: str(b?.birthday),
      degree: str(b?.degree),
      jobStatus: typeof b?.jobStatus === 'number' ? b.jobStatus : null,
      workingDate: str(b?.workingDate),
      graduation: str(b?.graduation),
      phone: str(b?.phone),
      email: str(b?.email),
      city: b?.cityCode ? { code: b.cityCode, name: str(b.cityName) } : null,
      avatar: b?.avatar ? b.avatar : null,
    },
    expects: [...list<ResumeExpect>(expect?.fullTime), ...list<ResumeExpect>(expect?.partTime)].map(docExpect),
    works: list(r.work),
    educations: list(r.education),
    projects: list(r.project),
    skills: list(r.skill),
    certificates: list(r.certificate),
    languages: list(r.language),
    intro: str(r.intro),
  };
}

/** resume/get (and the answers of save/delete/refresh): the contract's resumeStateSchema. */
export function parseMyResume(raw: unknown): MyResume {
  const o = obj(raw) ?? {};
  const c = obj(o.completeness) ?? {};
  const label = obj(o.label);
  return {
    exists: o.exists === true,
    doc: toDoc(o.resume),
    labels: Array.isArray(label?.parts) ? label.parts.map(String) : [],
    score: Number(c.score ?? 0),
    missing: list<unknown>(c.missing)
      .map((m) => (typeof m === 'string' ? m : str(obj(m)?.key)))
      .filter(Boolean),
    umExpectNum: Number(o.umExpectNum ?? DEFAULT_EXPECT_LIMIT),
    umExpectPartTimeNum: Number(o.umExpectPartTimeNum ?? DEFAULT_EXPECT_PART_TIME_LIMIT),
    register: (obj(o.register) as RegisterState | null) ?? null,
    updatedAt: typeof obj(o.resume)?.updatedAt === 'string' ? (obj(o.resume)!.updatedAt as string) : null,
  };
}

/** The Chinese name of a section (contract labels; 附件简历 for attachments). */
export function sectionLabel(key: string): string {
  if (key === 'attachment') return '附件简历';
  return (RESUME_SECTION_LABELS as Record<string, string>)[key] ?? key;
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

/** Every read that shows the resume (base info feeds /my/base-info too): what a change refetches. */
export const RESUME_READS = [[RESUME_API.get], [RESUME_API.attachmentFind], [RESUME_API.registerSteps], ['/api-user/register/infoGet']] as const;

/** Refetch everything that shows the resume after a change. */
export function useResumeRefresh() {
  const qc = useQueryClient();
  return () => Promise.all(RESUME_READS.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/**
 * 刷新简历 (spec §7): puts the resume at the top of recruiters' search, once an
 * hour; 13009 before the registration wizard is done opens it (request wrapper).
 */
export function useResumeTopRefresh() {
  return useApiMutation<void>({
    run: (_v, rt) => rt.api.request(RESUME_API.refresh, {}),
    invalidates: [[RESUME_API.get]],
  });
}

/** The resume as a PDF (made on the server, so given up to a minute); the answer is the file's descriptor. */
export function useResumeExport() {
  return useApiMutation<void>({
    run: (_v, rt) => rt.api.request<unknown>(RESUME_API.export, {}, { timeoutMs: RESUME_EXPORT_TIMEOUT_MS }),
  });
}
const RESUME_EXPORT_TIMEOUT_MS = 60_000;

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : undefined);
const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '');

/**
 * A section form's values as the contract's save data (resumeSaveInputSchema):
 * picked cities, positions and industries become their codes and ids, the
 * salary range its two numbers.
 */
export function toSaveData(key: string, values: FormValues, extra: { partTime?: boolean | undefined; avatar?: string | null | undefined } = {}): FormValues {
  switch (key) {
    case 'base': {
      const { city, ...rest } = values;
      const out: FormValues = { ...rest, cityCode: city && typeof city === 'object' && 'code' in city ? String((city as { code: unknown }).code) : '' };
      if (extra.avatar !== undefined) out.avatar = extra.avatar ?? '';
      for (const k of ['email', 'workingDate', 'graduation']) if (out[k] === null || out[k] === undefined) out[k] = '';
      return out;
    }
    case 'expect': {
      const salary = (values.salary ?? null) as { min: number; max: number } | null;
      const position = Number(idOf(values.position) ?? 0);
      const industry = Number(idOf(values.industry) ?? 0);
      return {
        jobType: extra.partTime ? 2 : 1,
        positionId: Number.isFinite(position) ? position : 0,
        positionName: nameOf(values.position),
        areaCode: values.city && typeof values.city === 'object' && 'code' in values.city ? String((values.city as { code: unknown }).code) : '',
        industryId: Number.isFinite(industry) ? industry : 0,
        ...(salary ? { salaryMin: salary.min, salaryMax: salary.max } : {}),
      };
    }
    default:
      return values;
  }
}

/** Saves one section (or one item of a list section); answers the new resume state. */
export function saveSection(api: Pick<ApiClient, 'request'>, key: string, data: FormValues, id?: number | string | null): Promise<unknown> {
  return api.request(RESUME_API.save, { key, data: id === undefined || id === null ? data : { ...data, id: Number(id) } });
}

export function deleteItem(api: Pick<ApiClient, 'request'>, key: string, id: number | string): Promise<unknown> {
  return api.request(RESUME_API.delete, { key, id: Number(id) });
}

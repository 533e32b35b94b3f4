import { z } from 'zod';
import { jobFieldsSchema, jobSalaryProblems, type EditableJob, type MapLocation } from '../../../schemas/job-manage';
import { fieldRules, firstRuleError } from '../../runtime/forms';

/**
 * The job editor's form, without React: what it holds, how that becomes
 * saveMany's data and the kept draft, and each field's first problem, checked
 * with the rules the server applies (jobFieldsSchema, key by key) after the
 * shared form rules for typed text.
 */

type JobTypeValue = 1 | 2 | 3;
type SalaryUnitValue = 1 | 2 | 3;

/** A choice from a tree (职位类别, 所属行业): its id and the name shown. */
export interface Picked {
  id: number;
  name: string;
}

/** What the form holds: one entry per row of the form, so an error has one place to go. Numbers stay text while typed. */
export interface JobFormValues {
  title: string;
  positionId: Picked | null;
  industryId: Picked | null;
  jobType: JobTypeValue;
  salary: { min: string; max: string; unit: SalaryUnitValue };
  experience: string;
  degree: string;
  /** Codes '' until picked; `name` is what the row shows. */
  area: { provinceCode: string; cityCode: string; districtCode: string; name: string };
  address: string;
  location: { lat: number; lng: number; label: string } | null;
  tags: string[];
  description: string;
  isUrgent: boolean;
  contactName: string;
  contactMobile: string;
  contactEmail: string;
  contactWechat: string;
}

/** The rows that are checked, in the order the form shows them: the first error named is the topmost one. */
export const JOB_FORM_FIELDS = [
  'title', 'positionId', 'industryId', 'jobType', 'salary', 'experience', 'degree', 'area', 'address', 'location', 'tags', 'description',
  'contactName', 'contactMobile', 'contactEmail', 'contactWechat',
] as const satisfies readonly (keyof JobFormValues)[];
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];

/** saveMany's field paths (the server's issues) → the row they are shown under. */
const FIELD_OF_PATH: Record<string, JobFormField> = {
  title: 'title',
  positionId: 'positionId',
  industryId: 'industryId',
  jobType: 'jobType',
  salaryMin: 'salary',
  salaryMax: 'salary',
  salaryUnit: 'salary',
  experience: 'experience',
  degree: 'degree',
  provinceCode: 'area',
  cityCode: 'area',
  districtCode: 'area',
  address: 'address',
  lat: 'location',
  lng: 'location',
  tags: 'tags',
  description: 'description',
  contactName: 'contactName',
  contactMobile: 'contactMobile',
  contactEmail: 'contactEmail',
  contactWechat: 'contactWechat',
};

/** The row a server issue's path (`districtCode`, `tags.2`) belongs to. */
export const fieldOfPath = (path: string): JobFormField | undefined => FIELD_OF_PATH[path.split('.')[0] ?? ''];

const jobTypeOf = (n: number): JobTypeValue => (n === 2 || n === 3 ? n : 1);
const unitOf = (n: number): SalaryUnitValue => (n === 2 || n === 3 ? n : 1);
const toNumber = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.trim()));

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  positionId: null,
  industryId: null,
  jobType: 1,
  salary: { min: '', max: '', unit: 1 },
  experience: '',
  degree: '',
  area: { provinceCode: '', cityCode: '', districtCode: '', name: '' },
  address: '',
  location: null,
  tags: [],
  description: '',
  isUrgent: false,
  contactName: '',
  contactMobile: '',
  contactEmail: '',
  contactWechat: '',
};

/** A new job starts where the company is (mapInit). */
export const newJobForm = (at: MapLocation): JobFormValues => ({ ...EMPTY_JOB_FORM, location: { lat: at.lat, lng: at.lng, label: at.label } });

/** An existing job (manageGet) as the form holds it. */
export function jobForm(job: EditableJob): JobFormValues {
  const f = job.fields;
  return {
    ...EMPTY_JOB_FORM,
    title: f.title,
    positionId: { id: f.positionId, name: job.names.position },
    industryId: { id: f.industryId, name: job.names.industry },
    jobType: jobTypeOf(f.jobType),
    salary: { min: String(f.salaryMin), max: String(f.salaryMax), unit: unitOf(f.salaryUnit) },
    experience: f.experience,
    degree: f.degree,
    area: { provinceCode: f.provinceCode, cityCode: f.cityCode, districtCode: f.districtCode, name: job.names.area },
    address: f.address,
    location: { lat: f.lat, lng: f.lng, label: f.address },
    tags: f.tags,
    description: f.description,
    isUrgent: f.isUrgent,
    contactName: f.contactName,
    contactMobile: f.contactMobile,
    contactEmail: f.contactEmail,
    contactWechat: f.contactWechat,
  };
}

/** The form as saveMany's data (jobFieldsSchema's input): what is not chosen yet is left out, for the server to name. */
export function jobData(v: JobFormValues): Record<string, unknown> {
  return {
    title: v.title,
    salaryMin: toNumber(v.salary.min),
    salaryMax: toNumber(v.salary.max),
    salaryUnit: v.salary.unit,
    provinceCode: v.area.provinceCode || undefined,
    cityCode: v.area.cityCode || undefined,
    districtCode: v.area.districtCode,
    address: v.address,
    lat: v.location?.lat,
    lng: v.location?.lng,
    industryId: v.industryId?.id,
    positionId: v.positionId?.id,
    experience: v.experience || undefined,
    degree: v.degree || undefined,
    jobType: v.jobType,
    tags: v.tags,
    description: v.description,
    isUrgent: v.isUrgent,
    contactName: v.contactName,
    contactMobile: v.contactMobile,
    contactEmail: v.contactEmail,
    contactWechat: v.contactWechat,
  };
}

// ---------------------------------------------------------------- the kept draft

/**
 * The unfinished new job as privateDrafts keeps it: flat, in the shape the
 * editor has always stored, so a draft kept by an earlier version still opens.
 * Every key is optional; a draft that does not parse is not offered.
 */
export const keptDraftSchema = z
  .object({
    title: z.string(),
    positionId: z.number().nullable(),
    positionName: z.string(),
    industryId: z.number().nullable(),
    industryName: z.string(),
    jobType: z.number(),
    salaryUnit: z.number(),
    salaryMin: z.string(),
    salaryMax: z.string(),
    experience: z.string(),
    degree: z.string(),
    provinceCode: z.string(),
    cityCode: z.string(),
    districtCode: z.string(),
    areaName: z.string(),
    address: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    locationLabel: z.string(),
    tags: z.array(z.string()),
    description: z.string(),
    isUrgent: z.boolean(),
    contactName: z.string(),
    contactMobile: z.string(),
    contactEmail: z.string(),
    contactWechat: z.string(),
  })
  .partial();
export type KeptDraft = z.infer<typeof keptDraftSchema>;
type FlatDraft = Required<KeptDraft>;

/** The form as the draft keeps it. */
export function keptDraft(v: JobFormValues): FlatDraft {
  return {
    title: v.title,
    positionId: v.positionId?.id ?? null,
    positionName: v.positionId?.name ?? '',
    industryId: v.industryId?.id ?? null,
    industryName: v.industryId?.name ?? '',
    jobType: v.jobType,
    salaryUnit: v.salary.unit,
    salaryMin: v.salary.min,
    salaryMax: v.salary.max,
    experience: v.experience,
    degree: v.degree,
    provinceCode: v.area.provinceCode,
    cityCode: v.area.cityCode,
    districtCode: v.area.districtCode,
    areaName: v.area.name,
    address: v.address,
    lat: v.location?.lat ?? null,
    lng: v.location?.lng ?? null,
    locationLabel: v.location?.label ?? '',
    tags: v.tags,
    description: v.description,
    isUrgent: v.isUrgent,
    contactName: v.contactName,
    contactMobile: v.contactMobile,
    contactEmail: v.contactEmail,
    contactWechat: v.contactWechat,
  };
}

/** The form `start` with what a kept draft holds laid over it. */
export function withKeptDraft(start: JobFormValues, kept: KeptDraft): JobFormValues {
  const d: FlatDraft = { ...keptDraft(start), ...kept };
  return {
    title: d.title,
    positionId: d.positionId !== null ? { id: d.positionId, name: d.positionName } : null,
    industryId: d.industryId !== null ? { id: d.industryId, name: d.industryName } : null,
    jobType: jobTypeOf(d.jobType),
    salary: { min: d.salaryMin, max: d.salaryMax, unit: unitOf(d.salaryUnit) },
    experience: d.experience,
    degree: d.degree,
    area: { provinceCode: d.provinceCode, cityCode: d.cityCode, districtCode: d.districtCode, name: d.areaName },
    address: d.address,
    location: d.lat !== null && d.lng !== null ? { lat: d.lat, lng: d.lng, label: d.locationLabel } : null,
    tags: d.tags,
    description: d.description,
    isUrgent: d.isUrgent,
    contactName: d.contactName,
    contactMobile: d.contactMobile,
    contactEmail: d.contactEmail,
    contactWechat: d.contactWechat,
  };
}

// ---------------------------------------------------------------- checks

const S = jobFieldsSchema.shape;

/** The schema's first message for `value`, or null when it passes. */
function schemaProblem(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** The first of several checks that finds a problem. */
async function firstOf(...checks: (() => Promise<string | null> | string | null)[]): Promise<string | null> {
  for (const check of checks) {
    const problem = await check();
    if (problem) return problem;
  }
  return null;
}

// The shared rules of the design forms (src/runtime/forms) for the typed text fields; the job rules follow.
const titleRules = fieldRules({ label: '职位名称', required: true });
const descriptionRules = [...fieldRules({ label: '职位描述', required: true }), ...fieldRules({ label: '职位描述', preset: 'description' })];
const addressRules = fieldRules({ label: '详细地址', required: true, preset: 'address' });

/** Each row's check: its first problem, or null. */
export const JOB_FORM_CHECKS: { [K in JobFormField]: (value: JobFormValues[K]) => Promise<string | null> } = {
  title: (v) => firstOf(() => firstRuleError(titleRules, v), () => schemaProblem(S.title, v)),
  positionId: async (v) => schemaProblem(S.positionId, v?.id),
  industryId: async (v) => schemaProblem(S.industryId, v?.id),
  jobType: async (v) => schemaProblem(S.jobType, v),
  salary: async (v) => {
    const min = toNumber(v.min);
    const max = toNumber(v.max);
    // Across the two bounds first (a maximum below the minimum), as the server's own refinement does after the fields.
    const across = min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) ? jobSalaryProblems(min, max, v.unit)[0]?.message : undefined;
    return across ?? schemaProblem(S.salaryMin, min) ?? schemaProblem(S.salaryMax, max) ?? schemaProblem(S.salaryUnit, v.unit);
  },
  experience: async (v) => schemaProblem(S.experience, v || undefined),
  degree: async (v) => schemaProblem(S.degree, v || undefined),
  area: async (v) => schemaProblem(S.provinceCode, v.provinceCode || undefined) ?? schemaProblem(S.cityCode, v.cityCode || undefined) ?? schemaProblem(S.districtCode, v.districtCode),
  address: (v) => firstOf(() => firstRuleError(addressRules, v), () => schemaProblem(S.address, v)),
  location: async (v) => schemaProblem(S.lat, v?.lat) ?? schemaProblem(S.lng, v?.lng),
  tags: async (v) => schemaProblem(S.tags, v),
  description: (v) => firstOf(() => firstRuleError(descriptionRules, v), () => schemaProblem(S.description, v)),
  contactName: async (v) => schemaProblem(S.contactName, v),
  contactMobile: async (v) => schemaProblem(S.contactMobile, v),
  contactEmail: async (v) => schemaProblem(S.contactEmail, v),
  contactWechat: async (v) => schemaProblem(S.contactWechat, v),
};

import type { z } from 'zod';
import {
  DEGREES as CONTRACT_DEGREES,
  JOB_STATUSES as CONTRACT_JOB_STATUSES,
  RESUME_SECTION_LABELS,
  resumeBaseInputSchema,
  resumeCertificateInputSchema,
  resumeEducationInputSchema,
  resumeExpectInputSchema,
  resumeIntroInputSchema,
  resumeLanguageInputSchema,
  resumeProjectInputSchema,
  resumeSkillInputSchema,
  resumeWorkInputSchema,
} from '../../../schemas/resume';
import type { FieldOption, FieldSpec, FormValues } from './fields';

/**
 * The sections of the online resume as the forms edit them: their fields, the
 * blank item and the checks between fields. Keys are the contract's section
 * keys (schemas/resume.ts), the ones resume save/delete take.
 */

export const DEGREES: readonly string[] = CONTRACT_DEGREES;
export const JOB_STATUSES: readonly FieldOption[] = Object.entries(CONTRACT_JOB_STATUSES).map(([value, label]) => ({ label, value: Number(value) }));
const opts = (list: readonly string[]): FieldOption[] => list.map((l) => ({ label: l, value: l }));
const today = () => new Date().toISOString().slice(0, 10);

/** A start/end pair: the end (unless 至今) may not be before the start. */
function periodCheck(start = 'start', end = 'end') {
  return (v: FormValues): Record<string, string> => {
    const s = typeof v[start] === 'string' ? (v[start] as string) : '';
    const e = typeof v[end] === 'string' ? (v[end] as string) : '';
    return s && e && e < s ? { [end]: '结束时间不能早于开始时间' } : {};
  };
}

/*
 * Lengths: the rules module counts bytes (spec §5: a Chinese character counts 2), so each
 * maxLength is twice the contract's character limit; the contract's own check runs too.
 */
export interface SectionDef {
  key: string;
  title: string;
  /** A list of items (work, education…) rather than one record (base info, intro). */
  list: boolean;
  fields: readonly FieldSpec[];
  blank(): FormValues;
  cross?: (v: FormValues) => Record<string, string>;
  /** What the editor's add button says. */
  addText?: string;
}

export const SECTION_DEFS: readonly SectionDef[] = [
  {
    key: 'base',
    title: '基本信息',
    list: false,
    fields: [
      { name: 'name', label: '姓名', kind: 'text', required: true, preset: 'name', maxLength: 40 },
      { name: 'gender', label: '性别', kind: 'select', required: true, options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] },
      { name: 'birthday', label: '出生日期', kind: 'date', required: true, precision: 'day', min: '1946-01-01', maxYearsAgo: 16, start: '1998-01-01' },
      { name: 'degree', label: '最高学历', kind: 'select', required: true, options: opts(DEGREES) },
      { name: 'jobStatus', label: '求职状态', kind: 'select', required: true, options: JOB_STATUSES },
      { name: 'workingDate', label: '参加工作', kind: 'date', precision: 'month', min: '1960-01', start: `${new Date().getFullYear() - 3}-07`, placeholder: '无工作经验可不填' },
      { name: 'graduation', label: '毕业时间', kind: 'date', precision: 'month', min: '1960-01', max: `${new Date().getFullYear() + 4}-12`, placeholder: '学生请填写' },
      { name: 'phone', label: '手机号', kind: 'text', required: true, preset: 'phone', inputMode: 'tel' },
      { name: 'email', label: '邮箱', kind: 'text', preset: 'email', inputMode: 'email', maxLength: 200 },
      { name: 'city', label: '现居城市', kind: 'area', required: true },
    ],
    blank: () => ({ name: '', gender: null, birthday: '', degree: '', jobStatus: null, workingDate: '', graduation: '', phone: '', email: '', city: null }),
  },
  {
    key: 'expect',
    title: RESUME_SECTION_LABELS.expect,
    list: true,
    addText: '添加全职意向',
    fields: [
      { name: 'position', label: '期望职位', kind: 'tree', tree: 'position', required: true },
      { name: 'industry', label: '期望行业', kind: 'tree', tree: 'industry' },
      { name: 'city', label: '工作城市', kind: 'area', required: true },
      { name: 'salary', label: '期望薪资', kind: 'salary', required: true },
    ],
    blank: () => ({ position: null, industry: null, city: null, salary: null }),
  },
  {
    key: 'work',
    title: '工作经历',
    list: true,
    fields: [
      { name: 'company', label: '公司名称', kind: 'text', required: true, maxLength: 160 },
      { name: 'title', label: '职位名称', kind: 'text', required: true, maxLength: 80 },
      { name: 'start', label: '入职时间', kind: 'date', required: true, precision: 'month', min: '1960-01', start: `${new Date().getFullYear() - 2}-03` },
      { name: 'end', label: '离职时间', kind: 'date', precision: 'month', min: '1960-01', untilNow: true },
      { name: 'description', label: '工作内容', kind: 'textarea', preset: 'description', maxLength: 4000, placeholder: '描述你的职责和业绩' },
    ],
    blank: () => ({ company: '', title: '', start: '', end: '', description: '' }),
    cross: periodCheck(),
  },
  {
    key: 'education',
    title: '教育经历',
    list: true,
    fields: [
      { name: 'school', label: '学校名称', kind: 'text', required: true, maxLength: 120, suggest: '/api-user/common/school/find' },
      { name: 'major', label: '专业', kind: 'text', maxLength: 80, suggest: '/api-user/common/major/find' },
      { name: 'degree', label: '学历', kind: 'select', required: true, options: opts(DEGREES) },
      { name: 'start', label: '入学时间', kind: 'date', required: true, precision: 'month', min: '1960-01', start: `${new Date().getFullYear() - 8}-09` },
      { name: 'end', label: '毕业时间', kind: 'date', required: true, precision: 'month', min: '1960-01', max: `${new Date().getFullYear() + 6}-12`, start: `${new Date().getFullYear() - 4}-06` },
    ],
    blank: () => ({ school: '', major: '', degree: '', start: '', end: '' }),
    cross: periodCheck(),
  },
  {
    key: 'project',
    title: '项目经历',
    list: true,
    fields: [
      { name: 'name', label: '项目名称', kind: 'text', required: true, maxLength: 120 },
      { name: 'role', label: '担任角色', kind: 'text', maxLength: 80 },
      { name: 'start', label: '开始时间', kind: 'date', required: true, precision: 'month', min: '1960-01', start: `${new Date().getFullYear() - 1}-01` },
      { name: 'end', label: '结束时间', kind: 'date', precision: 'month', min: '1960-01', untilNow: true },
      { name: 'description', label: '项目描述', kind: 'textarea', preset: 'description', maxLength: 4000 },
    ],
    blank: () => ({ name: '', role: '', start: '', end: '', description: '' }),
    cross: periodCheck(),
  },
  {
    key: 'skill',
    title: '专业技能',
    list: true,
    fields: [
      { name: 'name', label: '技能名称', kind: 'text', required: true, maxLength: 80 },
      { name: 'level', label: '掌握程度', kind: 'select', options: opts(['了解', '熟悉', '熟练', '精通']) },
    ],
    blank: () => ({ name: '', level: '' }),
  },
  {
    key: 'certificate',
    title: RESUME_SECTION_LABELS.certificate,
    list: true,
    fields: [
      { name: 'name', label: '证书名称', kind: 'text', required: true, maxLength: 120 },
      { name: 'date', label: '获得时间', kind: 'date', precision: 'month', min: '1960-01', max: today().slice(0, 7) },
    ],
    blank: () => ({ name: '', date: '' }),
  },
  {
    key: 'language',
    title: '语言能力',
    list: true,
    fields: [
      { name: 'name', label: '语种', kind: 'select', required: true, options: opts(['英语', '日语', '韩语', '德语', '法语', '俄语', '西班牙语', '粤语', '其他']) },
      { name: 'level', label: '掌握程度', kind: 'select', required: true, options: opts(['一般', '良好', '熟练', '精通']) },
    ],
    blank: () => ({ name: '', level: '' }),
  },
  {
    key: 'intro',
    title: '自我介绍',
    list: false,
    fields: [{ name: 'content', label: '自我介绍', kind: 'textarea', required: true, preset: 'description', maxLength: 2000, placeholder: '介绍你的优势、性格和职业规划', ai: 'intro' }],
    blank: () => ({ content: '' }),
  },
];

const BY_KEY = new Map(SECTION_DEFS.map((d) => [d.key, d]));

export function sectionDef(key: string): SectionDef | undefined {
  return BY_KEY.get(key);
}

/** The contract's save schema of each section (the server checks the same). */
const INPUT_SCHEMAS: Record<string, z.ZodType> = {
  base: resumeBaseInputSchema,
  expect: resumeExpectInputSchema,
  work: resumeWorkInputSchema,
  education: resumeEducationInputSchema,
  project: resumeProjectInputSchema,
  skill: resumeSkillInputSchema,
  certificate: resumeCertificateInputSchema,
  language: resumeLanguageInputSchema,
  intro: resumeIntroInputSchema,
};
/** Contract field → the form field that edits it. */
const FIELD_OF: Record<string, string> = { cityCode: 'city', areaCode: 'city', positionId: 'position', industryId: 'industry', salaryMin: 'salary', salaryMax: 'salary' };

/** Problems of the save data by the contract's schema, keyed by form field (the first message of each). */
export function contractErrors(key: string, data: FormValues): Record<string, string> {
  const schema = INPUT_SCHEMAS[key];
  if (!schema) return {};
  const r = schema.safeParse(data);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const f = String(issue.path[0] ?? '');
    const field = FIELD_OF[f] ?? f;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

import { z } from 'zod';
import { idSchema } from './fields';
import { MOBILE_PATTERN, NAME_CHARS, PURE_DIGITS } from './accounts';
import { JOB_EXPERIENCES } from './job';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Contracts of the resume calls (/api-user/resume/*, spec §2, §3, §7, §8, §9):
 * the one online resume of a job seeker (contract 1: addressed by the seeker's
 * user id), its sections, label summary, completeness, registration steps,
 * attachments and their analysis, the recruiter's search and detail, and the
 * PDF export. Dates travel as text: days 'YYYY-MM-DD', months 'YYYY-MM'; an
 * empty period end means 至今 (until now).
 */

// ---------------------------------------------------------------- constants

/** Degrees, lowest first (the recruiter's degree filter means "at least"). */
export const DEGREES = ['初中及以下', '高中', '中专', '大专', '本科', '硕士', '博士'] as const;
export type Degree = (typeof DEGREES)[number];
/** Job-hunting status: 1 离职，随时到岗, 2 在职，月内到岗, 3 在职，考虑机会, 4 暂不考虑. */
export const JOB_STATUSES = { 1: '离职，随时到岗', 2: '在职，月内到岗', 3: '在职，考虑机会', 4: '暂不考虑' } as const;
/** Gender: 1 男, 2 女. */
export const GENDERS = { 1: '男', 2: '女' } as const;
/** Expectation job types: 1 full-time (全职), 2 part-time (兼职). */
export const EXPECT_JOB_TYPE_FULL = 1;
export const EXPECT_JOB_TYPE_PART = 2;
/** Expectations a seeker may keep when the tenant sets nothing (spec §9: 3 and 3). */
export const DEFAULT_UM_EXPECT_NUM = 3;
export const DEFAULT_UM_EXPECT_PART_TIME_NUM = 3;
/** Items per list section (work, education, …) and attachments per seeker. */
export const MAX_SECTION_ITEMS = 20;
export const MAX_ATTACHMENTS = 5;
/** A seeker may refresh the resume once per this interval (1 hour). */
export const RESUME_REFRESH_INTERVAL_MS = 3_600_000;
/** Experience filter of the recruiter's search (the same words as jobs). */
export const EXPERIENCE_FILTERS = JOB_EXPERIENCES;
export type ExperienceFilter = (typeof EXPERIENCE_FILTERS)[number];

/** Section keys that resume save/delete take, in the editor's order. */
export const RESUME_SECTION_KEYS = ['base', 'expect', 'work', 'education', 'project', 'skill', 'certificate', 'language', 'intro'] as const;
export type ResumeSectionKey = (typeof RESUME_SECTION_KEYS)[number];
/** Sections that are lists of items (delete takes one of these with an item id). */
export const RESUME_LIST_KEYS = ['expect', 'work', 'education', 'project', 'skill', 'certificate', 'language'] as const;
export type ResumeListKey = (typeof RESUME_LIST_KEYS)[number];
/** Chinese names of the sections, as the completeness and the editor show them. */
export const RESUME_SECTION_LABELS: Record<ResumeSectionKey, string> = {
  base: '基本信息',
  expect: '求职期望',
  work: '工作经历',
  education: '教育经历',
  project: '项目经历',
  skill: '专业技能',
  certificate: '资格证书',
  language: '语言能力',
  intro: '自我介绍',
};

/** Messages of the server's refusals that the client may want to recognise. */
export const RESUME_MESSAGES = {
  notFound: '简历不存在',
  register: '请先完成简历注册',
  expectLimit: (n: number) => `全职求职期望最多添加${n}个`,
  expectPartTimeLimit: (n: number) => `兼职求职期望最多添加${n}个`,
  refreshTooOften: '简历1小时内只能刷新一次，请稍后再试',
  seekerCannotSearch: '求职者不能搜索简历，请切换为招聘者身份',
  seekerCannotView: '求职者不能查看他人简历，请切换为招聘者身份',
  notRecruiter: '请先加入企业后再查看简历',
  analyseImage: '图片简历暂不支持解析，仅支持 PDF 或 Word（.docx）文件',
  analyseDoc: '旧版 Word（.doc）文件暂不支持解析，请另存为 .docx 或 PDF 后上传',
  analyseEmpty: '未能从文件中读取到文字，可能是扫描件，请手动填写',
  attachmentLimit: `附件简历最多上传${MAX_ATTACHMENTS}份`,
  noCjkFont: '服务器未安装中文字体，暂时无法导出 PDF',
  itemNotFound: '该条记录不存在',
  skipNotAllowed: '该步骤不能跳过',
} as const;

// ---------------------------------------------------------------- field rules

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A month 'YYYY-MM'. */
export const monthSchema = (label: string) =>
  z.string({ error: `请选择${label}` }).trim().min(1, `请选择${label}`).regex(MONTH, `${label}格式不正确`);
/** A period end: a month, or '' for 至今. */
const monthOrNowSchema = (label: string) =>
  z.string({ error: `${label}格式不正确` }).trim().refine((s) => s === '' || MONTH.test(s), `${label}格式不正确`);

/** Free text that may not be purely digits (spec §5 description rule: 内容不能为纯数字). */
export const descriptionSchema = (label: string, max: number, required = false) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .refine((t) => !required || t.length > 0, `请填写${label}`)
    .refine((t) => !PURE_DIGITS.test(t), '内容不能为纯数字');

/** A short required text (company, school, position title…): not purely digits. */
const shortTextSchema = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`)
    .refine((t) => !PURE_DIGITS.test(t), `${label}不能为纯数字`);

const optionalShortText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .refine((t) => !PURE_DIGITS.test(t), `${label}不能为纯数字`)
    .default('');

const itemIdSchema = idSchema('记录 id 无效');

/** The end of a period may not be before its start. */
const periodOk = (v: { start: string; end: string }) => v.end === '' || v.end >= v.start;
const PERIOD_ERROR = { message: '结束时间不能早于开始时间', path: ['end'] };

// ---------------------------------------------------------------- sections

/** Base info (key 'base'). */
export const resumeBaseInputSchema = z.object({
  /** Real name: letters, digits, brackets and Chinese only, not purely digits, at most 20. */
  name: z
    .string({ error: '请输入姓名' })
    .trim()
    .min(1, '请输入姓名')
    .max(20, '姓名不能超过20个字')
    .refine((t) => !PURE_DIGITS.test(t), '名称不能为纯数字')
    .refine((t) => NAME_CHARS.test(t), '名称不能包含特殊符号'),
  /** 1 男, 2 女. */
  gender: z.union([z.literal(1), z.literal(2)], { error: '请选择性别' }),
  /** Birthday 'YYYY-MM-DD'; the seeker must be 16 to 80 years old. */
  birthday: z
    .string({ error: '请选择出生日期' })
    .trim()
    .min(1, '请选择出生日期')
    .refine((s) => DAY.test(s) && isRealDay(s), '出生日期格式不正确'),
  /** Highest degree, one of DEGREES. */
  degree: z.enum(DEGREES, { error: '请选择最高学历' }),
  /** 1-4, see JOB_STATUSES. */
  jobStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择求职状态' }),
  /** Month work began 'YYYY-MM'; '' when the seeker has no work experience (label shows 无经验). */
  workingDate: monthOrNowSchema('参加工作时间').default(''),
  /** Month of (expected) graduation 'YYYY-MM'; students fill it (label shows the class year or 应届生). */
  graduation: monthOrNowSchema('毕业时间').default(''),
  /** Mobile number shown to recruiters once contact is visible. */
  phone: z.string({ error: '请输入手机号' }).trim().min(1, '请输入手机号').regex(MOBILE_PATTERN, '手机号格式不正确'),
  /** E-mail, optional ('' for none). */
  email: z
    .string()
    .trim()
    .max(100, '邮箱过长')
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), '邮箱格式不正确')
    .default(''),
  /** Area code of the city where the seeker lives (areas.code); the server fills cityName. */
  cityCode: z.string({ error: '请选择现居城市' }).trim().min(1, '请选择现居城市').max(12, '城市无效'),
  /** Avatar address (an uploaded image's url) or '' for initials. */
  avatar: z
    .string()
    .trim()
    .max(500, '头像地址过长')
    .refine((u) => u === '' || (u.startsWith('/') && !u.startsWith('//')) || /^https:\/\//.test(u), '头像地址无效')
    .default(''),
});
export type ResumeBaseInput = z.infer<typeof resumeBaseInputSchema>;

/** Base info as answered (plain shapes: a recruiter's view carries masked phone and e-mail). */
export const resumeBaseSchema = z.object({
  name: z.string(),
  /** 1 男, 2 女. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** 'YYYY-MM-DD'. */
  birthday: z.string(),
  /** One of DEGREES. */
  degree: z.enum(DEGREES),
  /** 1-4 (JOB_STATUSES). */
  jobStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** 'YYYY-MM' or '' (no work experience). */
  workingDate: z.string(),
  /** 'YYYY-MM' or ''. */
  graduation: z.string(),
  /** Full number, or masked ('138****0001') in a recruiter's view until contact is visible. */
  phone: z.string(),
  /** Full address, or masked ('l***@example.com'), or ''. */
  email: z.string(),
  cityCode: z.string(),
  /** Name of cityCode, filled by the server. */
  cityName: z.string(),
  /** Avatar address or ''. */
  avatar: z.string(),
});
export type ResumeBase = z.infer<typeof resumeBaseSchema>;

/** One job expectation (key 'expect'); jobType decides the full-time or part-time list. */
export const resumeExpectInputSchema = z
  .object({
    /** Omit to add; give to update that expectation. */
    id: itemIdSchema.optional(),
    /** 1 full-time, 2 part-time. */
    jobType: z.union([z.literal(1), z.literal(2)], { error: '请选择全职或兼职' }).default(1),
    /** Position (positions.id); the server fills positionName. */
    positionId: idSchema('请选择期望职位'),
    /** Area code of the work city (areas.code); the server fills cityName. */
    areaCode: z.string({ error: '请选择工作城市' }).trim().min(1, '请选择工作城市').max(12, '城市无效'),
    /** Industry (industries.id), 0 for any; the server fills industryName. */
    industryId: z.number({ error: '行业无效' }).int('行业无效').min(0, '行业无效').default(0),
    /** Lowest expected salary in yuan per salaryUnit; 0 and 0 mean 面议. */
    salaryMin: z.number({ error: '请选择期望薪资' }).int('薪资必须为整数').min(0, '薪资不能为负数').max(1_000_000, '薪资过高'),
    /** Highest expected salary, not below salaryMin. */
    salaryMax: z.number({ error: '请选择期望薪资' }).int('薪资必须为整数').min(0, '薪资不能为负数').max(1_000_000, '薪资过高'),
    /** 1 per month, 2 per day, 3 per hour. */
    salaryUnit: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '薪资单位无效' }).default(1),
  })
  .refine((v) => v.salaryMax >= v.salaryMin, { message: '最高薪资不能低于最低薪资', path: ['salaryMax'] });
export type ResumeExpectInput = z.infer<typeof resumeExpectInputSchema>;

export const resumeExpectSchema = z.object({
  id: z.number().int(),
  /** 1 full-time, 2 part-time. */
  jobType: z.number().int(),
  positionId: z.number().int(),
  /** Name of the position. */
  positionName: z.string(),
  areaCode: z.string(),
  /** Name of the work city. */
  cityName: z.string(),
  /** 0 for any industry. */
  industryId: z.number().int(),
  /** '' when industryId is 0. */
  industryName: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  salaryUnit: z.number().int(),
});
export type ResumeExpect = z.infer<typeof resumeExpectSchema>;

/** Work experience (key 'work'). */
export const resumeWorkInputSchema = z
  .object({
    /** Omit to add; give to update. */
    id: itemIdSchema.optional(),
    /** Company name. */
    company: shortTextSchema('公司名称', 80),
    /** Position title held. */
    title: shortTextSchema('职位名称', 40),
    /** Start month 'YYYY-MM'. */
    start: monthSchema('入职时间'),
    /** End month, '' for 至今. */
    end: monthOrNowSchema('离职时间').default(''),
    /** What the seeker did: at most 2000, not purely digits. */
    description: descriptionSchema('工作内容', 2000).default(''),
  })
  .refine(periodOk, PERIOD_ERROR);
export const resumeWorkSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  title: z.string(),
  start: z.string(),
  /** '' for 至今. */
  end: z.string(),
  description: z.string(),
});
export type ResumeWork = z.infer<typeof resumeWorkSchema>;

/** Education (key 'education'). */
export const resumeEducationInputSchema = z
  .object({
    /** Omit to add; give to update. */
    id: itemIdSchema.optional(),
    /** School name. */
    school: shortTextSchema('学校名称', 60),
    /** Major, optional. */
    major: optionalShortText('专业', 40),
    /** One of DEGREES. */
    degree: z.enum(DEGREES, { error: '请选择学历' }),
    /** Start month 'YYYY-MM'. */
    start: monthSchema('入学时间'),
    /** Graduation month 'YYYY-MM' (may lie in the future for students). */
    end: monthSchema('毕业时间'),
  })
  .refine(periodOk, PERIOD_ERROR);
export const resumeEducationSchema = z.object({
  id: z.number().int(),
  school: z.string(),
  major: z.string(),
  degree: z.string(),
  start: z.string(),
  end: z.string(),
});
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;

/** Project experience (key 'project'). */
export const resumeProjectInputSchema = z
  .object({
    /** Omit to add; give to update. */
    id: itemIdSchema.optional(),
    /** Project name. */
    name: shortTextSchema('项目名称', 60),
    /** The seeker's role, optional. */
    role: optionalShortText('担任角色', 40),
    /** Start month. */
    start: monthSchema('开始时间'),
    /** End month, '' for 至今. */
    end: monthOrNowSchema('结束时间').default(''),
    /** Project description, not purely digits. */
    description: descriptionSchema('项目描述', 2000).default(''),
  })
  .refine(periodOk, PERIOD_ERROR);
export const resumeProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
});
export type ResumeProject = z.infer<typeof resumeProjectSchema>;

/** A skill (key 'skill'). */
export const resumeSkillInputSchema = z.object({
  /** Omit to add; give to update. */
  id: itemIdSchema.optional(),
  /** Skill name. */
  name: shortTextSchema('技能名称', 40),
  /** 了解, 熟悉, 熟练 or 精通; '' when not given. */
  level: z.enum(['', '了解', '熟悉', '熟练', '精通'], { error: '掌握程度无效' }).default(''),
});
/** A language (key 'language'). */
export const resumeLanguageInputSchema = z.object({
  /** Omit to add; give to update. */
  id: itemIdSchema.optional(),
  /** Language, e.g. 英语. */
  name: shortTextSchema('语种', 20),
  /** 一般, 良好, 熟练 or 精通. */
  level: z.enum(['一般', '良好', '熟练', '精通'], { error: '请选择掌握程度' }),
});
/** Skill and language as answered. */
export const resumeNamedLevelSchema = z.object({ id: z.number().int(), name: z.string(), level: z.string() });
export type ResumeNamedLevel = z.infer<typeof resumeNamedLevelSchema>;

/** A certificate (key 'certificate'). */
export const resumeCertificateInputSchema = z.object({
  /** Omit to add; give to update. */
  id: itemIdSchema.optional(),
  /** Certificate name. */
  name: shortTextSchema('证书名称', 60),
  /** Month obtained 'YYYY-MM', '' when not given. */
  date: monthOrNowSchema('获得时间').default(''),
});
export const resumeCertificateSchema = z.object({ id: z.number().int(), name: z.string(), date: z.string() });
export type ResumeCertificate = z.infer<typeof resumeCertificateSchema>;

/** Self-introduction (key 'intro'): at most 1000, not purely digits. */
export const resumeIntroInputSchema = z.object({
  /** The text; '' clears it. */
  content: descriptionSchema('自我介绍', 1000),
});

// ---------------------------------------------------------------- attachments

/** An attachment resume (contract 2: the shape apply's resume dialog lists). */
export const resumeAttachmentSchema = z.object({
  /** Attachment id (not the file id). */
  id: z.number().int(),
  /** The file's name as uploaded. */
  name: z.string(),
  /** Address of the file (/files/…). */
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Lower-case suffix without the dot: pdf, doc, docx, jpg, png… */
  suffix: z.string(),
  /** ISO time of attaching. */
  createdAt: z.string(),
});
export type ResumeAttachment = z.infer<typeof resumeAttachmentSchema>;
/** attachment/find {} → the logged-in seeker's attachments, newest first. */
export const attachmentFindResultSchema = z.object({ list: z.array(resumeAttachmentSchema) });
export type AttachmentFindResult = z.infer<typeof attachmentFindResultSchema>;
/** attachment/save: attach a file uploaded through /api-auth/upload/option (+ /files/upload). */
export const attachmentSaveInputSchema = z.object({
  /** The uploaded file's id (UploadedFile.id). */
  fileId: z.string({ error: '请先上传文件' }).trim().min(1, '请先上传文件').max(64, '文件无效'),
  /** Display name; defaults to the file's name. */
  name: z.string().trim().max(100, '附件名称过长').optional(),
});
/** attachment/delete and attachment/analyse: one attachment of the seeker. */
export const attachmentIdInputSchema = z.object({ id: idSchema('附件 id 无效') });

// ---------------------------------------------------------------- the resume

/** The whole online resume (one per seeker; id is the seeker's user id, contract 1). */
export const resumeSchema = z.object({
  /** The seeker's user id (also the /resume/:id of the recruiter's detail page). */
  id: z.number().int(),
  /** Base info; null before the first base save (the wizard's first step). */
  base: resumeBaseSchema.nullable(),
  /** Full-time and part-time expectations. */
  expect: z.object({ fullTime: z.array(resumeExpectSchema), partTime: z.array(resumeExpectSchema) }),
  work: z.array(resumeWorkSchema),
  education: z.array(resumeEducationSchema),
  project: z.array(resumeProjectSchema),
  skill: z.array(resumeNamedLevelSchema),
  certificate: z.array(resumeCertificateSchema),
  language: z.array(resumeNamedLevelSchema),
  /** Self-introduction, '' when none. */
  intro: z.string(),
  /** The seeker's attachments (empty in a recruiter's view: those arrive with applications). */
  attachments: z.array(resumeAttachmentSchema),
  /** True when the seeker hides from recruiters (setting invisibleHiring): no search hits. */
  hidden: z.boolean(),
  /** ISO time of the last refresh (orders the recruiter's search), null before any. */
  refreshedAt: z.string().nullable(),
  /** ISO time of the last change. */
  updatedAt: z.string().nullable(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** Label summary (spec §3): age, degree, experience or the student's class. */
export const resumeLabelSchema = z.object({
  /** Whole years from birthday; null without one. */
  age: z.number().int().nullable(),
  /** Highest degree, '' without one. */
  degree: z.string(),
  /** Working experience: 'N年经验', '1年以内', '无经验'; for students 'YYYY届' or '应届生'. */
  experience: z.string(),
  /** True when shown as a student (graduation not yet or within the last year). */
  student: z.boolean(),
  /** The chips in order, e.g. ['25岁', '本科', '3年经验']. */
  parts: z.array(z.string()),
});
export type ResumeLabel = z.infer<typeof resumeLabelSchema>;

/** One missing section. */
export const missingSectionSchema = z.object({
  key: z.enum(RESUME_SECTION_KEYS),
  /** Chinese name of the section (RESUME_SECTION_LABELS). */
  label: z.string(),
  /** Required for applying (base, expect, and work or education): 13002 until filled. */
  required: z.boolean(),
});
/** Completeness: 0-100 and what is missing, in the editor's order. */
export const resumeCompletenessSchema = z.object({
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  missing: z.array(missingSectionSchema),
});
export type ResumeCompleteness = z.infer<typeof resumeCompletenessSchema>;

/** Registration wizard steps (base info → expectation → work/education → done). */
export const REGISTER_STEPS = ['base', 'expect', 'experience', 'done'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];
export const REGISTER_STEP_LABELS: Record<RegisterStep, string> = { base: '基本信息', expect: '求职期望', experience: '工作/教育经历', done: '完成' };
export const registerStateSchema = z.object({
  /** The step to show; 'done' when the wizard is finished (then no 13009). */
  step: z.enum(REGISTER_STEPS),
  /** Each step and whether it is finished (skipped counts as finished). */
  steps: z.array(z.object({ key: z.enum(REGISTER_STEPS), label: z.string(), done: z.boolean(), skipped: z.boolean() })),
});
export type RegisterState = z.infer<typeof registerStateSchema>;
/** register/skip: only the 'experience' step may be skipped (a seeker with neither work nor school to list). */
export const registerSkipInputSchema = z.object({ step: z.enum(REGISTER_STEPS, { error: '步骤无效' }) });

/** The expectation part of the state (spec §3 resume state). */
export const resumeExpectStateSchema = z.object({
  /** Full-time expectations. */
  list: z.array(resumeExpectSchema),
  /** ISO time of the last expectation change, null before any. */
  updatedAt: z.string().nullable(),
  /** Part-time expectations. */
  jobPartTime: z.array(resumeExpectSchema),
  /** Limit of full-time expectations (tenant setting, default 3). */
  umExpectNum: z.number().int(),
  /** Limit of part-time expectations (tenant setting, default 3). */
  umExpectPartTimeNum: z.number().int(),
});

/** resume/get {} and the answer of save/delete/refresh: the seeker's whole state (spec §3). */
export const resumeStateSchema = z.object({
  /** False until base info is saved (the wizard's first step). */
  exists: z.boolean(),
  /** The resume (with empty sections before anything is saved). */
  resume: resumeSchema,
  /** Limit of full-time expectations, default 3. */
  umExpectNum: z.number().int(),
  /** Limit of part-time expectations, default 3. */
  umExpectPartTimeNum: z.number().int(),
  expect: resumeExpectStateSchema,
  /** Label summary from base info. */
  label: resumeLabelSchema,
  completeness: resumeCompletenessSchema,
  register: registerStateSchema,
  /** Id of the item a save created or updated (list sections), else null. */
  savedId: z.number().int().nullable(),
});
export type ResumeState = z.infer<typeof resumeStateSchema>;

// ---------------------------------------------------------------- calls

/** resume/save {key, data}: one section (base, intro) or one item of a list section. */
export const resumeSaveInputSchema = z.discriminatedUnion(
  'key',
  [
    z.object({ key: z.literal('base'), data: resumeBaseInputSchema }),
    z.object({ key: z.literal('expect'), data: resumeExpectInputSchema }),
    z.object({ key: z.literal('work'), data: resumeWorkInputSchema }),
    z.object({ key: z.literal('education'), data: resumeEducationInputSchema }),
    z.object({ key: z.literal('project'), data: resumeProjectInputSchema }),
    z.object({ key: z.literal('skill'), data: resumeSkillInputSchema }),
    z.object({ key: z.literal('certificate'), data: resumeCertificateInputSchema }),
    z.object({ key: z.literal('language'), data: resumeLanguageInputSchema }),
    z.object({ key: z.literal('intro'), data: resumeIntroInputSchema }),
  ],
  { error: '简历模块无效' },
);
export type ResumeSaveInput = z.infer<typeof resumeSaveInputSchema>;

/** resume/delete {key, id}: one item of a list section. */
export const resumeDeleteInputSchema = z.object({
  /** A list section key. */
  key: z.enum(RESUME_LIST_KEYS, { error: '简历模块无效' }),
  /** The item's id. */
  id: itemIdSchema,
});

/** resume/refresh {} → the state with a new refreshedAt (at most once per hour). */
export const resumeRefreshInputSchema = z.object({});

const resumeIdSchema = idSchema('简历 id 无效');
/** resume/relationRightsCount {id} and resume/detail {id}: id is the seeker's user id. */
export const resumeIdInputSchema = z.object({ id: resumeIdSchema });

/** Why contact details are shown or masked in a recruiter's view. */
export const CONTACT_REASONS = ['self', 'applied', 'exchange', 'unlocked', 'masked'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** relationRightsCount {id} → how the caller stands with that resume. */
export const relationRightsCountSchema = z.object({
  /** The seeker's user id. */
  id: z.number().int(),
  /** Applications of this seeker to the caller's company's jobs (not cancelled). */
  applyCount: z.number().int(),
  /** Whether the caller may see phone and e-mail. */
  contactVisible: z.boolean(),
  /** Why (see CONTACT_REASONS). */
  reason: z.enum(CONTACT_REASONS),
  /** Recruiters who opened this resume's detail (distinct). */
  viewCount: z.number().int(),
});
export type RelationRightsCount = z.infer<typeof relationRightsCountSchema>;

/** resume/find: the recruiter's search (job seekers get a clear refusal). */
export const resumeFindInputSchema = pageQuerySchema.extend({
  /** Matches name, expected positions, work titles and companies, schools, majors, skills. */
  keyword: z.string().trim().max(50, '关键词过长').default(''),
  /** Area code: the expectation's work city or the seeker's city (a province code matches its cities). */
  cityCode: z.string().trim().max(12, '城市无效').default(''),
  /** Expected position id (a parent position matches its children). */
  positionId: z.number().int().min(0, '职位无效').default(0),
  /** At least this degree ('' for any). */
  degree: z.union([z.enum(DEGREES), z.literal('')], { error: '学历无效' }).default(''),
  /** Working experience bucket ('' or 不限 for any). */
  experience: z.union([z.enum(EXPERIENCE_FILTERS), z.literal('')], { error: '经验无效' }).default(''),
});
export type ResumeFindInput = z.infer<typeof resumeFindInputSchema>;

/** One hit of the recruiter's search. */
export const resumeListItemSchema = z.object({
  /** The seeker's user id (→ /resume/:id). */
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  /** 1 男, 2 女. */
  gender: z.number().int(),
  label: resumeLabelSchema,
  /** 1-4 (JOB_STATUSES). */
  jobStatus: z.number().int(),
  /** Names of the full-time expected positions. */
  expectPositions: z.array(z.string()),
  /** City of the first expectation, else the seeker's city. */
  expectCity: z.string(),
  /** The first expectation's salary (min, max, unit), null without any. */
  salary: z.object({ min: z.number().int(), max: z.number().int(), unit: z.number().int() }).nullable(),
  /** Latest work (company, title), null without any. */
  lastWork: z.object({ company: z.string(), title: z.string() }).nullable(),
  /** Highest education's school, '' without any. */
  school: z.string(),
  /** First words of the self-introduction. */
  intro: z.string(),
  refreshedAt: z.string().nullable(),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export const resumeFindResultSchema = pageResultSchema(resumeListItemSchema);
export type ResumeFindResult = z.infer<typeof resumeFindResultSchema>;

/** resume/detail {id}: a resume as a recruiter (or the seeker in preview) sees it. */
export const resumeDetailSchema = z.object({
  /** The resume; base.phone and base.email are masked ('138****0001') unless contactVisible. */
  resume: resumeSchema,
  label: resumeLabelSchema,
  /** Whether phone and e-mail are shown in full. */
  contactVisible: z.boolean(),
  /** Why: 'self' own resume, 'applied' applied to this company, 'exchange' accepted an exchange, 'masked' none yet. */
  contactReason: z.enum(CONTACT_REASONS),
  /** Applications of this seeker to the viewer's company (newest first; empty for the seeker). */
  applications: z.array(z.object({ id: z.number().int(), jobId: z.number().int(), jobTitle: z.string(), status: z.number().int(), createdAt: z.string() })),
});
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

/** resume/export {} → the seeker's own resume as an A4 PDF, opened through the 'file-download' popup. */
export const resumeExportResultSchema = z.object({
  /** Address of the PDF (/files/… of the upload store). */
  url: z.string(),
  /** File name to offer, e.g. 张三的简历.pdf. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type ResumeExportResult = z.infer<typeof resumeExportResultSchema>;

/** attachment/analyse {id} → a proposed resume the seeker reviews and accepts section by section. */
export const resumeAnalysisSchema = z.object({
  /** Attachment analysed. */
  id: z.number().int(),
  /** Proposed base fields (only those found). */
  base: z.object({
    name: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    gender: z.number().int().optional(),
    birthday: z.string().optional(),
  }),
  /** Proposed education items (fields as resumeEducationInputSchema; degree '' when not found). */
  education: z.array(z.object({ school: z.string(), major: z.string(), degree: z.string(), start: z.string(), end: z.string() })),
  /** Proposed work items (fields as resumeWorkInputSchema). */
  work: z.array(z.object({ company: z.string(), title: z.string(), start: z.string(), end: z.string(), description: z.string() })),
  /** Proposed self-introduction, '' when none. */
  intro: z.string(),
  /** Proposed skills (names). */
  skills: z.array(z.string()),
  /** Characters of text read from the file. */
  textLength: z.number().int(),
});
export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;

/** One recruiter who opened the seeker's resume (who viewed me, a VIP perk). */
export const resumeViewerSchema = z.object({
  /** The recruiter's name as they show it. */
  name: z.string(),
  avatar: z.string(),
  /** The recruiter's company (short name), '' when they have none any more. */
  companyName: z.string(),
  companyId: z.number().int().nullable(),
  /** Last time they opened the resume (ISO). */
  viewedAt: z.string(),
});
export type ResumeViewer = z.infer<typeof resumeViewerSchema>;
export const resumeViewersResultSchema = pageResultSchema(resumeViewerSchema);
export type ResumeViewersResult = z.infer<typeof resumeViewersResultSchema>;

/** Paths of the resume calls, named once. */
export const RESUME_PATHS = {
  get: '/api-user/resume/get',
  save: '/api-user/resume/save',
  delete: '/api-user/resume/delete',
  refresh: '/api-user/resume/refresh',
  relationRightsCount: '/api-user/resume/relationRightsCount',
  registerSteps: '/api-user/resume/register/steps',
  registerSkip: '/api-user/resume/register/skip',
  attachmentFind: '/api-user/resume/attachment/find',
  attachmentSave: '/api-user/resume/attachment/save',
  attachmentDelete: '/api-user/resume/attachment/delete',
  attachmentAnalyse: '/api-user/resume/attachment/analyse',
  find: '/api-user/resume/find',
  detail: '/api-user/resume/detail',
  export: '/api-user/resume/export',
  /** Who viewed my resume (VIP only; others 14550 with the key vip). */
  viewersFind: '/api-user/resume/viewersFind',
} as const;

import { z } from 'zod';
import { idSchema } from './fields';
import { PURE_DIGITS } from './accounts';
import { pageQuerySchema, pageResultSchema } from './paging';
import { JOB_DEGREES, JOB_EXPERIENCES, jobSummarySchema } from './job';

/**
 * Recruiter job management (spec §7: /api-user/job/saveMany, mapInit,
 * channelResultFind). One saveMany call creates, edits, closes, reopens and
 * refreshes any number of the recruiter's jobs in one transaction.
 */

/** 1 full-time, 2 part-time, 3 internship. */
export const JOB_TYPES = [
  { value: 1, label: '全职' },
  { value: 2, label: '兼职' },
  { value: 3, label: '实习' },
] as const;
/** Salary units: 1 per month, 2 per day, 3 per hour, with the range a salary of that unit may take (yuan). */
export const JOB_SALARY_UNITS = [
  { value: 1, label: '元/月', name: '月薪', min: 500, max: 1_000_000 },
  { value: 2, label: '元/天', name: '日薪', min: 10, max: 10_000 },
  { value: 3, label: '元/时', name: '时薪', min: 5, max: 2_000 },
] as const;
/** Welfare tags a job may carry at most. */
export const JOB_TAGS_MAX = 8;
export const JOB_TAG_MAX_CHARS = 10;
export const JOB_TITLE_MIN = 2;
export const JOB_TITLE_MAX = 30;
export const JOB_DESCRIPTION_MIN = 10;
export const JOB_DESCRIPTION_MAX = 5000;
/** Jobs one saveMany call may carry. */
export const JOB_SAVE_MANY_MAX = 20;
/** Tags the editor offers (free text is allowed too). */
export const JOB_TAG_SUGGESTIONS = ['五险一金', '双休', '弹性工作', '年终奖', '带薪年假', '餐补', '交通补助', '定期体检', '节日福利', '员工培训', '包吃', '包住宿', '股票期权', '团建旅游'] as const;

/**
 * A job title: the name rule of spec §5 (not purely digits, no special
 * symbols), widened by the marks titles really use (C/C++, C#, 前端/后端, 客服·夜班).
 */
export const JOB_TITLE_CHARS = /^[A-Za-z0-9()（）[\]【】\u3400-\u4dbf\u4e00-\u9fff/+#·\-、. ]+$/;

/** A job contact's name: at most this many characters. */
export const JOB_CONTACT_NAME_MAX = 20;

export const JOB_MESSAGES = {
  titleEmpty: '请输入职位名称',
  titleShort: `职位名称至少 ${JOB_TITLE_MIN} 个字`,
  titleLong: `职位名称最多 ${JOB_TITLE_MAX} 个字`,
  titleDigits: '名称不能为纯数字',
  titleSymbols: '名称不能包含特殊符号',
  salaryEmpty: '请输入薪资',
  salaryInt: '薪资应为整数',
  salaryUnit: '请选择薪资单位',
  salaryOrder: '最低薪资不能高于最高薪资',
  areaEmpty: '请选择工作地区',
  areaUnknown: '所选地区不存在',
  cityMismatch: '所选城市不属于该省份',
  districtMismatch: '所选区县不属于该城市',
  districtEmpty: '请选择区县',
  addressEmpty: '请输入详细地址',
  addressLong: '详细地址最多 100 个字',
  addressDigits: '地址不能为纯数字',
  industryEmpty: '请选择所属行业',
  industryUnknown: '所选行业不存在',
  positionEmpty: '请选择职位类别',
  positionUnknown: '所选职位类别不存在',
  positionLevel: '请选择具体的职位类别',
  experience: '请选择工作经验',
  degree: '请选择学历要求',
  jobType: '请选择工作性质',
  tagsMax: `福利标签最多 ${JOB_TAGS_MAX} 个`,
  tagLong: `每个标签最多 ${JOB_TAG_MAX_CHARS} 个字`,
  tagEmpty: '标签不能为空',
  descriptionEmpty: '请输入职位描述',
  descriptionShort: `职位描述至少 ${JOB_DESCRIPTION_MIN} 个字`,
  descriptionLong: `职位描述最多 ${JOB_DESCRIPTION_MAX} 个字`,
  descriptionDigits: '内容不能为纯数字',
  lat: '纬度应在 -90 到 90 之间',
  lng: '经度应在 -180 到 180 之间',
  location: '请在地图上选择位置',
  contactNameLong: `联系人最多 ${JOB_CONTACT_NAME_MAX} 个字`,
  contactNameDigits: '联系人不能为纯数字',
  contactPhone: '联系电话应为手机号或固定电话（如 0571-88886666）',
  contactEmail: '联系邮箱格式不正确',
  contactWechat: '微信号格式不正确',
} as const;

/** A job's contact number: a mobile number, a landline with area code (and extension), or a 400/800 line. */
export const JOB_CONTACT_PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;
const JOB_CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const JOB_CONTACT_WECHAT = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;

/** An optional contact field: '' (the recruiter's card answers instead) or a value passing `ok`. */
const optionalContact = (max: number, ok: (v: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => v === '' || ok(v), message)
    .default('');

/** Characters as users count them: a surrogate pair (an emoji) is one. */
const chars = (s: string) => [...s].length;

const areaCode = (empty: string) => z.string({ error: empty }).regex(/^\d{6}$/, JOB_MESSAGES.areaUnknown);
const id = (empty: string) => idSchema(empty);
const salary = z.number({ error: JOB_MESSAGES.salaryEmpty }).int(JOB_MESSAGES.salaryInt);

/**
 * The salary rules across fields: each bound within its unit's range, the
 * minimum not above the maximum. Exported on its own because an object's
 * refinements do not run while one of its fields is invalid, and a form wants
 * to show this next to the others.
 */
export function jobSalaryProblems(min: number, max: number, unitValue: number): { path: 'salaryMin' | 'salaryMax'; message: string }[] {
  const out: { path: 'salaryMin' | 'salaryMax'; message: string }[] = [];
  const unit = JOB_SALARY_UNITS.find((u) => u.value === unitValue);
  if (unit) {
    for (const [path, n] of [['salaryMin', min], ['salaryMax', max]] as const) {
      if (n < unit.min || n > unit.max) out.push({ path, message: `${unit.name}应在 ${unit.min} 至 ${unit.max} 元之间` });
    }
  }
  if (min > max) out.push({ path: 'salaryMax', message: JOB_MESSAGES.salaryOrder });
  return out;
}

/** A job's own contact, every field optional ('' falls back to the recruiter's card); the 74cms importer checks old contacts with it too. */
export const jobContactSchema = z.object({
  /** Who answers for this job; '' shows the recruiter's own name. */
  contactName: z
    .string({ error: JOB_MESSAGES.contactNameLong })
    .trim()
    .refine((t) => chars(t) <= JOB_CONTACT_NAME_MAX, JOB_MESSAGES.contactNameLong)
    .refine((t) => !PURE_DIGITS.test(t), JOB_MESSAGES.contactNameDigits)
    .default(''),
  /** The job's contact number (JOB_CONTACT_PHONE); '' uses the recruiter's card. */
  contactMobile: optionalContact(30, (v) => JOB_CONTACT_PHONE.test(v), JOB_MESSAGES.contactPhone),
  /** The job's contact e-mail; '' uses the recruiter's card. */
  contactEmail: optionalContact(100, (v) => JOB_CONTACT_EMAIL.test(v), JOB_MESSAGES.contactEmail),
  /** The job's contact WeChat id; '' uses the recruiter's card. */
  contactWechat: optionalContact(20, (v) => JOB_CONTACT_WECHAT.test(v), JOB_MESSAGES.contactWechat),
});

/** Every field of a job as the recruiter sets it (the full record saveMany validates). */
export const jobFieldsSchema = z
  .object({
    /** 2-30 characters; not purely digits; letters, digits, Chinese, brackets and / + # · - 、 . */
    title: z
      .string({ error: JOB_MESSAGES.titleEmpty })
      .trim()
      .min(1, JOB_MESSAGES.titleEmpty)
      .refine((t) => t === '' || chars(t) >= JOB_TITLE_MIN, JOB_MESSAGES.titleShort)
      .refine((t) => chars(t) <= JOB_TITLE_MAX, JOB_MESSAGES.titleLong)
      .refine((t) => !PURE_DIGITS.test(t), JOB_MESSAGES.titleDigits)
      .refine((t) => t === '' || JOB_TITLE_CHARS.test(t), JOB_MESSAGES.titleSymbols),
    /** Lowest pay in yuan per salaryUnit. */
    salaryMin: salary,
    /** Highest pay in yuan per salaryUnit; not below salaryMin. */
    salaryMax: salary,
    /** 1 per month, 2 per day, 3 per hour. */
    salaryUnit: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: JOB_MESSAGES.salaryUnit }),
    /** Province code (6 digits, level 1). */
    provinceCode: areaCode(JOB_MESSAGES.areaEmpty),
    /** City code (level 2) inside the province. */
    cityCode: areaCode(JOB_MESSAGES.areaEmpty),
    /** District code (level 3) inside the city; '' only where the city has no districts. */
    districtCode: z.union([z.literal(''), areaCode(JOB_MESSAGES.districtEmpty)]).default(''),
    /** Street and number. */
    address: z
      .string({ error: JOB_MESSAGES.addressEmpty })
      .trim()
      .min(1, JOB_MESSAGES.addressEmpty)
      .max(100, JOB_MESSAGES.addressLong)
      .refine((t) => !PURE_DIGITS.test(t), JOB_MESSAGES.addressDigits),
    /** Latitude of the workplace. */
    lat: z.number({ error: JOB_MESSAGES.location }).min(-90, JOB_MESSAGES.lat).max(90, JOB_MESSAGES.lat),
    /** Longitude of the workplace. */
    lng: z.number({ error: JOB_MESSAGES.location }).min(-180, JOB_MESSAGES.lng).max(180, JOB_MESSAGES.lng),
    /** An industry id (common data). */
    industryId: id(JOB_MESSAGES.industryEmpty),
    /** A position category id of level 3 (common data). */
    positionId: id(JOB_MESSAGES.positionEmpty),
    /** One of JOB_EXPERIENCES. */
    experience: z.enum(JOB_EXPERIENCES, { error: JOB_MESSAGES.experience }),
    /** One of JOB_DEGREES. */
    degree: z.enum(JOB_DEGREES, { error: JOB_MESSAGES.degree }),
    /** 1 full-time, 2 part-time, 3 internship. */
    jobType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: JOB_MESSAGES.jobType }),
    /** Welfare tags, at most 8, each 1-10 characters; repeats are dropped. */
    tags: z
      .array(
        z
          .string({ error: JOB_MESSAGES.tagEmpty })
          .trim()
          .min(1, JOB_MESSAGES.tagEmpty)
          .refine((t) => chars(t) <= JOB_TAG_MAX_CHARS, JOB_MESSAGES.tagLong),
        { error: JOB_MESSAGES.tagsMax },
      )
      .transform((list) => [...new Set(list)])
      .refine((list) => list.length <= JOB_TAGS_MAX, JOB_MESSAGES.tagsMax)
      .default([]),
    /** 10-5000 characters, not purely digits. */
    description: z
      .string({ error: JOB_MESSAGES.descriptionEmpty })
      .trim()
      .min(1, JOB_MESSAGES.descriptionEmpty)
      .refine((t) => t === '' || chars(t) >= JOB_DESCRIPTION_MIN, JOB_MESSAGES.descriptionShort)
      .refine((t) => chars(t) <= JOB_DESCRIPTION_MAX, JOB_MESSAGES.descriptionLong)
      .refine((t) => !PURE_DIGITS.test(t), JOB_MESSAGES.descriptionDigits),
    /** Shown with the 急聘 mark. */
    isUrgent: z.boolean({ error: '急聘只能是是或否' }).default(false),
    ...jobContactSchema.shape,
  })
  .superRefine((v, ctx) => {
    for (const p of jobSalaryProblems(v.salaryMin, v.salaryMax, v.salaryUnit)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type JobFields = z.infer<typeof jobFieldsSchema>;
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;
export type JobField = keyof JobFields;

/** 1 open, 0 closed. */
export const JOB_STATUS_OPEN = 1;
export const JOB_STATUS_CLOSED = 0;

/**
 * One job of saveMany. Without id: a new job, every field required. With id:
 * only the fields given change (the merged record is validated again), and
 * status closes (0) or reopens (1) it, refresh moves it to the top of lists.
 * Field values are checked by the server against jobFieldsSchema.
 */
export const jobSaveItemSchema = z.object({
  /** The job to change; absent to create one. */
  id: idSchema('职位 id 无效').optional(),
  /** The company to post under, for a recruiter of several (default: the first). */
  companyId: idSchema('企业 id 无效').optional(),
  /** 0 close, 1 reopen. */
  status: z.union([z.literal(JOB_STATUS_CLOSED), z.literal(JOB_STATUS_OPEN)], { error: '职位状态只能是 0（关闭）或 1（开放）' }).optional(),
  /** Move the job to the top of the lists (refreshed now). */
  refresh: z.boolean({ error: 'refresh 只能是 true 或 false' }).optional(),
  /** Fields to set (all of them for a new job). */
  data: z.record(z.string(), z.unknown(), { error: '职位信息格式不正确' }).optional(),
}, { error: '职位格式不正确' });
export type JobSaveItem = z.infer<typeof jobSaveItemSchema>;

export const jobSaveManyInputSchema = z.object({
  /** The jobs to create or change, in order; all or none are saved. */
  list: z.array(jobSaveItemSchema, { error: '请提交职位列表' }).min(1, '请至少提交一个职位').max(JOB_SAVE_MANY_MAX, `一次最多保存 ${JOB_SAVE_MANY_MAX} 个职位`),
});
export type JobSaveManyInput = z.infer<typeof jobSaveManyInputSchema>;

/** What saveMany answers per item, in the order given. */
export const jobSaveResultSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      created: z.boolean(),
      status: z.number().int(),
      refreshedAt: z.string(),
    }),
  ),
});
export type JobSaveResult = z.infer<typeof jobSaveResultSchema>;

/** mapInit: optionally the job whose place to centre on. */
export const mapInitInputSchema = z.object({ jobId: idSchema('职位 id 无效').optional() });
/** Map location (spec §3): lat, lng, zoom; source tells where it came from. */
export const mapLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  zoom: z.number().int(),
  /** job (the job's place), company (the recruiter's company address) or city (the site's default city). */
  source: z.enum(['job', 'company', 'city']),
  /** The address or city name shown beside the map. */
  label: z.string(),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;

/** channelResultFind: the recruiter's jobs, filterable by status. */
export const channelResultFindInputSchema = pageQuerySchema.extend({
  /** 1 open, 0 closed; absent for all. */
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).optional(),
  /** Words in the title. */
  keyword: z.string({ error: '关键词格式不正确' }).trim().max(30, '关键词最多 30 个字').optional(),
});
export type ChannelResultFindInput = z.infer<typeof channelResultFindInputSchema>;

/** A recruiter's own job: the list fields of any job, and what only its owner sees. */
export const managedJobSchema = jobSummarySchema
  .pick({ id: true, title: true, salaryMin: true, salaryMax: true, salaryUnit: true, cityName: true, districtName: true, experience: true, degree: true, isUrgent: true, refreshedAt: true })
  .extend({
    jobType: z.number().int(),
    /** 1 open, 0 closed. */
    status: z.number().int(),
    /** Times the job was opened. */
    views: z.number().int(),
    /** Applications (job_applications) not cancelled by the seeker. */
    applications: z.number().int(),
    /** Of those, still unread (status 1 submitted). */
    unread: z.number().int(),
    createdAt: z.string(),
  });
export type ManagedJob = z.infer<typeof managedJobSchema>;

export const channelResultSchema = pageResultSchema(managedJobSchema).extend({
  /** Jobs per status, whatever the filter. */
  counts: z.object({ all: z.number().int(), open: z.number().int(), closed: z.number().int() }),
});
export type ChannelResult = z.infer<typeof channelResultSchema>;

/** manageGet: one of the recruiter's jobs with every editable field and the names of its codes. */
export const manageGetInputSchema = z.object({ id: idSchema('职位 id 无效') });
export const editableJobSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  fields: z.object({
    title: z.string(),
    salaryMin: z.number().int(),
    salaryMax: z.number().int(),
    salaryUnit: z.number().int(),
    provinceCode: z.string(),
    cityCode: z.string(),
    districtCode: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    industryId: z.number().int(),
    positionId: z.number().int(),
    experience: z.string(),
    degree: z.string(),
    jobType: z.number().int(),
    tags: z.array(z.string()),
    description: z.string(),
    isUrgent: z.boolean(),
    contactName: z.string().default(''),
    contactMobile: z.string().default(''),
    contactEmail: z.string().default(''),
    contactWechat: z.string().default(''),
  }),
  names: z.object({ area: z.string(), industry: z.string(), position: z.string() }),
});
export type EditableJob = z.infer<typeof editableJobSchema>;

/** A tree item (spec §3) for the tree picker. */
export interface OptionTreeItem {
  id: number;
  pid: number;
  name: string;
  children?: OptionTreeItem[];
}
const optionTreeItemSchema: z.ZodType<OptionTreeItem> = z.lazy(() =>
  z.object({ id: z.number().int(), pid: z.number().int(), name: z.string(), children: z.array(optionTreeItemSchema).optional() }),
);

/** manageOptions: what the job editor's pickers offer. */
export const manageOptionsSchema = z.object({
  industries: z.array(optionTreeItemSchema),
  positions: z.array(optionTreeItemSchema),
  experiences: z.array(z.string()),
  degrees: z.array(z.string()),
  tagSuggestions: z.array(z.string()),
});
export type ManageOptions = z.infer<typeof manageOptionsSchema>;

import { z } from 'zod';
import { idSchema } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

export const JOB_SORTS = ['new', 'salary', 'hot'] as const;
/** The job search screen's tabs (/job): the three orders, then 附近 when the design offers it (the server's skeleton draws them too). */
export const JOB_SEARCH_TABS = [
  { mode: 'new', label: '最新' },
  { mode: 'salary', label: '薪资' },
  { mode: 'hot', label: '最热' },
  { mode: 'nearby', label: '附近' },
] as const satisfies readonly { mode: (typeof JOB_SORTS)[number] | 'nearby'; label: string }[];
/** The job search box's hint when the design sets none. */
export const JOB_SEARCH_PLACEHOLDER = '搜索职位、公司';
/**
 * Experience a job asks for, as stored in jobs.experience: the one list of the
 * recruiter's job editor, the seeker's job filter and the recruiter's resume
 * filter. Two spellings of "under a year" once made that filter find nothing.
 */
export const JOB_EXPERIENCES = ['不限', '应届生', '1年以下', '1-3年', '3-5年', '5-10年', '10年以上'] as const;
export type JobExperience = (typeof JOB_EXPERIENCES)[number];
/** Degree a job asks for, as stored in jobs.degree. */
export const JOB_DEGREES = ['不限', '高中', '大专', '本科', '硕士', '博士'] as const;
/** jobs.job_type: 1 full-time, 2 part-time, 3 internship. */
export const JOB_TYPE_VALUES = [1, 2, 3] as const;
/** jobs.salary_unit: 1 month, 2 day, 3 hour. */
export const SALARY_UNIT_VALUES = [1, 2, 3] as const;
/**
 * Job searches count matches up to this many: an answer's total is at most one
 * more, read as "300+", and paging goes on until a short page (counting every
 * match of a broad search costs more than the page itself).
 */
export const JOB_COUNT_CAP = 300;
/** Largest salary a filter accepts (yuan). */
export const SALARY_FILTER_MAX = 1_000_000;

const salary = (what: string) =>
  z.coerce
    .number({ error: `${what}无效` })
    .int(`${what}无效`)
    .min(0, '薪资不能为负数')
    .max(SALARY_FILTER_MAX, '薪资超出范围');
/** One value or a list of them (the filter popup sends lists; links may send one). */
const oneOrMany = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max, tooMany));

/** The filters job find, find/lbs and the filter popup share. */
export const jobFilterSchema = z
  .object({
    /** Words searched in title, tags and the company's names. */
    keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
    /** An area code (province, city or district, 6 digits). */
    areaCode: z.string().regex(/^\d{6}$/, '地区编码应为 6 位数字').optional(),
    /** An industry id; a top-level industry covers its children. */
    industryId: idSchema('行业 id 无效').optional(),
    /** A position category of any level (1 category, 2 group, 3 position). */
    positionId: z.coerce.number({ error: '职位类别无效' }).int('职位类别无效').positive('职位类别无效').max(99_999, '职位类别无效').optional(),
    /** Lowest acceptable salary (per salaryUnit, yuan): jobs paying at least this at their top. */
    salaryMin: salary('最低薪资').optional(),
    /** Highest salary of the wanted range: jobs starting at or below this. */
    salaryMax: salary('最高薪资').optional(),
    /** Unit of salaryMin/salaryMax and of the jobs shown: 1 month (default with a salary), 2 day, 3 hour. */
    salaryUnit: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '薪资单位只能是 1(月)、2(日) 或 3(时)' })).optional(),
    /** Experience asked for (any of). */
    experience: oneOrMany(z.enum(JOB_EXPERIENCES, { error: '工作经验选项无效' }), 7, '工作经验最多选 7 项').optional(),
    /** Degree asked for (any of). */
    degree: oneOrMany(z.enum(JOB_DEGREES, { error: '学历选项无效' }), 6, '学历最多选 6 项').optional(),
    /** 1 full-time, 2 part-time, 3 internship (any of). */
    jobType: oneOrMany(z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '工作性质只能是 1、2 或 3' })), 3, '工作性质最多选 3 项').optional(),
    /** Jobs of one company (the company page). */
    companyId: idSchema('公司 id 无效').optional(),
    /** Leave this job out (similar jobs on a job page). */
    excludeId: idSchema().optional(),
  })
  .refine((f) => f.salaryMin === undefined || f.salaryMax === undefined || f.salaryMax === 0 || f.salaryMin <= f.salaryMax, {
    message: '最低薪资不能高于最高薪资',
    path: ['salaryMin'],
  });
export type JobFilter = z.infer<typeof jobFilterSchema>;

/** Input of /api-user/job/find. */
export const jobFindInputSchema = z.intersection(
  pageQuerySchema.extend({
    /** Sort order: newest, best paid or most viewed. */
    sort: z.enum(JOB_SORTS, { message: '排序方式只能是 new、salary 或 hot' }).default('new'),
  }),
  jobFilterSchema,
);
export type JobFindInput = z.infer<typeof jobFindInputSchema>;

/** Nearby search radius (m): default 5 km, 100 m to 50 km. */
export const LBS_RADIUS_DEFAULT_M = 5_000;
export const LBS_RADIUS_MAX_M = 50_000;

/** Input of /api-user/job/find/lbs: nearest first within the radius. */
export const jobLbsInputSchema = z.intersection(
  pageQuerySchema.extend({
    lat: z.coerce.number({ error: '纬度无效' }).min(-90, '纬度超出范围').max(90, '纬度超出范围'),
    lng: z.coerce.number({ error: '经度无效' }).min(-180, '经度超出范围').max(180, '经度超出范围'),
    /** Metres, 100 to 50,000. */
    radius: z.coerce.number({ error: '范围无效' }).int('范围无效').min(100, '范围至少 100 米').max(LBS_RADIUS_MAX_M, '范围最多 50 公里').default(LBS_RADIUS_DEFAULT_M),
  }),
  jobFilterSchema,
);
export type JobLbsInput = z.infer<typeof jobLbsInputSchema>;

/** Input of findNews and findRush: a page, optionally in one area. */
export const jobLatestInputSchema = pageQuerySchema.extend({
  areaCode: z.string().regex(/^\d{6}$/, '地区编码应为 6 位数字').optional(),
});

/** A job as lists show it. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  /** 1 monthly, 2 daily, 3 hourly (salaryUnit of the user setting). */
  salaryUnit: z.number().int(),
  cityName: z.string(),
  districtName: z.string(),
  experience: z.string(),
  degree: z.string(),
  /** 1 full-time, 2 part-time, 3 internship. */
  jobType: z.number().int().default(1),
  tags: z.array(z.string()),
  isUrgent: z.boolean(),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  refreshedAt: z.string(),
  /** Metres from the searched point (find/lbs only). */
  distance: z.number().optional(),
  /** Where the job is, in the stored datum GCJ-02 (find/lbs only: its pin on the nearby map). */
  point: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobPageSchema = pageResultSchema(jobSummarySchema);
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobGetInputSchema = z.object({ id: idSchema('职位 id 无效') });

/** The company card of a job page. */
export const jobCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  industryName: z.string(),
  scale: z.string(),
  nature: z.string(),
  verified: z.boolean(),
  /** Open jobs of the company. */
  jobCount: z.number().int(),
});

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  industryName: z.string(),
  positionName: z.string(),
  /** The position category (level 3), for similar jobs. */
  positionId: z.number().int().default(0),
  cityCode: z.string().default(''),
  views: z.number().int(),
  createdAt: z.string().default(''),
  /** 1 open, 0 closed. */
  status: z.number().int().default(1),
  companyInfo: jobCompanySchema.optional(),
  /** Who posted it. */
  recruiter: z.object({ id: z.number().int(), name: z.string(), avatar: z.string(), position: z.string() }).nullable().optional(),
  /** How it takes applications (as job/sendGet's type): 0 resume, 1 sign-up form, 2 none online (talk to the recruiter). */
  applyMode: z.number().int().min(0).max(2).default(0),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** One section of the filter popup (the 'filter' popup's sections). */
export const filterOptionSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })),
});
export const filterOptionSchema = z.object({ sections: z.array(filterOptionSectionSchema), sorts: z.array(z.object({ label: z.string(), value: z.string() })) });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** Input of /api-user/search/autoComplete. */
export const autoCompleteInputSchema = z.object({
  keyword: z.string({ error: '请输入关键词' }).trim().min(1, '请输入关键词').max(50, '关键词最多 50 个字'),
});
/** A suggestion: kind 'position' (a category), 'job' (a title) or 'company'. */
export const suggestionSchema = z.object({ kind: z.enum(['position', 'job', 'company']), text: z.string(), id: z.number().int().optional() });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** The search history of the logged-in user, newest first. */
export const searchHistorySchema = z.object({ list: z.array(z.object({ keyword: z.string(), searchedAt: z.string() })) });

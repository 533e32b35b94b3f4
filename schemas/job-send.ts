import { z } from 'zod';
import { idSchema } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Applying to jobs and the applications that follow (/api-user/job/send*,
 * contactGet) and the notices each change leaves (/api-user/notice/*).
 * Statuses are those of the shared job_applications table (contracts.md §5).
 */

export const SEND_STATUS_SUBMITTED = 1;
export const SEND_STATUS_VIEWED = 2;
export const SEND_STATUS_INVITED = 3;
export const SEND_STATUS_PASSED = 4;
export const SEND_STATUS_REJECTED = 5;
export const SEND_STATUS_CANCELLED = 6;

/** Status names as both sides show them. */
export const SEND_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: '已投递',
  2: '被查看',
  3: '邀请面试',
  4: '通过',
  5: '不合适',
  6: '已撤回',
};

/** sendGet data.type (spec §1): 0 the resume dialog, 1 a sign-up form, 2 not supported. */
export const APPLY_TYPE_RESUME = 0;
export const APPLY_TYPE_FORM = 1;
export const APPLY_TYPE_UNSUPPORTED = 2;

/** Resume kinds of an application: the online resume or an attachment. */
export const RESUME_KIND_ONLINE = 0;
export const RESUME_KIND_ATTACHMENT = 1;

/** Longest note a seeker may add to an application. */
export const SEND_NOTE_MAX = 200;
/** Most jobs one sendResume call may apply to. */
export const SEND_BATCH_MAX = 20;

const id = (msg: string) => idSchema(msg);
const jobId = id('职位 id 无效');
const sendId = id('投递记录 id 无效');

/** sendGet (submit-before) input. */
export const sendGetInputSchema = z.object({
  /** The job's id. */
  id: jobId,
});

/** sendGet answer: how this job takes applications, and whether the user already applied. */
export const sendGetResultSchema = z.object({
  /** 0 the resume-submission dialog, 1 a sign-up form, 2 not supported (暂不支持). */
  type: z.number().int().min(0).max(2),
  /** The job's id. */
  jobId: z.number().int(),
  /** The job's title, for the dialog's heading. */
  title: z.string(),
  /** True while an application of this user to this job is open (not cancelled). */
  applied: z.boolean(),
  /** That application's id and status, when applied. */
  sendId: z.number().int().nullable(),
  status: z.number().int().nullable(),
  /** Type 1: the design page of the sign-up form and the popup's title. */
  form: z.object({ page: z.string(), title: z.string() }).nullable(),
});
export type SendGetResult = z.infer<typeof sendGetResultSchema>;

/** sendResume input: one job (id) or several (ids); a liveId turns into model 'live', an eventId into model 'event', and modelId. */
export const sendResumeInputSchema = z
  .object({
    /** One job. */
    id: jobId.optional(),
    /** Several jobs at once (a live stream's job list). */
    ids: z.array(jobId).min(1, '请选择职位').max(SEND_BATCH_MAX, `一次最多投递 ${SEND_BATCH_MAX} 个职位`).optional(),
    /** The live stream the application came from. */
    liveId: id('直播 id 无效').optional(),
    /** The career fair, teach-in or talk whose page the application came from (model 'event'). */
    eventId: id('活动 id 无效').optional(),
    /** 0 the online resume, 1 an attachment. */
    resumeKind: z.union([z.literal(0), z.literal(1)], { error: '简历类型只能是在线简历或附件' }).default(0),
    /** The attachment's id (resumeKind 1). */
    attachmentId: id('附件 id 无效').optional(),
    /** A note to the recruiter. */
    note: z.string().trim().max(SEND_NOTE_MAX, `附言最多 ${SEND_NOTE_MAX} 个字`).default(''),
    /** Values of the sign-up form (jobs of type 1). */
    form: z.record(z.string().max(64), z.unknown()).optional(),
  })
  .refine((v) => v.id !== undefined || v.ids !== undefined, { message: '请选择要投递的职位', path: ['id'] })
  .refine((v) => v.liveId === undefined || v.eventId === undefined, { message: '投递来源只能有一个', path: ['eventId'] })
  .refine((v) => v.resumeKind === 0 || v.attachmentId !== undefined, { message: '请选择简历附件', path: ['attachmentId'] })
  .refine((v) => v.form === undefined || JSON.stringify(v.form).length <= 8_000, { message: '报名信息过长', path: ['form'] });
export type SendResumeInput = z.infer<typeof sendResumeInputSchema>;

/**
 * One job's outcome of sendResume. An item without status was not applied to:
 * its message says why (spec §5: the client shows it and fails).
 */
export const sendResumeItemSchema = z.object({
  /** The job's id. */
  id: z.number().int(),
  /** The job's title ('' when the job is unknown). */
  title: z.string(),
  /** Set when the application was made: its status (1 submitted). */
  status: z.number().int().optional(),
  /** The new application's id. */
  sendId: z.number().int().optional(),
  /** What happened, in words a user reads. */
  message: z.string(),
});
export const sendResumeResultSchema = z.array(sendResumeItemSchema);
export type SendResumeItem = z.infer<typeof sendResumeItemSchema>;

/** An application's id (sendCancel, sendUrge, sendDetail). */
export const sendIdInputSchema = z.object({
  /** The application's id. */
  id: sendId,
});

export const SEND_RESOLVE_ACTIONS = ['invite', 'pass', 'reject'] as const;
/** The status each recruiter decision leads to. */
export const SEND_RESOLVE_STATUS: Record<(typeof SEND_RESOLVE_ACTIONS)[number], number> = { invite: 3, pass: 4, reject: 5 };

/** sendResolve input: the recruiter invites to an interview, passes or rejects. */
export const sendResolveInputSchema = z.object({
  /** The application's id. */
  id: sendId,
  /** invite (邀请面试), pass (通过) or reject (不合适). */
  action: z.enum(SEND_RESOLVE_ACTIONS, { error: '处理方式只能是 invite、pass 或 reject' }),
  /** A note to the seeker (time and place of the interview, …). */
  reply: z.string().trim().max(SEND_NOTE_MAX, `回复最多 ${SEND_NOTE_MAX} 个字`).default(''),
});

/** sendImproper input: the recruiter marks (or unmarks) an application as improper. */
export const sendImproperInputSchema = z.object({
  /** The application's id. */
  id: sendId,
  /** True marks it improper, false takes the mark away. */
  improper: z.boolean({ error: 'improper 应为 true 或 false' }).default(true),
});

/** sendFind input: the seeker's own applications, or those a recruiter's company received. */
export const sendFindInputSchema = pageQuerySchema.extend({
  /** seeker: my applications; recruiter: received ones. Default: by the user's role. */
  side: z.enum(['seeker', 'recruiter'], { error: 'side 只能是 seeker 或 recruiter' }).optional(),
  /** Only this status (1-6). */
  status: z.coerce.number().int().min(1, '状态无效').max(6, '状态无效').optional(),
  /** Only applications to this job. */
  jobId: jobId.optional(),
  /** Recruiter: true only improper ones, false only proper ones. */
  improper: z.boolean({ error: 'improper 应为 true 或 false' }).optional(),
});
export type SendFindInput = z.infer<typeof sendFindInputSchema>;

/** One application, as both sides' lists and the detail page show it. */
export const sendItemSchema = z.object({
  id: z.number().int(),
  /** 1 submitted, 2 viewed, 3 invited, 4 passed, 5 rejected, 6 cancelled. */
  status: z.number().int(),
  statusText: z.string(),
  improper: z.boolean(),
  /** The seeker's note and the recruiter's reply. */
  note: z.string(),
  reply: z.string(),
  /** 0 the online resume, 1 an attachment. */
  resumeKind: z.number().int(),
  attachmentId: z.number().int().nullable(),
  /** Values of the sign-up form, for jobs of type 1. */
  form: z.record(z.string(), z.unknown()).nullable(),
  /** 'job' or 'live', and the live stream's id. */
  model: z.string(),
  modelId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewedAt: z.string().nullable(),
  urgedAt: z.string().nullable(),
  /** Seeker: whether sendUrge would be accepted now. */
  canUrge: z.boolean(),
  /** Seeker: whether sendCancel would be accepted now. */
  canCancel: z.boolean(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    salaryMin: z.number().int(),
    salaryMax: z.number().int(),
    salaryUnit: z.number().int(),
    cityName: z.string(),
    /** 1 open, 0 closed. */
    status: z.number().int(),
  }),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  seeker: z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    /** Label summary: degree, experience (from the profile). */
    degree: z.string(),
    workingDate: z.string(),
  }),
});
export type SendItem = z.infer<typeof sendItemSchema>;
export const sendPageSchema = pageResultSchema(sendItemSchema);
export type SendPage = z.infer<typeof sendPageSchema>;

/** contactGet input (sent RSA-encrypted): the job whose recruiter's contact is wanted. */
export const contactGetInputSchema = z.object({
  /** The job's id. */
  id: jobId,
});

/** The recruiter's contact for a job; masked unless the seeker may see it. */
export const jobContactSchema = z.object({
  jobId: z.number().int(),
  name: z.string(),
  /** The recruiter's position, e.g. 人事经理. */
  position: z.string(),
  companyName: z.string(),
  /** Phone masked by spec §5 unless visible. */
  mobile: z.string(),
  wechat: z.string(),
  email: z.string(),
  /** False when the values are masked. */
  visible: z.boolean(),
  /** Why they are masked, in words a user reads ('' when visible). */
  hint: z.string(),
});
export type JobContact = z.infer<typeof jobContactSchema>;

/** notice/find input. */
export const noticeFindInputSchema = pageQuerySchema.extend({
  /** Only unread notices. */
  unread: z.boolean({ error: 'unread 应为 true 或 false' }).optional(),
});

/** One notice to a user. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  model: z.string(),
  modelId: z.number().int().nullable(),
  /** An internal path the notice opens ('' for none). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageResultSchema(noticeSchema).extend({
  /** All unread notices of the user. */
  unread: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** notice/read input: these notices, or all of the user's. */
export const noticeReadInputSchema = z
  .object({
    /** The notices to mark read. */
    ids: z.array(id('通知 id 无效')).max(100, '一次最多 100 条').optional(),
    /** Mark every notice read. */
    all: z.boolean().optional(),
  })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: '请选择要标记的通知', path: ['ids'] });

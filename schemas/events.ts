import { z } from 'zod';
import { companyRefSchema, idSchema, lineSchema, textSchema } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Career fairs (on-site and online), teach-ins (宣讲会) and online talks:
 * events seekers sign up for and companies take part in (issue 18; spec §1 and
 * §7 userCareerFair*, userTeachIn*). One contract for the user calls, their
 * /v1/t0 aliases and the organisers' admin calls.
 */

/** What an event is. */
export const EVENT_KINDS = ['fair', 'teach-in', 'talk'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_TEXT: Readonly<Record<EventKind, string>> = { fair: '招聘会', 'teach-in': '宣讲会', talk: '线上宣讲' };

/** events.status: a draft (or a recruiter's teach-in awaiting review), published, cancelled. */
export const EVENT_STATUS = { draft: 0, published: 1, cancelled: 2 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
export const EVENT_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '待发布', 1: '已发布', 2: '已取消' };

/** event_signups.status: a seat (ticket), on the waiting list, or given back. */
export const SIGNUP_STATUS = { confirmed: 1, waiting: 2, cancelled: 3 } as const;
export type SignupStatus = (typeof SIGNUP_STATUS)[keyof typeof SIGNUP_STATUS];
export const SIGNUP_STATUS_TEXT: Readonly<Record<number, string>> = { 1: '已报名', 2: '候补中', 3: '已取消' };

/** event_companies.status: a booth (or slot) application and the organiser's answer. */
export const BOOTH_STATUS = { pending: 0, approved: 1, refused: 2, withdrawn: 3 } as const;
export type BoothStatus = (typeof BOOTH_STATUS)[keyof typeof BOOTH_STATUS];
export const BOOTH_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '审核中', 1: '已通过', 2: '未通过', 3: '已撤回' };

/** Ticket short codes: 8 characters without look-alikes (0/O, 1/I/L), typed at the door. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_LENGTH = 8;
/** What a ticket's QR code holds: this prefix and the short code, so a scan and a typed code check in alike. */
export const TICKET_QR_PREFIX = 'RMEVT:';
/** The short code inside a scanned QR payload or a typed code (spaces, dashes and case forgiven); null when it is neither. */
export function ticketCodeOf(raw: string): string | null {
  const s = raw.trim().toUpperCase();
  const body = (s.startsWith(TICKET_QR_PREFIX) ? s.slice(TICKET_QR_PREFIX.length) : s).replace(/[\s-]/g, '');
  return new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`).test(body) ? body : null;
}

/** The seeded spring fair's stable name: the /public/diy spring page's 我要报名 opens /event/spring-fair. */
export const SPRING_FAIR_SLUG = 'spring-fair';

/** Limits of the fields organisers and recruiters fill in. */
export const EVENT_TITLE_MAX = 60;
export const EVENT_TEXT_MAX = 5_000;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_SCHEDULE_MAX = 30;
export const BOOTH_JOBS_MAX = 20;
/** Jobs a participating company shows on the detail page when it picked none. */
export const EVENT_COMPANY_JOBS_DEFAULT = 6;

const eventId = idSchema('活动 id 无效');
const boothId = idSchema('展位申请 id 无效');
const line = (what: string, max: number) => lineSchema(what).trim().max(max, `${what}最多 ${max} 个字`);
const text = (what: string, max: number) => textSchema(what).trim().max(max, `${what}最多 ${max} 个字`);
/** A real calendar day (2026-02-31 is refused, as PostgreSQL would refuse it with a 500). */
const realDay = (s: string) => {
  const day = s.slice(0, 10);
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
};
/** A time as ISO 8601 (2026-03-15 or 2026-03-15T09:00:00+08:00): other spellings Date.parse would guess at are refused. */
const isoDate = (what: string) =>
  z
    .string({ error: `${what}无效` })
    .max(40, `${what}无效`)
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, `${what}格式应为 YYYY-MM-DD 或 ISO 时间`)
    .refine((s) => realDay(s) && !Number.isNaN(Date.parse(s)), `${what}无效`);
const kind = z.enum(EVENT_KINDS, { error: '活动类型无效' });

// ---------------------------------------------------------------- seekers' calls

/** event find: published events, upcoming first; by kind, city, date and keyword. */
export const eventFindInputSchema = pageQuerySchema.extend({
  /** fair, teach-in or talk; absent lists all. */
  kind: kind.optional(),
  /** Only online (true) or on-site (false) events. */
  online: z.boolean({ error: '线上/线下参数无效' }).optional(),
  /** City code (6 digits). */
  cityCode: z.string().regex(/^\d{6}$/, '城市编码应为 6 位数字').optional(),
  /** Events still running on or after this day (YYYY-MM-DD or ISO time). */
  from: isoDate('开始日期').optional(),
  /** Events starting before this day ends. */
  to: isoDate('结束日期').optional(),
  keyword: line('关键词', 30).optional(),
  /** Hide events that have ended (a "近期" list). */
  upcoming: z.boolean({ error: '参数 upcoming 无效' }).optional(),
});
export type EventFindInput = z.infer<typeof eventFindInputSchema>;

export const eventIdInputSchema = z.object({ id: eventId });
/** event get: by id, or by the stable name a design page links to. */
export const eventGetInputSchema = z
  .object({ id: eventId.optional(), slug: z.string().regex(/^[a-z0-9-]{1,40}$/, '活动链接无效').optional() })
  .refine((v) => v.id !== undefined || v.slug !== undefined, { message: '请指定活动', path: ['id'] });

const scheduleItem = z.object({
  /** "09:00" or a time the organiser writes. */
  time: line('日程时间', 20),
  title: line('日程内容', 60),
});

/** An event as lists show it. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  kind: kind,
  online: z.boolean(),
  slug: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  place: z.string(),
  school: z.string(),
  organiser: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.number().int(),
  /** Seats; 0 has no limit. */
  capacity: z.number().int(),
  signedCount: z.number().int(),
  waitingCount: z.number().int(),
  companyCount: z.number().int(),
  /** The company holding a teach-in or talk. */
  hostCompany: companyRefSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventPageSchema = pageResultSchema(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  salaryUnit: z.number().int(),
  cityName: z.string(),
});
export type EventJob = z.infer<typeof eventJobSchema>;

export const eventCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  booth: z.string(),
  jobs: z.array(eventJobSchema),
});
export type EventCompany = z.infer<typeof eventCompanySchema>;

/** The caller's ticket (a seat or a place on the waiting list). */
export const ticketSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  /** The short code typed at the door. */
  code: z.string(),
  /** What the QR code holds (TICKET_QR_PREFIX + code). */
  qr: z.string(),
  /** Place on the waiting list (1 first), null with a seat. */
  waitingRank: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A recruiter's booth application as its company sees it. */
export const boothSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  jobIds: z.array(z.number().int()),
  note: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  reply: z.string(),
  booth: z.string(),
  createdAt: z.string(),
  /** Seekers signed up for the event and those of them checked in (approved booths only). */
  signedCount: z.number().int().nullable(),
  checkedCount: z.number().int().nullable(),
  /** Applications to this company's jobs made from the event page. */
  applications: z.number().int().nullable(),
});
export type Booth = z.infer<typeof boothSchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  intro: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  onlineUrl: z.string(),
  liveId: z.number().int().nullable(),
  schedule: z.array(scheduleItem),
  cancelReason: z.string(),
  companies: z.array(eventCompanySchema),
  /** The caller's open ticket, if signed up. */
  ticket: ticketSchema.nullable(),
  /** The caller's company's booth application, for recruiters. */
  booth: boothSchema.nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** The seeker's tickets (我的活动). */
export const ticketFindInputSchema = pageQuerySchema.extend({
  /** Only tickets of events not ended yet. */
  upcoming: z.boolean({ error: '参数 upcoming 无效' }).optional(),
});
export const myTicketSchema = ticketSchema.extend({ event: eventSummarySchema });
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketPageSchema = pageResultSchema(myTicketSchema);

/** What a sign-up did: a seat, or a place on the waiting list. */
export const signUpResultSchema = z.object({ ticket: ticketSchema, message: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

// ---------------------------------------------------------------- recruiters' calls

export const boothApplyInputSchema = z.object({
  eventId,
  /** The company applying; absent, the recruiter's own. */
  companyId: idSchema('企业 id 无效').optional(),
  /** Jobs to show at the booth (the company's open jobs); empty shows its newest. */
  jobIds: z.array(idSchema('职位 id 无效')).max(BOOTH_JOBS_MAX, `最多展示 ${BOOTH_JOBS_MAX} 个职位`).default([]),
  contactName: line('联系人', 20).min(1, '请填写联系人'),
  contactMobile: z.string({ error: '请填写联系电话' }).trim().regex(/^1\d{10}$|^0\d{2,3}-?\d{7,8}$/, '联系电话格式不正确'),
  note: text('备注', 200).default(''),
});
export type BoothApplyInput = z.infer<typeof boothApplyInputSchema>;
export const boothIdInputSchema = z.object({ id: boothId });
export const boothFindInputSchema = pageQuerySchema.extend({ eventId: eventId.optional() });
export const boothPageSchema = pageResultSchema(boothSchema);

/** A recruiter holds a teach-in or an online talk; an organiser reviews and publishes it. */
export const teachInSaveInputSchema = z.object({
  kind: z.enum(['teach-in', 'talk'], { error: '活动类型无效' }).default('teach-in'),
  title: line('标题', EVENT_TITLE_MAX).min(1, '请填写标题'),
  school: line('学校', 40).default(''),
  place: line('地点', 100).default(''),
  cityCode: z.string().regex(/^\d{6}$/, '城市编码应为 6 位数字').default(''),
  startsAt: isoDate('开始时间'),
  endsAt: isoDate('结束时间'),
  capacity: z.number({ error: '人数上限无效' }).int('人数上限无效').min(0, '人数上限无效').max(EVENT_CAPACITY_MAX, '人数上限过大').default(0),
  intro: text('介绍', EVENT_TEXT_MAX).default(''),
});

// ---------------------------------------------------------------- organisers' calls (/api-admin/event/*)

export const eventSaveInputSchema = z
  .object({
    /** Absent creates a draft. */
    id: eventId.optional(),
    kind,
    online: z.boolean({ error: '线上/线下参数无效' }).default(false),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, '活动链接只能用小写字母、数字和横线')
      .nullable()
      .default(null),
    title: line('标题', EVENT_TITLE_MAX).min(1, '请填写标题'),
    summary: line('简介', 120).default(''),
    intro: text('介绍', EVENT_TEXT_MAX).default(''),
    cover: z.string().max(500, '封面地址过长').regex(/^(|https?:\/\/\S+|\/(?!\/)\S*)$/, '封面地址无效').default(''),
    cityCode: z.union([z.literal(''), z.string().regex(/^\d{6}$/, '城市编码应为 6 位数字')]).default(''),
    place: line('地点', 100).default(''),
    lat: z.number().min(-90).max(90).nullable().default(null),
    lng: z.number().min(-180).max(180).nullable().default(null),
    onlineUrl: z.string().max(500, '线上地址过长').regex(/^(|https?:\/\/\S+|\/(?!\/)\S*)$/, '线上地址无效').default(''),
    liveId: idSchema('直播 id 无效').nullable().default(null),
    school: line('学校', 40).default(''),
    hostCompanyId: idSchema('企业 id 无效').nullable().default(null),
    organiser: line('主办方', 60).default(''),
    schedule: z.array(scheduleItem).max(EVENT_SCHEDULE_MAX, `日程最多 ${EVENT_SCHEDULE_MAX} 项`).default([]),
    startsAt: isoDate('开始时间'),
    endsAt: isoDate('结束时间'),
    capacity: z.number({ error: '人数上限无效' }).int('人数上限无效').min(0, '人数上限无效').max(EVENT_CAPACITY_MAX, '人数上限过大').default(0),
    boothCapacity: z.number({ error: '展位数无效' }).int('展位数无效').min(0, '展位数无效').max(10_000, '展位数过大').default(0),
  })
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { message: '结束时间应晚于开始时间', path: ['endsAt'] });
export type EventSaveInput = z.infer<typeof eventSaveInputSchema>;

export const eventAdminFindInputSchema = pageQuerySchema.extend({ kind: kind.optional(), status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional() });
export const eventCancelInputSchema = z.object({ id: eventId, reason: line('取消原因', 100).min(1, '请填写取消原因') });
export const boothAdminFindInputSchema = pageQuerySchema.extend({ eventId, status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional() });
export const boothResolveInputSchema = z.object({
  id: boothId,
  approve: z.boolean({ error: '请选择通过或拒绝' }),
  reply: line('回复', 100).default(''),
  /** The booth number given with an approval. */
  booth: line('展位号', 20).default(''),
});
export const checkInInputSchema = z.object({
  /** A typed short code or a scanned QR payload. */
  code: z.string({ error: '请输入票码' }).max(64, '票码无效'),
  /** The event at this door: a ticket of another event is refused. */
  eventId: eventId.optional(),
});
export const attendanceInputSchema = pageQuerySchema.extend({ eventId, status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional() });

/** One check-in's outcome, shown large at the door. */
export const checkInResultSchema = z.object({
  ticketId: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  name: z.string(),
  code: z.string(),
  checkedInAt: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const attendeeSchema = z.object({
  ticketId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  /** Masked. */
  mobile: z.string(),
  status: z.number().int(),
  code: z.string(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export const attendancePageSchema = pageResultSchema(attendeeSchema).extend({
  signed: z.number().int(),
  waiting: z.number().int(),
  checked: z.number().int(),
});
export type AttendancePage = z.infer<typeof attendancePageSchema>;

/** boothVisitors: the seat holders of a fair, for a company with an approved booth there. */
export const boothVisitorsInputSchema = pageQuerySchema.extend({ eventId });
/** A seeker holding a seat, as a taking-part company sees them: no phone, no ticket code (that is the seeker's way in). */
export const boothVisitorSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BoothVisitor = z.infer<typeof boothVisitorSchema>;
export const boothVisitorPageSchema = pageResultSchema(boothVisitorSchema).extend({ signed: z.number().int(), checked: z.number().int() });
export type BoothVisitorPage = z.infer<typeof boothVisitorPageSchema>;

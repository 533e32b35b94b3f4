import { randomInt } from 'node:crypto';
import {
  BOOTH_STATUS,
  BOOTH_STATUS_TEXT,
  EVENT_COMPANY_JOBS_DEFAULT,
  EVENT_KIND_TEXT,
  EVENT_STATUS,
  SIGNUP_STATUS,
  SIGNUP_STATUS_TEXT,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  TICKET_QR_PREFIX,
  ticketCodeOf,
  type AttendancePage,
  type BoothVisitorPage,
  type Booth,
  type BoothApplyInput,
  type CheckInResult,
  type EventDetail,
  type EventFindInput,
  type EventKind,
  type EventPage,
  type EventSaveInput,
  type EventSummary,
  type MyTicket,
  type SignUpResult,
  type Ticket,
} from '../../../schemas/events';
import { maskPhone } from '../../../schemas/identity';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { toPage, type PageAt } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_FORBIDDEN, CODE_NOT_FOUND, EVENT_REMIND_BEFORE_MS } from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { NoticeWrite, NoticeWriter } from '../notice/service';
import { eventRepo, type BoothRow, type EventRow, type EventRepo, type SignupRow } from './repo';
import { formatDate, SITE_TIME_ZONE } from '../../../schemas/date-format';

/** The company module as events see it: which company a recruiter acts for. */
export interface CompanyMembership {
  membershipOf(q: Queryable, tenantId: number, userId: number, companyId?: number): Promise<{ companyId: number; companyName: string } | null>;
}

export interface EventsDeps {
  now: () => number;
  notices: NoticeWriter;
  companies: CompanyMembership;
}

export interface Caller {
  id: number;
  role: number;
}

/** The same answer for a draft, another kind's path and another tenant's id: ids are never confirmed. */
const eventNotFound = () => new ApiError(CODE_NOT_FOUND, '活动不存在或未发布', 404);
const boothNotFound = () => new ApiError(CODE_NOT_FOUND, '展位申请不存在', 404);
const seekerOnly = () => new ApiError(CODE_FORBIDDEN, '请切换为求职者身份后再报名', 403);
const notRecruiter = () => new ApiError(CODE_FORBIDDEN, '请先加入或创建企业，再申请展位', 403);

/** Where notices about an event lead. */
export const EVENT_LINK = (id: number) => `/event/${id}`;
const MY_EVENTS_LINK = '/my/events';
/** Attempts at a free short code before giving up (31^8 codes: a clash is already rare). */
const CODE_ATTEMPTS = 5;

function drawCode(): string {
  let s = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i++) s += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return s;
}

// Notices name the time as the site's users read it (China Standard Time).
const fmt = (d: Date) => formatDate(d, 'M月D日 HH:mm', SITE_TIME_ZONE);

export function toSummary(r: EventRow): EventSummary {
  return {
    id: r.id,
    kind: r.kind,
    online: r.online,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    place: r.place,
    school: r.school,
    organiser: r.organiser,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    status: r.status,
    capacity: r.capacity,
    signedCount: r.signed_count,
    waitingCount: r.waiting_count,
    companyCount: r.company_count,
    hostCompany: r.host_company_id !== null ? { id: r.host_company_id, name: r.host_company_name ?? '' } : null,
    requested: r.created_by_user !== null,
  };
}

export function toTicket(s: SignupRow): Ticket {
  return {
    id: s.id,
    eventId: s.event_id,
    status: s.status,
    statusText: SIGNUP_STATUS_TEXT[s.status] ?? '',
    code: s.code,
    qr: `${TICKET_QR_PREFIX}${s.code}`,
    waitingRank: s.status === SIGNUP_STATUS.waiting ? s.waiting_rank : null,
    checkedInAt: s.checked_in_at?.toISOString() ?? null,
    createdAt: s.created_at.toISOString(),
  };
}

function toBooth(b: BoothRow, figures: { signed: number; checked: number; applications: number } | null): Booth {
  return {
    id: b.id,
    eventId: b.event_id,
    eventTitle: b.event_title,
    companyId: b.company_id,
    companyName: b.company_name,
    contactName: b.contact_name,
    contactMobile: b.contact_mobile,
    jobIds: b.job_ids,
    note: b.note,
    status: b.status,
    statusText: BOOTH_STATUS_TEXT[b.status] ?? '',
    reply: b.reply,
    booth: b.booth,
    createdAt: b.created_at.toISOString(),
    signedCount: figures?.signed ?? null,
    checkedCount: figures?.checked ?? null,
    applications: figures?.applications ?? null,
  };
}

/**
 * Career fairs, teach-ins and online talks: the rules of publishing, booths,
 * sign-ups with capacity and waiting list, tickets and check-in. Every change
 * of one event runs under that event's row lock, in one transaction with the
 * notices it leaves, so 100 sign-ups at once give exactly `capacity` seats.
 */
export function createEventsService({ now, notices, companies }: EventsDeps) {
  const at = () => new Date(now());

  /** A published (or cancelled, so ticket holders read why) event of the asked kind. */
  function visible(e: EventRow | null, kind: EventKind | undefined): EventRow {
    if (!e || e.status === EVENT_STATUS.draft || (kind && e.kind !== kind)) throw eventNotFound();
    return e;
  }

  async function resolveId(repo: EventRepo, input: { id?: number | undefined; slug?: string | undefined }): Promise<number> {
    if (input.id !== undefined) return input.id;
    const id = await repo.idOfSlug(input.slug ?? '');
    if (id === null) throw eventNotFound();
    return id;
  }

  /** Seats freed (a cancellation, a larger capacity) go to the waiting list in order; each promoted seeker is told. */
  async function fillSeats(q: Queryable, tenantId: number, repo: EventRepo, ev: { id: number; title: string; capacity: number }, counts: { signed: number; waiting: number }): Promise<void> {
    const told: NoticeWrite[] = [];
    while (counts.waiting > 0 && (ev.capacity === 0 || counts.signed < ev.capacity)) {
      const p = await repo.promoteFirstWaiting(ev.id, at());
      if (!p) break;
      counts.signed++;
      counts.waiting--;
      told.push({ userId: p.user_id, kind: 'event.promoted', title: '候补成功', content: `你已从候补转为正式报名「${ev.title}」，请准时参加`, model: 'event', modelId: ev.id, link: MY_EVENTS_LINK });
    }
    await notices.write(q, tenantId, told);
  }

  async function detail(q: Queryable, tenantId: number, e: EventRow, user: Caller | null): Promise<EventDetail> {
    const repo = eventRepo(q, tenantId);
    const { companies: cs, jobs } = await repo.companies(e.id, EVENT_COMPANY_JOBS_DEFAULT);
    const ticket = user ? await repo.signupOf(e.id, user.id) : null;
    let booth: Booth | null = null;
    if (user && user.role !== ROLE_SEEKER) {
      const m = await companies.membershipOf(q, tenantId, user.id);
      const b = m ? await repo.boothOf(e.id, m.companyId) : null;
      if (b) booth = toBooth(b, b.status === BOOTH_STATUS.approved ? await repo.boothFigures(e.id, b.company_id) : null);
    }
    return {
      ...toSummary(e),
      intro: e.intro,
      lat: e.lat,
      lng: e.lng,
      onlineUrl: e.online_url,
      liveId: e.live_id,
      boothCapacity: e.booth_capacity,
      schedule: e.schedule,
      cancelReason: e.cancel_reason,
      companies: cs.map((c) => ({
        id: c.company_id,
        name: c.name,
        logo: c.logo,
        booth: c.booth,
        jobs: jobs
          .filter((j) => j.company_id === c.company_id)
          .map((j) => ({ id: j.id, title: j.title, salaryMin: j.salary_min, salaryMax: j.salary_max, salaryUnit: j.salary_unit, cityName: j.city_name ?? '' })),
      })),
      ticket: ticket && ticket.status !== SIGNUP_STATUS.cancelled ? toTicket(ticket) : null,
      booth,
    };
  }

  async function recruiterCompany(q: Queryable, tenantId: number, user: Caller, companyId?: number) {
    const m = await companies.membershipOf(q, tenantId, user.id, companyId);
    if (!m) throw notRecruiter();
    return m;
  }

  return {
    // ------------------------------------------------------------ everyone

    async find(tenant: TenantScope, input: EventFindInput, kind?: EventKind): Promise<EventPage> {
      return tenant.run(async (q) => {
        const found = await eventRepo(q, tenant.tenantId).find({ ...input, ...(kind ? { kind } : {}), publishedOnly: true }, at());
        return toPage({ list: found.list.map(toSummary), total: found.total }, input);
      });
    },

    async get(tenant: TenantScope, user: Caller | null, input: { id?: number | undefined; slug?: string | undefined }, kind?: EventKind): Promise<EventDetail> {
      return tenant.run(async (q) => {
        const repo = eventRepo(q, tenant.tenantId);
        const e = visible(await repo.get(await resolveId(repo, input)), kind);
        return detail(q, tenant.tenantId, e, user);
      });
    },

    // ------------------------------------------------------------ seekers

    /** A seat while there are seats, else a place on the waiting list; signing up twice answers the same ticket. */
    async signUp(tenant: TenantScope, user: Caller, eventId: number, kind?: EventKind): Promise<SignUpResult> {
      if (user.role !== ROLE_SEEKER) throw seekerOnly();
      return tenant.run(async (q) => {
        const repo = eventRepo(q, tenant.tenantId);
        const ev = await repo.lock(eventId);
        if (!ev || ev.status === EVENT_STATUS.draft || (kind && ev.kind !== kind)) throw eventNotFound();
        if (ev.status === EVENT_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '活动已取消，无法报名', 400);
        const t = at();
        if (ev.ends_at <= t) throw new ApiError(CODE_BAD_REQUEST, '活动已结束，无法报名', 400);
        const mine = await repo.signupOf(eventId, user.id);
        if (mine && mine.status !== SIGNUP_STATUS.cancelled) return { ticket: toTicket(mine), message: mine.status === SIGNUP_STATUS.confirmed ? '你已报名该活动' : '你已在候补名单中' };

        const seat = ev.capacity === 0 || ev.signed_count < ev.capacity;
        const status = seat ? SIGNUP_STATUS.confirmed : SIGNUP_STATUS.waiting;
        let id: number | null = mine?.id ?? null;
        if (mine) await repo.reopenSignup(mine.id, status, t);
        for (let i = 0; id === null && i < CODE_ATTEMPTS; i++) id = await repo.insertSignup(eventId, user.id, status, drawCode(), t);
        if (id === null) throw new Error('events: no free ticket code after retries');
        await repo.setCounts(eventId, ev.signed_count + (seat ? 1 : 0), ev.waiting_count + (seat ? 0 : 1), t);
        const ticket = await repo.signupById(id);
        return { ticket: toTicket(ticket!), message: seat ? '报名成功' : `名额已满，已加入候补（第 ${ticket!.waiting_rank ?? 1} 位）` };
      });
    },

    /** Gives a ticket back; a freed seat goes to the first on the waiting list. */
    async cancelSignUp(tenant: TenantScope, user: Caller, eventId: number, kind?: EventKind): Promise<{ ok: true }> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const ev = await repo.lock(eventId);
        if (!ev || ev.status === EVENT_STATUS.draft || (kind && ev.kind !== kind)) throw eventNotFound();
        const mine = await repo.signupOf(eventId, user.id);
        if (!mine || mine.status === SIGNUP_STATUS.cancelled) throw new ApiError(CODE_NOT_FOUND, '你还没有报名该活动', 404);
        if (mine.checked_in_at) throw new ApiError(CODE_BAD_REQUEST, '已签到，无法取消报名', 400);
        await repo.setSignupStatus(mine.id, SIGNUP_STATUS.cancelled, at());
        const counts = {
          signed: ev.signed_count - (mine.status === SIGNUP_STATUS.confirmed ? 1 : 0),
          waiting: ev.waiting_count - (mine.status === SIGNUP_STATUS.waiting ? 1 : 0),
        };
        if (ev.status === EVENT_STATUS.published && ev.ends_at > at()) await fillSeats(q, tid, repo, ev, counts);
        await repo.setCounts(eventId, counts.signed, counts.waiting, at());
        return { ok: true as const };
      });
    },

    async myTickets(tenant: TenantScope, user: Caller, input: PageAt & { upcoming?: boolean | undefined }) {
      return tenant.run(async (q) => {
        const found = await eventRepo(q, tenant.tenantId).myTickets(user.id, input.upcoming === true, at(), input.page, input.limit);
        const list: MyTicket[] = found.list.map((r) => ({ ...toTicket(r), event: toSummary(r.event) }));
        return toPage({ list, total: found.total }, input);
      });
    },

    // ------------------------------------------------------------ recruiters

    /** A company asks for a booth at a fair; a refused or withdrawn application may be sent again. */
    async boothApply(tenant: TenantScope, user: Caller, input: BoothApplyInput): Promise<Booth> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const m = await recruiterCompany(q, tid, user, input.companyId);
        const ev = await repo.lock(input.eventId);
        if (!ev || ev.status === EVENT_STATUS.draft) throw eventNotFound();
        if (ev.status === EVENT_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '活动已取消', 400);
        if (ev.kind !== 'fair') throw new ApiError(CODE_BAD_REQUEST, '该活动不接受展位申请', 400);
        if (ev.ends_at <= at()) throw new ApiError(CODE_BAD_REQUEST, '活动已结束', 400);
        const jobIds = [...new Set(input.jobIds)];
        const open = await repo.openJobsOf(m.companyId, jobIds);
        if (open.length !== jobIds.length) throw new ApiError(CODE_BAD_REQUEST, '所选职位不存在或已下线', 400);
        const id = await repo.upsertBooth({ eventId: ev.id, companyId: m.companyId, applicantId: user.id, contactName: input.contactName, contactMobile: input.contactMobile, jobIds: open, note: input.note }, at());
        if (id === null) throw new ApiError(CODE_CONFLICT, '贵公司已申请过该活动的展位', 409);
        return toBooth((await repo.boothById(id))!, null);
      });
    },

    /** The applications of the recruiter's company, with sign-up figures on approved ones. */
    async boothFind(tenant: TenantScope, user: Caller, input: PageAt & { eventId?: number | undefined }) {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const m = await recruiterCompany(q, tid, user);
        const found = await repo.boothsOfCompanies([m.companyId], input.eventId, input.page, input.limit);
        const list: Booth[] = [];
        for (const b of found.list) list.push(toBooth(b, b.status === BOOTH_STATUS.approved ? await repo.boothFigures(b.event_id, b.company_id) : null));
        return toPage({ list, total: found.total }, input);
      });
    },

    /** The seekers holding a seat at a fair, for a recruiter whose company has an approved booth there. */
    async boothVisitors(tenant: TenantScope, user: Caller, input: PageAt & { eventId: number }): Promise<BoothVisitorPage> {
      return tenant.run(async (q) => {
        const repo = eventRepo(q, tenant.tenantId);
        const m = await recruiterCompany(q, tenant.tenantId, user);
        if (!(await repo.companyTakesPart(input.eventId, m.companyId))) throw new ApiError(CODE_FORBIDDEN, '展位通过审核后才能查看报名名单', 403);
        const a = await repo.attendance(input.eventId, SIGNUP_STATUS.confirmed, input.page, input.limit);
        return toPage(
          {
            list: a.rows.map((r) => ({ userId: r.user_id, name: r.name || '求职者', checkedInAt: r.checked_in_at?.toISOString() ?? null, createdAt: r.created_at.toISOString() })),
            total: a.total,
            signed: a.signed,
            checked: a.checked,
          },
          input,
        );
      });
    },

    async boothWithdraw(tenant: TenantScope, user: Caller, id: number): Promise<{ ok: true }> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const b = await repo.boothById(id);
        const m = b ? await companies.membershipOf(q, tid, user.id, b.company_id) : null;
        if (!b || !m) throw boothNotFound();
        if (!(await repo.withdrawBooth(id, at()))) throw new ApiError(CODE_BAD_REQUEST, '该申请已结束，无法撤回', 400);
        return { ok: true as const };
      });
    },

    /** A recruiter asks to hold a teach-in or online talk: a draft an organiser reviews and publishes. */
    async teachInSave(tenant: TenantScope, user: Caller, input: { kind: 'teach-in' | 'talk'; title: string; school: string; place: string; cityCode: string; startsAt: string; endsAt: string; capacity: number; intro: string }) {
      if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) throw new ApiError(CODE_BAD_REQUEST, '结束时间应晚于开始时间', 400);
      if (Date.parse(input.startsAt) <= now()) throw new ApiError(CODE_BAD_REQUEST, '开始时间应晚于现在', 400);
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const m = await recruiterCompany(q, tid, user);
        const id = await eventRepo(q, tid).insert(
          {
            kind: input.kind,
            online: input.kind === 'talk',
            slug: null,
            title: input.title,
            summary: '',
            intro: input.intro,
            cover: '',
            cityCode: input.cityCode,
            place: input.place,
            lat: null,
            lng: null,
            onlineUrl: '',
            liveId: null,
            school: input.school,
            hostCompanyId: m.companyId,
            organiser: m.companyName,
            schedule: [],
            startsAt: input.startsAt,
            endsAt: input.endsAt,
            capacity: input.capacity,
            boothCapacity: 0,
          },
          at(),
          { status: EVENT_STATUS.draft, createdByUser: user.id },
        );
        return { id, status: EVENT_STATUS.draft, message: '已提交，待平台审核发布' };
      });
    },

    // ------------------------------------------------------------ organisers (operators)

    async adminFind(tenant: TenantScope, input: PageAt & { kind?: EventKind | undefined; status?: number | undefined }): Promise<EventPage> {
      return tenant.run(async (q) => {
        const found = await eventRepo(q, tenant.tenantId).find({ ...input, publishedOnly: false }, at());
        return toPage({ list: found.list.map(toSummary), total: found.total }, input);
      });
    },

    async adminGet(tenant: TenantScope, id: number): Promise<EventDetail> {
      return tenant.run(async (q) => {
        const e = await eventRepo(q, tenant.tenantId).get(id);
        if (!e) throw eventNotFound();
        return detail(q, tenant.tenantId, e, null);
      });
    },

    /** Creates a draft or changes an event; a larger capacity seats the waiting list. */
    async save(tenant: TenantScope, input: EventSaveInput): Promise<{ id: number }> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        if (input.slug && (await repo.slugTaken(input.slug, input.id ?? null))) throw new ApiError(CODE_CONFLICT, '活动链接已被使用', 409);
        if (input.hostCompanyId !== null && !(await repo.companyExists(input.hostCompanyId))) throw new ApiError(CODE_NOT_FOUND, '企业不存在', 404);
        if (input.id === undefined) return { id: await repo.insert(input, at(), { status: EVENT_STATUS.draft, createdByUser: null }) };
        const ev = await repo.lock(input.id);
        if (!ev) throw eventNotFound();
        if (ev.status === EVENT_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '活动已取消，不能再修改', 400);
        if (input.capacity !== 0 && input.capacity < ev.signed_count) throw new ApiError(CODE_BAD_REQUEST, `已有 ${ev.signed_count} 人报名，人数上限不能更少`, 400);
        await repo.update(input.id, input, at());
        const counts = { signed: ev.signed_count, waiting: ev.waiting_count };
        await fillSeats(q, tid, repo, { id: ev.id, title: input.title, capacity: input.capacity }, counts);
        await repo.setCounts(ev.id, counts.signed, counts.waiting, at());
        return { id: input.id };
      });
    },

    async publish(tenant: TenantScope, id: number): Promise<{ id: number; status: number }> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const ev = await repo.lock(id);
        if (!ev) throw eventNotFound();
        if (ev.status === EVENT_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '活动已取消，不能发布', 400);
        if (ev.status === EVENT_STATUS.published) return { id, status: ev.status };
        await repo.setStatus(id, EVENT_STATUS.published, at());
        const full = await repo.get(id);
        // A recruiter's teach-in: its author hears it went up.
        if (full?.created_by_user) {
          await notices.write(q, tid, [
            { userId: full.created_by_user, kind: 'event.published', title: `${EVENT_KIND_TEXT[full.kind]}已发布`, content: `「${full.title}」已通过审核并发布`, model: 'event', modelId: id, link: EVENT_LINK(id) },
          ]);
        }
        return { id, status: EVENT_STATUS.published };
      });
    },

    /** Cancels an event: everyone holding a seat or waiting, and every company taking part, is told in the same transaction. */
    async cancel(tenant: TenantScope, id: number, reason: string): Promise<{ id: number; told: number }> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const ev = await repo.lock(id);
        if (!ev) throw eventNotFound();
        if (ev.status === EVENT_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '活动已取消', 400);
        await repo.setStatus(id, EVENT_STATUS.cancelled, at(), reason);
        const users = new Set([...(await repo.holders(id)), ...(await repo.boothApplicants(id))]);
        const content = `「${ev.title}」（${fmt(ev.starts_at)}）已取消：${reason}`;
        await notices.write(
          q,
          tid,
          [...users].map((userId) => ({ userId, kind: 'event.cancelled', title: '活动取消通知', content, model: 'event', modelId: id, link: EVENT_LINK(id) })),
        );
        return { id, told: users.size };
      });
    },

    async boothAdminFind(tenant: TenantScope, input: PageAt & { eventId: number; status?: number | undefined }) {
      return tenant.run(async (q) => {
        const found = await eventRepo(q, tenant.tenantId).boothsOfEvent(input.eventId, input.status, input.page, input.limit);
        return toPage({ list: found.list.map((b) => toBooth(b, null)), total: found.total }, input);
      });
    },

    /** Approves or refuses a pending booth application (within the fair's booths); the applicant is told. */
    async boothResolve(tenant: TenantScope, operatorId: number, input: { id: number; approve: boolean; reply: string; booth: string }): Promise<Booth> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = eventRepo(q, tid);
        const first = await repo.boothById(input.id);
        if (!first) throw boothNotFound();
        const ev = await repo.lock(first.event_id);
        const b = await repo.boothById(input.id);
        if (!ev || !b) throw boothNotFound();
        if (b.status !== BOOTH_STATUS.pending) throw new ApiError(CODE_CONFLICT, `该申请${BOOTH_STATUS_TEXT[b.status] ?? '已处理'}，不能再次处理`, 409);
        if (input.approve && ev.booth_capacity > 0 && (await repo.approvedBooths(ev.id)) >= ev.booth_capacity) throw new ApiError(CODE_CONFLICT, '展位已满', 409);
        const status = input.approve ? BOOTH_STATUS.approved : BOOTH_STATUS.refused;
        if (!(await repo.resolveBooth(b.id, status, input.reply, input.approve ? input.booth : '', operatorId, at()))) throw new ApiError(CODE_CONFLICT, '该申请已被处理', 409);
        const content = input.approve
          ? `贵公司参加「${ev.title}」的展位申请已通过${input.booth ? `，展位号 ${input.booth}` : ''}`
          : `贵公司参加「${ev.title}」的展位申请未通过${input.reply ? `：${input.reply}` : ''}`;
        if (b.applicant_id !== null) await notices.write(q, tid, [
          { userId: b.applicant_id, kind: input.approve ? 'event.booth-approved' : 'event.booth-refused', title: input.approve ? '展位申请已通过' : '展位申请未通过', content, model: 'event', modelId: ev.id, link: EVENT_LINK(ev.id) },
        ]);
        return toBooth((await repo.boothById(b.id))!, null);
      });
    },

    /** Checks a ticket in by its short code or QR payload, once; a second scan says when it was used. */
    async checkIn(tenant: TenantScope, operatorId: number, input: { code: string; eventId?: number | undefined }): Promise<CheckInResult> {
      const code = ticketCodeOf(input.code);
      if (!code) throw new ApiError(CODE_BAD_REQUEST, '票码格式不正确', 400);
      return tenant.run(async (q) => {
        const repo = eventRepo(q, tenant.tenantId);
        const done = await repo.checkIn(code, input.eventId ?? null, operatorId, at());
        if (done) {
          const [u, e] = [await repo.userName(done.user_id), await repo.get(done.event_id)];
          return { ticketId: done.id, eventId: done.event_id, eventTitle: e?.title ?? '', name: u ? u.name || maskPhone(u.mobile) : '', code, checkedInAt: done.checked_in_at.toISOString() };
        }
        const s = await repo.signupByCode(code);
        if (!s) throw new ApiError(CODE_NOT_FOUND, '票码不存在', 404);
        if (input.eventId !== undefined && s.event_id !== input.eventId) throw new ApiError(CODE_BAD_REQUEST, '该票不属于本场活动', 400);
        if (s.event_status !== EVENT_STATUS.published) throw new ApiError(CODE_BAD_REQUEST, '活动已取消或未发布', 400);
        if (s.status === SIGNUP_STATUS.waiting) throw new ApiError(CODE_BAD_REQUEST, '该票在候补名单中，尚无座位', 400);
        if (s.status === SIGNUP_STATUS.cancelled) throw new ApiError(CODE_BAD_REQUEST, '该票已取消', 400);
        throw new ApiError(CODE_CONFLICT, `该票已于 ${fmt(s.checked_in_at ?? at())} 签到，请勿重复签到`, 409, { checkedInAt: s.checked_in_at?.toISOString() ?? null });
      });
    },

    async attendance(tenant: TenantScope, input: PageAt & { eventId: number; status?: number | undefined }): Promise<AttendancePage> {
      return tenant.run(async (q) => {
        const repo = eventRepo(q, tenant.tenantId);
        if (!(await repo.get(input.eventId))) throw eventNotFound();
        const a = await repo.attendance(input.eventId, input.status, input.page, input.limit);
        return toPage(
          {
            list: a.rows.map((r) => ({ ticketId: r.id, userId: r.user_id, name: r.name, mobile: maskPhone(r.mobile), status: r.status, code: r.code, checkedInAt: r.checked_in_at?.toISOString() ?? null, createdAt: r.created_at.toISOString() })),
            total: a.total,
            signed: a.signed,
            waiting: a.waiting,
            checked: a.checked,
          },
          input,
        );
      });
    },

    /**
     * Reminds every seat holder of events starting within EVENT_REMIND_BEFORE_MS,
     * once per seat (a cron or the organiser calls it; safe to repeat).
     */
    async sendReminders(tenant: TenantScope): Promise<{ reminded: number }> {
      return tenant.run(async (q) => {
        const t = at();
        const due = await eventRepo(q, tenant.tenantId).claimReminders(t, new Date(t.getTime() + EVENT_REMIND_BEFORE_MS));
        await notices.write(
          q,
          tenant.tenantId,
          due.map((d) => ({
            userId: d.user_id,
            kind: 'event.reminder',
            title: '活动即将开始',
            content: `你报名的「${d.title}」将于 ${fmt(d.starts_at)} 开始${d.online ? '，请准时进入线上会场' : d.place ? `，地点：${d.place}，请携带电子票入场` : ''}`,
            model: 'event',
            modelId: d.event_id,
            link: MY_EVENTS_LINK,
          })),
        );
        return { reminded: due.length };
      });
    },

    // ------------------------------------------------------------ for other modules

    /** Applying from an event's page: the event is published and the job's company takes part (job-send records it). */
    async takesPart(q: Queryable, tenantId: number, eventId: number, companyId: number): Promise<boolean> {
      return eventRepo(q, tenantId).companyTakesPart(eventId, companyId);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

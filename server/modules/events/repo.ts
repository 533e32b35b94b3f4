import type { EventFindInput, EventSaveInput } from '../../../schemas/events';
import { SIGNUP_STATUS } from '../../../schemas/events';
import type { Queryable } from '../../db/db';

/** An event row with what lists show beside it. */
export interface EventRow {
  id: number;
  kind: 'fair' | 'teach-in' | 'talk';
  online: boolean;
  slug: string | null;
  title: string;
  summary: string;
  intro: string;
  cover: string;
  city_code: string;
  city_name: string | null;
  place: string;
  lat: number | null;
  lng: number | null;
  online_url: string;
  live_id: number | null;
  school: string;
  host_company_id: number | null;
  host_company_name: string | null;
  organiser: string;
  schedule: { time: string; title: string }[];
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  booth_capacity: number;
  status: number;
  cancel_reason: string;
  signed_count: number;
  waiting_count: number;
  company_count: number;
  created_by_user: number | null;
}

export interface SignupRow {
  id: number;
  event_id: number;
  user_id: number;
  status: number;
  code: string;
  queued_at: Date;
  checked_in_at: Date | null;
  created_at: Date;
  waiting_rank: number | null;
}

export interface BoothRow {
  id: number;
  event_id: number;
  event_title: string;
  company_id: number;
  company_name: string;
  applicant_id: number | null;
  contact_name: string;
  contact_mobile: string;
  job_ids: number[];
  note: string;
  status: number;
  reply: string;
  booth: string;
  created_at: Date;
}

export interface EventJobRow {
  company_id: number;
  id: number;
  title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  city_name: string | null;
}

export interface EventCompanyRow {
  company_id: number;
  name: string;
  logo: string;
  booth: string;
  job_ids: number[];
}

const SELECT_EVENT = `
  SELECT e.id, e.kind, e.online, e.slug, e.title, e.summary, e.intro, e.cover, e.city_code, a.name AS city_name, e.place, e.lat, e.lng,
         e.online_url, e.live_id, e.school, e.host_company_id, hc.short_name AS host_company_name, e.organiser, e.schedule,
         e.starts_at, e.ends_at, e.capacity, e.booth_capacity, e.status, e.cancel_reason, e.signed_count, e.waiting_count, e.created_by_user,
         (SELECT count(*)::int FROM event_companies ec WHERE ec.tenant_id = e.tenant_id AND ec.event_id = e.id AND ec.status = 1) AS company_count
    FROM events e
    LEFT JOIN areas a ON a.code = e.city_code
    LEFT JOIN companies hc ON hc.tenant_id = e.tenant_id AND hc.id = e.host_company_id`;

const SELECT_SIGNUP = `
  SELECT s.id, s.event_id, s.user_id, s.status, s.code, s.queued_at, s.checked_in_at, s.created_at,
         CASE WHEN s.status = 2 THEN (SELECT count(*)::int FROM event_signups w
              WHERE w.tenant_id = s.tenant_id AND w.event_id = s.event_id AND w.status = 2 AND (w.queued_at, w.id) <= (s.queued_at, s.id)) END AS waiting_rank
    FROM event_signups s`;

const SELECT_BOOTH = `
  SELECT b.id, b.event_id, e.title AS event_title, b.company_id, c.short_name AS company_name, b.applicant_id, b.contact_name, b.contact_mobile,
         b.job_ids, b.note, b.status, b.reply, b.booth, b.created_at
    FROM event_companies b
    JOIN events e ON e.tenant_id = b.tenant_id AND e.id = b.event_id
    JOIN companies c ON c.tenant_id = b.tenant_id AND c.id = b.company_id`;

/** Events, their companies and tickets of one tenant (the tenant is injected, never read from a global). */
export function eventRepo(q: Queryable, tenantId: number) {
  return {
    /** Published events (or all, for organisers), not ended first by start, then ended ones latest first. */
    async find(f: EventFindInput & { status?: number | undefined; publishedOnly: boolean }, at: Date): Promise<{ list: EventRow[]; total: number }> {
      const where = ['e.tenant_id = $1'];
      const args: unknown[] = [tenantId, at];
      const add = (sql: string, v: unknown) => {
        args.push(v);
        where.push(sql.replace('?', `$${args.length}`));
      };
      if (f.publishedOnly) where.push('e.status = 1');
      else if (f.status !== undefined) add('e.status = ?', f.status);
      if (f.kind) add('e.kind = ?', f.kind);
      if (f.online !== undefined) add('e.online = ?', f.online);
      if (f.cityCode) add('e.city_code = ?', f.cityCode);
      if (f.from) add('e.ends_at >= ?::timestamptz', new Date(f.from));
      if (f.to) add("e.starts_at < (?::date + interval '1 day')", f.to.slice(0, 10));
      if (f.upcoming) where.push('e.ends_at > $2::timestamptz');
      if (f.keyword) {
        args.push(f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`));
        where.push(`(e.title ILIKE '%' || $${args.length} || '%' OR e.school ILIKE '%' || $${args.length} || '%')`);
      }
      const w = where.join(' AND ');
      // $2 (now) is bound for every list; the count names it too, so both statements take the same arguments.
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM events e WHERE ${w} AND $2::timestamptz IS NOT NULL`, args);
      const rows = await q.query<EventRow>(
        `${SELECT_EVENT} WHERE ${w}
          ORDER BY (e.ends_at <= $2), CASE WHEN e.ends_at > $2 THEN e.starts_at END ASC, e.starts_at DESC, e.id
          LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
        args,
      );
      return { list: rows, total: c?.n ?? 0 };
    },

    async get(id: number): Promise<EventRow | null> {
      const [r] = await q.query<EventRow>(`${SELECT_EVENT} WHERE e.tenant_id = $1 AND e.id = $2`, [tenantId, id]);
      return r ?? null;
    },

    async idOfSlug(slug: string): Promise<number | null> {
      const [r] = await q.query<{ id: number }>('SELECT id FROM events WHERE tenant_id = $1 AND slug = $2', [tenantId, slug]);
      return r?.id ?? null;
    },

    /** Locks the event row: sign-ups, cancellations and approvals of one event go one at a time. */
    async lock(id: number): Promise<{ id: number; status: number; kind: string; capacity: number; booth_capacity: number; signed_count: number; waiting_count: number; starts_at: Date; ends_at: Date; title: string } | null> {
      const [r] = await q.query<{ id: number; status: number; kind: string; capacity: number; booth_capacity: number; signed_count: number; waiting_count: number; starts_at: Date; ends_at: Date; title: string }>(
        'SELECT id, status, kind, capacity, booth_capacity, signed_count, waiting_count, starts_at, ends_at, title FROM events WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
        [tenantId, id],
      );
      return r ?? null;
    },

    async setCounts(id: number, signed: number, waiting: number, at: Date): Promise<void> {
      await q.query('UPDATE events SET signed_count = $3, waiting_count = $4, updated_at = $5 WHERE tenant_id = $1 AND id = $2', [tenantId, id, signed, waiting, at]);
    },

    async insert(v: EventSaveInput, at: Date, opts: { status: number; createdByUser: number | null }): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO events (tenant_id, kind, online, slug, title, summary, intro, cover, city_code, place, lat, lng, online_url, live_id, school,
                             host_company_id, organiser, schedule, starts_at, ends_at, capacity, booth_capacity, status, created_by_user, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $25) RETURNING id`,
        [tenantId, v.kind, v.online, v.slug, v.title, v.summary, v.intro, v.cover, v.cityCode, v.place, v.lat, v.lng, v.onlineUrl, v.liveId, v.school,
          v.hostCompanyId, v.organiser, JSON.stringify(v.schedule), v.startsAt, v.endsAt, v.capacity, v.boothCapacity, opts.status, opts.createdByUser, at],
      );
      return r!.id;
    },

    async update(id: number, v: EventSaveInput, at: Date): Promise<void> {
      await q.query(
        `UPDATE events SET kind = $3, online = $4, slug = $5, title = $6, summary = $7, intro = $8, cover = $9, city_code = $10, place = $11, lat = $12, lng = $13,
                online_url = $14, live_id = $15, school = $16, host_company_id = $17, organiser = $18, schedule = $19, starts_at = $20, ends_at = $21,
                capacity = $22, booth_capacity = $23, updated_at = $24
          WHERE tenant_id = $1 AND id = $2`,
        [tenantId, id, v.kind, v.online, v.slug, v.title, v.summary, v.intro, v.cover, v.cityCode, v.place, v.lat, v.lng, v.onlineUrl, v.liveId, v.school,
          v.hostCompanyId, v.organiser, JSON.stringify(v.schedule), v.startsAt, v.endsAt, v.capacity, v.boothCapacity, at],
      );
    },

    async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM events WHERE tenant_id = $1 AND slug = $2 AND id <> COALESCE($3, 0)) AS ok', [tenantId, slug, exceptId]);
      return r?.ok === true;
    },

    async companyExists(id: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM companies WHERE tenant_id = $1 AND id = $2) AS ok', [tenantId, id]);
      return r?.ok === true;
    },

    async setStatus(id: number, status: number, at: Date, reason = ''): Promise<void> {
      await q.query('UPDATE events SET status = $3, cancel_reason = $4, updated_at = $5 WHERE tenant_id = $1 AND id = $2', [tenantId, id, status, reason, at]);
    },

    // ------------------------------------------------------------ tickets

    async signupOf(eventId: number, userId: number): Promise<SignupRow | null> {
      const [r] = await q.query<SignupRow>(`${SELECT_SIGNUP} WHERE s.tenant_id = $1 AND s.event_id = $2 AND s.user_id = $3`, [tenantId, eventId, userId]);
      return r ?? null;
    },

    async signupById(id: number): Promise<SignupRow | null> {
      const [r] = await q.query<SignupRow>(`${SELECT_SIGNUP} WHERE s.tenant_id = $1 AND s.id = $2`, [tenantId, id]);
      return r ?? null;
    },

    /** A new ticket; null when the code is taken (the caller draws another). */
    async insertSignup(eventId: number, userId: number, status: number, code: string, at: Date): Promise<number | null> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO event_signups (tenant_id, event_id, user_id, status, code, queued_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [tenantId, eventId, userId, status, code, at],
      );
      return r?.id ?? null;
    },

    /** A given-back ticket taken up again: a seat or the end of the waiting list. */
    async reopenSignup(id: number, status: number, at: Date): Promise<void> {
      await q.query('UPDATE event_signups SET status = $3, queued_at = $4, updated_at = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, id, status, at]);
    },

    async setSignupStatus(id: number, status: number, at: Date): Promise<void> {
      await q.query('UPDATE event_signups SET status = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, id, status, at]);
    },

    /** The first on the waiting list, moved to a seat. */
    async promoteFirstWaiting(eventId: number, at: Date): Promise<{ id: number; user_id: number } | null> {
      const [r] = await q.query<{ id: number; user_id: number }>(
        `UPDATE event_signups SET status = 1, updated_at = $3
          WHERE tenant_id = $1 AND id = (SELECT id FROM event_signups WHERE tenant_id = $1 AND event_id = $2 AND status = 2 ORDER BY queued_at, id LIMIT 1)
          RETURNING id, user_id`,
        [tenantId, eventId, at],
      );
      return r ?? null;
    },

    async myTickets(userId: number, upcoming: boolean, at: Date, page: number, limit: number): Promise<{ list: (SignupRow & { event: EventRow })[]; total: number }> {
      const filter = ' AND (NOT $4::boolean OR e.ends_at > $3)';
      const [c] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_signups s JOIN events e ON e.tenant_id = s.tenant_id AND e.id = s.event_id
          WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.status <> 3${filter}`,
        [tenantId, userId, at, upcoming],
      );
      const rows = await q.query<SignupRow>(
        `${SELECT_SIGNUP} JOIN events e ON e.tenant_id = s.tenant_id AND e.id = s.event_id
          WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.status <> 3${filter}
          ORDER BY (e.ends_at <= $3), e.starts_at, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        [tenantId, userId, at, upcoming],
      );
      const events = new Map<number, EventRow>();
      for (const id of new Set(rows.map((r) => r.event_id))) {
        const e = await this.get(id);
        if (e) events.set(id, e);
      }
      return { list: rows.filter((r) => events.has(r.event_id)).map((r) => ({ ...r, event: events.get(r.event_id)! })), total: c?.n ?? 0 };
    },

    /**
     * Marks the seats of published events starting within (at, until] as
     * reminded and answers them: the UPDATE claims each seat once, so servers
     * sending reminders at the same time never remind twice.
     */
    async claimReminders(at: Date, until: Date): Promise<{ user_id: number; event_id: number; title: string; starts_at: Date; place: string; online: boolean }[]> {
      return q.query<{ user_id: number; event_id: number; title: string; starts_at: Date; place: string; online: boolean }>(
        `WITH due AS (
           UPDATE event_signups s SET reminded_at = $2
             FROM events e
            WHERE s.tenant_id = $1 AND e.tenant_id = s.tenant_id AND e.id = s.event_id AND e.status = 1
              AND e.starts_at > $2 AND e.starts_at <= $3 AND s.status = 1 AND s.reminded_at IS NULL
           RETURNING s.user_id, s.event_id, e.title, e.starts_at, e.place, e.online)
         SELECT * FROM due ORDER BY event_id, user_id`,
        [tenantId, at, until],
      );
    },

    /** Everyone holding a seat or waiting (the users told when the event is cancelled). */
    async holders(eventId: number): Promise<number[]> {
      const rows = await q.query<{ user_id: number }>('SELECT user_id FROM event_signups WHERE tenant_id = $1 AND event_id = $2 AND status IN (1, 2) ORDER BY id', [tenantId, eventId]);
      return rows.map((r) => r.user_id);
    },

    /** Checks a ticket in, once: null unless this call was the one that did it. */
    async checkIn(code: string, eventId: number | null, operatorId: number, at: Date): Promise<{ id: number; event_id: number; user_id: number; checked_in_at: Date } | null> {
      const [r] = await q.query<{ id: number; event_id: number; user_id: number; checked_in_at: Date }>(
        `UPDATE event_signups s SET checked_in_at = $4, checked_in_by = $5, updated_at = $4
          WHERE s.tenant_id = $1 AND s.code = $2 AND ($3::int IS NULL OR s.event_id = $3) AND s.status = ${SIGNUP_STATUS.confirmed} AND s.checked_in_at IS NULL
            AND EXISTS (SELECT 1 FROM events e WHERE e.tenant_id = s.tenant_id AND e.id = s.event_id AND e.status = 1)
          RETURNING s.id, s.event_id, s.user_id, s.checked_in_at`,
        [tenantId, code, eventId, at, operatorId],
      );
      return r ?? null;
    },

    async signupByCode(code: string): Promise<(SignupRow & { event_status: number }) | null> {
      const [r] = await q.query<SignupRow & { event_status: number }>(
        `SELECT s.id, s.event_id, s.user_id, s.status, s.code, s.queued_at, s.checked_in_at, s.created_at, NULL::int AS waiting_rank, e.status AS event_status
           FROM event_signups s JOIN events e ON e.tenant_id = s.tenant_id AND e.id = s.event_id
          WHERE s.tenant_id = $1 AND s.code = $2`,
        [tenantId, code],
      );
      return r ?? null;
    },

    async attendance(eventId: number, status: number | undefined, page: number, limit: number) {
      const [c] = await q.query<{ total: number; signed: number; waiting: number; checked: number }>(
        `SELECT count(*) FILTER (WHERE $3::int IS NULL OR status = $3)::int AS total,
                count(*) FILTER (WHERE status = 1)::int AS signed, count(*) FILTER (WHERE status = 2)::int AS waiting,
                count(*) FILTER (WHERE checked_in_at IS NOT NULL)::int AS checked
           FROM event_signups WHERE tenant_id = $1 AND event_id = $2`,
        [tenantId, eventId, status ?? null],
      );
      const rows = await q.query<{ id: number; user_id: number; name: string; mobile: string; status: number; code: string; checked_in_at: Date | null; created_at: Date }>(
        `SELECT s.id, s.user_id, u.name, u.mobile, s.status, s.code, s.checked_in_at, s.created_at
           FROM event_signups s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
          WHERE s.tenant_id = $1 AND s.event_id = $2 AND ($3::int IS NULL OR s.status = $3)
          ORDER BY s.status, s.queued_at, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        [tenantId, eventId, status ?? null],
      );
      return { rows, total: c?.total ?? 0, signed: c?.signed ?? 0, waiting: c?.waiting ?? 0, checked: c?.checked ?? 0 };
    },

    async userName(userId: number): Promise<{ name: string; mobile: string } | null> {
      const [r] = await q.query<{ name: string; mobile: string }>('SELECT name, mobile FROM users WHERE tenant_id = $1 AND id = $2', [tenantId, userId]);
      return r ?? null;
    },

    // ------------------------------------------------------------ companies

    /** Approved companies of an event with the jobs they show (their picks, else their newest open jobs). */
    async companies(eventId: number, jobsEach: number): Promise<{ companies: EventCompanyRow[]; jobs: EventJobRow[] }> {
      const companies = await q.query<EventCompanyRow>(
        `SELECT b.company_id, c.short_name AS name, c.logo, b.booth, b.job_ids
           FROM event_companies b JOIN companies c ON c.tenant_id = b.tenant_id AND c.id = b.company_id
          WHERE b.tenant_id = $1 AND b.event_id = $2 AND b.status = 1 ORDER BY b.decided_at NULLS LAST, b.id`,
        [tenantId, eventId],
      );
      if (companies.length === 0) return { companies, jobs: [] };
      const jobs = await q.query<EventJobRow>(
        `SELECT x.company_id, x.id, x.title, x.salary_min, x.salary_max, x.salary_unit, x.city_name FROM (
           SELECT j.company_id, j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, a.name AS city_name,
                  row_number() OVER (PARTITION BY j.company_id ORDER BY j.id DESC) AS n
             FROM event_companies b
             JOIN jobs j ON j.tenant_id = b.tenant_id AND j.company_id = b.company_id AND j.status = 1
                        AND (cardinality(b.job_ids) = 0 OR j.id = ANY (b.job_ids))
             LEFT JOIN areas a ON a.code = j.city_code
            WHERE b.tenant_id = $1 AND b.event_id = $2 AND b.status = 1) x
          WHERE x.n <= $3 ORDER BY x.company_id, x.id DESC`,
        [tenantId, eventId, jobsEach],
      );
      return { companies, jobs };
    },

    /** Open jobs of a company among ids. */
    async openJobsOf(companyId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await q.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND status = 1 AND id = ANY($3::int[]) ORDER BY id', [tenantId, companyId, ids]);
      return rows.map((r) => r.id);
    },

    async boothOf(eventId: number, companyId: number): Promise<BoothRow | null> {
      const [r] = await q.query<BoothRow>(`${SELECT_BOOTH} WHERE b.tenant_id = $1 AND b.event_id = $2 AND b.company_id = $3`, [tenantId, eventId, companyId]);
      return r ?? null;
    },

    async boothById(id: number): Promise<BoothRow | null> {
      const [r] = await q.query<BoothRow>(`${SELECT_BOOTH} WHERE b.tenant_id = $1 AND b.id = $2`, [tenantId, id]);
      return r ?? null;
    },

    async boothsOfCompanies(companyIds: readonly number[], eventId: number | undefined, page: number, limit: number): Promise<{ list: BoothRow[]; total: number }> {
      const [c] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM event_companies b WHERE b.tenant_id = $1 AND b.company_id = ANY($2::int[]) AND ($3::int IS NULL OR b.event_id = $3)',
        [tenantId, companyIds, eventId ?? null],
      );
      const list = await q.query<BoothRow>(
        `${SELECT_BOOTH} WHERE b.tenant_id = $1 AND b.company_id = ANY($2::int[]) AND ($3::int IS NULL OR b.event_id = $3)
          ORDER BY b.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        [tenantId, companyIds, eventId ?? null],
      );
      return { list, total: c?.n ?? 0 };
    },

    async boothsOfEvent(eventId: number, status: number | undefined, page: number, limit: number): Promise<{ list: BoothRow[]; total: number }> {
      const [c] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM event_companies b WHERE b.tenant_id = $1 AND b.event_id = $2 AND ($3::int IS NULL OR b.status = $3)', [
        tenantId,
        eventId,
        status ?? null,
      ]);
      const list = await q.query<BoothRow>(
        `${SELECT_BOOTH} WHERE b.tenant_id = $1 AND b.event_id = $2 AND ($3::int IS NULL OR b.status = $3)
          ORDER BY b.status, b.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        [tenantId, eventId, status ?? null],
      );
      return { list, total: c?.n ?? 0 };
    },

    async approvedBooths(eventId: number): Promise<number> {
      const [r] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM event_companies WHERE tenant_id = $1 AND event_id = $2 AND status = 1', [tenantId, eventId]);
      return r?.n ?? 0;
    },

    /** The applicants of an event's approved and pending booths (told when it is cancelled). */
    async boothApplicants(eventId: number): Promise<number[]> {
      const rows = await q.query<{ applicant_id: number }>(
        'SELECT DISTINCT applicant_id FROM event_companies WHERE tenant_id = $1 AND event_id = $2 AND status IN (0, 1) AND applicant_id IS NOT NULL ORDER BY applicant_id',
        [tenantId, eventId],
      );
      return rows.map((r) => r.applicant_id);
    },

    /** A new application, or a refused or withdrawn one sent again; null when one is already pending or approved. */
    async upsertBooth(v: { eventId: number; companyId: number; applicantId: number; contactName: string; contactMobile: string; jobIds: number[]; note: string }, at: Date): Promise<number | null> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO event_companies (tenant_id, event_id, company_id, applicant_id, contact_name, contact_mobile, job_ids, note, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (tenant_id, event_id, company_id) DO UPDATE
            SET applicant_id = EXCLUDED.applicant_id, contact_name = EXCLUDED.contact_name, contact_mobile = EXCLUDED.contact_mobile,
                job_ids = EXCLUDED.job_ids, note = EXCLUDED.note, status = 0, reply = '', booth = '', decided_by = NULL, decided_at = NULL, updated_at = EXCLUDED.updated_at
          WHERE event_companies.status IN (2, 3)
         RETURNING id`,
        [tenantId, v.eventId, v.companyId, v.applicantId, v.contactName, v.contactMobile, v.jobIds, v.note, at],
      );
      return r?.id ?? null;
    },

    async resolveBooth(id: number, status: number, reply: string, booth: string, operatorId: number | null, at: Date): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        `UPDATE event_companies SET status = $3, reply = $4, booth = $5, decided_by = $6, decided_at = $7, updated_at = $7
          WHERE tenant_id = $1 AND id = $2 AND status = 0 RETURNING id`,
        [tenantId, id, status, reply, booth, operatorId, at],
      );
      return rows.length === 1;
    },

    async withdrawBooth(id: number, at: Date): Promise<boolean> {
      const rows = await q.query<{ id: number }>('UPDATE event_companies SET status = 3, updated_at = $3 WHERE tenant_id = $1 AND id = $2 AND status IN (0, 1) RETURNING id', [tenantId, id, at]);
      return rows.length === 1;
    },

    /** Seekers signed up and checked in, and applications to a company's jobs made from the event. */
    async boothFigures(eventId: number, companyId: number): Promise<{ signed: number; checked: number; applications: number }> {
      const [r] = await q.query<{ signed: number; checked: number; applications: number }>(
        `SELECT (SELECT count(*)::int FROM event_signups WHERE tenant_id = $1 AND event_id = $2 AND status = 1) AS signed,
                (SELECT count(*)::int FROM event_signups WHERE tenant_id = $1 AND event_id = $2 AND checked_in_at IS NOT NULL) AS checked,
                (SELECT count(*)::int FROM job_applications WHERE tenant_id = $1 AND model = 'event' AND model_id = $2 AND company_id = $3) AS applications`,
        [tenantId, eventId, companyId],
      );
      return r ?? { signed: 0, checked: 0, applications: 0 };
    },

    /** Whether a company takes part (approved) in a published event: applying from its page records it. */
    async companyTakesPart(eventId: number, companyId: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM event_companies b JOIN events e ON e.tenant_id = b.tenant_id AND e.id = b.event_id
                         WHERE b.tenant_id = $1 AND b.event_id = $2 AND b.company_id = $3 AND b.status = 1 AND e.status = 1) AS ok`,
        [tenantId, eventId, companyId],
      );
      return r?.ok === true;
    },
  };
}
export type EventRepo = ReturnType<typeof eventRepo>;

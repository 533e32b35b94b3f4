import { maskPhone } from '../../../schemas/identity';
import { SEND_STATUS_CANCELLED, SEND_STATUS_TEXT, type SendItem } from '../../../schemas/job-send';
import type { Queryable } from '../../db/db';

/** A job as applying needs it. */
export interface ApplyJobRow {
  id: number;
  title: string;
  status: number;
  company_id: number;
  company_name: string;
  /** The recruiter who posted it, else the company's owner (null when neither). */
  recruiter_id: number | null;
  apply_mode: number;
  apply_form: string;
  /** The job's own contact (any may be ''; each falls back to the recruiter's card). */
  contact_name: string;
  contact_mobile: string;
  contact_email: string;
  contact_wechat: string;
}

export interface SendRow {
  id: number;
  job_id: number;
  company_id: number;
  seeker_id: number;
  resume_kind: number;
  attachment_id: number | null;
  note: string;
  reply: string;
  model: string;
  model_id: number | null;
  status: number;
  improper: boolean;
  form_data: Record<string, unknown> | null;
  urged_at: Date | null;
  viewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  job_title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  job_status: number;
  city_name: string | null;
  company_name: string;
  company_logo: string;
  recruiter_id: number | null;
  seeker_name: string;
  seeker_avatar: string;
  seeker_mobile: string;
  degree: string | null;
  working_date: string | null;
}

/**
 * A seeker's degree and working date as a recruiter sees them: the resume's once
 * its base is saved (what the resume page shows), else the registration profile's.
 * The card said 2020-07 参加工作 from the profile while the resume said 2019-07.
 */
const SEEKER_FACTS = (resume: string, profile: string) =>
  `CASE WHEN ${resume}.base IS NOT NULL THEN ${resume}.base->>'degree' ELSE ${profile}.degree END AS degree,
   CASE WHEN ${resume}.base IS NOT NULL THEN ${resume}.working_date ELSE ${profile}.working_date END AS working_date`;

const SELECT_SEND = `
  SELECT a.id, a.job_id, a.company_id, a.seeker_id, a.resume_kind, a.attachment_id, a.note, a.reply, a.model, a.model_id,
         a.status, a.improper, a.form_data, a.urged_at, a.viewed_at, a.created_at, a.updated_at,
         j.title AS job_title, j.salary_min, j.salary_max, j.salary_unit, j.status AS job_status, ac.name AS city_name,
         c.short_name AS company_name, c.logo AS company_logo, COALESCE(j.recruiter_id, c.owner_user_id) AS recruiter_id,
         u.name AS seeker_name, u.avatar AS seeker_avatar, u.mobile AS seeker_mobile, ${SEEKER_FACTS('rs', 'p')}
    FROM job_applications a
    JOIN jobs j ON j.tenant_id = a.tenant_id AND j.id = a.job_id
    JOIN companies c ON c.tenant_id = a.tenant_id AND c.id = a.company_id
    JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.seeker_id
    LEFT JOIN areas ac ON ac.code = j.city_code
    LEFT JOIN user_profiles p ON p.tenant_id = a.tenant_id AND p.user_id = a.seeker_id
    LEFT JOIN resumes rs ON rs.tenant_id = a.tenant_id AND rs.user_id = a.seeker_id`;

/** Companies the user recruits for: owned, or joined (company_members). `$2` is the user. */
const MEMBER_OF = (companyCol: string) => `${companyCol} IN (
  SELECT c2.id FROM companies c2 WHERE c2.tenant_id = $1 AND (c2.owner_user_id = $2 OR EXISTS (
    SELECT 1 FROM company_members m WHERE m.tenant_id = c2.tenant_id AND m.company_id = c2.id AND m.user_id = $2)))`;

export interface SendFilter {
  status?: number | undefined;
  jobId?: number | undefined;
  improper?: boolean | undefined;
}

/** The name a seeker is shown by: their name, else their masked number. */
export const seekerDisplayName = (name: string, mobile: string) => name.trim() || maskPhone(mobile);

export function toSendItem(r: SendRow, opts: { canUrge: boolean }): SendItem {
  const open = r.status === 1 || r.status === 2;
  return {
    id: r.id,
    status: r.status,
    statusText: SEND_STATUS_TEXT[r.status] ?? '未知',
    improper: r.improper,
    note: r.note,
    reply: r.reply,
    resumeKind: r.resume_kind,
    attachmentId: r.attachment_id,
    form: r.form_data,
    model: r.model,
    modelId: r.model_id,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    viewedAt: r.viewed_at?.toISOString() ?? null,
    urgedAt: r.urged_at?.toISOString() ?? null,
    canUrge: open && opts.canUrge,
    canCancel: open,
    job: {
      id: r.job_id,
      title: r.job_title,
      salaryMin: r.salary_min,
      salaryMax: r.salary_max,
      salaryUnit: r.salary_unit,
      cityName: r.city_name ?? '',
      status: r.job_status,
    },
    company: { id: r.company_id, name: r.company_name, logo: r.company_logo },
    seeker: {
      id: r.seeker_id,
      name: seekerDisplayName(r.seeker_name, r.seeker_mobile),
      avatar: r.seeker_avatar,
      degree: r.degree ?? '',
      workingDate: r.working_date ?? '',
    },
  };
}

/** Applications and the jobs they are made to. Every query names the tenant; RLS is the second wall. */
export function jobSendRepo(q: Queryable, tenantId: number) {
  return {
    async jobs(ids: readonly number[]): Promise<ApplyJobRow[]> {
      return q.query<ApplyJobRow>(
        `SELECT j.id, j.title, j.status, j.company_id, c.short_name AS company_name, COALESCE(j.recruiter_id, c.owner_user_id) AS recruiter_id,
                j.apply_mode, j.apply_form, j.contact_name, j.contact_mobile, j.contact_email, j.contact_wechat
           FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
          WHERE j.tenant_id = $1 AND j.id = ANY($2::int[])`,
        [tenantId, ids],
      );
    },

    async liveExists(id: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM lives WHERE tenant_id = $1 AND id = $2) AS ok', [tenantId, id]);
      return r?.ok === true;
    },

    /** The seeker's open (not cancelled) application to a job. */
    async openOf(seekerId: number, jobId: number): Promise<{ id: number; status: number } | null> {
      const [r] = await q.query<{ id: number; status: number }>(
        `SELECT id, status FROM job_applications WHERE tenant_id = $1 AND job_id = $2 AND seeker_id = $3 AND status <> $4`,
        [tenantId, jobId, seekerId, SEND_STATUS_CANCELLED],
      );
      return r ?? null;
    },

    /** A new application; null when an open one exists already (a parallel double tap). */
    async insert(a: {
      jobId: number;
      companyId: number;
      seekerId: number;
      resumeKind: number;
      attachmentId: number | null;
      note: string;
      model: string;
      modelId: number | null;
      form: Record<string, unknown> | null;
      at: Date;
    }): Promise<number | null> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id, resume_kind, attachment_id, note, model, model_id, form_data, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (tenant_id, job_id, seeker_id) WHERE status <> 6 DO NOTHING RETURNING id`,
        [tenantId, a.jobId, a.companyId, a.seekerId, a.resumeKind, a.attachmentId, a.note, a.model, a.modelId, a.form === null ? null : JSON.stringify(a.form), a.at],
      );
      return r?.id ?? null;
    },

    /** An application of the seeker's own. */
    async ofSeeker(seekerId: number, id: number, lock = false): Promise<SendRow | null> {
      const [r] = await q.query<SendRow>(`${SELECT_SEND} WHERE a.tenant_id = $1 AND a.seeker_id = $2 AND a.id = $3${lock ? ' FOR UPDATE OF a' : ''}`, [tenantId, seekerId, id]);
      return r ?? null;
    },

    /** An application to a company the recruiter belongs to. */
    async ofRecruiter(recruiterId: number, id: number, lock = false): Promise<SendRow | null> {
      const [r] = await q.query<SendRow>(`${SELECT_SEND} WHERE a.tenant_id = $1 AND ${MEMBER_OF('a.company_id')} AND a.id = $3${lock ? ' FOR UPDATE OF a' : ''}`, [
        tenantId,
        recruiterId,
        id,
      ]);
      return r ?? null;
    },

    async isRecruiter(userId: number): Promise<boolean> {
      const [r] = await q.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM companies c WHERE c.tenant_id = $1 AND (c.owner_user_id = $2 OR EXISTS (
           SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2))) AS ok`,
        [tenantId, userId],
      );
      return r?.ok === true;
    },

    async find(side: 'seeker' | 'recruiter', userId: number, f: SendFilter, page: number, limit: number): Promise<{ rows: SendRow[]; total: number }> {
      const where = ['a.tenant_id = $1', side === 'seeker' ? 'a.seeker_id = $2' : MEMBER_OF('a.company_id')];
      const params: unknown[] = [tenantId, userId];
      const add = (sql: (n: string) => string, v: unknown) => {
        params.push(v);
        where.push(sql(`$${params.length}`));
      };
      if (f.status !== undefined) add((n) => `a.status = ${n}`, f.status);
      // A recruiter does not see what the seeker took back, unless asking for exactly that.
      else if (side === 'recruiter') add((n) => `a.status <> ${n}`, SEND_STATUS_CANCELLED);
      if (f.jobId !== undefined) add((n) => `a.job_id = ${n}`, f.jobId);
      if (f.improper !== undefined) add((n) => `a.improper = ${n}`, f.improper);
      const whereSql = where.join(' AND ');
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_applications a WHERE ${whereSql}`, params);
      params.push(limit, (page - 1) * limit);
      const rows = await q.query<SendRow>(
        `${SELECT_SEND} WHERE ${whereSql} ORDER BY a.updated_at DESC, a.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { rows, total: c?.n ?? 0 };
    },

    async setStatus(id: number, status: number, at: Date, extra: { reply?: string; viewed?: boolean } = {}): Promise<void> {
      await q.query(
        `UPDATE job_applications SET status = $3, updated_at = $4,
                reply = COALESCE($5, reply), viewed_at = CASE WHEN $6 THEN COALESCE(viewed_at, $4) ELSE viewed_at END
          WHERE tenant_id = $1 AND id = $2`,
        [tenantId, id, status, at, extra.reply ?? null, extra.viewed ?? false],
      );
    },

    async setUrged(id: number, at: Date): Promise<void> {
      await q.query('UPDATE job_applications SET urged_at = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, id, at]);
    },

    async setImproper(id: number, improper: boolean): Promise<void> {
      await q.query('UPDATE job_applications SET improper = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, id, improper]);
    },

    async userName(userId: number): Promise<string> {
      const [r] = await q.query<{ name: string; mobile: string }>('SELECT name, mobile FROM users WHERE tenant_id = $1 AND id = $2', [tenantId, userId]);
      return r ? seekerDisplayName(r.name, r.mobile) : '';
    },

    /** The recruiter's card for contactGet. */
    async recruiterContact(userId: number, companyId: number): Promise<{
      name: string;
      mobile: string;
      email: string | null;
      position: string | null;
      hr_position: string | null;
      card_mobile: string | null;
      card_wechat: string | null;
      card_email: string | null;
    } | null> {
      const [r] = await q.query<{
        name: string;
        mobile: string;
        email: string | null;
        position: string | null;
        hr_position: string | null;
        card_mobile: string | null;
        card_wechat: string | null;
        card_email: string | null;
      }>(
        `SELECT u.name, u.mobile, u.email, m.position, p.hr_position, k.mobile AS card_mobile, k.wechat AS card_wechat, k.email AS card_email
           FROM users u
           LEFT JOIN company_members m ON m.tenant_id = u.tenant_id AND m.user_id = u.id AND m.company_id = $3
           LEFT JOIN user_profiles p ON p.tenant_id = u.tenant_id AND p.user_id = u.id
           LEFT JOIN user_contacts k ON k.tenant_id = u.tenant_id AND k.user_id = u.id
          WHERE u.tenant_id = $1 AND u.id = $2`,
        [tenantId, userId, companyId],
      );
      return r ?? null;
    },
  };
}

import { INTERVIEW_STATE } from '../../../schemas/interview';
import type { Queryable } from '../../db/db';

/** An interview row with what lists show beside it (both parties' names, the job's title). */
export interface InterviewRow {
  id: number;
  recruiter_id: number;
  seeker_id: number;
  application_id: number | null;
  conversation_id: number | null;
  job_id: number | null;
  type: number;
  room_type: number;
  start_at: Date;
  video_minute: number;
  address: string;
  note: string;
  status: number;
  call_started_at: Date | null;
  call_ended_at: Date | null;
  duration_sec: number;
  job_title: string | null;
  recruiter_name: string;
  recruiter_avatar: string;
  seeker_name: string;
  seeker_avatar: string;
  company_name: string | null;
}

const SELECT = `SELECT i.*, j.title AS job_title,
    r.name AS recruiter_name, r.avatar AS recruiter_avatar, s.name AS seeker_name, s.avatar AS seeker_avatar,
    (SELECT c.name FROM companies c WHERE c.tenant_id = i.tenant_id AND (c.owner_user_id = i.recruiter_id OR EXISTS (
       SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = i.recruiter_id)) ORDER BY c.id LIMIT 1) AS company_name
  FROM interviews i
  JOIN users r ON r.tenant_id = i.tenant_id AND r.id = i.recruiter_id
  JOIN users s ON s.tenant_id = i.tenant_id AND s.id = i.seeker_id
  LEFT JOIN jobs j ON j.tenant_id = i.tenant_id AND j.id = i.job_id`;

/** Companies the user recruits for: owned, or joined. `$2` is the user. */
const MEMBER_OF = (companyCol: string) => `${companyCol} IN (
  SELECT c2.id FROM companies c2 WHERE c2.tenant_id = $1 AND (c2.owner_user_id = $2 OR EXISTS (
    SELECT 1 FROM company_members m WHERE m.tenant_id = c2.tenant_id AND m.company_id = c2.id AND m.user_id = $2)))`;

export interface NewInterview {
  recruiterId: number;
  seekerId: number;
  applicationId: number | null;
  conversationId: number | null;
  jobId: number | null;
  type: number;
  roomType: number;
  startAt: Date;
  videoMinute: number;
  address: string;
  note: string;
  at: Date;
}

export function interviewRepo(q: Queryable, tenantId: number) {
  return {
    /** An application the user recruits for (its company is theirs): who applied, to which job. */
    async applicationForRecruiter(applicationId: number, userId: number): Promise<{ seeker_id: number; job_id: number } | null> {
      const [row] = await q.query<{ seeker_id: number; job_id: number }>(
        `SELECT a.seeker_id, a.job_id FROM job_applications a WHERE a.tenant_id = $1 AND a.id = $3 AND ${MEMBER_OF('a.company_id')}`,
        [tenantId, userId, applicationId],
      );
      return row ?? null;
    },

    /** A conversation where the user is the recruiter. */
    async conversationForRecruiter(cid: number, userId: number): Promise<{ seeker_id: number; job_id: number | null } | null> {
      const [row] = await q.query<{ seeker_id: number; job_id: number | null }>('SELECT seeker_id, job_id FROM im_conversations WHERE tenant_id = $1 AND id = $2 AND recruiter_id = $3', [tenantId, cid, userId]);
      return row ?? null;
    },

    /** Inserts unless the pair already has an open interview (then null). */
    async insert(n: NewInterview): Promise<number | null> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO interviews (tenant_id, recruiter_id, seeker_id, application_id, conversation_id, job_id, type, room_type, start_at, video_minute, address, note, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (tenant_id, recruiter_id, seeker_id) WHERE status IN (1, 2) DO NOTHING RETURNING id`,
        [tenantId, n.recruiterId, n.seekerId, n.applicationId, n.conversationId, n.jobId, n.type, n.roomType, n.startAt, n.videoMinute, n.address, n.note, n.at],
      );
      return rows[0]?.id ?? null;
    },

    async get(id: number): Promise<InterviewRow | null> {
      const [row] = await q.query<InterviewRow>(`${SELECT} WHERE i.tenant_id = $1 AND i.id = $2`, [tenantId, id]);
      return row ?? null;
    },

    /** Locks the row for a state change (parallel joins and hang-ups queue). */
    async lock(id: number): Promise<void> {
      await q.query('SELECT 1 FROM interviews WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, id]);
    },

    async mine(userId: number, status: number | undefined, limit: number, offset: number): Promise<{ list: InterviewRow[]; total: number }> {
      const where = `i.tenant_id = $1 AND (i.recruiter_id = $2 OR i.seeker_id = $2)${status ? ' AND i.status = $3' : ''}`;
      const args: unknown[] = status ? [tenantId, userId, status] : [tenantId, userId];
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM interviews i WHERE ${where}`, args);
      // Open ones first (soonest first), then the past (latest first).
      const list = await q.query<InterviewRow>(
        `${SELECT} WHERE ${where} ORDER BY (i.status IN (1, 2)) DESC, CASE WHEN i.status IN (1, 2) THEN i.start_at END ASC, i.start_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return { list, total: c?.n ?? 0 };
    },

    /** Scheduled interviews whose room has closed without a call: missed. Answers their ids. */
    async markMissed(closedBefore: Date, userId?: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `UPDATE interviews SET status = ${INTERVIEW_STATE.missed}
         WHERE tenant_id = $1 AND status = ${INTERVIEW_STATE.scheduled} AND start_at + make_interval(mins => video_minute) + interval '30 minutes' < $2
         ${userId ? 'AND (recruiter_id = $3 OR seeker_id = $3)' : ''} RETURNING id`,
        userId ? [tenantId, closedBefore, userId] : [tenantId, closedBefore],
      );
      return rows.map((r) => r.id);
    },

    async startCall(id: number, at: Date): Promise<void> {
      await q.query(`UPDATE interviews SET status = ${INTERVIEW_STATE.inCall}, call_started_at = COALESCE(call_started_at, $3) WHERE tenant_id = $1 AND id = $2`, [tenantId, id, at]);
    },

    async endCall(id: number, at: Date, durationSec: number): Promise<void> {
      await q.query(`UPDATE interviews SET status = ${INTERVIEW_STATE.ended}, call_ended_at = $3, duration_sec = $4 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, at, durationSec]);
    },

    /** Claims scheduled interviews starting before `until` that were not reminded (each is claimed once, however many servers run this). */
    async claimReminders(now: Date, until: Date): Promise<{ id: number; recruiter_id: number; seeker_id: number; job_id: number | null; type: number; start_at: Date; video_minute: number; address: string }[]> {
      return q.query(
        `UPDATE interviews SET reminded_at = $2
         WHERE tenant_id = $1 AND status = ${INTERVIEW_STATE.scheduled} AND reminded_at IS NULL AND start_at > $2 AND start_at <= $3
         RETURNING id, recruiter_id, seeker_id, job_id, type, start_at, video_minute, address`,
        [tenantId, now, until],
      );
    },
  };
}
export type InterviewRepo = ReturnType<typeof interviewRepo>;

import type { Queryable } from '../../db/db';

export interface LiveRow {
  id: number;
  company_id: number;
  title: string;
  cover: string;
  status: number;
  start_at: Date;
  end_at: Date | null;
  play_url: string;
  replay_url: string;
  job_ids: number[];
  likes: number;
  company_name: string;
  company_logo: string;
}

export interface LiveJobRow {
  id: number;
  title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  city_name: string;
}

export interface LiveFields {
  companyId: number;
  title: string;
  cover: string;
  startAt: Date;
  endAt: Date | null;
  jobIds: number[];
  playUrl: string;
  replayUrl: string;
  status: number;
}

const SELECT = `SELECT l.id, l.company_id, l.title, l.cover, l.status, l.start_at, l.end_at, l.play_url, l.replay_url, l.job_ids, l.likes,
    c.short_name AS company_name, c.logo AS company_logo
  FROM lives l JOIN companies c ON c.tenant_id = l.tenant_id AND c.id = l.company_id`;

export function liveRepo(q: Queryable, tenantId: number) {
  return {
    async get(id: number): Promise<LiveRow | null> {
      const [r] = await q.query<LiveRow>(`${SELECT} WHERE l.tenant_id = $1 AND l.id = $2`, [tenantId, id]);
      return r ?? null;
    },

    /** Locks the live for an edit (parallel saves queue). */
    async lock(id: number): Promise<{ company_id: number; status: number } | null> {
      const [r] = await q.query<{ company_id: number; status: number }>('SELECT company_id, status FROM lives WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, id]);
      return r ?? null;
    },

    /** The first company the user owns or has joined (the one they recruit for). */
    async companyOf(userId: number): Promise<number | null> {
      const [r] = await q.query<{ id: number }>(
        `SELECT c.id FROM companies c WHERE c.tenant_id = $1 AND (c.owner_user_id = $2 OR EXISTS (
           SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2)) ORDER BY c.id LIMIT 1`,
        [tenantId, userId],
      );
      return r?.id ?? null;
    },

    async companyExists(id: number): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM companies WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
      return rows.length > 0;
    },

    /** How many of the ids are jobs of the company. */
    async countCompanyJobs(companyId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [r] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND id = ANY($3::int[])', [tenantId, companyId, ids]);
      return r?.n ?? 0;
    },

    /** The company's open jobs (newest first), what a live may show. */
    async companyJobs(companyId: number): Promise<{ id: number; title: string }[]> {
      return q.query('SELECT id, title FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND status = 1 ORDER BY id DESC LIMIT 100', [tenantId, companyId]);
    },

    /** The room's jobs that are still open, in the order the live lists them. */
    async jobs(companyId: number, ids: number[]): Promise<LiveJobRow[]> {
      if (ids.length === 0) return [];
      return q.query<LiveJobRow>(
        `SELECT j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, coalesce(a.name, '') AS city_name
           FROM jobs j LEFT JOIN areas a ON a.code = j.city_code
          WHERE j.tenant_id = $1 AND j.company_id = $2 AND j.id = ANY($3::int[]) AND j.status = 1
          ORDER BY array_position($3::int[], j.id)`,
        [tenantId, companyId, ids],
      );
    },

    async insert(f: LiveFields, createdBy: number | null, at: Date): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO lives (tenant_id, company_id, title, cover, start_at, job_ids, play_url, replay_url, status, created_by, created_at, updated_at, end_at)
         VALUES ($1, $2, $3, $4, $5, $6::int[], $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
        [tenantId, f.companyId, f.title, f.cover, f.startAt, f.jobIds, f.playUrl, f.replayUrl, f.status, createdBy, at, f.endAt],
      );
      return r!.id;
    },

    async update(id: number, f: LiveFields, at: Date): Promise<void> {
      await q.query(
        `UPDATE lives SET company_id = $3, title = $4, cover = $5, start_at = $6, job_ids = $7::int[], play_url = $8, replay_url = $9, status = $10, updated_at = $11, end_at = $12
          WHERE tenant_id = $1 AND id = $2`,
        [tenantId, id, f.companyId, f.title, f.cover, f.startAt, f.jobIds, f.playUrl, f.replayUrl, f.status, at, f.endAt],
      );
    },

    async liked(id: number, userId: number): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM live_likes WHERE tenant_id = $1 AND live_id = $2 AND user_id = $3', [tenantId, id, userId]);
      return rows.length > 0;
    },

    /** One like per user: a repeated like changes nothing. Answers the count. */
    async like(id: number, userId: number, at: Date): Promise<number> {
      const added = await q.query('INSERT INTO live_likes (tenant_id, live_id, user_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1', [tenantId, id, userId, at]);
      const [r] = await q.query<{ likes: number }>(
        `UPDATE lives SET likes = likes + $3 WHERE tenant_id = $1 AND id = $2 RETURNING likes`,
        [tenantId, id, added.length],
      );
      return r?.likes ?? 0;
    },

    async reserved(id: number, userId: number): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM live_reservations WHERE tenant_id = $1 AND live_id = $2 AND user_id = $3', [tenantId, id, userId]);
      return rows.length > 0;
    },

    /** 预约: once per user (a repeat changes nothing). */
    async reserve(id: number, userId: number, at: Date): Promise<void> {
      await q.query('INSERT INTO live_reservations (tenant_id, live_id, user_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [tenantId, id, userId, at]);
    },

    async unreserve(id: number, userId: number): Promise<void> {
      await q.query('DELETE FROM live_reservations WHERE tenant_id = $1 AND live_id = $2 AND user_id = $3', [tenantId, id, userId]);
    },

    /**
     * Timed states: upcoming lives whose start has come go on air (or straight to ended when their
     * end has passed too), lives on air whose end has passed end, ended lives with a replay address
     * become replays. `defaultMs` is the length of a live without its own end time.
     */
    async advance(now: Date, defaultMs: number): Promise<{ onAir: number; ended: number; replay: number }> {
      const end = `coalesce(end_at, start_at + make_interval(secs => $3::double precision / 1000))`;
      const onAir = await q.query(`UPDATE lives SET status = 1, updated_at = $2 WHERE tenant_id = $1 AND status = 0 AND start_at <= $2 AND ${end} > $2 RETURNING id`, [tenantId, now, defaultMs]);
      const ended = await q.query(`UPDATE lives SET status = 2, updated_at = $2 WHERE tenant_id = $1 AND status IN (0, 1) AND ${end} <= $2 RETURNING id`, [tenantId, now, defaultMs]);
      const replay = await q.query(`UPDATE lives SET status = 3, updated_at = $2 WHERE tenant_id = $1 AND status = 2 AND replay_url <> '' RETURNING id`, [tenantId, now]);
      return { onAir: onAir.length, ended: ended.length, replay: replay.length };
    },

    /** Reservers of lives on air not yet told, claimed (each is told once, however many runners). */
    async claimStartNotices(now: Date): Promise<{ live_id: number; user_id: number; title: string; company_name: string }[]> {
      return q.query(
        `UPDATE live_reservations r SET notified_at = $2
           FROM lives l JOIN companies c ON c.tenant_id = l.tenant_id AND c.id = l.company_id
          WHERE r.tenant_id = $1 AND r.notified_at IS NULL AND l.tenant_id = r.tenant_id AND l.id = r.live_id AND l.status = 1
          RETURNING r.live_id, r.user_id, l.title, c.short_name AS company_name`,
        [tenantId, now],
      );
    },

    async byCompany(companyId: number | null, limit: number, offset: number): Promise<{ list: LiveRow[]; total: number }> {
      const where = `l.tenant_id = $1${companyId === null ? '' : ' AND l.company_id = $2'}`;
      const args: unknown[] = companyId === null ? [tenantId] : [tenantId, companyId];
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM lives l WHERE ${where}`, args);
      const list = await q.query<LiveRow>(`${SELECT} WHERE ${where} ORDER BY l.start_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`, args);
      return { list, total: c?.n ?? 0 };
    },
  };
}
export type LiveRepo = ReturnType<typeof liveRepo>;

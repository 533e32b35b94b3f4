import type { Queryable } from '../../db/db';

export interface ResumeRow {
  user_id: number;
  base: Record<string, unknown> | null;
  intro: string;
  experience_skipped: boolean;
  refreshed_at: Date | null;
  expect_updated_at: Date | null;
  updated_at: Date;
}

export interface ItemRow {
  id: number;
  section: string;
  data: Record<string, unknown>;
}

export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  path: string;
  kind: string;
  created_at: Date;
}

export interface SearchFilter {
  keyword: string;
  cityCode: string;
  positionIds: number[];
  minDegreeRank: number;
  /** Inclusive bounds of working months ('' workingDate counts as none), null for any. */
  workMonths: { min: number; max: number | null } | null;
  /** Recent graduates only (应届生). */
  freshGraduates: { sinceMonth: string } | null;
  /** Companies of the recruiter: seekers who shielded any of them are left out. */
  companyIds: number[];
  todayMonth: string;
  /** Seekers whose VIP is active at this time come first (a VIP perk), then the newest refresh. */
  now: Date;
  offset: number;
  limit: number;
}

/** Resume rows of one tenant (resumes, resume_items, resume_attachments, resume_views). */
export function resumeRepo(q: Queryable, tenantId: number) {
  return {
    async get(userId: number): Promise<ResumeRow | null> {
      const [row] = await q.query<ResumeRow>(
        'SELECT user_id, base, intro, experience_skipped, refreshed_at, expect_updated_at, updated_at FROM resumes WHERE tenant_id = $1 AND user_id = $2',
        [tenantId, userId],
      );
      return row ?? null;
    },
    /** The row, created empty when missing (items hang off it). */
    async ensure(userId: number): Promise<void> {
      await q.query('INSERT INTO resumes (tenant_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tenantId, userId]);
    },
    async setBase(userId: number, base: Record<string, unknown>, cols: { degreeRank: number; workingDate: string; graduation: string; cityCode: string }, at: Date): Promise<void> {
      await q.query(
        `UPDATE resumes SET base = $3::jsonb, degree_rank = $4, working_date = $5, graduation = $6, city_code = $7, updated_at = $8,
                refreshed_at = coalesce(refreshed_at, $8)
          WHERE tenant_id = $1 AND user_id = $2`,
        [tenantId, userId, JSON.stringify(base), cols.degreeRank, cols.workingDate, cols.graduation, cols.cityCode, at],
      );
    },
    async setIntro(userId: number, intro: string, at: Date): Promise<void> {
      await q.query('UPDATE resumes SET intro = $3, updated_at = $4 WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId, intro, at]);
    },
    async touch(userId: number, at: Date, expect: boolean): Promise<void> {
      await q.query(
        `UPDATE resumes SET updated_at = $3, expect_updated_at = CASE WHEN $4 THEN $3 ELSE expect_updated_at END WHERE tenant_id = $1 AND user_id = $2`,
        [tenantId, userId, at, expect],
      );
    },
    async setSkipped(userId: number): Promise<void> {
      await q.query('UPDATE resumes SET experience_skipped = true WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
    },
    async setSearchText(userId: number, text: string): Promise<void> {
      await q.query('UPDATE resumes SET search_text = $3 WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId, text]);
    },
    /** Sets refreshed_at unless the last refresh is newer than `notAfter`; false when refused. */
    async refresh(userId: number, at: Date, notAfter: Date): Promise<boolean> {
      const rows = await q.query(
        `UPDATE resumes SET refreshed_at = $3 WHERE tenant_id = $1 AND user_id = $2 AND (refreshed_at IS NULL OR refreshed_at <= $4) RETURNING user_id`,
        [tenantId, userId, at, notAfter],
      );
      return rows.length > 0;
    },

    /** Rows of several resumes at once (a page of search hits). */
    async getMany(userIds: number[]): Promise<ResumeRow[]> {
      if (userIds.length === 0) return [];
      return q.query<ResumeRow>(
        'SELECT user_id, base, intro, experience_skipped, refreshed_at, expect_updated_at, updated_at FROM resumes WHERE tenant_id = $1 AND user_id = ANY($2::int[])',
        [tenantId, userIds],
      );
    },
    async itemsOfMany(userIds: number[]): Promise<(ItemRow & { user_id: number })[]> {
      if (userIds.length === 0) return [];
      return q.query<ItemRow & { user_id: number }>('SELECT id, user_id, section, data FROM resume_items WHERE tenant_id = $1 AND user_id = ANY($2::int[]) ORDER BY id', [
        tenantId,
        userIds,
      ]);
    },
    async items(userId: number): Promise<ItemRow[]> {
      return q.query<ItemRow>('SELECT id, section, data FROM resume_items WHERE tenant_id = $1 AND user_id = $2 ORDER BY id', [tenantId, userId]);
    },
    async countItems(userId: number, section: string, jobType?: number): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM resume_items WHERE tenant_id = $1 AND user_id = $2 AND section = $3
            AND ($4::int IS NULL OR (data->>'jobType')::int = $4)`,
        [tenantId, userId, section, jobType ?? null],
      );
      return row?.n ?? 0;
    },
    async item(userId: number, section: string, id: number): Promise<ItemRow | null> {
      const [row] = await q.query<ItemRow>('SELECT id, section, data FROM resume_items WHERE tenant_id = $1 AND user_id = $2 AND section = $3 AND id = $4', [
        tenantId,
        userId,
        section,
        id,
      ]);
      return row ?? null;
    },
    async insertItem(userId: number, section: string, data: Record<string, unknown>): Promise<number> {
      const [row] = await q.query<{ id: number }>('INSERT INTO resume_items (tenant_id, user_id, section, data) VALUES ($1, $2, $3, $4::jsonb) RETURNING id', [
        tenantId,
        userId,
        section,
        JSON.stringify(data),
      ]);
      return row!.id;
    },
    async updateItem(userId: number, section: string, id: number, data: Record<string, unknown>): Promise<boolean> {
      const rows = await q.query('UPDATE resume_items SET data = $5::jsonb WHERE tenant_id = $1 AND user_id = $2 AND section = $3 AND id = $4 RETURNING id', [
        tenantId,
        userId,
        section,
        id,
        JSON.stringify(data),
      ]);
      return rows.length > 0;
    },
    async deleteItem(userId: number, section: string, id: number): Promise<boolean> {
      const rows = await q.query('DELETE FROM resume_items WHERE tenant_id = $1 AND user_id = $2 AND section = $3 AND id = $4 RETURNING id', [
        tenantId,
        userId,
        section,
        id,
      ]);
      return rows.length > 0;
    },

    async attachments(userId: number): Promise<AttachmentRow[]> {
      return q.query<AttachmentRow>(
        `SELECT a.id, a.name, f.size, f.path, f.kind, a.created_at FROM resume_attachments a
           JOIN files f ON f.tenant_id = a.tenant_id AND f.id = a.file_id
          WHERE a.tenant_id = $1 AND a.user_id = $2 ORDER BY a.created_at DESC, a.id DESC`,
        [tenantId, userId],
      );
    },
    async attachment(userId: number, id: number): Promise<AttachmentRow | null> {
      const [row] = await q.query<AttachmentRow>(
        `SELECT a.id, a.name, f.size, f.path, f.kind, a.created_at FROM resume_attachments a
           JOIN files f ON f.tenant_id = a.tenant_id AND f.id = a.file_id
          WHERE a.tenant_id = $1 AND a.user_id = $2 AND a.id = $3`,
        [tenantId, userId, id],
      );
      return row ?? null;
    },
    async file(fileId: string): Promise<{ id: string; name: string; kind: string; uploader_id: number | null } | null> {
      const [row] = await q.query<{ id: string; name: string; kind: string; uploader_id: number | null }>(
        'SELECT id, name, kind, uploader_id FROM files WHERE tenant_id = $1 AND id = $2',
        [tenantId, fileId],
      );
      return row ?? null;
    },
    async insertAttachment(userId: number, fileId: string, name: string, at: Date): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        'INSERT INTO resume_attachments (tenant_id, user_id, file_id, name, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [tenantId, userId, fileId, name, at],
      );
      return row!.id;
    },
    async deleteAttachment(userId: number, id: number): Promise<boolean> {
      const rows = await q.query('DELETE FROM resume_attachments WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id', [tenantId, userId, id]);
      return rows.length > 0;
    },
    /** A file attached to a resume becomes private: served only through signed links. */
    async makeFilePrivate(fileId: string): Promise<void> {
      await q.query('UPDATE files SET private = true WHERE tenant_id = $1 AND id = $2', [tenantId, fileId]);
    },
    /** Records a stored file (the PDF export, private) in the files table. */
    async insertFile(f: { id: string; md5: string; size: number; name: string; path: string; userId: number }): Promise<void> {
      await q.query(
        `INSERT INTO files (tenant_id, id, md5, kind, mime, size, name, path, uploader_id, private) VALUES ($1, $2, $3, 'pdf', 'application/pdf', $4, $5, $6, $7, true)
         ON CONFLICT (tenant_id, md5) DO NOTHING`,
        [tenantId, f.id, f.md5, f.size, f.name, f.path, f.userId],
      );
    },

    /** Ids of the companies a user owns or belongs to. */
    async companyIds(userId: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM companies WHERE tenant_id = $1 AND owner_user_id = $2
         UNION SELECT company_id FROM company_members WHERE tenant_id = $1 AND user_id = $2`,
        [tenantId, userId],
      );
      return rows.map((r) => r.id);
    },
    async userRole(userId: number): Promise<{ role: number; setting: Record<string, unknown> | null } | null> {
      const [row] = await q.query<{ role: number; setting: Record<string, unknown> | null }>('SELECT role, setting FROM users WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        userId,
      ]);
      return row ?? null;
    },
    async shielded(seekerId: number, companyIds: number[]): Promise<boolean> {
      if (companyIds.length === 0) return false;
      const rows = await q.query('SELECT 1 FROM user_shields WHERE tenant_id = $1 AND user_id = $2 AND company_id = ANY($3::int[]) LIMIT 1', [
        tenantId,
        seekerId,
        companyIds,
      ]);
      return rows.length > 0;
    },
    /** Applications (not cancelled) of a seeker to jobs of these companies, newest first. */
    async applications(seekerId: number, companyIds: number[]): Promise<{ id: number; job_id: number; title: string; status: number; created_at: Date }[]> {
      if (companyIds.length === 0) return [];
      return q.query(
        `SELECT a.id, a.job_id, j.title, a.status, a.created_at FROM job_applications a
           JOIN jobs j ON j.tenant_id = a.tenant_id AND j.id = a.job_id
          WHERE a.tenant_id = $1 AND a.seeker_id = $2 AND a.company_id = ANY($3::int[]) AND a.status <> 6
          ORDER BY a.created_at DESC LIMIT 20`,
        [tenantId, seekerId, companyIds],
      );
    },
    async recordView(resumeUserId: number, viewerId: number, at: Date): Promise<void> {
      await q.query(
        `INSERT INTO resume_views (tenant_id, resume_user_id, viewer_id, viewed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, resume_user_id, viewer_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
        [tenantId, resumeUserId, viewerId, at],
      );
    },
    /** Recruiters who opened this resume, last view first, with the company they recruit for. */
    async viewers(resumeUserId: number, limit: number, offset: number): Promise<{ rows: { name: string; avatar: string; company_id: number | null; company_name: string | null; viewed_at: Date }[]; total: number }> {
      const rows = await q.query<{ name: string; avatar: string; company_id: number | null; company_name: string | null; viewed_at: Date }>(
        `SELECT u.name, u.avatar, c.id AS company_id, c.short_name AS company_name, v.viewed_at
           FROM resume_views v
           JOIN users u ON u.tenant_id = v.tenant_id AND u.id = v.viewer_id
           LEFT JOIN LATERAL (
             SELECT c.id, c.short_name FROM companies c
              WHERE c.tenant_id = v.tenant_id
                AND (c.owner_user_id = v.viewer_id OR EXISTS (SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = v.viewer_id))
              ORDER BY (c.owner_user_id = v.viewer_id) DESC NULLS LAST, c.id LIMIT 1
           ) c ON true
          WHERE v.tenant_id = $1 AND v.resume_user_id = $2
          ORDER BY v.viewed_at DESC, v.viewer_id DESC LIMIT $3 OFFSET $4`,
        [tenantId, resumeUserId, limit, offset],
      );
      const [n] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM resume_views WHERE tenant_id = $1 AND resume_user_id = $2', [tenantId, resumeUserId]);
      return { rows, total: n?.n ?? 0 };
    },
    async viewCount(resumeUserId: number): Promise<number> {
      const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM resume_views WHERE tenant_id = $1 AND resume_user_id = $2', [tenantId, resumeUserId]);
      return row?.n ?? 0;
    },
    async tenantSetting(): Promise<Record<string, unknown>> {
      const [row] = await q.query<{ data: Record<string, unknown> }>('SELECT data FROM app_settings WHERE tenant_id = $1', [tenantId]);
      return row?.data ?? {};
    },
    async areaName(code: string): Promise<string | null> {
      const [row] = await q.query<{ name: string }>('SELECT name FROM areas WHERE code = $1', [code]);
      return row?.name ?? null;
    },
    async positionName(id: number): Promise<string | null> {
      const [row] = await q.query<{ name: string }>('SELECT name FROM positions WHERE id = $1', [id]);
      return row?.name ?? null;
    },
    async industryName(id: number): Promise<string | null> {
      const [row] = await q.query<{ name: string }>('SELECT name FROM industries WHERE id = $1', [id]);
      return row?.name ?? null;
    },
    /** A position and its descendants (two levels below at most). */
    async positionTree(id: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM positions WHERE id = $1 OR pid = $1 OR pid IN (SELECT id FROM positions WHERE pid = $1)`,
        [id],
      );
      return rows.map((r) => r.id);
    },

    /** The recruiter's search: visible resumes with base info, newest refresh first. */
    async search(f: SearchFilter): Promise<{ ids: number[]; total: number }> {
      const where = [
        'r.tenant_id = $1',
        'r.base IS NOT NULL',
        // invisibleHiring hides the seeker from every recruiter.
        "coalesce((u.setting->>'invisibleHiring')::boolean, false) = false",
        'u.status = 1',
        'NOT EXISTS (SELECT 1 FROM user_shields s WHERE s.tenant_id = r.tenant_id AND s.user_id = r.user_id AND s.company_id = ANY($2::int[]))',
      ];
      const args: unknown[] = [tenantId, f.companyIds];
      const add = (sql: string, v: unknown) => {
        args.push(v);
        where.push(sql.replaceAll('?', `$${args.length}`));
      };
      if (f.keyword) add("r.search_text ILIKE '%' || ? || '%'", f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`));
      if (f.cityCode) {
        // A province code (…0000) matches its cities; a city code its districts.
        const prefix = f.cityCode.replace(/0000$/, '').replace(/00$/, '');
        add(
          `(r.city_code LIKE ? || '%' OR EXISTS (SELECT 1 FROM resume_items e WHERE e.tenant_id = r.tenant_id AND e.user_id = r.user_id AND e.section = 'expect' AND e.data->>'areaCode' LIKE ? || '%'))`,
          prefix,
        );
      }
      if (f.positionIds.length > 0)
        add(
          `EXISTS (SELECT 1 FROM resume_items e WHERE e.tenant_id = r.tenant_id AND e.user_id = r.user_id AND e.section = 'expect' AND (e.data->>'positionId')::int = ANY(?::int[]))`,
          f.positionIds,
        );
      if (f.minDegreeRank >= 0) add('r.degree_rank >= ?', f.minDegreeRank);
      if (f.workMonths) {
        args.push(f.todayMonth);
        const t = `$${args.length}`;
        const months = `((substr(${t}, 1, 4)::int - substr(r.working_date, 1, 4)::int) * 12 + substr(${t}, 6, 2)::int - substr(r.working_date, 6, 2)::int)`;
        if (f.workMonths.min === 0 && f.workMonths.max !== null) add(`(r.working_date = '' OR ${months} < ?)`, f.workMonths.max);
        else {
          where.push(`r.working_date <> ''`);
          add(`${months} >= ?`, f.workMonths.min);
          if (f.workMonths.max !== null) add(`${months} < ?`, f.workMonths.max);
        }
      }
      if (f.freshGraduates) {
        where.push(`r.working_date = ''`);
        add(`r.graduation <> '' AND r.graduation >= ?`, f.freshGraduates.sinceMonth);
      }
      const sqlWhere = where.join(' AND ');
      const from = 'FROM resumes r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id';
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${sqlWhere}`, args);
      // Active VIP (money_vip, the money area's table: not paused, not expired) first among the equally matching.
      args.push(f.now);
      const vip = `EXISTS (SELECT 1 FROM money_vip v WHERE v.tenant_id = r.tenant_id AND v.user_id = r.user_id AND v.suspended_at IS NULL AND v.expires_at > $${args.length})`;
      const rows = await q.query<{ user_id: number }>(
        `SELECT r.user_id ${from} WHERE ${sqlWhere} ORDER BY ${vip} DESC, r.refreshed_at DESC NULLS LAST, r.user_id DESC LIMIT ${Number(f.limit)} OFFSET ${Number(f.offset)}`,
        args,
      );
      return { ids: rows.map((r) => r.user_id), total: count?.n ?? 0 };
    },
  };
}
export type ResumeRepo = ReturnType<typeof resumeRepo>;

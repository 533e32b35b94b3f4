import type { FavoriteItem, FavoriteRef, FavoriteType, FavoritesMeItem, PrivateGroup } from '../../../schemas/favorites';
import type { Queryable } from '../../db/db';

interface FavoriteRow {
  id: number;
  type: FavoriteType;
  target_id: number;
  group_id: number | null;
  created_at: Date;
  job_id: number | null;
  job_title: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: number | null;
  job_status: number | null;
  job_city: string | null;
  job_company_id: number | null;
  job_company_name: string | null;
  job_company_logo: string | null;
  brand_id: number | null;
  brand_name: string | null;
  brand_short: string | null;
  brand_logo: string | null;
  brand_industry: string | null;
  brand_city: string | null;
  user_id: number | null;
  user_name: string | null;
  user_avatar: string | null;
  degree: string | null;
  working_date: string | null;
}

function toItem(r: FavoriteRow): FavoriteItem {
  const job =
    r.type === 'job' && r.job_id !== null
      ? {
          id: r.job_id,
          title: r.job_title ?? '',
          salaryMin: r.salary_min ?? 0,
          salaryMax: r.salary_max ?? 0,
          salaryUnit: r.salary_unit ?? 1,
          cityName: r.job_city ?? '',
          status: r.job_status ?? 0,
          company: { id: r.job_company_id ?? 0, name: r.job_company_name ?? '', logo: r.job_company_logo ?? '' },
        }
      : null;
  const brand =
    r.type === 'brand' && r.brand_id !== null
      ? { id: r.brand_id, name: r.brand_name ?? '', shortName: r.brand_short ?? '', logo: r.brand_logo ?? '', industryName: r.brand_industry ?? '', cityName: r.brand_city ?? '' }
      : null;
  const person = r.user_id !== null ? { id: r.user_id, name: r.user_name ?? '', avatar: r.user_avatar ?? '' } : null;
  const resume = r.type === 'resume' && person ? { ...person, degree: r.degree ?? '', workingDate: r.working_date ?? '' } : null;
  const user = r.type === 'user' ? person : null;
  return {
    id: r.id,
    type: r.type,
    dataId: r.target_id,
    groupId: r.group_id,
    createdAt: r.created_at.toISOString(),
    available: job ? job.status === 1 : Boolean(brand ?? resume ?? user),
    job,
    brand,
    resume,
    user,
  };
}

export function favoritesRepo(q: Queryable, tenantId: number) {
  return {
    /** Companies the user recruits for: joined (company_members) or owned (seeded owners have no member row). */
    async companyIds(userId: number): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT c.id FROM companies c
          WHERE c.tenant_id = $1 AND (c.owner_user_id = $2 OR EXISTS (
                SELECT 1 FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2))
          ORDER BY c.id`,
        [tenantId, userId],
      );
      return rows.map((r) => r.id);
    },

    async isRecruiter(userId: number): Promise<boolean> {
      return (await this.companyIds(userId)).length > 0;
    },

    /** Whether the item a favorite would point at exists (and may be favorited). */
    async targetExists(type: FavoriteType, id: number): Promise<boolean> {
      const sql: Record<FavoriteType, string> = {
        job: 'SELECT 1 FROM jobs WHERE tenant_id = $1 AND id = $2 AND status = 1',
        brand: 'SELECT 1 FROM companies WHERE tenant_id = $1 AND id = $2',
        // A resume belongs to a job seeker (contract 1: the resume id is the seeker's user id).
        resume: 'SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2 AND role = 0 AND status = 1',
        user: 'SELECT 1 FROM users WHERE tenant_id = $1 AND id = $2 AND status = 1',
      };
      return (await q.query(sql[type], [tenantId, id])).length > 0;
    },

    async findOne(userId: number, type: FavoriteType, targetId: number): Promise<{ id: number; group_id: number | null } | null> {
      const [r] = await q.query<{ id: number; group_id: number | null }>(
        'SELECT id, group_id FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND type = $3 AND target_id = $4',
        [tenantId, userId, type, targetId],
      );
      return r ?? null;
    },

    async count(userId: number, type: FavoriteType): Promise<number> {
      const [r] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND type = $3', [tenantId, userId, type]);
      return r?.n ?? 0;
    },

    async insert(userId: number, type: FavoriteType, targetId: number, groupId: number | null): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        `INSERT INTO user_favorites (tenant_id, user_id, type, target_id, group_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, user_id, type, target_id) DO UPDATE SET group_id = user_favorites.group_id
         RETURNING id`,
        [tenantId, userId, type, targetId, groupId],
      );
      return r!.id;
    },

    async setGroup(userId: number, ids: number[], groupId: number | null): Promise<void> {
      await q.query('UPDATE user_favorites SET group_id = $4 WHERE tenant_id = $1 AND user_id = $2 AND id = ANY($3::int[])', [tenantId, userId, ids, groupId]);
    },

    /** Which of these ids are the user's favorites (of the type, when given). */
    async ownIds(userId: number, ids: number[], type?: FavoriteType): Promise<Set<number>> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND id = ANY($3::int[]) ${type ? 'AND type = $4' : ''}`,
        type ? [tenantId, userId, ids, type] : [tenantId, userId, ids],
      );
      return new Set(rows.map((r) => r.id));
    },

    async delete(userId: number, ids: number[]): Promise<number> {
      const rows = await q.query('DELETE FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND id = ANY($3::int[]) RETURNING id', [tenantId, userId, ids]);
      return rows.length;
    },

    async refs(userId: number, type: FavoriteType): Promise<FavoriteRef[]> {
      const rows = await q.query<{ id: number; target_id: number; group_id: number | null }>(
        'SELECT id, target_id, group_id FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND type = $3 ORDER BY created_at DESC, id DESC',
        [tenantId, userId, type],
      );
      return rows.map((r) => ({ id: r.id, dataId: r.target_id, groupId: r.group_id }));
    },

    async page(userId: number, type: FavoriteType, groupId: number | undefined, page: number, limit: number): Promise<{ list: FavoriteItem[]; total: number }> {
      const where = ['f.tenant_id = $1', 'f.user_id = $2', 'f.type = $3'];
      const params: unknown[] = [tenantId, userId, type];
      if (groupId === 0) where.push('f.group_id IS NULL');
      else if (groupId !== undefined) {
        params.push(groupId);
        where.push(`f.group_id = $${params.length}`);
      }
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_favorites f WHERE ${where.join(' AND ')}`, params);
      params.push(limit, (page - 1) * limit);
      const rows = await q.query<FavoriteRow>(
        `SELECT f.id, f.type, f.target_id, f.group_id, f.created_at,
                j.id AS job_id, j.title AS job_title, j.salary_min, j.salary_max, j.salary_unit, j.status AS job_status, ja.name AS job_city,
                jc.id AS job_company_id, jc.short_name AS job_company_name, jc.logo AS job_company_logo,
                b.id AS brand_id, b.name AS brand_name, b.short_name AS brand_short, b.logo AS brand_logo, bi.name AS brand_industry, ba.name AS brand_city,
                u.id AS user_id, u.name AS user_name, u.avatar AS user_avatar,
                CASE WHEN ur.base IS NOT NULL THEN ur.base->>'degree' ELSE up.degree END AS degree,
                CASE WHEN ur.base IS NOT NULL THEN ur.working_date ELSE up.working_date END AS working_date
           FROM user_favorites f
           LEFT JOIN jobs j ON f.type = 'job' AND j.tenant_id = f.tenant_id AND j.id = f.target_id
           LEFT JOIN companies jc ON jc.tenant_id = j.tenant_id AND jc.id = j.company_id
           LEFT JOIN areas ja ON ja.code = j.city_code
           LEFT JOIN companies b ON f.type = 'brand' AND b.tenant_id = f.tenant_id AND b.id = f.target_id
           LEFT JOIN industries bi ON bi.id = b.industry_id
           LEFT JOIN areas ba ON ba.code = b.city_code
           LEFT JOIN users u ON f.type IN ('resume', 'user') AND u.tenant_id = f.tenant_id AND u.id = f.target_id
           LEFT JOIN user_profiles up ON up.tenant_id = u.tenant_id AND up.user_id = u.id
           -- the resume's facts once its base is saved, as on the application card (job-send repo)
           LEFT JOIN resumes ur ON ur.tenant_id = u.tenant_id AND ur.user_id = u.id
          WHERE ${where.join(' AND ')}
          ORDER BY f.created_at DESC, f.id DESC
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { list: rows.map(toItem), total: c?.n ?? 0 };
    },

    /** Recruiters who favorited this seeker's resume. */
    async byUm(seekerId: number, page: number, limit: number): Promise<{ list: FavoritesMeItem[]; total: number }> {
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_favorites WHERE tenant_id = $1 AND type = 'resume' AND target_id = $2`, [tenantId, seekerId]);
      const rows = await q.query<{ id: number; created_at: Date; user_id: number; name: string; avatar: string; company_id: number | null; company_name: string | null; company_logo: string | null; position: string | null }>(
        `SELECT f.id, f.created_at, u.id AS user_id, u.name, u.avatar, co.id AS company_id, co.short_name AS company_name, co.logo AS company_logo, coalesce(NULLIF(m.position, ''), hp.hr_position) AS position
           FROM user_favorites f
           JOIN users u ON u.tenant_id = f.tenant_id AND u.id = f.user_id
           LEFT JOIN LATERAL (
             SELECT c.id AS company_id, cm.position FROM companies c
               LEFT JOIN company_members cm ON cm.tenant_id = c.tenant_id AND cm.company_id = c.id AND cm.user_id = f.user_id
              WHERE c.tenant_id = f.tenant_id AND (cm.user_id IS NOT NULL OR c.owner_user_id = f.user_id)
              ORDER BY (c.owner_user_id = f.user_id) DESC NULLS LAST, c.id LIMIT 1
           ) m ON true
           LEFT JOIN user_profiles hp ON hp.tenant_id = f.tenant_id AND hp.user_id = f.user_id
           LEFT JOIN companies co ON co.tenant_id = f.tenant_id AND co.id = m.company_id
          WHERE f.tenant_id = $1 AND f.type = 'resume' AND f.target_id = $2
          ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
        [tenantId, seekerId, limit, (page - 1) * limit],
      );
      return {
        total: c?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          type: 'resume',
          createdAt: r.created_at.toISOString(),
          user: { id: r.user_id, name: r.name, avatar: r.avatar },
          company: r.company_id !== null ? { id: r.company_id, name: r.company_name ?? '', logo: r.company_logo ?? '' } : null,
          position: r.position ?? '',
          job: null,
          degree: '',
        })),
      };
    },

    /** Seekers who favorited the recruiter's jobs (posted by them) or their companies. */
    async byHr(recruiterId: number, companyIds: number[], page: number, limit: number): Promise<{ list: FavoritesMeItem[]; total: number }> {
      const from = `
           FROM user_favorites f
           LEFT JOIN jobs j ON f.type = 'job' AND j.tenant_id = f.tenant_id AND j.id = f.target_id
          WHERE f.tenant_id = $1 AND f.user_id <> $2
            AND ((f.type = 'job' AND j.company_id = ANY($3::int[]) AND (j.recruiter_id = $2 OR j.recruiter_id IS NULL))
                 OR (f.type = 'brand' AND f.target_id = ANY($3::int[])))`;
      const [c] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [tenantId, recruiterId, companyIds]);
      const rows = await q.query<{ id: number; type: FavoriteType; created_at: Date; user_id: number; name: string; avatar: string; job_id: number | null; job_title: string | null; degree: string | null }>(
        `SELECT f.id, f.type, f.created_at, u.id AS user_id, u.name, u.avatar, j.id AS job_id, j.title AS job_title,
                CASE WHEN ur.base IS NOT NULL THEN ur.base->>'degree' ELSE up.degree END AS degree
           FROM (SELECT f.id ${from}) hit
           JOIN user_favorites f ON f.tenant_id = $1 AND f.id = hit.id
           JOIN users u ON u.tenant_id = f.tenant_id AND u.id = f.user_id
           LEFT JOIN jobs j ON f.type = 'job' AND j.tenant_id = f.tenant_id AND j.id = f.target_id
           LEFT JOIN user_profiles up ON up.tenant_id = u.tenant_id AND up.user_id = u.id
           LEFT JOIN resumes ur ON ur.tenant_id = u.tenant_id AND ur.user_id = u.id
          ORDER BY f.created_at DESC, f.id DESC LIMIT $4 OFFSET $5`,
        [tenantId, recruiterId, companyIds, limit, (page - 1) * limit],
      );
      return {
        total: c?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          type: r.type,
          createdAt: r.created_at.toISOString(),
          user: { id: r.user_id, name: r.name, avatar: r.avatar },
          company: null,
          position: '',
          job: r.job_id !== null ? { id: r.job_id, title: r.job_title ?? '' } : null,
          degree: r.degree ?? '',
        })),
      };
    },

    // ---------------------------------------------------------------- groups

    async group(userId: number, type: FavoriteType, id: number): Promise<{ id: number; name: string; sort: number } | null> {
      const [r] = await q.query<{ id: number; name: string; sort: number }>(
        'SELECT id, name, sort FROM private_groups WHERE tenant_id = $1 AND user_id = $2 AND type = $3 AND id = $4',
        [tenantId, userId, type, id],
      );
      return r ?? null;
    },

    async groupNameTaken(userId: number, type: FavoriteType, name: string, exceptId: number | null): Promise<boolean> {
      const rows = await q.query(
        'SELECT 1 FROM private_groups WHERE tenant_id = $1 AND user_id = $2 AND type = $3 AND name = $4 AND id <> $5',
        [tenantId, userId, type, name, exceptId ?? 0],
      );
      return rows.length > 0;
    },

    async groupCount(userId: number, type: FavoriteType): Promise<{ n: number; maxSort: number }> {
      const [r] = await q.query<{ n: number; max_sort: number }>(
        'SELECT count(*)::int AS n, coalesce(max(sort), 0)::int AS max_sort FROM private_groups WHERE tenant_id = $1 AND user_id = $2 AND type = $3',
        [tenantId, userId, type],
      );
      return { n: r?.n ?? 0, maxSort: r?.max_sort ?? 0 };
    },

    async insertGroup(userId: number, type: FavoriteType, name: string, sort: number): Promise<number> {
      const [r] = await q.query<{ id: number }>(
        'INSERT INTO private_groups (tenant_id, user_id, type, name, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [tenantId, userId, type, name, sort],
      );
      return r!.id;
    },

    async updateGroup(id: number, name: string, sort: number): Promise<void> {
      await q.query('UPDATE private_groups SET name = $3, sort = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, id, name, sort]);
    },

    async deleteGroup(userId: number, id: number): Promise<void> {
      // Its favorites stay, in no group.
      await q.query('UPDATE user_favorites SET group_id = NULL WHERE tenant_id = $1 AND user_id = $2 AND group_id = $3', [tenantId, userId, id]);
      await q.query('DELETE FROM private_groups WHERE tenant_id = $1 AND user_id = $2 AND id = $3', [tenantId, userId, id]);
    },

    async groups(userId: number, type: FavoriteType): Promise<{ list: PrivateGroup[]; ungrouped: number; total: number }> {
      const rows = await q.query<{ id: number; name: string; sort: number; count: number }>(
        `SELECT g.id, g.name, g.sort, (SELECT count(*)::int FROM user_favorites f WHERE f.tenant_id = g.tenant_id AND f.group_id = g.id) AS count
           FROM private_groups g WHERE g.tenant_id = $1 AND g.user_id = $2 AND g.type = $3 ORDER BY g.sort, g.id`,
        [tenantId, userId, type],
      );
      const [c] = await q.query<{ total: number; ungrouped: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE group_id IS NULL)::int AS ungrouped
           FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND type = $3`,
        [tenantId, userId, type],
      );
      return { list: rows.map((r) => ({ ...r, type })), ungrouped: c?.ungrouped ?? 0, total: c?.total ?? 0 };
    },

    // ---------------------------------------------------------------- drafts

    async draftKeys(userId: number): Promise<Set<string>> {
      const rows = await q.query<{ key: string }>('SELECT key FROM private_drafts WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
      return new Set(rows.map((r) => r.key));
    },

    async saveDraft(userId: number, key: string, json: string): Promise<Date> {
      const [r] = await q.query<{ updated_at: Date }>(
        `INSERT INTO private_drafts (tenant_id, user_id, key, data) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
         RETURNING updated_at`,
        [tenantId, userId, key, json],
      );
      return r!.updated_at;
    },

    async deleteDraft(userId: number, key: string): Promise<boolean> {
      const rows = await q.query('DELETE FROM private_drafts WHERE tenant_id = $1 AND user_id = $2 AND key = $3 RETURNING key', [tenantId, userId, key]);
      return rows.length > 0;
    },

    async drafts(userId: number, key: string | undefined): Promise<{ key: string; data: unknown; updated_at: Date }[]> {
      return key === undefined
        ? q.query('SELECT key, data, updated_at FROM private_drafts WHERE tenant_id = $1 AND user_id = $2 ORDER BY updated_at DESC', [tenantId, userId])
        : q.query('SELECT key, data, updated_at FROM private_drafts WHERE tenant_id = $1 AND user_id = $2 AND key = $3', [tenantId, userId, key]);
    },
  };
}

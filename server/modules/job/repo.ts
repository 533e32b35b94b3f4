import type { JobDetail, JobFilter, JobFindInput, JobSummary, Suggestion } from '../../../schemas/job';
import type { Queryable } from '../../db/db';
import { JOB_COUNT_CAP } from '../../constants';
import { boundingBox, distanceSql } from '../common/geo';

interface JobRow {
  id: number;
  title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  city_name: string | null;
  district_name: string | null;
  experience: string;
  degree: string;
  job_type: number;
  tags: string[];
  is_urgent: boolean;
  company_id: number;
  company_name: string;
  company_logo: string;
  refreshed_at: Date;
  distance?: number;
  /** find/lbs only: where the job is, for its pin on the nearby map. */
  lat?: number | string;
  lng?: number | string;
}

interface JobDetailRow extends JobRow {
  description: string;
  address: string;
  lat: number;
  apply_mode: number;
  lng: number;
  industry_name: string | null;
  position_name: string | null;
  position_id: number;
  city_code: string;
  views: number;
  status: number;
  created_at: Date;
  recruiter_id: number | null;
  c_name: string;
  c_short_name: string;
  c_scale: string;
  c_nature: string;
  c_verified: boolean;
  c_industry: string | null;
  c_jobs: number;
  r_name: string | null;
  r_avatar: string | null;
  r_position: string | null;
}

const SELECT_SUMMARY = `
  j.id, j.title, j.salary_min, j.salary_max, j.salary_unit,
  (SELECT ac.name FROM areas ac WHERE ac.code = j.city_code) AS city_name, (SELECT ad.name FROM areas ad WHERE ad.code = j.district_code) AS district_name,
  j.experience, j.degree, j.job_type, j.tags, j.is_urgent, c.id AS company_id, c.short_name AS company_name,
  c.logo AS company_logo, j.refreshed_at`;
const FROM_JOBS = `
  FROM jobs j
  JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id`;

const SORTS: Record<JobFindInput['sort'], string> = {
  new: 'j.refreshed_at DESC, j.id DESC',
  salary: 'j.salary_max DESC, j.id DESC',
  hot: 'j.views DESC, j.id DESC',
};

const toSummary = (r: JobRow): JobSummary => ({
  id: r.id,
  title: r.title,
  salaryMin: r.salary_min,
  salaryMax: r.salary_max,
  salaryUnit: r.salary_unit,
  cityName: r.city_name ?? '',
  districtName: r.district_name ?? '',
  experience: r.experience,
  degree: r.degree,
  jobType: r.job_type,
  tags: r.tags,
  isUrgent: r.is_urgent,
  company: { id: r.company_id, name: r.company_name, logo: r.company_logo },
  refreshedAt: r.refreshed_at.toISOString(),
  ...(r.distance !== undefined ? { distance: Math.round(r.distance) } : {}),
  ...(r.distance !== undefined && r.lat !== undefined && r.lng !== undefined ? { point: { lat: Number(r.lat), lng: Number(r.lng) } } : {}),
});

/** LIKE pattern of a keyword, lower-cased like jobs.search_text, with %, _ and \ taken literally. */
export const likeOf = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** WHERE of the open jobs of a tenant with numbered parameters after the tenant id ($1). */
function whereOf(tenantId: number, f: JobFilter) {
  const where = ['j.tenant_id = $1', 'j.status = 1'];
  const params: unknown[] = [tenantId];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  // search_text is title, tags and company names. No index serves the keyword test here: these
  // queries run as the app role under forced row-level security, and PostgreSQL uses a condition
  // in an index scan ahead of the policy only when its operator is LEAKPROOF. LIKE (textlike),
  // strpos and array @> are not, so jobs_search_trgm (and a GIN index of character pairs, tried
  // for issue 15) is skipped: a keyword-only search reads every open job of the tenant (a
  // parallel seq scan, ~80 ms at 100k jobs on PostgreSQL), and a city + pay search tests the text
  // inside the index-only scan of jobs_open_city_salary. strpos answers the same rows and is cheaper
  // per row on PGlite, but its fixed estimate (a third of the rows) turns PostgreSQL's city + pay plan
  // into an ordered heap walk: bench:jobs on a quiet machine, PostgreSQL at 200 req/s, p95 89 ms with
  // strpos for two-character keywords, 32 ms with LIKE (PGlite: 64 and 56 ms). LIKE everywhere.
  if (f.keyword) add((n) => `j.search_text LIKE ${n}`, likeOf(f.keyword));
  if (f.areaCode) {
    // The level is in the code: 330000 province, 330100 city, 330106 district; each has its own index.
    const code = f.areaCode;
    if (code.endsWith('0000')) add((n) => `j.province_code = ${n}`, code);
    else if (code.endsWith('00')) add((n) => `j.city_code = ${n}`, code);
    else add((n) => `j.district_code = ${n}`, code);
  }
  if (f.industryId) {
    // Top-level industries are 1..99; children are parent * 100 + n (server/db/seed/reference.ts).
    if (f.industryId < 100) add((n) => `j.industry_id BETWEEN ${n} * 100 AND ${n} * 100 + 99`, f.industryId);
    else add((n) => `j.industry_id = ${n}`, f.industryId);
  }
  if (f.positionId) {
    // Position ids encode their level: 1..99 category, 101..9999 group, 10101.. position.
    if (f.positionId < 100) add((n) => `j.position_id BETWEEN ${n} * 10000 AND ${n} * 10000 + 9999`, f.positionId);
    else if (f.positionId < 10_000) add((n) => `j.position_id BETWEEN ${n} * 100 AND ${n} * 100 + 99`, f.positionId);
    else add((n) => `j.position_id = ${n}`, f.positionId);
  }
  const unit = f.salaryUnit ?? (f.salaryMin !== undefined || f.salaryMax ? 1 : undefined);
  if (unit !== undefined) add((n) => `j.salary_unit = ${n}`, unit);
  if (f.salaryMin !== undefined && f.salaryMin > 0) add((n) => `j.salary_max >= ${n}`, f.salaryMin);
  if (f.salaryMax) add((n) => `j.salary_min <= ${n}`, f.salaryMax);
  if (f.experience?.length) add((n) => `j.experience = ANY(${n}::text[])`, f.experience);
  if (f.degree?.length) add((n) => `j.degree = ANY(${n}::text[])`, f.degree);
  if (f.jobType?.length) add((n) => `j.job_type = ANY(${n}::int[])`, f.jobType);
  if (f.companyId) add((n) => `j.company_id = ${n}`, f.companyId);
  if (f.excludeId) add((n) => `j.id <> ${n}`, f.excludeId);
  return { where, params, add };
}


export function jobRepo(q: Queryable, tenantId: number) {
  /**
   * One page and its (capped) total. `innerOrder`, when given, picks the page's
   * ids and sort values first from jobs alone (an index-only scan for a plain
   * nearby search) and joins the rest for those rows only.
   */
  async function page(whereSql: string, params: unknown[], order: string, pageNo: number, limit: number, extraSelect = '', inner?: { select: string; order: string }) {
    const offset = (pageNo - 1) * limit;
    if (inner) {
      // One scan gives the page and its capped total: the first max(CAP + 1, offset + limit)
      // matches in page order (an ordered index stops there; otherwise the matches are read
      // once for a top-N sort, as the page alone would), counted by a window and cut to the page.
      // Their count is min(matches, that limit), so capped at CAP + 1 it is the total a separate
      // count would give. Only a page past the end has no row to carry it.
      const p = [...params, Math.max(JOB_COUNT_CAP + 1, offset + limit), limit, offset];
      const [nTop, nLimit, nOffset] = [p.length - 2, p.length - 1, p.length];
      const rows = await q.query<JobRow & { total: number }>(
        `SELECT ${SELECT_SUMMARY}${extraSelect}, n.total
           FROM (SELECT t.*, count(*) OVER () AS total
                   FROM (SELECT j.id, ${inner.select} FROM jobs j WHERE ${whereSql} ORDER BY ${inner.order} LIMIT $${nTop}) t
                  ORDER BY ${inner.order.replace(/\bj\./g, 't.')} LIMIT $${nLimit} OFFSET $${nOffset}) n
           JOIN jobs j ON j.tenant_id = $1 AND j.id = n.id
           JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
          ORDER BY ${order}`,
        p,
      );
      let total = Math.min(Number(rows[0]?.total ?? 0), JOB_COUNT_CAP + 1);
      if (!rows.length && pageNo > 1) total = await cappedCount(whereSql, params);
      return { list: rows.map(toSummary), total, more: total > JOB_COUNT_CAP ? rows.length === limit : pageNo * limit < total };
    }
    const p = [...params, limit, offset];
    const rows = await q.query<JobRow>(
      `SELECT ${SELECT_SUMMARY}${extraSelect} ${FROM_JOBS} WHERE ${whereSql} ORDER BY ${order}
       LIMIT $${p.length - 1} OFFSET $${p.length}`,
      p,
    );
    // A short first page is the whole answer: no count needed.
    const total = pageNo > 1 || rows.length === limit ? await cappedCount(whereSql, params) : rows.length;
    return { list: rows.map(toSummary), total, more: total > JOB_COUNT_CAP ? rows.length === limit : pageNo * limit < total };
  }

  /** A capped count: an exact count of a broad search reads every matching row for a number nobody reads. */
  async function cappedCount(whereSql: string, params: unknown[]): Promise<number> {
    const [countRow] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${whereSql} LIMIT ${JOB_COUNT_CAP + 1}) t`,
      params,
    );
    return Math.min(countRow?.n ?? 0, JOB_COUNT_CAP + 1);
  }

  return {
    async find(input: JobFindInput) {
      const w = whereOf(tenantId, input);
      // The page's ids come from jobs alone (index-only for a city + pay search), then the rest for those 20.
      const order = SORTS[input.sort];
      return page(w.where.join(' AND '), w.params, order.replace(/\bj\./g, 'n.'), input.page, input.limit, '', { select: 'j.refreshed_at, j.salary_max, j.views', order });
    },

    /** Nearest first within `radius` metres; the bounding box lets the (tenant_id, lat, lng) index narrow the rows. */
    async nearby(input: JobFilter & { lat: number; lng: number; radius: number; page: number; limit: number }) {
      const w = whereOf(tenantId, input);
      const box = boundingBox(input.lat, input.lng, input.radius);
      const p = (v: number) => `$${w.params.push(v)}::float8`;
      w.where.push(`j.lat BETWEEN ${p(box.minLat)} AND ${p(box.maxLat)}`, `j.lng BETWEEN ${p(box.minLng)} AND ${p(box.maxLng)}`);
      const latP = p(input.lat);
      const lngP = p(input.lng);
      const dist = distanceSql('j', latP, lngP);
      w.where.push(`${dist} <= $${w.params.push(input.radius)}`);
      return page(w.where.join(' AND '), w.params, 'n.distance, j.id', input.page, input.limit, ', n.distance, j.lat, j.lng', { select: `${dist} AS distance`, order: 'distance, j.id' });
    },

    async latest(areaCode: string | undefined, pageNo: number, limit: number, urgentOnly: boolean) {
      const w = whereOf(tenantId, areaCode ? { areaCode } : {});
      if (urgentOnly) w.where.push('j.is_urgent');
      return page(w.where.join(' AND '), w.params, urgentOnly ? SORTS.new : 'j.created_at DESC, j.id DESC', pageNo, limit);
    },

    async get(id: number): Promise<JobDetail | null> {
      const [r] = await q.query<JobDetailRow>(
        `SELECT ${SELECT_SUMMARY}, j.description, j.address, j.lat, j.lng, j.views, j.status, j.created_at, j.position_id, j.city_code, j.apply_mode,
                i.name AS industry_name, p.name AS position_name, j.recruiter_id,
                c.name AS c_name, c.short_name AS c_short_name, c.scale AS c_scale, c.nature AS c_nature, c.verified AS c_verified,
                ci.name AS c_industry,
                (SELECT count(*)::int FROM jobs o WHERE o.tenant_id = j.tenant_id AND o.company_id = c.id AND o.status = 1) AS c_jobs,
                u.name AS r_name, u.avatar AS r_avatar, m.position AS r_position
           ${FROM_JOBS}
           LEFT JOIN industries i ON i.id = j.industry_id
           LEFT JOIN industries ci ON ci.id = c.industry_id
           LEFT JOIN positions p ON p.id = j.position_id
           LEFT JOIN users u ON u.tenant_id = j.tenant_id AND u.id = j.recruiter_id
           LEFT JOIN company_members m ON m.tenant_id = j.tenant_id AND m.company_id = j.company_id AND m.user_id = j.recruiter_id
          WHERE j.tenant_id = $1 AND j.id = $2`,
        [tenantId, id],
      );
      if (!r) return null;
      return {
        ...toSummary(r),
        description: r.description,
        address: r.address,
        lat: r.lat,
        lng: r.lng,
        industryName: r.industry_name ?? '',
        positionName: r.position_name ?? '',
        positionId: r.position_id,
        cityCode: r.city_code,
        views: r.views,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        companyInfo: {
          id: r.company_id,
          name: r.c_name,
          shortName: r.c_short_name,
          logo: r.company_logo,
          industryName: r.c_industry ?? '',
          scale: r.c_scale,
          nature: r.c_nature,
          verified: r.c_verified,
          jobCount: r.c_jobs,
        },
        recruiter: r.recruiter_id && r.r_name !== null ? { id: r.recruiter_id, name: r.r_name, avatar: r.r_avatar ?? '', position: r.r_position || '招聘负责人' } : null,
        applyMode: r.apply_mode,
      };
    },

    async addView(id: number): Promise<void> {
      await q.query('UPDATE jobs SET views = views + 1 WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    },

    /** Position categories, open job titles and companies containing the words. */
    async suggest(keyword: string, limit: number): Promise<Suggestion[]> {
      const like = likeOf(keyword);
      const positions = await q.query<{ id: number; name: string }>(
        'SELECT id, name FROM positions WHERE level = 3 AND lower(name) LIKE $1 ORDER BY length(name), id LIMIT $2',
        [like, limit],
      );
      const titles = await q.query<{ title: string }>(
        `SELECT title FROM (SELECT DISTINCT j.title FROM jobs j WHERE j.tenant_id = $1 AND j.status = 1 AND j.search_text LIKE $2 AND lower(j.title) LIKE $2 LIMIT 200) t
          ORDER BY length(title), title LIMIT $3`,
        [tenantId, like, limit],
      );
      const companies = await q.query<{ id: number; short_name: string }>(
        `SELECT id, short_name FROM companies WHERE tenant_id = $1 AND lower(name || ' ' || short_name) LIKE $2 ORDER BY verified DESC, id LIMIT 3`,
        [tenantId, like],
      );
      const out: Suggestion[] = [];
      const seen = new Set<string>();
      const push = (s: Suggestion) => {
        if (out.length >= limit || seen.has(s.text)) return;
        seen.add(s.text);
        out.push(s);
      };
      for (const c of companies) push({ kind: 'company', text: c.short_name, id: c.id });
      for (const p of positions) push({ kind: 'position', text: p.name, id: p.id });
      for (const t of titles) push({ kind: 'job', text: t.title });
      return out;
    },
  };
}

/** Search history of a user (search/historyFind, historyClear; job find records into it). */
export function searchHistoryRepo(q: Queryable, tenantId: number) {
  return {
    async record(userId: number, keyword: string, keep: number): Promise<void> {
      await q.query(
        `INSERT INTO user_search_history (tenant_id, user_id, keyword) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, user_id, keyword) DO UPDATE SET searched_at = now()`,
        [tenantId, userId, keyword],
      );
      await q.query(
        `DELETE FROM user_search_history WHERE tenant_id = $1 AND user_id = $2 AND keyword NOT IN (
           SELECT keyword FROM user_search_history WHERE tenant_id = $1 AND user_id = $2 ORDER BY searched_at DESC LIMIT $3)`,
        [tenantId, userId, keep],
      );
    },
    async list(userId: number, limit: number): Promise<{ keyword: string; searchedAt: string }[]> {
      const rows = await q.query<{ keyword: string; searched_at: Date }>(
        'SELECT keyword, searched_at FROM user_search_history WHERE tenant_id = $1 AND user_id = $2 ORDER BY searched_at DESC LIMIT $3',
        [tenantId, userId, limit],
      );
      return rows.map((r) => ({ keyword: r.keyword, searchedAt: r.searched_at.toISOString() }));
    },
    async clear(userId: number, keyword?: string): Promise<number> {
      const rows = await q.query<{ keyword: string }>(
        `DELETE FROM user_search_history WHERE tenant_id = $1 AND user_id = $2 ${keyword ? 'AND keyword = $3' : ''} RETURNING keyword`,
        keyword ? [tenantId, userId, keyword] : [tenantId, userId],
      );
      return rows.length;
    },
  };
}

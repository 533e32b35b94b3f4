import type { JobDetail, JobFindInput, JobSummary } from '../../../schemas/job';
import type { Queryable } from '../../db/db';

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
  tags: string[];
  is_urgent: boolean;
  company_id: number;
  company_name: string;
  company_logo: string;
  refreshed_at: Date;
}

interface JobDetailRow extends JobRow {
  description: string;
  address: string;
  lat: number;
  lng: number;
  industry_name: string | null;
  position_name: string | null;
  views: number;
}

const SELECT_SUMMARY = `
  j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, ac.name AS city_name, ad.name AS district_name,
  j.experience, j.degree, j.tags, j.is_urgent, c.id AS company_id, c.short_name AS company_name,
  c.logo AS company_logo, j.refreshed_at`;
const FROM_JOBS = `
  FROM jobs j
  JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
  LEFT JOIN areas ac ON ac.code = j.city_code
  LEFT JOIN areas ad ON ad.code = j.district_code`;

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
  tags: r.tags,
  isUrgent: r.is_urgent,
  company: { id: r.company_id, name: r.company_name, logo: r.company_logo },
  refreshedAt: r.refreshed_at.toISOString(),
});

export function jobRepo(q: Queryable, tenantId: number) {
  return {
    async find(input: JobFindInput): Promise<{ list: JobSummary[]; total: number }> {
      const where = ['j.tenant_id = $1', 'j.status = 1'];
      const params: unknown[] = [tenantId];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (input.keyword) {
        const like = `%${input.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        add((n) => `(j.title ILIKE ${n} OR c.name ILIKE ${n} OR array_to_string(j.tags, ' ') ILIKE ${n})`, like);
      }
      if (input.areaCode) {
        add((n) => `(j.province_code = ${n} OR j.city_code = ${n} OR j.district_code = ${n})`, input.areaCode);
      }
      // A top-level industry covers its children too.
      if (input.industryId) add((n) => `j.industry_id IN (SELECT id FROM industries WHERE id = ${n} OR pid = ${n})`, input.industryId);
      if (input.salaryMin !== undefined) add((n) => `j.salary_max >= ${n}`, input.salaryMin);
      const whereSql = where.join(' AND ');
      const [countRow] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM_JOBS} WHERE ${whereSql}`, params);
      params.push(input.limit, (input.page - 1) * input.limit);
      const rows = await q.query<JobRow>(
        `SELECT ${SELECT_SUMMARY} ${FROM_JOBS} WHERE ${whereSql} ORDER BY ${SORTS[input.sort]}
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return { list: rows.map(toSummary), total: countRow?.n ?? 0 };
    },

    async get(id: number): Promise<JobDetail | null> {
      const [r] = await q.query<JobDetailRow>(
        `SELECT ${SELECT_SUMMARY}, j.description, j.address, j.lat, j.lng, j.views,
                i.name AS industry_name, p.name AS position_name
           ${FROM_JOBS}
           LEFT JOIN industries i ON i.id = j.industry_id
           LEFT JOIN positions p ON p.id = j.position_id
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
        views: r.views,
      };
    },

    async addView(id: number): Promise<void> {
      await q.query('UPDATE jobs SET views = views + 1 WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    },
  };
}

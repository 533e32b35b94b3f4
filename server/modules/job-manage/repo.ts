import type { ChannelResultFindInput, EditableJob, JobFields, ManagedJob } from '../../../schemas/job-manage';
import type { Queryable } from '../../db/db';

export interface Membership {
  companyId: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export interface StoredJob {
  id: number;
  companyId: number;
  status: number;
  fields: JobFields;
  manualRefreshedAt: Date | null;
}

interface StoredRow {
  id: number;
  company_id: number;
  status: number;
  title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  lat: number;
  lng: number;
  industry_id: number;
  position_id: number;
  experience: string;
  degree: string;
  job_type: number;
  tags: string[];
  description: string;
  is_urgent: boolean;
  contact_name: string;
  contact_mobile: string;
  contact_email: string;
  contact_wechat: string;
  manual_refreshed_at: Date | null;
}

const STORED_COLUMN_LIST = [
  'id', 'company_id', 'status', 'title', 'salary_min', 'salary_max', 'salary_unit', 'province_code', 'city_code', 'district_code',
  'address', 'lat', 'lng', 'industry_id', 'position_id', 'experience', 'degree', 'job_type', 'tags', 'description', 'is_urgent', 'manual_refreshed_at',
  'contact_name', 'contact_mobile', 'contact_email', 'contact_wechat',
];
const STORED_COLUMNS = STORED_COLUMN_LIST.join(', ');

// Stored rows passed these rules when written; seed rows use the same lists, so the casts only name what is there.
const toStored = (r: StoredRow): StoredJob => ({
  id: r.id,
  companyId: r.company_id,
  status: r.status,
  manualRefreshedAt: r.manual_refreshed_at,
  fields: {
    title: r.title,
    salaryMin: r.salary_min,
    salaryMax: r.salary_max,
    salaryUnit: r.salary_unit as JobFields['salaryUnit'],
    provinceCode: r.province_code,
    cityCode: r.city_code,
    districtCode: r.district_code,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    industryId: r.industry_id,
    positionId: r.position_id,
    experience: r.experience as JobFields['experience'],
    degree: r.degree as JobFields['degree'],
    jobType: r.job_type as JobFields['jobType'],
    tags: r.tags,
    description: r.description,
    isUrgent: r.is_urgent,
    contactName: r.contact_name,
    contactMobile: r.contact_mobile,
    contactEmail: r.contact_email,
    contactWechat: r.contact_wechat,
  },
});

export interface AreaRef {
  code: string;
  parentCode: string | null;
  level: number;
  name: string;
}

export function jobManageRepo(q: Queryable, tenantId: number) {
  return {
    /**
     * The companies the user recruits for: those they joined (company_members)
     * and those they own (the seed makes owners without a member row), oldest first.
     */
    async memberships(userId: number): Promise<Membership[]> {
      const rows = await q.query<{ company_id: number; name: string; address: string; lat: number; lng: number }>(
        `SELECT c.id AS company_id, c.short_name AS name, c.address, c.lat, c.lng
           FROM companies c
           LEFT JOIN company_members m ON m.tenant_id = c.tenant_id AND m.company_id = c.id AND m.user_id = $2
          WHERE c.tenant_id = $1 AND (m.user_id IS NOT NULL OR c.owner_user_id = $2)
          ORDER BY (c.owner_user_id = $2) DESC NULLS LAST, m.created_at NULLS LAST, c.id`,
        [tenantId, userId],
      );
      return rows.map((r) => ({ companyId: r.company_id, name: r.name, address: r.address, lat: r.lat, lng: r.lng }));
    },

    /** A job of one of these companies, locked for the rest of the transaction; null for any other. */
    async jobForUpdate(id: number, companyIds: number[]): Promise<StoredJob | null> {
      const [r] = await q.query<StoredRow>(
        `SELECT ${STORED_COLUMNS} FROM jobs WHERE tenant_id = $1 AND id = $2 AND company_id = ANY($3::int[]) FOR UPDATE`,
        [tenantId, id, companyIds],
      );
      return r ? toStored(r) : null;
    },

    async areas(codes: string[]): Promise<Map<string, AreaRef>> {
      const rows = await q.query<{ code: string; parent_code: string | null; level: number; name: string }>(
        'SELECT code, parent_code, level, name FROM areas WHERE code = ANY($1::text[])',
        [codes],
      );
      return new Map(rows.map((r) => [r.code, { code: r.code, parentCode: r.parent_code, level: r.level, name: r.name }]));
    },

    async hasDistricts(cityCode: string): Promise<boolean> {
      const [r] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM areas WHERE parent_code = $1 AND level = 3', [cityCode]);
      return (r?.n ?? 0) > 0;
    },

    async industryIds(ids: number[]): Promise<Set<number>> {
      const rows = await q.query<{ id: number }>('SELECT id FROM industries WHERE id = ANY($1::int[])', [ids]);
      return new Set(rows.map((r) => r.id));
    },

    async positionLevels(ids: number[]): Promise<Map<number, number>> {
      const rows = await q.query<{ id: number; level: number }>('SELECT id, level FROM positions WHERE id = ANY($1::int[])', [ids]);
      return new Map(rows.map((r) => [r.id, r.level]));
    },

    async insert(companyId: number, recruiterId: number, f: JobFields): Promise<{ id: number; status: number; refreshed_at: Date }> {
      const [r] = await q.query<{ id: number; status: number; refreshed_at: Date }>(
        `INSERT INTO jobs (tenant_id, company_id, recruiter_id, title, salary_min, salary_max, salary_unit, province_code, city_code,
                           district_code, address, lat, lng, industry_id, position_id, experience, degree, job_type, tags, description, is_urgent,
                           contact_name, contact_mobile, contact_email, contact_wechat)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)
         RETURNING id, status, refreshed_at`,
        [
          tenantId, companyId, recruiterId, f.title, f.salaryMin, f.salaryMax, f.salaryUnit, f.provinceCode, f.cityCode, f.districtCode,
          f.address, f.lat, f.lng, f.industryId, f.positionId, f.experience, f.degree, f.jobType, f.tags, f.description, f.isUrgent,
          f.contactName, f.contactMobile, f.contactEmail, f.contactWechat,
        ],
      );
      return r!;
    },

    async update(id: number, f: JobFields, status: number, refreshed: boolean): Promise<{ id: number; status: number; refreshed_at: Date }> {
      const [r] = await q.query<{ id: number; status: number; refreshed_at: Date }>(
        `UPDATE jobs SET title = $3, salary_min = $4, salary_max = $5, salary_unit = $6, province_code = $7, city_code = $8,
                district_code = $9, address = $10, lat = $11, lng = $12, industry_id = $13, position_id = $14, experience = $15,
                degree = $16, job_type = $17, tags = $18, description = $19, is_urgent = $20, status = $21, updated_at = now(),
                refreshed_at = CASE WHEN $22 THEN now() ELSE refreshed_at END,
                manual_refreshed_at = CASE WHEN $22 THEN now() ELSE manual_refreshed_at END,
                contact_name = $23, contact_mobile = $24, contact_email = $25, contact_wechat = $26
          WHERE tenant_id = $1 AND id = $2
          RETURNING id, status, refreshed_at`,
        [
          tenantId, id, f.title, f.salaryMin, f.salaryMax, f.salaryUnit, f.provinceCode, f.cityCode, f.districtCode, f.address, f.lat, f.lng,
          f.industryId, f.positionId, f.experience, f.degree, f.jobType, f.tags, f.description, f.isUrgent, status, refreshed,
          f.contactName, f.contactMobile, f.contactEmail, f.contactWechat,
        ],
      );
      return r!;
    },

    async channelResults(companyIds: number[], input: ChannelResultFindInput): Promise<{ list: ManagedJob[]; total: number; counts: { all: number; open: number; closed: number } }> {
      const where = ['j.tenant_id = $1', 'j.company_id = ANY($2::int[])'];
      const params: unknown[] = [tenantId, companyIds];
      if (input.keyword) {
        params.push(`%${input.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        where.push(`j.title ILIKE $${params.length}`);
      }
      const [c] = await q.query<{ all: number; open: number; closed: number }>(
        `SELECT count(*)::int AS all, count(*) FILTER (WHERE status = 1)::int AS open, count(*) FILTER (WHERE status = 0)::int AS closed
           FROM jobs j WHERE ${where.join(' AND ')}`,
        params,
      );
      if (input.status !== undefined) {
        params.push(input.status);
        where.push(`j.status = $${params.length}`);
      }
      params.push(input.limit, (input.page - 1) * input.limit);
      const rows = await q.query<{
        id: number; title: string; salary_min: number; salary_max: number; salary_unit: number; city_name: string | null; district_name: string | null;
        experience: string; degree: string; job_type: number; status: number; is_urgent: boolean; views: number; applications: number; unread: number;
        refreshed_at: Date; created_at: Date;
      }>(
        `SELECT j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, ac.name AS city_name, ad.name AS district_name, j.experience, j.degree,
                j.job_type, j.status, j.is_urgent, j.views, j.refreshed_at, j.created_at,
                coalesce(a.applications, 0)::int AS applications, coalesce(a.unread, 0)::int AS unread
           FROM jobs j
           LEFT JOIN areas ac ON ac.code = j.city_code
           LEFT JOIN areas ad ON ad.code = j.district_code
           LEFT JOIN LATERAL (
             -- status <> 6 lets the partial index job_applications_one_open answer it.
             SELECT count(*) AS applications, count(*) FILTER (WHERE ja.status = 1) AS unread
               FROM job_applications ja WHERE ja.tenant_id = j.tenant_id AND ja.job_id = j.id AND ja.status <> 6
           ) a ON true
          WHERE ${where.join(' AND ')}
          ORDER BY j.status DESC, j.refreshed_at DESC, j.id DESC
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      const total = input.status === undefined ? (c?.all ?? 0) : input.status === 1 ? (c?.open ?? 0) : (c?.closed ?? 0);
      return {
        total,
        counts: { all: c?.all ?? 0, open: c?.open ?? 0, closed: c?.closed ?? 0 },
        list: rows.map((r) => ({
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
          status: r.status,
          isUrgent: r.is_urgent,
          views: r.views,
          applications: r.applications,
          unread: r.unread,
          refreshedAt: r.refreshed_at.toISOString(),
          createdAt: r.created_at.toISOString(),
        })),
      };
    },

    async editable(id: number, companyIds: number[]): Promise<EditableJob | null> {
      const [r] = await q.query<StoredRow & { area_names: string | null; industry_name: string | null; position_name: string | null }>(
        `SELECT ${STORED_COLUMN_LIST.map((c) => `j.${c}`).join(', ')},
                concat_ws(' ', ap.name, NULLIF(ac.name, ap.name), ad.name) AS area_names, i.name AS industry_name, p.name AS position_name
           FROM jobs j
           LEFT JOIN areas ap ON ap.code = j.province_code
           LEFT JOIN areas ac ON ac.code = j.city_code
           LEFT JOIN areas ad ON ad.code = j.district_code
           LEFT JOIN industries i ON i.id = j.industry_id
           LEFT JOIN positions p ON p.id = j.position_id
          WHERE j.tenant_id = $1 AND j.id = $2 AND j.company_id = ANY($3::int[])`,
        [tenantId, id, companyIds],
      );
      if (!r) return null;
      const s = toStored(r);
      return { id: s.id, status: s.status, fields: s.fields, names: { area: r.area_names ?? '', industry: r.industry_name ?? '', position: r.position_name ?? '' } };
    },

    async jobPlace(id: number, companyIds: number[]): Promise<{ lat: number; lng: number; address: string } | null> {
      const [r] = await q.query<{ lat: number; lng: number; address: string }>(
        'SELECT lat, lng, address FROM jobs WHERE tenant_id = $1 AND id = $2 AND company_id = ANY($3::int[])',
        [tenantId, id, companyIds],
      );
      return r ?? null;
    },

    /** The city most of the tenant's companies are in, with the centre of those companies. */
    async busiestCity(): Promise<{ name: string; lat: number; lng: number } | null> {
      const [r] = await q.query<{ name: string | null; lat: number; lng: number }>(
        `SELECT a.name, avg(c.lat)::float8 AS lat, avg(c.lng)::float8 AS lng
           FROM companies c LEFT JOIN areas a ON a.code = c.city_code
          WHERE c.tenant_id = $1
          GROUP BY c.city_code, a.name ORDER BY count(*) DESC, c.city_code LIMIT 1`,
        [tenantId],
      );
      return r ? { name: r.name ?? '', lat: r.lat, lng: r.lng } : null;
    },

    /** The default city an operator set in the app setting (mapDefault: {lat, lng, zoom, name}). */
    /** Locks the company row: job creations of one company queue here, so the free quota is counted once per job. */
    async lockCompany(companyId: number): Promise<void> {
      await q.query('SELECT id FROM companies WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, companyId]);
    },

    async openJobCount(companyId: number): Promise<number> {
      const [r] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE tenant_id = $1 AND company_id = $2 AND status = 1', [tenantId, companyId]);
      return r?.n ?? 0;
    },

    /** The tenant's jobFreeQuota setting (open jobs a company may have without spending a job-post right), unparsed. */
    async settingJobFreeQuota(): Promise<unknown> {
      const [r] = await q.query<{ v: unknown }>(`SELECT data -> 'jobFreeQuota' AS v FROM app_settings WHERE tenant_id = $1`, [tenantId]);
      return r?.v ?? null;
    },

    async settingMapDefault(): Promise<unknown> {
      const [r] = await q.query<{ v: unknown }>(`SELECT data -> 'mapDefault' AS v FROM app_settings WHERE tenant_id = $1`, [tenantId]);
      return r?.v ?? null;
    },

    async options() {
      const industries = await q.query<{ id: number; pid: number; name: string }>('SELECT id, pid, name FROM industries ORDER BY sort, id');
      const positions = await q.query<{ id: number; pid: number; name: string }>('SELECT id, pid, name FROM positions ORDER BY level, id');
      return { industries, positions };
    },

  };
}

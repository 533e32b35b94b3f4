import type { CompanyDetail } from '../../../schemas/brand';
import type { Queryable } from '../../db/db';

interface CompanyRow {
  id: number;
  name: string;
  short_name: string;
  logo: string;
  industry_name: string | null;
  scale: string;
  nature: string;
  city_name: string | null;
  district_name: string | null;
  address: string;
  lat: number;
  lng: number;
  intro: string;
  verified: boolean;
  photos: string[];
  welfare: string[];
  job_count: number;
  recruiter_count: number;
  created_at: Date;
}

/** Company pages of one tenant. */
export function brandRepo(q: Queryable, tenantId: number) {
  return {
    async get(id: number): Promise<CompanyDetail | null> {
      const [r] = await q.query<CompanyRow>(
        `SELECT c.id, c.name, c.short_name, c.logo, i.name AS industry_name, c.scale, c.nature, ac.name AS city_name, ad.name AS district_name,
                c.address, c.lat, c.lng, c.intro, c.verified, c.photos, c.welfare, c.created_at,
                (SELECT count(*)::int FROM jobs j WHERE j.tenant_id = c.tenant_id AND j.company_id = c.id AND j.status = 1) AS job_count,
                -- The owner counts even without a member row (seeded companies have none).
                (SELECT count(DISTINCT u)::int FROM (SELECT m.user_id AS u FROM company_members m WHERE m.tenant_id = c.tenant_id AND m.company_id = c.id
                   UNION SELECT c.owner_user_id WHERE c.owner_user_id IS NOT NULL) r) AS recruiter_count
           FROM companies c
           LEFT JOIN industries i ON i.id = c.industry_id
           LEFT JOIN areas ac ON ac.code = c.city_code
           LEFT JOIN areas ad ON ad.code = c.district_code
          WHERE c.tenant_id = $1 AND c.id = $2`,
        [tenantId, id],
      );
      if (!r) return null;
      return {
        id: r.id,
        name: r.name,
        shortName: r.short_name,
        logo: r.logo,
        industryName: r.industry_name ?? '',
        scale: r.scale,
        nature: r.nature,
        cityName: r.city_name ?? '',
        districtName: r.district_name ?? '',
        address: r.address,
        lat: r.lat,
        lng: r.lng,
        intro: r.intro,
        verified: r.verified,
        photos: r.photos,
        welfare: r.welfare,
        jobCount: r.job_count,
        recruiterCount: r.recruiter_count,
        createdAt: r.created_at.toISOString(),
      };
    },
    /** The company a recruiter belongs to: the first joined, else the one they own (seeded owners may have no member row). */
    async companyOf(userId: number): Promise<number | null> {
      const [r] = await q.query<{ company_id: number }>(
        `SELECT company_id FROM (
           SELECT company_id, 0 AS pref, created_at FROM company_members WHERE tenant_id = $1 AND user_id = $2
           UNION ALL SELECT id, 1, created_at FROM companies WHERE tenant_id = $1 AND owner_user_id = $2) t
         ORDER BY pref, created_at LIMIT 1`,
        [tenantId, userId],
      );
      return r?.company_id ?? null;
    },
    async articleCategories(kind: number | undefined): Promise<{ name: string; count: number }[]> {
      return q.query(
        `SELECT category AS name, count(*)::int AS count FROM articles WHERE tenant_id = $1 ${kind ? 'AND kind = $2' : ''}
          GROUP BY category ORDER BY count(*) DESC, category`,
        kind ? [tenantId, kind] : [tenantId],
      );
    },
  };
}

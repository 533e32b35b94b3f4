import type { Area, Landmark } from '../../../schemas/common';
import type { Queryable } from '../../db/db';

interface AreaRow {
  code: string;
  parent_code: string | null;
  level: number;
  name: string;
}
interface AreaPointRow extends AreaRow {
  lat: number;
  lng: number;
}
interface LandmarkRow {
  id: number;
  name: string;
  kind: number;
  city_code: string;
  district_code: string | null;
  lat: number;
  lng: number;
}

const toArea = (r: AreaRow): Area => ({ level: r.level, code: r.code, name: r.name, parentCode: r.parent_code });
const toLandmark = (r: LandmarkRow): Landmark => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  cityCode: r.city_code,
  districtCode: r.district_code,
  lat: r.lat,
  lng: r.lng,
});
const AREA_COLS = 'code, parent_code, level, name';
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Reference data shared by every tenant: areas, landmarks, industries, positions. */
export function commonRepo(q: Queryable) {
  return {
    async areasOfLevel(level: number): Promise<Area[]> {
      return (await q.query<AreaRow>(`SELECT ${AREA_COLS} FROM areas WHERE level = $1 ORDER BY code`, [level])).map(toArea);
    },
    async area(code: string): Promise<Area | null> {
      const [r] = await q.query<AreaRow>(`SELECT ${AREA_COLS} FROM areas WHERE code = $1`, [code]);
      return r ? toArea(r) : null;
    },
    async areasByCodes(codes: readonly string[]): Promise<Area[]> {
      const rows = await q.query<AreaRow>(`SELECT ${AREA_COLS} FROM areas WHERE code = ANY($1::text[])`, [codes]);
      const byCode = new Map(rows.map((r) => [r.code, toArea(r)]));
      return codes.flatMap((c) => byCode.get(c) ?? []);
    },
    async children(code: string): Promise<Area[]> {
      return (await q.query<AreaRow>(`SELECT ${AREA_COLS} FROM areas WHERE parent_code = $1 ORDER BY code`, [code])).map(toArea);
    },
    /** Areas with a seeded centre nearest to a point first (planar on degrees, corrected for latitude). */
    async nearestAreas(lat: number, lng: number, level: number, limit: number): Promise<(Area & { lat: number; lng: number })[]> {
      const rows = await q.query<AreaPointRow>(
        `SELECT ${AREA_COLS}, lat, lng FROM areas WHERE level = $3 AND lat IS NOT NULL
          ORDER BY (lat - $1) ^ 2 + ((lng - $2) * cos(radians($1))) ^ 2 LIMIT $4`,
        [lat, lng, level, limit],
      );
      return rows.map((r) => ({ ...toArea(r), lat: r.lat, lng: r.lng }));
    },
    async landmarks(cityCode: string, keyword: string | undefined, kind: number | undefined): Promise<Landmark[]> {
      const params: unknown[] = [cityCode];
      let where = 'city_code = $1';
      if (keyword) {
        params.push(likeOf(keyword));
        where += ` AND name ILIKE $${params.length}`;
      }
      if (kind !== undefined) {
        params.push(kind);
        where += ` AND kind = $${params.length}`;
      }
      return (await q.query<LandmarkRow>(`SELECT * FROM landmarks WHERE ${where} ORDER BY kind, id LIMIT 100`, params)).map(toLandmark);
    },
    async landmark(id: number): Promise<Landmark | null> {
      const [r] = await q.query<LandmarkRow>('SELECT * FROM landmarks WHERE id = $1', [id]);
      return r ? toLandmark(r) : null;
    },
    async industries(): Promise<{ id: number; pid: number; name: string }[]> {
      return q.query('SELECT id, pid, name FROM industries ORDER BY pid, sort, id');
    },
    async positions(): Promise<{ id: number; pid: number; name: string; level: number }[]> {
      return q.query('SELECT id, pid, name, level FROM positions ORDER BY level, id');
    },
    async position(id: number): Promise<{ id: number; pid: number; name: string; level: number } | null> {
      const [r] = await q.query<{ id: number; pid: number; name: string; level: number }>('SELECT id, pid, name, level FROM positions WHERE id = $1', [id]);
      return r ?? null;
    },
  };
}

/** The last career test of each user of a tenant (migration 180). */
export function careerTestRepo(q: Queryable, tenantId: number) {
  return {
    async last(userId: number): Promise<{ answers: Record<string, string>; takenAt: Date } | null> {
      const [r] = await q.query<{ answers: Record<string, string>; taken_at: Date }>('SELECT answers, taken_at FROM career_test_results WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
      return r ? { answers: r.answers, takenAt: r.taken_at } : null;
    },
    async save(userId: number, code: string, answers: Record<string, string>): Promise<Date> {
      const [r] = await q.query<{ taken_at: Date }>(
        `INSERT INTO career_test_results (tenant_id, user_id, code, answers) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET code = EXCLUDED.code, answers = EXCLUDED.answers, taken_at = now()
         RETURNING taken_at`,
        [tenantId, userId, code, JSON.stringify(answers)],
      );
      return r!.taken_at;
    },
  };
}

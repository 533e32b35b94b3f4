import type { Db, Queryable } from '../db';
import { SEED_CITIES } from './content';
import { insertRows } from './reference';

/**
 * Common data of the job-hunting loop: centres of the seeded cities and their
 * districts (getLocation finds the nearest one) and landmarks to search by.
 * Idempotent like the rest of the reference seed.
 */

/** [city code, name, kind (1 business district, 2 station), lat, lng] */
const LANDMARKS: readonly (readonly [string, string, 1 | 2, number, number])[] = [
  ['110100', '国贸CBD', 1, 39.9087, 116.4605], ['110100', '中关村', 1, 39.9834, 116.3162], ['110100', '望京', 1, 39.9965, 116.4707],
  ['110100', '西二旗', 1, 40.0530, 116.3055], ['110100', '金融街', 1, 39.9158, 116.3588], ['110100', '北京南站', 2, 39.8652, 116.3786],
  ['110100', '北京西站', 2, 39.8946, 116.3219],
  ['310100', '陆家嘴', 1, 31.2397, 121.4998], ['310100', '人民广场', 1, 31.2317, 121.4726], ['310100', '徐家汇', 1, 31.1950, 121.4365],
  ['310100', '张江高科', 1, 31.2010, 121.5900], ['310100', '虹桥火车站', 2, 31.1945, 121.3206], ['310100', '静安寺', 1, 31.2235, 121.4455],
  ['440100', '珠江新城', 1, 23.1192, 113.3245], ['440100', '天河体育中心', 1, 23.1377, 113.3240], ['440100', '广州南站', 2, 22.9886, 113.2693],
  ['440100', '琶洲', 1, 23.0985, 113.3710],
  ['440300', '深圳湾科技园', 1, 22.5405, 113.9522], ['440300', '华强北', 1, 22.5460, 114.0857], ['440300', '福田CBD', 1, 22.5367, 114.0550],
  ['440300', '深圳北站', 2, 22.6095, 114.0294], ['440300', '前海', 1, 22.5245, 113.8950],
  ['330100', '钱江新城', 1, 30.2446, 120.2125], ['330100', '未来科技城', 1, 30.2880, 120.0060], ['330100', '武林广场', 1, 30.2740, 120.1630],
  ['330100', '杭州东站', 2, 30.2904, 120.2125], ['330100', '滨江物联网街', 1, 30.2070, 120.2110],
  ['510100', '天府软件园', 1, 30.5410, 104.0690], ['510100', '春熙路', 1, 30.6570, 104.0810], ['510100', '成都东站', 2, 30.6290, 104.1410],
  ['420100', '光谷广场', 1, 30.5050, 114.3980], ['420100', '汉口火车站', 2, 30.6185, 114.2555], ['420100', '中南路', 1, 30.5380, 114.3340],
  ['610100', '高新区锦业路', 1, 34.1910, 108.8710], ['610100', '钟楼', 1, 34.2610, 108.9430], ['610100', '西安北站', 2, 34.3760, 108.9390],
  ['320100', '新街口', 1, 32.0420, 118.7840], ['320100', '河西CBD', 1, 32.0050, 118.7300], ['320100', '南京南站', 2, 31.9690, 118.7980],
  ['320500', '金鸡湖', 1, 31.3170, 120.6720], ['320500', '观前街', 1, 31.3110, 120.6220], ['320500', '苏州站', 2, 31.3300, 120.6100],
  ['500100', '解放碑', 1, 29.5570, 106.5770], ['500100', '观音桥', 1, 29.5750, 106.5310], ['500100', '重庆北站', 2, 29.6080, 106.5510],
  ['120100', '滨海新区于家堡', 1, 39.0090, 117.7050], ['120100', '天津站', 2, 39.1370, 117.2100],
  ['430100', '五一广场', 1, 28.1960, 112.9770], ['430100', '长沙南站', 2, 28.1470, 113.0650],
];

export async function seedCommonReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const city of SEED_CITIES) {
      await tx.query('UPDATE areas SET lat = $2, lng = $3 WHERE code = $1 AND lat IS NULL', [city.code, city.lat, city.lng]);
      for (const d of city.districts) {
        await tx.query('UPDATE areas SET lat = $3, lng = $4 WHERE parent_code = $1 AND name = $2 AND lat IS NULL', [city.code, d.name, d.lat, d.lng]);
      }
    }
    // A province's centre: the mean of its seeded cities (enough to tell provinces apart).
    await tx.exec(`UPDATE areas p SET lat = s.lat, lng = s.lng
      FROM (SELECT parent_code, avg(lat) AS lat, avg(lng) AS lng FROM areas WHERE level = 2 AND lat IS NOT NULL GROUP BY parent_code) s
      WHERE p.code = s.parent_code AND p.lat IS NULL`);
    const rows: unknown[][] = LANDMARKS.map(([city, name, kind, lat, lng], i) => [i + 1, city, null, name, kind, lat, lng]);
    // Roads of the central districts, at the district's centre.
    let id = 1000;
    for (const city of SEED_CITIES) {
      for (const d of city.districts) {
        for (const road of d.roads) rows.push([++id, city.code, null, road, 3, d.lat, d.lng]);
      }
    }
    await insertRows(tx, 'landmarks', ['id', 'city_code', 'district_code', 'name', 'kind', 'lat', 'lng'], rows, { onConflictDoNothing: true });
    // The district of a landmark: its nearest district centre within the city.
    await tx.exec(`UPDATE landmarks l SET district_code = (
        SELECT a.code FROM areas a WHERE a.parent_code = l.city_code AND a.lat IS NOT NULL
         ORDER BY (a.lat - l.lat) ^ 2 + (a.lng - l.lng) ^ 2 LIMIT 1)
      WHERE l.district_code IS NULL`);
  });
}

const WELFARE = ['五险一金', '双休', '带薪年假', '年终奖', '餐补', '交通补助', '定期体检', '节日福利', '弹性工作', '员工旅游', '股票期权', '住房补贴'];
/** Office pictures shipped in public/img/office (drawn for this project, no stock photos). */
export const OFFICE_PHOTOS = ['/img/office/office-1.svg', '/img/office/office-2.svg', '/img/office/office-3.svg', '/img/office/office-4.svg'];

/** Photos and benefits of a tenant's companies, chosen from the id so a re-seed gives the same. */
export async function seedCompanyExtras(q: Queryable, tenantId: number): Promise<void> {
  const companies = await q.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id', [tenantId]);
  for (const { id } of companies) {
    const photos = id % 5 === 0 ? [] : OFFICE_PHOTOS.slice(0, 2 + (id % 3)).map((_, i) => OFFICE_PHOTOS[(id + i) % OFFICE_PHOTOS.length]!);
    const welfare = WELFARE.filter((_, i) => (id * 7 + i * 3) % 5 < 2).slice(0, 6);
    await q.query('UPDATE companies SET photos = $3, welfare = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, id, photos, welfare]);
  }
}

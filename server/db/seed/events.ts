import type { Queryable } from '../db';
import { SPRING_FAIR_SLUG } from '../../../schemas/events';
import type { ContentFlavor } from './content';

const DAY_MS = 86_400_000;
/** 09:00 China time, `days` from today. */
function at(days: number, hour: number, minute = 0): Date {
  const d = new Date(Date.now() + days * DAY_MS);
  // Midnight of that day in China (UTC+8), then the hour.
  const cst = new Date(d.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), cst.getUTCDate(), hour - 8, minute));
}

/** The next 15 March (China time) at the hour: the day the spring page and its picture announce. */
function springDay(hour: number, minute = 0): Date {
  const now = new Date();
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const d = new Date(Date.UTC(year, 2, 15, hour - 8, minute));
    if (d.getTime() > now.getTime()) return d;
  }
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 2, 15, hour - 8, minute));
}

interface SeedEvent {
  kind: 'fair' | 'teach-in' | 'talk';
  online: boolean;
  slug: string | null;
  title: string;
  summary: string;
  intro: string;
  place: string;
  school: string;
  organiser: string;
  schedule: { time: string; title: string }[];
  starts: Date;
  ends: Date;
  capacity: number;
  boothCapacity: number;
  /** How many companies take part (approved booths), or the host's index for a teach-in or talk. */
  companies: number;
  host?: number;
}

const PLACES: Record<ContentFlavor, { city: string; lat: number; lng: number; fairPlace: string; school: string; schoolPlace: string; title: string; slogan: string; springHours: [number, number, number, number] }> = {
  demo: { springHours: [9, 0, 16, 0], city: '330100', lat: 30.2419, lng: 120.2126, fairPlace: '杭州国际博览中心 1 号馆', school: '浙江大学', schoolPlace: '浙江大学紫金港校区 蒙民伟楼 报告厅', title: '才聚杭州', slogan: '春风行动 · 才聚杭州 2026 春季大型招聘会' },
  demo2: { springHours: [9, 30, 16, 30], city: '370200', lat: 36.0595, lng: 120.4251, fairPlace: '青岛国际会展中心 A2 馆', school: '中国海洋大学', schoolPlace: '中国海洋大学崂山校区 学术交流中心', title: '海纳青岛', slogan: '海纳百川 · 青岛 2026 春季人才交流大会' },
};

function plan(flavor: ContentFlavor): SeedEvent[] {
  const p = PLACES[flavor];
  const fairSchedule = [
    { time: '09:00', title: '入场签到' },
    { time: '09:30', title: '开幕式 · 重点企业推介' },
    { time: '10:00', title: '现场面试洽谈' },
    { time: '14:00', title: '直播带岗专场' },
    { time: '16:00', title: '闭馆' },
  ];
  return [
    {
      kind: 'fair', online: false, slug: SPRING_FAIR_SLUG, title: p.slogan, summary: '百家企业现场招聘，求职者免费入场',
      intro: '现场与线上同步招聘，覆盖互联网、制造、金融、教育等行业。凭电子票入场，请携带简历。',
      place: p.fairPlace, school: '', organiser: `${p.title}人才市场`, schedule: fairSchedule,
      // The day and hours the spring page's texts (default-pages.ts springDate) announce.
      starts: springDay(p.springHours[0], p.springHours[1]), ends: springDay(p.springHours[2], p.springHours[3]), capacity: 2000, boothCapacity: 120, companies: 6,
    },
    {
      kind: 'fair', online: true, slug: null, title: `${p.title}线上双选会（第 3 期）`, summary: '足不出户，与名企 HR 在线沟通',
      intro: '线上招聘会开放期间，参会企业在线收简历、开直播，可与招聘者直接聊天。',
      place: '', school: '', organiser: `${p.title}人才市场`, schedule: [{ time: '全天', title: '在线投递与沟通' }],
      starts: at(3, 9), ends: at(9, 18), capacity: 0, boothCapacity: 0, companies: 4,
    },
    {
      kind: 'teach-in', online: false, slug: null, title: '2027 届校园招聘宣讲会', summary: `${p.school}专场`,
      intro: '介绍公司业务、培养体系和校招岗位，现场可投递简历、预约笔试。',
      place: p.schoolPlace, school: p.school, organiser: '', schedule: [{ time: '19:00', title: '公司介绍' }, { time: '20:00', title: '答疑与简历投递' }],
      starts: at(6, 19), ends: at(6, 21), capacity: 200, boothCapacity: 0, companies: 0, host: 1,
    },
    {
      kind: 'talk', online: true, slug: null, title: '技术团队在线宣讲：我们在做什么', summary: '线上直播，随时提问',
      intro: '团队负责人在线讲解技术方向与岗位，直播中可直接投递。',
      place: '', school: '', organiser: '', schedule: [{ time: '20:00', title: '直播宣讲' }],
      starts: at(2, 20), ends: at(2, 21), capacity: 0, boothCapacity: 0, companies: 0, host: 2,
    },
    {
      kind: 'fair', online: false, slug: null, title: `${p.title}冬季专场招聘会`, summary: '往期活动',
      intro: '已结束的往期招聘会。', place: p.fairPlace, school: '', organiser: `${p.title}人才市场`, schedule: [],
      starts: at(-20, 9), ends: at(-20, 16), capacity: 1000, boothCapacity: 80, companies: 3,
    },
  ];
}

/**
 * Demo events of a tenant: the spring fair the diy page promotes, an online
 * fair, a teach-in, an online talk and a past fair, with participating
 * companies (not the demo recruiter's: they apply for a booth themselves).
 * Runs inside the caller's tenant transaction.
 */
export async function seedEvents(q: Queryable, tenantId: number, opts: { flavor: ContentFlavor; recruiterId: number }): Promise<void> {
  const p = PLACES[opts.flavor];
  const companies = await q.query<{ id: number; short_name: string }>(
    'SELECT id, short_name FROM companies WHERE tenant_id = $1 AND owner_user_id IS DISTINCT FROM $2 ORDER BY id LIMIT 10',
    [tenantId, opts.recruiterId],
  );
  for (const e of plan(opts.flavor)) {
    const host = e.host !== undefined ? companies[e.host] : undefined;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO events (tenant_id, kind, online, slug, title, summary, intro, city_code, place, lat, lng, school, host_company_id, organiser,
                           schedule, starts_at, ends_at, capacity, booth_capacity, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 1) RETURNING id`,
      [tenantId, e.kind, e.online, e.slug, host ? `${host.short_name}${e.title}` : e.title, e.summary, e.intro, e.online ? '' : p.city, e.place,
        e.online ? null : p.lat, e.online ? null : p.lng, e.school, host?.id ?? null, host ? host.short_name : e.organiser, JSON.stringify(e.schedule), e.starts, e.ends, e.capacity, e.boothCapacity],
    );
    for (const [i, c] of companies.slice(0, e.companies).entries()) {
      await q.query(
        `INSERT INTO event_companies (tenant_id, event_id, company_id, contact_name, contact_mobile, status, booth, decided_at)
         VALUES ($1, $2, $3, '招聘负责人', '0571-88886666', 1, $4, now())`,
        [tenantId, row!.id, c.id, `A${String(i + 1).padStart(2, '0')}`],
      );
    }
  }
}

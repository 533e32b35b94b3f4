import type { Booth, EventDetail, EventSummary, MyTicket, Ticket } from '../schemas/events';

/** Story answers of the event calls (/api-user/event/*): a spring fair, an online fair, a teach-in, a talk and a past fair. */
const DAY = 86_400_000;
/** 09:00 local time `days` from now, plus `hours`. */
const at = (days: number, hours = 9) => {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(hours, 0, 0, 0);
  return d.toISOString();
};

const base = (over: Partial<EventSummary> & Pick<EventSummary, 'id' | 'title'>): EventSummary => ({
  kind: 'fair',
  online: false,
  slug: null,
  summary: '',
  cover: '',
  cityCode: '330100',
  cityName: '杭州',
  place: '杭州国际博览中心 1 号馆',
  school: '',
  organiser: '才聚杭州人才市场',
  startsAt: at(12),
  endsAt: at(12, 16),
  status: 1,
  capacity: 2000,
  signedCount: 326,
  waitingCount: 0,
  companyCount: 6,
  hostCompany: null,
  requested: false,
  ...over,
});

export const storyEvents: EventSummary[] = [
  base({ id: 4, kind: 'talk', online: true, title: '星河数据技术团队在线宣讲：我们在做什么', cityCode: '', cityName: '', place: '', startsAt: at(2, 20), endsAt: at(2, 21), capacity: 0, signedCount: 58, companyCount: 0, hostCompany: { id: 3, name: '星河数据' }, organiser: '星河数据' }),
  base({ id: 2, online: true, title: '才聚杭州线上双选会（第 3 期）', cityCode: '', cityName: '', place: '', startsAt: at(3), endsAt: at(9, 18), capacity: 0, signedCount: 1204, companyCount: 4 }),
  base({ id: 3, kind: 'teach-in', title: '启明教育 2027 届校园招聘宣讲会', place: '浙江大学紫金港校区 蒙民伟楼 报告厅', school: '浙江大学', startsAt: at(6, 19), endsAt: at(6, 21), capacity: 200, signedCount: 200, waitingCount: 12, companyCount: 0, hostCompany: { id: 2, name: '启明教育' }, organiser: '启明教育' }),
  base({ id: 1, slug: 'spring-fair', title: '春风行动 · 才聚杭州 2026 春季大型招聘会', summary: '百家企业现场招聘，求职者免费入场' }),
  base({ id: 5, title: '才聚杭州冬季专场招聘会', startsAt: at(-20), endsAt: at(-20, 16), signedCount: 880, capacity: 1000, companyCount: 3 }),
];

const job = (id: number, title: string, min: number, max: number) => ({ id, title, salaryMin: min, salaryMax: max, salaryUnit: 1, cityName: '杭州' });

export const storyTicket: Ticket = { id: 11, eventId: 1, status: 1, statusText: '已报名', code: 'K7M2QX9P', qr: 'RMEVT:K7M2QX9P', waitingRank: null, checkedInAt: null, createdAt: at(-1) };

export function storyEventDetail(id: number, over: Partial<EventDetail> = {}): EventDetail {
  const e = storyEvents.find((x) => x.id === id) ?? storyEvents[3]!;
  return {
    ...e,
    intro: '现场与线上同步招聘，覆盖互联网、制造、金融、教育等行业。凭电子票入场，请携带简历。',
    lat: e.online ? null : 30.2419,
    lng: e.online ? null : 120.2126,
    onlineUrl: e.online ? 'https://live.example.com/room/1' : '',
    liveId: null,
    boothCapacity: 0,
    schedule: [
      { time: '09:00', title: '入场签到' },
      { time: '09:30', title: '开幕式 · 重点企业推介' },
      { time: '10:00', title: '现场面试洽谈' },
      { time: '16:00', title: '闭馆' },
    ],
    cancelReason: '',
    companies: e.kind === 'fair'
      ? [
          { id: 1, name: '云帆科技', logo: '', booth: 'A01', jobs: [job(101, '前端开发工程师', 15_000, 25_000), job(102, '产品经理', 18_000, 30_000)] },
          { id: 2, name: '启明教育', logo: '', booth: 'A02', jobs: [job(201, '小学语文老师', 8_000, 12_000)] },
          { id: 3, name: '星河数据', logo: '', booth: 'A03', jobs: [job(301, '数据分析师', 12_000, 20_000), job(302, 'Java开发工程师', 16_000, 28_000), job(303, '测试工程师', 10_000, 16_000)] },
        ]
      : [],
    ticket: null,
    booth: null,
    ...over,
  };
}

export const storyBooth: Booth = {
  id: 21,
  eventId: 1,
  eventTitle: '春风行动 · 才聚杭州 2026 春季大型招聘会',
  companyId: 1,
  companyName: '云帆科技',
  contactName: '陈嘉怡',
  contactMobile: '13800000002',
  jobIds: [101, 102],
  note: '',
  status: 1,
  statusText: '已通过',
  reply: '',
  booth: 'B12',
  createdAt: at(-2),
  signedCount: 326,
  checkedCount: 0,
  applications: 14,
};

const myTickets: MyTicket[] = [
  { ...storyTicket, event: storyEvents[3]! },
  { id: 12, eventId: 3, status: 2, statusText: '候补中', code: 'P3HX8WQ2', qr: 'RMEVT:P3HX8WQ2', waitingRank: 3, checkedInAt: null, createdAt: at(-1), event: storyEvents[2]! },
  { id: 13, eventId: 5, status: 1, statusText: '已报名', code: 'Z9RT4MKA', qr: 'RMEVT:Z9RT4MKA', waitingRank: null, checkedInAt: at(-20, 10), createdAt: at(-25), event: storyEvents[4]! },
];

const page = <T,>(list: T[], body: Record<string, unknown>) => {
  const limit = Number(body.limit ?? 20);
  return { list: list.slice(0, limit), page: 1, limit, total: list.length, done: true };
};

export function answerEventsFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/event/find') {
    const list = storyEvents.filter((e) => (!body.kind || e.kind === body.kind) && (!body.upcoming || Date.parse(e.endsAt) > Date.now()));
    return page(list, body);
  }
  if (path === '/api-user/event/get') return storyEventDetail(Number(body.id ?? 1));
  if (path === '/api-user/event/ticketFind') return page(myTickets, body);
  if (path === '/api-user/event/boothFind') return page([storyBooth], body);
  if (path === '/api-user/event/signUp') return { ticket: storyTicket, message: '报名成功' };
  return undefined;
}

import type { JobPage, JobSummary } from '../schemas/job';

const titles = ['前端开发工程师', 'Java开发工程师', '产品经理', 'UI设计师', '新媒体运营', '销售代表', '人事专员', '会计'];
const companies = ['云帆科技', '启明教育', '星河数据', '青禾医疗', '远航物流', '蓝海传媒'];
const cities = [
  ['杭州', '西湖区'],
  ['上海', '浦东新区'],
  ['深圳', '南山区'],
  ['成都', '高新区'],
];
const now = Date.now();

const job = (i: number): JobSummary => ({
  id: i + 1,
  title: titles[i % titles.length]!,
  salaryMin: 6000 + (i % 5) * 2000,
  salaryMax: 12000 + (i % 5) * 4000,
  salaryUnit: 1,
  cityName: cities[i % cities.length]![0]!,
  districtName: cities[i % cities.length]![1]!,
  experience: ['不限', '1-3年', '3-5年'][i % 3]!,
  degree: ['大专', '本科', '不限'][i % 3]!,
  tags: ['五险一金', '双休', '年终奖', '弹性工作'].slice(0, 2 + (i % 3)),
  isUrgent: i % 7 === 0,
  company: { id: (i % companies.length) + 1, name: companies[i % companies.length]!, logo: '' },
  refreshedAt: new Date(now - i * 3_600_000 * 5).toISOString(),
});

/** Answers of the protocol for stories; undefined for a path the fixtures do not know. */
export function answerFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/job/find') {
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 10);
    const keyword = String(body.keyword ?? '');
    const all = Array.from({ length: 36 }, (_, i) => job(i)).filter((j) => !keyword || j.title.includes(keyword) || j.company.name.includes(keyword));
    const list = all.slice((page - 1) * limit, page * limit);
    return { list, page, limit, total: all.length, done: page * limit >= all.length } satisfies JobPage;
  }
  if (path === '/api-auth/app/config') return { appName: '才聚招聘', agentKey: 'demo', logo: '', roles: [0, 1, 3], defaultRole: 0, productTypes: {}, terminalTypes: {}, updatedAt: new Date(0).toISOString() };
  return undefined;
}

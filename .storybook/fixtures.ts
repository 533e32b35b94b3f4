import type { UserSession } from '../schemas/auth';
import type { ArticleSummary, CompanySummary, LiveSummary } from '../schemas/content';
import type { JobPage, JobSummary } from '../schemas/job';
import { answerCompanyFixture } from './fixtures-company';
import { answerJobSendFixture } from './fixtures-job-send';
import { answerRecruitFixture } from './fixtures-recruit';
import { answerMoneyFixture } from './fixtures-money';
import { answerJobsFixture } from './fixtures-jobs';
import { answerResumeFixture } from './resume-fixtures';
import { answerEventsFixture } from './fixtures-events';
import { answerInterviewFixture } from './fixtures-interview';
import { answerLiveFixture } from './fixtures-live';

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
  jobType: 1,
  tags: ['五险一金', '双休', '年终奖', '弹性工作'].slice(0, 2 + (i % 3)),
  isUrgent: i % 7 === 0,
  company: { id: (i % companies.length) + 1, name: companies[i % companies.length]!, logo: '' },
  refreshedAt: new Date(now - i * 3_600_000 * 5).toISOString(),
});

const companyRows: [string, string, string, string, string][] = [
  ['杭州云帆网络科技有限公司', '云帆科技', '互联网', '500-999人', '杭州'],
  ['启明教育科技集团', '启明教育', '教育培训', '1000-9999人', '上海'],
  ['星河数据智能有限公司', '星河数据', '大数据', '100-499人', '深圳'],
  ['青禾医疗器械股份有限公司', '青禾医疗', '医疗健康', '1000-9999人', '成都'],
  ['远航供应链管理有限公司', '远航物流', '物流运输', '100-499人', '杭州'],
  ['蓝海文化传媒有限公司', '蓝海传媒', '文化传媒', '20-99人', '上海'],
  ['北辰智能制造有限公司', '北辰制造', '智能制造', '500-999人', '苏州'],
  ['汇金财富管理有限公司', '汇金财富', '金融', '100-499人', '深圳'],
  ['绿野餐饮管理有限公司', '绿野餐饮', '餐饮', '1000-9999人', '成都'],
  ['卓越建筑设计院', '卓越设计', '建筑设计', '20-99人', '杭州'],
];
const company = (i: number): CompanySummary => {
  const [name, shortName, industryName, scale, cityName] = companyRows[i % companyRows.length]!;
  return { id: i + 1, name, shortName, logo: '', industryName, scale, nature: ['民营', '国企', '外资'][i % 3]!, cityName, verified: i % 3 !== 2, jobCount: [28, 12, 6, 45, 3, 9, 17, 0, 33, 5][i % 10]! };
};
const allCompanies = Array.from({ length: 10 }, (_, i) => company(i));

const articleRows: [ArticleSummary['kind'], string, string][] = [
  ['news', '求职指南', '2025 年春招求职指南：这 5 类岗位最缺人'],
  ['notice', '平台公告', '关于端午节假期客服服务时间调整的通知'],
  ['news', '政策解读', '高校毕业生就业补贴怎么领？一文看懂申领流程'],
  ['news', '职场干货', '面试时被问到“你的缺点是什么”，这样回答更加分'],
  ['notice', '招聘会', '3 月 15 日市人才中心大型综合招聘会参会企业名单'],
  ['news', '行业动态', '新能源汽车行业人才需求同比增长 42%'],
  ['news', '职场干货', '简历怎么写才能让 HR 一眼看中？'],
  ['notice', '平台公告', '防范求职诈骗，这些套路一定要警惕'],
];
const article = (i: number): ArticleSummary => {
  const [kind, category, title] = articleRows[i % articleRows.length]!;
  return { id: i + 1, kind, category, title, summary: '', cover: '', views: [12_840, 356, 2_301, 98, 45_120, 1_009, 7_777, 620][i % 8]!, publishedAt: new Date(now - [0.2, 3, 26, 50, 120, 400, 1_000, 5_000][i % 8]! * 3_600_000).toISOString() };
};
const allArticles = Array.from({ length: 16 }, (_, i) => article(i));

const liveRows: [LiveSummary['status'], string, number][] = [
  [1, '云帆科技 2025 春招专场直播', 0],
  [0, '应届生简历诊断 · HR 在线答疑', 2],
  [1, '智能制造企业直播带岗', 6],
  [2, '教育行业求职分享会（回放）', 1],
  [0, '外贸跟单岗位专场', 4],
  [2, '医疗器械销售岗位揭秘', 3],
];
const live = (i: number): LiveSummary => {
  const [status, title, c] = liveRows[i % liveRows.length]!;
  const hours = status === 0 ? 26 + i * 5 : -(i + 1) * 20;
  return { id: i + 1, title, cover: '', status, startAt: new Date(now + hours * 3_600_000).toISOString(), viewers: status === 0 ? 0 : [12_600, 842, 3_210, 56_000, 90, 1_500][i % 6]!, company: { id: c + 1, name: companyRows[c]![1] } };
};
const allLives = Array.from({ length: 6 }, (_, i) => live(i));

/** One page of a fixture list, as the server's pageResultSchema answers it. */
function pageOf<T>(all: T[], body: Record<string, unknown>) {
  const page = Number(body.page ?? 1);
  const limit = Number(body.limit ?? 20);
  return { list: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length, done: page * limit >= all.length };
}

/** Answers of the protocol for stories; undefined for a path the fixtures do not know. */
export function answerFixture(path: string, body: Record<string, unknown>): unknown {
  if (path.startsWith('/api-user/company/member/')) return answerCompanyFixture(path);
  if (path.startsWith('/api-user/event/')) return answerEventsFixture(path, body);
  if (path.startsWith('/api-user/interview/')) return answerInterviewFixture(path, body);
  if (path === '/api-user/live/get' || path === '/api-user/live/like') return answerLiveFixture(path, body);
  const money = answerMoneyFixture(path, body);
  if (money !== undefined) return money;
  const recruit = answerRecruitFixture(path, body);
  if (recruit !== undefined) return recruit;
  if (path.startsWith('/api-user/resume/')) return answerResumeFixture(path, body);
  if (path === '/api-user/job/find') {
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 10);
    const keyword = String(body.keyword ?? '');
    const all = Array.from({ length: 36 }, (_, i) => job(i)).filter((j) => !keyword || j.title.includes(keyword) || j.company.name.includes(keyword));
    const list = all.slice((page - 1) * limit, page * limit);
    return { list, page, limit, total: all.length, done: page * limit >= all.length } satisfies JobPage;
  }
  if (path === '/api-user/common/company/find') {
    const keyword = String(body.keyword ?? '');
    return pageOf(
      allCompanies.filter((c) => (!body.verified || c.verified) && (!keyword || c.name.includes(keyword))),
      body,
    );
  }
  if (path === '/api-user/article/find') return pageOf(allArticles.filter((a) => !body.kind || a.kind === body.kind), body);
  if (path === '/api-user/live/find') return pageOf(allLives.filter((l) => body.status === undefined || l.status === body.status), body);
  if (path === '/api-auth/app/config') return { appName: '才聚招聘', agentKey: 'demo', logo: '', roles: [0, 1, 3], defaultRole: 0, productTypes: {}, terminalTypes: {}, updatedAt: new Date(0).toISOString() };
  if (path === '/api-user/register/infoGet') {
    return { name: '林晓', role: 0, gender: 2, birthday: '1998-05-12', degree: '本科', jobStatus: 2, workingDate: '2020-07', position: null, company: null };
  }
  if (path === '/api-user/user/settingGet') return { salaryUnit: 1, invisibleHiring: false, messageNotify: true, recommend: true };
  if (path === '/api-user/user/mobiles') {
    return { list: [{ mobile: '13800000001', masked: '138****0001', main: true }, { mobile: '13900000002', masked: '139****0002', main: false }] };
  }
  if (path === '/api-user/common/document/get') {
    const privacy = body.key === 'privacy';
    return {
      key: body.key,
      title: privacy ? '才聚招聘隐私政策' : '才聚招聘用户协议',
      content: '<p>欢迎使用才聚招聘。在注册和使用本平台服务前，请仔细阅读本协议。</p><h4>一、账号</h4><p>用户应使用本人真实手机号注册。</p>',
      updatedAt: null,
    };
  }
  if (path === '/api-user/user/shieldFind') {
    return { list: [{ id: 3, name: '星河数据科技有限公司', logo: '', createdAt: new Date(0).toISOString() }], total: 1, page: 1, limit: 50, done: true };
  }
  if (path === '/api-user/user/realName/valid') return { verified: false, name: null, idCard: null, verifiedAt: null };
  return answerJobSendFixture(path, body) ?? answerJobsFixture(path, body);
}

/** A logged-in job seeker for stories of screens that need one. */
export const storyUser: UserSession = {
  uid: 7,
  id: 7,
  role: 0,
  unread: 0,
  base: { id: 7, mobiles: ['13800000001'], updatedAt: new Date(0).toISOString() },
  info: { id: 7, mobile: '13800000001', email: null, account: null },
  company: null,
  brand: null,
  account: { id: 7, name: '林晓', logo: '' },
  profile: { realName: true },
  setting: { salaryUnit: 1 },
  loginNum: 3,
};

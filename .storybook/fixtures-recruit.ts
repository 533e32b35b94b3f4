import type { UserSession } from '../schemas/auth';
import type { FavoriteItem, FavoritesMeItem } from '../schemas/favorites';
import type { ManagedJob } from '../schemas/job-manage';

/** Story answers of the recruiter job management and favorites calls. */
const now = Date.now();
const ago = (h: number) => new Date(now - h * 3_600_000).toISOString();

const managed = (i: number, status: number): ManagedJob => ({
  id: 100 + i,
  title: ['Java开发工程师', '产品经理', 'UI设计师', '新媒体运营', '客服专员'][i % 5]!,
  salaryMin: [15000, 18000, 9000, 6000, 4500][i % 5]!,
  salaryMax: [25000, 30000, 15000, 9000, 6500][i % 5]!,
  salaryUnit: 1,
  cityName: '杭州市',
  districtName: ['西湖区', '滨江区', '余杭区'][i % 3]!,
  experience: ['3-5年', '1-3年', '不限'][i % 3]!,
  degree: ['本科', '大专', '不限'][i % 3]!,
  jobType: 1,
  status,
  isUrgent: i === 0,
  views: [1286, 342, 87, 15, 0][i % 5]!,
  applications: [36, 12, 4, 1, 0][i % 5]!,
  unread: [5, 0, 2, 0, 0][i % 5]!,
  refreshedAt: ago(i * 20 + 1),
  createdAt: ago(i * 48 + 100),
});
const jobs = [managed(0, 1), managed(1, 1), managed(2, 1), managed(3, 0), managed(4, 0)];

const tree = (rows: [number, string, [number, string, [number, string][]][]][]) =>
  rows.map(([id, name, kids]) => ({ id, pid: 0, name, children: kids.map(([kid, kname, leaves]) => ({ id: kid, pid: id, name: kname, children: leaves.map(([lid, lname]) => ({ id: lid, pid: kid, name: lname })) })) }));

const favorite = (i: number, groupId: number | null): FavoriteItem => ({
  id: i + 1,
  type: 'job',
  dataId: 10 + i,
  groupId,
  createdAt: ago(i * 30 + 2),
  available: i !== 3,
  job: {
    id: 10 + i,
    title: ['前端开发工程师', '产品经理', '数据分析师', '交互设计师'][i % 4]!,
    salaryMin: [12000, 20000, 10000, 11000][i % 4]!,
    salaryMax: [20000, 35000, 18000, 18000][i % 4]!,
    salaryUnit: 1,
    cityName: ['杭州市', '上海市', '深圳市', '杭州市'][i % 4]!,
    status: i === 3 ? 0 : 1,
    company: { id: i + 1, name: ['云帆科技', '启明教育', '星河数据', '蓝海传媒'][i % 4]!, logo: '' },
  },
  brand: null,
  resume: null,
  user: null,
});
const favorites = [favorite(0, 1), favorite(1, null), favorite(2, 2), favorite(3, null)];

const fan = (i: number, recruiter: boolean): FavoritesMeItem => ({
  id: i + 1,
  type: recruiter ? 'resume' : i % 2 ? 'brand' : 'job',
  createdAt: ago(i * 7 + 1),
  user: { id: 20 + i, name: recruiter ? ['陈嘉怡', '王志远', '刘思琪'][i % 3]! : ['林晓雨', '周一航', '赵敏'][i % 3]!, avatar: '' },
  company: recruiter ? { id: i + 1, name: ['云帆科技', '启明教育', '星河数据'][i % 3]!, logo: '' } : null,
  position: recruiter ? ['人事经理', '招聘专员', 'HRBP'][i % 3]! : '',
  job: recruiter || i % 2 ? null : { id: 100, title: 'Java开发工程师' },
  degree: recruiter ? '' : ['本科', '硕士', '大专'][i % 3]!,
});

export function answerRecruitFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/job/channelResultFind') {
    const list = jobs.filter((j) => body.status === undefined || j.status === body.status);
    return { list, total: list.length, page: 1, limit: 20, done: true, counts: { all: 5, open: 3, closed: 2 } };
  }
  if (path === '/api-user/job/manageOptions') {
    return {
      industries: [{ id: 1, pid: 0, name: '互联网/IT', children: [{ id: 101, pid: 1, name: '互联网/电子商务' }, { id: 102, pid: 1, name: '计算机软件' }] }],
      positions: tree([[1, '技术', [[101, '后端开发', [[10101, 'Java开发工程师'], [10102, 'Python开发工程师']]]]]]),
      experiences: ['不限', '应届生', '1年以下', '1-3年', '3-5年', '5-10年', '10年以上'],
      degrees: ['不限', '高中', '大专', '本科', '硕士', '博士'],
      tagSuggestions: ['五险一金', '双休', '弹性工作', '年终奖', '带薪年假', '餐补'],
    };
  }
  if (path === '/api-user/job/mapInit') return { lat: 30.2766, lng: 120.1216, zoom: 16, source: 'company', label: '文三路 90 号东部软件园' };
  if (path === '/api-user/privateDrafts/find') return { list: [] };
  if (path === '/api-user/userFavorites/findAll') return { list: body.type === 'job' ? [{ id: 1, dataId: 1, groupId: null }] : [] };
  if (path === '/api-user/userFavorites/find') {
    const list = body.type === 'job' ? favorites.filter((f) => body.groupId === undefined || (body.groupId === 0 ? f.groupId === null : f.groupId === body.groupId)) : [];
    return { list, total: list.length, page: 1, limit: 20, done: true };
  }
  if (path === '/api-user/privateGroup/find') {
    return {
      list: body.type === 'job' ? [{ id: 1, type: 'job', name: '重点关注', sort: 1, count: 1 }, { id: 2, type: 'job', name: '备选', sort: 2, count: 1 }] : [],
      ungrouped: body.type === 'job' ? 2 : 0,
      total: body.type === 'job' ? 4 : 0,
    };
  }
  if (path === '/api-user/favoritesMe/findByUm') return { list: [0, 1, 2].map((i) => fan(i, true)), total: 3, page: 1, limit: 20, done: true };
  if (path === '/api-user/favoritesMe/findByHr') return { list: [0, 1, 2].map((i) => fan(i, false)), total: 3, page: 1, limit: 20, done: true };
  return undefined;
}

/** A logged-in recruiter with a company. */
export const storyRecruiter: UserSession = {
  uid: 8,
  id: 8,
  role: 1,
  unread: 0,
  base: { id: 8, mobiles: ['13800000002'], updatedAt: new Date(0).toISOString() },
  info: { id: 8, mobile: '13800000002', email: null, account: null },
  company: { id: 1, name: '杭州云帆网络科技有限公司' },
  brand: null,
  account: { id: 8, name: '陈嘉怡', logo: '' },
  profile: { realName: true },
  setting: { salaryUnit: 1 },
  loginNum: 5,
};

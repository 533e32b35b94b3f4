import type { Resume, ResumeDetail, ResumeFindResult, ResumeLabel, ResumeState } from '../schemas/resume';

/** Protocol answers of the resume calls (the contract's shapes) for the resume widgets' stories and tests. */
const now = Date.now();
const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
const expect = (id: number, jobType: 1 | 2, positionName: string, cityName: string, salaryMin: number, salaryMax: number, industryName = '') => ({
  id,
  jobType,
  positionId: 100 + id,
  positionName,
  areaCode: cityName === '上海市' ? '310100' : '330100',
  cityName,
  industryId: industryName ? 11 : 0,
  industryName,
  salaryMin,
  salaryMax,
  salaryUnit: 1,
});

export const storyResume: Resume = {
  id: 7,
  base: {
    name: '林晓',
    gender: 2,
    birthday: '1998-05-12',
    degree: '本科',
    jobStatus: 2,
    workingDate: '2020-07',
    graduation: '2020-06',
    phone: '13800000001',
    email: 'linxiao@example.com',
    cityCode: '330100',
    cityName: '杭州市',
    avatar: '',
  },
  expect: {
    fullTime: [
      expect(1, 1, '前端开发工程师', '杭州市', 15000, 25000, '互联网'),
      expect(2, 1, 'Web 开发', '上海市', 20000, 30000),
      expect(4, 1, '全栈开发', '杭州市', 18000, 28000),
    ],
    partTime: [expect(3, 2, '技术写作', '杭州市', 0, 0)],
  },
  work: [
    { id: 11, company: '杭州云帆网络科技有限公司', title: '前端开发工程师', start: '2022-03', end: '', description: '负责招聘 App 的移动端页面与组件库，首屏时间从 2.4 秒降到 1.1 秒。' },
    { id: 12, company: '星河数据智能有限公司', title: '前端开发', start: '2020-07', end: '2022-02', description: '数据可视化大屏与报表系统开发。' },
  ],
  education: [{ id: 21, school: '浙江工业大学', major: '计算机科学与技术', degree: '本科', start: '2016-09', end: '2020-06' }],
  project: [{ id: 31, name: '招聘小程序重构', role: '前端负责人', start: '2023-01', end: '2023-08', description: '从零搭建设计驱动的页面渲染。' }],
  skill: [
    { id: 41, name: 'React', level: '精通' },
    { id: 42, name: 'TypeScript', level: '熟练' },
  ],
  certificate: [{ id: 51, name: '英语六级', date: '2018-12' }],
  language: [{ id: 61, name: '英语', level: '熟练' }],
  intro: '五年前端经验，关注性能与可用性，喜欢把复杂的流程做简单。',
  attachments: [],
  hidden: false,
  refreshedAt: iso(1),
  updatedAt: iso(1),
};

const label = (parts: string[]): ResumeLabel => ({ age: 27, degree: '本科', experience: parts[2] ?? '', student: false, parts });
export const storyLabel = label(['27岁', '本科', '5年经验']);

export function storyState(over: Partial<ResumeState> = {}): ResumeState {
  return {
    exists: true,
    resume: storyResume,
    umExpectNum: 3,
    umExpectPartTimeNum: 3,
    expect: { list: storyResume.expect.fullTime, updatedAt: iso(2), jobPartTime: storyResume.expect.partTime, umExpectNum: 3, umExpectPartTimeNum: 3 },
    label: storyLabel,
    completeness: { score: 85, missing: [{ key: 'certificate', label: '资格证书', required: false }] },
    register: { step: 'done', steps: [] },
    savedId: null,
    ...over,
  };
}

const attachments = [{ id: 71, name: '林晓-前端开发.pdf', url: '/files/1/202601/demo.pdf', size: 182_000, suffix: 'pdf', createdAt: iso(3) }];

const names = ['林晓', '周敏', '陈思远', '王可', '李娜', '赵磊', '孙悦', '郑一鸣'];
const cards: ResumeFindResult['list'] = names.map((name, i) => ({
  id: 100 + i,
  name,
  avatar: '',
  gender: 1 + (i % 2),
  label: label([`${26 + i}岁`, ['本科', '硕士', '大专'][i % 3]!, `${2 + i}年经验`]),
  jobStatus: 1 + (i % 4),
  expectPositions: [['前端开发工程师', '产品经理', 'UI设计师', '会计'][i % 4]!],
  expectCity: ['杭州市', '上海市', '深圳市'][i % 3]!,
  salary: { min: 8000 + i * 1000, max: 15000 + i * 2000, unit: 1 },
  lastWork: { company: ['云帆科技', '启明教育', '星河数据'][i % 3]!, title: ['高级工程师', '产品经理', '设计师'][i % 3]! },
  school: '浙江大学',
  intro: '',
  refreshedAt: iso(i),
}));

export function answerResumeFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/resume/get') return storyState();
  if (path === '/api-user/resume/attachment/find') return { list: attachments };
  if (path === '/api-user/resume/register/steps') return storyState().register;
  if (path === '/api-user/resume/find') {
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 15);
    const keyword = String(body.keyword ?? '');
    const all = cards.filter((c) => !keyword || c.name.includes(keyword) || c.expectPositions.some((p) => p.includes(keyword)));
    return { list: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length, done: page * limit >= all.length } satisfies ResumeFindResult;
  }
  if (path === '/api-user/resume/detail') {
    return {
      resume: { ...storyResume, base: { ...storyResume.base!, phone: '138****0001', email: 'l***@example.com' } },
      label: storyLabel,
      contactVisible: false,
      contactReason: 'masked',
      applications: [],
    } satisfies ResumeDetail;
  }
  return undefined;
}

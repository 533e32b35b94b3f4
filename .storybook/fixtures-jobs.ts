/** Fixture answers of the job-hunting calls (job, company and article pages, filters, help) for stories. */
const now = Date.now();

const job = {
  id: 1,
  title: '前端开发工程师',
  salaryMin: 12000,
  salaryMax: 20000,
  salaryUnit: 1,
  cityName: '杭州市',
  districtName: '西湖区',
  experience: '3-5年',
  degree: '本科',
  jobType: 1,
  tags: ['五险一金', '双休', '年终奖'],
  isUrgent: true,
  company: { id: 1, name: '云帆科技', logo: '' },
  refreshedAt: new Date(now - 3 * 3_600_000).toISOString(),
  description: '岗位职责：\n1. 负责公司招聘产品移动端页面的开发与维护；\n2. 与产品、设计协作，持续优化体验与性能。\n\n任职要求：\n1. 熟悉 React、TypeScript；\n2. 有移动端 H5 开发经验者优先。',
  address: '杭州市西湖区文三路 478 号华星时代广场 A 座 12 楼',
  lat: 30.2784,
  lng: 120.1267,
  industryName: '互联网/电子商务',
  positionName: '前端开发工程师',
  positionId: 10201,
  cityCode: '330100',
  views: 1286,
  createdAt: new Date(now - 5 * 86_400_000).toISOString(),
  status: 1,
  companyInfo: { id: 1, name: '杭州云帆网络科技有限公司', shortName: '云帆科技', logo: '', industryName: '互联网/电子商务', scale: '500-999人', nature: '民营', verified: true, jobCount: 28 },
  recruiter: { id: 2, name: '陈嘉怡', avatar: '', position: '招聘经理' },
};

const company = {
  id: 1,
  name: '杭州云帆网络科技有限公司',
  shortName: '云帆科技',
  logo: '',
  industryName: '互联网/电子商务',
  scale: '500-999人',
  nature: '民营',
  cityName: '杭州市',
  districtName: '西湖区',
  address: '文三路 478 号华星时代广场 A 座',
  lat: 30.2784,
  lng: 120.1267,
  intro: '云帆科技成立于 2012 年，专注于企业级 SaaS 与电商服务，服务客户超过 2 万家。公司倡导开放、务实的工程文化，为员工提供有竞争力的薪酬、完善的培训体系和清晰的晋升通道。',
  verified: true,
  photos: ['/img/office/office-1.svg', '/img/office/office-2.svg', '/img/office/office-3.svg'],
  welfare: ['五险一金', '双休', '带薪年假', '年终奖', '定期体检'],
  jobCount: 28,
  recruiterCount: 3,
  createdAt: new Date(now - 400 * 86_400_000).toISOString(),
};

export function answerJobsFixture(path: string, body: Record<string, unknown>): unknown {
  switch (path) {
    case '/api-user/job/get':
      // Job 3 takes no online applications (apply mode 2).
      return { ...job, id: Number(body.id) || 1, applyMode: Number(body.id) === 3 ? 2 : 0 };
    case '/api-user/company/get':
      return { ...company, id: Number(body.id) || 1 };
    case '/api-user/article/get':
      return {
        id: Number(body.id) || 1,
        kind: 'news',
        category: '求职指南',
        title: '2026 年春招求职指南：这 5 类岗位最缺人',
        summary: '',
        cover: '',
        views: 3412,
        publishedAt: new Date(now - 2 * 86_400_000).toISOString(),
        content: '<p>春节过后，各地招聘市场迎来旺季。</p><h4>一、技术岗位</h4><p>前端、Java 与数据分析岗位需求同比增长 18%。</p><h4>二、服务岗位</h4><p>餐饮、零售门店用工需求明显回升。</p>',
      };
    case '/api-user/article/categoryFind':
      return { list: [{ name: '求职指南', count: 12 }, { name: '职场干货', count: 9 }, { name: '政策解读', count: 5 }] };
    case '/api-user/job/filterOption':
      return {
        sections: [
          { key: 'salary', title: '薪资(月薪)', multiple: false, options: [{ label: '5-10K', value: '5000-10000' }, { label: '10-15K', value: '10000-15000' }] },
          { key: 'experience', title: '工作经验', multiple: true, options: [{ label: '1-3年', value: '1-3年' }, { label: '3-5年', value: '3-5年' }] },
        ],
        sorts: [],
      };
    case '/api-user/search/autoComplete':
      return { list: [{ kind: 'position', text: '前端开发工程师', id: 10201 }, { kind: 'job', text: '高级前端开发工程师' }] };
    case '/api-user/common/industry/filterGet':
      return { list: [{ id: 1, pid: 0, name: '互联网/IT' }, { id: 2, pid: 0, name: '金融' }, { id: 3, pid: 0, name: '教育培训' }] };
    case '/api-user/common/question/findAll':
      return { list: storyTestQuestions, last: null };
    case '/api-user/common/question/result':
      return storyTestResult;
    case '/api-user/common/helpList':
      return {
        categories: ['账号与登录', '求职与投递'],
        list: [
          { id: 1, category: '账号与登录', title: '收不到短信验证码怎么办？', content: '<p>请确认手机号填写正确、手机信号正常。</p>' },
          { id: 4, category: '求职与投递', title: '投递简历后多久会有回复？', content: '<p>企业一般会在 3 个工作日内处理简历。</p>' },
        ],
      };
    default:
      return undefined;
  }
}

/** The career test (/my/test) in stories and widget tests. */
export const storyTestQuestions = [
  { id: 1, title: '周末你更愿意做什么？', options: [{ label: '修理或组装东西', value: 'R' }, { label: '读一本科普书', value: 'I' }, { label: '画画或拍照', value: 'A' }] },
  { id: 2, title: '在团队里你通常是？', options: [{ label: '组织大家的人', value: 'E' }, { label: '照顾大家情绪的人', value: 'S' }, { label: '整理文档和进度的人', value: 'C' }] },
  { id: 3, title: '你更享受哪种成就感？', options: [{ label: '解开一道难题', value: 'I' }, { label: '完成一件作品', value: 'A' }, { label: '谈成一笔生意', value: 'E' }] },
];
export const storyTestResult = {
  code: 'IAE',
  score: { R: 0, I: 2, A: 1, S: 0, E: 1, C: 0 },
  types: [
    { letter: 'I', name: '研究型', score: 2 },
    { letter: 'A', name: '艺术型', score: 1 },
    { letter: 'E', name: '企业型', score: 1 },
    { letter: 'R', name: '实际型', score: 0 },
    { letter: 'S', name: '社会型', score: 0 },
    { letter: 'C', name: '常规型', score: 0 },
  ],
  name: '研究型',
  desc: '喜欢思考和分析，求知欲强，善于解决抽象问题。',
  jobs: ['算法工程师', '数据分析师', 'Java开发工程师', '临床医生'],
  answered: 3,
  total: 3,
  takenAt: '2026-11-27T08:00:00.000Z',
};

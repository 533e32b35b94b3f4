import type { Notice, SendItem } from '../schemas/job-send';

/** Story answers of the application calls (/api-user/job/send*, notice/find). */
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const rows: [string, string, number, string, number][] = [
  ['前端开发工程师', '云帆科技', 1, '已投递', 2],
  ['产品经理', '启明教育', 2, '被查看', 20],
  ['UI设计师', '星河数据', 3, '邀请面试', 50],
  ['新媒体运营', '蓝海传媒', 4, '通过', 90],
  ['Java开发工程师', '远航物流', 5, '不合适', 200],
  ['会计', '汇金财富', 6, '已撤回', 400],
];
const seekers = ['林晓雨', '张明', '王芳', '李强', '赵雪', '孙浩'];

const item = ([title, company, status, statusText, h]: (typeof rows)[number], i: number): SendItem => ({
  id: i + 1,
  status,
  statusText,
  improper: i === 4,
  note: i === 0 ? '三年前端经验，可随时到岗' : '',
  reply: status === 3 ? '周三下午 2 点公司面试，地址：西湖区文三路 90 号' : '',
  resumeKind: 0,
  attachmentId: null,
  form: null,
  model: 'job',
  modelId: null,
  createdAt: hoursAgo(h),
  updatedAt: hoursAgo(h / 2),
  viewedAt: status >= 2 && status !== 6 ? hoursAgo(h / 2) : null,
  urgedAt: null,
  canUrge: status <= 2,
  canCancel: status <= 2,
  job: { id: i + 1, title, salaryMin: 8000 + i * 1000, salaryMax: 15000 + i * 1000, salaryUnit: 1, cityName: '杭州', status: 1 },
  company: { id: i + 1, name: company, logo: '' },
  seeker: { id: 10 + i, name: seekers[i]!, avatar: '', degree: ['本科', '大专', '硕士'][i % 3]!, workingDate: `20${18 + i}-07` },
});
const items = rows.map(item);

const notices: Notice[] = [
  { id: 3, kind: 'job-send.invited', title: '面试邀请', content: '星河数据邀请你面试「UI设计师」：周三下午 2 点', model: 'job-send', modelId: 3, link: '/resume/submit-detail?id=3', read: false, createdAt: hoursAgo(1) },
  { id: 2, kind: 'job-send.viewed', title: '简历被查看', content: '启明教育查看了你投递「产品经理」的简历', model: 'job-send', modelId: 2, link: '/resume/submit-detail?id=2', read: false, createdAt: hoursAgo(5) },
  { id: 1, kind: 'job-send.rejected', title: '投递结果', content: '很遗憾，远航物流认为你暂不适合「Java开发工程师」', model: 'job-send', modelId: 5, link: '/resume/submit-detail?id=5', read: true, createdAt: hoursAgo(30) },
];

export function answerJobSendFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/job/sendFind') {
    const list = items.filter((x) => body.status === undefined || x.status === body.status).filter((x) => body.side !== 'recruiter' || x.status !== 6);
    return { list, page: 1, limit: 10, total: list.length, done: true };
  }
  if (path === '/api-user/job/sendDetail') return items.find((x) => x.id === Number(body.id)) ?? items[0];
  if (path === '/api-user/job/sendGet') {
    const applied = Number(body.id) === 2;
    return { type: Number(body.id) === 3 ? 2 : 0, jobId: Number(body.id), title: '前端开发工程师', applied, sendId: applied ? 2 : null, status: applied ? 2 : null, form: null };
  }
  if (path === '/api-user/notice/find') return { list: notices, page: 1, limit: 20, total: notices.length, done: true, unread: 2 };
  if (path === '/api-user/resume/attachment/find') return { list: [{ id: 1, name: '林晓雨-前端开发.pdf', url: '', size: 312_000, suffix: 'pdf', createdAt: hoursAgo(48) }] };
  return undefined;
}

import type { Interview, InterviewPage } from '../schemas/interview';

const now = Date.now();
const base: Interview = {
  id: 1,
  type: 1,
  roomType: 0,
  status: 1,
  statusText: '待面试',
  startAt: now + 5 * 60_000,
  videoMinute: 30,
  address: '',
  note: '请准备一段 3 分钟的自我介绍',
  recruiterId: 22,
  seekerId: 11,
  ujId: 7,
  cid: 1,
  jobId: 5,
  jobTitle: '前端开发工程师',
  peer: { id: 22, name: '王敏', avatar: '', companyName: '云帆科技' },
  durationSec: 0,
  callStartedAt: null,
  callEndedAt: null,
  canJoin: true,
};

/** My interviews: one to enter now, one on-site tomorrow, one held (with its duration), one missed. */
export const storyInterviews: Interview[] = [
  base,
  { ...base, id: 2, type: 2, startAt: now + 86_400_000, address: '杭州市西湖区文三路 90 号 8 楼', note: '', canJoin: false, jobTitle: 'UI 设计师' },
  { ...base, id: 3, status: 3, statusText: '已结束', startAt: now - 2 * 86_400_000, durationSec: 1265, callStartedAt: now - 2 * 86_400_000, callEndedAt: now - 2 * 86_400_000 + 1_265_000, canJoin: false },
  { ...base, id: 4, status: 4, statusText: '已错过', startAt: now - 5 * 86_400_000, canJoin: false, jobTitle: '数据分析师' },
];

export function answerInterviewFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/interview/find') {
    const list = body.status ? storyInterviews.filter((i) => i.status === body.status) : storyInterviews;
    return { list, page: 1, limit: 50, total: list.length, done: true } satisfies InterviewPage;
  }
  if (path === '/api-user/interview/get') return storyInterviews.find((i) => i.id === Number(body.id)) ?? storyInterviews[0];
  return undefined;
}

import { LIVE_DEMO_PLAY_URL, type Live } from '../schemas/live';

/** Lives of the stories: one upcoming (a day away), one on air without a picture, one replay. */
const at = Date.UTC(2030, 0, 1, 2);
const company = { id: 1, name: '云帆科技', logo: '' };
const jobs = [
  { id: 11, title: '前端开发工程师', salaryText: '16.5-24.5K', cityName: '杭州市' },
  { id: 12, title: '测试工程师', salaryText: '10-15K', cityName: '杭州市' },
];
export const storyLives: Live[] = [
  { id: 1, title: '春季专场直播招聘会', cover: '/static/design/banner-2.svg', status: 0, statusText: '即将开始', startAt: at, endAt: at + 7_200_000, endAtSet: false, reserved: false, playUrl: '', replayUrl: '', company, jobs, likes: 12, liked: false, viewers: 0, roomId: 'live-1' },
  { id: 2, title: '互联网大厂技术岗直播带岗', cover: '', status: 1, statusText: '直播中', startAt: at, endAt: at + 7_200_000, endAtSet: false, reserved: false, playUrl: '', replayUrl: '', company, jobs, likes: 268, liked: true, viewers: 31, roomId: 'live-2' },
  { id: 3, title: '金融行业春招宣讲会', cover: '', status: 3, statusText: '回放', startAt: at, endAt: at + 7_200_000, endAtSet: false, reserved: false, playUrl: '', replayUrl: LIVE_DEMO_PLAY_URL, company, jobs: [], likes: 5, liked: false, viewers: 0, roomId: 'live-3' },
];

export function answerLiveFixture(path: string, body: Record<string, unknown>): unknown {
  if (path === '/api-user/live/get') return storyLives.find((l) => l.id === Number(body.id)) ?? storyLives[0];
  if (path === '/api-user/live/like') return { likes: 13, liked: true };
  if (path === '/api-user/live/reserve') return { reserved: true };
  if (path === '/api-user/live/reserveCancel') return { reserved: false };
  return undefined;
}

export { compactCount } from '../../runtime/format';
import { LIVE_STATUS, type LiveSummary } from '../../../schemas/content';
import { formatDate } from '../../../schemas/date-format';

/** Badge text and look per status: 0 预告, 1 直播中, 2 回放. */
export const STATUS_BADGE: Record<LiveSummary['status'], { text: string; tone: 'upcoming' | 'live' | 'ended' }> = {
  [LIVE_STATUS.upcoming]: { text: '预告', tone: 'upcoming' },
  [LIVE_STATUS.live]: { text: '直播中', tone: 'live' },
  [LIVE_STATUS.ended]: { text: '回放', tone: 'ended' },
};


/** When an upcoming stream starts, in local time: 今天 20:00, 明天 09:30, 5月20日 14:00. */
export function startLabel(iso: string, now: Date = new Date()): string {
  const t = new Date(iso);
  const hm = formatDate(t, 'HH:mm');
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diff = Math.round((day(t) - day(now)) / 86_400_000);
  if (diff === 0) return `今天 ${hm}`;
  if (diff === 1) return `明天 ${hm}`;
  return formatDate(t, 'M月D日 HH:mm');
}

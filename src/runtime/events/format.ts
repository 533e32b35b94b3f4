import { EVENT_KIND_TEXT, type EventSummary } from '../../../schemas/events';
import { formatDate } from '../../../schemas/date-format';


/** "3月15日 周六 09:00-16:00", or both days when an event runs over several. */
export function eventTimeLabel(startsAt: string, endsAt: string): string {
  const s = new Date(startsAt);
  const e = new Date(endsAt);
  if (s.toDateString() === e.toDateString()) return `${formatDate(s, 'M月D日 周W HH:mm')}-${formatDate(e, 'HH:mm')}`;
  return `${formatDate(s, 'M月D日 HH:mm')} 至 ${formatDate(e, 'M月D日 HH:mm')}`;
}

/** Month and day of the start, for a calendar block. */
export function eventDateBlock(startsAt: string): { month: string; day: string } {
  return { month: formatDate(startsAt, 'M月'), day: formatDate(startsAt, 'DD') };
}

export type EventPhase = 'upcoming' | 'running' | 'ended' | 'cancelled';

/** Where an event stands now. */
export function eventPhase(e: Pick<EventSummary, 'startsAt' | 'endsAt' | 'status'>, now: number = Date.now()): EventPhase {
  if (e.status === 2) return 'cancelled';
  if (Date.parse(e.endsAt) <= now) return 'ended';
  return Date.parse(e.startsAt) <= now ? 'running' : 'upcoming';
}

export const EVENT_PHASE_TEXT: Readonly<Record<EventPhase, string>> = { upcoming: '即将开始', running: '进行中', ended: '已结束', cancelled: '已取消' };

/** "招聘会 · 线上", "宣讲会" … */
export function eventKindLabel(e: Pick<EventSummary, 'kind' | 'online'>): string {
  return e.kind === 'fair' ? `${e.online ? '线上' : '现场'}${EVENT_KIND_TEXT.fair}` : EVENT_KIND_TEXT[e.kind];
}

/** Where it is: the place, the school, or 线上. */
export function eventPlaceLabel(e: Pick<EventSummary, 'online' | 'place' | 'cityName' | 'school'>): string {
  if (e.online) return '线上活动';
  return [e.cityName, e.place || e.school].filter(Boolean).join(' · ');
}

/** The design route of an event's page. */
export const eventPath = (idOrSlug: number | string) => `/event/${encodeURIComponent(String(idOrSlug))}`;

/**
 * Dates as text, through the platform's Intl.DateTimeFormat rather than pad helpers of our own:
 * one pattern language for the client (local time) and the server (the site's time zone).
 *
 *   formatDate(d, 'YYYY-MM-DD HH:mm')        2026-11-24 18:05
 *   formatDate(d, 'M月D日 周W HH:mm')         11月24日 周二 18:05
 *   formatDate(ms, 'M月D日 HH:mm', SITE_TIME_ZONE)   as users in China read it, wherever the server runs
 *
 * Tokens: YYYY, MM / M (month, padded / not), DD / D (day), HH (hour, 00-23), mm, ss, W (一…日).
 * Anything else in the pattern is kept as it is.
 */

/** The time zone the site's users read times in (China Standard Time; no daylight saving). */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

const WEEKDAY: Readonly<Record<string, string>> = { Sun: '日', Mon: '一', Tue: '二', Wed: '三', Thu: '四', Fri: '五', Sat: '六' };

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'weekday';

// Building a formatter is the slow part; one per time zone is kept (undefined: the runtime's own).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

function partsOf(date: Date, timeZone: string | undefined): Record<Part, string> {
  const out: Record<Part, string> = { year: '', month: '', day: '', hour: '', minute: '', second: '', weekday: '' };
  for (const p of formatterFor(timeZone).formatToParts(date)) if (p.type in out) out[p.type as Part] = p.value;
  return out;
}

const TOKEN = /YYYY|MM|M|DD|D|HH|mm|ss|W/g;

/** The date (a Date, epoch milliseconds or an ISO string) as the pattern says; '' when it is not a date. */
export function formatDate(date: Date | number | string, pattern: string, timeZone?: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const p = partsOf(d, timeZone);
  const token: Record<string, string> = {
    YYYY: p.year,
    MM: p.month,
    M: String(Number(p.month)),
    DD: p.day,
    D: String(Number(p.day)),
    HH: p.hour,
    mm: p.minute,
    ss: p.second,
    W: WEEKDAY[p.weekday] ?? '',
  };
  return pattern.replace(TOKEN, (t) => token[t]!);
}

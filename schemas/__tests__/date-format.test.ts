import { describe, expect, it } from 'vitest';
import { formatDate, SITE_TIME_ZONE } from '../date-format';

describe('formatDate', () => {
  const at = Date.UTC(2026, 0, 5, 16, 7, 9); // a Monday, 16:07:09 UTC; 00:07:09 on Tuesday in China

  it('writes each token, padded or not, in the time zone asked for', () => {
    expect(formatDate(at, 'YYYY-MM-DD HH:mm:ss', 'UTC')).toBe('2026-01-05 16:07:09');
    expect(formatDate(at, 'M月D日 周W HH:mm', 'UTC')).toBe('1月5日 周一 16:07');
    // Past midnight in China: the day, the weekday and the hour move with the zone (hour 00, not 24).
    expect(formatDate(at, 'M月D日 周W HH:mm', SITE_TIME_ZONE)).toBe('1月6日 周二 00:07');
    expect(formatDate(new Date(at).toISOString(), 'YYYY-MM-DDTHH:mm', SITE_TIME_ZONE)).toBe('2026-01-06T00:07');
  });

  it('uses local time without a zone, and answers empty for what is not a date', () => {
    const d = new Date(2026, 10, 24, 9, 5);
    expect(formatDate(d, 'YYYY-MM-DD HH:mm')).toBe('2026-11-24 09:05');
    expect(formatDate('not a date', 'YYYY')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatSalary, relativeTime } from '../format';

describe('formatSalary', () => {
  it('shows monthly pay in thousands', () => {
    expect(formatSalary(8000, 15000, 1)).toBe('8-15K');
    expect(formatSalary(4500, 6500, 1)).toBe('4.5-6.5K');
    expect(formatSalary(10000, 10000, 1)).toBe('10K');
    expect(formatSalary(0, 0, 1)).toBe('面议');
  });
  it('shows daily and hourly pay in yuan', () => {
    expect(formatSalary(150, 200, 2)).toBe('150-200元/天');
    expect(formatSalary(25, 25, 3)).toBe('25元/时');
  });
});

describe('relativeTime (spec §9)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [0, '刚刚'],
    [9_999, '刚刚'],
    [10_000, '10秒前'],
    [59_000, '59秒前'],
    [60_000, '1分钟前'],
    [3_599_000, '59分钟前'],
    [3_600_000, '1小时前'],
    [86_400_000, '1天前'],
    [29 * 86_400_000, '29天前'],
    [30 * 86_400_000, '1个月前'],
    [364 * 86_400_000, '12个月前'],
    [400 * 86_400_000, '1年前'],
  ])('%i ms ago is %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });
  it('treats a time in the future as just now', () => {
    expect(relativeTime(new Date(now + 60_000).toISOString(), now)).toBe('刚刚');
  });
});

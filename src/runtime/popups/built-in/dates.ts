import { z } from 'zod';

/** Precisions the date popups accept (antd-mobile's date precisions). */
export const datePrecisionSchema = z.enum(['year', 'month', 'day', 'hour', 'minute', 'second']);
export type DatePrecision = z.infer<typeof datePrecisionSchema>;

const DATE_TEXT = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?)?)?$/;

/** 'YYYY', 'YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' as a local date; anything else is undefined. */
export function parseDateText(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const date = new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date as text down to its precision: 2024, 2024-05, 2024-05-01, 2024-05-01 09:30, … */
export function formatDateText(date: Date, precision: DatePrecision): string {
  const parts = [String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate())];
  const day = precision === 'year' ? parts[0]! : precision === 'month' ? parts.slice(0, 2).join('-') : parts.join('-');
  if (precision === 'hour') return `${day} ${pad(date.getHours())}:00`;
  if (precision === 'minute') return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (precision === 'second') return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return day;
}

/** A date string prop: checked to be readable. */
export const dateTextSchema = z.string().refine((s) => parseDateText(s) !== undefined, '日期格式无效');

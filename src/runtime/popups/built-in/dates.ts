import { z } from 'zod';
import { formatDate } from '../../../../schemas/date-format';

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

const PATTERN: Readonly<Record<DatePrecision, string>> = {
  year: 'YYYY',
  month: 'YYYY-MM',
  day: 'YYYY-MM-DD',
  hour: 'YYYY-MM-DD HH:00',
  minute: 'YYYY-MM-DD HH:mm',
  second: 'YYYY-MM-DD HH:mm:ss',
};

/** The date as text down to its precision: 2024, 2024-05, 2024-05-01, 2024-05-01 09:30, … */
export function formatDateText(date: Date, precision: DatePrecision): string {
  return formatDate(date, PATTERN[precision]);
}

/** A date string prop: checked to be readable. */
export const dateTextSchema = z.string().refine((s) => parseDateText(s) !== undefined, '日期格式无效');

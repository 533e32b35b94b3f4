import { formatDate } from '../../schemas/date-format';

/** A time as operators read it: 2026-11-24 18:05. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDate(iso, 'YYYY-MM-DD HH:mm') || '—';
}

import { getPath, interpolate } from '../runtime/data-path';

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}\}/g;

/** A string with {{path}} placeholders filled as text (null and objects give ''). */
export function fillText(template: string, data: unknown): string {
  const v = interpolate(template, data);
  return v === undefined || v === null || typeof v === 'object' ? '' : String(v);
}

/**
 * A URL or path with placeholders filled URL-encoded, so a value from data
 * cannot add path segments, a query or a scheme of its own. A template that is
 * one placeholder alone takes the value as the whole URL (checked by the caller).
 */
export function fillUrl(template: string, data: unknown): string {
  if (/^\{\{[^}]*\}\}$/.test(template.trim())) return fillText(template.trim(), data);
  return template.replace(PLACEHOLDER, (_m, p: string) => {
    const v = getPath(data, p);
    return v === undefined || v === null || typeof v === 'object' ? '' : encodeURIComponent(String(v));
  });
}

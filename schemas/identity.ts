/**
 * Chinese resident identity numbers (GB 11643-1999) and phone masking (spec §5),
 * shared by the real-name form and the server so both refuse the same numbers.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** First two digits: the province-level division codes of GB/T 2260 (plus 71/81/82 for Taiwan, Hong Kong, Macao). */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
]);

export type IdCardProblem = 'format' | 'province' | 'birthday' | 'checksum';

/** Readable messages of each problem, in the words the form shows. */
export const ID_CARD_MESSAGES: Record<IdCardProblem | 'empty', string> = {
  empty: '请输入身份证号',
  format: '身份证号应为18位',
  province: '身份证号地区码无效',
  birthday: '身份证号中的出生日期无效',
  checksum: '身份证号校验位不正确',
};

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** Birth date (YYYY-MM-DD) held in an 18-digit number, or null when it is no real date. */
export function idCardBirthday(id: string): string | null {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** What is wrong with a resident ID number, or null when it is valid on `today` (birth after 1900, not in the future). */
export function idCardProblem(raw: string, today: Date = new Date()): IdCardProblem | null {
  const id = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return 'province';
  const birthday = idCardBirthday(id);
  const todayIso = today.toISOString().slice(0, 10);
  if (!birthday || birthday < '1900-01-01' || birthday > todayIso) return 'birthday';
  if (idCardCheckChar(id) !== id[17]) return 'checksum';
  return null;
}

/** The number as shown after verification: first 3 and last 4 characters kept. */
export function maskIdCard(id: string): string {
  return id.length < 8 ? '*'.repeat(id.length) : `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}

/**
 * Phone display masking (spec §5): keep the first 3 digits (6 when the number
 * begins with 86-), hide the next 4, keep the rest.
 */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  const keep = phone.startsWith('86-') ? 6 : 3;
  if (phone.length <= keep) return phone;
  const hidden = Math.min(4, phone.length - keep);
  return `${phone.slice(0, keep)}${'*'.repeat(hidden)}${phone.slice(keep + hidden)}`;
}

import { z } from 'zod';
import { IMPORT_CONFIG_MAX_ROWS } from '../../constants';
import { PG_INT_MAX } from '../../../schemas/fields';

/**
 * Contracts of the import-config calls (legacy id mappings). They live beside
 * the module until the client needs them; then they move to schemas/.
 */

/** What an old id is mapped to: the record kinds of the legacy redirects. */
export const IMPORT_KINDS = ['job', 'brand', 'article', 'resume'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/**
 * Every kind of the id map: the public ones, job fairs (redirects only, to a
 * live page) and members, which only the 74cms importer writes and no call
 * ever lists (old member ids are nobody's business).
 */
export const MAP_KINDS = [...IMPORT_KINDS, 'jobfair', 'user'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

/** Largest id a new record can have (PostgreSQL integer). */
export const MAX_RECORD_ID = PG_INT_MAX;

/** Article keys carry a marker: a for news, n for notice. */
const KEY_PATTERN: Record<ImportKind, RegExp> = {
  job: /^\d{1,12}$/,
  brand: /^\d{1,12}$/,
  article: /^[an]?\d{1,12}$/,
  resume: /^\d{1,12}$/,
};

/** `a007` and `a7` name the same old record: leading zeros of the id are dropped. */
export function normalizeKey(key: string): string {
  const m = /^([a-z]?)0*(\d+)$/.exec(key.trim().toLowerCase());
  return m ? `${m[1]}${m[2]}` : key.trim().toLowerCase();
}

/** Why a key is not valid for a kind, or null when it is. */
export function keyProblem(kind: ImportKind, key: string): string | null {
  if (KEY_PATTERN[kind].test(key)) return null;
  return kind === 'article'
    ? `key "${key.slice(0, 20)}" 无效：文章的 key 是 a（新闻）或 n（公告）加旧 id，如 a12`
    : `key "${key.slice(0, 20)}" 无效：应为旧 id（数字）`;
}

export const importKindSchema = z.enum(IMPORT_KINDS, { message: `kind 只能是 ${IMPORT_KINDS.join('、')}` });

/** Input of /api-auth/app/importConfig. */
export const importConfigGetInputSchema = z.object({
  /** Which mapping: job, brand (company), article or resume. */
  kind: importKindSchema,
});

/** One mapping row: the old key and the new record id. */
export const importRowSchema = z.object({
  /** The old id, with the marker a (news) or n (notice) for articles. */
  key: z.string().trim().min(1, 'key 不能为空').max(20, 'key 过长').transform(normalizeKey),
  /** The id of the record on the new site. */
  id: z.coerce
    .number({ message: 'id 必须是正整数' })
    .int('id 必须是正整数')
    .positive('id 必须是正整数')
    .max(MAX_RECORD_ID, 'id 过大'),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Input of /api-admin/app/importConfig/save: rows are upserted; with replace the kind's old rows go first. */
export const importConfigSaveInputSchema = z
  .object({
    kind: importKindSchema,
    rows: z
      .array(importRowSchema)
      .min(1, 'rows 不能为空')
      .max(IMPORT_CONFIG_MAX_ROWS, `一次最多导入 ${IMPORT_CONFIG_MAX_ROWS} 行`),
    /** Delete the kind's existing rows before saving these. */
    replace: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    const seen = new Map<string, number>();
    input.rows.forEach((row, i) => {
      const problem = keyProblem(input.kind, row.key);
      if (problem) ctx.addIssue({ code: 'custom', path: ['rows', i, 'key'], message: `第 ${i + 1} 行：${problem}` });
      const first = seen.get(row.key);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'key'], message: `第 ${i + 1} 行：key ${row.key} 与第 ${first + 1} 行重复` });
      } else {
        seen.set(row.key, i);
      }
    });
  });
export type ImportConfigSaveInput = z.infer<typeof importConfigSaveInputSchema>;

/** Answer of importConfig: old key → new id. */
export interface ImportConfig {
  kind: ImportKind;
  map: Record<string, number>;
}

/** The legacy mapping kinds (server/modules/legacy/schemas.ts IMPORT_KINDS). */
export const IMPORT_KINDS = ['job', 'brand', 'article', 'resume'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface CsvParse {
  /** Rows by kind, in file order. */
  byKind: Partial<Record<ImportKind, { key: string; id: string; line: number }[]>>;
  /** Lines that could not be read, with the reason. */
  problems: { line: number; message: string }[];
}

/**
 * Reads `kind,key,newId` lines (the format of npm run legacy:import): a header
 * line is skipped, blank lines ignored, anything else wrong is reported with
 * its line number. The server checks keys and ids again.
 */
export function parseImportCsv(text: string): CsvParse {
  const out: CsvParse = { byKind: {}, problems: [] };
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      const cells = raw.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
      if (cells.every((c) => c === '')) return;
      if (i === 0 && /^kind$/i.test(cells[0] ?? '')) return;
      const [kind = '', key = '', id = ''] = cells;
      if (cells.length !== 3) return void out.problems.push({ line, message: '应为 3 列：类型,旧 id,新 id' });
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) return void out.problems.push({ line, message: `类型“${kind.slice(0, 20)}”无效，只能是 ${IMPORT_KINDS.join('、')}` });
      (out.byKind[kind as ImportKind] ??= []).push({ key, id, line });
    });
  return out;
}

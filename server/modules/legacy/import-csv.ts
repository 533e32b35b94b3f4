import type { TenantScope } from '../../db/tenant';
import { legacyRepo } from './repo';
import { IMPORT_KINDS, keyProblem, MAX_RECORD_ID, normalizeKey, type ImportKind, type ImportRow } from './schemas';

/**
 * The CSV of `npm run legacy:import`: one mapping per line, `kind,key,newId`
 * (header line optional, blank lines and lines starting with # skipped).
 * Every problem names its line; a file with any problem imports nothing.
 */

export interface CsvRow extends ImportRow {
  /** 1-based line of the file. */
  line: number;
  kind: ImportKind;
}

export interface ParsedCsv {
  rows: CsvRow[];
  errors: string[];
}

const HEADER = /^\s*"?kind"?\s*,\s*"?key"?\s*,\s*"?(new_?id|id)"?\s*$/i;
const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1').trim();
const isKind = (s: string): s is ImportKind => (IMPORT_KINDS as readonly string[]).includes(s);

export function parseImportCsv(text: string): ParsedCsv {
  const rows: CsvRow[] = [];
  const errors: string[] = [];
  const firstLine = new Map<string, number>();
  let sawData = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      if (!raw.trim() || raw.trimStart().startsWith('#')) return;
      if (!sawData && HEADER.test(raw)) {
        sawData = true;
        return;
      }
      sawData = true;
      const fields = raw.split(',').map(unquote);
      if (fields.length !== 3) {
        errors.push(`line ${line}: expected 3 fields "kind,key,newId", got ${fields.length}`);
        return;
      }
      const [kindText = '', keyText = '', idText = ''] = fields;
      const kind = kindText.toLowerCase();
      if (!isKind(kind)) {
        errors.push(`line ${line}: kind must be one of ${IMPORT_KINDS.join(', ')}, got "${kindText.slice(0, 20)}"`);
        return;
      }
      const key = normalizeKey(keyText);
      const problem = keyProblem(kind, key);
      if (problem) {
        errors.push(
          kind === 'article'
            ? `line ${line}: key "${keyText.slice(0, 20)}" is not an article key: a (news) or n (notice) and the old id, e.g. a12`
            : `line ${line}: key "${keyText.slice(0, 20)}" is not an old id (digits only)`,
        );
        return;
      }
      if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1 || Number(idText) > MAX_RECORD_ID) {
        errors.push(`line ${line}: newId must be a positive whole number, got "${idText.slice(0, 20)}"`);
        return;
      }
      const dup = firstLine.get(`${kind}:${key}`);
      if (dup !== undefined) {
        errors.push(`line ${line}: ${kind} key ${key} is already on line ${dup}`);
        return;
      }
      firstLine.set(`${kind}:${key}`, line);
      rows.push({ line, kind, key, id: Number(idText) });
    });
  if (rows.length === 0 && errors.length === 0) errors.push('the file holds no mapping lines ("kind,key,newId")');
  return { rows, errors };
}

export type ImportCsvResult = { ok: true; saved: Record<ImportKind, number> } | { ok: false; errors: string[] };

/**
 * Stores parsed rows for one tenant in one transaction: each new id must be a
 * record of its kind in this tenant, else nothing is stored.
 */
export async function importCsvRows(tenant: TenantScope, rows: readonly CsvRow[], opts: { replace?: boolean } = {}): Promise<ImportCsvResult> {
  const byKind = new Map<ImportKind, CsvRow[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  const saved: Record<ImportKind, number> = { job: 0, brand: 0, article: 0, resume: 0 };
  const errors: string[] = [];
  await tenant
    .run(async (q) => {
      const repo = legacyRepo(q, tenant.tenantId);
      for (const [kind, list] of byKind) {
        const missing = new Set(await repo.missingIds(kind, list.map((r) => r.id)));
        for (const r of list) if (missing.has(r.id)) errors.push(`line ${r.line}: no ${kind === 'brand' ? 'company' : kind} with id ${r.id} on this site`);
      }
      // Throwing rolls the transaction back: a file with a bad id stores nothing.
      if (errors.length > 0) throw new RollBack();
      for (const [kind, list] of byKind) {
        if (opts.replace) await repo.clear(kind);
        await repo.upsert(kind, list);
        saved[kind] = list.length;
      }
    })
    .catch((e: unknown) => {
      if (!(e instanceof RollBack)) throw e;
    });
  errors.sort((a, b) => lineOf(a) - lineOf(b));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, saved };
}

class RollBack extends Error {}
const lineOf = (msg: string) => Number(/^line (\d+)/.exec(msg)?.[1] ?? 0);

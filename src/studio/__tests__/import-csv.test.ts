import { describe, expect, it } from 'vitest';
import { parseImportCsv } from '../import-csv';

describe('parseImportCsv', () => {
  it('groups rows by kind, skips the header and blank lines, and names the lines it cannot read', () => {
    const r = parseImportCsv('\uFEFFkind,key,newId\r\njob,5,101\n\narticle,a7,9\njob,"6",102\nshop,1,2\njob,1\n');
    expect(r.byKind.job).toEqual([
      { key: '5', id: '101', line: 2 },
      { key: '6', id: '102', line: 5 },
    ]);
    expect(r.byKind.article).toEqual([{ key: 'a7', id: '9', line: 4 }]);
    expect(r.problems).toEqual([
      { line: 6, message: '类型“shop”无效，只能是 job、brand、article、resume' },
      { line: 7, message: '应为 3 列：类型,旧 id,新 id' },
    ]);
  });
});

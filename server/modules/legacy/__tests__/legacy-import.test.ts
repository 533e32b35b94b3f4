import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createTenantScope } from '../../../db/tenant';
import { importCsvRows, parseImportCsv } from '../import-csv';

describe('parseImportCsv', () => {
  it('reads kind,key,newId lines with an optional header, blank lines and comments', () => {
    const parsed = parseImportCsv('\uFEFFkind,key,newId\r\n# old jobs\njob,5,101\n\nbrand, 003 ,7\r\narticle,A12,9\n"article","n3","10"\nresume,8,4\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 3, kind: 'job', key: '5', id: 101 },
      { line: 5, kind: 'brand', key: '3', id: 7 },
      { line: 6, kind: 'article', key: 'a12', id: 9 },
      { line: 7, kind: 'article', key: 'n3', id: 10 },
      { line: 8, kind: 'resume', key: '8', id: 4 },
    ]);
    expect(parseImportCsv('job,1,2').rows).toHaveLength(1);
  });

  it('names the line of every problem', () => {
    const { errors, rows } = parseImportCsv(
      ['job,1,2', 'job,1', 'user,1,2', 'job,a1,2', 'article,x1,2', 'job,2,0', 'job,3,abc', 'job,4,99999999999', 'job,01,5', 'article,a1,2,3'].join('\n'),
    );
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([
      'line 2: expected 3 fields "kind,key,newId", got 2',
      'line 3: kind must be one of job, brand, article, resume, got "user"',
      'line 4: key "a1" is not an old id (digits only)',
      'line 5: key "x1" is not an article key: a (news) or n (notice) and the old id, e.g. a12',
      'line 6: newId must be a positive whole number, got "0"',
      'line 7: newId must be a positive whole number, got "abc"',
      'line 8: newId must be a positive whole number, got "99999999999"',
      'line 9: job key 1 is already on line 1',
      'line 10: expected 3 fields "kind,key,newId", got 4',
    ]);
  });

  it('refuses a file without mapping lines', () => {
    expect(parseImportCsv('kind,key,newId\n\n').errors).toEqual(['the file holds no mapping lines ("kind,key,newId")']);
  });
});

describe('importCsvRows', () => {
  let s: TestServer;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await startTestServer();
    for (const r of await s.db.query<{ id: number; agent_key: string }>('SELECT id, agent_key FROM agents')) ids[r.agent_key] = r.id;
  });
  afterAll(() => s.close());

  const scope = (agent: string) => createTenantScope(s.db, ids[agent]!, null);
  const mapping = async (agent: string, kind: string, key: string) =>
    (await s.db.query<{ new_id: number }>('SELECT new_id FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [ids[agent], kind, key]))[0]?.new_id;

  it('upserts every line into the tenant and the redirects follow', async () => {
    const [job] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1', [ids.demo2]);
    const [company] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1', [ids.demo2]);
    const { rows } = parseImportCsv(`job,5,${job!.id}\njob,9001,${job!.id}\nbrand,3,${company!.id}\nresume,12,55`);
    const result = await importCsvRows(scope('demo2'), rows);
    expect(result).toEqual({ ok: true, saved: { job: 2, brand: 1, article: 0, resume: 1 } });
    expect(await mapping('demo2', 'job', '5')).toBe(job!.id);
    expect(await mapping('demo2', 'job', '9001')).toBe(job!.id);
    expect(await mapping('demo', 'job', '9001')).toBeUndefined();
    // A fresh app process (empty cache) redirects with the imported rows.
    const r = await s.app.inject({ method: 'GET', url: '/jobs/jobs_show/id/9001', headers: { host: 'demo2.localhost' } });
    expect(r.headers.location).toBe(`/job/${job!.id}`);
  });

  it("stores nothing when a new id is not the tenant's record", async () => {
    const [own] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [ids.demo]);
    const [foreign] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 ORDER BY id LIMIT 1', [ids.demo2]);
    const before = await mapping('demo', 'job', '1');
    const { rows } = parseImportCsv(`kind,key,newId\njob,1,${own!.id === before ? own!.id + 1 : own!.id}\njob,2,${foreign!.id}\narticle,a1,99999999`);
    const result = await importCsvRows(scope('demo'), rows);
    expect(result).toEqual({ ok: false, errors: [`line 3: no job with id ${foreign!.id} on this site`, 'line 4: no article with id 99999999 on this site'] });
    expect(await mapping('demo', 'job', '1')).toBe(before);
  });

  it('replaces the kinds in the file when asked', async () => {
    const [article] = await s.db.query<{ id: number }>('SELECT id FROM articles WHERE tenant_id = $1 ORDER BY id LIMIT 1', [ids.demo]);
    const result = await importCsvRows(scope('demo'), parseImportCsv(`article,n7,${article!.id}`).rows, { replace: true });
    expect(result.ok).toBe(true);
    const [n] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM legacy_mappings WHERE tenant_id = $1 AND kind = 'article'", [ids.demo]);
    expect(n!.n).toBe(1);
    expect(await mapping('demo', 'job', '1')).toBeDefined();
  });
});

describe('npm run legacy:import', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'legacy-import-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/legacy-import.ts', ...args], {
        // Its own empty embedded database, never the one DATABASE_URL names.
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('close', (code) => done({ code, out, err }));
    });

  it('reports the bad lines of a file and imports nothing', async () => {
    const file = join(dir, 'bad.csv');
    await writeFile(file, 'kind,key,newId\njob,1,2\nnews,1,2\n');
    const r = await run([file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('was not imported (1 problem)');
    expect(r.err).toContain('line 3: kind must be one of job, brand, article, resume, got "news"');
  }, 30_000);

  it('names an unknown agent, and asks for a file', async () => {
    const file = join(dir, 'good.csv');
    await writeFile(file, 'job,1,2\n');
    const r = await run([file, '--agent', 'nobody']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('no agent with key "nobody"');
    const none = await run([]);
    expect(none.code).toBe(1);
    expect(none.err).toContain('the CSV file is missing');
  }, 60_000);
});

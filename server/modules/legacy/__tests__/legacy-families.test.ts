import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { LEGACY_FAMILIES, type LegacyDetail, type LegacyList } from '../families';

/**
 * Every address family of the three 74cms lines (families.ts, read from the
 * 74cms sources) answers 301: a mapped old id goes to the new record, an
 * unmapped one to the kind's list page.
 */

let s: TestServer;
let tenant = 0;

/** Old ids with a mapping in the demo tenant (the seed maps jobs 1–50, companies 1–20, news a1–a20, notices n1–n10). */
const OLD: Record<LegacyDetail, { id: string; kind: string; key: string }> = {
  job: { id: '5', kind: 'job', key: '5' },
  company: { id: '3', kind: 'brand', key: '3' },
  news: { id: '5', kind: 'article', key: 'a5' },
  notice: { id: '3', kind: 'article', key: 'n3' },
  resume: { id: '7', kind: 'resume', key: '7' },
  jobfair: { id: '2', kind: 'jobfair', key: '2' },
};
const ROUTE: Record<LegacyDetail, string> = { job: '/job/', company: '/company/', news: '/article/', notice: '/article/', resume: '/resume/', jobfair: '/event/' };
const LIST: Record<LegacyList, string> = {
  home: '/',
  jobs: '/job',
  companies: '/company',
  articles: '/article',
  resumes: '/resume-list',
  jobfairs: '/event',
  login: '/login',
};
const LIST_OF: Record<LegacyDetail, LegacyList> = { job: 'jobs', company: 'companies', news: 'articles', notice: 'articles', resume: 'resumes', jobfair: 'jobfairs' };
const newId: Partial<Record<LegacyDetail, number>> = {};

const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });

beforeAll(async () => {
  s = await startTestServer();
  tenant = (await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'"))[0]!.id;
  // Resumes and job fairs have no seeded mapping: give them one.
  await s.db.query("INSERT INTO legacy_mappings (tenant_id, kind, key, new_id) VALUES ($1, 'resume', '7', 4242), ($1, 'jobfair', '2', 31)", [tenant]);
  for (const [d, o] of Object.entries(OLD) as [LegacyDetail, (typeof OLD)[LegacyDetail]][]) {
    const [row] = await s.db.query<{ new_id: number }>('SELECT new_id FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [tenant, o.kind, o.key]);
    newId[d] = row!.new_id;
  }
});
afterAll(() => s.close());

describe('74cms address families', () => {
  for (const family of LEGACY_FAMILIES) {
    const to = family.to;
    if ('detail' in to) {
      it(`${family.name}: ${family.example} goes to the mapped record, an unmapped id to the list`, async () => {
        const hit = family.example.replace('{id}', OLD[to.detail].id);
        const miss = family.example.replace('{id}', '987654');
        const r1 = await get(hit);
        expect({ url: hit, status: r1.statusCode, location: r1.headers.location }).toEqual({ url: hit, status: 301, location: `${ROUTE[to.detail]}${newId[to.detail]}` });
        const r2 = await get(miss);
        expect({ url: miss, status: r2.statusCode, location: r2.headers.location }).toEqual({ url: miss, status: 301, location: LIST[LIST_OF[to.detail]] });
      });
    } else {
      it(`${family.name}: ${family.example} goes to ${LIST[to.list]}`, async () => {
        const r = await get(family.example);
        expect({ url: family.example, status: r.statusCode, location: r.headers.location }).toEqual({ url: family.example, status: 301, location: LIST[to.list] });
      });
    }
  }

  it('answers the v4 mobile company page and the job-fair module of the query form', async () => {
    for (const [url, location] of [
      ['/index.php?m=Mobile&c=Jobs&a=comshow&id=3', `/company/${newId.company}`],
      ['/?m=mobile&c=jobs&a=comshow&id=987654', '/company'],
      ['/index.php?m=Jobfair&c=Index&a=jobfair_show&id=2', `/event/${newId.jobfair}`],
      ['/index.php?m=Mobile&c=Jobfair&a=show&id=2', `/event/${newId.jobfair}`],
      ['/index.php?m=Jobfair&c=Index&a=index', '/event'],
      ['/jobs/com_show/id/3', `/company/${newId.company}`],
      ['/jobfairol/show/id/2', `/event/${newId.jobfair}`],
      ['/jobs/jobs-show-5-.htm', `/job/${newId.job}`],
      ['/company/company-jobs-3-1-.htm', `/company/${newId.company}`],
      ['/company/jobs/3-2.html', `/company/${newId.company}`],
      ['/JOBS/JOBS-SHOW.PHP?ID=005', `/job/${newId.job}`],
    ] as const) {
      const r = await get(url);
      expect({ url, status: r.statusCode, location: r.headers.location }).toEqual({ url, status: 301, location });
    }
  });

  it('leaves the routes of the new app alone, also where an old line used the same path', async () => {
    for (const url of [
      '/job/5',
      '/company/3',
      '/resume/7',
      '/article/5',
      '/article/list',
      '/live',
      '/live/2',
      '/event',
      '/event/2',
      '/members',
      '/vip/mall/supplement',
      '/resume/preview',
      '/help',
      '/index.html',
      '/my/notices',
      '/job/manage',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).not.toBe(301);
    }
  });

  it('lists every family with its source in the README', () => {
    const readme = readFileSync(new URL('../../../../scripts/import-74cms/README.md', import.meta.url), 'utf8');
    for (const f of LEGACY_FAMILIES) expect(readme, f.name).toContain(`\`${f.name}\``);
  });
});

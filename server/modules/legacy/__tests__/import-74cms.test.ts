import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bd09ToWgs84 } from '../../../../scripts/import-74cms/convert';
import { runImport, type ImportReport } from '../../../../scripts/import-74cms/importer';
import { openSource } from '../../../../scripts/import-74cms/source';
import { createUploadCopier } from '../../../../scripts/import-74cms/uploads';
import { openKillDb } from '../../../../tests/fixtures/74cms/kill-child';
import { loadFixture, mariadbUnreachable, type FixtureLine } from '../../../../tests/fixtures/74cms/mariadb';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { APP_ROLE } from '../../../db/migrate';
import { createTenantScope } from '../../../db/tenant';
import { createUploadService } from '../../upload/service';
import { createFileSigner } from '../../upload/signed-url';
import { createDiskStorage } from '../../upload/storage';

/**
 * The 74cms importer against small databases of each line's real table shapes
 * in MariaDB (v3.x in GBK), imported into the test database (PGlite, or
 * PostgreSQL with DATABASE_URL): every mapped field, old passwords that work,
 * re-runs that change nothing, a dry run, and a run killed with SIGKILL that
 * goes on where it stopped.
 */

const unreachable = await mariadbUnreachable();
if (unreachable) console.warn(`import-74cms tests skipped: ${unreachable}`);
const d = unreachable ? describe.skip : describe;

const SECRET = 'site-secret-74';
const UPLOADS = '/legacy-uploads';

let s: TestServer;
// The server's file store, which the importer's copies go into as well.
const storeDir = await mkdtemp(join(tmpdir(), 'rm-74-store-'));
const fixtures: { drop: () => Promise<void> }[] = [];
let appRole: string | null = null;

async function agentId(key: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [key]);
  return row!.id;
}

/** A fresh tenant for a line, as an operator would make one (keys copied from demo). */
async function tenantFor(key: string): Promise<number> {
  const [has] = await s.db.query<{ id: number }>('SELECT id FROM agents WHERE agent_key = $1', [key]);
  if (has) return has.id;
  const [row] = await s.db.query<{ id: number }>(
    `INSERT INTO agents (agent_key, aaid, acid, name, site_url, api_url, saas_url, rsa_key_id, rsa_public_key, rsa_private_key)
     SELECT $1, '10003', '20003', 'import test', 'http://hz.localhost', api_url, saas_url, rsa_key_id, rsa_public_key, rsa_private_key FROM agents WHERE agent_key = 'demo'
     RETURNING id`,
    [key],
  );
  return row!.id;
}

async function importLine(line: FixtureLine, tenantId: number, extra: Partial<Parameters<typeof runImport>[0]> = {}) {
  const f = await loadFixture(line);
  fixtures.push(f);
  const source = await openSource(f.url, 'qs_');
  const run = async (more: Partial<Parameters<typeof runImport>[0]> = {}) => {
    const src = await openSource(f.url, 'qs_');
    try {
      return await runImport({ db: s.db, appRole, tenantId, source: src, pwdSecret: SECRET, uploadsUrl: UPLOADS, batchSize: 2, ...extra, ...more });
    } finally {
      await src.close();
    }
  };
  await source.close();
  return { fixture: f, run, report: await run() };
}

const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[]): Promise<T> => {
  const rows = await s.db.query<T>(sql, params);
  expect(rows, sql).toHaveLength(1);
  return rows[0]!;
};
const mapped = async (tenantId: number, kind: string, key: string) =>
  (await s.db.query<{ new_id: number }>('SELECT new_id FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [tenantId, kind, key]))[0]?.new_id;
const counts = async (tenantId: number) =>
  one<{ users: number; companies: number; jobs: number; articles: number; resumes: number; items: number; maps: number; members: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE tenant_id = $1) AS users, (SELECT count(*)::int FROM companies WHERE tenant_id = $1) AS companies,
            (SELECT count(*)::int FROM jobs WHERE tenant_id = $1) AS jobs, (SELECT count(*)::int FROM articles WHERE tenant_id = $1) AS articles,
            (SELECT count(*)::int FROM resumes WHERE tenant_id = $1) AS resumes, (SELECT count(*)::int FROM resume_items WHERE tenant_id = $1) AS items,
            (SELECT count(*)::int FROM legacy_mappings WHERE tenant_id = $1) AS maps, (SELECT count(*)::int FROM company_members WHERE tenant_id = $1) AS members`,
    [tenantId],
  );
const code = async (level: number, name: string) => (await one<{ code: string }>('SELECT code FROM areas WHERE level = $1 AND name = $2', [level, name])).code;

beforeAll(async () => {
  if (unreachable) return;
  s = await startTestServer({ storage: createDiskStorage(storeDir) });
  const [role] = await s.db.query<{ ok: boolean }>(`SELECT pg_has_role(current_user, $1, 'MEMBER') AS ok`, [APP_ROLE]).catch(() => [{ ok: false }]);
  appRole = role?.ok ? APP_ROLE : null;
});
afterAll(async () => {
  for (const f of fixtures) await f.drop();
  await s?.close();
  await rm(storeDir, { recursive: true, force: true });
});

d('74cms v3.x (GBK) into a tenant', () => {
  let tenant = 0;
  let report: ImportReport;
  let rerun: (more?: Partial<Parameters<typeof runImport>[0]>) => Promise<ImportReport>;
  let fixture: Awaited<ReturnType<typeof loadFixture>>;

  let seeded: { id: number; title: string };

  beforeAll(async () => {
    tenant = await agentId('demo');
    // The demo seed mapped old job 5 by hand (as the CSV tool does) to a demo job.
    const id = (await mapped(tenant, 'job', '5'))!;
    seeded = { id, ...(await one<{ title: string }>('SELECT title FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, id])) };
    ({ report, run: rerun, fixture } = await importLine('v3', tenant));
  });

  it('never overwrites the record a manual mapping chose: it makes its own and takes the key over', async () => {
    const now = await mapped(tenant, 'job', '5');
    expect(now).not.toBe(seeded.id);
    expect((await one<{ title: string }>('SELECT title FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, seeded.id])).title).toBe(seeded.title);
    expect(await one('SELECT origin FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [tenant, 'job', '5'])).toEqual({ origin: '74cms' });
  });

  it('reads GBK text of a GBK table as UTF-8', async () => {
    const [row] = (await fixture.query("SELECT HEX(jobs_name) = HEX(CONVERT('PHP开发工程师' USING gbk)) AS gbk FROM qs_jobs WHERE id = 5")) as { gbk: number }[];
    expect(row!.gbk).toBe(1);
    expect(report.line).toBe('v3');
  });

  it('counts per table what it imported and why it skipped', () => {
    const st = report.steps;
    expect([st.members.imported, st.companies.imported, st.jobs.read, st.jobs.imported, st.jobs_tmp.imported, st.articles.imported, st.notices.imported]).toEqual([4, 2, 3, 2, 1, 1, 1]);
    expect(st.jobs.skipped).toEqual({ 'company not imported': 1 });
    expect(st.resumes).toMatchObject({ read: 2, imported: 1 });
    expect(Object.values(st.resumes.skipped)).toEqual([1]);
    expect(report.misses.districts).toEqual({ 火星: 1 });
    expect(report.misses.jobCategories).toEqual({ '太空类›宇航员': 1 });
    expect(report.misses.industries).toHaveProperty('航天');
  });

  it('imports members with their roles, contact and state', async () => {
    const hr = await one<{ mobile: string; account: string; email: string; role: number; status: number; password_hash: string; created_at: Date }>(
      'SELECT mobile, account, email, role, status, password_hash, created_at FROM users WHERE tenant_id = $1 AND id = $2',
      [tenant, await mapped(tenant, 'user', '1')],
    );
    expect(hr).toMatchObject({ mobile: '13900000001', account: 'hr_gz', email: 'hr@example.com', role: 1, status: 1 });
    expect(hr.password_hash.startsWith('74cms$0$')).toBe(true);
    expect(new Date(hr.created_at).toISOString()).toBe('2015-09-09T08:00:00.000Z');
    const lisi = await one<{ mobile: string; account: string; role: number }>('SELECT mobile, account, role FROM users WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'user', '3')]);
    expect(lisi).toEqual({ mobile: '74cms-3', account: '李四', role: 0 });
    expect((await one<{ status: number }>('SELECT status FROM users WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'user', '4')])).status).toBe(2);
  });

  it('imports companies with industry, area, BD-09 point turned WGS-84, logo and recruiter', async () => {
    const id = await mapped(tenant, 'brand', '1');
    const c = await one<Record<string, unknown>>('SELECT * FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, id]);
    const point = bd09ToWgs84(23.1426, 113.3312)!;
    expect(c).toMatchObject({
      name: '广州天河软件有限公司',
      short_name: '广州天河软件有限公司',
      logo: `${UPLOADS}/2015/09/logo1.jpg`,
      industry_id: 102,
      scale: '50-99人',
      nature: '民营',
      city_code: await code(2, '广州市'),
      address: '天河路1号',
      intro: '专注软件开发的公司。',
      verified: true,
      owner_user_id: await mapped(tenant, 'user', '1'),
    });
    expect(c.lat).toBeCloseTo(point.lat, 6);
    expect(c.lng).toBeCloseTo(point.lng, 6);
    expect(await one('SELECT user_id FROM company_members WHERE tenant_id = $1 AND company_id = $2', [tenant, id])).toEqual({ user_id: await mapped(tenant, 'user', '1') });
    const orphan = await one<{ owner_user_id: number | null; city_code: string }>('SELECT owner_user_id, city_code FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '2')]);
    expect(orphan).toEqual({ owner_user_id: null, city_code: await code(2, '北京市') });
  });

  it('imports jobs with every mapped field', async () => {
    const j = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')]);
    expect(j).toMatchObject({
      company_id: await mapped(tenant, 'brand', '1'),
      recruiter_id: await mapped(tenant, 'user', '1'),
      title: 'PHP开发工程师',
      salary_min: 5000,
      salary_max: 10000,
      salary_unit: 1,
      province_code: await code(1, '广东省'),
      city_code: await code(2, '广州市'),
      district_code: '',
      address: '天河路1号',
      industry_id: 102,
      position_id: 10105,
      experience: '1-3年',
      degree: '本科',
      job_type: 1,
      tags: ['五险一金', '双休'],
      description: '负责网站开发。',
      status: 1,
      is_urgent: true,
      views: 12,
      contact_name: '王经理',
      contact_mobile: '020-12345678',
      contact_email: 'hr@example.com',
      contact_wechat: '',
    });
    expect(new Date(j.created_at as Date).toISOString()).toBe('2015-09-09T08:00:00.000Z');
    expect(new Date(j.refreshed_at as Date).toISOString()).toBe('2015-09-10T08:00:00.000Z');
    const closed = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '6')]);
    expect(closed).toMatchObject({ salary_min: 10000, salary_max: 10000, degree: '博士', experience: '10年以上', job_type: 2, status: 0, province_code: '', position_id: 0, recruiter_id: null });
    const pending = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '8')]);
    expect(pending).toMatchObject({ status: 0, experience: '应届生', degree: '大专', job_type: 3, salary_min: 2000, salary_max: 3000 });
    // Job 7 (its company is gone) was skipped: the demo seed's hand-made mapping of old id 7 stays.
    expect(await one('SELECT origin FROM legacy_mappings WHERE tenant_id = $1 AND kind = $2 AND key = $3', [tenant, 'job', '7'])).toEqual({ origin: 'manual' });
  });

  it('imports news and notices with their categories', async () => {
    const a = await one<Record<string, unknown>>('SELECT * FROM articles WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'article', 'a5')]);
    expect(a).toMatchObject({ kind: 1, category: '职场资讯', title: '求职技巧', summary: '面试要 准时 。', content: '<p>面试要<b>准时</b>。</p>', cover: `${UPLOADS}/article/1.jpg`, views: 9 });
    const n = await one<Record<string, unknown>>('SELECT * FROM articles WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'article', 'n3')]);
    expect(n).toMatchObject({ kind: 2, category: '网站公告', title: '春节放假通知' });
  });

  it('imports the resume: base info, intention, work, education, certificate, language', async () => {
    const userId = await mapped(tenant, 'user', '2');
    expect(await mapped(tenant, 'resume', '7')).toBe(userId);
    expect(await mapped(tenant, 'resume', '8')).toBe(userId);
    const r = await one<{ base: Record<string, unknown>; intro: string; degree_rank: number; city_code: string; graduation: string }>(
      'SELECT base, intro, degree_rank, city_code, graduation FROM resumes WHERE tenant_id = $1 AND user_id = $2',
      [tenant, userId],
    );
    const gz = await code(2, '广州市');
    expect(r).toMatchObject({ intro: '熟悉PHP与MySQL。', degree_rank: 4, city_code: gz, graduation: '2012-06' });
    expect(r.base).toEqual({ name: '张三', gender: 1, birthday: '1990-01-01', degree: '本科', jobStatus: 1, workingDate: '', graduation: '2012-06', phone: '13900000002', email: 'zs@example.com', cityCode: gz, cityName: '广州市', avatar: `${UPLOADS}/photo/7.jpg` });
    expect(await one('SELECT gender, to_char(birthday, \'YYYY-MM-DD\') AS birthday, degree, job_status, working_date FROM user_profiles WHERE tenant_id = $1 AND user_id = $2', [tenant, userId])).toEqual({
      gender: 1,
      birthday: '1990-01-01',
      degree: '本科',
      job_status: 1,
      working_date: null,
    });
    const items = await s.db.query<{ section: string; data: Record<string, unknown> }>('SELECT section, data FROM resume_items WHERE tenant_id = $1 AND user_id = $2 ORDER BY id', [tenant, userId]);
    expect(items).toEqual([
      { section: 'expect', data: { jobType: 1, positionId: 10105, positionName: 'PHP开发工程师', areaCode: gz, cityName: '广州市', industryId: 0, industryName: '', salaryMin: 5000, salaryMax: 10000, salaryUnit: 1 } },
      { section: 'work', data: { company: '广州天河软件有限公司', title: 'PHP程序员', start: '2012-07', end: '2015-08', description: '开发公司网站。' } },
      { section: 'education', data: { school: '中山大学', major: '计算机科学', degree: '本科', start: '2008-09', end: '2012-06' } },
      { section: 'certificate', data: { name: '软件设计师', date: '2014-05' } },
      { section: 'language', data: { name: '英语', level: '良好' } },
    ]);
  });

  it('lets members log in with their old password once, then keeps our hash', async () => {
    await expect(s.login('hr_gz', 'wrong-pass')).rejects.toThrow(/login failed/);
    const token = await s.login('hr_gz', 'old-pass-1');
    expect(token).toBeTruthy();
    const { password_hash } = await one<{ password_hash: string }>('SELECT password_hash FROM users WHERE tenant_id = $1 AND account = $2', [tenant, 'hr_gz']);
    expect(password_hash.startsWith('scrypt$')).toBe(true);
    expect(await s.login('hr_gz', 'old-pass-1')).toBeTruthy();
    expect(await s.login('13900000002', 'seeker-pass')).toBeTruthy();
  });

  it("shows the old job contact to the job's recruiter, and masked to a seeker until invited", async () => {
    const id = await mapped(tenant, 'job', '5');
    const recruiter = await s.login('hr_gz', 'old-pass-1');
    const own = await s.call('/api-user/job/contactGet', { id }, { token: recruiter, encrypt: true });
    expect(own.body.data).toMatchObject({ name: '王经理', mobile: '020-12345678', email: 'hr@example.com', visible: true });
    const seeker = await s.login('13900000002', 'seeker-pass');
    const other = await s.call('/api-user/job/contactGet', { id }, { token: seeker, encrypt: true });
    expect(other.body.data).toMatchObject({ name: '王经理', mobile: '020****45678', email: 'h***@example.com', visible: false });
  });

  it('imports job fairs as career fairs with their booths, and counts what it left out', async () => {
    const fair = await mapped(tenant, 'jobfair', '2');
    const e = await one<Record<string, unknown>>('SELECT * FROM events WHERE tenant_id = $1 AND id = $2', [tenant, fair]);
    expect(e).toMatchObject({ kind: 'fair', online: false, title: '2015年广州秋季人才招聘会', place: '广州体育馆', booth_capacity: 120, status: 1 });
    expect(e.summary).toMatch(/^百家企业\s*现场\s*招聘。$/);
    expect(e.intro).toContain('联系方式：张经理 020-87654321');
    // v3 keeps the day only: the fair lasts that day.
    expect(new Date(e.starts_at as Date).toISOString()).toBe('2015-10-01T00:00:00.000Z');
    expect(new Date(e.ends_at as Date).toISOString()).toBe('2015-10-01T23:59:59.000Z');
    const booths = await s.db.query<{ company_id: number; status: number; note: string }>('SELECT company_id, status, note FROM event_companies WHERE tenant_id = $1 AND event_id = $2', [tenant, fair]);
    expect(booths).toEqual([{ company_id: await mapped(tenant, 'brand', '1'), status: 1, note: 'A区12号' }]);
    expect(report.steps.jobfairs).toMatchObject({ read: 2, imported: 1, skipped: { 'no date': 1, 'exhibitor company not imported': 1 } });
    // The seeker sees it on the fair's page.
    const seeker = await s.login('13900000002', 'seeker-pass');
    expect((await s.call('/api-user/event/get', { id: fair }, { token: seeker })).body.data).toMatchObject({ title: '2015年广州秋季人才招聘会' });
  });

  it('answers the old addresses with the imported records', async () => {
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
    for (const [url, location] of [
      ['/jobfair/jobfair-show.php?id=2', `/event/${await mapped(tenant, 'jobfair', '2')}`],
      ['/jobfair/jobfair-show-2.htm', `/event/${await mapped(tenant, 'jobfair', '2')}`],
      ['/jobs/jobs-show-5.htm', `/job/${await mapped(tenant, 'job', '5')}`],
      ['/company/company-show.php?id=1', `/company/${await mapped(tenant, 'brand', '1')}`],
      ['/news/news-show-5.htm', `/article/${await mapped(tenant, 'article', 'a5')}`],
      ['/m/wap-resume-show.php?id=8', `/resume/${await mapped(tenant, 'user', '2')}`],
    ] as const) {
      const r = await get(url);
      expect({ url, status: r.statusCode, location: r.headers.location }).toEqual({ url, status: 301, location });
    }
  });

  it('re-runs without duplicating, updates what changed, never undoes a new password, and a dry run changes nothing', async () => {
    const before = await counts(tenant);
    const itemIds = async () => (await s.db.query<{ id: number }>('SELECT id FROM resume_items WHERE tenant_id = $1 ORDER BY id', [tenant])).map((r) => r.id);
    const items = await itemIds();
    const again = await rerun();
    expect(await counts(tenant)).toEqual(before);
    for (const st of Object.values(again.steps)) expect([st.imported, st.updated]).toEqual([0, 0]);
    expect([again.steps.jobs.unchanged, again.steps.resumes.unchanged]).toEqual([2, 1]);
    // An unchanged resume is not written again: its items keep their ids.
    expect(await itemIds()).toEqual(items);

    await fixture.query("UPDATE qs_jobs SET jobs_name = 'PHP高级工程师' WHERE id = 5");
    await fixture.query("INSERT INTO qs_jobs (id, uid, jobs_name, company_id, district, sdistrict, wage_cn, nature_cn, contents, audit, display, addtime) VALUES (9, 1, '测试工程师', 1, 1, 2, '面议', '全职', '测试。', 1, 1, 1441785600)");
    const dry = await rerun({ dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect([dry.steps.jobs.imported, dry.steps.jobs.updated]).toEqual([1, 1]);
    expect(await counts(tenant)).toEqual(before);
    expect((await one<{ title: string }>('SELECT title FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')])).title).toBe('PHP开发工程师');

    const real = await rerun();
    expect([real.steps.jobs.imported, real.steps.jobs.updated]).toEqual([1, 1]);
    expect((await one<{ title: string }>('SELECT title FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')])).title).toBe('PHP高级工程师');
    expect((await counts(tenant)).jobs).toBe(before.jobs + 1);
    // hr_gz logged in above: the re-run must not put the old hash back.
    const { password_hash } = await one<{ password_hash: string }>('SELECT password_hash FROM users WHERE tenant_id = $1 AND account = $2', [tenant, 'hr_gz']);
    expect(password_hash.startsWith('scrypt$')).toBe(true);
  });
});

d('74cms v4.x into a tenant', () => {
  let tenant = 0;
  beforeAll(async () => {
    tenant = await agentId('demo2');
    const { report } = await importLine('v4', tenant);
    expect(report.line).toBe('v4');
  });

  it('takes pay from minwage/maxwage, 面议 as 0/0, the third district level and the audited album photos', async () => {
    const j = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')]);
    expect(j).toMatchObject({ salary_min: 6000, salary_max: 9000, district_code: await code(3, '天河区'), city_code: await code(2, '广州市'), position_id: 10105 });
    const n = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '6')]);
    expect(n).toMatchObject({ salary_min: 0, salary_max: 0 });
    const c = await one<Record<string, unknown>>('SELECT * FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '1')]);
    expect(c).toMatchObject({ short_name: '天河软件', district_code: await code(3, '天河区'), photos: [`${UPLOADS}/company_img/office.jpg`] });
  });

  it('imports v4 fairs with their start and end, the point and each booth with its answer', async () => {
    const fair = await mapped(tenant, 'jobfair', '2');
    const e = await one<Record<string, unknown>>('SELECT * FROM events WHERE tenant_id = $1 AND id = $2', [tenant, fair]);
    expect(e).toMatchObject({ title: '2015年天河区春季招聘会', booth_capacity: 80, status: 1 });
    expect(new Date(e.starts_at as Date).toISOString()).toBe('2015-03-20T01:00:00.000Z');
    expect(new Date(e.ends_at as Date).toISOString()).toBe('2015-03-20T09:00:00.000Z');
    const at = bd09ToWgs84(23.1426, 113.3312)!;
    expect(e.lat).toBeCloseTo(at.lat, 5);
    expect(e.lng).toBeCloseTo(at.lng, 5);
    const booths = await s.db.query<{ company_id: number; status: number; booth: string; contact_name: string; contact_mobile: string }>(
      'SELECT company_id, status, booth, contact_name, contact_mobile FROM event_companies WHERE tenant_id = $1 AND event_id = $2 ORDER BY booth',
      [tenant, fair],
    );
    expect(booths).toEqual([
      { company_id: await mapped(tenant, 'brand', '1'), status: 1, booth: 'A01', contact_name: '王经理', contact_mobile: '13900000001' },
      { company_id: await mapped(tenant, 'brand', '2'), status: 2, booth: 'B08', contact_name: '赵女士', contact_mobile: '13600000002' },
    ]);
    const r = await s.app.inject({ method: 'GET', url: '/index.php?m=Jobfair&c=Index&a=jobfair_show&id=2', headers: { host: 'demo2.localhost' } });
    expect({ status: r.statusCode, location: r.headers.location }).toEqual({ status: 301, location: `/event/${fair}` });
  });

  it('lets a v4 member log in with the old password', async () => {
    expect(await s.login('zhangsan', 'seeker-pass', 'demo2')).toBeTruthy();
  });
});

d('74cms SE into a tenant', () => {
  let tenant = 0;
  let report: ImportReport;
  beforeAll(async () => {
    tenant = await tenantFor('hz');
    ({ report } = await importLine('se', tenant));
  });

  it('maps SE id lists (education, experience, nature, tags) and files (logo, audited album photos, covers)', async () => {
    expect(report.line).toBe('se');
    expect(report.steps.members.imported).toBe(4);
    const j = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')]);
    expect(j).toMatchObject({ title: 'PHP开发工程师', salary_min: 6000, salary_max: 9000, experience: '1-3年', degree: '本科', job_type: 1, tags: ['五险一金', '双休'], position_id: 10105, industry_id: 102, district_code: await code(3, '天河区'), is_urgent: true, status: 1 });
    const closed = await one<Record<string, unknown>>('SELECT * FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '6')]);
    expect(closed).toMatchObject({ job_type: 3, degree: '博士', status: 0, salary_min: 0, salary_max: 0 });
    const c = await one<Record<string, unknown>>('SELECT * FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '1')]);
    expect(c).toMatchObject({ logo: `${UPLOADS}/2015/09/logo1.jpg`, photos: [`${UPLOADS}/company_img/office.jpg`], nature: '民营', scale: '50-99人', intro: '专注软件开发的公司。', address: '天河路1号', short_name: '天河软件' });
    expect((await one<{ status: number }>('SELECT status FROM users WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'user', '4')])).status).toBe(2);
    const a = await one<Record<string, unknown>>('SELECT * FROM articles WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'article', 'a5')]);
    expect(a).toMatchObject({ category: '职场资讯', cover: `${UPLOADS}/article/1.jpg` });
    // A NUL byte in old text (PostgreSQL text refuses it) is dropped.
    const n = await one<Record<string, unknown>>('SELECT * FROM articles WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'article', 'n3')]);
    expect(n).toMatchObject({ kind: 2, category: '公告', content: '<p>春节放假七天。</p>' });
  });

  it('imports the SE resume with intention, project, certificate and language', async () => {
    const userId = await mapped(tenant, 'user', '2');
    const r = await one<{ base: Record<string, unknown>; working_date: string }>('SELECT base, working_date FROM resumes WHERE tenant_id = $1 AND user_id = $2', [tenant, userId]);
    expect(r.base).toMatchObject({ name: '张三', birthday: '1990-05-01', workingDate: '2012-07', degree: '本科', jobStatus: 1, avatar: `${UPLOADS}/photo/7.jpg` });
    expect(r.working_date).toBe('2012-07');
    const items = await s.db.query<{ section: string; data: Record<string, unknown> }>('SELECT section, data FROM resume_items WHERE tenant_id = $1 AND user_id = $2 ORDER BY id', [tenant, userId]);
    expect(items.map((i) => i.section)).toEqual(['expect', 'work', 'education', 'project', 'certificate', 'language']);
    expect(items[0]!.data).toMatchObject({ positionId: 10105, industryId: 102, salaryMin: 5000, salaryMax: 10000, areaCode: await code(2, '广州市') });
    expect(items[3]!.data).toEqual({ name: '企业官网', role: '开发', start: '2012-07', end: '2015-08', description: '官网改版。' });
    expect(items[5]!.data).toEqual({ name: '英语', level: '良好' });
    const lisi = await one<{ base: Record<string, unknown> }>('SELECT base FROM resumes WHERE tenant_id = $1 AND user_id = $2', [tenant, await mapped(tenant, 'user', '3')]);
    expect(lisi.base).toMatchObject({ name: '李四', gender: 2, birthday: '1995-10-20', degree: '大专' });
  });

  it('imports SE job contacts, on-site fairs (key f) and online fairs with their companies', async () => {
    const j = await one<Record<string, unknown>>('SELECT contact_name, contact_mobile FROM jobs WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'job', '5')]);
    expect(j).toEqual({ contact_name: '王经理', contact_mobile: '13900000001' });
    const onsite = await one<Record<string, unknown>>('SELECT * FROM events WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'jobfair', 'f2')]);
    expect(onsite).toMatchObject({ title: '天河区现场招聘会', online: false, organiser: '天河区人社局', cover: `${UPLOADS}/article/1.jpg` });
    const online = await one<Record<string, unknown>>('SELECT * FROM events WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'jobfair', '2')]);
    expect(online).toMatchObject({ title: '2015网络招聘月', online: true, summary: '线上投递，视频面试。' });
    const booths = await s.db.query<{ company_id: number; status: number }>('SELECT company_id, status FROM event_companies WHERE tenant_id = $1 AND event_id = $2', [tenant, online.id]);
    expect(booths).toEqual([{ company_id: await mapped(tenant, 'brand', '1'), status: 1 }]);
    // SE's pages link the online fairs: /jobfairol/2 finds the online one.
    const [agent] = await s.db.query<{ site_url: string }>('SELECT site_url FROM agents WHERE id = $1', [tenant]);
    const r = await s.app.inject({ method: 'GET', url: '/jobfairol/2.html', headers: { host: new URL(agent!.site_url).host } });
    expect({ status: r.statusCode, location: r.headers.location }).toEqual({ status: 301, location: `/event/${online.id}` });
  });

  it('lets an SE member log in with the old password', async () => {
    expect(await s.login('hr_gz', 'old-pass-1', 'hz')).toBeTruthy();
  });
});

d('74cms import killed with SIGKILL', () => {
  // A child process of its own opens and migrates a database: slow on a loaded machine, so a longer time-out.
  it('goes on where it stopped and ends with what one whole run gives', async () => {
    const f = await loadFixture('se');
    fixtures.push(f);
    const dir = await mkdtemp(join(tmpdir(), 'import-74cms-'));
    // Its own database: PGlite cannot be shared between processes, and a PostgreSQL run gets a fresh one.
    let pgName: string | null = null;
    const env: Record<string, string> = { KILL_SOURCE: f.url, KILL_AFTER: '3' };
    const tpl = inject('dbTemplate');
    if (tpl.kind === 'postgres') {
      pgName = `rm_kill_${Date.now()}`;
      await s.db.query(`CREATE DATABASE ${pgName} TEMPLATE ${tpl.template}`);
      const u = new URL(tpl.url);
      u.pathname = `/${pgName}`;
      env.KILL_DB_URL = u.toString();
    } else {
      env.KILL_DB_DIR = join(dir, 'db');
      env.KILL_DB_DUMP = tpl.dumpFile;
    }
    Object.assign(process.env, env);
    try {
      const child = fileURLToPath(new URL('../../../../tests/fixtures/74cms/kill-child.ts', import.meta.url));
      const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
        const p = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
        p.on('exit', (_code, sig) => resolve(sig));
      });
      expect(signal).toBe('SIGKILL');

      const { db, appRole: role, tenantId } = await openKillDb();
      try {
        const count = async () =>
          (await db.query<{ users: number; companies: number; jobs: number; maps: number }>(
            `SELECT (SELECT count(*)::int FROM users WHERE tenant_id = $1) AS users, (SELECT count(*)::int FROM companies WHERE tenant_id = $1) AS companies,
                    (SELECT count(*)::int FROM jobs WHERE tenant_id = $1) AS jobs, (SELECT count(*)::int FROM legacy_mappings WHERE tenant_id = $1) AS maps`,
            [tenantId],
          ))[0]!;
        expect(await count()).toMatchObject({ users: 3, companies: 0 });
        const again = async () => {
          const src = await openSource(f.url, 'qs_');
          try {
            return await runImport({ db, appRole: role, tenantId, source: src, batchSize: 1 });
          } finally {
            await src.close();
          }
        };
        const second = await again();
        // It went on after member 3: only member 4 was read again.
        expect(second.steps.members).toMatchObject({ read: 1, imported: 1 });
        const after = await count();
        expect(after).toMatchObject({ users: 4, companies: 2, jobs: 2 });
        const third = await again();
        expect(await count()).toEqual(after);
        expect(third.steps.members).toMatchObject({ read: 4, imported: 0, updated: 0 });
      } finally {
        await db.close();
      }
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
      if (pgName) await s.db.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

d('74cms upload files copied into our store (--uploads)', () => {
  // Logos, photos and covers were only linked under the old site's address, so they broke the day it went away.
  let tenant = 0;
  let oldDir = '';
  let report: ImportReport;
  let rerun: (more?: Partial<Parameters<typeof runImport>[0]>) => Promise<ImportReport>;
  let logoBytes: Buffer;
  const copier = (dryRun = false) =>
    createUploadCopier({
      dir: oldDir,
      tenant: createTenantScope(s.db, tenant, appRole),
      uploads: createUploadService({ now: Date.now, storage: createDiskStorage(storeDir), signer: createFileSigner({ now: Date.now }) }),
      dryRun,
    });

  beforeAll(async () => {
    tenant = await tenantFor('cp');
    oldDir = await mkdtemp(join(tmpdir(), 'rm-74-old-upload-'));
    await mkdir(join(oldDir, '2015/09'), { recursive: true });
    await mkdir(join(oldDir, 'company_img'), { recursive: true });
    logoBytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366ff' } }).jpeg().toBuffer();
    await writeFile(join(oldDir, '2015/09/logo1.jpg'), logoBytes);
    // A page saved under a picture's name is not a picture.
    await writeFile(join(oldDir, 'company_img/office.jpg'), '<html><script>alert(1)</script></html>');
    ({ report, run: rerun } = await importLine('v4', tenant, { uploadsUrl: '', copyUpload: copier() }));
  });
  afterAll(() => rm(oldDir, { recursive: true, force: true }));

  it('stores the old logo in our store and serves it from this site; a non-picture is refused, a missing file counted', async () => {
    const c = await one<{ logo: string; photos: string[] }>('SELECT logo, photos FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '1')]);
    expect(c.logo).toMatch(new RegExp(`^/files/${tenant}/\\d{6}/[0-9a-f]{32}\\.jpg$`));
    const served = await s.app.inject({ method: 'GET', url: c.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect(served.rawPayload.equals(logoBytes)).toBe(true);
    // The HTML 'photo' was not taken, and nothing links to the old site any more.
    expect(c.photos).toEqual([]);
    expect(report.files).toMatchObject({ copied: 1, refused: 1 });
    expect(report.files.missing).toBeGreaterThan(0);
    expect(report.notCarried.join()).not.toContain('upload files');
  });

  it('copies a file once: a re-run keeps the same address and adds no second copy', async () => {
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE tenant_id = $1', [tenant]))[0]!.n;
    const first = (await one<{ logo: string }>('SELECT logo FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '1')])).logo;
    await rerun({ uploadsUrl: '', copyUpload: copier() });
    expect((await one<{ logo: string }>('SELECT logo FROM companies WHERE tenant_id = $1 AND id = $2', [tenant, await mapped(tenant, 'brand', '1')])).logo).toBe(first);
    expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE tenant_id = $1', [tenant]))[0]!.n).toBe(before);
  });

  it('refuses a path that leaves the old upload tree', async () => {
    await writeFile(join(tmpdir(), 'rm-74-outside.jpg'), logoBytes);
    expect(await copier()('../rm-74-outside.jpg')).toEqual({ miss: 'refused' });
    expect(await copier()('2015/09/nothing.jpg')).toEqual({ miss: 'missing' });
    expect(await copier(true)('2015/09/logo1.jpg')).toEqual({ url: '' });
  });
});

import { jobContactSchema } from '../../schemas/job-manage';
import { BOOTH_STATUS, EVENT_TEXT_MAX, EVENT_TITLE_MAX } from '../../schemas/events';
import { DEGREES } from '../../schemas/resume';
import type { Db, Queryable } from '../../server/db/db';
import { createTenantScope } from '../../server/db/tenant';
import {
  bd09ToWgs84,
  cut,
  fromUnix,
  importedPasswordHash,
  jobDegree,
  jobExperience,
  jobType,
  plainText,
  resumeDegree,
  wageBand,
  wagePair,
  type LegacyPwdMethod,
} from './convert';
import { readerFor, type ArticleRow, type CompanyRow, type JobfairRow, type JobRow, type LineReader, type MemberRow, type ResumeRow } from './lines';
import { IndustryMatcher, pathOf, TreeMatcher, type Node } from './reference';
import type { Source } from './source';

/** Old files read and stored at once while copying uploads. */
const FILE_COPY_PARALLEL = 4;

/** The steps of a run, in order: later ones need the ids of earlier ones. */
export const STEPS = ['members', 'companies', 'jobs', 'jobs_tmp', 'articles', 'notices', 'resumes', 'jobfairs', 'jobfairs_online'] as const;
export type Step = (typeof STEPS)[number];

export interface ImportOptions {
  db: Db;
  appRole: string | null;
  tenantId: number;
  source: Source;
  dryRun?: boolean;
  /** The 74cms site secret of the password scheme (v3 QS_pwdhash, v4 PWDHASH, SE safecode). */
  pwdSecret?: string;
  pwdMethod?: LegacyPwdMethod;
  /** Where the old upload tree is served from (logo, photos, covers); '' leaves them out. */
  uploadsUrl?: string;
  /** Copies an old upload (a path in the old data/upload tree) into our file store (--uploads); wins over uploadsUrl. */
  copyUpload?: CopyUpload;
  batchSize?: number;
  onProgress?: (step: Step, done: number, total: number) => void;
  /** Test hook: called after each committed batch (the kill -9 test stops the process there). */
  afterBatch?: (step: Step, lastId: number) => void | Promise<void>;
  now?: () => number;
}

/** A copied file's new address, or why it was not copied. */
export type CopyUpload = (path: string) => Promise<{ url: string } | { miss: 'missing' | 'refused' }>;

export interface StepReport {
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: Record<string, number>;
}

export interface ImportReport {
  source: string;
  line: Source['line'];
  tenantId: number;
  dryRun: boolean;
  steps: Record<Step, StepReport>;
  /** Old upload files (distinct paths) copied into our store, missing from the --uploads tree, or refused as not a picture. */
  files: { copied: number; missing: number; refused: number };
  /** Old names that matched nothing of ours, with how often: the operator maps them by hand. */
  misses: Record<'districts' | 'jobCategories' | 'industries' | 'constants', Record<string, number>>;
  notCarried: string[];
  ms: number;
}

class DryRunDone extends Error {}

const MOBILE = /^1[3-9]\d{9}$/;
const ROLE_SEEKER = 0;
const ROLE_RECRUITER = 1;

/** Columns of a batch insert: name, SQL array type, and optionally the expression that reads it from the unnest row `u`. */
interface Col {
  name: string;
  type: string;
  expr?: string;
}

async function insertBatch(q: Queryable, table: string, cols: readonly Col[], rows: readonly unknown[][], overriding: boolean, onConflict = ''): Promise<void> {
  if (rows.length === 0) return;
  const arrays = cols.map((_, i) => rows.map((r) => r[i] ?? null));
  await q.query(
    `INSERT INTO ${table} (${cols.map((c) => c.name).join(', ')}) ${overriding ? 'OVERRIDING SYSTEM VALUE' : ''}
     SELECT ${cols.map((c) => c.expr ?? `u.${c.name}`).join(', ')}
       FROM unnest(${cols.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')}) AS u(${cols.map((c) => c.name).join(', ')}) ${onConflict}`,
    arrays,
  );
}

/** Updates rows by (tenant_id, key) and answers how many changed (unchanged ones are not written). */
async function updateBatch(q: Queryable, table: string, key: string, cols: readonly Col[], rows: readonly unknown[][], tenantId: number): Promise<number> {
  if (rows.length === 0) return 0;
  const arrays = cols.map((_, i) => rows.map((r) => r[i] ?? null));
  const set = cols.filter((c) => c.name !== key && c.name !== 'tenant_id');
  const changed = await q.query<{ n: number }>(
    `WITH u AS (SELECT * FROM unnest(${cols.map((c, i) => `$${i + 2}::${c.type}[]`).join(', ')}) AS u(${cols.map((c) => c.name).join(', ')})),
          w AS (UPDATE ${table} t SET ${set.map((c) => `${c.name} = ${c.expr ?? `u.${c.name}`}`).join(', ')}
                  FROM u WHERE t.tenant_id = $1 AND t.${key} = u.${key}
                   AND (${set.map((c) => `t.${c.name}`).join(', ')}) IS DISTINCT FROM (${set.map((c) => c.expr ?? `u.${c.name}`).join(', ')})
                RETURNING 1)
     SELECT count(*)::int AS n FROM w`,
    [tenantId, ...arrays],
  );
  return changed[0]?.n ?? 0;
}

/** New ids of an identity column, taken ahead so old and new ids pair up without relying on RETURNING order. */
async function newIds(q: Queryable, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, $1)`, [n]);
  return rows.map((r) => r.id);
}

export async function runImport(opts: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const now = opts.now ?? Date.now;
  const { db, tenantId, source } = opts;
  const batch = opts.batchSize ?? 2000;
  const uploads = (opts.uploadsUrl ?? '').replace(/\/+$/, '');
  const oldPath = (path: string) => path.trim().replace(/^\/+/, '');
  // Old uploads copied into our store, by old path (each path is tried once a run).
  const copied = new Map<string, string | null>();
  const files = { copied: 0, missing: 0, refused: 0 };
  const fileUrl = (path: string) => {
    const p = oldPath(path);
    if (!p) return '';
    const url = copied.get(p);
    if (url) return url;
    return uploads && !opts.copyUpload ? `${uploads}/${p}` : '';
  };
  /** Copies the batch's pictures before its transaction, so no file is read while rows are locked. */
  async function copyFiles(paths: string[]) {
    if (!opts.copyUpload) return;
    const todo = [...new Set(paths.map(oldPath).filter((p) => p && !copied.has(p)))];
    for (let i = 0; i < todo.length; i += FILE_COPY_PARALLEL) {
      await Promise.all(
        todo.slice(i, i + FILE_COPY_PARALLEL).map(async (p) => {
          const r = await opts.copyUpload!(p);
          copied.set(p, 'url' in r ? r.url : null);
          if ('url' in r) files.copied++;
          else files[r.miss]++;
        }),
      );
    }
  }
  function filesOf(step: Step, rows: { id: number }[]): string[] {
    switch (step) {
      case 'companies':
        return (rows as CompanyRow[]).flatMap((r) => [r.logo, ...r.photos]);
      case 'articles':
      case 'notices':
        return (rows as ArticleRow[]).map((r) => r.cover);
      case 'resumes':
        return (rows as ResumeRow[]).map((r) => r.photo);
      case 'jobfairs':
      case 'jobfairs_online':
        return (rows as JobfairRow[]).map((r) => r.cover);
      default:
        return [];
    }
  }
  const tenant = createTenantScope(db, tenantId, opts.appRole);
  const reader: LineReader = await readerFor(source);
  const steps = Object.fromEntries(STEPS.map((s) => [s, { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: {} }])) as Record<Step, StepReport>;
  const constantMisses = new Map<string, number>();
  const missConst = (what: string, v: string) => constantMisses.set(`${what}: ${v || '(空)'}`, (constantMisses.get(`${what}: ${v || '(空)'}`) ?? 0) + 1);
  const skip = (step: Step, reason: string) => (steps[step].skipped[reason] = (steps[step].skipped[reason] ?? 0) + 1);

  // Reference data (global tables) and what this tenant already holds.
  const areas = new TreeMatcher((await db.query<{ code: string; parent_code: string | null; level: number; name: string }>('SELECT code, parent_code, level, name FROM areas')).map((a) => ({ key: a.code, parent: a.parent_code, level: a.level, name: a.name })));
  const positionRows = await db.query<{ id: number; pid: number; level: number; name: string }>('SELECT id, pid, level, name FROM positions');
  const positions = new TreeMatcher(positionRows.map((p) => ({ key: String(p.id), parent: p.pid ? String(p.pid) : null, level: p.level, name: p.name })));
  const industryRows = await db.query<{ id: number; pid: number; name: string }>('SELECT id, pid, name FROM industries');
  const industries = new IndustryMatcher(industryRows);
  const industryName = new Map(industryRows.map((i) => [i.id, i.name]));

  type Maps = Record<'user' | 'brand' | 'job' | 'article' | 'resume' | 'jobfair', Map<string, number>>;
  const maps = await tenant.run(async (q) => {
    const out: Maps = { user: new Map(), brand: new Map(), job: new Map(), article: new Map(), resume: new Map(), jobfair: new Map() };
    for (const r of await q.query<{ kind: keyof Maps; key: string; new_id: number }>(
      "SELECT kind, key, new_id FROM legacy_mappings WHERE tenant_id = $1 AND origin = '74cms' AND kind IN ('user', 'brand', 'job', 'article', 'resume', 'jobfair')",
      [tenantId],
    )) {
      out[r.kind].set(r.key, r.new_id);
    }
    return out;
  });
  const takenMobiles = new Set<string>();
  const takenAccounts = new Set<string>();
  await tenant.run(async (q) => {
    for (const u of await q.query<{ mobile: string; account: string | null }>('SELECT mobile, account FROM users WHERE tenant_id = $1', [tenantId])) {
      takenMobiles.add(u.mobile);
      if (u.account) takenAccounts.add(u.account.toLowerCase());
    }
  });
  // Which old resume a user's resume came from (74cms allowed several per member; the first wins).
  const resumeOfUser = new Map<number, number>();
  for (const [key, userId] of maps.resume) {
    const old = Number(key);
    const had = resumeOfUser.get(userId);
    if (had === undefined || old < had) resumeOfUser.set(userId, old);
  }

  const areaCodes = (tree: LineReader['districts'], ids: number[]) => {
    const names = pathOf(tree, ids);
    const node = names.length ? areas.match(names) : null;
    const line = node ? areas.lineage(node) : [];
    const at = (level: number) => line.find((n) => n.level === level)?.key ?? '';
    return { province: at(1), city: at(2), district: at(3), node };
  };
  const positionOf = (ids: number[]): Node | null => {
    const names = pathOf(reader.jobCategories, ids);
    return names.length ? positions.match(names) : null;
  };
  const point = (lat: number, lng: number) => bd09ToWgs84(lat, lng) ?? { lat: 0, lng: 0 };

  async function mapRows(q: Queryable, kind: keyof Maps, pairs: readonly { key: string; id: number }[]) {
    if (!pairs.length) return;
    await q.query(
      `INSERT INTO legacy_mappings (tenant_id, kind, key, new_id, origin)
       SELECT $1, $2, t.key, t.new_id, '74cms' FROM unnest($3::text[], $4::int[]) AS t(key, new_id)
       ON CONFLICT (tenant_id, kind, key) DO UPDATE SET new_id = EXCLUDED.new_id, origin = '74cms', updated_at = now()`,
      [tenantId, kind, pairs.map((p) => p.key), pairs.map((p) => p.id)],
    );
  }

  async function checkpoint(q: Queryable, step: Step, lastId: number, done: boolean) {
    await q.query(
      `INSERT INTO legacy_import_progress (tenant_id, source, step, last_id, done) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, source, step) DO UPDATE SET last_id = EXCLUDED.last_id, done = EXCLUDED.done, updated_at = now()`,
      [tenantId, source.name, step, lastId, done],
    );
  }

  // ------------------------------------------------------------ members
  const userCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'id', type: 'int' },
    { name: 'mobile', type: 'text' },
    { name: 'account', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'password_hash', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'role', type: 'smallint' },
    { name: 'status', type: 'smallint' },
    { name: 'created_at', type: 'timestamptz' },
  ];
  async function writeMembers(q: Queryable, rows: MemberRow[]) {
    const fresh = rows.filter((r) => !maps.user.has(String(r.id)));
    const ids = await newIds(q, 'users', fresh.length);
    const insert: unknown[][] = [];
    const pairs: { key: string; id: number }[] = [];
    fresh.forEach((r, i) => {
      const id = ids[i]!;
      let mobile = r.mobile.trim();
      if (!MOBILE.test(mobile) || takenMobiles.has(mobile)) {
        if (MOBILE.test(mobile)) skip('members', 'mobile already used by another account (kept as a placeholder; the member logs in by user name)');
        mobile = `74cms-${r.id}`;
      }
      takenMobiles.add(mobile);
      let account = cut(r.username, 60) || `74cms_${r.id}`;
      if (takenAccounts.has(account.toLowerCase())) account = `${cut(account, 50)}_74cms${r.id}`;
      takenAccounts.add(account.toLowerCase());
      insert.push([
        tenantId,
        id,
        mobile,
        account,
        r.email.trim() || null,
        importedPasswordHash(opts.pwdMethod ?? 0, r.password, r.salt, opts.pwdSecret ?? ''),
        cut(r.username, 30),
        r.utype === 1 ? ROLE_RECRUITER : ROLE_SEEKER,
        isBlocked(r) ? 2 : 1,
        fromUnix(r.regTime, new Date(now())),
      ]);
      pairs.push({ key: String(r.id), id });
    });
    await insertBatch(q, 'users', userCols, insert, true);
    // Known members: e-mail, status and, while it is still the old one, the password hash (never undo one the user already replaced).
    const known = rows.filter((r) => maps.user.has(String(r.id)));
    const changed = await updateBatch(
      q,
      'users',
      'id',
      [
        { name: 'tenant_id', type: 'int' },
        { name: 'id', type: 'int' },
        { name: 'email', type: 'text' },
        { name: 'status', type: 'smallint' },
        { name: 'password_hash', type: 'text', expr: "CASE WHEN t.password_hash LIKE '74cms$%' OR t.password_hash = '!' THEN u.password_hash ELSE t.password_hash END" },
      ],
      known.map((r) => [tenantId, maps.user.get(String(r.id)), r.email.trim() || null, isBlocked(r) ? 2 : 1, importedPasswordHash(opts.pwdMethod ?? 0, r.password, r.salt, opts.pwdSecret ?? '')]),
      tenantId,
    );
    await mapRows(q, 'user', pairs);
    return { imported: fresh.length, updated: changed, unchanged: known.length - changed, commit: () => pairs.forEach((p) => maps.user.set(p.key, p.id)) };
  }
  const isBlocked = (r: MemberRow) => (source.line === 'se' ? r.status === 0 : r.status === 2);

  // ------------------------------------------------------------ companies
  const companyCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'id', type: 'int' },
    { name: 'name', type: 'text' },
    { name: 'short_name', type: 'text' },
    { name: 'logo', type: 'text' },
    { name: 'industry_id', type: 'int' },
    { name: 'scale', type: 'text' },
    { name: 'nature', type: 'text' },
    { name: 'city_code', type: 'text' },
    { name: 'district_code', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'lat', type: 'float8' },
    { name: 'lng', type: 'float8' },
    { name: 'intro', type: 'text' },
    { name: 'photos', type: 'text', expr: 'ARRAY(SELECT jsonb_array_elements_text(u.photos::jsonb))' },
    { name: 'verified', type: 'bool' },
    { name: 'owner_user_id', type: 'int' },
    { name: 'created_at', type: 'timestamptz' },
  ];
  async function writeCompanies(q: Queryable, rows: CompanyRow[]) {
    const values = (r: CompanyRow, id: number): unknown[] => {
      const where = areaCodes(reader.districts, r.districts);
      const at = point(r.lat, r.lng);
      const industry = industries.match(r.tradeName) ?? 0;
      return [
        tenantId,
        id,
        cut(r.name, 60),
        cut(r.shortName || r.name, 30),
        fileUrl(r.logo),
        industry,
        r.scaleName,
        r.natureName,
        where.city,
        where.district,
        cut(r.address, 200),
        at.lat,
        at.lng,
        r.intro,
        JSON.stringify(r.photos.map(fileUrl).filter(Boolean).slice(0, 20)),
        r.audit === 1,
        maps.user.get(String(r.uid)) ?? null,
        fromUnix(r.addtime, new Date(now())),
      ];
    };
    const fresh = rows.filter((r) => !maps.brand.has(String(r.id)));
    const ids = await newIds(q, 'companies', fresh.length);
    await insertBatch(q, 'companies', companyCols, fresh.map((r, i) => values(r, ids[i]!)), true);
    const known = rows.filter((r) => maps.brand.has(String(r.id)));
    const changed = await updateBatch(q, 'companies', 'id', companyCols, known.map((r) => values(r, maps.brand.get(String(r.id))!)), tenantId);
    const pairs = fresh.map((r, i) => ({ key: String(r.id), id: ids[i]! }));
    // The owner is the company's first recruiter (company_members holds the owner too).
    const members = rows.flatMap((r) => {
      const user = maps.user.get(String(r.uid));
      const company = maps.brand.get(String(r.id)) ?? pairs.find((p) => p.key === String(r.id))?.id;
      return user && company ? [[tenantId, company, user]] : [];
    });
    await insertBatch(q, 'company_members', [{ name: 'tenant_id', type: 'int' }, { name: 'company_id', type: 'int' }, { name: 'user_id', type: 'int' }], members, false, 'ON CONFLICT DO NOTHING');
    for (const r of rows) if (!maps.user.has(String(r.uid))) skip('companies', 'owner member not imported (company kept without recruiter)');
    await mapRows(q, 'brand', pairs);
    return { imported: fresh.length, updated: changed, unchanged: known.length - changed, commit: () => pairs.forEach((p) => maps.brand.set(p.key, p.id)) };
  }

  // ------------------------------------------------------------ jobs
  const jobCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'id', type: 'int' },
    { name: 'company_id', type: 'int' },
    { name: 'recruiter_id', type: 'int' },
    { name: 'title', type: 'text' },
    { name: 'salary_min', type: 'int' },
    { name: 'salary_max', type: 'int' },
    { name: 'salary_unit', type: 'smallint' },
    { name: 'province_code', type: 'text' },
    { name: 'city_code', type: 'text' },
    { name: 'district_code', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'lat', type: 'float8' },
    { name: 'lng', type: 'float8' },
    { name: 'industry_id', type: 'int' },
    { name: 'position_id', type: 'int' },
    { name: 'experience', type: 'text' },
    { name: 'degree', type: 'text' },
    { name: 'job_type', type: 'smallint' },
    { name: 'tags', type: 'text', expr: 'ARRAY(SELECT jsonb_array_elements_text(u.tags::jsonb))' },
    { name: 'description', type: 'text' },
    { name: 'status', type: 'smallint' },
    { name: 'is_urgent', type: 'bool' },
    { name: 'views', type: 'int' },
    { name: 'created_at', type: 'timestamptz' },
    { name: 'refreshed_at', type: 'timestamptz' },
    { name: 'contact_name', type: 'text' },
    { name: 'contact_mobile', type: 'text' },
    { name: 'contact_email', type: 'text' },
    { name: 'contact_wechat', type: 'text' },
  ];
  /** The old job contact as our job's fields: each kept only when the job editor would accept it, so a recruiter can save the job unchanged. */
  function jobContact(step: Step, c: JobRow['contact']): [string, string, string, string] {
    const parsed = jobContactSchema.safeParse({ contactName: c.name, contactMobile: c.phone.replace(/[\s()（）]/g, ''), contactEmail: c.email, contactWechat: c.wechat });
    if (parsed.success) return [parsed.data.contactName, parsed.data.contactMobile, parsed.data.contactEmail, parsed.data.contactWechat];
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    for (const f of bad) skip(step, `job contact ${f} not valid (left empty; the recruiter's card is shown)`);
    const keep = (f: string, v: string) => (bad.has(f) ? '' : v);
    return [keep('contactName', cut(c.name, 20)), keep('contactMobile', c.phone.replace(/[\s()（）]/g, '')), keep('contactEmail', c.email), keep('contactWechat', c.wechat)];
  }
  async function writeJobs(q: Queryable, rows: JobRow[], step: Step) {
    const usable = rows.filter((r) => {
      if (maps.brand.has(String(r.companyId))) return true;
      skip(step, 'company not imported');
      return false;
    });
    const values = (r: JobRow, id: number): unknown[] => {
      const where = areaCodes(reader.districts, r.districts);
      const at = point(r.lat, r.lng);
      const pay = r.wageName ? wageBand(r.wageName) : wagePair(r.minwage, r.maxwage, r.negotiable);
      if (!pay) missConst('月薪', r.wageName);
      const experience = jobExperience(r.experienceName);
      if (!experience) missConst('工作经验', r.experienceName);
      const degree = jobDegree(r.educationName);
      if (!degree) missConst('学历', r.educationName);
      const type = jobType(r.natureName);
      if (!type) missConst('工作性质', r.natureName);
      const position = positionOf(r.categories);
      return [
        tenantId,
        id,
        maps.brand.get(String(r.companyId)),
        maps.user.get(String(r.uid)) ?? null,
        cut(r.title, 50),
        pay?.min ?? 0,
        pay?.max ?? 0,
        1,
        where.province,
        where.city,
        where.district,
        cut(r.address, 200),
        at.lat,
        at.lng,
        industries.match(r.tradeName) ?? 0,
        position ? Number(position.key) : 0,
        experience ?? '不限',
        degree ?? '不限',
        type ?? 1,
        JSON.stringify(r.tags.slice(0, 10).map((t) => cut(t, 20))),
        r.content,
        r.open ? 1 : 0,
        r.emergency,
        r.click,
        fromUnix(r.addtime, new Date(now())),
        fromUnix(r.refreshtime || r.addtime, new Date(now())),
        ...jobContact(step, r.contact),
      ];
    };
    const fresh = usable.filter((r) => !maps.job.has(String(r.id)));
    const ids = await newIds(q, 'jobs', fresh.length);
    await insertBatch(q, 'jobs', jobCols, fresh.map((r, i) => values(r, ids[i]!)), true);
    const known = usable.filter((r) => maps.job.has(String(r.id)));
    const changed = await updateBatch(q, 'jobs', 'id', jobCols, known.map((r) => values(r, maps.job.get(String(r.id))!)), tenantId);
    const pairs = fresh.map((r, i) => ({ key: String(r.id), id: ids[i]! }));
    await mapRows(q, 'job', pairs);
    return { imported: fresh.length, updated: changed, unchanged: known.length - changed, commit: () => pairs.forEach((p) => maps.job.set(p.key, p.id)) };
  }

  // ------------------------------------------------------------ articles and notices
  const articleCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'id', type: 'int' },
    { name: 'kind', type: 'smallint' },
    { name: 'category', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'summary', type: 'text' },
    { name: 'content', type: 'text' },
    { name: 'cover', type: 'text' },
    { name: 'views', type: 'int' },
    { name: 'published_at', type: 'timestamptz' },
  ];
  async function writeArticles(q: Queryable, rows: ArticleRow[], notice: boolean) {
    const marker = notice ? 'n' : 'a';
    const values = (r: ArticleRow, id: number): unknown[] => [
      tenantId,
      id,
      notice ? 2 : 1,
      cut(r.category, 20) || (notice ? '公告' : '资讯'),
      cut(r.title, 100),
      cut(plainText(r.content), 120),
      r.content,
      fileUrl(r.cover),
      r.click,
      fromUnix(r.addtime, new Date(now())),
    ];
    const fresh = rows.filter((r) => !maps.article.has(`${marker}${r.id}`));
    const ids = await newIds(q, 'articles', fresh.length);
    await insertBatch(q, 'articles', articleCols, fresh.map((r, i) => values(r, ids[i]!)), true);
    const known = rows.filter((r) => maps.article.has(`${marker}${r.id}`));
    const changed = await updateBatch(q, 'articles', 'id', articleCols, known.map((r) => values(r, maps.article.get(`${marker}${r.id}`)!)), tenantId);
    const pairs = fresh.map((r, i) => ({ key: `${marker}${r.id}`, id: ids[i]! }));
    await mapRows(q, 'article', pairs);
    return { imported: fresh.length, updated: changed, unchanged: known.length - changed, commit: () => pairs.forEach((p) => maps.article.set(p.key, p.id)) };
  }

  // ------------------------------------------------------------ resumes
  const resumeCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'user_id', type: 'int' },
    { name: 'base', type: 'jsonb' },
    { name: 'intro', type: 'text' },
    { name: 'search_text', type: 'text' },
    { name: 'degree_rank', type: 'smallint' },
    { name: 'working_date', type: 'text' },
    { name: 'graduation', type: 'text' },
    { name: 'city_code', type: 'text' },
    { name: 'refreshed_at', type: 'timestamptz' },
    { name: 'created_at', type: 'timestamptz' },
    { name: 'updated_at', type: 'timestamptz' },
  ];
  async function writeResumes(q: Queryable, rows: ResumeRow[]) {
    const pairs: { key: string; id: number }[] = [];
    const firstOf = new Map<number, ResumeRow>();
    for (const r of rows) {
      const userId = maps.user.get(String(r.uid));
      if (!userId) {
        skip('resumes', 'member not imported');
        continue;
      }
      pairs.push({ key: String(r.id), id: userId });
      const had = resumeOfUser.get(userId);
      if (had !== undefined && had < r.id) {
        skip('resumes', 'a later resume of the same member (its address goes to the first one)');
        continue;
      }
      resumeOfUser.set(userId, r.id);
      firstOf.set(userId, r);
    }
    const planned = new Map<number, { row: unknown[]; items: { section: string; data: Record<string, unknown> }[]; sig: string }>();
    let fresh = 0;
    for (const [userId, r] of firstOf) {
      if (!maps.resume.has(String(r.id))) fresh++;
      const city = areas.match([r.residence]);
      const cityNode = city ? (areas.lineage(city).find((n) => n.level === 2) ?? city) : null;
      const degree = resumeDegree(r.educationName);
      if (!degree) missConst('简历学历', r.educationName);
      const educationEnds = r.items.filter((i) => i.section === 'education').map((i) => i.end).filter(Boolean).sort();
      const birthday = /^\d{4}$/.test(r.birth) ? `${r.birth}-01-01` : /^\d{4}-\d{2}$/.test(r.birth) ? `${r.birth}-01` : /^\d{4}-\d{2}-\d{2}/.test(r.birth) ? r.birth.slice(0, 10) : '';
      const base = {
        name: cut(r.fullname, 20),
        gender: r.sex === 2 ? 2 : 1,
        birthday,
        degree: degree ?? DEGREES[0],
        jobStatus: jobStatusOf(r.currentName),
        workingDate: r.workingDate,
        graduation: educationEnds.at(-1) ?? '',
        phone: r.phone,
        email: r.email,
        cityCode: cityNode?.key ?? '',
        cityName: cityNode?.name ?? '',
        avatar: fileUrl(r.photo),
      };
      const words = [base.name];
      const items: { section: string; data: Record<string, unknown> }[] = [];
      for (const it of r.items) {
        const data = itemData(it);
        if (!data) continue;
        for (const k of ['positionName', 'company', 'title', 'school', 'major', 'name']) if (typeof data[k] === 'string' && data[k]) words.push(data[k] as string);
        items.push({ section: it.section, data });
      }
      const at = fromUnix(r.refreshtime || r.addtime, new Date(now()));
      planned.set(userId, {
        row: [tenantId, userId, JSON.stringify(base), r.specialty, words.join(' '), DEGREES.indexOf(base.degree), base.workingDate, base.graduation, base.cityCode, at, fromUnix(r.addtime, at), at],
        items,
        sig: signature(base, r.specialty, items, at),
      });
    }
    // Only resumes that differ from the old one are written: item ids stay put across re-runs.
    const current = await q.query<{ user_id: number; base: unknown; intro: string; refreshed_at: Date | null; items: unknown }>(
      `SELECT r.user_id, r.base, r.intro, r.refreshed_at,
              (SELECT json_agg(json_build_object('section', i.section, 'data', i.data) ORDER BY i.id) FROM resume_items i WHERE i.tenant_id = r.tenant_id AND i.user_id = r.user_id) AS items
         FROM resumes r WHERE r.tenant_id = $1 AND r.user_id = ANY($2::int[])`,
      [tenantId, [...planned.keys()]],
    );
    const had = new Map(current.map((c) => [c.user_id, signature(c.base, c.intro, c.items ?? [], c.refreshed_at ? new Date(c.refreshed_at) : null)]));
    const write = [...planned].filter(([userId, p]) => had.get(userId) !== p.sig);
    const users = write.map(([userId]) => userId);
    if (users.length) {
      await q.query('DELETE FROM resume_items WHERE tenant_id = $1 AND user_id = ANY($2::int[])', [tenantId, users]);
      const upserts = write.map(([, p]) => p.row);
      const arrays = resumeCols.map((_, i) => upserts.map((r) => r[i] ?? null));
      await q.query(
        `INSERT INTO resumes (${resumeCols.map((c) => c.name).join(', ')})
         SELECT * FROM unnest(${resumeCols.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET ${resumeCols
           .filter((c) => c.name !== 'tenant_id' && c.name !== 'user_id' && c.name !== 'created_at')
           .map((c) => `${c.name} = EXCLUDED.${c.name}`)
           .join(', ')}`,
        arrays,
      );
      // The registration profile other pages read (gender, age, degree) says what the resume says.
      await q.query(
        `INSERT INTO user_profiles (tenant_id, user_id, gender, birthday, degree, job_status, working_date)
         SELECT $1, u.user_id, (u.base->>'gender')::smallint, CASE WHEN u.base->>'birthday' ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN (u.base->>'birthday')::date END,
                u.base->>'degree', (u.base->>'jobStatus')::smallint, NULLIF(u.base->>'workingDate', '')
           FROM unnest($2::int[], $3::jsonb[]) AS u(user_id, base)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET gender = EXCLUDED.gender, birthday = EXCLUDED.birthday, degree = EXCLUDED.degree,
           job_status = EXCLUDED.job_status, working_date = EXCLUDED.working_date, updated_at = now()`,
        [tenantId, users, write.map(([, p]) => p.row[2])],
      );
      const items = write.flatMap(([userId, p]) => p.items.map((it) => [tenantId, userId, it.section, JSON.stringify(it.data)]));
      await insertBatch(q, 'resume_items', [{ name: 'tenant_id', type: 'int' }, { name: 'user_id', type: 'int' }, { name: 'section', type: 'text' }, { name: 'data', type: 'jsonb' }], items, false);
    }
    const changed = write.filter(([userId]) => had.has(userId)).length;
    await mapRows(q, 'resume', pairs);
    return { imported: fresh, updated: changed, unchanged: had.size - changed, commit: () => pairs.forEach((p) => maps.resume.set(p.key, p.id)) };
  }

  // ------------------------------------------------------------ job fairs
  const eventCols: Col[] = [
    { name: 'tenant_id', type: 'int' },
    { name: 'id', type: 'int' },
    { name: 'kind', type: 'text' },
    { name: 'online', type: 'bool' },
    { name: 'title', type: 'text' },
    { name: 'summary', type: 'text' },
    { name: 'intro', type: 'text' },
    { name: 'cover', type: 'text' },
    { name: 'place', type: 'text' },
    { name: 'lat', type: 'float8' },
    { name: 'lng', type: 'float8' },
    { name: 'organiser', type: 'text' },
    { name: 'starts_at', type: 'timestamptz' },
    { name: 'ends_at', type: 'timestamptz' },
    { name: 'booth_capacity', type: 'int' },
    { name: 'status', type: 'smallint' },
    { name: 'created_at', type: 'timestamptz' },
  ];
  /**
   * The id-map key of a fair: the id the old addresses carry. SE's pages link
   * its online fairs (/jobfairol/{id}), so there the on-site ones take the
   * marker f; v3/v4 have on-site fairs only.
   */
  const fairKey = (step: Step, id: number) => (step === 'jobfairs' && source.line === 'se' ? `f${id}` : String(id));
  async function writeJobfairs(q: Queryable, rows: JobfairRow[], step: Step) {
    const usable = rows.filter((r) => {
      if (r.starts > 0) return true;
      skip(step, 'no date');
      return false;
    });
    const values = (r: JobfairRow, id: number): unknown[] => {
      const starts = fromUnix(r.starts, new Date(now()));
      // v3 keeps the day only: the fair lasts that day.
      const ends = r.ends > r.starts ? fromUnix(r.ends, starts) : new Date(starts.getTime() + 86_400_000 - 1000);
      const at = r.lat && r.lng ? point(r.lat, r.lng) : null;
      const contact = [r.contact, r.phone].filter(Boolean).join(' ');
      const intro = plainText(r.intro);
      return [
        tenantId,
        id,
        'fair',
        r.online,
        cut(r.title, EVENT_TITLE_MAX),
        cut(intro, 120),
        cut([intro, contact && `联系方式：${contact}`].filter(Boolean).join('\n\n'), EVENT_TEXT_MAX),
        fileUrl(r.cover),
        cut(r.address, 100),
        at?.lat ?? null,
        at?.lng ?? null,
        cut(r.organiser, 60),
        starts,
        ends,
        Math.min(Math.max(r.booths, 0), 10_000),
        r.shown ? 1 : 0,
        fromUnix(r.addtime, new Date(now())),
      ];
    };
    const fresh = usable.filter((r) => !maps.jobfair.has(fairKey(step, r.id)));
    const ids = await newIds(q, 'events', fresh.length);
    await insertBatch(q, 'events', eventCols, fresh.map((r, i) => values(r, ids[i]!)), true);
    const known = usable.filter((r) => maps.jobfair.has(fairKey(step, r.id)));
    const changed = await updateBatch(q, 'events', 'id', eventCols, known.map((r) => values(r, maps.jobfair.get(fairKey(step, r.id))!)), tenantId);
    const pairs = fresh.map((r, i) => ({ key: fairKey(step, r.id), id: ids[i]! }));
    const eventOf = (r: JobfairRow) => maps.jobfair.get(fairKey(step, r.id)) ?? pairs.find((p) => p.key === fairKey(step, r.id))?.id;
    // Booths: one per company and fair (a company's later row wins); the organiser's answer kept (1 approved, 3 refused, else pending).
    const booths = new Map<string, unknown[]>();
    for (const r of usable) {
      for (const e of r.exhibitors) {
        const company = maps.brand.get(String(e.companyId));
        if (!company) {
          skip(step, 'exhibitor company not imported');
          continue;
        }
        const status = e.audit === 1 ? BOOTH_STATUS.approved : e.audit === 3 ? BOOTH_STATUS.refused : BOOTH_STATUS.pending;
        booths.set(`${eventOf(r)}:${company}`, [tenantId, eventOf(r), company, cut(e.contact, 30), cut(e.mobile, 30), cut(e.booth, 20), cut(e.note, 200), status]);
      }
    }
    await insertBatch(
      q,
      'event_companies',
      [
        { name: 'tenant_id', type: 'int' },
        { name: 'event_id', type: 'int' },
        { name: 'company_id', type: 'int' },
        { name: 'contact_name', type: 'text' },
        { name: 'contact_mobile', type: 'text' },
        { name: 'booth', type: 'text' },
        { name: 'note', type: 'text' },
        { name: 'status', type: 'smallint' },
      ],
      [...booths.values()],
      false,
      `ON CONFLICT (tenant_id, event_id, company_id) DO UPDATE SET contact_name = EXCLUDED.contact_name, contact_mobile = EXCLUDED.contact_mobile,
         booth = EXCLUDED.booth, note = EXCLUDED.note, status = EXCLUDED.status, updated_at = now()
       WHERE (event_companies.contact_name, event_companies.contact_mobile, event_companies.booth, event_companies.note, event_companies.status)
             IS DISTINCT FROM (EXCLUDED.contact_name, EXCLUDED.contact_mobile, EXCLUDED.booth, EXCLUDED.note, EXCLUDED.status)`,
    );
    await mapRows(q, 'jobfair', pairs);
    return { imported: fresh.length, updated: changed, unchanged: known.length - changed, commit: () => pairs.forEach((p) => maps.jobfair.set(p.key, p.id)) };
  }

  function itemData(it: ResumeRow['items'][number]): Record<string, unknown> | null {
    const f = it.f;
    const s = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
    switch (it.section) {
      case 'expect': {
        const position = positionOf((f.categories as number[]) ?? []);
        const where = areaCodes(reader.districts, (f.districts as number[]) ?? []);
        const cityCode = where.city || where.province;
        const cityNode = cityCode ? areas.get(cityCode) : undefined;
        const pay = typeof f.wage === 'string' ? wageBand(f.wage) : wagePair(Number(f.minwage) || 0, Number(f.maxwage) || 0, false);
        const industryId = s('trade') ? (industries.match(s('trade')) ?? 0) : 0;
        return {
          jobType: /兼职/.test(s('nature')) ? 2 : 1,
          positionId: position ? Number(position.key) : 0,
          positionName: position?.name ?? '',
          areaCode: cityCode,
          cityName: cityNode?.name ?? '',
          industryId,
          industryName: industryName.get(industryId) ?? '',
          salaryMin: pay?.min ?? 0,
          salaryMax: pay?.max ?? 0,
          salaryUnit: 1,
        };
      }
      case 'work':
        return s('company') ? { company: cut(s('company'), 80), title: cut(s('title'), 40), start: it.start, end: it.end, description: cut(s('description'), 2000) } : null;
      case 'education': {
        const degree = resumeDegree(s('degree'));
        return s('school') ? { school: cut(s('school'), 60), major: cut(s('major'), 40), degree: degree ?? '', start: it.start, end: it.end } : null;
      }
      case 'project':
        return s('name') ? { name: cut(s('name'), 60), role: cut(s('role'), 40), start: it.start, end: it.end, description: cut(s('description'), 2000) } : null;
      case 'certificate':
        return s('name') ? { name: cut(s('name'), 60), date: it.start } : null;
      case 'language': {
        const level = ['一般', '良好', '熟练', '精通'].find((l) => s('level').includes(l)) ?? '一般';
        return s('name') ? { name: cut(s('name'), 20), level } : null;
      }
    }
  }

  // ------------------------------------------------------------ the run
  async function runStep(q0: Queryable | null, step: Step) {
    const readCheckpoint = (q: Queryable) =>
      q.query<{ last_id: number; done: boolean }>('SELECT last_id, done FROM legacy_import_progress WHERE tenant_id = $1 AND source = $2 AND step = $3', [tenantId, source.name, step]);
    const [cp] = q0 ? await readCheckpoint(q0) : await tenant.run(readCheckpoint);
    // A run that stopped half-way goes on after the last committed batch; a finished
    // step is read again from the start, so a re-run updates what changed and adds what is new.
    let after = cp && !cp.done ? Number(cp.last_id) : 0;
    const total = await reader.count(step);
    let seen = 0;
    opts.onProgress?.(step, 0, total);
    for (;;) {
      const rows = await readStep(step, after, batch);
      if (rows.length === 0) break;
      const lastId = rows[rows.length - 1]!.id;
      await copyFiles(filesOf(step, rows));
      const work = async (q: Queryable) => {
        const r = await writeStep(q, step, rows);
        await checkpoint(q, step, lastId, false);
        return r;
      };
      const r = q0 ? await work(q0) : await tenant.run(work);
      r.commit();
      steps[step].read += rows.length;
      steps[step].imported += r.imported;
      steps[step].updated += r.updated;
      steps[step].unchanged += r.unchanged;
      after = lastId;
      seen += rows.length;
      opts.onProgress?.(step, seen, Math.max(total, seen));
      await opts.afterBatch?.(step, lastId);
    }
    if (q0) await checkpoint(q0, step, 0, true);
    else await tenant.run((q) => checkpoint(q, step, 0, true));
  }

  function readStep(step: Step, after: number, limit: number): Promise<{ id: number }[]> {
    switch (step) {
      case 'members':
        return reader.members(after, limit);
      case 'companies':
        return reader.companies(after, limit);
      case 'jobs':
      case 'jobs_tmp':
        return reader.jobs(step, after, limit);
      case 'articles':
        return reader.articles(after, limit);
      case 'notices':
        return reader.notices(after, limit);
      case 'resumes':
        return reader.resumes(after, limit);
      case 'jobfairs':
        return reader.jobfairs('jobfair', after, limit);
      case 'jobfairs_online':
        return reader.jobfairs('jobfair_online', after, limit);
    }
  }

  function writeStep(q: Queryable, step: Step, rows: { id: number }[]) {
    switch (step) {
      case 'members':
        return writeMembers(q, rows as MemberRow[]);
      case 'companies':
        return writeCompanies(q, rows as CompanyRow[]);
      case 'jobs':
      case 'jobs_tmp':
        return writeJobs(q, rows as JobRow[], step);
      case 'articles':
        return writeArticles(q, rows as ArticleRow[], false);
      case 'notices':
        return writeArticles(q, rows as ArticleRow[], true);
      case 'resumes':
        return writeResumes(q, rows as ResumeRow[]);
      case 'jobfairs':
      case 'jobfairs_online':
        return writeJobfairs(q, rows as JobfairRow[], step);
    }
  }

  if (opts.dryRun) {
    // Everything in one transaction that is rolled back: the report is the one a real run would give.
    await tenant
      .run(async (q) => {
        for (const step of STEPS) await runStep(q, step);
        throw new DryRunDone();
      })
      .catch((e: unknown) => {
        if (!(e instanceof DryRunDone)) throw e;
      });
  } else {
    for (const step of STEPS) await runStep(null, step);
  }

  const toObj = (m: Map<string, number>) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
  return {
    source: source.name,
    line: source.line,
    tenantId,
    dryRun: opts.dryRun ?? false,
    steps,
    files,
    misses: { districts: toObj(areas.misses), jobCategories: toObj(positions.misses), industries: toObj(industries.misses), constants: toObj(constantMisses) },
    notCarried: [
      ...(opts.copyUpload ? [] : ['upload files (logos, album photos, covers, resume photos): not copied (no --uploads); linked under --uploads-url when given']),
      "seekers' job-fair bookings (qs_jobfair_online_participate utype 2): new tickets are issued on this site",
    ],
    ms: Date.now() - started,
  };
}

/** JSON with object keys sorted, so a value read back from jsonb compares equal to the one written. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v ?? null);
}

function signature(base: unknown, intro: string, items: unknown, refreshedAt: Date | null): string {
  return `${stable(base)}\u0001${intro}\u0001${stable(items)}\u0001${refreshedAt ? refreshedAt.getTime() : ''}`;
}

/** 74cms's 目前状态 text to our job status 1-4. */
function jobStatusOf(name: string): 1 | 2 | 3 | 4 {
  if (/暂不|不考虑|不想/.test(name)) return 4;
  if (/离职/.test(name)) return 1;
  if (/月内|一个月|随时|到岗/.test(name)) return 2;
  return 3;
}

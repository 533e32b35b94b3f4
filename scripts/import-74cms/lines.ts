import { SE_EDUCATION, SE_EXPERIENCE, SE_JOB_NATURE, SE_RESUME_NATURE } from './convert';
import { num, str, type Row, type Source } from './source';

/**
 * How each 74cms line stores what we import, read from the install SQL of each
 * line (v3.x install/sql-structure.sql, SE public/install/Data/sql-structure.sql;
 * v4.x keeps the v3 tables and adds columns, seen in its models):
 *
 * | what        | v3.x / v4.x                               | SE                                      |
 * | ----------- | ----------------------------------------- | --------------------------------------- |
 * | members     | members (uid, utype, username, pwd_hash)  | member (same columns)                   |
 * | companies   | company_profile (*_cn texts, map_x/map_y) | company + company_info, ids, map_lat/lng |
 * | photos      | company_img (v4: company_id, img path)    | company_img (comid, img → uploadfile)   |
 * | jobs        | jobs + jobs_tmp + jobs_contact (*_cn)     | job + job_contact (ids, code lists)     |
 * | articles    | article + article_category (type_id)      | article + article_category (cid)        |
 * | notices     | notice + notice_category                  | notice                                  |
 * | resumes     | resume + resume_education/work/jobs/...   | resume + resume_contact/intention/...   |
 * | categories  | category (c_alias), category_district,    | category (alias), category_district,    |
 * |             | category_jobs (parentid)                  | category_job (pid, level)               |
 *
 * Every reader returns rows of one shape whatever the line, so the importer
 * has one path. Rows are read in old-id order after a checkpoint.
 */

export interface MemberRow {
  id: number;
  /** 1 company, 2 personal. */
  utype: number;
  username: string;
  email: string;
  mobile: string;
  password: string;
  salt: string;
  regTime: number;
  /** 1 normal, 0 (v3/SE) or 2 locked. */
  status: number;
}

export interface CompanyRow {
  id: number;
  uid: number;
  name: string;
  shortName: string;
  tradeName: string;
  natureName: string;
  scaleName: string;
  districts: number[];
  address: string;
  lat: number;
  lng: number;
  logo: string;
  /** Audited album pictures (paths under the upload tree). */
  photos: string[];
  intro: string;
  audit: number;
  addtime: number;
}

export interface JobRow {
  id: number;
  uid: number;
  companyId: number;
  title: string;
  categories: number[];
  tradeName: string;
  districts: number[];
  minwage: number;
  maxwage: number;
  negotiable: boolean;
  /** v3 pay band text, '' when min/max are given. */
  wageName: string;
  educationName: string;
  experienceName: string;
  natureName: string;
  content: string;
  tags: string[];
  address: string;
  /** The job's own contact (qs_jobs_contact / qs_job_contact); '' where the old site used the company's. */
  contact: { name: string; phone: string; email: string; wechat: string };
  lat: number;
  lng: number;
  addtime: number;
  refreshtime: number;
  deadline: number;
  /** Open on the old site: audited, shown and not past its deadline. */
  open: boolean;
  emergency: boolean;
  click: number;
}

export interface ArticleRow {
  id: number;
  category: string;
  title: string;
  content: string;
  cover: string;
  click: number;
  addtime: number;
}

export interface ResumeItemRow {
  section: 'expect' | 'work' | 'education' | 'project' | 'certificate' | 'language';
  start: string;
  end: string;
  /** Free fields of the section (names, texts, old category/district ids). */
  f: Record<string, string | number | number[]>;
}

export interface ResumeRow {
  id: number;
  uid: number;
  fullname: string;
  sex: number;
  /** 'YYYY-MM-DD', 'YYYY' or ''. */
  birth: string;
  educationName: string;
  /** Month work began 'YYYY-MM' (SE), or '' with experienceName (v3/v4). */
  workingDate: string;
  experienceName: string;
  residence: string;
  phone: string;
  email: string;
  specialty: string;
  photo: string;
  currentName: string;
  addtime: number;
  refreshtime: number;
  items: ResumeItemRow[];
}

/** A company's booth at a job fair (qs_jobfair_exhibitors, SE qs_jobfair_online_participate). */
export interface ExhibitorRow {
  /** The old company id (0 when the old row names none). */
  companyId: number;
  /** 1 approved, 3 refused, anything else still pending (74cms's audit values). */
  audit: number;
  contact: string;
  mobile: string;
  booth: string;
  note: string;
}

/** A job fair: on-site (qs_jobfair, every line) or online (SE qs_jobfair_online). */
export interface JobfairRow {
  id: number;
  online: boolean;
  title: string;
  intro: string;
  address: string;
  organiser: string;
  contact: string;
  phone: string;
  /** Unix seconds; `ends` 0 when the line keeps only the day (v3 holddates). */
  starts: number;
  ends: number;
  lat: number;
  lng: number;
  /** Booths offered (its `number` text), 0 unknown. */
  booths: number;
  shown: boolean;
  cover: string;
  addtime: number;
  exhibitors: ExhibitorRow[];
}

/** A reference list of the old site: id → name and parent. */
export interface Tree {
  get(id: number): { name: string; parent: number } | undefined;
}

export interface LineReader {
  members(after: number, limit: number): Promise<MemberRow[]>;
  companies(after: number, limit: number): Promise<CompanyRow[]>;
  /** table: jobs (open) or jobs_tmp (v3/v4 keep closed and unaudited jobs apart). */
  jobs(table: 'jobs' | 'jobs_tmp', after: number, limit: number): Promise<JobRow[]>;
  articles(after: number, limit: number): Promise<ArticleRow[]>;
  notices(after: number, limit: number): Promise<ArticleRow[]>;
  resumes(after: number, limit: number): Promise<ResumeRow[]>;
  /** table: jobfair (on-site, every line) or jobfair_online (SE's online fairs). */
  jobfairs(table: 'jobfair' | 'jobfair_online', after: number, limit: number): Promise<JobfairRow[]>;
  /** Row counts per step, for the progress bars. */
  count(step: 'members' | 'companies' | 'jobs' | 'jobs_tmp' | 'articles' | 'notices' | 'resumes' | 'jobfairs' | 'jobfairs_online'): Promise<number>;
  districts: Tree;
  jobCategories: Tree;
}

const ids = (...v: unknown[]) => v.map(num).filter((n) => n > 0);

/** Rows grouped by a numeric key column. */
function groupBy(rows: readonly Row[], key: string): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const r of rows) {
    const list = out.get(num(r[key])) ?? [];
    list.push(r);
    out.set(num(r[key]), list);
  }
  return out;
}

async function treeOf(src: Source, table: string, idCol: string, parentCol: string, nameCol: string): Promise<Tree> {
  const map = new Map<number, { name: string; parent: number }>();
  if (src.has(table)) {
    for (const r of await src.query(`SELECT \`${idCol}\` AS id, \`${parentCol}\` AS p, \`${nameCol}\` AS n FROM \`${src.prefix}${table}\``)) {
      map.set(num(r.id), { name: str(r.n).trim(), parent: num(r.p) });
    }
  }
  return { get: (id) => map.get(id) };
}

/** The column if the table has it, else a constant: minor versions differ. */
function colOr(src: Source, table: string, col: string, alias: string, fallback: string, prefix = ''): string {
  return src.cols(table).has(col.toLowerCase()) ? `${prefix}\`${col}\` AS ${alias}` : `${fallback} AS ${alias}`;
}

function inList(values: readonly number[]): string {
  return values.length ? values.map((v) => Number(v)).join(',') : '0';
}

/**
 * Job fairs of any line, read by their columns (v3 keeps one day in `holddates`;
 * v4 and SE a start and end; SE names the organiser `sponsor` and the point
 * map_lat/map_lng where v3/v4 write map_y/map_x). Booths come from
 * jobfair_exhibitors (its fair column is `jobfairid` in v3, `jobfair_id` later);
 * SE's online fairs from jobfair_online_participate, companies only (utype 1).
 */
async function readJobfairs(src: Source, table: 'jobfair' | 'jobfair_online', after: number, limit: number, coverJoin: ((alias: string, col: string) => string) | null): Promise<JobfairRow[]> {
  if (!src.has(table)) return [];
  const t = (name: string) => `\`${src.prefix}${name}\``;
  const online = table === 'jobfair_online';
  const has = (col: string) => src.cols(table).has(col);
  const c = (col: string, alias: string, fallback = "''") => colOr(src, table, col, alias, fallback, 'j.');
  const starts = has('holddate_start') ? 'j.holddate_start' : has('holddates') ? 'j.holddates' : has('starttime') ? 'j.starttime' : '0';
  const ends = has('holddate_end') ? 'j.holddate_end' : has('endtime') ? 'j.endtime' : '0';
  const lat = has('map_lat') ? 'j.map_lat' : has('map_y') ? 'j.map_y' : '0';
  const lng = has('map_lng') ? 'j.map_lng' : has('map_x') ? 'j.map_x' : '0';
  const cover = coverJoin && has('thumb') ? { join: coverJoin('f', 'j.thumb'), col: 'f.save_path' } : { join: '', col: "''" };
  const rows = await src.query(
    `SELECT j.id, j.title, ${online ? 'j.content' : 'j.introduction'} AS intro, ${c('address', 'address')}, ${c('sponsor', 'sponsor')}, ${c('contact', 'contact')},
            ${c('phone', 'phone')}, ${starts} AS starts, ${ends} AS ends, ${lat} AS lat, ${lng} AS lng, ${c('number', 'booths')}, ${c('display', 'display', '1')},
            ${cover.col} AS cover, j.addtime
       FROM ${t(table)} j ${cover.join} WHERE j.id > ? ORDER BY j.id LIMIT ?`,
    [after, limit],
  );
  const fairIds = inList(rows.map((r) => num(r.id)));
  const booths = new Map<number, ExhibitorRow[]>();
  const add = (fair: number, e: ExhibitorRow) => booths.set(fair, [...(booths.get(fair) ?? []), e]);
  if (rows.length && online && src.has('jobfair_online_participate') && src.has('company')) {
    for (const e of await src.query(
      `SELECT p.jobfair_id AS fair, c.id AS company_id, p.audit FROM ${t('jobfair_online_participate')} p JOIN ${t('company')} c ON c.uid = p.uid
        WHERE p.utype = 1 AND p.jobfair_id IN (${fairIds}) ORDER BY p.id`,
    )) {
      add(num(e.fair), { companyId: num(e.company_id), audit: num(e.audit), contact: '', mobile: '', booth: '', note: '' });
    }
  } else if (rows.length && !online && src.has('jobfair_exhibitors')) {
    const fairCol = src.cols('jobfair_exhibitors').has('jobfair_id') ? 'jobfair_id' : 'jobfairid';
    const x = (col: string, alias: string) => colOr(src, 'jobfair_exhibitors', col, alias, "''");
    for (const e of await src.query(
      `SELECT \`${fairCol}\` AS fair, company_id, audit, ${x('contact', 'contact')}, ${x('mobile', 'mobile')}, ${x('position', 'booth')}, ${x('note', 'note')}
         FROM ${t('jobfair_exhibitors')} WHERE \`${fairCol}\` IN (${fairIds}) ORDER BY id`,
    )) {
      add(num(e.fair), { companyId: num(e.company_id), audit: num(e.audit), contact: str(e.contact), mobile: str(e.mobile), booth: str(e.booth), note: str(e.note) });
    }
  }
  return rows.map((r) => ({
    id: num(r.id),
    online,
    title: str(r.title),
    intro: str(r.intro),
    address: str(r.address),
    organiser: str(r.sponsor),
    contact: str(r.contact),
    phone: str(r.phone),
    starts: num(r.starts),
    ends: num(r.ends),
    lat: num(r.lat),
    lng: num(r.lng),
    booths: Number.parseInt(str(r.booths), 10) || 0,
    shown: num(r.display) === 1,
    cover: str(r.cover),
    addtime: num(r.addtime),
    exhibitors: booths.get(num(r.id)) ?? [],
  }));
}

export async function readerFor(src: Source): Promise<LineReader> {
  return src.line === 'se' ? seReader(src) : classicReader(src);
}

/** v3.x and v4.x: the same tables; v4 adds minwage/maxwage/tdistrict. */
async function classicReader(src: Source): Promise<LineReader> {
  const p = src.prefix;
  const t = (name: string) => `\`${p}${name}\``;
  const categories = new Map<number, string>();
  if (src.has('category')) for (const r of await src.query(`SELECT c_id AS id, c_name AS n FROM ${t('category')}`)) categories.set(num(r.id), str(r.n));
  const districts = await treeOf(src, 'category_district', 'id', 'parentid', 'categoryname');
  const jobCategories = await treeOf(src, 'category_jobs', 'id', 'parentid', 'categoryname');

  async function jobs(table: 'jobs' | 'jobs_tmp', after: number, limit: number): Promise<JobRow[]> {
    if (!src.has(table)) return [];
    const rows = await src.query(
      `SELECT id, uid, company_id, jobs_name, topclass, category, subclass, trade_cn, district, sdistrict, ${colOr(src, table, 'tdistrict', 'tdistrict', '0')},
              ${colOr(src, table, 'minwage', 'minwage', '0')}, ${colOr(src, table, 'maxwage', 'maxwage', '0')}, ${colOr(src, table, 'negotiable', 'negotiable', '0')},
              wage, wage_cn, education_cn, experience_cn, nature_cn, contents, tag_cn, map_x, map_y, addtime, refreshtime, deadline, audit, display, emergency, click
         FROM ${t(table)} WHERE id > ? ORDER BY id LIMIT ?`,
      [after, limit],
    );
    const contacts = new Map<number, Row>();
    if (rows.length && src.has('jobs_contact')) {
      const landline = colOr(src, 'jobs_contact', 'landline_tel', 'landline_tel', "''");
      for (const c of await src.query(`SELECT pid, contact, telephone, ${landline}, address, email FROM ${t('jobs_contact')} WHERE pid IN (${inList(rows.map((r) => num(r.id)))})`)) contacts.set(num(c.pid), c);
    }
    const now = Date.now() / 1000;
    return rows.map((r) => {
      const c = contacts.get(num(r.id));
      const deadline = num(r.deadline);
      return {
        id: num(r.id),
        uid: num(r.uid),
        companyId: num(r.company_id),
        title: str(r.jobs_name),
        categories: ids(r.topclass, r.category, r.subclass),
        tradeName: str(r.trade_cn),
        districts: ids(r.district, r.sdistrict, r.tdistrict),
        minwage: num(r.minwage),
        maxwage: num(r.maxwage),
        negotiable: num(r.negotiable) === 1,
        wageName: num(r.minwage) || num(r.maxwage) ? '' : str(r.wage_cn) || (categories.get(num(r.wage)) ?? ''),
        educationName: str(r.education_cn),
        experienceName: str(r.experience_cn),
        natureName: str(r.nature_cn),
        content: str(r.contents),
        tags: str(r.tag_cn).split(/[,，]/).map((s) => s.trim()).filter(Boolean),
        address: str(c?.address),
        contact: { name: str(c?.contact), phone: str(c?.telephone) || str(c?.landline_tel), email: str(c?.email), wechat: '' },
        lat: num(r.map_y),
        lng: num(r.map_x),
        addtime: num(r.addtime),
        refreshtime: num(r.refreshtime),
        deadline,
        open: table === 'jobs' && num(r.audit) === 1 && num(r.display) !== 2 && (deadline === 0 || deadline > now),
        emergency: num(r.emergency) === 1,
        click: num(r.click),
      };
    });
  }

  async function articlesOf(table: 'article' | 'notice', catTable: string, after: number, limit: number): Promise<ArticleRow[]> {
    if (!src.has(table)) return [];
    const cover = table === 'article' ? colOr(src, table, 'Small_img', 'cover', "''", 'a.') : "'' AS cover";
    const cat = src.has(catTable) ? `LEFT JOIN ${t(catTable)} c ON c.id = a.type_id` : '';
    const rows = await src.query(
      `SELECT a.id, ${cat ? 'c.categoryname' : "''"} AS category, a.title, a.content, ${cover}, a.click, a.addtime FROM ${t(table)} a ${cat}
        WHERE a.id > ? ORDER BY a.id LIMIT ?`,
      [after, limit],
    );
    return rows.map((r) => ({ id: num(r.id), category: str(r.category), title: str(r.title), content: str(r.content), cover: str(r.cover), click: num(r.click), addtime: num(r.addtime) }));
  }

  async function children(table: string, pids: number[], cols: string): Promise<Map<number, Row[]>> {
    const out = new Map<number, Row[]>();
    if (!pids.length || !src.has(table)) return out;
    for (const r of await src.query(`SELECT pid, ${cols} FROM ${t(table)} WHERE pid IN (${inList(pids)}) ORDER BY id`)) {
      const list = out.get(num(r.pid)) ?? [];
      list.push(r);
      out.set(num(r.pid), list);
    }
    return out;
  }

  return {
    districts,
    jobCategories,
    async count(step) {
      const table = { members: 'members', companies: 'company_profile', jobs: 'jobs', jobs_tmp: 'jobs_tmp', articles: 'article', notices: 'notice', resumes: 'resume', jobfairs: 'jobfair', jobfairs_online: '' }[step];
      if (!table || !src.has(table)) return 0;
      return num((await src.query(`SELECT COUNT(*) AS n FROM ${t(table)}`))[0]?.n);
    },
    async members(after, limit) {
      const rows = await src.query(`SELECT uid, utype, username, email, mobile, password, pwd_hash, reg_time, status FROM ${t('members')} WHERE uid > ? ORDER BY uid LIMIT ?`, [after, limit]);
      return rows.map((r) => ({
        id: num(r.uid),
        utype: num(r.utype),
        username: str(r.username),
        email: str(r.email),
        mobile: str(r.mobile),
        password: str(r.password),
        salt: str(r.pwd_hash),
        regTime: num(r.reg_time),
        status: num(r.status),
      }));
    },
    async companies(after, limit) {
      const tb = 'company_profile';
      const rows = await src.query(
        `SELECT id, uid, companyname, ${colOr(src, tb, 'short_name', 'short_name', "''")}, trade_cn, nature_cn, scale_cn, district, sdistrict, ${colOr(src, tb, 'tdistrict', 'tdistrict', '0')},
                address, map_x, map_y, logo, contents, audit, addtime FROM ${t(tb)} WHERE id > ? ORDER BY id LIMIT ?`,
        [after, limit],
      );
      // v4 keeps an album (company_img with company_id and a path); v3 has none.
      const photos =
        rows.length && src.has('company_img') && src.cols('company_img').has('company_id')
          ? groupBy(await src.query(`SELECT company_id, img FROM ${t('company_img')} WHERE audit = 1 AND company_id IN (${inList(rows.map((r) => num(r.id)))}) ORDER BY id`), 'company_id')
          : new Map<number, Row[]>();
      return rows.map((r) => ({
        id: num(r.id),
        uid: num(r.uid),
        name: str(r.companyname),
        shortName: str(r.short_name),
        photos: (photos.get(num(r.id)) ?? []).map((p) => str(p.img)).filter(Boolean),
        tradeName: str(r.trade_cn),
        natureName: str(r.nature_cn),
        scaleName: str(r.scale_cn),
        districts: ids(r.district, r.sdistrict, r.tdistrict),
        address: str(r.address),
        lat: num(r.map_y),
        lng: num(r.map_x),
        logo: str(r.logo),
        intro: str(r.contents),
        audit: num(r.audit),
        addtime: num(r.addtime),
      }));
    },
    jobs,
    articles: (after, limit) => articlesOf('article', 'article_category', after, limit),
    notices: (after, limit) => articlesOf('notice', 'notice_category', after, limit),
    jobfairs(table, after, limit) {
      return table === 'jobfair' ? readJobfairs(src, 'jobfair', after, limit, null) : Promise.resolve([]);
    },
    async resumes(after, limit) {
      const tb = 'resume';
      const rows = await src.query(
        `SELECT id, uid, fullname, sex, birthdate, education_cn, experience_cn, residence, telephone, email, specialty, photo_img, addtime, refreshtime,
                ${colOr(src, tb, 'current_cn', 'current_cn', "''")}, wage_cn, nature_cn
           FROM ${t(tb)} WHERE id > ? ORDER BY id LIMIT ?`,
        [after, limit],
      );
      const pids = rows.map((r) => num(r.id));
      const [edu, work, jobsOf, districtsOf, credent, lang] = await Promise.all([
        children('resume_education', pids, 'startyear, startmonth, endyear, endmonth, school, speciality, education_cn, todate'),
        children('resume_work', pids, 'startyear, startmonth, endyear, endmonth, companyname, jobs, achievements, todate'),
        children('resume_jobs', pids, 'topclass, category, subclass'),
        children('resume_district', pids, 'district, sdistrict'),
        children('resume_credent', pids, 'name, year, month'),
        children('resume_language', pids, 'language_cn, level_cn'),
      ]);
      const ym = (y: unknown, m: unknown) => (num(y) > 1900 ? `${num(y)}-${String(Math.min(12, Math.max(1, num(m) || 1))).padStart(2, '0')}` : '');
      return rows.map((r): ResumeRow => {
        const id = num(r.id);
        const items: ResumeItemRow[] = [];
        const d = districtsOf.get(id)?.[0];
        for (const j of (jobsOf.get(id) ?? []).slice(0, 3)) {
          items.push({ section: 'expect', start: '', end: '', f: { categories: ids(j.topclass, j.category, j.subclass), districts: d ? ids(d.district, d.sdistrict) : [], wage: str(r.wage_cn), nature: str(r.nature_cn) } });
        }
        for (const w of work.get(id) ?? []) {
          items.push({ section: 'work', start: ym(w.startyear, w.startmonth), end: num(w.todate) ? '' : ym(w.endyear, w.endmonth), f: { company: str(w.companyname), title: str(w.jobs), description: str(w.achievements) } });
        }
        for (const e of edu.get(id) ?? []) {
          items.push({ section: 'education', start: ym(e.startyear, e.startmonth), end: ym(e.endyear, e.endmonth), f: { school: str(e.school), major: str(e.speciality), degree: str(e.education_cn) } });
        }
        for (const c of credent.get(id) ?? []) items.push({ section: 'certificate', start: ym(c.year, c.month), end: '', f: { name: str(c.name) } });
        for (const l of lang.get(id) ?? []) items.push({ section: 'language', start: '', end: '', f: { name: str(l.language_cn), level: str(l.level_cn) } });
        return {
          id,
          uid: num(r.uid),
          fullname: str(r.fullname),
          sex: num(r.sex),
          birth: num(r.birthdate) > 1900 ? String(num(r.birthdate)) : '',
          educationName: str(r.education_cn),
          workingDate: '',
          experienceName: str(r.experience_cn),
          residence: str(r.residence),
          phone: str(r.telephone),
          email: str(r.email),
          specialty: str(r.specialty),
          photo: str(r.photo_img),
          currentName: str(r.current_cn),
          addtime: num(r.addtime),
          refreshtime: num(r.refreshtime),
          items,
        };
      });
    },
  };
}

/** SE: ids everywhere, names in category / category_district / category_job, files in uploadfile. */
async function seReader(src: Source): Promise<LineReader> {
  const p = src.prefix;
  const t = (name: string) => `\`${p}${name}\``;
  const categories = new Map<number, string>();
  if (src.has('category')) for (const r of await src.query(`SELECT id, name FROM ${t('category')}`)) categories.set(num(r.id), str(r.name));
  const cat = (v: unknown) => categories.get(num(v)) ?? '';
  const districts = await treeOf(src, 'category_district', 'id', 'pid', 'name');
  const jobCategories = await treeOf(src, 'category_job', 'id', 'pid', 'name');
  const file = src.has('uploadfile') ? (alias: string, col: string) => `LEFT JOIN ${t('uploadfile')} ${alias} ON ${alias}.id = ${col}` : null;

  async function children(table: string, rids: number[], cols: string): Promise<Map<number, Row[]>> {
    const out = new Map<number, Row[]>();
    if (!rids.length || !src.has(table)) return out;
    for (const r of await src.query(`SELECT rid, ${cols} FROM ${t(table)} WHERE rid IN (${inList(rids)}) ORDER BY id`)) {
      const list = out.get(num(r.rid)) ?? [];
      list.push(r);
      out.set(num(r.rid), list);
    }
    return out;
  }

  async function articlesOf(table: 'article' | 'notice', after: number, limit: number): Promise<ArticleRow[]> {
    if (!src.has(table)) return [];
    const join = table === 'article' ? `LEFT JOIN ${t('article_category')} c ON c.id = a.cid ${file ? file('f', 'a.thumb') : ''}` : '';
    const rows = await src.query(
      `SELECT a.id, ${table === 'article' ? 'c.name' : "''"} AS category, a.title, a.content, ${table === 'article' && file ? 'f.save_path' : "''"} AS cover, a.click, a.addtime
         FROM ${t(table)} a ${join} WHERE a.id > ? ORDER BY a.id LIMIT ?`,
      [after, limit],
    );
    return rows.map((r) => ({ id: num(r.id), category: str(r.category), title: str(r.title), content: str(r.content), cover: str(r.cover), click: num(r.click), addtime: num(r.addtime) }));
  }

  return {
    districts,
    jobCategories,
    async count(step) {
      const table = { members: 'member', companies: 'company', jobs: 'job', jobs_tmp: '', articles: 'article', notices: 'notice', resumes: 'resume', jobfairs: 'jobfair', jobfairs_online: 'jobfair_online' }[step];
      if (!table || !src.has(table)) return 0;
      return num((await src.query(`SELECT COUNT(*) AS n FROM ${t(table)}`))[0]?.n);
    },
    async members(after, limit) {
      const rows = await src.query(`SELECT uid, utype, username, email, mobile, password, pwd_hash, reg_time, status FROM ${t('member')} WHERE uid > ? ORDER BY uid LIMIT ?`, [after, limit]);
      return rows.map((r) => ({
        id: num(r.uid),
        utype: num(r.utype),
        username: str(r.username),
        email: str(r.email),
        mobile: str(r.mobile),
        password: str(r.password),
        salt: str(r.pwd_hash),
        regTime: num(r.reg_time),
        status: num(r.status),
      }));
    },
    async companies(after, limit) {
      const rows = await src.query(
        `SELECT c.id, c.uid, c.companyname, c.short_name, c.trade, c.nature, c.scale, c.district1, c.district2, c.district3, c.map_lat, c.map_lng, c.audit, c.addtime,
                i.address, i.content, ${file ? 'f.save_path' : "''"} AS logo
           FROM ${t('company')} c LEFT JOIN ${t('company_info')} i ON i.comid = c.id ${file ? file('f', 'c.logo') : ''}
          WHERE c.id > ? ORDER BY c.id LIMIT ?`,
        [after, limit],
      );
      const photos =
        rows.length && src.has('company_img') && file
          ? groupBy(
              await src.query(
                `SELECT i.comid, f.save_path FROM ${t('company_img')} i ${file('f', 'i.img')} WHERE i.audit = 1 AND i.comid IN (${inList(rows.map((r) => num(r.id)))}) ORDER BY i.id`,
              ),
              'comid',
            )
          : new Map<number, Row[]>();
      return rows.map((r) => ({
        id: num(r.id),
        uid: num(r.uid),
        name: str(r.companyname),
        shortName: str(r.short_name),
        photos: (photos.get(num(r.id)) ?? []).map((p) => str(p.save_path)).filter(Boolean),
        tradeName: cat(r.trade),
        natureName: cat(r.nature),
        scaleName: cat(r.scale),
        districts: ids(r.district1, r.district2, r.district3),
        address: str(r.address),
        lat: num(r.map_lat),
        lng: num(r.map_lng),
        logo: str(r.logo),
        intro: str(r.content),
        audit: num(r.audit),
        addtime: num(r.addtime),
      }));
    },
    async jobs(table, after, limit) {
      if (table === 'jobs_tmp') return [];
      const rows = await src.query(
        `SELECT j.id, j.uid, j.company_id, j.jobname, j.category1, j.category2, j.category3, j.nature, j.minwage, j.maxwage, j.negotiable, j.education, j.experience,
                j.content, j.tag, j.address, j.map_lat, j.map_lng, j.addtime, j.refreshtime, j.audit, j.is_display, j.emergency, j.click,
                j.district1, j.district2, j.district3, c.trade, k.contact, k.mobile, k.telephone, k.email, k.weixin, k.use_company_contact
           FROM ${t('job')} j LEFT JOIN ${t('company')} c ON c.id = j.company_id LEFT JOIN ${t('job_contact')} k ON k.jid = j.id
          WHERE j.id > ? ORDER BY j.id LIMIT ?`,
        [after, limit],
      );
      const seen = new Set<number>();
      return rows.flatMap((r): JobRow[] => {
        // A job with two contact rows comes back twice; the first wins.
        if (seen.has(num(r.id))) return [];
        seen.add(num(r.id));
        return [
          {
            id: num(r.id),
            uid: num(r.uid),
            companyId: num(r.company_id),
            title: str(r.jobname),
            categories: ids(r.category1, r.category2, r.category3),
            tradeName: cat(r.trade),
            districts: ids(r.district1, r.district2, r.district3),
            minwage: num(r.minwage),
            maxwage: num(r.maxwage),
            negotiable: num(r.negotiable) === 1,
            wageName: '',
            educationName: SE_EDUCATION[num(r.education)] ?? '',
            experienceName: SE_EXPERIENCE[num(r.experience)] ?? '',
            natureName: SE_JOB_NATURE[num(r.nature)] ?? '',
            content: str(r.content),
            tags: str(r.tag).split(',').map((id) => cat(id)).filter(Boolean),
            address: str(r.address),
            // use_company_contact: the old site showed the company's contact, so ours shows the recruiter's card.
            contact:
              num(r.use_company_contact) === 1
                ? { name: '', phone: '', email: '', wechat: '' }
                : { name: str(r.contact), phone: str(r.mobile) || str(r.telephone), email: str(r.email), wechat: str(r.weixin) },
            lat: num(r.map_lat),
            lng: num(r.map_lng),
            addtime: num(r.addtime),
            refreshtime: num(r.refreshtime),
            deadline: 0,
            open: num(r.audit) === 1 && num(r.is_display) === 1,
            emergency: num(r.emergency) === 1,
            click: num(r.click),
          },
        ];
      });
    },
    articles: (after, limit) => articlesOf('article', after, limit),
    notices: (after, limit) => articlesOf('notice', after, limit),
    jobfairs(table, after, limit) {
      return readJobfairs(src, table, after, limit, file);
    },
    async resumes(after, limit) {
      const rows = await src.query(
        `SELECT r.id, r.uid, r.fullname, r.sex, r.birthday, r.education, r.enter_job_time, r.residence, r.specialty, r.current, r.addtime, r.refreshtime,
                k.mobile, k.email, ${file ? 'f.save_path' : "''"} AS photo
           FROM ${t('resume')} r LEFT JOIN ${t('resume_contact')} k ON k.rid = r.id ${file ? file('f', 'r.photo_img') : ''}
          WHERE r.id > ? ORDER BY r.id LIMIT ?`,
        [after, limit],
      );
      const rids = [...new Set(rows.map((r) => num(r.id)))];
      const [intent, edu, work, project, cert, lang] = await Promise.all([
        children('resume_intention', rids, 'nature, category1, category2, category3, district1, district2, district3, minwage, maxwage, trade'),
        children('resume_education', rids, 'starttime, endtime, todate, school, major, education'),
        children('resume_work', rids, 'starttime, endtime, todate, companyname, jobname, duty'),
        children('resume_project', rids, 'starttime, endtime, todate, projectname, role, description'),
        children('resume_certificate', rids, 'name, obtaintime'),
        children('resume_language', rids, 'language, level'),
      ]);
      const month = (v: unknown) => {
        const s = num(v);
        if (s <= 0) return '';
        const d = new Date(s * 1000 + 8 * 3_600_000);
        return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      };
      const seen = new Set<number>();
      return rows.flatMap((r): ResumeRow[] => {
        const id = num(r.id);
        if (seen.has(id)) return [];
        seen.add(id);
        const items: ResumeItemRow[] = [];
        for (const i of intent.get(id) ?? []) {
          items.push({
            section: 'expect',
            start: '',
            end: '',
            f: {
              categories: ids(i.category1, i.category2, i.category3),
              districts: ids(i.district1, i.district2, i.district3),
              minwage: num(i.minwage),
              maxwage: num(i.maxwage),
              nature: SE_RESUME_NATURE[num(i.nature)] ?? '',
              trade: cat(i.trade),
            },
          });
        }
        for (const w of work.get(id) ?? []) {
          items.push({ section: 'work', start: month(w.starttime), end: num(w.todate) ? '' : month(w.endtime), f: { company: str(w.companyname), title: str(w.jobname), description: str(w.duty) } });
        }
        for (const e of edu.get(id) ?? []) {
          items.push({ section: 'education', start: month(e.starttime), end: month(e.endtime), f: { school: str(e.school), major: str(e.major), degree: SE_EDUCATION[num(e.education)] ?? '' } });
        }
        for (const pr of project.get(id) ?? []) {
          items.push({ section: 'project', start: month(pr.starttime), end: num(pr.todate) ? '' : month(pr.endtime), f: { name: str(pr.projectname), role: str(pr.role), description: str(pr.description) } });
        }
        for (const c of cert.get(id) ?? []) items.push({ section: 'certificate', start: month(c.obtaintime), end: '', f: { name: str(c.name) } });
        for (const l of lang.get(id) ?? []) items.push({ section: 'language', start: '', end: '', f: { name: cat(l.language), level: cat(l.level) } });
        return [
          {
            id,
            uid: num(r.uid),
            fullname: str(r.fullname),
            sex: num(r.sex),
            birth: str(r.birthday),
            educationName: SE_EDUCATION[num(r.education)] ?? '',
            workingDate: month(r.enter_job_time),
            experienceName: '',
            residence: str(r.residence),
            phone: str(r.mobile),
            email: str(r.email),
            specialty: str(r.specialty),
            photo: str(r.photo),
            currentName: cat(r.current),
            addtime: num(r.addtime),
            refreshtime: num(r.refreshtime),
            items,
          },
        ];
      });
    },
  };
}

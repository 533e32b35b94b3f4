import { matchFamily, type LegacyDetail, type LegacyList } from './families';
import type { MapKind } from './schemas';

/**
 * Addresses of the old 74cms site (v3.x, v4.x on ThinkPHP 3.2, SE on ThinkPHP 5)
 * and where they live now. Pure: the redirect hook looks mapped ids up afterwards.
 * The path families of every line (rewrite presets, wap and /m/ pages, SE
 * routes) are in families.ts and are tried first; this file parses the
 * controller/action forms.
 *
 * Old forms understood here, all case-insensitive:
 * - query:    /index.php?m=&c=jobs&a=jobs_show&id=5, /?c=Jobs&a=jobs_show&id=5, ?m=Mobile&c=Jobs&a=show&id=5
 * - pathinfo: /index.php/jobs/jobs_show/id/5, /jobs/jobs_show/id/5, /index.php/Home/jobs/jobs_show/id/5,
 *             /Mobile/Jobs/show/id/5, with an optional .html/.htm (or 3.x .php) suffix
 * - 3.x:      /jobs/jobs-show.php?id=5, /company/company-show.php?id=3
 * - the bare mobile root: /mobile, /m, /?m=Mobile
 * - v4's job-fair module: ?m=Jobfair&c=Index&a=jobfair_show&id=2, ?m=Mobile&c=Jobfair&a=show&id=2
 *
 * /company, /company/12, /resume/12, /resume/submit … are routes of the new app
 * and never match: under those prefixes only a known old action segment, a
 * suffix, or an index.php / module prefix makes an address legacy.
 */

/** Where a legacy address goes. */
export type LegacyTarget =
  | { type: 'fixed'; location: string }
  /** A detail page: `key` is looked up in the tenant's `kind` mapping; a miss goes to `fallback`. */
  | { type: 'lookup'; kind: MapKind; key: string; route: string; fallback: string };

/** New routes of the legacy families (spec §2). */
export const LEGACY_ROUTES = {
  home: '/',
  jobList: '/job',
  job: '/job/',
  companyList: '/company',
  company: '/company/',
  articleList: '/article',
  article: '/article/',
  resumeList: '/resume-list',
  resume: '/resume/',
  jobfairList: '/event',
  jobfair: '/event/',
  login: '/login',
} as const;

interface OldAddress {
  mobile: boolean;
  controller: string;
  action: string;
  id: string | null;
}

/** Controllers of the old site; a path starting with one of these may be legacy. */
const CONTROLLERS = new Set(['index', 'jobs', 'company', 'news', 'notice', 'resume', 'members', 'user', 'jobfair']);
/** Prefixes the new app also uses: legacy there only with an explicit old action, suffix or prefix. */
const SHARED_PREFIXES = new Set(['company', 'resume']);
/** Old actions that make /company/… and /resume/… legacy. */
const SHARED_ACTIONS = new Set([
  'index',
  'show',
  'com_show',
  'com_jobs_list',
  'com_news',
  'company_show',
  'company_news',
  'company_jobs',
  'company_list',
  'resume_show',
  'resume_list',
]);

const COMPANY_DETAIL = new Set(['com_show', 'comshow', 'com_jobs_list', 'com_news', 'company_show', 'company_news', 'company_jobs']);
const JOBFAIR_DETAIL = new Set(['show', 'jobfair_show', 'jobfair_com', 'jobfair_reserve', 'comlist', 'reserve']);
const LOGIN_ACTIONS = new Set(['login', 'register', 'reg', 'user_reg', 'appeal_user', 'user_getpass', 'getpass', 'get_pass', 'user_login']);
const MOBILE_MODULES = new Set(['mobile', 'm']);
const HOME_MODULES = new Set(['home', '']);
const SUFFIX = /\.(html?|php)$/i;
const ID = /^\d{1,12}$/;

/** Lower case, hyphens as underscores (3.x file names), suffix dropped. */
const word = (s: string) => s.replace(SUFFIX, '').toLowerCase().replace(/-/g, '_');
const idOf = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return ID.test(t) ? t.replace(/^0+(?=\d)/, '') : null;
};

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Query parameters with lower-case names (first value wins). */
function queryOf(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = safeDecode(eq < 0 ? part : part.slice(0, eq)).toLowerCase();
    const v = eq < 0 ? '' : safeDecode(part.slice(eq + 1));
    if (!out.has(k)) out.set(k, v);
  }
  return out;
}

/** The old address an URL names, or null when it is not an old-site address. */
export function parseOldAddress(url: string): OldAddress | 'mobile-root' | null {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const query = queryOf(q < 0 ? '' : url.slice(q + 1));
  const segments = rawPath
    .split('/')
    .filter(Boolean)
    .map((s) => safeDecode(s));

  let i = 0;
  let prefixed = false;
  if (segments[0]?.toLowerCase() === 'index.php') {
    i++;
    prefixed = true;
  }
  let mobile = false;
  const first = segments[i]?.toLowerCase();
  if (first !== undefined && (MOBILE_MODULES.has(first) || first === 'home')) {
    mobile = first !== 'home';
    i++;
    prefixed = true;
    // /mobile/index.php?c=… is the mobile entry of some installs.
    if (segments[i]?.toLowerCase() === 'index.php') i++;
  }
  const rest = segments.slice(i);

  // Query form: only on the site root, index.php or a module root.
  const c = query.get('c');
  const m = (query.get('m') ?? '').trim().toLowerCase();
  if (rest.length === 0 && (c || query.has('m') || mobile)) {
    const isMobile = mobile || MOBILE_MODULES.has(m);
    if (!c) {
      if (isMobile) return 'mobile-root';
      // /index.php or /index.php?m= with no controller is the old home page.
      return prefixed ? { mobile: false, controller: 'index', action: 'index', id: null } : null;
    }
    // The job-fair module of v4 (m=Jobfair&c=Index&a=jobfair_show&id=5).
    if (m === 'jobfair') return { mobile: false, controller: 'jobfair', action: word(query.get('a') || 'index'), id: idOf(query.get('id')) };
    if (!HOME_MODULES.has(m) && !MOBILE_MODULES.has(m)) return null;
    return { mobile: isMobile, controller: word(c), action: word(query.get('a') || 'index'), id: idOf(query.get('id')) };
  }
  if (rest.length === 0) return prefixed ? (mobile ? 'mobile-root' : { mobile: false, controller: 'index', action: 'index', id: null }) : null;

  // Pathinfo form: controller/action/key/value…
  const [ctrlSeg = '', actionSeg, ...pairs] = rest;
  const controller = word(ctrlSeg);
  if (!CONTROLLERS.has(controller)) return null;
  const suffixed = rest.some((s) => SUFFIX.test(s));
  const action = actionSeg === undefined ? 'index' : word(actionSeg);
  if (SHARED_PREFIXES.has(controller) && !prefixed && !suffixed && (actionSeg === undefined || !SHARED_ACTIONS.has(action))) return null;
  // /index.html is the app's own file, and bare /index or /user name nothing old.
  if ((controller === 'index' || controller === 'user') && !prefixed && actionSeg === undefined) return null;

  let id = idOf(query.get('id'));
  for (let k = 0; k + 1 < pairs.length; k += 2) {
    if (word(pairs[k] ?? '') === 'id') id = idOf(word(pairs[k + 1] ?? '')) ?? id;
  }
  // /jobs/jobs_show/5 and /jobs/5.html: a lone number is the id.
  if (pairs.length === 1) id = idOf(word(pairs[0] ?? '')) ?? id;
  if (actionSeg !== undefined && idOf(word(actionSeg))) {
    return { mobile, controller, action: 'show', id: idOf(word(actionSeg)) };
  }
  return { mobile, controller, action, id };
}

const LIST_ROUTE: Record<LegacyList, string> = {
  home: LEGACY_ROUTES.home,
  jobs: LEGACY_ROUTES.jobList,
  companies: LEGACY_ROUTES.companyList,
  articles: LEGACY_ROUTES.articleList,
  resumes: LEGACY_ROUTES.resumeList,
  jobfairs: LEGACY_ROUTES.jobfairList,
  login: LEGACY_ROUTES.login,
};

/** Where a detail page of the old site goes: its mapping kind, key marker, new route and list page. */
const DETAIL_TARGET: Record<LegacyDetail, { kind: MapKind; marker: string; route: string; list: LegacyList }> = {
  job: { kind: 'job', marker: '', route: LEGACY_ROUTES.job, list: 'jobs' },
  company: { kind: 'brand', marker: '', route: LEGACY_ROUTES.company, list: 'companies' },
  news: { kind: 'article', marker: 'a', route: LEGACY_ROUTES.article, list: 'articles' },
  notice: { kind: 'article', marker: 'n', route: LEGACY_ROUTES.article, list: 'articles' },
  resume: { kind: 'resume', marker: '', route: LEGACY_ROUTES.resume, list: 'resumes' },
  jobfair: { kind: 'jobfair', marker: '', route: LEGACY_ROUTES.jobfair, list: 'jobfairs' },
};

const fixed = (location: string): LegacyTarget => ({ type: 'fixed', location });

/** A detail page: looked up when the id is a valid old id, else straight to its list page. */
function detailTarget(d: LegacyDetail, id: string | null): LegacyTarget {
  const t = DETAIL_TARGET[d];
  const fallback = LIST_ROUTE[t.list];
  return id && ID.test(id) ? { type: 'lookup', kind: t.kind, key: `${t.marker}${id}`, route: t.route, fallback } : fixed(fallback);
}

/** Where an old address goes now, or null when the URL is not one. */
export function matchLegacy(url: string): LegacyTarget | null {
  const q = url.indexOf('?');
  const path = safeDecode(q < 0 ? url : url.slice(0, q));
  const family = matchFamily(path, idOf(queryOf(q < 0 ? '' : url.slice(q + 1)).get('id')));
  if (family) return 'detail' in family.family.to ? detailTarget(family.family.to.detail, family.id) : fixed(LIST_ROUTE[family.family.to.list]);
  return matchControllerAction(url);
}

/** The ThinkPHP query and pathinfo forms (c/a pairs), parsed by parseOldAddress. */
function matchControllerAction(url: string): LegacyTarget | null {
  const old = parseOldAddress(url);
  if (old === null) return null;
  if (old === 'mobile-root') return fixed(LEGACY_ROUTES.home);
  const { controller, action, id } = old;

  // com_show and com_jobs_list were reachable under the jobs controller too.
  if (COMPANY_DETAIL.has(action)) return detailTarget('company', id);
  switch (controller) {
    case 'index':
      return fixed(LEGACY_ROUTES.home);
    case 'jobs':
      return action === 'jobs_show' || action === 'show' ? detailTarget('job', id) : fixed(LEGACY_ROUTES.jobList);
    case 'company':
      return action === 'show' ? detailTarget('company', id) : fixed(LEGACY_ROUTES.companyList);
    case 'news':
    case 'notice':
      return action === `${controller}_show` || action === 'show' ? detailTarget(controller, id) : fixed(LEGACY_ROUTES.articleList);
    case 'resume':
      return action === 'resume_show' || action === 'show' ? detailTarget('resume', id) : fixed(LEGACY_ROUTES.resumeList);
    case 'jobfair':
      return JOBFAIR_DETAIL.has(action) ? detailTarget('jobfair', id) : fixed(LEGACY_ROUTES.jobfairList);
    case 'members':
    case 'user':
      return LOGIN_ACTIONS.has(action) ? fixed(LEGACY_ROUTES.login) : null;
    default:
      return null;
  }
}

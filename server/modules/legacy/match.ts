import type { ImportKind } from './schemas';

/**
 * Addresses of the old 74cms site (ThinkPHP 3.2 and its 3.x predecessor) and
 * where they live now. Pure: the redirect hook looks mapped ids up afterwards.
 *
 * Old forms understood, all case-insensitive:
 * - query:    /index.php?m=&c=jobs&a=jobs_show&id=5, /?c=Jobs&a=jobs_show&id=5, ?m=Mobile&c=Jobs&a=show&id=5
 * - pathinfo: /index.php/jobs/jobs_show/id/5, /jobs/jobs_show/id/5, /index.php/Home/jobs/jobs_show/id/5,
 *             /Mobile/Jobs/show/id/5, with an optional .html/.htm (or 3.x .php) suffix
 * - 3.x:      /jobs/jobs-show.php?id=5, /company/company-show.php?id=3
 * - the bare mobile root: /mobile, /m, /?m=Mobile
 *
 * /company, /company/12, /resume/12, /resume/submit … are routes of the new app
 * and never match: under those prefixes only a known old action segment, a
 * suffix, or an index.php / module prefix makes an address legacy.
 */

/** Where a legacy address goes. */
export type LegacyTarget =
  | { type: 'fixed'; location: string }
  /** A detail page: `key` is looked up in the tenant's `kind` mapping; a miss goes to `fallback`. */
  | { type: 'lookup'; kind: ImportKind; key: string; route: string; fallback: string };

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
  login: '/login',
} as const;

interface OldAddress {
  mobile: boolean;
  controller: string;
  action: string;
  id: string | null;
}

/** Controllers of the old site; a path starting with one of these may be legacy. */
const CONTROLLERS = new Set(['index', 'jobs', 'company', 'news', 'notice', 'resume', 'members', 'user']);
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

const COMPANY_DETAIL = new Set(['com_show', 'com_jobs_list', 'com_news', 'company_show', 'company_news', 'company_jobs']);
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

/** Where an old address goes now, or null when the URL is not one. */
export function matchLegacy(url: string): LegacyTarget | null {
  const old = parseOldAddress(url);
  if (old === null) return null;
  if (old === 'mobile-root') return { type: 'fixed', location: LEGACY_ROUTES.home };
  const { controller, action, id } = old;
  const fixed = (location: string): LegacyTarget => ({ type: 'fixed', location });
  const lookup = (kind: ImportKind, key: string, route: string, fallback: string): LegacyTarget =>
    id ? { type: 'lookup', kind, key, route, fallback } : fixed(fallback);

  // com_show and com_jobs_list were reachable under the jobs controller too.
  if (COMPANY_DETAIL.has(action)) return lookup('brand', `${id}`, LEGACY_ROUTES.company, LEGACY_ROUTES.companyList);
  switch (controller) {
    case 'index':
      return fixed(LEGACY_ROUTES.home);
    case 'jobs':
      return action === 'jobs_show' || action === 'show'
        ? lookup('job', `${id}`, LEGACY_ROUTES.job, LEGACY_ROUTES.jobList)
        : fixed(LEGACY_ROUTES.jobList);
    case 'company':
      return action === 'show' ? lookup('brand', `${id}`, LEGACY_ROUTES.company, LEGACY_ROUTES.companyList) : fixed(LEGACY_ROUTES.companyList);
    case 'news':
    case 'notice': {
      const detail = action === `${controller}_show` || action === 'show';
      const marker = controller === 'news' ? 'a' : 'n';
      return detail ? lookup('article', `${marker}${id}`, LEGACY_ROUTES.article, LEGACY_ROUTES.articleList) : fixed(LEGACY_ROUTES.articleList);
    }
    case 'resume':
      return action === 'resume_show' || action === 'show'
        ? lookup('resume', `${id}`, LEGACY_ROUTES.resume, LEGACY_ROUTES.resumeList)
        : fixed(LEGACY_ROUTES.resumeList);
    case 'members':
    case 'user':
      return LOGIN_ACTIONS.has(action) ? fixed(LEGACY_ROUTES.login) : null;
    default:
      return null;
  }
}

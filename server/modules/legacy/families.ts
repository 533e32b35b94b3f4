/**
 * The address families real 74cms sites published, read from the 74cms sources
 * themselves (the table with each source file is in scripts/import-74cms/README.md).
 * Each family is a path pattern of one line (v3.x plain PHP, v4.x ThinkPHP 3.2,
 * SE ThinkPHP 5) and where its pages live now. Pure: the redirect hook looks
 * the id up afterwards. The query and pathinfo forms of the ThinkPHP lines
 * (?c=jobs&a=jobs_show, /jobs/jobs_show/id/5) are parsed by match.ts.
 *
 * A family never matches a route of the new app: SE's default detail pages
 * (/job/5, /company/5, /resume/5, /article/5) are exactly our own routes, so
 * only their .html forms are old addresses.
 */

/** A detail page of the old site, looked up by its old id. */
export type LegacyDetail = 'job' | 'company' | 'news' | 'notice' | 'resume' | 'jobfair';
/** A list page (or the home / login page) of the old site. */
export type LegacyList = 'home' | 'jobs' | 'companies' | 'articles' | 'resumes' | 'jobfairs' | 'login';

export type LegacyLine = 'v3' | 'v4' | 'se';

export interface LegacyFamily {
  /** Stable name, used by the tests and the README table. */
  name: string;
  line: LegacyLine;
  /** Matched against the decoded, lower-cased path (no query). */
  pattern: RegExp;
  /** A detail family takes the id from the first capture group, or from ?id= when the pattern has none. */
  to: { detail: LegacyDetail } | { list: LegacyList };
  /** One real address of the family; {id} stands for the old id. */
  example: string;
}

const detail = (d: LegacyDetail) => ({ detail: d }) as const;
const list = (l: LegacyList) => ({ list: l }) as const;

export const LEGACY_FAMILIES: readonly LegacyFamily[] = [
  // v3.x: one PHP file per page (jobs/jobs-show.php?id=5 …).
  { name: 'v3-php-job', line: 'v3', pattern: /^\/jobs\/jobs-show\.php$/, to: detail('job'), example: '/jobs/jobs-show.php?id={id}' },
  {
    name: 'v3-php-company',
    line: 'v3',
    pattern: /^\/company\/company-(?:show|jobs|news|info|img|comment)\.php$/,
    to: detail('company'),
    example: '/company/company-jobs.php?id={id}',
  },
  { name: 'v3-php-resume', line: 'v3', pattern: /^\/resume\/resume-(?:show|doc)\.php$/, to: detail('resume'), example: '/resume/resume-show.php?id={id}' },
  { name: 'v3-php-news', line: 'v3', pattern: /^\/news\/news-show\.php$/, to: detail('news'), example: '/news/news-show.php?id={id}' },
  { name: 'v3-php-notice', line: 'v3', pattern: /^\/notice\/notice-show\.php$/, to: detail('notice'), example: '/notice/notice-show.php?id={id}' },
  { name: 'v3-php-jobfair', line: 'v3', pattern: /^\/jobfair\/jobfair-(?:show|exhibitors)\.php$/, to: detail('jobfair'), example: '/jobfair/jobfair-show.php?id={id}' },
  { name: 'v3-php-job-lists', line: 'v3', pattern: /^\/jobs\/(?:index|jobs-list\d*|street-search|officebuilding-search|map-search|jobtag-search|jobs-contrast)\.php$/, to: list('jobs'), example: '/jobs/jobs-list.php?category=1' },
  { name: 'v3-php-company-list', line: 'v3', pattern: /^\/company\/index\.php$/, to: list('companies'), example: '/company/index.php?trade=3' },
  { name: 'v3-php-resume-list', line: 'v3', pattern: /^\/resume\/(?:index|resume-list\d*|resume-search)\.php$/, to: list('resumes'), example: '/resume/resume-list.php' },
  { name: 'v3-php-news-lists', line: 'v3', pattern: /^\/(?:news\/(?:index|news-list|news-search)|notice\/(?:index|notice-list))\.php$/, to: list('articles'), example: '/news/news-list.php?id=1' },
  { name: 'v3-php-jobfair-list', line: 'v3', pattern: /^\/jobfair\/(?:index|jobfair-list)\.php$/, to: list('jobfairs'), example: '/jobfair/jobfair-list.php' },
  { name: 'v3-php-login', line: 'v3', pattern: /^\/user\/(?:login|user_reg|reg|user_getpass|getpass)\.php$/, to: list('login'), example: '/user/user_reg.php' },

  // v3.x rewrite (.htaccess / httpd.ini), also v4's "3.7" preset (jobs-show-5-.htm, with the style slot) and SE's qishi_3_7.
  { name: 'v3-rewrite-job', line: 'v3', pattern: /^\/jobs\/jobs-show-(\d+)(?:-[^/]*)?\.html?$/, to: detail('job'), example: '/jobs/jobs-show-{id}.htm' },
  {
    name: 'v3-rewrite-company',
    line: 'v3',
    pattern: /^\/company\/company-(?:show|jobs|news|img|comment)-(\d+)(?:-[^/]*)?\.html?$/,
    to: detail('company'),
    example: '/company/company-show-{id}.htm',
  },
  { name: 'v3-rewrite-resume', line: 'v3', pattern: /^\/resume\/resume-show-(\d+)\.html?$/, to: detail('resume'), example: '/resume/resume-show-{id}.htm' },
  { name: 'v3-rewrite-news', line: 'v3', pattern: /^\/news\/news-show-(\d+)\.html?$/, to: detail('news'), example: '/news/news-show-{id}.htm' },
  { name: 'v3-rewrite-notice', line: 'v3', pattern: /^\/notice\/notice-show-(\d+)\.html?$/, to: detail('notice'), example: '/notice/notice-show-{id}.htm' },
  { name: 'v3-rewrite-jobfair', line: 'v3', pattern: /^\/jobfair\/jobfair-(?:show|exhibitors)-(\d+)(?:-[^/]*)?\.html?$/, to: detail('jobfair'), example: '/jobfair/jobfair-show-{id}.htm' },
  { name: 'v3-rewrite-job-lists', line: 'v3', pattern: /^\/jobs\/(?:jobs-list|jobtag-search|street-search|officebuilding-search|map-search)-[^/]*\.htm$|^\/jobs\/index\.htm$/, to: list('jobs'), example: '/jobs/jobs-list-1-2-0-0-0-0-0-0-0-0-0--1.htm' },
  { name: 'v3-rewrite-company-list', line: 'v3', pattern: /^\/company\/company-list-[^/]*\.htm$|^\/vip\/[a-z0-9_]+$/, to: list('companies'), example: '/company/company-list-3-1-2.htm' },
  { name: 'v3-rewrite-resume-list', line: 'v3', pattern: /^\/resume\/(?:index|resume-list-[^/]*|resumetag-search-[^/]*)\.htm$/, to: list('resumes'), example: '/resume/index.htm' },
  { name: 'v3-rewrite-news-lists', line: 'v3', pattern: /^\/(?:news|notice)\/(?:index|(?:news|notice)-(?:list|search)-[^/]*)\.htm$/, to: list('articles'), example: '/news/news-list-2-1.htm' },
  { name: 'v3-rewrite-jobfair-list', line: 'v3', pattern: /^\/jobfair\/jobfair-list-[^/]*\.htm$/, to: list('jobfairs'), example: '/jobfair/jobfair-list-1.htm' },
  { name: 'v3-rewrite-home', line: 'v3', pattern: /^\/index\.htm$/, to: list('home'), example: '/index.htm' },

  // v3.x wap pages (m/ in 3.x, wap/ before it).
  { name: 'v3-wap-job', line: 'v3', pattern: /^\/(?:m|wap)\/wap-(?:hunter-)?jobs-show\.php$/, to: detail('job'), example: '/m/wap-jobs-show.php?id={id}' },
  { name: 'v3-wap-company', line: 'v3', pattern: /^\/(?:m|wap)\/wap-company-show\.php$/, to: detail('company'), example: '/wap/wap-company-show.php?id={id}' },
  { name: 'v3-wap-news', line: 'v3', pattern: /^\/(?:m|wap)\/wap-news-show\.php$/, to: detail('news'), example: '/m/wap-news-show.php?id={id}' },
  { name: 'v3-wap-resume', line: 'v3', pattern: /^\/(?:m|wap)\/wap-resume-show\.php$/, to: detail('resume'), example: '/m/wap-resume-show.php?id={id}' },
  { name: 'v3-wap-job-list', line: 'v3', pattern: /^\/(?:m|wap)\/wap-(?:hunter-)?jobs-list\.php$/, to: list('jobs'), example: '/m/wap-jobs-list.php' },
  { name: 'v3-wap-news-list', line: 'v3', pattern: /^\/(?:m|wap)\/wap-news-list\.php$/, to: list('articles'), example: '/wap/wap-news-list.php' },
  { name: 'v3-wap-resume-list', line: 'v3', pattern: /^\/(?:m|wap)\/wap-resume-list\.php$/, to: list('resumes'), example: '/m/wap-resume-list.php' },
  { name: 'v3-wap-login', line: 'v3', pattern: /^\/(?:m|wap)\/wap_(?:login|user_reg|user_get_pass)\.php$/, to: list('login'), example: '/m/wap_login.php' },
  { name: 'v3-wap-home', line: 'v3', pattern: /^\/(?:wap\/?|(?:m|wap)\/index\.php)$/, to: list('home'), example: '/wap/index.php' },

  // v4.x: the "min" rewrite preset (.html), the job-fair module's route, and its mobile job-fair pages.
  { name: 'v4-min-job', line: 'v4', pattern: /^\/jobs\/(\d+)\.html$/, to: detail('job'), example: '/jobs/{id}.html' },
  { name: 'v4-min-company', line: 'v4', pattern: /^\/company\/(?:jobs\/)?(\d+)(?:-[^/]*)?\.html$/, to: detail('company'), example: '/company/{id}.html' },
  { name: 'v4-min-resume', line: 'v4', pattern: /^\/resume\/(\d+)\.html$/, to: detail('resume'), example: '/resume/{id}.html' },
  { name: 'v4-min-news', line: 'v4', pattern: /^\/news\/(\d+)\.html$/, to: detail('news'), example: '/news/{id}.html' },
  { name: 'v4-min-notice', line: 'v4', pattern: /^\/notice\/(\d+)\.html$/, to: detail('notice'), example: '/notice/{id}.html' },
  { name: 'v4-min-jobfair', line: 'v4', pattern: /^\/jobfair\/(?:com-|reserve\/)?(\d+)(?:-[^/]*)?\.html$/, to: detail('jobfair'), example: '/jobfair/{id}.html' },
  { name: 'v4-min-lists-jobs', line: 'v4', pattern: /^\/jobs\.html$/, to: list('jobs'), example: '/jobs.html' },
  { name: 'v4-min-lists-resumes', line: 'v4', pattern: /^\/resume\.html$/, to: list('resumes'), example: '/resume.html' },
  { name: 'v4-min-lists-articles', line: 'v4', pattern: /^\/(?:news|notice)(?:\/list-[^/]*)?\.html$/, to: list('articles'), example: '/news/list-2--1.html' },
  { name: 'v4-min-lists-jobfairs', line: 'v4', pattern: /^\/jobfair(?:\/list-[^/]*)?\.html$/, to: list('jobfairs'), example: '/jobfair/list-1.html' },
  { name: 'v4-min-login', line: 'v4', pattern: /^\/members\/login\.html$|^\/user\/login\.htm$/, to: list('login'), example: '/members/login.html' },
  { name: 'v4-jobfair-route', line: 'v4', pattern: /^\/(?:index\.php\/)?jobfair\/(?:index\/)?(?:jobfair_show|jobfair_com|jobfair_reserve)(?:\.html?)?$/, to: detail('jobfair'), example: '/jobfair/jobfair_show.html?id={id}' },
  { name: 'v4-jobfair-pathinfo', line: 'v4', pattern: /^\/(?:index\.php\/)?(?:jobfair\/index|mobile\/jobfair)\/(?:jobfair_show|jobfair_com|show|comlist|reserve)\/id\/(\d+)(?:\.html?)?$/, to: detail('jobfair'), example: '/Jobfair/Index/jobfair_show/id/{id}.html' },
  { name: 'v4-jobfair-lists', line: 'v4', pattern: /^\/(?:index\.php\/)?(?:jobfair(?:\/index)?(?:\/index|\/jobfair_retrospect|\/retrospect|\/traffic)?|mobile\/jobfair(?:\/index)?)(?:\.html?)?$/, to: list('jobfairs'), example: '/jobfair/retrospect.html' },

  // SE (ThinkPHP 5) pc routes: default (.html forms only), qishi_6_0_min, qishi_3_7, qishi_6_0_pathinfo.
  { name: 'se-pc-job', line: 'se', pattern: /^\/job\/(\d+)\.html$/, to: detail('job'), example: '/job/{id}.html' },
  { name: 'se-pc-article', line: 'se', pattern: /^\/article\/(\d+)\.html$/, to: detail('news'), example: '/article/{id}.html' },
  { name: 'se-pc-notice', line: 'se', pattern: /^\/notice\/(\d+)$/, to: detail('notice'), example: '/notice/{id}' },
  { name: 'se-pc-jobfair', line: 'se', pattern: /^\/jobfairol\/(?:details\/|show\/id\/)?(\d+)(?:\.html)?$/, to: detail('jobfair'), example: '/jobfairol/{id}.html' },
  { name: 'se-pc-jobfair-list', line: 'se', pattern: /^\/jobfairol(?:\.html)?$/, to: list('jobfairs'), example: '/jobfairol' },
  { name: 'se-pc-company-list', line: 'se', pattern: /^\/companylist(?:\.html?)?$|^\/jobs\/company_list$/, to: list('companies'), example: '/companylist.htm' },
  { name: 'se-pc-notice-list', line: 'se', pattern: /^\/notice(?:\.html?)?$/, to: list('articles'), example: '/notice' },
  { name: 'se-pc-resume-list', line: 'se', pattern: /^\/resume$/, to: list('resumes'), example: '/resume' },
  { name: 'se-pc-job-lists', line: 'se', pattern: /^\/jobs$|^\/map$|^\/job\/contrast$/, to: list('jobs'), example: '/jobs' },
  { name: 'se-member', line: 'se', pattern: /^\/member(?:\/.*)?$/, to: list('login'), example: '/member/login' },

  // SE mobile site (a Vue app under /m/, history mode).
  { name: 'se-m-job', line: 'se', pattern: /^\/m\/job\/(\d+)$/, to: detail('job'), example: '/m/job/{id}' },
  { name: 'se-m-company', line: 'se', pattern: /^\/m\/company\/(\d+)$/, to: detail('company'), example: '/m/company/{id}' },
  { name: 'se-m-resume', line: 'se', pattern: /^\/m\/resume\/(\d+)$/, to: detail('resume'), example: '/m/resume/{id}' },
  { name: 'se-m-news', line: 'se', pattern: /^\/m\/news\/(\d+)$/, to: detail('news'), example: '/m/news/{id}' },
  { name: 'se-m-notice', line: 'se', pattern: /^\/m\/notice\/(\d+)$/, to: detail('notice'), example: '/m/notice/{id}' },
  { name: 'se-m-jobfair', line: 'se', pattern: /^\/m\/jobfairol\/(\d+)$/, to: detail('jobfair'), example: '/m/jobfairol/{id}' },
  { name: 'se-m-job-lists', line: 'se', pattern: /^\/m\/(?:joblist|jobnearby|jobmap)$/, to: list('jobs'), example: '/m/joblist' },
  { name: 'se-m-company-list', line: 'se', pattern: /^\/m\/(?:companylist|shortvideo\/companylist)$/, to: list('companies'), example: '/m/companylist' },
  { name: 'se-m-resume-list', line: 'se', pattern: /^\/m\/resumelist$/, to: list('resumes'), example: '/m/resumelist' },
  { name: 'se-m-article-lists', line: 'se', pattern: /^\/m\/(?:newslist(?:\/\d+)?|noticelist)$/, to: list('articles'), example: '/m/newslist/2' },
  { name: 'se-m-jobfair-list', line: 'se', pattern: /^\/m\/jobfairol(?:\/reserve)?$/, to: list('jobfairs'), example: '/m/jobfairol' },
  { name: 'se-m-login', line: 'se', pattern: /^\/m\/member\/(?:login|reg|forget|regquick)(?:\/.*)?$/, to: list('login'), example: '/m/member/login/personal' },
  { name: 'se-m-home', line: 'se', pattern: /^\/m\/(?:index)?$/, to: list('home'), example: '/m/index' },
];

/** The family an address belongs to, with the old id of a detail page (null when it has none). */
export function matchFamily(path: string, queryId: string | null): { family: LegacyFamily; id: string | null } | null {
  const p = path.toLowerCase();
  for (const family of LEGACY_FAMILIES) {
    const m = family.pattern.exec(p);
    if (!m) continue;
    const id = 'detail' in family.to ? (m[1] ?? queryId ?? null) : null;
    return { family, id: id === null ? null : id.replace(/^0+(?=\d)/, '') };
  }
  return null;
}

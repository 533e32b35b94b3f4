import { DIY_ROUTE, pageDef } from '../../schemas/pages';

/**
 * Route paths, named once (CONVENTIONS: bulletproof's config/paths.ts). Each
 * is `{ path, href() }`: `path` is the router pattern, `href` builds a link.
 * Paths of design pages come from schemas/pages.ts (the server seeds the same
 * list), so the two can never disagree; a missing key throws at start.
 */
function routeOf(key: string): string {
  const def = pageDef(key);
  if (!def) throw new Error(`paths: no design page "${key}" in schemas/pages.ts`);
  return def.route;
}

const fixed = (key: string) => {
  const path = routeOf(key);
  return { path, href: () => path } as const;
};

/** A page that takes a query (/chat?userId=…, /register?role=…). */
const withQuery = (key: string) => {
  const path = routeOf(key);
  return { path, href: (query?: Record<string, string | number>) => (query ? `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : path) } as const;
};

const withId = (key: string) => {
  const path = routeOf(key);
  return { path, href: (id: number | string) => path.replace(':id', encodeURIComponent(String(id))) } as const;
};

export const paths = {
  home: fixed('home'),
  job: { path: routeOf('job'), href: (query?: Record<string, string>) => `${routeOf('job')}${query ? `?${new URLSearchParams(query).toString()}` : ''}` },
  jobDetail: withId('job-detail'),
  article: fixed('article'),
  articleList: fixed('article-list'),
  articleDetail: withId('article-detail'),
  me: fixed('me'),
  message: fixed('message'),
  help: fixed('help'),
  resumeList: fixed('resume-list'),
  login: fixed('login'),
  accountLogin: fixed('account-login'),
  brandChannel: fixed('brand-channel'),
  company: fixed('company-list'),
  companyDetail: withId('company-detail'),
  /** /live/{id?}: the id is optional (spec §2). */
  liveDetail: { path: `${routeOf('live-detail')}?`, href: (id?: number | string) => (id === undefined ? routeOf('live-detail').replace('/:id', '') : routeOf('live-detail').replace(':id', encodeURIComponent(String(id)))) },
  myBaseInfo: fixed('my-base-info'),
  myExpect: fixed('my-expect'),
  myTest: fixed('my-test'),
  mySettings: fixed('my-settings'),
  myRealName: fixed('my-real-name'),
  myShield: fixed('my-shield'),
  register: withQuery('register'),
  chat: withQuery('chat'),
  walletFlowDetail: fixed('wallet-flow-detail'),
  switchRole: fixed('switch-role'),
  meAuthorize: fixed('me-authorize'),
  meContact: fixed('me-contact'),
  privacy: fixed('privacy'),
  resumeResume: fixed('resume-resume'),
  resumeSubmit: fixed('resume-submit'),
  resumeSubmitDetail: fixed('resume-submit-detail'),
  resumeSubmitFinished: fixed('resume-submit-finished'),
  resumeDetail: withId('resume-detail'),
  forgot: fixed('forgot'),
  agreement: fixed('agreement'),
  vipSupplement: { path: routeOf('vip-supplement'), href: (key?: string) => `${routeOf('vip-supplement')}${key ? `?key=${encodeURIComponent(key)}` : ''}` },
  form: fixed('public-form'),
  formGroup: fixed('public-form-group'),
  jobManage: fixed('job-manage'),
  jobEdit: { path: routeOf('job-edit'), href: (id?: number) => `${routeOf('job-edit')}${id ? `?id=${id}` : ''}` },
  myFavorites: fixed('my-favorites'),
  favoritesMe: fixed('favorites-me'),
  myCompanyMembers: fixed('my-company-members'),
  eventList: fixed('event-list'),
  /** /event/:id takes an id or an event's stable name (/event/spring-fair). */
  eventDetail: withId('event-detail'),
  myEvents: fixed('my-events'),
  interviewCall: withId('interview-call'),
  myInterviews: fixed('my-interviews'),
  myLives: fixed('my-lives'),
  myViewers: fixed('my-viewers'),
  diy: { path: DIY_ROUTE, href: (page: string) => `${DIY_ROUTE}?page=${encodeURIComponent(page)}` },
} as const;

export type PathName = keyof typeof paths;

/**
 * The router pattern of a design page's route: its own path, except that
 * /live/:id takes an optional id (spec §2: /live/{id?}).
 */
export function routePattern(key: string, route: string): string {
  return key === 'live-detail' ? paths.liveDetail.path : route;
}

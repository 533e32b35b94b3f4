import { DESIGN_SCHEMA_VERSION, type DesignNode, type DesignPage, type LinkObject } from '../../../schemas/design';

/**
 * The built-in design pages: every route of the app has one, seeded for each
 * tenant, so an operator can reshape any screen without a deploy. A known page
 * that a tenant has no row for (a database seeded before design pages existed)
 * is served from here too.
 *
 * The pages are one table keyed by page key (PAGES below): tsc refuses a key
 * without its page and a node whose props its widget's schema would refuse.
 * A screen whose feature is not built yet holds a `coming-soon` node; the issue
 * that builds the feature swaps in its widget.
 */

export { DESIGN_PAGE_DEFS, DIY_ROUTE, pageDef, routeOfPage, type DesignPageDef, type PageKey } from '../../../schemas/pages';
import { DESIGN_PAGE_DEFS, DIY_ROUTE, pageDef, type PageKey } from '../../../schemas/pages';
import { SPRING_FAIR_SLUG } from '../../../schemas/events';
import type { WidgetPropsByType, WidgetType } from './widget-props';

/** Shown before any publish, so clients holding nothing still refetch after the first one. */
export const DEFAULT_PAGE_UPDATED_AT = new Date(0).toISOString();

/** Pages kept mounted when navigating away (spec §2 layout rules). */
const KEEP_ALIVE = new Set<PageKey>(['home', 'message', 'me', 'help', 'live-detail', 'resume-list', 'article-list']);
/** Pages drawn without the mobile header (spec §2 layout rules). */
const NO_HEADER = new Set<PageKey>(['home', 'message', 'me', 'resume-resume', 'resume-preview', 'vip-my-rights', 'wallet-flow-detail', 'vip-my-assets-package']);
/** Pages that draw their own top bar (the conversation shows who you talk to). */
const OWN_TOP_BAR = new Set<PageKey>(['chat']);

// ---------------------------------------------------------------- helpers

type Params = Record<string, unknown>;
const nav = (path: string, params?: Params): LinkObject => ({ type: 'navigate', path, ...(params ? { params } : {}) });
const diy = (key: string): LinkObject => nav(DIY_ROUTE, { page: key });
/** A widget node whose props tsc checks against the widget's own schema (WidgetPropsByType). */
const node = <T extends WidgetType>(id: string, type: T, props: WidgetPropsByType[T], extra: Omit<DesignNode, 'id' | 'type' | 'props'> = {}): DesignNode => ({
  id,
  type,
  props,
  ...extra,
});
/**
 * Pictures shipped under public/static/design/ (750 × 320), as operators upload theirs: raster (WebP).
 * The .svg beside each is its source. As a page's picture an SVG with text cost a phone's main thread
 * ~30 ms to lay out its text and as much again to paint it, in the first screen's largest paint (issue 15);
 * a WebP is decoded off the main thread.
 */
const img = (name: 'banner-1' | 'banner-2' | 'banner-3' | 'diy-campus-hero' | 'diy-spring-hero') => `/static/design/${name}.webp`;
const BANNER_RATIO = 750 / 320;
const BANNERS = ['banner-1', 'banner-2', 'banner-3'] as const;
/** A banner in the tenant's own colours and words (demo2 is green, with its own slogans). */
const banner = (variant: DesignVariant, name: (typeof BANNERS)[number]) => (variant === 'demo2' ? `/static/design/demo2-${name}.webp` : img(name));

const searchBar = (id: string, placeholder: string, path: string) =>
  node(id, 'search-bar', { placeholder, link: nav(path, { keyword: '{{keyword}}' }) });

// ---------------------------------------------------------------- tenant texts

export type DesignVariant = 'demo' | 'demo2';

export interface DefaultPageSite {
  variant: DesignVariant;
  appName: string;
  customerServicePhone?: string;
}

interface VariantTexts {
  banners: { title: string; link: LinkObject }[];
  notice: string;
  campusSlogan: string;
  springSlogan: string;
  springDate: string;
  springPlace: string;
}

const TEXTS: Record<DesignVariant, VariantTexts> = {
  demo: {
    banners: [
      { title: '春风行动 · 万岗直招', link: diy('diy-spring') },
      { title: '直播带岗 在线面试', link: nav('/live') },
      { title: '校园招聘季 名企等你来', link: diy('diy-campus') },
    ],
    notice: '春季招聘会 3 月 15 日开幕，线上线下同步进行，欢迎报名参加！',
    campusSlogan: '2026 届校园招聘火热进行中',
    springSlogan: '春风行动 · 才聚杭州 2026 春季大型招聘会',
    springDate: '3 月 15 日 9:00-16:00',
    springPlace: '杭州国际博览中心 1 号馆',
  },
  demo2: {
    banners: [
      { title: '海纳百川 · 春招季', link: diy('diy-spring') },
      { title: '企业直播 云端招聘', link: nav('/live') },
      { title: '应届生专场 实习转正', link: diy('diy-campus') },
    ],
    notice: '海纳春季人才交流会 3 月 15 日开幕，参会企业持续增加中。',
    campusSlogan: '海纳校园行：实习岗位与管培生计划',
    springSlogan: '海纳百川 · 青岛 2026 春季人才交流大会',
    springDate: '3 月 15 日 9:30-16:30',
    springPlace: '青岛国际会展中心 A2 馆',
  },
};

// ---------------------------------------------------------------- pages

type PageBody = Pick<DesignPage, 'nodes'> & Partial<Pick<DesignPage, 'popups' | 'style'>>;

function homePage(t: VariantTexts, variant: DesignVariant): PageBody {
  // Emoji icons: no pictures to ship, and operators can swap in image URLs.
  const grid: [string, string, LinkObject][] = [
    ['找工作', '💼', nav('/job')],
    ['找公司', '🏢', nav('/company')],
    ['附近职位', '📍', nav('/job', { sort: 'new', nearby: 1 })],
    ['招聘会', '🎪', nav('/event')],
    ['直播招聘', '📺', nav('/live')],
    ['职场资讯', '📰', nav('/article')],
    ['校园招聘', '🎓', diy('diy-campus')],
    ['兼职', '⏰', nav('/job', { keyword: '兼职' })],
  ];
  return {
    nodes: [
      searchBar('home-search', '搜索职位、公司', '/job'),
      node('home-banner', 'banner-swiper', {
        // The banner images carry their own text, so the slides need no caption over them.
        items: t.banners.map((b, i) => ({ image: banner(variant, BANNERS[i % BANNERS.length] ?? 'banner-1'), alt: b.title, link: b.link })),
        height: 160,
        autoplay: true,
        interval: 4000,
      }),
      node('home-nav', 'grid-nav', { columns: 4, items: grid.map(([text, icon, link]) => ({ icon, text, link })) }, { style: { mt: 8, bg: '#ffffff' } }),
      node('home-notice', 'notice-bar', { text: t.notice, link: diy('diy-spring') }, { style: { mt: 8 } }),
      node('home-jobs-title', 'title-bar', { title: '热门职位', subtitle: '全国最新发布', moreText: '更多' }, { link: nav('/job'), style: { mt: 8 } }),
      node('home-jobs', 'job-list', { title: '', sort: 'new', keyword: '', areaCode: '', limit: 10, infinite: true }),
    ],
  };
}

function jobPage(): PageBody {
  return {
    nodes: [
      node('job-search', 'job-search', { placeholder: '搜索职位、公司、福利', sort: 'new', nearby: true, radius: 5000, limit: 20 }),
    ],
  };
}

function articlePage(): PageBody {
  return {
    nodes: [
      node(
        'article-tabs',
        'tabs-container',
        { tabs: [{ title: '职场资讯' }, { title: '通知公告' }] },
        {
          children: [
            node('article-news', 'article-list', { title: '', kind: 'news', limit: 10 }),
            node('article-notice', 'article-list', { title: '', kind: 'notice', limit: 10 }),
          ],
        },
      ),
      node('article-more', 'title-bar', { title: '全部文章', moreText: '查看全部' }, { link: nav('/article/list'), style: { mt: 8 } }),
    ],
  };
}

function helpPage(site: DefaultPageSite): PageBody {
  const phone = site.customerServicePhone || '400-800-1234';
  return {
    nodes: [
      node('help-center', 'help-center', { placeholder: '搜索问题', phone: '' }),
      node('help-divider', 'divider', { text: '联系客服' }),
      node('help-contact', 'rich-text', { html: `<p>${site.appName}客服电话：${phone}（工作日 9:00-18:00）</p>` }, { link: { type: 'call', data: { phone } } }),
    ],
  };
}

/** The agreement comes from the tenant's document store (built-in text until the operator publishes one). */
function agreementPage(): PageBody {
  return { nodes: [node('agreement-text', 'document', { docKey: 'agreement' })] };
}

function loginPage(site: DefaultPageSite, key: PageKey): PageBody {
  return {
    nodes: [
      node(`${key}-hero`, 'image', { src: banner(site.variant, 'banner-1'), alt: site.appName, ratio: BANNER_RATIO }),
      node(`${key}-title`, 'title-bar', { title: `欢迎来到${site.appName}`, subtitle: '登录后投递简历、与招聘者沟通' }),
    ],
  };
}

function liveListPage(): PageBody {
  return {
    nodes: [
      node(
        'live-tabs',
        'tabs-container',
        { tabs: [{ title: '正在直播' }, { title: '直播预告' }, { title: '精彩回放' }] },
        {
          children: [
            node('live-now', 'live-list', { title: '', limit: 10, status: 1 }),
            node('live-upcoming', 'live-list', { title: '', limit: 10, status: 0 }),
            node('live-ended', 'live-list', { title: '', limit: 10, status: 2 }),
          ],
        },
      ),
    ],
  };
}

function campusPage(t: VariantTexts): PageBody {
  return {
    nodes: [
      node('campus-banner', 'banner-swiper', {
        items: [
          { image: img('diy-campus-hero'), alt: '2026 校园招聘' },
          { image: img('banner-3'), alt: '名企管培生计划', link: nav('/job', { keyword: '管培' }) },
        ],
        height: 160,
        autoplay: true,
        interval: 5000,
      }),
      node('campus-nav', 'grid-nav', {
        columns: 4,
        items: [
          { icon: '🏢', text: '名企校招', link: nav('/company', { verified: 1 }) },
          { icon: '🎓', text: '实习岗位', link: nav('/job', { keyword: '实习' }) },
          { icon: '📺', text: '宣讲直播', link: nav('/live') },
          { icon: '📖', text: '就业指导', link: nav('/article') },
        ],
      }),
      node('campus-notice', 'notice-bar', { text: `${t.campusSlogan}，投递简历前请先完善教育经历。` }, { style: { mt: 8 } }),
      node('campus-jobs-title', 'title-bar', { title: '实习与应届岗位', moreText: '更多' }, { link: nav('/job', { keyword: '实习' }), style: { mt: 8 } }),
      node('campus-jobs', 'job-list', { title: '', sort: 'new', keyword: '实习', areaCode: '', limit: 10, infinite: false }),
      node('campus-companies', 'company-list', { title: '认证名企', limit: 6, verified: true }, { style: { mt: 8 } }),
      node('campus-apply', 'float-button', { text: '投简历' }, { link: { type: 'login', params: { role: 0 }, resLink: nav('/resume/resume') } }),
    ],
  };
}

function springPage(t: VariantTexts): PageBody {
  return {
    style: { bgColor: '#fff7e8' },
    nodes: [
      node('spring-hero', 'image', { src: img('diy-spring-hero'), alt: t.springSlogan, ratio: BANNER_RATIO }),
      node('spring-intro', 'rich-text', {
        html: `<h3>${t.springSlogan}</h3><p>时间：${t.springDate}</p><p>地点：${t.springPlace}</p><p>现场与线上同步招聘，求职者免费入场。</p>`,
      }, { style: { mx: 12, mt: 8, pd: 12, bg: '#ffffff', radius: 8 } }),
      node('spring-gap', 'spacer', { height: 8 }),
      node('spring-events', 'event-list', { title: '近期招聘会', kind: 'fair', upcomingOnly: true, limit: 3, kindTabs: false, moreText: '全部活动' }),
      node('spring-divider', 'divider', { text: '参会企业' }),
      node('spring-companies', 'company-list', { title: '', limit: 10 }),
      node('spring-live-title', 'title-bar', { title: '直播专场', moreText: '全部直播' }, { link: nav('/live'), style: { mt: 8 } }),
      node('spring-lives', 'live-list', { title: '', limit: 3 }),
      node('spring-jobs-title', 'title-bar', { title: '招聘会职位' }, { style: { mt: 8 } }),
      node('spring-jobs', 'job-list', { title: '', sort: 'hot', keyword: '', areaCode: '', limit: 10, infinite: true }),
      // 我要报名 opens the fair's own page (seeded with this stable name), where signing up gives a ticket.
      node('spring-signup', 'float-button', { text: '我要报名' }, { link: nav(`/event/${SPRING_FAIR_SLUG}`) }),
    ],
  };
}

const EDUCATION = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'].map((label) => ({ label, value: label }));

/** /public/form: a sign-up form (报名表) whose values go back to whoever opened it. */
function formPage(): PageBody {
  return {
    nodes: [
      node('form-title', 'title-bar', { title: '报名信息', subtitle: '带 * 号的为必填项' }),
      node('form-name', 'form-input', { name: 'name', label: '姓名', required: true, preset: 'name', maxLength: 20 }),
      node('form-mobile', 'form-input', { name: 'mobile', label: '手机号', required: true, preset: 'phone', inputType: 'tel', maxLength: 11 }),
      node('form-education', 'form-select', { name: 'education', label: '学历', required: true, options: EDUCATION }),
      node('form-arrival', 'form-date', { name: 'arrivalDate', label: '期望到岗日期', required: true, fromToday: true }),
      node('form-intro', 'form-input', { name: 'intro', label: '自我介绍', inputType: 'textarea', preset: 'description', maxLength: 400, placeholder: '简单介绍你的工作经历和特长' }, { style: { mt: 8 } }),
      node('form-submit', 'form-submit', { text: '提交报名' }),
    ],
  };
}

/** /public/form-group: two sections of one form; values come back grouped as { basic: {…}, intent: {…} }. */
function formGroupPage(): PageBody {
  const basic = { group: 'basic' };
  const intent = { group: 'intent' };
  return {
    nodes: [
      node('group-basic-title', 'title-bar', { title: '基本信息' }),
      node('group-name', 'form-input', { ...basic, name: 'name', label: '姓名', required: true, preset: 'name', maxLength: 20 }),
      node('group-mobile', 'form-input', { ...basic, name: 'mobile', label: '手机号', required: true, preset: 'phone', inputType: 'tel', maxLength: 11 }),
      node('group-gender', 'form-select', { ...basic, name: 'gender', label: '性别', options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] }),
      node('group-education', 'form-select', { ...basic, name: 'education', label: '学历', required: true, options: EDUCATION }),
      node('group-intent-title', 'title-bar', { title: '求职意向' }, { style: { mt: 8 } }),
      node('group-position', 'form-input', { ...intent, name: 'position', label: '期望职位', required: true, maxLength: 40, placeholder: '如：前端开发、会计' }),
      node('group-job-type', 'form-select', { ...intent, name: 'jobType', label: '工作性质', required: true, options: ['全职', '兼职', '实习'].map((label) => ({ label, value: label })) }),
      node('group-salary', 'form-select', { ...intent, name: 'salary', label: '期望薪资', options: ['3K以下', '3-5K', '5-8K', '8-12K', '12-20K', '20K以上', '面议'].map((label) => ({ label, value: label })) }),
      node('group-arrival', 'form-date', { ...intent, name: 'arrivalDate', label: '到岗日期', fromToday: true }),
      node('group-attachment', 'form-upload', { ...intent, name: 'attachment', label: '简历附件', accept: ['pdf', 'doc', 'docx'], maxCount: 1 }),
      node('group-submit', 'form-submit', { text: '保存' }),
    ],
  };
}

// ---------------------------------------------------------------- the table

interface PageContext {
  key: PageKey;
  site: DefaultPageSite;
  t: VariantTexts;
}

/** Builds a page body on each call (save checks sanitise props in place, so no two pages share a node). */
type PageBuilder = (ctx: PageContext) => PageBody;

const page = (...nodes: DesignNode[]): PageBody => ({ nodes });
/** Job, company and resume pages end with the favorite star (the id comes from the route's :id). */
const favorite = (key: PageKey, type: 'job' | 'brand' | 'resume') => node(`${key}-favorite`, 'favorite-button', { type }, { style: { mt: 8 } });

/** Every built-in page's default body, by page key; `satisfies` makes a key without its page fail to compile. */
const PAGES = {
  home: ({ site, t }) => homePage(t, site.variant),
  job: jobPage,
  article: articlePage,
  'article-list': () => page(node('articles', 'article-browser', { categories: true, limit: 15 })),
  help: ({ site }) => helpPage(site),
  'my-test': () => page(node('career-test', 'career-test', {})),
  agreement: agreementPage,
  login: ({ site, key }) => loginPage(site, key),
  'account-login': ({ site, key }) => loginPage(site, key),
  'brand-channel': ({ site }) =>
    page(
      node('brand-banner', 'image', { src: banner(site.variant, 'banner-1'), alt: '品牌专区', ratio: BANNER_RATIO }),
      node('brand-title', 'title-bar', { title: '认证品牌企业' }, { style: { mt: 8 } }),
      node('brand-list', 'company-search', { placeholder: '', verifiedOnly: true, filters: true, limit: 20 }),
    ),
  'company-list': () => page(node('company-search', 'company-search', { placeholder: '搜索公司名称', verifiedOnly: false, filters: true, limit: 20 })),
  'job-detail': ({ key }) =>
    page(
      // The apply bar sits over the bottom of this page: the widget keeps 64 px free for it.
      node('job-detail', 'job-detail', { id: 0, showSimilar: true, similarLimit: 5, bottomPadding: 64 }),
      node('job-detail-apply', 'job-apply-bar', {}),
      favorite(key, 'job'),
    ),
  'company-detail': ({ key }) => page(node('company-detail', 'company-detail', { id: 0, jobLimit: 10, introLength: 120 }), favorite(key, 'brand')),
  'article-detail': () => page(node('article-detail', 'article-detail', { id: 0, showViews: true })),
  // /live/{id?}: with an id the room, without one the list (spec §2).
  'live-detail': () =>
    page(
      node('live-room', 'live-room', { id: 0, showChat: true }, { visible: { field: 'route.params.id', op: 'exists' } }),
      ...liveListPage().nodes.map((n) => Object.assign({}, n as DesignNode, { visible: { field: 'route.params.id', op: 'empty' as const } })),
    ),
  me: () => page(node('me-center', 'me-center', {}), node('me-vip', 'vip-center', { compact: true })),
  'vip-supplement': () => page(node('pay-supplement', 'pay-supplement', {})),
  'vip-my-rights': () => page(node('vip-center', 'vip-center', {})),
  'vip-my-assets-package': () => page(node('assets-package', 'assets-package', {})),
  'wallet-flow-detail': () => page(node('wallet-flow', 'wallet-flow', {})),
  message: () => page(node('chat-list', 'chat-list', {})),
  chat: () => page(node('chat-conversation', 'chat-conversation', {})),
  'my-base-info': () => page(node('base-info', 'base-info', {})),
  'my-settings': () => page(node('account-settings', 'account-settings', {})),
  'my-real-name': () => page(node('real-name', 'real-name', {})),
  'me-contact': () => page(node('contact-card', 'contact-card', {})),
  'me-authorize': () => page(node('device-authorize', 'device-authorize', {})),
  'my-shield': () => page(node('shield-list', 'shield-list', {})),
  register: () => page(node('register-form', 'register-form', {})),
  'switch-role': () => page(node('role-switch', 'role-switch', {})),
  forgot: () => page(node('password-reset', 'password-reset', {})),
  privacy: () => page(node('privacy-text', 'document', { docKey: 'privacy' })),
  'job-manage': () => page(node('job-manage', 'job-manage', {})),
  'job-edit': () => page(node('job-edit', 'job-edit', {})),
  'my-favorites': () => page(node('my-favorites', 'my-favorites', {})),
  'favorites-me': () => page(node('favorites-me', 'favorites-me', {})),
  'my-viewers': () => page(node('resume-viewers', 'resume-viewers', {})),
  'my-company-members': () => page(node('company-members', 'company-members', {})),
  'diy-campus': ({ t }) => campusPage(t),
  'diy-spring': ({ t }) => springPage(t),
  'public-form': formPage,
  'public-form-group': formGroupPage,
  'resume-submit': () => page(node('job-send-list', 'job-send', { view: 'list' })),
  'resume-submit-detail': () => page(node('job-send-detail', 'job-send', { view: 'detail' })),
  'resume-submit-finished': () => page(node('job-send-finished', 'job-send', { view: 'finished' })),
  'job-received': () => page(node('job-received', 'job-received', {})),
  'my-notices': () => page(node('notice-list', 'notice-list', {})),
  // Resumes (issue 7): the hand-written resume widgets.
  'resume-resume': () => page(node('resume-editor', 'resume-editor', {})),
  'my-expect': () => page(node('resume-expect', 'resume-editor', { sections: ['expect'], showSummary: false })),
  'resume-preview': () => page(node('resume-preview', 'resume-preview', {})),
  'resume-list': () => page(node('resume-list', 'resume-list', {})),
  // Recruiters keep resumes among favorites from the detail page.
  'resume-detail': ({ key }) => page(node('resume-detail', 'resume-detail', {}), favorite(key, 'resume')),
  // Career fairs, teach-ins and online talks (issue 18).
  'event-list': () => page(node('event-list', 'event-list', { title: '', upcomingOnly: false, limit: 20, kindTabs: true, moreText: '' })),
  'event-detail': () => page(node('event-detail', 'event-detail', {})),
  'my-events': () => page(node('my-events', 'my-events', {})),
  // Video interviews (issue 17).
  'interview-call': () => page(node('interview-call', 'video-interview', { view: 'call' })),
  'my-interviews': () => page(node('my-interviews', 'video-interview', { view: 'list' })),
  'my-lives': () => page(node('my-lives', 'live-room', { view: 'manage' })),
} satisfies Record<PageKey, PageBuilder>;

/** The default page of one key for a tenant. */
export function defaultDesignPage(key: string, site: DefaultPageSite): DesignPage | null {
  const def = pageDef(key);
  if (!def) return null;
  const body = PAGES[def.key]({ key: def.key, site, t: TEXTS[site.variant] });
  return {
    schemaVersion: DESIGN_SCHEMA_VERSION,
    page: key,
    updatedAt: DEFAULT_PAGE_UPDATED_AT,
    meta: {
      title: key === 'home' ? site.appName : def.title,
      header: !NO_HEADER.has(def.key) && !OWN_TOP_BAR.has(def.key),
      ...(KEEP_ALIVE.has(def.key) ? { keepAlive: true } : {}),
    },
    ...body,
  };
}

/** Every default page of a tenant. */
export function defaultDesignPages(site: DefaultPageSite): DesignPage[] {
  return DESIGN_PAGE_DEFS.map((d) => defaultDesignPage(d.key, site)).filter((p): p is DesignPage => p !== null);
}

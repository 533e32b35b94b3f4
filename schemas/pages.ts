/**
 * The app's pages: each route of spec §2 is drawn from the design page of the
 * same key. The server seeds a default page per key; the client router builds
 * its routes from the same list.
 */

/** Where design-driven (diy) pages are drawn: /public/diy?page=KEY. */
export const DIY_ROUTE = '/public/diy';

export interface DesignPageDef {
  /** The page key. */
  key: string;
  /** The route path of the app (with :id where a record is shown). */
  route: string;
  /** Default title (the header and document title). */
  title: string;
}

/** Written `as const` so that PageKey below is the union of the keys. */
const DEFS = [
  { key: 'home', route: '/', title: '首页' },
  { key: 'job', route: '/job', title: '职位' },
  { key: 'article', route: '/article', title: '职场资讯' },
  { key: 'article-list', route: '/article/list', title: '文章列表' },
  { key: 'article-detail', route: '/article/:id', title: '文章详情' },
  { key: 'me', route: '/me', title: '我的' },
  { key: 'message', route: '/message', title: '消息' },
  { key: 'help', route: '/help', title: '帮助中心' },
  { key: 'resume-list', route: '/resume-list', title: '简历' },
  { key: 'login', route: '/login', title: '登录' },
  { key: 'account-login', route: '/account/login', title: '账号登录' },
  { key: 'brand-channel', route: '/brand/channel', title: '品牌专区' },
  { key: 'company-list', route: '/company', title: '公司' },
  { key: 'company-detail', route: '/company/:id', title: '公司详情' },
  { key: 'job-detail', route: '/job/:id', title: '职位详情' },
  { key: 'live-detail', route: '/live/:id', title: '直播招聘' },
  { key: 'my-base-info', route: '/my/base-info', title: '基本信息' },
  { key: 'my-expect', route: '/my/expect', title: '求职意向' },
  { key: 'my-test', route: '/my/test', title: '职业测评' },
  { key: 'my-settings', route: '/my/settings', title: '账号与设置' },
  { key: 'my-real-name', route: '/my/real-name', title: '实名认证' },
  { key: 'my-shield', route: '/my/shield', title: '屏蔽公司' },
  { key: 'register', route: '/register', title: '完善注册信息' },
  { key: 'switch-role', route: '/me/switch-role', title: '切换身份' },
  { key: 'me-authorize', route: '/me/authorize', title: '登录确认' },
  { key: 'me-contact', route: '/me/contact', title: '我的名片' },
  { key: 'privacy', route: '/privacy', title: '隐私政策' },
  { key: 'resume-resume', route: '/resume/resume', title: '我的简历' },
  { key: 'resume-submit', route: '/resume/submit', title: '投递记录' },
  { key: 'resume-submit-detail', route: '/resume/submit-detail', title: '投递详情' },
  { key: 'resume-submit-finished', route: '/resume/submit-finished', title: '投递成功' },
  { key: 'resume-detail', route: '/resume/:id', title: '简历详情' },
  { key: 'resume-preview', route: '/resume/preview', title: '简历预览' },
  { key: 'forgot', route: '/forgot', title: '找回密码' },
  { key: 'agreement', route: '/agreement', title: '用户协议' },
  { key: 'vip-supplement', route: '/vip/mall/supplement', title: '支付确认' },
  { key: 'vip-my-rights', route: '/vip/my-rights', title: '会员中心' },
  { key: 'vip-my-assets-package', route: '/vip/my-assets-package', title: '我的套餐' },
  { key: 'wallet-flow-detail', route: '/wallet/flow-detail', title: '我的钱包' },
  { key: 'public-form', route: '/public/form', title: '填写信息' },
  { key: 'public-form-group', route: '/public/form-group', title: '填写信息' },
  { key: 'job-manage', route: '/job/manage', title: '职位管理' },
  { key: 'job-edit', route: '/job/edit', title: '发布职位' },
  { key: 'my-favorites', route: '/my/favorites', title: '我的收藏' },
  { key: 'favorites-me', route: '/my/favorites-me', title: '谁收藏了我' },
  { key: 'my-viewers', route: '/my/viewers', title: '谁看过我' },
  { key: 'chat', route: '/chat', title: '聊天' },
  { key: 'diy-campus', route: `${DIY_ROUTE}?page=diy-campus`, title: '校园招聘' },
  { key: 'diy-spring', route: `${DIY_ROUTE}?page=diy-spring`, title: '春季招聘会' },
  { key: 'job-received', route: '/job-received', title: '收到的简历' },
  { key: 'my-notices', route: '/my/notices', title: '我的通知' },
  { key: 'my-company-members', route: '/my/company-members', title: '企业成员' },
  { key: 'event-list', route: '/event', title: '招聘活动' },
  { key: 'event-detail', route: '/event/:id', title: '活动详情' },
  { key: 'my-events', route: '/my/events', title: '我的活动' },
  { key: 'interview-call', route: '/interview/:id', title: '视频面试' },
  { key: 'my-interviews', route: '/my/interviews', title: '我的面试' },
  { key: 'my-lives', route: '/my/lives', title: '直播管理' },
] as const satisfies readonly DesignPageDef[];

/** The key of a built-in page: a literal union, so a table keyed by it is checked for missing keys. */
export type PageKey = (typeof DEFS)[number]['key'];

/** Page key → route path of the app (spec §2), named once. */
export const DESIGN_PAGE_DEFS: readonly (DesignPageDef & { key: PageKey })[] = DEFS;

const DEF_BY_KEY = new Map<string, (typeof DESIGN_PAGE_DEFS)[number]>(DESIGN_PAGE_DEFS.map((d) => [d.key, d]));

/** The built-in page of a key; undefined for a page operators added (or no page). */
export function pageDef(key: string): (typeof DESIGN_PAGE_DEFS)[number] | undefined {
  return DEF_BY_KEY.get(key);
}

/** The route of a page: its own, or the diy route for pages operators added. */
export function routeOfPage(key: string): string {
  return DEF_BY_KEY.get(key)?.route ?? `${DIY_ROUTE}?page=${encodeURIComponent(key)}`;
}


/** Constants of the operator studio, named once. */

/** Where the studio lives; every studio path starts with it. */
export const STUDIO_BASE = '/admin';

/** Local-storage key of the operator session (apart from the mobile site's user session, same origin). */
export const STORAGE_KEY_OPERATOR = 'studio-operator';

/** Calls sent RSA-encrypted, like the user login. */
export const ENCRYPTED_PATHS: ReadonlySet<string> = new Set(['/api-admin/auth/login']);

/** Studio paths, built in one place. */
export const studioPaths = {
  login: { path: '/admin/login', href: (redirect?: string) => (redirect ? `/admin/login?redirect=${encodeURIComponent(redirect)}` : '/admin/login') },
  pages: { path: '/admin', href: () => '/admin' },
  page: { path: '/admin/pages/:key', href: (key: string) => `/admin/pages/${encodeURIComponent(key)}` },
  tabbar: { path: '/admin/tabbar', href: () => '/admin/tabbar' },
  settings: { path: '/admin/settings', href: () => '/admin/settings' },
  audit: { path: '/admin/audit', href: () => '/admin/audit' },
  events: { path: '/admin/events', href: () => '/admin/events' },
  money: { path: '/admin/money', href: () => '/admin/money' },
  clientErrors: { path: '/admin/client-errors', href: () => '/admin/client-errors' },
  wechat: { path: '/admin/wechat', href: () => '/admin/wechat' },
} as const;

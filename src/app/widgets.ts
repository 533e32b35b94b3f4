import type { WidgetLoader } from '../runtime/registry';

/**
 * Every widget type the app knows, each loaded on first use (its own chunk).
 * The key is the exact `type` of design nodes and must equal the definition's
 * `type`; the registry throws at start on a duplicate.
 */
export const widgetEntries: readonly (readonly [string, WidgetLoader])[] = [
  // Data lists
  ['job-list', () => import('../widgets/job-list').then((m) => m.default)],
  ['company-list', () => import('../widgets/company-list').then((m) => m.default)],
  ['article-list', () => import('../widgets/article-list').then((m) => m.default)],
  ['live-list', () => import('../widgets/live-list').then((m) => m.default)],
  // Career fairs, teach-ins and online talks (/event, /event/:id, /my/events)
  ['event-list', () => import('../widgets/event-list').then((m) => m.default)],
  ['event-detail', () => import('../widgets/event-detail').then((m) => m.default)],
  ['my-events', () => import('../widgets/my-events').then((m) => m.default)],
  // Navigation and promotion
  ['search-bar', () => import('../widgets/search-bar').then((m) => m.default)],
  ['banner-swiper', () => import('../widgets/banner-swiper').then((m) => m.default)],
  ['grid-nav', () => import('../widgets/grid-nav').then((m) => m.default)],
  ['notice-bar', () => import('../widgets/notice-bar').then((m) => m.default)],
  ['float-button', () => import('../widgets/float-button').then((m) => m.default)],
  // Content and layout
  ['title-bar', () => import('../widgets/title-bar').then((m) => m.default)],
  ['image', () => import('../widgets/image').then((m) => m.default)],
  ['rich-text', () => import('../widgets/rich-text').then((m) => m.default)],
  ['spacer', () => import('../widgets/spacer').then((m) => m.default)],
  ['divider', () => import('../widgets/divider').then((m) => m.default)],
  ['tabs-container', () => import('../widgets/tabs-container').then((m) => m.default)],
  ['coming-soon', () => import('../widgets/coming-soon').then((m) => m.default)],
  // Video interviews (/interview/:id, /my/interviews)
  ['video-interview', () => import('../widgets/video-interview').then((m) => m.default)],
  ['live-room', () => import('../widgets/live-room').then((m) => m.default)],
  // Forms (/public/form, /public/form-group)
  ['form-input', () => import('../widgets/form-input').then((m) => m.default)],
  ['form-select', () => import('../widgets/form-select').then((m) => m.default)],
  ['form-date', () => import('../widgets/form-date').then((m) => m.default)],
  ['form-submit', () => import('../widgets/form-submit').then((m) => m.default)],
  ['form-upload', () => import('../widgets/form-upload').then((m) => m.default)],
  // Personal centre and account (/me, /my/*)
  ['me-center', () => import('../widgets/me-center').then((m) => m.default)],
  ['career-test', () => import('../widgets/career-test').then((m) => m.default)],
  ['base-info', () => import('../widgets/base-info').then((m) => m.default)],
  ['account-settings', () => import('../widgets/account-settings').then((m) => m.default)],
  ['real-name', () => import('../widgets/real-name').then((m) => m.default)],
  ['device-authorize', () => import('../widgets/device-authorize').then((m) => m.default)],
  ['contact-card', () => import('../widgets/contact-card').then((m) => m.default)],
  ['shield-list', () => import('../widgets/shield-list').then((m) => m.default)],
  ['register-form', () => import('../widgets/register-form').then((m) => m.default)],
  ['role-switch', () => import('../widgets/role-switch').then((m) => m.default)],
  ['password-reset', () => import('../widgets/password-reset').then((m) => m.default)],
  ['document', () => import('../widgets/document').then((m) => m.default)],
  // Applying and applications (/job/:id bar, /resume/submit*, /job-received, /my/notices)
  ['job-apply-bar', () => import('../widgets/job-apply-bar').then((m) => m.default)],
  ['job-send', () => import('../widgets/job-send').then((m) => m.default)],
  ['job-received', () => import('../widgets/job-received').then((m) => m.default)],
  ['notice-list', () => import('../widgets/notice-list').then((m) => m.default)],
  // Recruiter job management and favorites (/job/manage, /job/edit, /my/favorites, /my/favorites-me)
  ['job-manage', () => import('../widgets/job-manage').then((m) => m.default)],
  ['job-edit', () => import('../widgets/job-edit').then((m) => m.default)],
  ['favorite-button', () => import('../widgets/favorite-button').then((m) => m.default)],
  ['my-favorites', () => import('../widgets/my-favorites').then((m) => m.default)],
  ['favorites-me', () => import('../widgets/favorites-me').then((m) => m.default)],
  // Company members and join requests (/my/company-members)
  ['company-members', () => import('../widgets/company-members').then((m) => m.default)],
  // Chat (/message, /chat)
  ['chat-list', () => import('../widgets/chat-list').then((m) => m.default)],
  ['chat-conversation', () => import('../widgets/chat-conversation').then((m) => m.default)],
  // Job hunting: search, job and company pages, articles, help
  ['job-search', () => import('../widgets/job-search').then((m) => m.default)],
  ['job-detail', () => import('../widgets/job-detail').then((m) => m.default)],
  ['company-search', () => import('../widgets/company-search').then((m) => m.default)],
  ['company-detail', () => import('../widgets/company-detail').then((m) => m.default)],
  ['article-browser', () => import('../widgets/article-browser').then((m) => m.default)],
  ['article-detail', () => import('../widgets/article-detail').then((m) => m.default)],
  ['help-center', () => import('../widgets/help-center').then((m) => m.default)],
  // Resumes (/resume/resume, /my/expect, /resume/preview, /resume-list, /resume/:id)
  ['resume-editor', () => import('../widgets/resume-editor').then((m) => m.default)],
  ['resume-preview', () => import('../widgets/resume-preview').then((m) => m.default)],
  ['resume-list', () => import('../widgets/resume-list').then((m) => m.default)],
  ['resume-detail', () => import('../widgets/resume-detail').then((m) => m.default)],
  // Money: VIP, packages, wallet and checkout (/vip/my-rights, /vip/my-assets-package, /wallet/flow-detail, /vip/mall/supplement)
  ['vip-center', () => import('../widgets/vip-center').then((m) => m.default)],
  ['assets-package', () => import('../widgets/assets-package').then((m) => m.default)],
  ['wallet-flow', () => import('../widgets/wallet-flow').then((m) => m.default)],
  ['resume-viewers', () => import('../widgets/resume-viewers').then((m) => m.default)],
  ['pay-supplement', () => import('../widgets/pay-supplement').then((m) => m.default)],
] as const;

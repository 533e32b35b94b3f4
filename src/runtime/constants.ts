/** Client-side numbers and texts of the spec, named once (§8, §9). Wire codes come from schemas/codes.ts. */
export * from '../../schemas/codes';
export { APP_ROLES, DEFAULT_ROLE, TERMINAL_TYPE, PRODUCT_TYPE, APP_VERSION } from '../../schemas/client-config';

/** Request time-out of the shared helper (ms). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Upload time-out (ms). */
export const UPLOAD_TIMEOUT_MS = 3_600_000;
/** Design page fetch time-out (ms). */
export const DESIGN_FETCH_TIMEOUT_MS = 60_000;
/** RSA errors (1017) are retried this many times with a fresh key. */
export const RSA_RETRY_MAX = 5;
/** Network failures (-105, -103, -101) are retried this many times… */
export const NET_RETRY_MAX = 5;
/** …each after this delay (ms). */
export const NET_RETRY_DELAY_MS = 100;
/** The encrypted system-payload is made anew at least this often (ms); the server refuses one older than 5 minutes. */
export const SYSTEM_PAYLOAD_REFRESH_MS = 60_000;
/** Delay before going to the payment supplement page on 14550 (ms). */
export const PAYMENT_REDIRECT_DELAY_MS = 500;
/** Cache default expiry for cached calls (s); only code-200 answers are cached. */
export const CACHE_DEFAULT_EXPIRY_S = 60;
/** Import config cache (s). */
export const IMPORT_CONFIG_CACHE_S = 86_400;

/** Local storage: entries expire after 7 days. */
export const STORAGE_TTL_MS = 604_800_000;
export const STORAGE_KEY_AUTH = 'authorization-um-mobile';
export const STORAGE_KEY_SETTING = 'setting-um';
export const STORAGE_KEY_LOGIN_NUM = 'LOGIN_NUM';
/** Where the path to return to after a payment is remembered (code 14550). */
export const STORAGE_KEY_PAYMENT_RETURN = 'payment-return-path';

/** Toast default duration (ms). */
export const TOAST_DURATION_MS = 2000;
/** Overlay base z-index. */
export const OVERLAY_Z_INDEX = 2000;
/** Debounce default (ms). */
export const DEBOUNCE_MS = 300;

/** Codes that never open the generic error modal (spec §8). */
export const CODES_WITHOUT_MODAL: readonly number[] = [1006, 1007, 10007, 14550, 14551, 13009];

/** Texts of the error catalogue (spec §8). */
export const MSG_NETWORK_WEAK = '网络不给力~';
export const MSG_TIMEOUT = '请求超时了';
export const MODAL_TITLE_HINT = '温馨提示';
export const MODAL_TITLE_LAUNCH_FAILED = '发起失败';
export const BUTTON_COMPLETE = '去完善';
export const BUTTON_GOT_IT = '知道了';
export const msgUnknownError = (code: number | string) => `未知错误[${code}]`;
export const MSG_ROLE_ERROR = 'role error';
export const LOGOUT_CONFIRM_TITLE = '温馨提示';
export const LOGOUT_CONFIRM_CONTENT = '确定要退出登录？';

/** Route paths the request wrapper goes to. */
export const PATH_LOGIN = '/login';
export const PATH_PAYMENT_SUPPLEMENT = '/vip/mall/supplement';

/** Popup keys the request wrapper opens (registered by the popup manager). */
export const POPUP_RESUME_REGISTER = 'resume-register';
export const POPUP_RESUME = 'resume';

// ---------------------------------------------------------------- popups and actions (spec §2, §4, §6, §8, §9)

/** A hidden popup stays mounted (its state kept) and is destroyed after this long idle (ms). */
export const POPUP_IDLE_DESTROY_MS = 60_000;
/** After the manager itself goes back in history, popstate is ignored this long (ms). */
export const POPUP_HISTORY_LOCK_MS = 100;
/** The resume-form popup shows this long after a 'resume' next-step instruction (ms). */
export const RESUME_FORM_DELAY_MS = 300;
/**
 * Each newer popup sits this far above the one below it, from OVERLAY_Z_INDEX up.
 * antd-mobile draws a popup's body 10 above its mask, so the step must exceed 10.
 */
export const POPUP_Z_INDEX_STEP = 20;
/** Toasts and dialogs shown over popups use this z-index (above any stack of popups). */
export const TOP_LAYER_Z_INDEX = 9000;
/** Popup keys opened by actions and next-step instructions. */
export const POPUP_LOGIN = 'login';
export const POPUP_RESUME_FORM = 'resume-form';
/** The emphasis add popup (spec §2): skill and highlight tags a seeker adds to the resume. */
export const POPUP_EMPHASIS_ADD = 'emphasis-add';
/** Toast texts of actions (spec §8). */
export const MSG_COPY_OK = '复制成功';
export const MSG_COPY_FAILED = '复制失败';
export const MSG_LOGIN_NOT_MOUNTED = '登录组件未挂载';
export const MSG_UNSAFE_LINK = '链接地址不安全';
export const MSG_NOT_SUPPORTED = '暂不支持';
export const MSG_PHONE_INVALID = '电话号码无效';

/** Tab bar menu height in design units (spec §9). */
export const TABBAR_HEIGHT = 55;
/** Badge counts above this show as BADGE_OVERFLOW (spec §9: '99+'). */
export const BADGE_CAP = 99;
export const BADGE_OVERFLOW = '99+';

// ---------------------------------------------------------------- app shell (spec §2 layout rules, §8, §9)

/** A failed script chunk reloads the page at most once in this long (ms). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
/** sessionStorage key holding the time of the last chunk-failure reload. */
export const STORAGE_KEY_CHUNK_RELOAD = 'chunk-reload-at';
/** Link prefetch waits for idle time at most this long (ms). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** The loading bar shows only for loads longer than this (ms)… */
export const LOADING_BAR_THROTTLE_MS = 200;
/** …and for at most this long (ms). */
export const LOADING_BAR_DURATION_MS = 5000;
/** Pages without a header bar show a title bar after scrolling this far (px). */
export const SCROLL_TITLE_THRESHOLD = 50;

/*
 * Layout lists, by the spec's page names (spec §2). src/app/shell/layout.ts
 * maps the app's page keys onto these names (home → index, article → news …).
 */
/** Pages kept mounted (scroll position and state) when navigating away. */
export const KEEP_ALIVE_PAGES: readonly string[] = ['index', 'message', 'me', 'help', 'live-detail', 'resume-list', 'article-list'];
/** Pages that always show the header bar. */
export const PAGES_WITH_HEADER: readonly string[] = ['resume-list', 'news'];
/** Pages that never show the mobile header bar. */
export const PAGES_WITHOUT_MOBILE_HEADER: readonly string[] = [
  'index',
  'message',
  'me',
  'company-brand',
  'public-video-play',
  'vip-my-rights',
  'wallet-flow-detail',
  'vip-my-assets-package',
  'resume-resume',
  'resume-preview',
];
/** Pages shown without the desktop sidebar. */
export const PAGES_WITHOUT_DESKTOP_SIDEBAR: readonly string[] = ['agreement', 'login', 'forgot'];

// ---------------------------------------------------------------- avatars (spec §9)

/** Avatar images are asked for at this size when their URL has no query of its own. */
export const AVATAR_RESIZE_PX = 200;
/**
 * Background colours of initials avatars (an avatar without an image); one is picked by the name.
 * Each carries its white initials at 4.5:1 or more (WCAG AA for small text).
 */
export const AVATAR_PALETTE: readonly string[] = [
  '#146dea', '#0a8383', '#358410', '#9b6a09', '#d34516', '#d82b8a', '#722ed1', '#2f54eb',
  '#047e83', '#2e8409', '#a36800', '#d4380d', '#c41d7f', '#531dab', '#1d39c4', '#538000',
];

/** How often the device showing a role-switch or login code asks whether the phone confirmed (ms). */
export const ROLE_SWITCH_POLL_MS = 2_000;

// ---------------------------------------------------------------- WeChat login (spec §4, §5, §8)

export const MSG_WECHAT_LOGIN_FAILED = '登录失败，微信未绑定';
export const MSG_WECHAT_LOGIN_OK = '微信登录成功!';
/** Shown on the login page while a WeChat bind key waits for a login. */
export const MSG_WECHAT_BIND_PENDING = '微信尚未绑定账号，登录后将自动绑定';
/** A WeChat OAuth state containing this is not a login (spec §5). */
export const WECHAT_STATE_NO_LOGIN = 'unLogin';
/** Codes already tried (each OAuth code is used once), and the bind key waiting for a login. */
export const STORAGE_KEY_WECHAT_CODES = 'wechat-codes-used';
export const STORAGE_KEY_WECHAT_BIND = 'wechat-bind-key';
/** How many tried codes are remembered. */
export const WECHAT_CODES_KEPT = 20;
/** A bind key is worth keeping this long (the server's own validity is 30 minutes). */
export const WECHAT_BIND_KEY_TTL_MS = 30 * 60_000;

// ---------------------------------------------------------------- uploads (spec §4, §8, §9)

/** Bytes hashed per step, so a large file never sits in memory twice. */
export const UPLOAD_HASH_CHUNK_BYTES = 2 * 1024 * 1024;
/** Title of the upload failure dialog (spec §8), the code appended when there is one. */
export const UPLOAD_ERROR_TITLE = 'Error';
export const UPLOAD_UNKNOWN_ERROR = 'Unknown error';

/** Query parameter of the server-init access-key login, and how long a tried key is remembered (spec §9: 3,600 s). */
export const ACCESS_KEY_PARAM = 'accessKey';
export const STORAGE_KEY_ACCESS_KEY = 'access-key-tried';
export const ACCESS_KEY_MARKER_TTL_MS = 3_600_000;
export const MSG_ACCESS_KEY_FAILED = '登录链接已失效';

// ---------------------------------------------------------------- applying (spec §1, §5, §8)

/** Popups of the application flow (spec §2). */
export const POPUP_JOB_SUBMIT_RESUME = 'job-submit-resume';
export const POPUP_JOB_SUBMIT_FORM = 'job-submit-form';
export const POPUP_JOB_SELECT_RESULT = 'job-select-result';
/** The live room's apply sheet (spec §2 'live job-send form'): the application carries liveId. */
export const POPUP_LIVE_JOB_SEND = 'live-job-send';
/** Toasts of the application flow (spec §8: 'resume submission not mounted', 'sign-up component not mounted'). */
export const MSG_SUBMIT_RESUME_NOT_MOUNTED = '投递简历组件未挂载';
export const MSG_SIGNUP_NOT_MOUNTED = '报名组件未挂载';
/** Shown when a sendResume answer carries no item at all. */
export const MSG_SEND_FAILED = '投递失败，请稍后重试';
/** Where a successful application lands, and the seeker's records. */
export const PATH_SEND_FINISHED = '/resume/submit-finished';
export const PATH_SEND_LIST = '/resume/submit';
export const PATH_SEND_DETAIL = '/resume/submit-detail';
/** The chat route of contracts.md §4 (the chat engineer builds the page). */
export const PATH_CHAT = '/chat';

/** Image viewer zoom (spec §9): min 1/3, max 3; a double tap within 250 ms toggles zoom 2. */
export const IMAGE_ZOOM_MIN = 1 / 3;
export const IMAGE_ZOOM_MAX = 3;
export const IMAGE_DOUBLE_TAP_MS = 250;
export const IMAGE_DOUBLE_TAP_ZOOM = 2;
/** Long press starts after 500 ms and repeats every 50 ms (spec §9). */
export const LONG_PRESS_DELAY_MS = 500;
export const LONG_PRESS_INTERVAL_MS = 50;
/** Geolocation time-out (spec §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The WeChat JS-SDK script (loaded only inside WeChat). */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** The JS-SDK is looked for every 500 ms… (spec §4) */
export const WECHAT_SDK_POLL_MS = 500;
/** …up to 10 times… */
export const WECHAT_SDK_TRIES = 10;
/** …and its script is inserted again at the 5th look. */
export const WECHAT_SDK_RETRY_AT = 5;
/** Rejections of the WeChat script (spec §8). */
export const WECHAT_LOAD_TIMEOUT = 'wxLoad-timeout';
export const WECHAT_NOT_WECHAT = 'is not wechat';
/** The share button inside WeChat: its own menu shares the page (with the share data set). */
export const MSG_WECHAT_SHARE_HINT = '点击右上角“···”分享给朋友';

/** The longest the first screen waits for its widgets' code before drawing anyway (placeholders then fill in): issue 15. */
export const BOOT_WIDGETS_WAIT_MS = 3_000;
/** The map library's load (spec §4 'Map script load', §8): pending until it loads, or this time-out… */
export const MAP_SCRIPT_TIMEOUT_MS = 10_000;
/** …which rejects with this message (spec §8). */
export const MAP_LOAD_TIMEOUT = 'loadScript timeout';
/** Spec §8 toasts 'error, map not adapted' and 'error, operator has not configured a map'. */
export const MSG_MAP_NOT_ADAPTED = '错误，地图未适配';
export const MSG_MAP_NOT_CONFIGURED = '错误，运营方未配置地图';
/** The map config is asked again after this long (s); a provider change reaches users by then. */
export const MAP_CONFIG_CACHE_S = 300;
/** Zoom of a job or company pin, and of the nearby map around the user. */
export const MAP_ZOOM_PLACE = 16;
export const MAP_ZOOM_NEARBY = 14;

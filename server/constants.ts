/** Server-side numbers, named once. Wire codes live in schemas/codes.ts. */
export * from '../schemas/codes';
/** A feature whose third-party service this deployment has not configured (production without SMS_API_URL …). */
export const CODE_SERVICE_UNAVAILABLE = 503;

/** A system-payload older than this is refused as a replay (ms). */
export const SYSTEM_PAYLOAD_MAX_AGE_MS = 5 * 60_000;
/** …and one from further in the future than this (client clock skew, ms). */
export const SYSTEM_PAYLOAD_MAX_SKEW_MS = 60_000;
/** Decrypted system-payloads kept in memory, keyed by header text. */
export const SYSTEM_PAYLOAD_CACHE_SIZE = 5_000;
/** Validated inputs kept per route that opts in (memoInput), keyed by body text… */
export const INPUT_MEMO_SIZE = 64;
/** …for bodies of at most this many characters. */
export const INPUT_MEMO_MAX_TEXT = 256;
/** Largest JSON body accepted (bytes). */
export const BODY_LIMIT_BYTES = 1_048_576;
/** Answers (API JSON, pages) smaller than this go out uncompressed: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality of API envelopes compressed per request (a level cheap enough for every answer). */
export const ENVELOPE_BROTLI_QUALITY = 4;
/** Envelopes up to this size (characters) are compressed in the request's own thread; larger ones on the zlib pool. */
export const COMPRESS_SYNC_MAX_BYTES = 8_192;
/** Agents looked up by key are kept this long (ms). */
export const AGENT_CACHE_TTL_MS = 30_000;

/** Access tokens: 32 random bytes (256 bits). */
export const ACCESS_TOKEN_BYTES = 32;
/** Sessions expire after 7 days, like the client's stored authorization. */
export const SESSION_TTL_MS = 604_800_000;
/** A token older than this is rotated on its next use (new token in the envelope). */
export const SESSION_ROTATE_AFTER_MS = 12 * 3_600_000;
/** The replaced token stays valid this long, so parallel requests do not fail. */
export const SESSION_ROTATE_GRACE_MS = 60_000;

/** Login brute-force limit: failures per account and per IP within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Legacy (74cms) id mappings are kept in memory this long (spec §9 import config cache, s). */
export const IMPORT_CONFIG_CACHE_S = 86_400;
/** Rows one importConfig/save call may carry. */
export const IMPORT_CONFIG_MAX_ROWS = 10_000;
/** Rendered SEO heads are reused this long per tenant and path (s). */
export const SEO_HEAD_CACHE_S = 60;
/** …and at most this many are kept (paths are chosen by visitors, so the cache is bounded). */
export const SEO_HEAD_CACHE_SIZE = 5_000;

/** Verification codes (SMS, email): valid this long, single use (ms). */
export const CODE_TTL_MS = 300_000;
/** Wrong tries one code survives; then a new code must be requested. */
export const CODE_MAX_ATTEMPTS = 5;
/** At most one code per number (or address) per this window (ms). */
export const CODE_SEND_INTERVAL_MS = 60_000;
/** At most this many codes per number (or address) per day. */
export const CODE_SENDS_PER_DAY = 10;
export const CODE_DAY_MS = 86_400_000;
/** SMS bombing: one address may have codes sent to at most this many numbers per window… */
export const CODE_NUMBERS_PER_ADDRESS = 10;
export const CODE_ADDRESS_WINDOW_MS = 3_600_000;
/** …and one tenant at most this many codes a day (each costs an SMS); CODE_SENDS_PER_TENANT_DAY in the environment changes it. */
export const CODE_SENDS_PER_TENANT_DAY = 5_000;
/** Verification codes are this many digits. */
export const CODE_LENGTH = 6;
/** A password-reset ticket (after resetValid) is valid this long (ms). */
export const RESET_TICKET_TTL_MS = 10 * 60_000;
/** A role-switch QR key (switch/codeurl) is valid this long (ms). */
export const SWITCH_KEY_TTL_MS = 120_000;
/** The HTTP SMS API must answer within this time (ms). */
export const SMS_TIMEOUT_MS = 10_000;

/** Time-out of a call to the identity (real-name) service. */
export const IDENTITY_TIMEOUT_MS = 10_000;
/** Real-name attempts a user may make per day (each costs a third-party check). */
export const REAL_NAME_TRIES_PER_DAY = 5;
/** Time-out of a call to the mail gateway. */
export const MAIL_TIMEOUT_MS = 10_000;
/** How long a contact-card or device-authorisation QR key stays valid. */
export const QR_KEY_TTL_MS = 120_000;
/** Time-out of a call to WeChat's OAuth API. */
export const WECHAT_TIMEOUT_MS = 10_000;
/** How long a WeChat bind key (an unbound openid waiting for a login) stays valid. */
export const WECHAT_BIND_KEY_TTL_MS = 30 * 60_000;
/** How long an access key for the server-init login stays valid (spec §9: access key marker 3,600 s). */
export const ACCESS_KEY_TTL_MS = 3_600_000;
/** How long an upload ticket (one multipart POST) stays valid. */
export const UPLOAD_TICKET_TTL_MS = 30 * 60_000;
/** Avatars are served at this size when their address has no query (spec §9). */
export const AVATAR_SIZE_PX = 200;
/** Largest side a resized image may be asked for. */
export const IMAGE_RESIZE_MAX_PX = 2000;
/** Largest picture taken at upload (width × height): decoding more would hold a core and hundreds of MB per request. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Image decodes and resizes at once per process; the rest wait, so the thread pool stays free for files and crypto. */
export const IMAGE_WORK_CONCURRENCY = 2;
/** How long a signed address of a private file (resume attachment, exported resume, ID photo) stays valid. */
export const FILE_URL_TTL_MS = 30 * 60_000;
/** WeChat's authorisation page (the phone opens it from the login QR code). */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** OAuth state of a scan login: this prefix, then the QR key. */
export const WECHAT_QR_STATE_PREFIX = 'qr.';
/** Time-out of one call to S3-compatible storage. */
export const S3_TIMEOUT_MS = 60_000;
/**
 * Where WeChat returns the phone after a scan: the personal centre, which any
 * user may open (the login page would send a logged-in phone away and drop the code).
 */
export const WECHAT_QR_RETURN_PATH = '/me';

/** Ticket holders are reminded of an event once, within this long before it starts (ms). */
export const EVENT_REMIND_BEFORE_MS = 24 * 3_600_000;
/** How often a server looks for seats to remind (each seat is claimed once, whichever server finds it). */
export const EVENT_REMIND_EVERY_MS = 5 * 60_000;
/** How often interview reminders (15 min before the start) are looked for. */
export const INTERVIEW_REMIND_EVERY_MS = 60_000;
/** A seeker may urge (sendUrge) one application once in this long (ms). */
export const JOB_SEND_URGE_INTERVAL_MS = 86_400_000;
/** The design page of a sign-up form (apply mode 1) when the job names none: the generic form. */
export const JOB_SEND_FORM_DEFAULT_PAGE = 'public-form';
/** Recruiter job management (saveMany, mapInit): a job may be refreshed by hand once per this interval. */
export const JOB_REFRESH_INTERVAL_MS = 60 * 60_000;
/** Open jobs a company may have without spending a job-post right (rightsJob), unless the tenant's app setting jobFreeQuota says otherwise. */
export const JOB_FREE_QUOTA_DEFAULT = 50;
/** Map zoom on a company or job address, and on a whole city (mapInit). */
export const MAP_ZOOM_ADDRESS = 16;
export const MAP_ZOOM_CITY = 12;
/** mapInit's last resort when a tenant has neither a default city nor companies: the centre of Beijing. */
export const MAP_FALLBACK_CENTER = { lat: 39.9042, lng: 116.4074, name: '北京市' } as const;
/** Chat (server/realtime, server/modules/im): wire codes and limits live in schemas/im.ts, named once. */
export {
  CODE_IM_NOT_LOGGED_IN,
  CODE_IM_TOKEN_INVALID,
  CODE_IM_REVOKE_REFUSED,
  CODE_IM_EXCHANGE_REFUSED,
  CODE_IM_CONTACT_MISSING,
  CODE_IM_ROOM_MUTED,
  CODE_IM_ROOM_TOKEN_INVALID,
  CODE_IM_ROLE_REFUSED,
  IM_REVOKE_WINDOW_MS,
  IM_TOKEN_TTL_MS,
  IM_SOCKET_PATH,
} from '../schemas/im';
/** Earth radius for distances in metres (spec §9). */
export const EARTH_RADIUS_KM = 6378.137;
/** Nearby search (job find/lbs): default and largest radius (m). */
export const LBS_DEFAULT_RADIUS_M = 5_000;
export const LBS_MAX_RADIUS_M = 50_000;
/** Search history kept per user (most recent first). */
export const SEARCH_HISTORY_MAX = 20;
/** Suggestions one autoComplete answers. */
export const AUTOCOMPLETE_LIMIT = 10;
export { JOB_COUNT_CAP } from '../schemas/job';

/** Money (issue 16). An unpaid order is closed (expired) this long after it was created (ms). */
export const ORDER_EXPIRE_MS = 30 * 60_000;
/** The settle job asks the provider about orders left unpaid at least this long without a notification (ms)… */
export const ORDER_SETTLE_AFTER_MS = 60_000;
/** …and runs on start and every this often (ms). */
export const ORDER_SETTLE_INTERVAL_MS = 60_000;
/** Orders one settle run looks at per tenant. */
export const ORDER_SETTLE_BATCH = 100;
/** A payment notification older (or newer) than this is refused as a replay (ms). */
export const PAY_NOTIFY_MAX_AGE_MS = 5 * 60_000;
/** Time-out of a call to a payment provider (ms). */
export const PAY_PROVIDER_TIMEOUT_MS = 10_000;
/** Largest notification body read (bytes). */
export const PAY_NOTIFY_BODY_LIMIT = 64 * 1024;
/** "I have paid" (transactionHandle) asks the provider about one order at most once per this window (ms). */
export const ORDER_CONFIRM_QUERY_WINDOW_MS = 5_000;
/** Open (unpaid) orders one user may hold at once. */
export const ORDER_OPEN_PER_USER = 20;

/** A WeChat access token or jsapi_ticket is fetched anew this long before WeChat says it expires. */
export const WECHAT_CREDENTIAL_REFRESH_MARGIN_MS = 5 * 60_000;
/** How long one process may hold the refresh of a WeChat credential (two calls to WeChat and a little). */
export const WECHAT_REFRESH_LOCK_MS = 2 * WECHAT_TIMEOUT_MS + 1_000;
/** How often a process waiting for another's refresh looks for the new credential. */
export const WECHAT_REFRESH_POLL_MS = 100;
/** The JS-SDK APIs the config asks for (spec §9: share to friends, timeline, weibo, QZone, pay). */
export const WECHAT_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'onMenuShareWeibo',
  'onMenuShareQZone',
  'chooseWXPay',
] as const;
/** Longest page address the JS-SDK config is signed for. */
export const WECHAT_CONFIG_URL_MAX = 2_000;

/** AI retouches one user may ask for a day (each answer costs the operator). */
export const AI_RETOUCH_PER_USER_DAY = 20;
/** Longest text sent for a retouch (characters; the self-introduction's own limit is 2,000 bytes). */
export const AI_RETOUCH_TEXT_MAX = 2_000;
/** Time-out of one AI answer, stream included. */
export const AI_TIMEOUT_MS = 60_000;

/** Client error reports (/api-user/system/webError) one client address may send a minute; the client holds itself to fewer. */
export const WEB_ERROR_PER_CLIENT_MINUTE = 10;
/** …and all clients of one tenant together, so a broken release cannot flood the table. */
export const WEB_ERROR_PER_TENANT_MINUTE = 300;
/** Entries of each kind kept in a user's own log (location, active). */
export const USER_LOG_KEEP = 50;
/** /api-auth/user/active writes at most one entry per user this often (ms). */
export const USER_ACTIVE_LOG_EVERY_MS = 3_600_000;

/** Map tiles (server/providers/map): one tile fetch gives up after this long (ms). */
export const MAP_TILE_TIMEOUT_MS = 5_000;
/** Tiles and composed static map pictures kept in memory per process (entries; least recently used go first). */
export const MAP_TILE_CACHE_SIZE = 512;
export const MAP_STATIC_CACHE_SIZE = 256;
/** Static map pictures may be cached by browsers and proxies this long (s); a new provider changes their address. */
export const MAP_STATIC_MAX_AGE_S = 86_400;
/** Where static map pictures are served (GET, an <img> asks for them). */
export const MAP_STATIC_PREFIX = '/map-static/';

/**
 * Envelope codes that cross the wire. Both sides import them from here so a
 * code is named once; the names follow spec §8 where the spec gives one.
 */
export const CODE_OK = 200;

/** Generic request errors (our own design: HTTP-like, always below 500 on the wire). */
export const CODE_BAD_REQUEST = 400;
export const CODE_FORBIDDEN = 403;
export const CODE_NOT_FOUND = 404;
/** The record changed since the caller read it (a design page saved by another operator meanwhile). */
export const CODE_CONFLICT = 409;
export const CODE_PAYLOAD_TOO_LARGE = 413;
export const CODE_UNSUPPORTED_MEDIA = 415;
export const CODE_RATE_LIMITED = 429;
/** Unexpected server error: generic message only, details stay in the log. */
export const CODE_SERVER_ERROR = 500;

/** Wrong account or password. */
export const CODE_LOGIN_FAILED = 1001;
/** No access token on a call that needs a user (spec: silent logout when no user id is held). */
export const CODE_NOT_LOGGED_IN = 1006;
/** The access token is unknown or expired (spec: log out and go to /login). */
export const CODE_TOKEN_INVALID = 1007;
/** The system-payload lacks aaid or acid, or they are not this agent's (spec: error-payload flag). */
export const CODE_PAYLOAD_ERROR = 1010;
/** The system-payload is older than the replay window. */
export const CODE_PAYLOAD_EXPIRED = 1011;
/** The agent-key header names no active agent. */
export const CODE_AGENT_UNKNOWN = 1012;
/** Anything that failed to decrypt (spec: the client fetches the key again and retries up to 5 times). */
export const CODE_RSA_ERROR = 1017;
/** Chat: the pending message is removed on the client (spec §4). */
export const CODE_IM_MESSAGE_REMOVED = 7000;
/** The user is blocked (spec: emit a user-blocked event with data). */
export const CODE_USER_BLOCKED = 10007;
/** The resume is incomplete for this action (spec: modal 发起失败 with 去完善 / 知道了). */
export const CODE_RESUME_INCOMPLETE = 13002;
export const CODE_RESUME_MISSING = 13003;
/** The resume registration steps are required (spec: toast, then the resume register popup). */
export const CODE_RESUME_REGISTER = 13009;
/** A payment needs a supplement step (spec: remember the return path, go to /vip/mall/supplement). */
export const CODE_PAYMENT_SUPPLEMENT = 14550;
/** A payment notice shown as a toast. */
export const CODE_PAYMENT_NOTICE = 14551;

/** Client-side codes for network failures (spec §8: -105, -103, -101 are retried). */
export const CODE_NET_NAME_NOT_RESOLVED = -105;
export const CODE_NET_CONNECTION_ABORTED = -103;
export const CODE_NET_CONNECTION_RESET = -101;
/** Client-side code for a request that outlived its time-out. */
export const CODE_TIMEOUT = -1;

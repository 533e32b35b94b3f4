/** Server-side numbers, named once. Wire codes live in schemas/codes.ts. */
export * from '../schemas/codes';

/** A system-payload older than this is refused as a replay (ms). */
export const SYSTEM_PAYLOAD_MAX_AGE_MS = 5 * 60_000;
/** …and one from further in the future than this (client clock skew, ms). */
export const SYSTEM_PAYLOAD_MAX_SKEW_MS = 60_000;
/** Decrypted system-payloads kept in memory, keyed by header text. */
export const SYSTEM_PAYLOAD_CACHE_SIZE = 5_000;
/** Largest JSON body accepted (bytes). */
export const BODY_LIMIT_BYTES = 1_048_576;
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

import { ApiRequestError } from './client';

/** What a failed read says when the network is at fault (time-outs and connection errors). */
export const NETWORK_ERROR_TEXT = '请检查网络后重试';

/**
 * The words a user reads under a failed read: the server's own message when the
 * server answered (a refused call is not a network problem, and telling a
 * seeker to check the network when the server said 招聘者才能查看 misleads), the
 * network hint when it did not (negative codes are the client's network codes).
 */
export function errorText(error: unknown, fallback = NETWORK_ERROR_TEXT): string {
  if (error instanceof ApiRequestError && error.code >= 0 && error.message) return error.message;
  return fallback;
}

/** True when the server refused or failed the call itself, false for time-outs and connection errors. */
export function isServerAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code >= 0;
}

/**
 * The id a client gives what it sends: the server stores it with the message, so a resend with
 * the same id (a retry, the fallback after a socket time-out) answers the original, never a copy.
 */
export const newClientId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

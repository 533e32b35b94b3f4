import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../schemas/interview';

/** How long a TURN credential handed to a call is valid. */
export const TURN_CREDENTIAL_TTL_S = 6 * 3600;

export interface TurnConfig {
  /** stun:/turn:/turns: URLs (TURN_URLS, comma-separated). */
  urls: string[];
  /** coturn's static-auth-secret (TURN_SECRET); without it the servers are given without credentials (STUN). */
  secret?: string | undefined;
}

/**
 * ICE servers for one user's call. With a secret, time-limited credentials as coturn's REST API
 * expects them (use-auth-secret): username `<expiry unix seconds>:<user>`, credential
 * base64(HMAC-SHA1(secret, username)). No TURN_URLS: none (host candidates work on one network).
 */
export function iceServersFor(cfg: TurnConfig | undefined, userKey: string, nowMs: number): IceServer[] {
  if (!cfg || !cfg.urls.length) return [];
  const stun = cfg.urls.filter((u) => u.startsWith('stun:'));
  const turn = cfg.urls.filter((u) => !u.startsWith('stun:'));
  const out: IceServer[] = [];
  if (stun.length) out.push({ urls: stun });
  if (turn.length) {
    if (cfg.secret) {
      const username = `${Math.floor(nowMs / 1000) + TURN_CREDENTIAL_TTL_S}:${userKey}`;
      out.push({ urls: turn, username, credential: createHmac('sha1', cfg.secret).update(username).digest('base64') });
    } else out.push({ urls: turn });
  }
  return out;
}

/** TURN_URLS as a list (comma or space separated). */
export function parseTurnUrls(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).filter((u) => /^(stun|turns?):/.test(u));
}

import { IDENTITY_TIMEOUT_MS } from '../../constants';
import { NOT_CONFIGURED_MESSAGES, ServiceNotConfiguredError } from '../unavailable';

/** What the identity service says of a name and a resident ID number. */
export type IdentityVerdict = 'match' | 'mismatch';

/**
 * Checks that a resident ID number belongs to the named person. The real check
 * is a third-party service (public-security data); we only ever see a verdict.
 */
export interface IdentityProvider {
  readonly kind: 'development' | 'http' | 'unavailable';
  verify(input: { tenantId: number; name: string; idCard: string }): Promise<IdentityVerdict>;
}

export class IdentityUnavailableError extends Error {}

/** Production without IDENTITY_API_URL: no number is ever taken as verified. */
export function createUnavailableIdentityProvider(): IdentityProvider {
  return {
    kind: 'unavailable',
    async verify() {
      throw new ServiceNotConfiguredError(NOT_CONFIGURED_MESSAGES.identity);
    },
  };
}

export interface IdentityLog {
  warn(obj: object, msg: string): void;
}

/**
 * Development: any number that passed the format, birth-date and checksum rules
 * is taken as matching; the log says no real check was done.
 */
export function createDevIdentityProvider(log: IdentityLog): IdentityProvider {
  return {
    kind: 'development',
    async verify({ tenantId, name }) {
      log.warn({ identity: { tenantId, name } }, 'development identity provider: real-name accepted without a real check (set IDENTITY_API_URL)');
      return 'match';
    },
  };
}

/**
 * A JSON identity API: POST {name, idCard} with a bearer key; the answer
 * `{match: true|false}` is the verdict. Anything else means the service failed.
 */
export function createHttpIdentityProvider(opts: { url: string; apiKey?: string | undefined; timeoutMs?: number }): IdentityProvider {
  return {
    kind: 'http',
    async verify({ name, idCard }) {
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
          body: JSON.stringify({ name, idCard }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? IDENTITY_TIMEOUT_MS),
        });
      } catch (e) {
        throw new IdentityUnavailableError(`identity API unreachable: ${(e as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { match?: unknown } | null;
      if (!res.ok || typeof body?.match !== 'boolean') throw new IdentityUnavailableError(`identity API answered ${res.status}`);
      return body.match ? 'match' : 'mismatch';
    },
  };
}

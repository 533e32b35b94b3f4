import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FILE_URL_TTL_MS } from '../../constants';
import { FILE_URL_PREFIX } from './service';

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/**
 * Short-lived links to private files: /files/<tenant>/<month>/<id>.<ext>?exp=&sig=,
 * the signature an HMAC of the tenant, the stored path and the expiry. Whoever
 * signs has checked who may see the file (the owner, or a recruiter the
 * resume module allows); the link is the permission until it expires.
 */
export function createFileSigner(opts: { secret?: string | undefined; now: () => number; log?: { warn(msg: string): void } }) {
  // A deployment secret (production requires PREVIEW_SECRET); in development a key of this process.
  const key = opts.secret ? createHmac('sha256', opts.secret).update('private-file-links').digest() : randomBytes(32);
  const tenantOf = (path: string) => path.slice(0, path.indexOf('/'));
  const mac = (path: string, exp: number) => createHmac('sha256', key).update(`${tenantOf(path)}\n${path}\n${exp}`).digest('base64url');
  return {
    /** The address of a stored path (no leading /files/) valid for FILE_URL_TTL_MS. */
    url(path: string): string {
      const exp = Math.ceil((opts.now() + FILE_URL_TTL_MS) / 1000);
      return `${FILE_URL_PREFIX}${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    check(path: string, exp: unknown, sig: unknown): SignatureCheck {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const want = Buffer.from(mac(path, Number(exp)));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
      return Number(exp) * 1000 < opts.now() ? 'expired' : 'ok';
    },
    /** Seconds a checked link has left (its cache lifetime). */
    secondsLeft(exp: string): number {
      return Math.max(0, Number(exp) - Math.floor(opts.now() / 1000));
    },
  };
}
export type FileSigner = ReturnType<typeof createFileSigner>;

import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ACCESS_TOKEN_BYTES } from '../constants';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, opts, (e, k) => (e ? reject(e) : resolve(k))));

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;

/** scrypt$N$r$p$salt$hash, all parameters stored so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(`${LEGACY_SCHEME}$`)) return verifyLegacyPassword(password, stored);
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A new access token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
}

/** Tokens are stored only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// ---------------------------------------------------------------- 74cms hashes

/**
 * Members imported from a 74cms site keep their old hash until they first log
 * in (then it is replaced by ours, see needsRehash): 74cms$method$salt$secret$md5,
 * salt and site secret base64url. Methods as in the 74cms sources: 0
 * md5(md5(pw) . salt . secret), 1 md5(pw), 2 md5(md5(pw) . salt), 4
 * md5(upper(md5(pw)) . salt . secret).
 */
const LEGACY_SCHEME = '74cms';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

/** The stored form of a 74cms member's hash (the importer writes it). */
export function legacyPasswordHash(method: number, md5Hex: string, salt: string, secret: string): string {
  const b = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
  return `${LEGACY_SCHEME}$${method}$${b(salt)}$${b(secret)}$${md5Hex.toLowerCase()}`;
}

function verifyLegacyPassword(password: string, stored: string): boolean {
  const [, method, salt64, secret64, hash] = stored.split('$');
  if (!hash || !/^[0-9a-f]{32}$/.test(hash) || salt64 === undefined || secret64 === undefined) return false;
  const salt = Buffer.from(salt64, 'base64url').toString('utf8');
  const secret = Buffer.from(secret64, 'base64url').toString('utf8');
  let computed: string;
  switch (method) {
    case '0':
      computed = md5(md5(password) + salt + secret);
      break;
    case '1':
      computed = md5(password);
      break;
    case '2':
      computed = md5(md5(password) + salt);
      break;
    case '4':
      computed = md5(md5(password).toUpperCase() + salt + secret);
      break;
    default:
      return false;
  }
  return timingSafeEqual(Buffer.from(computed), Buffer.from(hash));
}

/** True for a hash that is not ours (an imported 74cms one): after a good password it is replaced. */
export function needsRehash(stored: string): boolean {
  return stored.startsWith(`${LEGACY_SCHEME}$`);
}

import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { cipherChunkCount, parseCipher, RSA_KEY_BITS, RSA_MAX_CHUNKS, RSA_OAEP_CHUNK_BYTES, RSA_PKCS1_CHUNK_BYTES } from '../../schemas/rsa';
import { CODE_PAYLOAD_TOO_LARGE } from '../constants';
import { ApiError } from './errors';

export class RsaError extends Error {}

export interface RsaKeyPair {
  keyId: string;
  publicKey: string;
  privateKey: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_KEY_BITS,
    publicExponent: 0x010001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { keyId: randomBytes(6).toString('hex'), publicKey, privateKey };
}

const keyObjects = new Map<string, KeyObject>();
function keyObject(pem: string): KeyObject {
  let k = keyObjects.get(pem);
  if (!k) {
    k = createPrivateKey(pem);
    keyObjects.set(pem, k);
  }
  return k;
}

/**
 * Decrypts the chunked text form of schemas/rsa.ts. Any failure is an RsaError,
 * which the protocol answers with CODE_RSA_ERROR whatever went wrong, so the
 * answer tells an attacker nothing about where decryption failed.
 */
export function decryptText(cipherText: string, privateKeyPem: string): string {
  // Too many chunks is a clear refusal, not 1017: the client must not fetch the key and send it again.
  if (cipherChunkCount(cipherText) > RSA_MAX_CHUNKS) throw new ApiError(CODE_PAYLOAD_TOO_LARGE, `加密内容过长（最多 ${RSA_MAX_CHUNKS} 段）`, 413);
  const parsed = parseCipher(cipherText);
  if (!parsed) throw new RsaError('not an RSA cipher text');
  const key = keyObject(privateKeyPem);
  let encoded = '';
  for (const chunk of parsed.chunks) {
    const bytes = Buffer.from(chunk, 'base64');
    const plain = parsed.scheme === 'o' ? decryptOaep(key, bytes) : decryptPkcs1(key, bytes);
    if (plain.length > (parsed.scheme === 'o' ? RSA_OAEP_CHUNK_BYTES : RSA_PKCS1_CHUNK_BYTES)) {
      throw new RsaError('chunk too long');
    }
    encoded += plain.toString('latin1');
  }
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new RsaError('bad URL encoding');
  }
}

function decryptOaep(key: KeyObject, bytes: Buffer): Buffer {
  try {
    return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
  } catch {
    throw new RsaError('OAEP decryption failed');
  }
}

/**
 * The deliberate PKCS#1 v1.5 path, for web views without WebCrypto (jsencrypt).
 * Node 20 refuses RSA_PKCS1_PADDING for private decryption since CVE-2023-46809
 * (the Marvin timing attack). We do the raw RSA operation with RSA_NO_PADDING
 * and check the padding here ourselves, touching every byte whatever their
 * values, and every failure ends in the same RsaError → code 1017. This path
 * only ever decrypts short-lived request payloads (a login or a system header),
 * never stored secrets, and the answer carries no oracle beyond "1017".
 */
function decryptPkcs1(key: KeyObject, bytes: Buffer): Buffer {
  let em: Buffer;
  try {
    em = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, bytes);
  } catch {
    throw new RsaError('raw decryption failed');
  }
  // EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M
  let bad = (em[0]! !== 0x00 ? 1 : 0) | (em[1]! !== 0x02 ? 1 : 0);
  let sep = 0;
  for (let i = 2; i < em.length; i++) {
    const isZero = em[i] === 0 ? 1 : 0;
    const first = isZero & (sep === 0 ? 1 : 0);
    sep = first ? i : sep;
  }
  bad |= sep < 10 ? 1 : 0;
  if (bad) throw new RsaError('bad PKCS#1 padding');
  return em.subarray(sep + 1);
}

import { z } from 'zod';

/**
 * The text form of RSA-encrypted values (system-payload header and the bodies
 * of flagged calls). The plain text is URL-encoded first, so it is ASCII and
 * can be cut into chunks at any byte. Each chunk is encrypted on its own and
 * written as base64; chunks are joined with '.', after a scheme letter:
 *   o:<b64>.<b64>…  RSA-OAEP with SHA-256 (WebCrypto; the normal path)
 *   p:<b64>.<b64>…  RSA PKCS#1 v1.5 (jsencrypt, only where WebCrypto is missing)
 */
export const RSA_KEY_BITS = 2048;
export const RSA_PUBLIC_EXPONENT = 0x010001;
/** Largest plain chunk for OAEP with SHA-256 and a 2048-bit key: 256 − 2·32 − 2. */
export const RSA_OAEP_CHUNK_BYTES = 190;
/** Largest plain chunk for PKCS#1 v1.5 and a 2048-bit key: 256 − 11. */
export const RSA_PKCS1_CHUNK_BYTES = 245;
/**
 * At most this many chunks in one value (1,520 URL-encoded bytes of OAEP text:
 * the largest encrypted body, a real-name check, needs 3). Each chunk costs the
 * server a private-key operation (~1.3 ms), so an anonymous login of 64 chunks
 * held the event loop ~80 ms; more are refused before any is decrypted.
 */
export const RSA_MAX_CHUNKS = 8;

/** Chunks in a cipher text, counted without parsing it (the cap is checked before any work). */
export function cipherChunkCount(value: string): number {
  let n = 1;
  for (let i = value.indexOf('.'); i !== -1; i = value.indexOf('.', i + 1)) n++;
  return n;
}

export type RsaScheme = 'o' | 'p';

export function splitForRsa(text: string, chunkBytes: number): string[] {
  const encoded = encodeURIComponent(text);
  const chunks: string[] = [];
  for (let i = 0; i < encoded.length; i += chunkBytes) chunks.push(encoded.slice(i, i + chunkBytes));
  return chunks.length ? chunks : [''];
}

export function formatCipher(scheme: RsaScheme, base64Chunks: string[]): string {
  return `${scheme}:${base64Chunks.join('.')}`;
}

/** Parses the text form; null when it is not one. */
export function parseCipher(value: string): { scheme: RsaScheme; chunks: string[] } | null {
  const m = /^([op]):([A-Za-z0-9+/=.]+)$/.exec(value);
  if (!m) return null;
  const chunks = m[2]!.split('.');
  if (chunks.length > RSA_MAX_CHUNKS || chunks.some((c) => c.length === 0)) return null;
  return { scheme: m[1] as RsaScheme, chunks };
}

/** Body of a call whose payload is encrypted (login, loginCode, resetCode, …). */
export const encryptedBodySchema = z.object({
  /** The JSON payload, URL-encoded and RSA-encrypted in chunks. */
  ciphertext: z.string().min(3),
});

/** Answer of /api-auth/rsa/keyGet. Never carries a private key. */
export const rsaKeyGetResultSchema = z.object({
  /** SPKI public key, PEM. */
  publicKey: z.string(),
  /** Key id, so a client knows when the key changed. */
  keyId: z.string(),
});
export type RsaKeyGetResult = z.infer<typeof rsaKeyGetResultSchema>;

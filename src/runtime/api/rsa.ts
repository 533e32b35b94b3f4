import {
  formatCipher,
  RSA_OAEP_CHUNK_BYTES,
  RSA_PKCS1_CHUNK_BYTES,
  splitForRsa,
} from '../../../schemas/rsa';

export type Encrypt = (text: string) => Promise<string>;

/** A view, not its ArrayBuffer: WebCrypto accepts views from any realm (web views, iframes, test DOMs). */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(buf: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * Encrypts URL-encoded text in chunks with the tenant's public key: RSA-OAEP
 * with SHA-256 through WebCrypto, or PKCS#1 v1.5 through jsencrypt where
 * WebCrypto is missing (plain-HTTP web views are not a secure context).
 */
export async function createEncryptor(
  publicKeyPem: string,
  /** null forces the jsencrypt path (tests); absent means the host's WebCrypto, if any. */
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<Encrypt> {
  if (subtle) {
    const key = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return async (text) => {
      const chunks = splitForRsa(text, RSA_OAEP_CHUNK_BYTES);
      const enc = new TextEncoder();
      const parts = await Promise.all(chunks.map((c) => subtle.encrypt({ name: 'RSA-OAEP' }, key, enc.encode(c))));
      return formatCipher('o', parts.map(toBase64));
    };
  }
  // Loaded only where needed: jsencrypt is not part of the main bundle.
  const { JSEncrypt } = await import('jsencrypt');
  const js = new JSEncrypt();
  js.setPublicKey(publicKeyPem);
  return async (text) => {
    const parts = splitForRsa(text, RSA_PKCS1_CHUNK_BYTES).map((c) => {
      const out = js.encrypt(c);
      if (out === false) throw new Error('RSA encryption failed');
      return out;
    });
    return formatCipher('p', parts);
  };
}

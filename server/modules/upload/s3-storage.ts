import { createHash, createHmac } from 'node:crypto';
import { S3_TIMEOUT_MS } from '../../constants';
import type { FileStorage } from './storage';

export interface S3Options {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or a MinIO / OSS / COS S3 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  /** Tests move the clock. */
  now?: () => number;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Path-style object address: /<bucket>/<key>, each segment URI-encoded as SigV4 wants. */
function objectPath(bucket: string, key: string): string {
  return `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * AWS Signature Version 4 headers for one request without a query (the only
 * kind this storage makes): what every S3-compatible service checks.
 */
export function signV4(o: { method: string; host: string; path: string; payloadHash: string; region: string; accessKey: string; secretKey: string; at: Date }): Record<string, string> {
  const amzDate = o.at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: o.host, 'x-amz-content-sha256': o.payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonical = [o.method, o.path, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), o.payloadHash].join('\n');
  const scope = `${day}/${o.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${o.secretKey}`, day), o.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${o.accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** S3-compatible object storage (path-style addresses, SigV4), chosen when S3_ENDPOINT is set. */
export function createS3Storage(o: S3Options): FileStorage {
  const base = new URL(o.endpoint);
  const now = o.now ?? Date.now;
  async function send(method: 'PUT' | 'GET', key: string, body?: Buffer): Promise<Response> {
    const path = objectPath(o.bucket, key);
    const headers = signV4({ method, host: base.host, path, payloadHash: sha256(body ?? ''), region: o.region, accessKey: o.accessKey, secretKey: o.secretKey, at: new Date(now()) });
    const { host: _host, ...sent } = headers;
    return fetch(new URL(path, base), {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
  }
  return {
    async put(key, bytes) {
      const res = await send('PUT', key, bytes);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

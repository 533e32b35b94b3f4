import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

/** Path-style object address: /<bucket>/<key>, each segment URI-encoded. */
function objectPath(bucket: string, key: string): string {
  return `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The x-amz-date form of a moment: 20260101T000000Z. */
const amzDate = (ms: number) => new Date(ms).toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * S3-compatible object storage (path-style addresses), chosen when S3_ENDPOINT is set. Requests
 * are signed with AWS Signature Version 4 by aws4fetch, a kept library, rather than a signer of
 * our own; the payload hash is sent and signed (not UNSIGNED-PAYLOAD) so the service checks the bytes.
 */
export function createS3Storage(o: S3Options): FileStorage {
  const base = new URL(o.endpoint);
  const now = o.now ?? Date.now;
  // No retries: a failed upload answers the user now; the client's own retry decides what comes next.
  const aws = new AwsClient({ accessKeyId: o.accessKey, secretAccessKey: o.secretKey, service: 's3', region: o.region, retries: 0 });
  async function send(method: 'PUT' | 'GET', key: string, body?: Buffer): Promise<Response> {
    const signed = await aws.sign(new URL(objectPath(o.bucket, key), base).toString(), {
      method,
      headers: { 'x-amz-content-sha256': createHash('sha256').update(body ?? '').digest('hex') },
      ...(body ? { body: new Uint8Array(body) } : {}),
      aws: { datetime: amzDate(now()) },
    });
    return fetch(signed, { signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
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

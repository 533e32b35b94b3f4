import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface S3Credentials {
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
}

/** S3's UriEncode: every byte but A-Z a-z 0-9 - . _ ~ as %XX (upper case); '/' kept in a path. */
function uriEncode(s: string, keepSlash: boolean): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * Checks a request's SigV4 Authorization header the way S3 does, written here from AWS's
 * documentation ("Create a canonical request for Signature Version 4") and sharing no code with
 * the client, so a request the production code signs wrongly is refused. Answers null when the
 * signature holds, else S3's error code.
 */
export function verifySigV4(req: Pick<IncomingMessage, 'headers' | 'method' | 'url'>, body: Buffer, c: S3Credentials, nowMs: number): string | null {
  const auth = String(req.headers.authorization ?? '');
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'AuthorizationHeaderMalformed';
  const [, accessKey, day, region, service, signedHeaders, signature] = m as unknown as [string, string, string, string, string, string, string];
  if (accessKey !== c.accessKey) return 'InvalidAccessKeyId';
  if (region !== c.region || service !== 's3') return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at || amzDate.slice(0, 8) !== day) return 'AccessDenied';
  const atMs = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
  if (Math.abs(atMs - nowMs) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const names = signedHeaders.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((n) => names.includes(n))) return 'AccessDenied';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) return 'XAmzContentSHA256Mismatch';

  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const canonicalUri = url.pathname
    .split('/')
    .map((seg) => uriEncode(decodeURIComponent(seg), false))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  let key: Buffer = Buffer.from(`AWS4${c.secretKey}`);
  for (const part of [day, region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch';
}

/**
 * A fake S3-compatible service on loopback: keeps objects in memory and, like S3, refuses a
 * request whose SigV4 signature does not hold for the shared secret (checked by verifySigV4 above,
 * not by the production signer). `refused` lists each refused path with S3's error code.
 */
export async function startFakeS3(o: S3Credentials & { now?: () => number }) {
  const objects = new Map<string, Buffer>();
  const refused: { path: string; code: string }[] = [];
  const now = o.now ?? Date.now;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://s3.invalid').pathname;
      const error = verifySigV4(req, body, o, now());
      if (error) {
        refused.push({ path, code: error });
        return void res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>${error}</Code></Error>`);
      }
      if (!path.startsWith(`/${o.bucket}/`)) return void res.writeHead(404).end();
      if (req.method === 'PUT') {
        objects.set(path, body);
        return void res.writeHead(200).end();
      }
      const obj = objects.get(path);
      if (!obj) return void res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(obj);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from '../s3-storage';

/**
 * A fake S3-compatible service on loopback: keeps objects in memory and, like
 * S3, refuses a request whose SigV4 signature does not match the shared secret.
 */
export async function startFakeS3(o: { bucket: string; region: string; accessKey: string; secretKey: string }) {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const at = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const expected = Number.isNaN(at.getTime())
        ? null
        : signV4({ method: req.method ?? 'GET', host: String(req.headers.host), path, payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''), region: o.region, accessKey: o.accessKey, secretKey: o.secretKey, at });
      if (!expected || expected.authorization !== req.headers.authorization) {
        refused.push(path);
        return void res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
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

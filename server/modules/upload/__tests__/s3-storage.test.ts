import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createS3Storage } from '../s3-storage';
import { startFakeS3, verifySigV4 } from './fake-s3-server';

const creds = { bucket: 'uploads', region: 'cn-north-1', accessKey: 'AKTEST', secretKey: 'secret-test-key' };
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let s: TestServer;
beforeAll(async () => {
  s3 = await startFakeS3(creds);
  s = await startTestServer({ listen: true, storage: createS3Storage({ endpoint: s3.endpoint, ...creds }) });
});
afterAll(async () => {
  await s.close();
  await s3.close();
});

describe('S3-compatible storage', () => {
  it('stores an upload as a tenant-prefixed object and serves it back', async () => {
    const token = await s.login('13800000001', 'demo1234');
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const md5 = createHash('md5').update(bytes).digest('hex');
    const opt = await s.call('/api-auth/upload/option', { md5, type: 'image/png', size: bytes.length, name: 'a.png', suffix: 'png' }, { token });
    const form = new FormData();
    form.set('ticket', opt.body.data.data.formData.ticket);
    form.set('file', new Blob([new Uint8Array(bytes)]), 'a.png');
    const up = (await (await fetch(`${s.url}/files/upload`, { method: 'POST', body: form })).json()) as { data: { url: string } };
    const [tenant] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    const key = up.data.url.replace('/files/', '');
    expect(s3.objects.get(`/uploads/${key}`)?.equals(bytes)).toBe(true);
    expect(key.startsWith(`${tenant!.id}/`)).toBe(true);
    const served = await fetch(s.url + up.data.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(s3.refused).toEqual([]);
  });

  it('is refused by the service with a wrong secret, another region or a changed body', async () => {
    const wrong = createS3Storage({ endpoint: s3.endpoint, ...creds, secretKey: 'not-the-secret' });
    await expect(wrong.put('1/202601/x.png', Buffer.from('x'))).rejects.toThrow(/403/);
    await expect(createS3Storage({ endpoint: s3.endpoint, ...creds, region: 'us-west-2' }).put('1/202601/y.png', Buffer.from('y'))).rejects.toThrow(/403/);
    // A clock an hour off is refused as S3 refuses it.
    await expect(createS3Storage({ endpoint: s3.endpoint, ...creds, now: () => Date.now() - 3_600_000 }).get('1/202601/z.png')).rejects.toThrow(/403/);
    expect(s3.refused.map((r) => r.code)).toEqual(['SignatureDoesNotMatch', 'AuthorizationHeaderMalformed', 'RequestTimeTooSkewed']);
    expect(s3.objects.has('/uploads/1/202601/x.png') || s3.objects.has('/uploads/1/202601/y.png')).toBe(false);
    expect(await createS3Storage({ endpoint: s3.endpoint, ...creds }).get('1/202601/missing.png')).toBeNull();
  });
});

describe("the fake S3 server's signature check", () => {
  // AWS's own worked example ("Signature Calculations for the Authorization Header", GET Object):
  // the check is pinned to AWS's numbers, not to the client it tests.
  const example = { bucket: 'examplebucket', region: 'us-east-1', accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
  const headers = {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'x-amz-date': '20130524T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  };
  const at = Date.UTC(2013, 4, 24);

  it("accepts AWS's example request and refuses it with one header changed", () => {
    expect(verifySigV4({ method: 'GET', url: '/test.txt', headers }, Buffer.alloc(0), example, at)).toBeNull();
    expect(verifySigV4({ method: 'GET', url: '/test.txt', headers: { ...headers, range: 'bytes=0-10' } }, Buffer.alloc(0), example, at)).toBe('SignatureDoesNotMatch');
    expect(verifySigV4({ method: 'GET', url: '/other.txt', headers }, Buffer.alloc(0), example, at)).toBe('SignatureDoesNotMatch');
    expect(verifySigV4({ method: 'GET', url: '/test.txt', headers }, Buffer.from('x'), example, at)).toBe('XAmzContentSHA256Mismatch');
  });
});

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createS3Storage } from '../s3-storage';
import { startFakeS3 } from './fake-s3-server';

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

  it('is refused by the service with a wrong secret', async () => {
    const wrong = createS3Storage({ endpoint: s3.endpoint, ...creds, secretKey: 'not-the-secret' });
    await expect(wrong.put('1/202601/x.png', Buffer.from('x'))).rejects.toThrow(/403/);
    expect(await createS3Storage({ endpoint: s3.endpoint, ...creds }).get('1/202601/missing.png')).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let seeker = '';
beforeAll(async () => {
  s = await startTestServer({ listen: true });
  seeker = await s.login('13800000001', 'demo1234');
});
afterAll(() => s.close());

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
let hue = 0;
/** A real PNG no other test has uploaded (its colour differs). */
async function png(width = 320, height = 240): Promise<Buffer> {
  hue += 17;
  return sharp({ create: { width, height, channels: 3, background: { r: hue % 256, g: (hue * 3) % 256, b: 90 } } }).png().toBuffer();
}
const describeFile = (bytes: Buffer, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  md5: md5(bytes),
  type,
  size: bytes.length,
  name,
  suffix: name.split('.').pop() ?? '',
  ...extra,
});
const option = (bytes: Buffer, name: string, type: string, opts: { token?: string; agent?: string } = {}) =>
  s.call('/api-auth/upload/option', describeFile(bytes, name, type), { token: opts.token ?? seeker, agent: opts.agent ?? 'demo' });

async function post(ticket: string, bytes: Buffer, name = 'a.png') {
  const form = new FormData();
  form.set('ticket', ticket);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${s.url}/files/upload`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data?: { id: string; url: string; width: number; height: number; name: string } } };
}

/** option then the multipart POST, as the client does. */
async function upload(bytes: Buffer, name: string, type: string, token = seeker, agent = 'demo') {
  const opt = await option(bytes, name, type, { token, agent });
  expect(opt.body.data.type).toBe('form');
  return post(opt.body.data.data.formData.ticket, bytes, name);
}

describe('upload option and multipart upload', () => {
  it('stores an image under a generated, tenant-prefixed name and answers it instantly the second time', async () => {
    const bytes = await png();
    const opt = await option(bytes, '我的头像.png', 'image/png');
    expect(opt.body.data).toMatchObject({ type: 'form', data: { action: '/files/upload', name: 'file', formData: { ticket: expect.any(String) } } });
    const up = await post(opt.body.data.data.formData.ticket, bytes);
    expect(up.body).toMatchObject({ code: 200, data: { name: '我的头像.png', width: 320, height: 240, kind: 'image' } });
    const [tenant] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    expect(up.body.data!.url).toMatch(new RegExp(`^/files/${tenant!.id}/\\d{6}/[0-9a-f]{32}\\.png$`));
    expect(up.body.data!.url).not.toContain('头像');

    const again = await option(bytes, 'copy.png', 'image/png');
    expect(again.body.data).toEqual({ type: 'speed', result: up.body.data });

    const served = await fetch(s.url + up.body.data!.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('is not instant in another tenant: the same bytes there are uploaded anew', async () => {
    const bytes = await png();
    await upload(bytes, 'a.png', 'image/png');
    const other = await s.login('13800000001', 'demo1234', 'demo2');
    const opt = await option(bytes, 'a.png', 'image/png', { token: other, agent: 'demo2' });
    expect(opt.body.data.type).toBe('form');
  });

  it('refuses a file whose type cannot be told from its type or name', async () => {
    const r = await s.call('/api-auth/upload/option', describeFile(Buffer.from('hello'), 'notes', ''), { token: seeker });
    expect(r.body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
    const exe = await s.call('/api-auth/upload/option', describeFile(Buffer.from('MZ'), 'setup.exe', 'application/x-msdownload'), { token: seeker });
    expect(exe.body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
  });

  it('refuses bytes whose signature is not what the name claims', async () => {
    const fake = Buffer.from('<?php echo "not a picture"; ?>');
    const r = await upload(fake, 'photo.png', 'image/png');
    expect(r.body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
  });

  it('refuses oversize files before anything is sent', async () => {
    const r = await s.call('/api-auth/upload/option', { md5: 'a'.repeat(32), type: 'image/png', size: 11 * 1024 * 1024, name: 'big.png', suffix: 'png' }, { token: seeker });
    expect(r.body).toMatchObject({ code: 413, msg: '文件过大，图片不能超过10MB' });
  });

  it('refuses bytes other than those described, and a ticket twice', async () => {
    const bytes = await png();
    const opt = await option(bytes, 'a.png', 'image/png');
    const ticket = opt.body.data.data.formData.ticket;
    const other = await png();
    expect((await post(ticket, other)).body.code).toBe(400);
    expect((await post(ticket, bytes)).body).toMatchObject({ code: 400, msg: '上传凭证已失效，请重新上传' });
    expect((await post('1.forged-ticket-of-enough-length-000', bytes)).body).toMatchObject({ code: 400, msg: '上传凭证已失效，请重新上传' });
  });

  it('takes PDF and Word documents by their signatures', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const r = await upload(pdf, '简历.pdf', 'application/pdf');
    expect(r.body).toMatchObject({ code: 200, data: { kind: 'pdf', name: '简历.pdf' } });
    const served = await fetch(s.url + r.body.data!.url);
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it('needs a logged-in user to ask for an upload', async () => {
    const bytes = await png();
    expect((await s.call('/api-auth/upload/option', describeFile(bytes, 'a.png', 'image/png'))).body.code).toBe(1006);
  });

  it('keeps path parts out of stored names', async () => {
    const bytes = await png();
    const r = await upload(bytes, '../../etc/passwd.png', 'image/png');
    expect(r.body.data!.name).toBe('passwd.png');
  });
});

describe('serving images', () => {
  it('resizes on request (the avatar size is 200x200)', async () => {
    const bytes = await png(640, 480);
    const { body } = await upload(bytes, 'big.png', 'image/png');
    const res = await fetch(`${s.url}${body.data!.url}?w=200&h=200`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for unknown or malformed paths', async () => {
    expect((await fetch(`${s.url}/files/1/202601/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${s.url}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

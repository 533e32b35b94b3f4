import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { IMAGE_MAX_PIXELS } from '../../../constants';
import { createDiskStorage, type FileStorage } from '../storage';
import { MSG_IMAGE_TOO_LARGE } from '../verify';

let s: TestServer;
let seeker = '';
/** Every path the server wrote to storage, in order (to see that a resized size is made once). */
const written: string[] = [];
beforeAll(async () => {
  const disk = createDiskStorage(join(tmpdir(), `rm-upload-test-${randomBytes(4).toString('hex')}`));
  const storage: FileStorage = { get: (p) => disk.get(p), put: (p, b) => (written.push(p), disk.put(p, b)) };
  s = await startTestServer({ listen: true, storage });
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

  it('takes PDF and Word documents that read as such', async () => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
    doc.text(`简历 ${hue++}`);
    doc.end();
    const r = await upload(await done, '简历.pdf', 'application/pdf');
    expect(r.body).toMatchObject({ code: 200, data: { kind: 'pdf', name: '简历.pdf' } });
    const served = await fetch(s.url + r.body.data!.url);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(`李娜 ${hue++}`)] }] }));
    expect((await upload(docx, '李娜.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).body).toMatchObject({ code: 200, data: { kind: 'docx' } });
  });

  // Uploads were checked by their first bytes only: 'BM' and an HTML page was stored and served as a picture,
  // '%PDF-' and anything as a PDF, any zip naming word/ as a Word document.
  it('refuses files that only start like their type', async () => {
    const html = Buffer.from(`<html><body><script>alert(document.cookie)</script>${'x'.repeat(40)}</body></html>`);
    const bmp = Buffer.concat([Buffer.from('BM'), html]);
    expect((await upload(bmp, 'a.bmp', 'image/bmp')).body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), html]);
    expect((await upload(pdf, 'a.pdf', 'application/pdf')).body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/'), html]);
    expect((await upload(zip, 'a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
    const pngHead = (await png()).subarray(0, 8);
    expect((await upload(Buffer.concat([pngHead, html]), 'a.png', 'image/png')).body).toMatchObject({ code: 400, msg: '不支持的文件类型' });
  });

  it('takes a real BMP and refuses a cut-off PNG', async () => {
    const w = 4;
    const h = 2;
    const row = Math.ceil((w * 24) / 32) * 4;
    const bmp = Buffer.alloc(54 + row * h, hue++ % 256);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(w, 18);
    bmp.writeInt32LE(h, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.writeUInt32LE(0, 30);
    expect((await upload(bmp, 'a.bmp', 'image/bmp')).body).toMatchObject({ code: 200, data: { kind: 'image', width: 4, height: 2 } });
    const noisy = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    const cut = noisy.subarray(0, Math.floor(noisy.length / 2));
    expect((await upload(cut, 'cut.png', 'image/png')).body.code).toBe(400);
  });

  // A 100-megapixel PNG of a few kilobytes passed, and every ?w= request decoded it again.
  it('refuses pictures above the pixel limit at upload', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 1;
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: { r: hue++ % 256, g: 1, b: 2 } } }).png().toBuffer();
    expect((await upload(huge, 'huge.png', 'image/png')).body).toMatchObject({ code: 400, msg: MSG_IMAGE_TOO_LARGE });
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

  it('makes each asked size once, however many ask for it at the same time or later', async () => {
    const bytes = await png(800, 600);
    const { body } = await upload(bytes, 'cached.png', 'image/png');
    const url = `${s.url}${body.data!.url}?w=120`;
    const sizes = await Promise.all(Array.from({ length: 8 }, async () => (await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()).width));
    expect(sizes).toEqual(Array(8).fill(120));
    expect((await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()).width).toBe(120);
    const stored = body.data!.url.replace('/files/', '');
    expect(written.filter((p) => p.startsWith(stored.replace(/\.png$/, '.w120')))).toHaveLength(1);
  });

  it('answers 404 for unknown or malformed paths', async () => {
    expect((await fetch(`${s.url}/files/1/202601/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${s.url}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe("the studio's upload door (/api-admin/upload/option)", () => {
  const operatorLogin = async (agent = 'demo') =>
    (await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true })).body.data.access_token as string;
  const asOperator = (bytes: Buffer, name: string, type: string, token: string, agent = 'demo') => s.call('/api-admin/upload/option', describeFile(bytes, name, type), { token, agent });

  it('lets an operator upload a picture through the same flow, served publicly like any image', async () => {
    const token = await operatorLogin();
    const bytes = await png(640, 200);
    const opt = await asOperator(bytes, '春招横幅.png', 'image/png', token);
    expect(opt.body.data.type).toBe('form');
    const up = await post(opt.body.data.data.formData.ticket, bytes, '春招横幅.png');
    expect(up.body).toMatchObject({ code: 200, data: { name: '春招横幅.png', width: 640, height: 200, kind: 'image' } });
    const served = await fetch(s.url + up.body.data!.url);
    expect(served.status).toBe(200);
    const [row] = await s.db.query<{ uploader_id: number | null; operator_id: number | null }>('SELECT uploader_id, operator_id FROM files WHERE id = $1', [up.body.data!.id]);
    // Recorded as the operator's, never as a user's of the same number.
    expect(row).toMatchObject({ uploader_id: null, operator_id: expect.any(Number) });
  });

  it('refuses documents from the studio, and refuses users, visitors and other tenants’ operators', async () => {
    const token = await operatorLogin();
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const doc = await asOperator(pdf, '简历.pdf', 'application/pdf', token);
    expect(doc.body.code).not.toBe(200);
    expect(doc.body.msg).toBe('运营工作台只能上传图片');

    const bytes = await png();
    for (const r of [await asOperator(bytes, 'a.png', 'image/png', seeker), await s.call('/api-admin/upload/option', describeFile(bytes, 'a.png', 'image/png'), { agent: 'demo' })]) {
      expect(r.body.code).not.toBe(200);
      expect(r.status).not.toBe(500);
    }
    // A demo operator's token in the demo2 tenant is no operator there.
    const cross = await asOperator(bytes, 'a.png', 'image/png', token, 'demo2');
    expect(cross.body.code).not.toBe(200);
  });
});

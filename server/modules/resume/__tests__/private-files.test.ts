import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { FILE_URL_TTL_MS } from '../../../constants';

let s: TestServer;
let seeker = '';
let recruiter = '';
let tenant = 0;
let seekerId = 0;

function pdfOf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

/** Uploads and attaches a PDF as the seeker; answers the attachment (its signed url). */
async function attach(bytes: Buffer): Promise<{ id: number; url: string }> {
  const md5 = createHash('md5').update(bytes).digest('hex');
  const opt = await s.call('/api-auth/upload/option', { md5, type: 'application/pdf', size: bytes.length, name: 'cv.pdf', suffix: 'pdf' }, { token: seeker });
  const form = new FormData();
  form.set('ticket', opt.body.data.data.formData.ticket);
  form.set('file', new Blob([new Uint8Array(bytes)]), 'cv.pdf');
  const up = (await (await fetch(`${s.url}/files/upload`, { method: 'POST', body: form })).json()) as { data: { id: string } };
  const saved = await s.call('/api-user/resume/attachment/save', { fileId: up.data.id }, { token: seeker });
  expect(saved.body.code, saved.body.msg).toBe(200);
  return saved.body.data;
}
const get = (url: string) => fetch(s.url + url);

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  seeker = await s.login('13800000001', 'demo1234');
  recruiter = await s.login('13800000002', 'demo1234');
  [{ id: tenant }] = (await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'")) as [{ id: number }];
  [{ id: seekerId }] = (await s.db.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND mobile = $2', [tenant, '13800000001'])) as [{ id: number }];
});
afterAll(() => s.close());

// Resume attachments and exported resumes (phone, e-mail) were public links that never expired, for any tenant.
describe('private files', () => {
  it('serves an attachment to its owner through a signed link, and refuses the bare, tampered or moved link', async () => {
    const bytes = await pdfOf(`attachment ${Date.now()}`);
    const a = await attach(bytes);
    expect(a.url).toMatch(/^\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=[\w-]+$/);
    const ok = await get(a.url);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);

    const bare = a.url.slice(0, a.url.indexOf('?'));
    expect((await get(bare)).status).toBe(403);
    expect(await (await get(bare)).json()).toMatchObject({ code: 403, msg: '无权查看此文件' });
    const sig = a.url.slice(a.url.indexOf('sig=') + 4);
    const flipped = a.url.replace(`sig=${sig}`, `sig=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await get(flipped)).status).toBe(403);
    const later = a.url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
    expect((await get(later)).status).toBe(403);
    // The same signature on another tenant's path: that tenant holds no such file, and the signature is not for it.
    const [other] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo2'");
    expect((await get(a.url.replace(`/files/${tenant}/`, `/files/${other!.id}/`))).status).toBe(404);
  });

  it('refuses a link once it has expired', async () => {
    const a = await attach(await pdfOf(`expiring ${Date.now()}`));
    expect((await get(a.url)).status).toBe(200);
    s.clock.advance(FILE_URL_TTL_MS + 1000);
    const late = await get(a.url);
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ msg: '文件链接已过期，请刷新页面后重试' });
    // A fresh list signs anew.
    const list = (await s.call('/api-user/resume/attachment/find', {}, { token: seeker })).body.data.list as { id: number; url: string }[];
    expect((await get(list.find((x) => x.id === a.id)!.url)).status).toBe(200);
  });

  it('gives the attachments to a recruiter only once the seeker applied to their company', async () => {
    const a = await attach(await pdfOf(`for recruiters ${Date.now()}`));
    const stranger = (await s.call('/api-user/resume/detail', { id: seekerId }, { token: recruiter })).body.data;
    expect(stranger.contactVisible).toBe(false);
    expect(stranger.resume.attachments).toEqual([]);

    const [job] = await s.db.query<{ id: number; company_id: number }>(
      'SELECT j.id, j.company_id FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.owner_user_id WHERE u.mobile = $1 AND j.tenant_id = $2 LIMIT 1',
      ['13800000002', tenant],
    );
    await s.db.query('INSERT INTO job_applications (tenant_id, job_id, company_id, seeker_id) VALUES ($1, $2, $3, $4)', [tenant, job!.id, job!.company_id, seekerId]);
    const allowed = (await s.call('/api-user/resume/detail', { id: seekerId }, { token: recruiter })).body.data;
    expect(allowed.contactVisible).toBe(true);
    const seen = (allowed.resume.attachments as { id: number; url: string }[]).find((x) => x.id === a.id)!;
    expect((await get(seen.url)).status).toBe(200);
  });

  it('signs the exported resume PDF and refuses it without the signature', async () => {
    const r = await s.call('/api-user/resume/export', {}, { token: seeker });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.url).toMatch(/\.pdf\?exp=\d+&sig=/);
    expect((await get(r.body.data.url)).status).toBe(200);
    expect((await get(r.body.data.url.slice(0, r.body.data.url.indexOf('?')))).status).toBe(403);
  });
});

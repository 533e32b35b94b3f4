import { createHash } from 'node:crypto';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NOT_FOUND, CODE_RESUME_REGISTER } from '../../../../schemas/codes';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { attachmentFindResultSchema, resumeAnalysisSchema, resumeExportResultSchema } from '../../../../schemas/resume';
import { analyseResumeText } from '../analysis';
import { renderResumePdf } from '../export-pdf';

const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

let s: TestServer;
let seeker = '';
let other = '';
beforeAll(async () => {
  s = await startTestServer({ listen: true });
  seeker = await s.login('13800000001', 'demo1234');
  other = await s.login('13910000001', 'demo1234');
});
afterAll(() => s.close());

/** A resume as PDF: pdfkit with the CJK font, one text run per line as word processors print them. */
function pdfOf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.registerFont('cjk', FONT, 'NotoSansCJKsc-Regular');
  doc.font('cjk').fontSize(11);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  for (const l of lines) doc.text(l);
  doc.end();
  return done;
}
const docxOf = (lines: string[]) => Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] }));

async function upload(bytes: Buffer, name: string, type: string, token = seeker): Promise<string> {
  const md5 = createHash('md5').update(bytes).digest('hex');
  const opt = await s.call('/api-auth/upload/option', { md5, type, size: bytes.length, name, suffix: name.split('.').pop() }, { token });
  if (opt.body.data.type === 'speed') return opt.body.data.result.id as string;
  const form = new FormData();
  form.set('ticket', opt.body.data.data.formData.ticket);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = (await (await fetch(`${s.url}/files/upload`, { method: 'POST', body: form })).json()) as { data: { id: string } };
  return res.data.id;
}
async function attach(bytes: Buffer, name: string, type: string, token = seeker) {
  const fileId = await upload(bytes, name, type, token);
  return s.call('/api-user/resume/attachment/save', { fileId }, { token });
}

const RESUME_A = [
  '张伟',
  '性别：男    出生日期：1996.05',
  '电话：138-1234-5678    邮箱：zhangwei@example.com',
  '教育经历',
  '2014.09-2018.06 浙江大学 计算机科学与技术 本科',
  '2018年9月 - 2021年6月 清华大学 软件工程 硕士',
  '工作经历',
  '2021.07-至今 杭州云帆科技有限公司 高级前端工程师',
  '负责移动端招聘平台的前端架构与性能优化。',
  '2020.03-2021.05 北京博思咨询有限公司 实习生',
  '参与数据看板开发。',
  '自我评价',
  '热爱技术，善于沟通。',
];

describe('attachment resumes', () => {
  it('attaches an uploaded PDF, lists it (contract 2) and proposes a filled resume from its Chinese text', async () => {
    const pdf = await pdfOf(RESUME_A);
    const saved = await attach(pdf, '张伟的简历.pdf', 'application/pdf');
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({ name: '张伟的简历.pdf', suffix: 'pdf', size: pdf.length });
    const list = (await s.call('/api-user/resume/attachment/find', {}, { token: seeker })).body.data.list;
    expect(list[0]).toMatchObject({ id: saved.body.data.id, url: expect.stringMatching(/^\/files\/.+\.pdf\?exp=\d+&sig=[\w-]+$/), createdAt: expect.any(String) });

    const a = await s.call('/api-user/resume/attachment/analyse', { id: saved.body.data.id }, { token: seeker });
    expect(a.body.code).toBe(200);
    const d = resumeAnalysisSchema.parse(a.body.data);
    attachmentFindResultSchema.parse({ list });
    expect(d.base).toMatchObject({ name: '张伟', phone: '13812345678', email: 'zhangwei@example.com', gender: 1, birthday: '1996-05-01' });
    expect(d.education).toEqual([
      { school: '浙江大学', major: '计算机科学与技术', degree: '本科', start: '2014-09', end: '2018-06' },
      { school: '清华大学', major: '软件工程', degree: '硕士', start: '2018-09', end: '2021-06' },
    ]);
    expect(d.work[0]).toMatchObject({ company: '杭州云帆科技有限公司', title: '高级前端工程师', start: '2021-07', end: '' });
    expect(d.work[0]!.description).toContain('性能优化');
    expect(d.work[1]).toMatchObject({ company: '北京博思咨询有限公司', title: '实习生', start: '2020-03', end: '2021-05' });
    expect(d.intro).toBe('热爱技术，善于沟通。');
  });

  it('analyses a Word (.docx) resume with the name on a 姓名 line and dates on their own lines', async () => {
    const docx = await docxOf([
      '个人简历',
      '姓名：李娜',
      '手机：13900001234',
      'E-mail: lina_hr@example.cn',
      '工作经验',
      '2019.07 - 2024.12',
      '上海启明教育科技有限公司 人事专员',
      '负责招聘与员工关系。',
      '教育背景',
      '2015.09-2019.06 华东师范大学 人力资源管理 本科',
    ]);
    const saved = await attach(docx, '李娜.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(saved.body.code).toBe(200);
    const d = (await s.call('/api-user/resume/attachment/analyse', { id: saved.body.data.id }, { token: seeker })).body.data;
    expect(d.base).toMatchObject({ name: '李娜', phone: '13900001234', email: 'lina_hr@example.cn' });
    expect(d.work).toEqual([{ company: '上海启明教育科技有限公司', title: '人事专员', start: '2019-07', end: '2024-12', description: '负责招聘与员工关系。' }]);
    expect(d.education[0]).toMatchObject({ school: '华东师范大学', major: '人力资源管理', degree: '本科' });
  });

  it('says that a picture cannot be analysed, and keeps other seekers’ attachments and files out of reach', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 10, g: 200, b: 30 } } }).png().toBuffer();
    const saved = await attach(png, '简历照片.png', 'image/png');
    expect(saved.body.data.suffix).toBe('png');
    const a = await s.call('/api-user/resume/attachment/analyse', { id: saved.body.data.id }, { token: seeker });
    expect(a.body).toMatchObject({ code: 400, msg: '图片简历暂不支持解析，仅支持 PDF 或 Word（.docx）文件' });

    expect((await s.call('/api-user/resume/attachment/analyse', { id: saved.body.data.id }, { token: other })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/resume/attachment/delete', { id: saved.body.data.id }, { token: other })).body.code).toBe(CODE_NOT_FOUND);
    const fileId = await upload(png, 'x.png', 'image/png');
    expect((await s.call('/api-user/resume/attachment/save', { fileId }, { token: other })).body.code).toBe(CODE_NOT_FOUND);
    const del = await s.call('/api-user/resume/attachment/delete', { id: saved.body.data.id }, { token: seeker });
    expect(del.body.data.list.some((x: { id: number }) => x.id === saved.body.data.id)).toBe(false);
    expect((await s.call('/api-user/resume/attachment/analyse', { id: 'abc' }, { token: seeker })).body.code).toBe(400);
  });

  it('says so when a PDF holds no text (a scan) or cannot be read', async () => {
    const png = await sharp({ create: { width: 200, height: 280, channels: 3, background: { r: 240, g: 240, b: 240 } } }).png().toBuffer();
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
    doc.image(png, 50, 50, { width: 400 });
    doc.end();
    const scan = await attach(await done, '扫描件.pdf', 'application/pdf');
    expect((await s.call('/api-user/resume/attachment/analyse', { id: scan.body.data.id }, { token: seeker })).body).toMatchObject({
      code: 400,
      msg: '未能从文件中读取到文字，可能是扫描件，请手动填写',
    });
    // A file that only starts like a PDF never gets stored: the upload reads it in full (upload.test.ts).
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('not really a pdf '.repeat(40))]);
    const md5 = createHash('md5').update(broken).digest('hex');
    const opt = await s.call('/api-auth/upload/option', { md5, type: 'application/pdf', size: broken.length, name: 'broken.pdf', suffix: 'pdf' }, { token: seeker });
    const form = new FormData();
    form.set('ticket', opt.body.data.data.formData.ticket);
    form.set('file', new Blob([new Uint8Array(broken)]), 'broken.pdf');
    expect(await (await fetch(`${s.url}/files/upload`, { method: 'POST', body: form })).json()).toMatchObject({ code: 400, msg: '不支持的文件类型' });
  });

  it('finds the sections of plain text by the rules', () => {
    const r = analyseResumeText('王芳\n联系电话 15012345678\n工作经历\n2018年3月-2020年5月 深圳前海数智科技有限公司 运营\n');
    expect(r.base).toMatchObject({ name: '王芳', phone: '15012345678' });
    expect(r.work[0]).toMatchObject({ start: '2018-03', end: '2020-05', company: '深圳前海数智科技有限公司', title: '运营' });
  });
});

describe('PDF export', () => {
  it('exports the seeker’s own resume as an A4 PDF with Chinese text that pdfjs can read', async () => {
    const r = await s.call('/api-user/resume/export', {}, { token: seeker });
    expect(r.body.code).toBe(200);
    expect(resumeExportResultSchema.parse(r.body.data).name).toBe('林晓雨的简历.pdf');
    const res = await fetch(`${s.url}${r.body.data.url}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(r.body.data.size);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w!), Math.round(h!)]).toEqual([595, 842]);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    expect(text).toContain('林晓雨');
    expect(text).toContain('工作经历');
    expect(text).toContain('杭州云帆科技有限公司');
    await doc.destroy();
  });

  it('refuses with a clear message when no CJK font is installed', async () => {
    const r = (await s.call('/api-user/resume/get', {}, { token: seeker })).body.data;
    await expect(renderResumePdf(r.resume, r.label, [{ path: '/nonexistent/font.ttc' }])).rejects.toMatchObject({ code: 503, message: '服务器未安装中文字体，暂时无法导出 PDF' });
  });

  it('asks a seeker without a resume to register first', async () => {
    const [a] = await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'");
    const { hashPassword } = await import('../../../http/hash');
    await s.db.query('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, 0, $4)', [a!.id, '13700000099', '新人', await hashPassword('demo1234')]);
    const token = await s.login('13700000099', 'demo1234');
    expect((await s.call('/api-user/resume/export', {}, { token })).body.code).toBe(CODE_RESUME_REGISTER);
  });
});

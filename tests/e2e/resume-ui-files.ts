import PDFDocument from 'pdfkit';

/** The CJK font the test PDFs are written in (installed with fonts-noto-cjk). */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FONT_NAME = 'NotoSansCJKsc-Regular';

/** A one-page resume as a job seeker would export it from a word processor, with Chinese text. */
export interface ResumePdfContent {
  name: string;
  phone: string;
  email: string;
  education: { school: string; major: string; degree: string; start: string; end: string }[];
  work: { company: string; title: string; start: string; end: string; description: string }[];
  intro?: string;
}

export function resumePdf(c: ResumePdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${c.name}的简历` } });
    const chunks: Buffer[] = [];
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(CJK_FONT, CJK_FONT_NAME);
    doc.fontSize(22).text(c.name);
    doc.moveDown(0.3).fontSize(11).text(`电话：${c.phone}`).text(`邮箱：${c.email}`);
    doc.moveDown().fontSize(15).text('教育经历');
    for (const e of c.education) doc.fontSize(11).text(`${e.start} - ${e.end}  ${e.school}  ${e.major}  ${e.degree}`);
    doc.moveDown().fontSize(15).text('工作经历');
    for (const w of c.work) {
      doc.fontSize(11).text(`${w.start} - ${w.end}  ${w.company}  ${w.title}`);
      doc.fontSize(10).text(w.description);
    }
    if (c.intro) doc.moveDown().fontSize(15).text('自我评价').fontSize(11).text(c.intro);
    doc.end();
  });
}

import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { GENDERS, JOB_STATUSES, RESUME_MESSAGES, type Resume, type ResumeLabel } from '../../../schemas/resume';
import { ApiError } from '../../http/errors';

/** A missing font is the server's condition, not the user's: 503 with a message an operator can act on. */
const CODE_UNAVAILABLE = 503;

/** Where Debian, Ubuntu, Alpine and macOS keep a CJK font, tried in order (path and the face inside a collection). */
const CJK_FONTS: { path: string; family?: string }[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' },
  { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' },
  { path: '/System/Library/Fonts/PingFang.ttc', family: 'PingFangSC-Regular' },
];

/** The first CJK font installed, or null. RESUME_PDF_FONT (path) overrides the list. */
export function findCjkFont(candidates: readonly { path: string; family?: string }[] = CJK_FONTS): { path: string; family?: string } | null {
  const env = process.env.RESUME_PDF_FONT;
  if (env && existsSync(env)) return { path: env, ...(process.env.RESUME_PDF_FONT_FAMILY ? { family: process.env.RESUME_PDF_FONT_FAMILY } : {}) };
  return candidates.find((f) => existsSync(f.path)) ?? null;
}

const period = (s: string, e: string) => `${s.replace('-', '.')} - ${e ? e.replace('-', '.') : '至今'}`;
const salary = (min: number, max: number, unit: number) =>
  min === 0 && max === 0 ? '面议' : `${min}-${max}元/${unit === 2 ? '天' : unit === 3 ? '小时' : '月'}`;

/** The resume as an A4 PDF with an embedded CJK font. */
/** `fonts` replaces the list of known font paths (tests use an empty one to see the refusal). */
export async function renderResumePdf(r: Resume, label: ResumeLabel, fonts?: readonly { path: string; family?: string }[]): Promise<Buffer> {
  const font = findCjkFont(fonts);
  if (!font) throw new ApiError(CODE_UNAVAILABLE, RESUME_MESSAGES.noCjkFont, 503);
  const doc = new PDFDocument({ size: 'A4', margins: { top: 56, bottom: 56, left: 56, right: 56 }, info: { Title: `${r.base?.name ?? ''}的简历`, Creator: '才聚招聘' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font.family) doc.registerFont('cjk', font.path, font.family);
  else doc.registerFont('cjk', font.path);
  doc.font('cjk');
  const width = doc.page.width - 112;
  const accent = '#1f6feb';

  const heading = (t: string) => {
    doc.moveDown(0.8).fontSize(13).fillColor(accent).text(t);
    const y = doc.y + 2;
    doc.moveTo(56, y).lineTo(56 + width, y).lineWidth(0.6).strokeColor('#c9d6ea').stroke();
    doc.moveDown(0.4).fillColor('#222');
  };
  const row = (left: string, right: string) => {
    const y = doc.y;
    doc.fontSize(11).fillColor('#222').text(left, 56, y, { width: width - 150 });
    const after = doc.y;
    doc.fontSize(10).fillColor('#666').text(right, 56 + width - 150, y, { width: 150, align: 'right' });
    doc.x = 56;
    doc.y = Math.max(after, doc.y);
  };
  const para = (t: string) => {
    if (t) doc.fontSize(10).fillColor('#444').text(t, { width, lineGap: 2 });
  };

  const b = r.base;
  doc.fontSize(22).fillColor('#111').text(b?.name ?? '');
  doc.moveDown(0.2).fontSize(10.5).fillColor('#555');
  doc.text([b ? GENDERS[b.gender] : '', ...label.parts, b?.cityName ?? ''].filter(Boolean).join('  |  '));
  doc.text([b?.phone, b?.email].filter(Boolean).join('  |  '));
  if (b) doc.text(`求职状态：${JOB_STATUSES[b.jobStatus]}`);

  const expects = [...r.expect.fullTime, ...r.expect.partTime];
  if (expects.length) {
    heading('求职期望');
    for (const e of expects) row(`${e.positionName}（${e.jobType === 2 ? '兼职' : '全职'}）  ${e.cityName}${e.industryName ? `  ${e.industryName}` : ''}`, salary(e.salaryMin, e.salaryMax, e.salaryUnit));
  }
  if (r.work.length) {
    heading('工作经历');
    for (const w of r.work) {
      row(`${w.company}  ·  ${w.title}`, period(w.start, w.end));
      para(w.description);
      doc.moveDown(0.3);
    }
  }
  if (r.project.length) {
    heading('项目经历');
    for (const p of r.project) {
      row(`${p.name}${p.role ? `  ·  ${p.role}` : ''}`, period(p.start, p.end));
      para(p.description);
      doc.moveDown(0.3);
    }
  }
  if (r.education.length) {
    heading('教育经历');
    for (const e of r.education) row(`${e.school}  ·  ${[e.major, e.degree].filter(Boolean).join(' · ')}`, period(e.start, e.end));
  }
  if (r.skill.length || r.language.length || r.certificate.length) {
    heading('技能与证书');
    if (r.skill.length) para(`专业技能：${r.skill.map((s) => (s.level ? `${s.name}（${s.level}）` : s.name)).join('、')}`);
    if (r.language.length) para(`语言能力：${r.language.map((s) => `${s.name}（${s.level}）`).join('、')}`);
    if (r.certificate.length) para(`资格证书：${r.certificate.map((c) => c.name).join('、')}`);
  }
  if (r.intro) {
    heading('自我介绍');
    para(r.intro);
  }
  doc.end();
  return done;
}

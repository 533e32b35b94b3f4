import { DEGREES, type ResumeAnalysis } from '../../../schemas/resume';

/**
 * Attachment analysis: the text of a PDF (pdfjs-dist) or DOCX (mammoth), and a
 * proposed resume read from it by rules — Chinese section headings, date
 * ranges such as 2019.09-2023.06 or 2019年9月 - 2023年6月, phone and e-mail
 * patterns. No OCR: pictures are refused before this runs.
 */

interface TextItem {
  str: string;
  transform: number[];
  hasEOL?: boolean;
}

/** Plain text of a PDF or DOCX, one line per printed line. */
export async function extractText(kind: 'pdf' | 'docx', bytes: Buffer): Promise<string> {
  if (kind === 'docx') {
    const mammoth = await import('mammoth');
    const r = await mammoth.extractRawText({ buffer: bytes });
    return r.value;
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let p = 1; p <= Math.min(doc.numPages, 10); p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      let y: number | null = null;
      let line = '';
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const it = raw as TextItem;
        const iy = it.transform[5] ?? 0;
        // A new baseline starts a new line (pdfkit writes one item per run of text).
        if (y !== null && Math.abs(iy - y) > 2) {
          lines.push(line);
          line = '';
        }
        line += it.str;
        y = iy;
        if (it.hasEOL) {
          lines.push(line);
          line = '';
          y = null;
        }
      }
      if (line) lines.push(line);
    }
    return lines.join('\n');
  } finally {
    await doc.destroy();
  }
}

const HEADINGS: { key: 'education' | 'work' | 'project' | 'intro' | 'skill' | 'other'; re: RegExp }[] = [
  { key: 'education', re: /^(教育经历|教育背景|学历背景|教育情况)/ },
  { key: 'work', re: /^(工作经历|工作经验|实习经历|职业经历)/ },
  { key: 'project', re: /^(项目经历|项目经验)/ },
  { key: 'intro', re: /^(自我评价|自我介绍|个人简介|个人优势)/ },
  { key: 'skill', re: /^(专业技能|技能特长|技能|个人技能)/ },
  { key: 'other', re: /^(求职意向|基本信息|个人信息|证书|获奖|语言能力|兴趣爱好)/ },
];

const YM = String.raw`(\d{4})\s*(?:[.\-/年])\s*(\d{1,2})\s*月?`;
const RANGE = new RegExp(`${YM}\\s*(?:-|–|—|~|～|至|到)\\s*(?:${YM}|(至今|今|现在))`);

const month = (y: string, m: string) => `${y}-${m.padStart(2, '0')}`;

function normaliseDegree(t: string): string | null {
  if (/博士/.test(t)) return '博士';
  if (/硕士|研究生/.test(t)) return '硕士';
  if (/本科|学士/.test(t)) return '本科';
  if (/大专|专科/.test(t)) return '大专';
  const d = DEGREES.find((x) => t === x);
  return d ?? null;
}

interface Entry {
  start: string;
  end: string;
  tokens: string[];
  rest: string[];
}

/** Lines of a section into entries, each opened by a date range. */
function entries(lines: string[]): Entry[] {
  const out: Entry[] = [];
  for (const line of lines) {
    const m = RANGE.exec(line);
    if (m) {
      const end = m[3] && m[4] ? month(m[3], m[4]) : '';
      const tokens = line
        .replace(m[0], ' ')
        .split(/[\s|｜/,，]+/)
        .map((t) => t.trim())
        .filter(Boolean);
      out.push({ start: month(m[1]!, m[2]!), end, tokens, rest: [] });
    } else if (out.length > 0) {
      const e = out[out.length - 1]!;
      // A date on its own line puts the names on the next one.
      if (e.tokens.length === 0) e.tokens = line.split(/[\s|｜/,，]+/).filter(Boolean);
      else e.rest.push(line);
    }
  }
  return out;
}

/** Proposed resume fields from a resume's text. */
export function analyseResumeText(text: string): Omit<ResumeAnalysis, 'id'> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const flat = lines.join('\n');
  const base: ResumeAnalysis['base'] = {};

  const phone = /(?<!\d)(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/.exec(flat);
  if (phone) base.phone = phone[1]! + phone[2]! + phone[3]!;
  const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(flat);
  if (email) base.email = email[0];
  const named = /姓\s*名\s*[:：]\s*([\u4e00-\u9fa5·]{2,6}|[A-Za-z][A-Za-z ]{1,30})/.exec(flat);
  if (named) base.name = named[1]!.trim();
  else {
    // Resumes usually open with the name alone on the first lines.
    const first = lines.slice(0, 5).find((l) => /^[\u4e00-\u9fa5·]{2,4}$/.test(l) && !HEADINGS.some((h) => h.re.test(l)) && !/简历/.test(l));
    if (first) base.name = first;
  }
  const gender = /性\s*别\s*[:：]\s*(男|女)/.exec(flat);
  if (gender) base.gender = gender[1] === '男' ? 1 : 2;
  const birth = /出生(?:日期|年月)?\s*[:：]\s*(\d{4})\s*[.\-/年]\s*(\d{1,2})(?:\s*[.\-/月]\s*(\d{1,2}))?/.exec(flat);
  if (birth) base.birthday = `${month(birth[1]!, birth[2]!)}-${(birth[3] ?? '1').padStart(2, '0')}`;

  // Split into sections by their headings.
  const sections: Record<string, string[]> = {};
  let current = 'head';
  for (const l of lines) {
    const h = HEADINGS.find((x) => x.re.test(l) && l.length <= 12);
    if (h) {
      current = h.key;
      const after = l.replace(h.re, '').replace(/^[\s:：]+/, '');
      const list = (sections[current] ??= []);
      if (after) list.push(after);
      continue;
    }
    (sections[current] ??= []).push(l);
  }

  const education = entries(sections.education ?? []).map((e) => {
    let school = '';
    let degree = '';
    const others: string[] = [];
    for (const t of e.tokens) {
      const d = normaliseDegree(t);
      if (!school && /大学|学院|学校|中学|职校/.test(t)) school = t;
      else if (d && !degree) degree = d;
      else others.push(t);
    }
    return { school: school || others.shift() || '', major: others[0] ?? '', degree, start: e.start, end: e.end };
  });

  const work = entries(sections.work ?? []).map((e) => {
    const companyIdx = e.tokens.findIndex((t) => /公司|集团|有限|科技|银行|医院|工作室|研究院|事务所|中心/.test(t));
    const company = companyIdx >= 0 ? e.tokens[companyIdx]! : (e.tokens[0] ?? '');
    const title = e.tokens.filter((_, i) => i !== (companyIdx >= 0 ? companyIdx : 0)).join(' ');
    return { company, title, start: e.start, end: e.end, description: e.rest.join('\n').slice(0, 2000) };
  });

  const intro = (sections.intro ?? []).join('\n').slice(0, 1000);
  const skills = (sections.skill ?? [])
    .flatMap((l) => l.split(/[、,，;；]/))
    .map((s) => s.replace(/^[\s•·\-\d.]+/, '').trim())
    .filter((s) => s.length > 0 && s.length <= 40)
    .slice(0, 20);

  return { base, education, work, intro, skills, textLength: text.length };
}

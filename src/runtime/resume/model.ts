/**
 * The resume as the screens use it. The wire shapes are the contract's
 * (schemas/resume.ts); `toDoc` in api.ts maps an answer onto this.
 */

export interface NamedRef {
  id: number | string;
  name: string;
}
export interface AreaRef {
  code: string;
  name: string;
}

export interface ResumeBase {
  name: string;
  gender: number | null;
  birthday: string;
  degree: string;
  jobStatus: number | null;
  workingDate: string;
  graduation: string;
  phone: string;
  email: string;
  city: AreaRef | null;
  avatar: string | null;
}

export interface ResumeExpect {
  id?: number | string | undefined;
  partTime: boolean;
  position: NamedRef | null;
  industry: NamedRef | null;
  city: AreaRef | null;
  salary: { min: number; max: number } | null;
}
export interface ResumeWork {
  id?: number | string | undefined;
  company: string;
  title: string;
  start: string;
  end: string;
  description: string;
}
export interface ResumeEducation {
  id?: number | string | undefined;
  school: string;
  major: string;
  degree: string;
  start: string;
  end: string;
}
export interface ResumeProject {
  id?: number | string | undefined;
  name: string;
  role: string;
  start: string;
  end: string;
  description: string;
}
export interface ResumeNamedLevel {
  id?: number | string | undefined;
  name: string;
  level: string;
}
export interface ResumeCertificate {
  id?: number | string | undefined;
  name: string;
  date: string;
}
export interface ResumeAttachment {
  id: number | string;
  name: string;
  url: string;
  size: number;
  suffix: string;
  createdAt: string;
}

export interface ResumeDoc {
  base: ResumeBase;
  expects: ResumeExpect[];
  works: ResumeWork[];
  educations: ResumeEducation[];
  projects: ResumeProject[];
  skills: ResumeNamedLevel[];
  certificates: ResumeCertificate[];
  languages: ResumeNamedLevel[];
  intro: string;
}

/** Whole years between two dates given as text (YYYY-MM or YYYY-MM-DD), never negative. */
export function yearsBetween(from: string, now: Date): number {
  const m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(from);
  if (!m) return 0;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = m[3] ? Number(m[3]) : 1;
  let years = now.getFullYear() - y;
  const beforeAnniversary = now.getMonth() + 1 < mo || (now.getMonth() + 1 === mo && now.getDate() < d);
  if (beforeAnniversary) years--;
  return Math.max(0, years);
}

import { createHash, randomBytes } from 'node:crypto';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_PAYMENT_SUPPLEMENT, CODE_RATE_LIMITED, CODE_RESUME_REGISTER } from '../../../schemas/codes';
import { maskPhone } from '../../../schemas/identity';
import { resumeLabel } from '../../../schemas/resume-label';
import {
  DEFAULT_UM_EXPECT_NUM,
  DEFAULT_UM_EXPECT_PART_TIME_NUM,
  DEGREES,
  MAX_ATTACHMENTS,
  MAX_SECTION_ITEMS,
  REGISTER_STEP_LABELS,
  REGISTER_STEPS,
  RESUME_MESSAGES,
  RESUME_REFRESH_INTERVAL_MS,
  type RegisterState,
  type RegisterStep,
  type RelationRightsCount,
  type Resume,
  type ResumeAnalysis,
  type ResumeAttachment,
  type ResumeDetail,
  type ResumeExpect,
  type ResumeExportResult,
  type ResumeFindInput,
  type ResumeFindResult,
  type ResumeListItem,
  type ResumeListKey,
  type ResumeSaveInput,
  type ResumeState,
  type ResumeViewersResult,
} from '../../../schemas/resume';
import { toPage } from '../../core/paging';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError, badRequest } from '../../http/errors';
import type { FileSigner } from '../upload/signed-url';
import type { FileStorage } from '../upload/storage';
import { analyseResumeText, extractText } from './analysis';
import { computeCompleteness } from './completeness';
import { contactVisible } from './contact';
import { renderResumePdf } from './export-pdf';
import { resumeRepo, type AttachmentRow, type ItemRow, type ResumeRow } from './repo';
import { formatDate } from '../../../schemas/date-format';

const notFound = () => new ApiError(CODE_NOT_FOUND, RESUME_MESSAGES.notFound, 404);
const registerFirst = () => new ApiError(CODE_RESUME_REGISTER, RESUME_MESSAGES.register, 400);

const suffixOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();
/** An attachment for a reader already allowed to see it: its address is a short-lived signed link. */
const attachmentOf = (signer: FileSigner) => (a: AttachmentRow): ResumeAttachment => ({
  id: a.id,
  name: a.name,
  url: signer.url(a.path),
  size: a.size,
  suffix: suffixOf(a.path),
  createdAt: a.created_at.toISOString(),
});

/** A month 'YYYY-MM' of a time. */
const monthOf = (d: Date) => formatDate(d, 'YYYY-MM');

/** E-mail masked to its first letter and domain: l***@example.com. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email ? '***' : '';
  return `${email[0]}***${email.slice(at)}`;
}

/** Builds the answer shape from the stored rows. */
function assemble(userId: number, row: ResumeRow | null, items: ItemRow[], attachments: ResumeAttachment[], hidden: boolean): Resume {
  const of = <T>(section: string) => items.filter((i) => i.section === section).map((i) => ({ ...i.data, id: i.id }) as T);
  const expects = of<ResumeExpect>('expect');
  return {
    id: userId,
    base: (row?.base as Resume['base']) ?? null,
    expect: { fullTime: expects.filter((e) => e.jobType !== 2), partTime: expects.filter((e) => e.jobType === 2) },
    work: of<Resume['work'][number]>('work').sort((a, b) => (b.end || '9999').localeCompare(a.end || '9999') || b.start.localeCompare(a.start)),
    education: of<Resume['education'][number]>('education').sort((a, b) => b.end.localeCompare(a.end)),
    project: of<Resume['project'][number]>('project').sort((a, b) => b.start.localeCompare(a.start)),
    skill: of('skill'),
    certificate: of('certificate'),
    language: of('language'),
    intro: row?.intro ?? '',
    attachments,
    hidden,
    refreshedAt: row?.refreshed_at?.toISOString() ?? null,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

function registerState(row: ResumeRow | null, r: Resume): RegisterState {
  const done: Record<RegisterStep, boolean> = {
    base: r.base !== null,
    expect: r.expect.fullTime.length + r.expect.partTime.length > 0,
    experience: r.work.length + r.education.length > 0 || (row?.experience_skipped ?? false),
    done: false,
  };
  const step = REGISTER_STEPS.find((s) => s !== 'done' && !done[s]) ?? 'done';
  done.done = step === 'done';
  return {
    step,
    steps: REGISTER_STEPS.map((key) => ({
      key,
      label: REGISTER_STEP_LABELS[key],
      done: done[key],
      skipped: key === 'experience' && (row?.experience_skipped ?? false) && r.work.length + r.education.length === 0,
    })),
  };
}

/** Words the recruiter's keyword search matches. */
function searchText(r: Resume): string {
  return [
    r.base?.name,
    ...r.expect.fullTime.map((e) => e.positionName),
    ...r.expect.partTime.map((e) => e.positionName),
    ...r.work.flatMap((w) => [w.company, w.title]),
    ...r.education.flatMap((e) => [e.school, e.major]),
    ...r.project.map((p) => p.name),
    ...r.skill.map((s) => s.name),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Experience bucket → inclusive months bounds (or fresh graduates). */
function experienceBounds(exp: ResumeFindInput['experience']): { min: number; max: number | null } | 'fresh' | null {
  switch (exp) {
    case '应届生':
      return 'fresh';
    case '1年以下':
      return { min: 0, max: 12 };
    case '1-3年':
      return { min: 12, max: 36 };
    case '3-5年':
      return { min: 36, max: 60 };
    case '5-10年':
      return { min: 60, max: 120 };
    case '10年以上':
      return { min: 120, max: null };
    default:
      return null;
  }
}

export interface ResumeDeps {
  now: () => number;
  storage: FileStorage;
  /** Signs the links of attachments and exports (private files). */
  signer: FileSigner;
  /** Whether the user's VIP is active now (the money area); absent, nobody is. */
  isVip?: ((tenant: TenantScope, userId: number) => Promise<boolean>) | undefined;
}

/** The online resume, its attachments and the recruiter's view (/api-user/resume/*). */
export function createResumeService({ now, storage, signer, isVip }: ResumeDeps) {
  const toAttachment = attachmentOf(signer);
  async function limits(q: Queryable, tenantId: number): Promise<{ full: number; part: number }> {
    const s = await resumeRepo(q, tenantId).tenantSetting();
    const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 50 ? v : d);
    return { full: n(s.umExpectNum, DEFAULT_UM_EXPECT_NUM), part: n(s.umExpectPartTimeNum, DEFAULT_UM_EXPECT_PART_TIME_NUM) };
  }

  async function load(q: Queryable, tenantId: number, userId: number, withAttachments: boolean): Promise<{ row: ResumeRow | null; resume: Resume }> {
    const repo = resumeRepo(q, tenantId);
    const row = await repo.get(userId);
    const items = row ? await repo.items(userId) : [];
    const attachments = withAttachments ? await repo.attachments(userId) : [];
    const user = await repo.userRole(userId);
    const hidden = user?.setting?.invisibleHiring === true;
    return { row, resume: assemble(userId, row, items, attachments.map(toAttachment), hidden) };
  }

  async function state(q: Queryable, tenantId: number, userId: number, savedId: number | null = null): Promise<ResumeState> {
    const { row, resume } = await load(q, tenantId, userId, true);
    const lim = await limits(q, tenantId);
    return {
      exists: resume.base !== null,
      resume,
      umExpectNum: lim.full,
      umExpectPartTimeNum: lim.part,
      expect: {
        list: resume.expect.fullTime,
        updatedAt: row?.expect_updated_at?.toISOString() ?? null,
        jobPartTime: resume.expect.partTime,
        umExpectNum: lim.full,
        umExpectPartTimeNum: lim.part,
      },
      label: resumeLabel(resume.base, new Date(now())),
      completeness: computeCompleteness(resume),
      register: registerState(row, resume),
      savedId,
    };
  }

  /** After any change: the search copy of the words. */
  async function reindex(q: Queryable, tenantId: number, userId: number): Promise<void> {
    const { resume } = await load(q, tenantId, userId, false);
    await resumeRepo(q, tenantId).setSearchText(userId, searchText(resume));
  }

  async function requireSeeker(q: Queryable, tenantId: number, userId: number): Promise<void> {
    const u = await resumeRepo(q, tenantId).userRole(userId);
    if (!u || u.role !== ROLE_SEEKER) throw new ApiError(CODE_FORBIDDEN, '仅求职者可以编辑简历', 403);
  }

  /** The wizard must be finished before these calls (13009 opens it on the client). */
  async function requireRegistered(q: Queryable, tenantId: number, userId: number): Promise<void> {
    const s = await state(q, tenantId, userId);
    if (s.register.step !== 'done') throw registerFirst();
  }

  /** The recruiter's companies, refusing job seekers and recruiters without one. */
  async function recruiterCompanies(q: Queryable, tenantId: number, userId: number, forDetail = false): Promise<number[]> {
    const repo = resumeRepo(q, tenantId);
    const u = await repo.userRole(userId);
    if (!u || u.role === ROLE_SEEKER) throw new ApiError(CODE_FORBIDDEN, forDetail ? RESUME_MESSAGES.seekerCannotView : RESUME_MESSAGES.seekerCannotSearch, 403);
    const companies = await repo.companyIds(userId);
    if (companies.length === 0) throw new ApiError(CODE_FORBIDDEN, RESUME_MESSAGES.notRecruiter, 403);
    return companies;
  }

  /**
   * A resume a recruiter may open: it exists, the seeker did not shield any of the
   * recruiter's companies, and it is not hidden (unless the seeker applied to them).
   */
  async function visibleTo(q: Queryable, tenantId: number, recruiterId: number, seekerId: number, companies: number[]) {
    const repo = resumeRepo(q, tenantId);
    const { row, resume } = await load(q, tenantId, seekerId, false);
    if (!row || resume.base === null) throw notFound();
    if (await repo.shielded(seekerId, companies)) throw notFound();
    const applications = await repo.applications(seekerId, companies);
    if (resume.hidden && applications.length === 0) throw notFound();
    const contact = await contactVisible(q, tenantId, recruiterId, seekerId);
    return { resume, applications, contact };
  }

  function masked(resume: Resume, visible: boolean): Resume {
    if (visible || !resume.base) return resume;
    return { ...resume, base: { ...resume.base, phone: maskPhone(resume.base.phone), email: maskEmail(resume.base.email) } };
  }

  return {
    async get(tenant: TenantScope, userId: number): Promise<ResumeState> {
      return tenant.run((q) => state(q, tenant.tenantId, userId));
    },

    async save(tenant: TenantScope, userId: number, input: ResumeSaveInput): Promise<ResumeState> {
      return tenant.run(async (q) => {
        const t = tenant.tenantId;
        const repo = resumeRepo(q, t);
        await requireSeeker(q, t, userId);
        await repo.ensure(userId);
        const at = new Date(now());
        let savedId: number | null = null;
        switch (input.key) {
          case 'base': {
            const d = input.data;
            const cityName = await repo.areaName(d.cityCode);
            if (cityName === null) throw badRequest('请选择现居城市');
            const birthday = new Date(`${d.birthday}T00:00:00`);
            const age = resumeLabel({ birthday: d.birthday }, at).age;
            if (Number.isNaN(birthday.getTime()) || age === null || age < 16 || age > 80) throw badRequest('出生日期无效，年龄需在16至80岁之间');
            if (d.workingDate && d.workingDate > monthOf(at)) throw badRequest('参加工作时间不能晚于当前时间');
            if (d.workingDate && d.workingDate < d.birthday.slice(0, 7)) throw badRequest('参加工作时间不能早于出生日期');
            await repo.setBase(userId, { ...d, cityName }, { degreeRank: DEGREES.indexOf(d.degree), workingDate: d.workingDate, graduation: d.graduation, cityCode: d.cityCode }, at);
            break;
          }
          case 'intro':
            await repo.setIntro(userId, input.data.content, at);
            break;
          case 'expect': {
            const d = input.data;
            const positionName = await repo.positionName(d.positionId);
            if (positionName === null) throw badRequest('请选择期望职位');
            const cityName = await repo.areaName(d.areaCode);
            if (cityName === null) throw badRequest('请选择工作城市');
            const industryName = d.industryId === 0 ? '' : await repo.industryName(d.industryId);
            if (industryName === null) throw badRequest('请选择期望行业');
            const data = { jobType: d.jobType, positionId: d.positionId, positionName, areaCode: d.areaCode, cityName, industryId: d.industryId, industryName, salaryMin: d.salaryMin, salaryMax: d.salaryMax, salaryUnit: d.salaryUnit };
            const lim = await limits(q, t);
            const existing = d.id ? await repo.item(userId, 'expect', d.id) : null;
            if (d.id && !existing) throw new ApiError(CODE_NOT_FOUND, RESUME_MESSAGES.itemNotFound, 404);
            // Moving an expectation between full-time and part-time counts against the other list.
            const movesIn = !existing || (existing.data.jobType === 2) !== (d.jobType === 2);
            if (movesIn) {
              const n = await repo.countItems(userId, 'expect', d.jobType);
              const max = d.jobType === 2 ? lim.part : lim.full;
              if (n >= max) throw badRequest(d.jobType === 2 ? RESUME_MESSAGES.expectPartTimeLimit(max) : RESUME_MESSAGES.expectLimit(max));
            }
            if (existing) {
              await repo.updateItem(userId, 'expect', existing.id, data);
              savedId = existing.id;
            } else savedId = await repo.insertItem(userId, 'expect', data);
            await repo.touch(userId, at, true);
            break;
          }
          default: {
            const { id, ...data } = input.data as { id?: number } & Record<string, unknown>;
            if (id) {
              if (!(await repo.updateItem(userId, input.key, id, data))) throw new ApiError(CODE_NOT_FOUND, RESUME_MESSAGES.itemNotFound, 404);
              savedId = id;
            } else {
              if ((await repo.countItems(userId, input.key)) >= MAX_SECTION_ITEMS) throw badRequest(`每个模块最多添加${MAX_SECTION_ITEMS}条`);
              savedId = await repo.insertItem(userId, input.key, data);
            }
            await repo.touch(userId, at, false);
          }
        }
        await reindex(q, t, userId);
        return state(q, t, userId, savedId);
      });
    },

    async delete(tenant: TenantScope, userId: number, key: ResumeListKey, id: number): Promise<ResumeState> {
      return tenant.run(async (q) => {
        const repo = resumeRepo(q, tenant.tenantId);
        if (!(await repo.deleteItem(userId, key, id))) throw new ApiError(CODE_NOT_FOUND, RESUME_MESSAGES.itemNotFound, 404);
        await repo.touch(userId, new Date(now()), key === 'expect');
        await reindex(q, tenant.tenantId, userId);
        return state(q, tenant.tenantId, userId);
      });
    },

    async refresh(tenant: TenantScope, userId: number): Promise<ResumeState> {
      return tenant.run(async (q) => {
        await requireRegistered(q, tenant.tenantId, userId);
        const at = new Date(now());
        const ok = await resumeRepo(q, tenant.tenantId).refresh(userId, at, new Date(at.getTime() - RESUME_REFRESH_INTERVAL_MS));
        if (!ok) throw new ApiError(CODE_RATE_LIMITED, RESUME_MESSAGES.refreshTooOften, 429);
        return state(q, tenant.tenantId, userId);
      });
    },

    async registerSteps(tenant: TenantScope, userId: number): Promise<RegisterState> {
      return tenant.run(async (q) => (await state(q, tenant.tenantId, userId)).register);
    },

    async registerSkip(tenant: TenantScope, userId: number, step: RegisterStep): Promise<RegisterState> {
      return tenant.run(async (q) => {
        if (step !== 'experience') throw badRequest(RESUME_MESSAGES.skipNotAllowed);
        const s = await state(q, tenant.tenantId, userId);
        // Skipping is only offered once base info and an expectation are there.
        if (s.register.step === 'base' || s.register.step === 'expect') throw badRequest(`请先填写${REGISTER_STEP_LABELS[s.register.step]}`);
        await resumeRepo(q, tenant.tenantId).setSkipped(userId);
        return (await state(q, tenant.tenantId, userId)).register;
      });
    },

    async attachmentFind(tenant: TenantScope, userId: number): Promise<{ list: ResumeAttachment[] }> {
      return tenant.run(async (q) => ({ list: (await resumeRepo(q, tenant.tenantId).attachments(userId)).map(toAttachment) }));
    },

    async attachmentSave(tenant: TenantScope, userId: number, fileId: string, name: string | undefined): Promise<ResumeAttachment> {
      return tenant.run(async (q) => {
        const repo = resumeRepo(q, tenant.tenantId);
        await requireSeeker(q, tenant.tenantId, userId);
        const file = await repo.file(fileId);
        // Only files this user uploaded: another user's (or tenant's) file id is simply unknown.
        if (!file || file.uploader_id !== userId) throw new ApiError(CODE_NOT_FOUND, '文件不存在，请重新上传', 404);
        if ((await repo.attachments(userId)).length >= MAX_ATTACHMENTS) throw badRequest(RESUME_MESSAGES.attachmentLimit);
        // From now on the file is served only through signed links (the owner's, or an allowed recruiter's).
        await repo.makeFilePrivate(fileId);
        const id = await repo.insertAttachment(userId, fileId, name || file.name, new Date(now()));
        return toAttachment((await repo.attachment(userId, id))!);
      });
    },

    async attachmentDelete(tenant: TenantScope, userId: number, id: number): Promise<{ list: ResumeAttachment[] }> {
      return tenant.run(async (q) => {
        const repo = resumeRepo(q, tenant.tenantId);
        if (!(await repo.deleteAttachment(userId, id))) throw new ApiError(CODE_NOT_FOUND, '附件不存在', 404);
        return { list: (await repo.attachments(userId)).map(toAttachment) };
      });
    },

    async attachmentAnalyse(tenant: TenantScope, userId: number, id: number): Promise<ResumeAnalysis> {
      const a = await tenant.run((q) => resumeRepo(q, tenant.tenantId).attachment(userId, id));
      if (!a) throw new ApiError(CODE_NOT_FOUND, '附件不存在', 404);
      if (a.kind === 'image') throw badRequest(RESUME_MESSAGES.analyseImage);
      if (a.kind === 'doc') throw badRequest(RESUME_MESSAGES.analyseDoc);
      const bytes = await storage.get(a.path);
      if (!bytes) throw new ApiError(CODE_NOT_FOUND, '附件文件不存在', 404);
      let text: string;
      try {
        text = await extractText(a.kind === 'pdf' ? 'pdf' : 'docx', bytes);
      } catch {
        throw badRequest('文件已损坏或加密，无法解析');
      }
      if (text.replace(/\s/g, '').length < 10) throw badRequest(RESUME_MESSAGES.analyseEmpty);
      return { id, ...analyseResumeText(text) };
    },

    async find(tenant: TenantScope, userId: number, input: ResumeFindInput): Promise<ResumeFindResult> {
      return tenant.run(async (q) => {
        const t = tenant.tenantId;
        const companies = await recruiterCompanies(q, t, userId);
        const repo = resumeRepo(q, t);
        const today = new Date(now());
        const bounds = experienceBounds(input.experience);
        // An unknown position matches nobody (an empty list would mean "any").
        const tree = input.positionId ? await repo.positionTree(input.positionId) : [];
        const positionIds = input.positionId && tree.length === 0 ? [-1] : tree;
        const yearAgo = new Date(today);
        yearAgo.setFullYear(today.getFullYear() - 1);
        const { ids, total } = await repo.search({
          keyword: input.keyword,
          cityCode: input.cityCode,
          positionIds,
          minDegreeRank: input.degree ? DEGREES.indexOf(input.degree) : -1,
          workMonths: bounds && bounds !== 'fresh' ? bounds : null,
          freshGraduates: bounds === 'fresh' ? { sinceMonth: monthOf(yearAgo) } : null,
          companyIds: companies,
          todayMonth: monthOf(today),
          now: today,
          offset: (input.page - 1) * input.limit,
          limit: input.limit,
        });
        // One query for the rows and one for the items of the whole page.
        const rows = new Map((await repo.getMany(ids)).map((r) => [r.user_id, r]));
        const items = await repo.itemsOfMany(ids);
        const list: ResumeListItem[] = [];
        for (const id of ids) {
          const resume = assemble(id, rows.get(id) ?? null, items.filter((i) => i.user_id === id), [], false);
          const b = resume.base!;
          const first = resume.expect.fullTime[0] ?? resume.expect.partTime[0];
          const work = resume.work[0];
          list.push({
            id,
            name: b.name,
            avatar: b.avatar,
            gender: b.gender,
            label: resumeLabel(b, today),
            jobStatus: b.jobStatus,
            expectPositions: resume.expect.fullTime.map((e) => e.positionName),
            expectCity: first?.cityName ?? b.cityName,
            salary: first ? { min: first.salaryMin, max: first.salaryMax, unit: first.salaryUnit } : null,
            lastWork: work ? { company: work.company, title: work.title } : null,
            school: resume.education[0]?.school ?? '',
            intro: resume.intro.slice(0, 60),
            refreshedAt: resume.refreshedAt,
          });
        }
        return toPage({ list, total }, input);
      });
    },

    async detail(tenant: TenantScope, userId: number, seekerId: number): Promise<ResumeDetail> {
      return tenant.run(async (q) => {
        const t = tenant.tenantId;
        const today = new Date(now());
        if (seekerId === userId) {
          // The seeker's own preview: everything, as saved.
          const { resume } = await load(q, t, userId, false);
          if (!resume.base) throw notFound();
          return { resume, label: resumeLabel(resume.base, today), contactVisible: true, contactReason: 'self', applications: [] };
        }
        const companies = await recruiterCompanies(q, t, userId, true);
        const { resume, applications, contact } = await visibleTo(q, t, userId, seekerId, companies);
        await resumeRepo(q, t).recordView(seekerId, userId, today);
        // Attachments go with the contact details: to a recruiter the seeker applied to or exchanged them with.
        const attachments = contact.visible ? (await resumeRepo(q, t).attachments(seekerId)).map(toAttachment) : [];
        return {
          resume: { ...masked(resume, contact.visible), attachments },
          label: resumeLabel(resume.base, today),
          contactVisible: contact.visible,
          contactReason: contact.reason,
          applications: applications.map((a) => ({ id: a.id, jobId: a.job_id, jobTitle: a.title, status: a.status, createdAt: a.created_at.toISOString() })),
        };
      });
    },

    /** Who viewed my resume: a VIP perk; without an active VIP 14550 with the key vip (the client opens the VIP checkout). */
    async viewersFind(tenant: TenantScope, userId: number, at: { page: number; limit: number }): Promise<ResumeViewersResult> {
      if (!(await isVip?.(tenant, userId))) throw new ApiError(CODE_PAYMENT_SUPPLEMENT, '开通 VIP 会员即可查看谁看过我', 400, { key: 'vip' });
      return tenant.run(async (q) => {
        const { rows, total } = await resumeRepo(q, tenant.tenantId).viewers(userId, at.limit, (at.page - 1) * at.limit);
        const list = rows.map((r) => ({ name: r.name, avatar: r.avatar, companyId: r.company_id, companyName: r.company_name ?? '', viewedAt: r.viewed_at.toISOString() }));
        return toPage({ list, total }, at);
      });
    },

    async relationRightsCount(tenant: TenantScope, userId: number, seekerId: number): Promise<RelationRightsCount> {
      return tenant.run(async (q) => {
        const t = tenant.tenantId;
        const repo = resumeRepo(q, t);
        if (seekerId === userId) {
          const row = await repo.get(userId);
          if (!row?.base) throw registerFirst();
          return { id: seekerId, applyCount: 0, contactVisible: true, reason: 'self', viewCount: await repo.viewCount(seekerId) };
        }
        const companies = await recruiterCompanies(q, t, userId, true);
        const { applications, contact } = await visibleTo(q, t, userId, seekerId, companies);
        return { id: seekerId, applyCount: applications.length, contactVisible: contact.visible, reason: contact.reason, viewCount: await repo.viewCount(seekerId) };
      });
    },

    async export(tenant: TenantScope, userId: number): Promise<ResumeExportResult> {
      const { resume, label } = await tenant.run(async (q) => {
        await requireRegistered(q, tenant.tenantId, userId);
        const { resume } = await load(q, tenant.tenantId, userId, false);
        return { resume, label: resumeLabel(resume.base, new Date(now())) };
      });
      const pdf = await renderResumePdf(resume, label);
      const id = randomBytes(16).toString('hex');
      const month = new Date(now()).toISOString().slice(0, 7).replace('-', '');
      const path = `${tenant.tenantId}/${month}/${id}.pdf`;
      await storage.put(path, pdf);
      const name = `${resume.base?.name ?? ''}的简历.pdf`;
      const md5 = createHash('md5').update(pdf).digest('hex');
      await tenant.run((q) => resumeRepo(q, tenant.tenantId).insertFile({ id, md5, size: pdf.length, name, path, userId }));
      return { url: signer.url(path), name, size: pdf.length };
    },
  };
}
export type ResumeService = ReturnType<typeof createResumeService>;

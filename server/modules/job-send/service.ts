import { maskPhone } from '../../../schemas/identity';
import {
  APPLY_TYPE_FORM,
  APPLY_TYPE_RESUME,
  APPLY_TYPE_UNSUPPORTED,
  SEND_RESOLVE_STATUS,
  SEND_STATUS_CANCELLED,
  SEND_STATUS_INVITED,
  SEND_STATUS_PASSED,
  SEND_STATUS_REJECTED,
  SEND_STATUS_SUBMITTED,
  SEND_STATUS_VIEWED,
  type JobContact,
  type SendFindInput,
  type SendGetResult,
  type SendItem,
  type SendPage,
  type SendResumeInput,
  type SendResumeItem,
} from '../../../schemas/job-send';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { toPage } from '../../core/paging';
import {
  CODE_BAD_REQUEST,
  CODE_FORBIDDEN,
  CODE_NOT_FOUND,
  CODE_RATE_LIMITED,
  CODE_RESUME_INCOMPLETE,
  CODE_RESUME_REGISTER,
  JOB_SEND_FORM_DEFAULT_PAGE,
  JOB_SEND_URGE_INTERVAL_MS,
} from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { canSeeContact } from './contact-rights';
import { notify } from './notify';
import { jobSendRepo, toSendItem, type SendRow } from './repo';
import { resumeAttachment, resumeGate } from './resume-gate';

/** A line in the chat of the two users (the chat service's notice), sent after the change is committed. */
export interface ChatLine {
  fromUserId: number;
  toUserId: number;
  text: string;
  jobId?: number;
}

/** The chat service as applications see it: one system message in the pair's conversation. */
export interface ChatNotifier {
  notice(tenant: TenantScope, line: ChatLine): Promise<unknown>;
}

/** The events module as applying sees it: whether a job's company takes part in the event an application came from. */
export interface EventSourceCheck {
  takesPart(q: Queryable, tenantId: number, eventId: number, companyId: number): Promise<boolean>;
}

export interface JobSendDeps {
  now: () => number;
  /** Checks an application's eventId (applying from a fair page); absent, an eventId is refused. */
  events?: EventSourceCheck;
  /** Chat system messages for each change; absent, the notice row alone tells the other side. */
  chat?: ChatNotifier;
  /** Where a chat line that could not be sent is reported (the change itself stands). */
  onChatError?: (e: unknown) => void;
}

/** Who is asking: the protocol's user. */
export interface Caller {
  id: number;
  role: number;
}

const jobNotFound = () => new ApiError(CODE_NOT_FOUND, '职位不存在或已下线', 404);
// The same answer for another company's and another tenant's records: ids are never confirmed.
const sendNotFound = () => new ApiError(CODE_NOT_FOUND, '投递记录不存在', 404);
const seekerOnly = () => new ApiError(CODE_FORBIDDEN, '请切换为求职者身份后再投递', 403);

/** Where each side's notice leads. */
const SEEKER_LINK = (id: number) => `/resume/submit-detail?id=${id}`;
const RECRUITER_LINK = (id: number) => `/job-received?id=${id}`;

/**
 * Notices to the seeker, by the status the recruiter set: `content` speaks to
 * the seeker (the notice is theirs), `line` is the chat's system line, which
 * both sides read.
 */
const SEEKER_NOTICES: Record<number, { kind: string; title: string; content: (job: string, company: string) => string; line: (job: string, company: string) => string }> = {
  [SEND_STATUS_VIEWED]: { kind: 'job-send.viewed', title: '简历被查看', content: (j, c) => `${c}查看了你投递「${j}」的简历`, line: (j, c) => `${c}查看了「${j}」的投递简历` },
  [SEND_STATUS_INVITED]: { kind: 'job-send.invited', title: '面试邀请', content: (j, c) => `${c}邀请你面试「${j}」`, line: (j, c) => `${c}发出了「${j}」的面试邀请` },
  [SEND_STATUS_PASSED]: { kind: 'job-send.passed', title: '投递已通过', content: (j, c) => `你投递${c}「${j}」的简历已通过筛选`, line: (j) => `「${j}」的投递已通过筛选` },
  [SEND_STATUS_REJECTED]: { kind: 'job-send.rejected', title: '投递结果', content: (j, c) => `很遗憾，${c}认为你暂不适合「${j}」`, line: (j) => `「${j}」的投递未通过筛选` },
};

/** Applying to jobs and both sides' handling of applications (/api-user/job/send*, contactGet). */
export function createJobSendService({ now, chat, events, onChatError }: JobSendDeps) {
  /**
   * A unit of work whose chat lines go out once it has committed: the chat
   * service runs its own transaction (PGlite has one connection), and a chat
   * failure must not undo the application change the user made.
   */
  async function runTelling<T>(tenant: TenantScope, fn: (q: Queryable, said: ChatLine[]) => Promise<T>): Promise<T> {
    const said: ChatLine[] = [];
    const out = await tenant.run((q) => fn(q, said));
    for (const line of said) await chat?.notice(tenant, line).catch((e: unknown) => onChatError?.(e));
    return out;
  }

  const canUrgeAt = (r: SendRow) => !r.urged_at || now() - r.urged_at.getTime() >= JOB_SEND_URGE_INTERVAL_MS;

  async function tellSeeker(q: Queryable, tenantId: number, said: ChatLine[], fromUserId: number, r: SendRow, status: number, reply = ''): Promise<void> {
    const n = SEEKER_NOTICES[status];
    if (!n) return;
    const content = n.content(r.job_title, r.company_name) + (reply ? `：${reply}` : '');
    await notify(q, tenantId, { userId: r.seeker_id, kind: n.kind, title: n.title, content, model: 'job-send', modelId: r.id, link: SEEKER_LINK(r.id) });
    said.push({ fromUserId, toUserId: r.seeker_id, text: n.line(r.job_title, r.company_name) + (reply ? `：${reply}` : ''), jobId: r.job_id });
  }

  async function tellRecruiter(
    q: Queryable,
    tenantId: number,
    said: ChatLine[],
    seekerId: number,
    r: { id: number; jobId: number; recruiterId: number | null; jobTitle: string; seekerName: string },
    kind: string,
    title: string,
    content: string,
    /** The chat's system line, which both sides read, when `content` speaks to the recruiter alone. */
    line = content,
  ): Promise<void> {
    if (r.recruiterId === null) return;
    await notify(q, tenantId, { userId: r.recruiterId, kind, title, content, model: 'job-send', modelId: r.id, link: RECRUITER_LINK(r.id) });
    said.push({ fromUserId: seekerId, toUserId: r.recruiterId, text: line, jobId: r.jobId });
  }

  return {
    /** Submit-before: how the job takes applications (data.type), and whether the user already applied. */
    async sendGet(tenant: TenantScope, user: Caller, jobId: number): Promise<SendGetResult> {
      if (user.role !== ROLE_SEEKER) throw seekerOnly();
      return tenant.run(async (q) => {
        const repo = jobSendRepo(q, tenant.tenantId);
        const [job] = await repo.jobs([jobId]);
        if (!job) throw jobNotFound();
        if (job.status !== 1) throw new ApiError(CODE_BAD_REQUEST, '该职位已停止招聘', 400);
        const open = await repo.openOf(user.id, jobId);
        return {
          type: job.apply_mode,
          jobId: job.id,
          title: job.title,
          applied: open !== null,
          sendId: open?.id ?? null,
          status: open?.status ?? null,
          form: job.apply_mode === APPLY_TYPE_FORM ? { page: job.apply_form || JOB_SEND_FORM_DEFAULT_PAGE, title: '报名信息' } : null,
        };
      });
    },

    /**
     * Applies to one job or several. Problems of the whole call (login, resume,
     * attachment, an unknown single job) are envelope errors; a job that cannot
     * take this application gets an item without status and a message (spec §5).
     */
    async sendResume(tenant: TenantScope, user: Caller, input: SendResumeInput): Promise<SendResumeItem[]> {
      if (user.role !== ROLE_SEEKER) throw seekerOnly();
      const ids = [...new Set(input.ids ?? (input.id !== undefined ? [input.id] : []))];
      return runTelling(tenant, async (q, said) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        if (input.liveId !== undefined && !(await repo.liveExists(input.liveId))) throw new ApiError(CODE_NOT_FOUND, '直播不存在或已结束', 404);
        const jobs = new Map((await repo.jobs(ids)).map((j) => [j.id, j]));
        if (ids.length === 1 && !jobs.has(ids[0]!)) throw jobNotFound();

        if ([...jobs.values()].some((j) => j.apply_mode === APPLY_TYPE_RESUME)) {
          const gate = await resumeGate(q, tid, user.id);
          if (!gate.exists) throw new ApiError(CODE_RESUME_REGISTER, '请先创建简历，再投递职位', 400, { next: 'resume' });
          if (gate.missing.length > 0) {
            throw new ApiError(CODE_RESUME_INCOMPLETE, `简历信息不完整，请先完善：${gate.missingLabels.join('、')}`, 400, { missing: gate.missing });
          }
        }
        let attachmentId: number | null = null;
        if (input.resumeKind === 1) {
          const att = await resumeAttachment(q, tid, user.id, input.attachmentId!);
          if (!att) throw new ApiError(CODE_NOT_FOUND, '简历附件不存在，请重新选择', 404);
          attachmentId = att.id;
        }

        const at = new Date(now());
        const seekerName = await repo.userName(user.id);
        const items: SendResumeItem[] = [];
        for (const id of ids) {
          const job = jobs.get(id);
          const refuse = (message: string) => items.push({ id, title: job?.title ?? '', message });
          if (!job) {
            refuse('职位不存在或已下线');
            continue;
          }
          if (job.status !== 1) {
            refuse('该职位已停止招聘');
            continue;
          }
          if (job.apply_mode === APPLY_TYPE_UNSUPPORTED) {
            refuse('该职位暂不支持在线投递');
            continue;
          }
          const form = job.apply_mode === APPLY_TYPE_FORM ? (input.form ?? null) : null;
          if (job.apply_mode === APPLY_TYPE_FORM && (!form || Object.keys(form).length === 0)) {
            refuse('请先填写报名信息');
            continue;
          }
          // Applying from an event's page records the event, when the job's company takes part in it.
          if (input.eventId !== undefined && !(await events?.takesPart(q, tid, input.eventId, job.company_id))) {
            refuse('该企业未参加此活动');
            continue;
          }
          if (await repo.openOf(user.id, id)) {
            refuse('你已投递过该职位，请勿重复投递');
            continue;
          }
          const sendId = await repo.insert({
            jobId: id,
            companyId: job.company_id,
            seekerId: user.id,
            // A sign-up form carries its own answers: no resume goes with it.
            resumeKind: form ? 0 : input.resumeKind,
            attachmentId: form ? null : attachmentId,
            note: input.note,
            model: input.liveId !== undefined ? 'live' : input.eventId !== undefined ? 'event' : 'job',
            modelId: input.liveId ?? input.eventId ?? null,
            form,
            at,
          });
          if (sendId === null) {
            refuse('你已投递过该职位，请勿重复投递');
            continue;
          }
          items.push({ id, title: job.title, status: SEND_STATUS_SUBMITTED, sendId, message: form ? '报名成功' : '投递成功' });
          await tellRecruiter(
            q,
            tid,
            said,
            user.id,
            { id: sendId, jobId: job.id, recruiterId: job.recruiter_id, jobTitle: job.title, seekerName },
            'job-send.submitted',
            form ? '收到新的报名' : '收到新的简历',
            `${seekerName}${form ? '报名了' : '投递了'}「${job.title}」`,
          );
        }
        return items;
      });
    },

    /** One application: the seeker's own, or one the recruiter's company received (opening it marks it viewed). */
    async sendDetail(tenant: TenantScope, user: Caller, id: number): Promise<SendItem> {
      return runTelling(tenant, async (q, said) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        const own = await repo.ofSeeker(user.id, id);
        if (own) return toSendItem(own, { canUrge: canUrgeAt(own) });
        const received = await repo.ofRecruiter(user.id, id, true);
        if (!received) throw sendNotFound();
        if (received.status === SEND_STATUS_SUBMITTED) {
          const at = new Date(now());
          await repo.setStatus(id, SEND_STATUS_VIEWED, at, { viewed: true });
          await tellSeeker(q, tid, said, user.id, received, SEND_STATUS_VIEWED);
          return toSendItem({ ...received, status: SEND_STATUS_VIEWED, viewed_at: at, updated_at: at }, { canUrge: false });
        }
        return toSendItem(received, { canUrge: false });
      });
    },

    /** The seeker's applications, or those the recruiter's companies received, with filters. */
    async sendFind(tenant: TenantScope, user: Caller, input: SendFindInput): Promise<SendPage> {
      const side = input.side ?? (user.role === ROLE_SEEKER ? 'seeker' : 'recruiter');
      return tenant.run(async (q) => {
        const repo = jobSendRepo(q, tenant.tenantId);
        if (side === 'recruiter' && !(await repo.isRecruiter(user.id))) {
          throw new ApiError(CODE_FORBIDDEN, '你还没有加入企业，无法查看收到的简历', 403);
        }
        const { rows, total } = await repo.find(side, user.id, input, input.page, input.limit);
        return toPage({ list: rows.map((r) => toSendItem(r, { canUrge: side === 'seeker' && canUrgeAt(r) })), total }, input);
      });
    },

    /** The seeker takes an application back while the recruiter has not decided. */
    async sendCancel(tenant: TenantScope, user: Caller, id: number): Promise<SendItem> {
      return runTelling(tenant, async (q, said) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        const r = await repo.ofSeeker(user.id, id, true);
        if (!r) throw sendNotFound();
        if (r.status === SEND_STATUS_CANCELLED) throw new ApiError(CODE_BAD_REQUEST, '该投递已撤回', 400);
        if (r.status !== SEND_STATUS_SUBMITTED && r.status !== SEND_STATUS_VIEWED) throw new ApiError(CODE_BAD_REQUEST, '招聘者已处理该投递，无法撤回', 400);
        const at = new Date(now());
        await repo.setStatus(id, SEND_STATUS_CANCELLED, at);
        const seekerName = await repo.userName(user.id);
        await tellRecruiter(q, tid, said, user.id, { id, jobId: r.job_id, recruiterId: r.recruiter_id, jobTitle: r.job_title, seekerName }, 'job-send.cancelled', '投递已撤回', `${seekerName}撤回了对「${r.job_title}」的投递`);
        return toSendItem({ ...r, status: SEND_STATUS_CANCELLED, updated_at: at }, { canUrge: false });
      });
    },

    /** The seeker reminds the recruiter, at most once per 24 hours, while undecided. */
    async sendUrge(tenant: TenantScope, user: Caller, id: number): Promise<SendItem> {
      return runTelling(tenant, async (q, said) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        const r = await repo.ofSeeker(user.id, id, true);
        if (!r) throw sendNotFound();
        if (r.status !== SEND_STATUS_SUBMITTED && r.status !== SEND_STATUS_VIEWED) {
          throw new ApiError(CODE_BAD_REQUEST, r.status === SEND_STATUS_CANCELLED ? '该投递已撤回，无法催促' : '招聘者已处理该投递，无需催促', 400);
        }
        if (!canUrgeAt(r)) {
          const hours = Math.ceil((JOB_SEND_URGE_INTERVAL_MS - (now() - r.urged_at!.getTime())) / 3_600_000);
          throw new ApiError(CODE_RATE_LIMITED, `24 小时内只能催促一次，请 ${hours} 小时后再试`, 429);
        }
        const at = new Date(now());
        await repo.setUrged(id, at);
        const seekerName = await repo.userName(user.id);
        await tellRecruiter(q, tid, said, user.id, { id, jobId: r.job_id, recruiterId: r.recruiter_id, jobTitle: r.job_title, seekerName }, 'job-send.urged', '求职者催你查看简历', `${seekerName}希望你尽快查看对「${r.job_title}」的投递`, `${seekerName}催促查看「${r.job_title}」的投递`);
        return toSendItem({ ...r, urged_at: at }, { canUrge: false });
      });
    },

    /** The recruiter invites to an interview, passes or rejects; the seeker is told. */
    async sendResolve(tenant: TenantScope, user: Caller, input: { id: number; action: keyof typeof SEND_RESOLVE_STATUS; reply: string }): Promise<SendItem> {
      return runTelling(tenant, async (q, said) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        const r = await repo.ofRecruiter(user.id, input.id, true);
        if (!r) throw sendNotFound();
        const status = SEND_RESOLVE_STATUS[input.action];
        if (r.status === SEND_STATUS_CANCELLED) throw new ApiError(CODE_BAD_REQUEST, '求职者已撤回该投递', 400);
        if (r.status === SEND_STATUS_PASSED || r.status === SEND_STATUS_REJECTED) throw new ApiError(CODE_BAD_REQUEST, '该投递已有结果，不能再次处理', 400);
        if (r.status === status) throw new ApiError(CODE_BAD_REQUEST, '已邀请过该求职者面试', 400);
        const at = new Date(now());
        await repo.setStatus(r.id, status, at, { reply: input.reply, viewed: true });
        await tellSeeker(q, tid, said, user.id, r, status, input.reply);
        return toSendItem({ ...r, status, reply: input.reply, updated_at: at, viewed_at: r.viewed_at ?? at }, { canUrge: false });
      });
    },

    /**
     * The recruiter's improper mark: a label of their own for screening, so
     * the seeker is not told.
     */
    async sendImproper(tenant: TenantScope, user: Caller, id: number, improper: boolean): Promise<SendItem> {
      return tenant.run(async (q) => {
        const repo = jobSendRepo(q, tenant.tenantId);
        const r = await repo.ofRecruiter(user.id, id, true);
        if (!r) throw sendNotFound();
        await repo.setImproper(id, improper);
        return toSendItem({ ...r, improper }, { canUrge: false });
      });
    },

    /** The recruiter's contact for a job; masked unless canSeeContact (or it is the recruiter's own company). */
    async contactGet(tenant: TenantScope, user: Caller, jobId: number): Promise<JobContact> {
      return tenant.run(async (q) => {
        const tid = tenant.tenantId;
        const repo = jobSendRepo(q, tid);
        const [job] = await repo.jobs([jobId]);
        if (!job) throw jobNotFound();
        // The job's own contact answers first; the recruiter's card fills what it leaves empty.
        const c = job.recruiter_id === null ? null : await repo.recruiterContact(job.recruiter_id, job.company_id);
        const mobile = job.contact_mobile || c?.card_mobile || c?.mobile || '';
        if (!c && !job.contact_name && !mobile) throw new ApiError(CODE_NOT_FOUND, '该职位暂无联系人', 404);
        const own = job.recruiter_id !== null && job.recruiter_id === user.id;
        const visible = own || (await canSeeContact(q, tid, { seekerId: user.id, jobId }));
        const wechat = job.contact_wechat || c?.card_wechat || '';
        const email = job.contact_email || c?.card_email || c?.email || '';
        return {
          jobId,
          name: job.contact_name || c?.name || '招聘负责人',
          position: c?.position || c?.hr_position || '招聘者',
          companyName: job.company_name,
          mobile: visible ? mobile : maskPhone(mobile),
          wechat: visible ? wechat : maskText(wechat),
          email: visible ? email : maskEmail(email),
          visible,
          hint: visible ? '' : '投递该职位并获得面试邀请或通过后，可查看完整联系方式',
        };
      });
    },
  };
}
export type JobSendService = ReturnType<typeof createJobSendService>;

/** A WeChat id shown as its first two characters and stars. */
function maskText(v: string): string {
  if (!v) return '';
  return `${v.slice(0, 2)}${'*'.repeat(Math.max(4, v.length - 2))}`;
}

/** An address shown as its first character, stars and the domain. */
function maskEmail(v: string): string {
  const at = v.indexOf('@');
  if (at < 1) return maskText(v);
  return `${v[0]}***${v.slice(at)}`;
}

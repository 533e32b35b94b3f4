import {
  INTERVIEW_AHEAD_MAX_MS,
  INTERVIEW_MESSAGES,
  INTERVIEW_REMIND_BEFORE_MS,
  INTERVIEW_STATE,
  INTERVIEW_STATE_TEXT,
  INTERVIEW_TYPE,
  INTERVIEW_TYPE_TEXT,
  VIDEO_MINUTE_DEFAULT,
  interviewWindow,
  type Interview,
  type InterviewCreateInput,
  type InterviewPage,
} from '../../../schemas/interview';
import { toPage, type PageAt } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_FORBIDDEN, CODE_NOT_FOUND } from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { interviewRepo, type InterviewRow } from './repo';
import { formatDate, SITE_TIME_ZONE } from '../../../schemas/date-format';

/** The chat service as interviews see it: one system message in the pair's conversation. */
export interface InterviewChat {
  notice(tenant: TenantScope, line: { fromUserId: number; toUserId: number; text: string; jobId?: number; data?: Record<string, unknown> }): Promise<unknown>;
}

/** The money area's right spender (rightsRtcMinute for a video interview). */
export interface InterviewRights {
  spendRight(q: Queryable, tenantId: number, userId: number, key: 'rightsRtcMinute', num: number, ref: string): Promise<unknown>;
}

export interface InterviewDeps {
  now: () => number;
  chat?: InterviewChat | undefined;
  rights?: InterviewRights | undefined;
  /**
   * Spec §7's rights pre-check before a video interview in our own room: spends rightsRtcMinute
   * (num = videoMinute); short → 14550 and the client's supplement flow. Off by default, as the spec has it.
   */
  rightsCheck?: boolean | undefined;
  onChatError?: ((e: unknown) => void) | undefined;
}

const notFound = () => new ApiError(CODE_NOT_FOUND, INTERVIEW_MESSAGES.notFound, 404);

/** Times in messages as the site's users read them (China Standard Time). */
export function cstText(ms: number): string {
  return formatDate(ms, 'M月D日 HH:mm', SITE_TIME_ZONE);
}

export function createInterviewService({ now, chat, rights, rightsCheck, onChatError }: InterviewDeps) {
  const toView = (r: InterviewRow, me: number): Interview => {
    const iAmRecruiter = r.recruiter_id === me;
    const at = now();
    const w = interviewWindow(r.start_at.getTime(), r.video_minute);
    return {
      id: r.id,
      type: r.type,
      roomType: r.room_type,
      status: r.status,
      statusText: INTERVIEW_STATE_TEXT[r.status] ?? '',
      startAt: r.start_at.getTime(),
      videoMinute: r.video_minute,
      address: r.address,
      note: r.note,
      recruiterId: r.recruiter_id,
      seekerId: r.seeker_id,
      ujId: r.application_id,
      cid: r.conversation_id,
      jobId: r.job_id,
      jobTitle: r.job_title ?? '',
      peer: iAmRecruiter
        ? { id: r.seeker_id, name: r.seeker_name, avatar: r.seeker_avatar, companyName: '' }
        : { id: r.recruiter_id, name: r.recruiter_name, avatar: r.recruiter_avatar, companyName: r.company_name ?? '' },
      durationSec: r.duration_sec,
      callStartedAt: r.call_started_at?.getTime() ?? null,
      callEndedAt: r.call_ended_at?.getTime() ?? null,
      canJoin: r.type === INTERVIEW_TYPE.video && (r.status === INTERVIEW_STATE.scheduled || r.status === INTERVIEW_STATE.inCall) && at >= w.opensAt && at <= w.closesAt,
    };
  };

  /** The interview when the user is one of its two parties; another user's or tenant's id is "not found". */
  async function partyRow(q: Queryable, tenantId: number, userId: number, id: number): Promise<InterviewRow> {
    const repo = interviewRepo(q, tenantId);
    const row = await repo.get(id);
    if (!row || (row.recruiter_id !== userId && row.seeker_id !== userId)) throw notFound();
    return row;
  }

  /** Lines said in a transaction go to chat after it commits (a failed chat line never undoes the interview). */
  async function tell(tenant: TenantScope, lines: Parameters<InterviewChat['notice']>[1][]): Promise<void> {
    for (const line of lines) await chat?.notice(tenant, line).catch((e: unknown) => onChatError?.(e));
  }

  return {
    /** /api-user/interview/create: the recruiter of an application or conversation books an interview. */
    async create(tenant: TenantScope, userId: number, input: InterviewCreateInput): Promise<Interview> {
      const at = now();
      if (input.time < at - 60_000) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.pastTime, 400);
      if (input.time > at + INTERVIEW_AHEAD_MAX_MS) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.tooFar, 400);
      if (input.type === INTERVIEW_TYPE.onSite && !input.address.trim()) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.addressNeeded, 400);
      const view = await tenant.run(async (q) => {
        const repo = interviewRepo(q, tenant.tenantId);
        let seekerId: number;
        let jobId: number | null;
        if (input.ujId !== undefined) {
          const app = await repo.applicationForRecruiter(input.ujId, userId);
          // Someone else's application (or another tenant's id) reads as not the recruiter's to schedule.
          if (!app) throw new ApiError(CODE_FORBIDDEN, INTERVIEW_MESSAGES.recruiterOnly, 403);
          seekerId = app.seeker_id;
          jobId = app.job_id;
        } else {
          const conv = await repo.conversationForRecruiter(input.cid!, userId);
          if (!conv) throw new ApiError(CODE_FORBIDDEN, INTERVIEW_MESSAGES.recruiterOnly, 403);
          seekerId = conv.seeker_id;
          jobId = conv.job_id;
        }
        const id = await repo.insert({
          recruiterId: userId,
          seekerId,
          applicationId: input.ujId ?? null,
          conversationId: input.cid ?? null,
          jobId,
          type: input.type,
          roomType: input.roomType ?? 0,
          startAt: new Date(input.time),
          videoMinute: input.videoMinute,
          address: input.address.trim(),
          note: input.note.trim(),
          at: new Date(at),
        });
        if (id === null) throw new ApiError(CODE_CONFLICT, INTERVIEW_MESSAGES.alreadyOpen, 409);
        // Spec §7: before a video interview in our own room (type 1, no roomType) the booked minutes
        // are paid with rightsRtcMinute; short → 14550 and this whole booking is rolled back.
        if (rightsCheck && rights && input.type === INTERVIEW_TYPE.video && !input.roomType) {
          await rights.spendRight(q, tenant.tenantId, userId, 'rightsRtcMinute', input.videoMinute, `interview:${id}`);
        }
        return toView((await repo.get(id))!, userId);
      });
      const what = INTERVIEW_TYPE_TEXT[view.type];
      const where = view.type === INTERVIEW_TYPE.video ? `时长 ${view.videoMinute} 分钟，到时间后在聊天或“我的面试”中进入面试` : `地点：${view.address}`;
      await tell(tenant, [
        { fromUserId: userId, toUserId: view.seekerId, text: `已安排${what}：${cstText(view.startAt)}，${where}${view.note ? `。备注：${view.note}` : ''}`, ...(view.jobId ? { jobId: view.jobId } : {}), data: { interviewId: view.id, interview: { id: view.id, type: view.type, startAt: view.startAt, videoMinute: view.videoMinute } } },
      ]);
      return view;
    },

    /**
     * The chat's interview invitation was accepted: the interview it stands for is booked, in the
     * chat's transaction (a refusal here undoes the acceptance). Video unless it says on-site
     * (interviewType 2, or no type and an address that does not say 视频).
     */
    async bookFromExchange(q: Queryable, tenantId: number, b: { recruiterId: number; seekerId: number; cid: number; jobId: number | null; data: Record<string, unknown> }): Promise<{ id: number; type: number; startAt: number; videoMinute: number }> {
      const d = b.data;
      const address = typeof d.address === 'string' ? d.address.trim() : '';
      const type = d.interviewType === INTERVIEW_TYPE.video || d.interviewType === INTERVIEW_TYPE.onSite ? d.interviewType : /视频/.test(address) ? INTERVIEW_TYPE.video : INTERVIEW_TYPE.onSite;
      const videoMinute = typeof d.videoMinute === 'number' ? d.videoMinute : VIDEO_MINUTE_DEFAULT;
      if (typeof d.time !== 'number') throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.pastTime, 400);
      const repo = interviewRepo(q, tenantId);
      const id = await repo.insert({
        recruiterId: b.recruiterId,
        seekerId: b.seekerId,
        applicationId: null,
        conversationId: b.cid,
        jobId: b.jobId,
        type,
        roomType: 0,
        startAt: new Date(d.time),
        videoMinute,
        address,
        note: typeof d.remark === 'string' ? d.remark.trim() : '',
        at: new Date(now()),
      });
      if (id === null) throw new ApiError(CODE_CONFLICT, INTERVIEW_MESSAGES.alreadyOpen, 409);
      return { id, type, startAt: d.time, videoMinute };
    },

    /** My interviews (as recruiter or seeker): open ones first. Past rooms with no call become missed first. */
    async find(tenant: TenantScope, userId: number, input: PageAt & { status?: number | undefined }): Promise<InterviewPage> {
      return tenant.run(async (q) => {
        const repo = interviewRepo(q, tenant.tenantId);
        await repo.markMissed(new Date(now()), userId);
        const found = await repo.mine(userId, input.status, input.limit, (input.page - 1) * input.limit);
        return toPage({ list: found.list.map((r) => toView(r, userId)), total: found.total }, input);
      });
    },

    async get(tenant: TenantScope, userId: number, id: number): Promise<Interview> {
      return tenant.run(async (q) => {
        const row = await partyRow(q, tenant.tenantId, userId, id);
        if (row.status === INTERVIEW_STATE.scheduled && (await interviewRepo(q, tenant.tenantId).markMissed(new Date(now()), userId)).includes(id)) row.status = INTERVIEW_STATE.missed;
        return toView(row, userId);
      });
    },

    /**
     * May this user enter the call room now? Only the two parties, a video interview, from 10 minutes
     * before the start until 30 minutes after the booked end, not ended or missed.
     */
    async joinCheck(tenant: TenantScope, userId: number, id: number): Promise<Interview> {
      return tenant.run(async (q) => {
        const row = await partyRow(q, tenant.tenantId, userId, id);
        if (row.type !== INTERVIEW_TYPE.video) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.notVideo, 400);
        const w = interviewWindow(row.start_at.getTime(), row.video_minute);
        const at = now();
        if (row.status === INTERVIEW_STATE.ended || row.status === INTERVIEW_STATE.missed || at > w.closesAt) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.over, 400);
        if (at < w.opensAt) throw new ApiError(CODE_BAD_REQUEST, INTERVIEW_MESSAGES.tooEarly, 400);
        return toView(row, userId);
      });
    },

    /** Both parties are in the room: the call has started (the first time counts). */
    async callStarted(tenant: TenantScope, userId: number, id: number): Promise<Interview> {
      return tenant.run(async (q) => {
        const repo = interviewRepo(q, tenant.tenantId);
        await repo.lock(id);
        const row = await partyRow(q, tenant.tenantId, userId, id);
        if (row.status === INTERVIEW_STATE.scheduled || row.status === INTERVIEW_STATE.inCall) await repo.startCall(id, new Date(now()));
        return toView((await repo.get(id))!, userId);
      });
    },

    /** Hang up: a call that started ends with its real duration; before both were in, nothing changes. */
    async hangup(tenant: TenantScope, userId: number, id: number): Promise<Interview> {
      return tenant.run(async (q) => {
        const repo = interviewRepo(q, tenant.tenantId);
        await repo.lock(id);
        const row = await partyRow(q, tenant.tenantId, userId, id);
        if (row.status === INTERVIEW_STATE.inCall && row.call_started_at) {
          const end = now();
          await repo.endCall(id, new Date(end), Math.max(0, Math.round((end - row.call_started_at.getTime()) / 1000)));
        }
        return toView((await repo.get(id))!, userId);
      });
    },

    /** Reminders before the start, as system chat messages both parties see; each interview once. */
    async sendReminders(tenant: TenantScope): Promise<number> {
      const at = now();
      const due = await tenant.run(async (q) => {
        const repo = interviewRepo(q, tenant.tenantId);
        await repo.markMissed(new Date(at));
        return repo.claimReminders(new Date(at), new Date(at + INTERVIEW_REMIND_BEFORE_MS));
      });
      await tell(
        tenant,
        due.map((d) => ({
          fromUserId: d.recruiter_id,
          toUserId: d.seeker_id,
          text: `面试提醒：${INTERVIEW_TYPE_TEXT[d.type]}将于 ${cstText(d.start_at.getTime())} 开始${d.type === INTERVIEW_TYPE.video ? '，请提前进入面试' : `，地点：${d.address}`}`,
          ...(d.job_id ? { jobId: d.job_id } : {}),
          data: { interviewId: d.id, interview: { id: d.id, type: d.type, startAt: d.start_at.getTime(), videoMinute: d.video_minute } },
        })),
      );
      return due.length;
    },
  };
}
export type InterviewService = ReturnType<typeof createInterviewService>;

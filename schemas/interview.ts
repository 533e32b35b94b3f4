import { z } from 'zod';
import { idSchema, intSchema, lineSchema, textSchema } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Interviews (spec §3 interview create payload, §7 /api-user/interview/create) and the 1:1
 * video call's signalling contract. The socket events are in im-socket.ts.
 */
export const INTERVIEW_PATHS = {
  create: '/api-user/interview/create',
  find: '/api-user/interview/find',
  get: '/api-user/interview/get',
} as const;

/** type: 1 video (held in our call screen), 2 on-site. */
export const INTERVIEW_TYPE = { video: 1, onSite: 2 } as const;
export const INTERVIEW_TYPE_TEXT: Record<number, string> = { 1: '视频面试', 2: '现场面试' };

/** The interview's state: scheduled → in call → ended, or missed when nobody held it. */
export const INTERVIEW_STATE = { scheduled: 1, inCall: 2, ended: 3, missed: 4 } as const;
export const INTERVIEW_STATE_TEXT: Record<number, string> = { 1: '待面试', 2: '面试中', 3: '已结束', 4: '已错过' };

/** Booked minutes of a video interview: default, least, most. */
export const VIDEO_MINUTE_DEFAULT = 30;
export const VIDEO_MINUTE_MIN = 5;
export const VIDEO_MINUTE_MAX = 120;
/** The call room opens this long before the start (进入面试 shows from then). */
export const INTERVIEW_JOIN_EARLY_MS = 10 * 60_000;
/** …and stays open this long after the booked minutes end; past it an unheld interview is missed. */
export const INTERVIEW_JOIN_GRACE_MS = 30 * 60_000;
/** A reminder (a system chat message) goes out this long before the start. */
export const INTERVIEW_REMIND_BEFORE_MS = 15 * 60_000;
/** An interview is booked at most this far ahead. */
export const INTERVIEW_AHEAD_MAX_MS = 90 * 86_400_000;

export const INTERVIEW_MESSAGES = {
  notFound: '面试不存在',
  recruiterOnly: '只有招聘方可以安排面试',
  noTarget: '请指定投递记录或会话',
  pastTime: '面试时间不能早于现在',
  tooFar: '面试时间不能超过 90 天后',
  addressNeeded: '请填写面试地点',
  alreadyOpen: '已有待进行的面试，请先完成或等待结束',
  notVideo: '这不是视频面试',
  tooEarly: '面试尚未开始，请在开始前 10 分钟内进入',
  over: '面试已结束',
  notJoined: '请先进入面试房间',
} as const;

/** When the call room is open for an interview (from 10 min before start to 30 min after the booked end). */
export function interviewWindow(startAt: number, videoMinute: number): { opensAt: number; closesAt: number } {
  return { opensAt: startAt - INTERVIEW_JOIN_EARLY_MS, closesAt: startAt + videoMinute * 60_000 + INTERVIEW_JOIN_GRACE_MS };
}

/** /api-user/interview/create (spec §3: type, roomType, videoMinute, ujId; plus the conversation, time and notes). */
export const interviewCreateInputSchema = z
  .object({
    /** 1 video, 2 on-site. */
    type: z.union([z.literal(1), z.literal(2)], { error: '面试类型无效' }),
    /** Another room kind (0 or absent: our own call room; only then the rights pre-check applies). */
    roomType: intSchema('房间类型', 0, 10).optional(),
    /** Booked minutes of a video interview. */
    videoMinute: intSchema('面试时长', VIDEO_MINUTE_MIN, VIDEO_MINUTE_MAX).default(VIDEO_MINUTE_DEFAULT),
    /** The application (job_applications.id) the interview is for. */
    ujId: idSchema('投递记录 id 无效').optional(),
    /** Or the conversation it is made from. */
    cid: idSchema('会话 id 无效').optional(),
    /** Start time, epoch ms. */
    time: intSchema('面试时间', 0, Number.MAX_SAFE_INTEGER),
    /** Where (on-site) or a note on how to join. */
    address: lineSchema('面试地点').max(200, '面试地点最多 200 字').default(''),
    /** Notes to the candidate. */
    note: textSchema('备注').max(500, '备注最多 500 字').default(''),
  })
  .refine((v) => v.ujId !== undefined || v.cid !== undefined, { message: INTERVIEW_MESSAGES.noTarget, path: ['ujId'] });
export type InterviewCreateInput = z.infer<typeof interviewCreateInputSchema>;

export const interviewIdInputSchema = z.object({ id: idSchema('面试 id 无效') });

export const interviewFindInputSchema = pageQuerySchema.extend({
  /** Only interviews in this state. */
  status: intSchema('面试状态', 1, 4).optional(),
});

export const interviewSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  roomType: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  startAt: z.number(),
  videoMinute: z.number().int(),
  address: z.string(),
  note: z.string(),
  recruiterId: z.number().int(),
  seekerId: z.number().int(),
  ujId: z.number().int().nullable(),
  cid: z.number().int().nullable(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string(),
  /** The other party as I see them. */
  peer: z.object({ id: z.number().int(), name: z.string(), avatar: z.string(), companyName: z.string() }),
  /** Seconds both parties were in the call. */
  durationSec: z.number().int(),
  callStartedAt: z.number().nullable(),
  callEndedAt: z.number().nullable(),
  /** The call room is open now (video, not over, within the window). */
  canJoin: z.boolean(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewPageSchema = pageResultSchema(interviewSchema);
export type InterviewPage = z.infer<typeof interviewPageSchema>;

// ---- The call's signalling (socket events rtc*, see im-socket.ts) ----

/** An RTCIceServer as the browser takes it. */
export const iceServerSchema = z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() });
export type IceServer = z.infer<typeof iceServerSchema>;

export const rtcJoinInputSchema = z.object({ interviewId: idSchema('面试 id 无效') });
export const rtcLeaveInputSchema = rtcJoinInputSchema;
export const rtcHangupInputSchema = rtcJoinInputSchema;

/** A session description or ICE candidate for the other party (opaque to the server, size-bounded). */
/** One peer connection of a party (a random id the client makes): signals say which one sent them and which one they answer. */
const rtcSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, '通话连接标识无效');

export const rtcSignalInputSchema = z.object({
  interviewId: idSchema('面试 id 无效'),
  /** The sender's peer connection. */
  session: rtcSessionIdSchema.optional(),
  /** The receiver's peer connection this answers (absent on a first offer): a signal for a replaced connection is dropped. */
  to: rtcSessionIdSchema.optional(),
  description: z.object({ type: z.enum(['offer', 'answer', 'rollback', 'pranswer']), sdp: z.string().max(20_000).optional() }).optional(),
  candidate: z
    .object({ candidate: z.string().max(2000), sdpMid: z.string().max(100).nullable().optional(), sdpMLineIndex: intSchema('sdpMLineIndex', 0, 100).nullable().optional(), usernameFragment: z.string().max(200).nullable().optional() })
    .nullable()
    .optional(),
});
export type RtcSignalInput = z.infer<typeof rtcSignalInputSchema>;

/** My media state, shown to the other party (muted, camera off). */
export const rtcStateInputSchema = z.object({ interviewId: idSchema('面试 id 无效'), muted: z.boolean(), cameraOff: z.boolean() });
export type RtcStateInput = z.infer<typeof rtcStateInputSchema>;

/** rtcJoin's answer. */
export interface RtcJoinResult {
  interview: Interview;
  iceServers: IceServer[];
  /** In perfect negotiation the polite side yields on a collision: the seeker is polite. */
  polite: boolean;
  /** The other party is in the room already. */
  peerPresent: boolean;
}

/** Server → client: a description or candidate from the other party. */
export interface RtcSignalPush extends RtcSignalInput {
  fromUserId: number;
}
/** Server → client: the other party joined, left, or changed their media state. */
export interface RtcPeerPush {
  interviewId: number;
  userId: number;
  event: 'joined' | 'left' | 'state';
  muted?: boolean;
  cameraOff?: boolean;
}
/** Server → client: the call was hung up (by either party); the recorded duration. */
export interface RtcEndedPush {
  interviewId: number;
  durationSec: number;
  byUserId: number;
}

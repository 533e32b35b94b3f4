import { z } from 'zod';
import { companyRefSchema, idSchema, lineSchema } from './fields';
import { pageQuerySchema } from './paging';

/**
 * Live recruiting sessions (issue 17, live rooms half): a company's live stream with the jobs
 * it shows, its chatroom ('live-{id}', the socket's imChatroom* methods) and likes.
 * The list stays /api-user/live/find (schemas/content.ts); these are one live and its edits.
 */
export const LIVE_PATHS = {
  get: '/api-user/live/get',
  like: '/api-user/live/like',
  /** A recruiter's lives of their company, and their create/edit. */
  mine: '/api-user/live/mine',
  save: '/api-user/live/save',
  adminFind: '/api-admin/live/find',
  adminSave: '/api-admin/live/save',
  /** 预约 an upcoming live (kept on the server per user; told when it goes on air), and its cancel. */
  reserve: '/api-user/live/reserve',
  reserveCancel: '/api-user/live/reserveCancel',
  /** The recruiter's company's open jobs a live may show (the editor's choices). */
  jobOptions: '/api-user/live/jobOptions',
} as const;

/** A live without its own end time ends this long after its start (the state runner moves it). */
export const LIVE_DEFAULT_MINUTES = 120;
/** How often the state runner looks at lives (upcoming → live → ended → replay, reservers told). */
export const LIVE_STATE_EVERY_MS = 30_000;
/** The link a reserver's notice opens. */
export const liveLink = (id: number) => `/live/${id}`;

/** State: upcoming → live → ended → replay (a recording is up). */
export const LIVE_STATE = { upcoming: 0, live: 1, ended: 2, replay: 3 } as const;
export const LIVE_STATE_TEXT: Record<number, string> = { 0: '即将开始', 1: '直播中', 2: '已结束', 3: '回放' };
/** Jobs shown in one room, at most. */
export const LIVE_JOBS_MAX = 20;
/** Where the demo stream is served (the server's HLS directory, see server/modules/live/media.ts). */
export const LIVE_MEDIA_PREFIX = '/live-media/';
export const LIVE_DEMO_PLAY_URL = `${LIVE_MEDIA_PREFIX}demo/index.m3u8`;

export const LIVE_MESSAGES = {
  notFound: '直播不存在',
  recruiterOnly: '只有企业招聘者可以创建直播',
  notYours: '只能编辑本企业的直播',
  badJob: '直播职位须为本企业在招职位',
  badState: '直播状态只能依次向前：即将开始 → 直播中 → 已结束 → 回放',
  replayNeedsUrl: '回放须填写回放地址',
  companyNeeded: '请选择企业',
  notUpcoming: '直播已开始或已结束，无需预约',
  endBeforeStart: '结束时间须晚于开始时间',
  noCompany: '企业不存在',
} as const;

/** A stream address: http(s) or a path on our own server; no other schemes (javascript:, data:). */
const urlSchema = (what: string) =>
  lineSchema(what)
    .max(500, `${what}过长`)
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)[^\s]*$/.test(s), `${what}须为 http(s) 地址或站内路径`);

export const liveIdInputSchema = z.object({ id: idSchema('直播 id 无效') });

/** /api-user/live/save and /api-admin/live/save: create (no id) or edit. */
export const liveSaveInputSchema = z.object({
  /** Absent: a new live. */
  id: idSchema('直播 id 无效').optional(),
  title: lineSchema('直播标题').trim().min(1, '请填写直播标题').max(60, '直播标题最多 60 个字'),
  cover: urlSchema('封面地址').default(''),
  /** Start time, ms since epoch. */
  startAt: z.number({ error: '开始时间无效' }).int('开始时间无效').min(0, '开始时间无效').max(8_640_000_000_000_000, '开始时间无效'),
  jobIds: z.array(idSchema('职位 id 无效'), { error: '职位列表无效' }).max(LIVE_JOBS_MAX, `最多展示 ${LIVE_JOBS_MAX} 个职位`).default([]),
  playUrl: urlSchema('播放地址').default(''),
  replayUrl: urlSchema('回放地址').default(''),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '直播状态无效' }).default(0),
  /** End time, ms since epoch; absent or null: LIVE_DEFAULT_MINUTES after the start. */
  endAt: z.number({ error: '结束时间无效' }).int('结束时间无效').min(0, '结束时间无效').max(8_640_000_000_000_000, '结束时间无效').nullable().optional(),
  /** Operators only: the company it belongs to (a recruiter's is always their own). */
  companyId: idSchema('企业 id 无效').optional(),
});
export type LiveSaveInput = z.infer<typeof liveSaveInputSchema>;

export const liveAdminFindInputSchema = pageQuerySchema;

export const liveJobSchema = z.object({ id: z.number().int(), title: z.string(), salaryText: z.string(), cityName: z.string() });
export type LiveJob = z.infer<typeof liveJobSchema>;

export const liveSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  startAt: z.number(),
  /** When it ends (its own end time, or the default length after the start). */
  endAt: z.number(),
  /** The end time was set by its maker (null: the default length). */
  endAtSet: z.boolean(),
  playUrl: z.string(),
  replayUrl: z.string(),
  company: companyRefSchema.extend({ logo: z.string() }),
  jobs: z.array(liveJobSchema),
  likes: z.number().int(),
  /** The viewer liked it already. */
  liked: z.boolean(),
  /** Users in the room's chat now (the chatroom's membership). */
  viewers: z.number().int(),
  /** The viewer reserved it (预约, kept on the server). */
  reserved: z.boolean(),
  /** Chatroom id for imChatroomJoin. */
  roomId: z.string(),
});
export type Live = z.infer<typeof liveSchema>;

export const liveJobOptionsSchema = z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string() })) });

export const liveReserveResultSchema = z.object({ reserved: z.boolean() });

export const liveLikeResultSchema = z.object({ likes: z.number().int(), liked: z.boolean() });

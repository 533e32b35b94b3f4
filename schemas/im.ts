import { z } from 'zod';
import { idSchema, PG_INT_MAX } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Chat contract (spec §3 chat entities, §4 chat states, §7 /api-user/im/*, §8, §9).
 * The socket events are in ./im-socket.ts; both import from here.
 *
 * ─── How the client gets its chat token and connects (for chat-ui) ───────────
 * 1. After the user logs in, POST `IM_PATHS.login` ('/api-user/im/login', body {}) through the
 *    usual api client (access token, agent-key, system-payload). data = ImChatOptions:
 *    { userId, role, imUserId, token, key, socketPath, expiresAt }. Code 1006 (not logged in)
 *    is ignored by chat login (spec §8). The chat token belongs to ONE tenant and ONE user;
 *    it is valid until expiresAt (7 days) or until the site login it was made from logs out.
 *    Fetch it once per login and reuse it for every (re)connect; imLogout does not end it.
 * 2. Connect socket.io-client to the page's own origin (or the agent's apiUrl when set) with
 *    `{ path: IM_SOCKET_PATH ('/im/socket.io'), transports: ['websocket', 'polling'], timeout: 20000,
 *    reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5 }`.
 *    No auth is needed for the handshake itself.
 * 3. On every 'connect' (first and after each reconnect) emit `imLogin({ token }, ack)`.
 *    ack.code 200 → status 200 (logged in; the socket now receives pushes for this user on
 *    every device); then, per open conversation, `imMsgSync({ cid, afterSeq: lastSeqSeen })`
 *    (login subscribes first, then the fetch, so nothing falls in between) and re-fetch
 *    contact/find for unread counts. Non-200 → treat as logged out (status 0);
 *    CODE_IM_TOKEN_INVALID means: call /api-user/im/login again for a fresh token.
 * 4. Send with `imMsgSend({ type, content: { cid, ... }, toUserId, clientId }, ack)`. clientId is
 *    generated once per pending message (e.g. crypto.randomUUID()) and REUSED on every resend
 *    (socket retry or the HTTP fallback): the server returns the original message, never a copy.
 *    De-duplicate received messages by `id` (the ack and the `imMsg` push of your own message
 *    carry the same id).
 * 5. Without a socket: POST IM_PATHS.fallbackSend ('/im/msg/send', body = the same socket message)
 *    and poll IM_PATHS.fallbackFindToMe ('/im/msg/findToMe', { startAt, page: 1, limit: 50, lastId })
 *    with header `authorization: <chat token>` (agent-key and system-payload are not needed; if
 *    agent-key is sent it must be the token's site). Both answer the usual envelope {code, msg, data}.
 * ─────────────────────────────────────────────────────────────────────────────
 *
 * Times on the wire are epoch milliseconds (numbers). Sequence numbers (`seq`) are per
 * conversation, assigned by the server, strictly increasing, starting at 1. A viewer may see gaps
 * (nothing is hidden today, but clients must not assume contiguity).
 */

// ─── Wire codes of chat (spec §8; 7000 is in codes.ts) ───────────────────────
export { CODE_IM_MESSAGE_REMOVED } from './codes';
/** The socket has not logged in to chat (imLogin) or logged out: log in again, then retry. */
export const CODE_IM_NOT_LOGGED_IN = 7001;
/** The chat token is missing, unknown, expired or of another site: fetch a new one (/api-user/im/login). */
export const CODE_IM_TOKEN_INVALID = 7002;
/** Revoke refused: only the sender may revoke, within IM_REVOKE_WINDOW_MS. */
export const CODE_IM_REVOKE_REFUSED = 7004;
/** An exchange request cannot move this way (already answered, own request, wrong side). */
export const CODE_IM_EXCHANGE_REFUSED = 7006;
/** An exchange needs contact details the user has not filled in (WeChat id on the contact card). */
export const CODE_IM_CONTACT_MISSING = 7007;
/** The user is muted or blocked in this chatroom. */
export const CODE_IM_ROOM_MUTED = 7008;
/** A chatroom join token or its sign is invalid or expired. */
export const CODE_IM_ROOM_TOKEN_INVALID = 7009;
/** The action needs the other role (e.g. only recruiters send interview invitations). */
export const CODE_IM_ROLE_REFUSED = 7011;

/** Readable messages of the codes above (the server sends them as msg). */
export const IM_MESSAGES = {
  blockedByPeer: '对方已拒收你的消息',
  notLoggedIn: '聊天未登录，请稍后重试',
  tokenInvalid: '聊天登录已失效，请重新登录',
  revokeNotOwn: '只能撤回自己发送的消息',
  revokeExpired: '消息发送已超过 2 分钟，无法撤回',
  conversationNotFound: '会话不存在',
  messageNotFound: '消息不存在',
  roomMuted: '你已被禁言',
} as const;

/** Client-side error texts of spec §8 (chat-ui throws these). */
export const IM_ERROR_SEND_TIMEOUT = 'Im: sendMessage timeout';
export const IM_ERROR_SOCKET_TIMEOUT = 'Im: socket timeout';
export const IM_ERROR_NO_TOKEN = 'Im: missing chat token';
/** Toast of a failed send: prefix + (message or IM_SEND_FAILED_UNKNOWN). */
export const IM_SEND_FAILED_PREFIX = '消息发送失败：';
export const IM_SEND_FAILED_UNKNOWN = '未知错误';

// ─── Constants (spec §9) ─────────────────────────────────────────────────────
/** socket.io path on the site's own HTTP server. */
export const IM_SOCKET_PATH = '/im/socket.io';
/** Connection status of the chat client (spec §4). */
export const IM_STATUS_INITIAL = -1;
export const IM_STATUS_CONNECTED = 200;
export const IM_STATUS_DISCONNECTED = 0;
/** Spec §9 real-time client settings. */
export const IM_SOCKET_TIMEOUT_MS = 5000;
export const IM_LOGIN_WAIT_MS = 5000;
export const IM_RETRY_MAX = 5;
export const IM_RECONNECTION_DELAY_MS = 1000;
export const IM_RECONNECTION_DELAY_MAX_MS = 5000;
export const IM_RANDOMIZATION_FACTOR = 0.5;
export const IM_CONNECT_TIMEOUT_MS = 20_000;
/** HTTP fallback polling (spec §9). */
export const IM_POLL_FIRST_MS = 5000;
export const IM_POLL_INTERVAL_MS = 10_000;
export const IM_POLL_INTERVAL_NOT_READY_MS = 15_000;
export const IM_POLL_LOOKBACK_MS = 20_000;
export const IM_POLL_LIMIT = 50;
export const IM_POLL_TIMEOUT_MS = 5000;
/** Page sizes (spec §9). */
export const IM_CONTACT_PAGE_LIMIT = 12;
export const IM_CONTACT_PAGE_LIMIT_AFTER_RESET = 10;
export const IM_CONVERSATION_PAGE_LIMIT = 20;
/** Chatroom join defaults (spec §9). */
export const IM_CHATROOM_MSG_COUNT = 10;
export const IM_CHATROOM_MSG_COUNT_BY_TOKEN = 20;
export const IM_CHATROOM_BLOCK_COUNT = 0;
export const IM_CHATROOM_MUTED_COUNT = 0;
/** A message may be revoked by its sender this long after sending (ms). */
export const IM_REVOKE_WINDOW_MS = 120_000;
/** Longest text message (characters). */
export const IM_TEXT_MAX = 2000;
/** Chat tokens live as long as sessions (7 days). */
export const IM_TOKEN_TTL_MS = 604_800_000;
/** Largest page of imMsgSync / msg/sync. */
export const IM_SYNC_LIMIT_MAX = 200;
/** Default group key of the emoji config. */
export const EMOJI_DEFAULT_GROUP = 'default';

// ─── Message types (spec §4) ─────────────────────────────────────────────────
/** Exchange kinds; each has `${kind}Result` (answer) and `${kind}Close` (withdraw) companion types. */
export const EXCHANGE_KINDS = ['mobileExchange', 'wechatExchange', 'resumeExchange', 'acceptedExchange', 'interviewExchange'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

export const MSG_TYPE = {
  /** content {text} */
  text: 'text',
  /** A sticker: content {code, group?} (the server adds name and src from the emoji config). */
  emoji: 'emoji',
  /** content {url, width?, height?}; url from the upload pipeline. */
  image: 'image',
  /** Job card: content {jobId} (the server adds title, salary, company, city). */
  job: 'job',
  /** Resume card: content {userId?} (the seeker; the server adds name and summary). */
  resume: 'resume',
  /** Server-made notice (exchange transitions, job switch): content ImSystemContent. Not counted as unread. */
  system: 'system',
  /** Command: mark read up to content.msgId (or all). Never stored; peers get `imRead`. */
  read: 'read',
  /** Stored marker of a revoke: content {id, msgId} of the revoked message (sent as a command with {msgId}). */
  revoke: 'revoke',
  /** Ignored (ack 200, data null). */
  reread: 'reread',
  mobileExchange: 'mobileExchange',
  mobileExchangeResult: 'mobileExchangeResult',
  mobileExchangeClose: 'mobileExchangeClose',
  wechatExchange: 'wechatExchange',
  wechatExchangeResult: 'wechatExchangeResult',
  wechatExchangeClose: 'wechatExchangeClose',
  resumeExchange: 'resumeExchange',
  resumeExchangeResult: 'resumeExchangeResult',
  resumeExchangeClose: 'resumeExchangeClose',
  acceptedExchange: 'acceptedExchange',
  acceptedExchangeResult: 'acceptedExchangeResult',
  acceptedExchangeClose: 'acceptedExchangeClose',
  interviewExchange: 'interviewExchange',
  interviewExchangeResult: 'interviewExchangeResult',
  interviewExchangeClose: 'interviewExchangeClose',
} as const;
export const MSG_TYPES = Object.values(MSG_TYPE) as [MsgType, ...MsgType[]];
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];
/** Types that are not counted as unread (own messages are never counted either). */
export const MSG_TYPES_NOT_UNREAD: readonly MsgType[] = [
  'system', 'revoke', 'read', 'reread',
  'mobileExchangeResult', 'mobileExchangeClose', 'wechatExchangeResult', 'wechatExchangeClose',
  'resumeExchangeResult', 'resumeExchangeClose', 'acceptedExchangeResult', 'acceptedExchangeClose',
  'interviewExchangeResult', 'interviewExchangeClose',
];
/** Types a client may send (system and revoke markers are made by the server). */
export const MSG_TYPES_CLIENT: readonly MsgType[] = MSG_TYPES.filter((t) => t !== 'system');

export const exchangeKindOf = (type: string): ExchangeKind | null =>
  (EXCHANGE_KINDS as readonly string[]).find((k) => type === k || type === `${k}Result` || type === `${k}Close`) as ExchangeKind | undefined ?? null;

/**
 * Exchange request states (content.status of the request message, spec §4):
 * 1 waiting for the other side, 2 accepted, 3 rejected, 5 closed (withdrawn, or superseded by a
 * newer request of the same kind, or the interview cancelled).
 */
export const EXCHANGE_STATUS = { pending: 1, accepted: 2, rejected: 3, closed: 5 } as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUS)[keyof typeof EXCHANGE_STATUS];
/** Conversation interview status (conversation.interview.status): 0 none, then as EXCHANGE_STATUS. */
export const INTERVIEW_STATUS_NONE = 0;

/** Who may start which exchange: 'any', or only the seeker / the recruiter of the conversation. */
export const EXCHANGE_STARTER: Record<ExchangeKind, 'any' | 'seeker' | 'recruiter'> = {
  mobileExchange: 'any',
  wechatExchange: 'any',
  // Either side may start it: the recruiter asks for the resume, or the seeker offers it.
  resumeExchange: 'any',
  // 录用意向: the recruiter offers the job, the seeker accepts or declines.
  acceptedExchange: 'recruiter',
  interviewExchange: 'recruiter',
};

/** Labels (Chinese) of the exchange kinds, for cards and system messages. */
export const EXCHANGE_LABELS: Record<ExchangeKind, string> = {
  mobileExchange: '交换电话',
  wechatExchange: '交换微信',
  resumeExchange: '发送简历',
  acceptedExchange: '录用意向',
  interviewExchange: '面试邀请',
};

// ─── Message content ─────────────────────────────────────────────────────────
const id = idSchema();
const cidSchema = idSchema('会话 cid 无效');

/** Text message body. */
export const textContentSchema = z.object({
  /** 1..2000 characters; may contain emoji codes like [微笑]. */
  text: z.string({ error: '消息内容不能为空' }).trim().min(1, '消息内容不能为空').max(IM_TEXT_MAX, `消息最多 ${IM_TEXT_MAX} 个字`),
});
/** Sticker message body. */
export const emojiContentSchema = z.object({
  /** The emoji code, e.g. [微笑]. */
  code: z.string().min(1, '表情无效').max(40, '表情无效'),
  /** Emoji group key (default 'default'). */
  group: z.string().max(40).optional(),
  /** Filled by the server from the emoji config. */
  name: z.string().optional(),
  /** Filled by the server from the emoji config. */
  src: z.string().optional(),
});
/** Image message body. */
export const imageContentSchema = z.object({
  /** A site-relative path (from the upload pipeline) or an https address. */
  url: z
    .string({ error: '图片地址无效' })
    .max(500, '图片地址过长')
    .refine((u) => (u.startsWith('/') && !u.startsWith('//')) || /^https:\/\//.test(u), '图片地址无效'),
  /** Pixel width, when known. */
  width: z.number().int().positive().max(20_000).optional(),
  /** Pixel height, when known. */
  height: z.number().int().positive().max(20_000).optional(),
});
/** Job card body: the client sends jobId, the server fills the rest. */
export const jobCardContentSchema = z.object({
  /** The job's id. */
  jobId: id,
  title: z.string().optional(),
  salaryMin: z.number().optional(),
  salaryMax: z.number().optional(),
  /** 1 month, 2 day, 3 hour. */
  salaryUnit: z.number().optional(),
  companyName: z.string().optional(),
  cityName: z.string().optional(),
});
/** Resume card body: the seeker's user id (defaults to the sender), filled by the server. */
export const resumeCardContentSchema = z.object({
  /** The seeker's user id; /resume/:userId shows the resume. */
  userId: id.optional(),
  name: z.string().optional(),
  /** Link to the resume page: /resume/{userId}. */
  url: z.string().optional(),
});
/** Body of a new exchange request as sent by the client. Interview invitations carry details. */
export const exchangeRequestInputSchema = z.object({
  /** Interview time (epoch ms), interviewExchange only. */
  time: z.number().int().positive().optional(),
  /** Interview address or video-room note, interviewExchange only. */
  address: z.string().trim().max(200, '地址最多 200 个字').optional(),
  /** Free text shown on the card (e.g. what to bring). */
  remark: z.string().trim().max(500, '备注最多 500 个字').optional(),
  /** interviewExchange only: 1 video (held in our call room), 2 on-site; absent: on-site unless the address says 视频. */
  interviewType: z.union([z.literal(1), z.literal(2)], { error: '面试类型无效' }).optional(),
  /** interviewExchange only: booked minutes of a video interview. */
  videoMinute: z.number().int('面试时长无效').min(5, '面试时长至少 5 分钟').max(120, '面试时长最多 120 分钟').optional(),
});
/** Body of a `${kind}Result` message: the answer to a request. */
export const exchangeResultInputSchema = z.object({
  /** The request (ExchangeRequest.id). Either this or msgId. */
  exchangeId: id.optional(),
  /** The request message's msgId. Either this or exchangeId. */
  msgId: z.string().max(64).optional(),
  /** 2 accept, 3 reject. */
  status: z.union([z.literal(2), z.literal(3)], { error: '请选择同意或拒绝' }),
});
/** Body of a `${kind}Close` message: the requester withdraws (or the recruiter cancels an interview). */
export const exchangeCloseInputSchema = z.object({
  exchangeId: id.optional(),
  msgId: z.string().max(64).optional(),
});
/** Command body of 'read'. */
export const readCommandSchema = z.object({ msgId: z.string().max(64).optional() });
/** Command body of 'revoke'. */
export const revokeCommandSchema = z.object({ msgId: z.string({ error: '请指定要撤回的消息' }).min(1).max(64) });

/**
 * The stored content of exchange messages (request, Result, Close) as the server sends it.
 * The request message's content.status is kept current by the server (history shows the
 * latest state); live changes arrive as Result/Close/system messages.
 */
export const exchangeContentSchema = exchangeRequestInputSchema.extend({
  /** ExchangeRequest.id */
  exchangeId: z.number().int(),
  /** msgId of the request message (on Result/Close, the request this answers). */
  msgId: z.string().optional(),
  /** EXCHANGE_STATUS value. */
  status: z.number().int(),
  kind: z.enum(EXCHANGE_KINDS),
});

/** What a system message carries. */
export const systemContentSchema = z.object({
  /** Text shown centred, e.g. 双方已交换电话. */
  text: z.string(),
  /** What made it: 'exchange' (a transition), 'switchJob', 'notice'. */
  kind: z.string(),
  /** The exchange request, for transitions. */
  exchangeId: z.number().int().optional(),
  exchangeKind: z.enum(EXCHANGE_KINDS).optional(),
  /** The request's new status. */
  status: z.number().int().optional(),
  /**
   * Contact details, only on an accepted exchange (revealed by the server, never before):
   * mobiles / wechats keyed by user id (both sides), resumeUrl of the seeker (/resume/{userId}),
   * interview details on an accepted interview.
   */
  reveal: z
    .object({
      mobiles: z.record(z.string(), z.string()).optional(),
      wechats: z.record(z.string(), z.string()).optional(),
      resumeUrl: z.string().optional(),
      resumeUserId: z.number().int().optional(),
    })
    .optional(),
  /** The job, on a job switch. */
  jobId: z.number().int().optional(),
  /** An interview booked through interview/create (or its reminder): its id, type (1 video), start (epoch ms) and booked minutes. */
  interview: z.object({ id: z.number().int(), type: z.number().int(), startAt: z.number(), videoMinute: z.number().int() }).optional(),
});
export type ImSystemContent = z.infer<typeof systemContentSchema>;

// ─── Message ─────────────────────────────────────────────────────────────────
/** A chat message as the server sends it (spec §3 Message). */
export const imMessageSchema = z.object({
  /** Server id (unique in the tenant); de-duplicate by it. */
  id: z.number().int(),
  /** Public message id (string), used by msg/read, revoke and exchange answers. */
  msgId: z.string(),
  /** Conversation id. */
  cid: z.number().int(),
  /** Per-conversation sequence number (1, 2, …), assigned by the server; order by it. */
  seq: z.number().int(),
  type: z.enum(MSG_TYPES),
  /** Body by type (see the *ContentSchema above). */
  content: z.record(z.string(), z.unknown()),
  /** Server time of sending (epoch ms). */
  sendAt: z.number(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  /** Read flag: 1 when the recipient has read it (receipts from someone you blocked are not shown). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** 1 when revoked by the sender (content is emptied). */
  revoke: z.union([z.literal(0), z.literal(1)]),
  /** The sender's client id, echoed so a pending message can be matched. */
  clientId: z.string().nullable(),
  /** Client-only: sending in progress (never sent by the server). */
  loading: z.boolean().optional(),
  /** Client-only: the send failed with this text. */
  error: z.union([z.boolean(), z.string()]).optional(),
});
export type ImMessage = z.infer<typeof imMessageSchema>;

/**
 * A message as the client sends it (spec §3 Socket message): the socket `imMsgSend` payload and
 * the body of POST /im/msg/send.
 */
export const socketMessageSchema = z.object({
  /** Ignored on send (the server assigns ids). */
  id: z.union([z.number(), z.string()]).optional(),
  type: z.enum(MSG_TYPES, { error: '消息类型无效' }),
  /** Body by type, plus where it goes. */
  content: z
    .object({
      /** Conversation id; when absent the conversation with toUserId is used. */
      cid: cidSchema.optional(),
      /** Legacy name of cid. */
      talkId: cidSchema.optional(),
      /** Chatroom messages only. */
      roomId: z.string().max(64).optional(),
      /** Legacy sub-type; ignored. */
      type: z.string().max(40).optional(),
    })
    .passthrough(),
  /** Legacy name of toUserId. */
  to: id.optional(),
  /** The other user (imUserId). */
  toUserId: id.optional(),
  /** Legacy: the sender; ignored (the token decides). */
  form: z.object({ userId: z.coerce.number().optional() }).optional(),
  /** Ignored (server time counts). */
  sendAt: z.union([z.number(), z.string()]).optional(),
  /** Unique per conversation; a resend with the same clientId returns the original message. */
  clientId: z.string({ error: '缺少 clientId' }).min(8, 'clientId 至少 8 个字符').max(64, 'clientId 最多 64 个字符'),
  /** Chatroom messages only. */
  roomId: z.string().max(64).optional(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

// ─── Users, jobs, contacts, conversations ────────────────────────────────────
/** The other user of a conversation, as lists show them. */
export const imUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  /** 0 seeker, 1 recruiter. */
  role: z.number().int(),
  /** Recruiter's company name (empty for seekers). */
  companyName: z.string(),
  /** Recruiter's position title, e.g. 人事经理. */
  position: z.string(),
});
export type ImUser = z.infer<typeof imUserSchema>;

/** The job a conversation is about (userjob). */
export const imUserJobSchema = z.object({
  /** The job id. */
  id: z.number().int(),
  jobId: z.number().int(),
  title: z.string(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  salaryUnit: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  cityName: z.string(),
  /** 1 open, 0 closed. */
  status: z.number().int(),
});
export type ImUserJob = z.infer<typeof imUserJobSchema>;

/** A contact: one conversation seen by one member (spec §3 Contact). */
export const imContactSchema = z.object({
  cid: z.number().int(),
  /** Me. */
  imUserId: z.number().int(),
  /** The other user. */
  chatImUserId: z.number().int(),
  /** I blocked them: I get none of their messages or read receipts. */
  isBlack: z.boolean(),
  /** I removed the conversation from my list; a new message brings it back with unread 1. */
  isRemove: z.boolean(),
  /** I marked them improper (不合适); leaves the list. */
  isImproper: z.boolean(),
  /** Pinned: sorted first. */
  isTop: z.boolean(),
  /** I keep the other user in my favorites (type 'user'). */
  isFavorites: z.boolean(),
  /** Messages from them after my read sequence (own, system and control messages excluded). */
  unread: z.number().int(),
  /** Time of the last message (epoch ms), or of creation. */
  chatAt: z.number(),
  lastMessage: imMessageSchema.nullable(),
  /** Who the other user is. */
  user: imUserSchema,
  userjob: imUserJobSchema.nullable(),
});
export type ImContact = z.infer<typeof imContactSchema>;

/** A conversation as its member sees it (spec §3 Conversation). */
export const imConversationSchema = z.object({
  id: z.number().int(),
  contact: imContactSchema,
  lastMessage: imMessageSchema.nullable(),
  /** Me. */
  userId: z.number().int(),
  /** The other user. */
  chatUserId: z.number().int(),
  /** True when I started the conversation. */
  initiate: z.boolean(),
  /** 0 normal, 1 unlocked by a property right (conversation/propUse). */
  imStatus: z.number().int(),
  /** Latest interview invitation of this conversation: id of the exchange, status (0 none). */
  interview: z.object({ id: z.number().int().nullable(), status: z.number().int() }),
  unread: z.number().int(),
  userjob: imUserJobSchema.nullable(),
  /** The seeker and the recruiter of the conversation. */
  seekerId: z.number().int(),
  recruiterId: z.number().int(),
  /** Highest sequence number in the conversation. */
  lastSeq: z.number().int(),
  /** My read sequence. */
  readSeq: z.number().int(),
  /** The other member's read sequence as I may see it (receipts): my messages with seq ≤ it are read. */
  peerReadSeq: z.number().int(),
});
export type ImConversation = z.infer<typeof imConversationSchema>;

/** An exchange request (spec §4), the state machine's row. */
export const exchangeRequestSchema = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  kind: z.enum(EXCHANGE_KINDS),
  /** EXCHANGE_STATUS value. */
  status: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  /** msgId of the request message. */
  msgId: z.string(),
  /** Request details (interview time, address, remark). */
  data: exchangeRequestInputSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;

// ─── Chatrooms (live streams) ────────────────────────────────────────────────
/** A chatroom id: 'live-{liveId}' of a live stream of the site. */
export const roomIdSchema = z.string({ error: '缺少直播间 roomId' }).regex(/^live-\d{1,10}$/, '直播间 roomId 无效');

/** Joined chatroom as the client tracks it (spec §3 Chatroom entry). */
export const chatroomEntrySchema = z.object({
  roomId: z.string(),
  msgCount: z.number().int(),
  /** Set when joined by token: reconnects re-join by token. */
  token: z.string().optional(),
  sign: z.string().optional(),
  /** Who joined (display info passed as `content`). */
  user: z.record(z.string(), z.unknown()).optional(),
});
export type ChatroomEntry = z.infer<typeof chatroomEntrySchema>;

/** A chatroom message. */
export const chatroomMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.string(),
  /** text, emoji or image (content as for chat messages), or system. */
  type: z.enum(['text', 'emoji', 'image', 'system']),
  content: z.record(z.string(), z.unknown()),
  sendAt: z.number(),
  fromUserId: z.number().int(),
  /** Sender's name and avatar at sending time. */
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  clientId: z.string().nullable(),
});
export type ChatroomMessage = z.infer<typeof chatroomMessageSchema>;

/** imChatroomJoin payload. */
export const chatroomJoinInputSchema = z.object({
  roomId: roomIdSchema,
  /** Display info shown to others (e.g. {nickname}); optional. */
  content: z.record(z.string(), z.unknown()).optional(),
  /** Latest messages to return (default 10). */
  msgCount: z.number().int().min(0).max(100).default(IM_CHATROOM_MSG_COUNT),
  /** Blocked users to list (default 0). */
  blockCount: z.number().int().min(0).max(100).default(IM_CHATROOM_BLOCK_COUNT),
  /** Muted users to list (default 0). */
  mutedCount: z.number().int().min(0).max(100).default(IM_CHATROOM_MUTED_COUNT),
});
/** imChatroomJoinToken payload: token and sign from chatroom/tokenGet. */
export const chatroomJoinTokenInputSchema = z.object({
  token: z.string({ error: '缺少直播间口令' }).min(1, '缺少直播间口令').max(500),
  content: z.record(z.string(), z.unknown()).optional(),
  sign: z.string({ error: '缺少签名' }).min(1, '缺少签名').max(200),
  /** Latest messages to return (default 20 by token). */
  msgCount: z.number().int().min(0).max(100).default(IM_CHATROOM_MSG_COUNT_BY_TOKEN),
});
/** Answer of both joins. */
export const chatroomJoinResultSchema = z.object({
  roomId: z.string(),
  /** Latest messages, oldest first. */
  list: z.array(chatroomMessageSchema),
  /** Users in the room right now (all server processes). */
  online: z.number().int(),
  blocked: z.array(z.number().int()),
  muted: z.array(z.number().int()),
  /** When joined by token: echoed so the client can re-join by token after reconnects. */
  token: z.string().optional(),
  sign: z.string().optional(),
});
export type ChatroomJoinResult = z.infer<typeof chatroomJoinResultSchema>;
export const chatroomLeaveInputSchema = z.object({ roomId: roomIdSchema });
/** imChatroomMsgSend payload. */
export const chatroomMsgSendInputSchema = z.object({
  roomId: roomIdSchema,
  type: z.enum(['text', 'emoji', 'image'], { error: '消息类型无效' }),
  content: z.record(z.string(), z.unknown()),
  clientId: z.string().min(8).max(64),
});
/** imChatroomMsgFind payload: pages back from lastId (exclusive), newest first within the page. */
export const chatroomMsgFindInputSchema = pageQuerySchema.extend({
  roomId: roomIdSchema,
  /** Message type filter. */
  type: z.enum(['text', 'emoji', 'image', 'system']).optional(),
  /** Only messages older than this id. */
  lastId: id.optional(),
});
export const chatroomMessagePageSchema = pageResultSchema(chatroomMessageSchema);

// ─── Emoji config (spec §3) ──────────────────────────────────────────────────
export const emojiItemSchema = z.object({
  /** Chinese name, e.g. 微笑. */
  name: z.string(),
  /** Code written in text, e.g. [微笑]. */
  code: z.string(),
  /** Image address (served by the site). */
  src: z.string(),
});
export const emojiGroupSchema = z.object({
  /** Group key; 'default' is the default group. */
  key: z.string(),
  /** Code of the emoji shown on the group's tab. */
  mainCode: z.string(),
  list: z.array(emojiItemSchema),
  /** code → src, for rendering codes inside text. */
  map: z.record(z.string(), z.string()),
});
export const emojiConfigSchema = z.object({
  /** Changes when the config changes (epoch ms); clients cache by it. */
  updatedAt: z.number(),
  groups: z.array(emojiGroupSchema),
});
export type EmojiConfig = z.infer<typeof emojiConfigSchema>;

// ─── HTTP calls ──────────────────────────────────────────────────────────────
/** Every chat path. All are POST and answer {code, msg, data}. */
export const IM_PATHS = {
  /** {} → ImChatOptions (needs the user's access token). */
  login: '/api-user/im/login',
  /** {updatedAt?} → ImConfig: socket path and emoji config (anonymous allowed). */
  config: '/api-auth/app/imConfig',
  /** {page, limit=20} → page of ImConversation, every conversation of mine (any flags), top first then newest. */
  conversationList: '/api-user/im/conversation/list',
  /** {cid} → ImConversation. */
  conversationGet: '/api-user/im/conversation/get',
  /** {cid, jobId} → ImConversation; a system message tells both sides. */
  switchJob: '/api-user/im/conversation/switchJob',
  /** {page, limit} → page of ImContact I blocked. */
  blacklist: '/api-user/im/conversation/blacklist',
  /** {jobId} → ImConversation: the seeker's conversation with the job's recruiter (created if needed). */
  byJob: '/api-user/im/conversation/byJob',
  /** {relationId, jobId?} → ImConversation with user relationId (created if needed). */
  byRelation: '/api-user/im/conversation/byRelation',
  /** {cid} → ImConversation with imStatus 1. */
  propUse: '/api-user/im/conversation/propUse',
  /** {cid, page, limit=20, beforeSeq?} → ImMessagePage: page 1 is the newest; list oldest first. */
  history: '/api-user/im/msg/history',
  /** {cid, afterSeq, limit} → ImSyncResult: messages after afterSeq, oldest first. */
  sync: '/api-user/im/msg/sync',
  /** {msgId} → ImMessage. */
  msgGet: '/api-user/im/msg/get',
  /** {cid, msgId?} → ImReadResult: marks read up to msgId (or all). */
  read: '/api-user/im/msg/read',
  /** {} → ImUnread. */
  unreadGet: '/api-user/im/unreadGet',
  /** {cid?} → ImUnread after marking one or all conversations read. */
  unreadClear: '/api-user/im/unreadClear',
  /** {cid, kind?, status?} → {list: ExchangeRequest[]} newest first. */
  exchangeFind: '/api-user/im/exchange/find',
  /** {id} → ExchangeRequest: the requester withdraws a pending request (status 5, system message). */
  exchangeRemove: '/api-user/im/exchange/remove',
  /** {page, limit=12} → ImContactPage: not blocked, removed or improper; top first, then newest. */
  contactFind: '/api-user/im/contact/find',
  /** {cid, isTop} → ImContact */
  topSet: '/api-user/im/contact/topSet',
  /** {cid, isBlack} → ImContact */
  blackSet: '/api-user/im/contact/blackSet',
  /** {cid, isImproper} → ImContact */
  improperSet: '/api-user/im/contact/improperSet',
  /** {cid, isRemove} → ImContact (removing also marks it read) */
  removeSet: '/api-user/im/contact/removeSet',
  /** {roomId} → ImListeners: who is in a chatroom now. */
  listeners: '/api-user/im/listeners',
  /** {roomId} → {roomId, token, sign, expiresAt}: for imChatroomJoinToken. */
  chatroomToken: '/api-user/im/chatroom/tokenGet',
  /** HTTP fallback (chat token in authorization): body SocketMessage → ImMessage. */
  fallbackSend: '/im/msg/send',
  /** HTTP fallback: {startAt, page, limit, lastId} → ImFindToMeResult. */
  fallbackFindToMe: '/im/msg/findToMe',
} as const;

const emptyInput = z.object({}).passthrough();
export const imLoginInputSchema = emptyInput;
/** Chat options (spec §3): what /api-user/im/login answers. */
export const imChatOptionsSchema = z.object({
  userId: z.number().int(),
  role: z.number().int(),
  /** Same as userId (chat ids are user ids of the site). */
  imUserId: z.number().int(),
  /** Chat token for imLogin and the HTTP fallback. */
  token: z.string(),
  /** The site (agent key) the token belongs to. */
  key: z.string(),
  socketPath: z.string(),
  expiresAt: z.number(),
});
export type ImChatOptions = z.infer<typeof imChatOptionsSchema>;

export const imConfigInputSchema = z.object({ updatedAt: z.coerce.number().optional() }).passthrough();
export const imConfigSchema = z.object({
  socketPath: z.string(),
  emoji: emojiConfigSchema,
});
export type ImConfig = z.infer<typeof imConfigSchema>;

export const conversationListInputSchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1, '每页数量必须大于 0').max(50, '每页最多 50 条').default(IM_CONVERSATION_PAGE_LIMIT),
});
export const conversationPageSchema = pageResultSchema(imConversationSchema);
export const cidInputSchema = z.object({ cid: cidSchema });
export const switchJobInputSchema = z.object({ cid: cidSchema, jobId: id });
export const byJobInputSchema = z.object({ jobId: id });
export const byRelationInputSchema = z.object({
  /** The other user's id. */
  relationId: id,
  /** The job the conversation is about (optional). */
  jobId: id.optional(),
});
export const historyInputSchema = pageQuerySchema.extend({
  cid: cidSchema,
  /** Stable paging while messages arrive: only messages before this seq. */
  beforeSeq: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
});
export const imMessagePageSchema = pageResultSchema(imMessageSchema).extend({
  lastSeq: z.number().int(),
  peerReadSeq: z.number().int(),
});
export const syncInputSchema = z.object({
  cid: cidSchema,
  /** The highest seq the client has (0 for none). */
  afterSeq: z.coerce.number().int().min(0, 'afterSeq 无效').max(PG_INT_MAX, 'afterSeq 无效').default(0),
  limit: z.coerce.number().int().min(1).max(IM_SYNC_LIMIT_MAX, `每次最多 ${IM_SYNC_LIMIT_MAX} 条`).default(100),
});
export const syncResultSchema = z.object({
  cid: z.number().int(),
  /** Messages after afterSeq, oldest first (incl. revoke markers; revoked ones have revoke 1). */
  list: z.array(imMessageSchema),
  /** The conversation's highest seq now. */
  lastSeq: z.number().int(),
  /** False when more follow: call again with afterSeq = the last seq received. */
  done: z.boolean(),
  peerReadSeq: z.number().int(),
  readSeq: z.number().int(),
  unread: z.number().int(),
});
export type ImSyncResult = z.infer<typeof syncResultSchema>;
export const msgGetInputSchema = z.object({ msgId: z.string({ error: '缺少 msgId' }).min(1, '缺少 msgId').max(64) });
export const readInputSchema = z.object({ cid: cidSchema, msgId: z.string().max(64).optional() });
export const readResultSchema = z.object({
  cid: z.number().int(),
  readSeq: z.number().int(),
  /** This conversation's unread after reading. */
  unread: z.number().int(),
  /** All unread of the user after reading (≥ 0). */
  total: z.number().int(),
});
export type ImReadResult = z.infer<typeof readResultSchema>;
export const unreadSchema = z.object({
  /** Sum over contacts that are listed (not blocked, removed or improper). */
  total: z.number().int(),
  list: z.array(z.object({ cid: z.number().int(), unread: z.number().int() })),
});
export type ImUnread = z.infer<typeof unreadSchema>;
export const unreadClearInputSchema = z.object({ cid: cidSchema.optional() });
export const exchangeFindInputSchema = z.object({
  cid: cidSchema,
  kind: z.enum(EXCHANGE_KINDS).optional(),
  status: z.coerce.number().int().optional(),
});
export const exchangeRemoveInputSchema = z.object({ id });
export const contactFindInputSchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1, '每页数量必须大于 0').max(50, '每页最多 50 条').default(IM_CONTACT_PAGE_LIMIT),
});
export const contactPageSchema = pageResultSchema(imContactSchema).extend({ unreadTotal: z.number().int() });
export const topSetInputSchema = z.object({ cid: cidSchema, isTop: z.boolean({ error: 'isTop 应为 true 或 false' }) });
export const blackSetInputSchema = z.object({ cid: cidSchema, isBlack: z.boolean({ error: 'isBlack 应为 true 或 false' }) });
export const improperSetInputSchema = z.object({ cid: cidSchema, isImproper: z.boolean({ error: 'isImproper 应为 true 或 false' }) });
export const removeSetInputSchema = z.object({ cid: cidSchema, isRemove: z.boolean({ error: 'isRemove 应为 true 或 false' }) });
export const listenersInputSchema = z.object({ roomId: roomIdSchema });
export const listenersSchema = z.object({
  roomId: z.string(),
  total: z.number().int(),
  list: z.array(z.object({ id: z.number().int(), name: z.string(), avatar: z.string() })),
});
export const chatroomTokenInputSchema = z.object({ roomId: roomIdSchema });
export const chatroomTokenSchema = z.object({ roomId: z.string(), token: z.string(), sign: z.string(), expiresAt: z.number() });
export const findToMeInputSchema = z.object({
  /** Only messages sent at or after this time (epoch ms); clients pass now − 20 s. */
  startAt: z.coerce.number().int().min(0).default(0),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(IM_POLL_LIMIT).default(IM_POLL_LIMIT),
  /**
   * Only messages with a larger id: pass the lastId of the previous findToMe answer (never an id
   * from your own send's answer, which may be newer than a message not polled yet).
   */
  lastId: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
});
/** Messages to me and my own from other devices, oldest first. */
export const findToMeResultSchema = z.object({
  list: z.array(imMessageSchema),
  /** The largest id in list (pass as lastId next time). */
  lastId: z.number().int(),
  done: z.boolean(),
});
export type ImFindToMeResult = z.infer<typeof findToMeResultSchema>;

// ─── Pushes (server → client payloads) ───────────────────────────────────────
/** `imRead`: the other member (or I, on another device) read up to readSeq. */
export const readPushSchema = z.object({
  cid: z.number().int(),
  /** Who read. */
  userId: z.number().int(),
  readSeq: z.number().int(),
  msgId: z.string().nullable(),
});
export type ImReadPush = z.infer<typeof readPushSchema>;
/** `imUnread`: my total unread changed. */
export const unreadPushSchema = z.object({ total: z.number().int() });

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ROLE_RECRUITER } from '../../../schemas/client-config';
import type {
  chatroomJoinInputSchema,
  chatroomJoinTokenInputSchema,
  chatroomMsgFindInputSchema,
  chatroomMsgSendInputSchema} from '../../../schemas/im';
import {
  CODE_IM_MESSAGE_REMOVED,
  CODE_IM_CONTACT_MISSING,
  CODE_IM_EXCHANGE_REFUSED,
  CODE_IM_REVOKE_REFUSED,
  CODE_IM_ROLE_REFUSED,
  CODE_IM_ROOM_MUTED,
  CODE_IM_ROOM_TOKEN_INVALID,
  CODE_IM_TOKEN_INVALID,
  EXCHANGE_LABELS,
  EXCHANGE_STARTER,
  EXCHANGE_STATUS,
  IM_MESSAGES,
  IM_REVOKE_WINDOW_MS,
  IM_SOCKET_PATH,
  IM_TOKEN_TTL_MS,
  MSG_TYPES_NOT_UNREAD,
  emojiContentSchema,
  exchangeCloseInputSchema,
  exchangeKindOf,
  exchangeRequestInputSchema,
  exchangeResultInputSchema,
  imageContentSchema,
  jobCardContentSchema,
  readCommandSchema,
  resumeCardContentSchema,
  revokeCommandSchema,
  textContentSchema,
  type ChatroomMessage,
  type ExchangeKind,
  type ExchangeRequest,
  type ImChatOptions,
  type ImContact,
  type ImConversation,
  type ImFindToMeResult,
  type ImMessage,
  type ImReadResult,
  type ImSyncResult,
  type ImUnread,
  type ImUser,
  type ImUserJob,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import type { ServerEvents } from '../../../schemas/im-socket';
import { toPage } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_PAYMENT_NOTICE } from '../../constants';
import type { Db, Queryable } from '../../db/db';
import { createTenantScope, type TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { firstIssueText, safeParseZh } from '../../http/zod-zh';
import { hashToken } from '../../http/hash';
import { emojiConfig, findEmoji } from './emoji';
import { imRepo, type ChatroomMessageRow, type ConversationRow, type ExchangeRow, type ImRepo, type JobRow, type MemberRow, type MessageRow } from './repo';

/** Delivers pushes to every socket of a user or a room, on every server process (Redis adapter). */
export interface ImNotifier {
  toUser<E extends keyof ServerEvents>(tenantId: number, userId: number, event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** One broadcast to several users (encoded once; a socket in both rooms gets it once). */
  toUsers<E extends keyof ServerEvents>(tenantId: number, userIds: number[], event: E, ...args: Parameters<ServerEvents[E]>): void;
  toRoom(tenantId: number, roomId: string, message: ChatroomMessage): void;
  /** Users whose sockets are in a chatroom now (all processes). */
  roomUsers(tenantId: number, roomId: string): Promise<number[]>;
}

export interface ImDeps {
  db: Db;
  appRole: string | null;
  now: () => number;
  notifier: ImNotifier;
  /** Spends a right inside the chat transaction (the money area's spendRight); absent, propUse unlocks for free. */
  rights?: { spendRight(q: Queryable, tenantId: number, userId: number, key: 'rightsChat', num: number, ref: string): Promise<unknown> } | undefined;
  /** Books the interview an accepted interview invitation stands for (the interview module, in the chat's transaction). */
  interviewBooked?: ((q: Queryable, tenantId: number, b: { recruiterId: number; seekerId: number; cid: number; jobId: number | null; data: Record<string, unknown> }) => Promise<{ id: number; type: number; startAt: number; videoMinute: number }>) | undefined;
}

/** A chat identity resolved from a chat token. */
export interface ImIdentity {
  tenant: TenantScope;
  userId: number;
  role: number;
}

type Push = () => void;

const notFoundConversation = () => new ApiError(CODE_NOT_FOUND, IM_MESSAGES.conversationNotFound, 404);
const notFoundMessage = () => new ApiError(CODE_NOT_FOUND, IM_MESSAGES.messageNotFound, 404);
const newMsgId = () => randomBytes(12).toString('base64url');
const tokenInvalid = () => new ApiError(CODE_IM_TOKEN_INVALID, IM_MESSAGES.tokenInvalid, 401);

/** Parses a message body with its type's schema; zod's issues become one readable message. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = safeParseZh(schema, body, 'content');
  if (!r.success) throw new ApiError(CODE_BAD_REQUEST, firstIssueText(r.error), 400);
  return r.data;
}

export function toMessage(row: MessageRow): ImMessage {
  return {
    id: row.id,
    msgId: row.msg_id,
    cid: row.cid,
    seq: row.seq,
    type: row.type as MsgType,
    content: row.content,
    sendAt: row.send_at.getTime(),
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    status: row.seq <= row.peer_receipt_seq ? 1 : 0,
    revoke: row.revoked ? 1 : 0,
    clientId: row.client_id,
  };
}

function toExchange(row: ExchangeRow): ExchangeRequest {
  return {
    id: row.id,
    cid: row.cid,
    kind: row.kind as ExchangeKind,
    status: row.status,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    msgId: row.msg_id,
    data: row.data,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

function toChatroomMessage(row: ChatroomMessageRow): ChatroomMessage {
  return {
    id: row.id,
    roomId: row.room_id,
    type: row.type as ChatroomMessage['type'],
    content: row.content,
    sendAt: row.send_at.getTime(),
    fromUserId: row.from_user_id,
    user: { id: row.from_user_id, name: row.user_name, avatar: row.user_avatar },
    clientId: row.client_id,
  };
}

function toUserJob(job: JobRow | null): ImUserJob | null {
  if (!job) return null;
  return {
    id: job.id,
    jobId: job.id,
    title: job.title,
    salaryMin: job.salary_min,
    salaryMax: job.salary_max,
    salaryUnit: job.salary_unit,
    companyId: job.company_id,
    companyName: job.company_name,
    cityName: job.city_name ?? '',
    status: job.status,
  };
}

/** The recruiter who answers for a job: the one who posted it, else the company's owner. */
const recruiterOf = (job: JobRow) => job.recruiter_id ?? job.owner_user_id;

/** Chat rules: conversations, messages with sequence numbers, read, revoke, exchanges, contacts, chatrooms. */
/** A user's unread chat messages, inside the caller's transaction: the user session shows them before chat logs in. */
export async function countUnread(q: Queryable, tenantId: number, userId: number): Promise<number> {
  return (await imRepo(q, tenantId).unreadList(userId)).reduce((n, r) => n + r.unread, 0);
}

export function createImService({ db, appRole, now, notifier, rights, interviewBooked }: ImDeps) {
  const scopes = new Map<number, TenantScope>();
  const scopeOf = (tenantId: number) => {
    let s = scopes.get(tenantId);
    if (!s) scopes.set(tenantId, (s = createTenantScope(db, tenantId, appRole)));
    return s;
  };

  /** Runs a unit of work, then delivers its pushes only after the commit (never for rolled-back work). */
  async function work<T>(tenant: TenantScope, fn: (repo: ImRepo, pushes: Push[], q: Queryable) => Promise<T>): Promise<T> {
    const pushes: Push[] = [];
    const out = await tenant.run((q) => fn(imRepo(q, tenant.tenantId), pushes, q));
    for (const p of pushes) p();
    return out;
  }

  async function memberOrThrow(repo: ImRepo, cid: number, userId: number): Promise<{ conv: ConversationRow; me: MemberRow; peer: MemberRow }> {
    const conv = await repo.conversation(cid);
    const me = conv ? await repo.member(cid, userId) : null;
    if (!conv || !me) throw notFoundConversation();
    const peer = await repo.member(cid, me.peer_id);
    if (!peer) throw notFoundConversation();
    return { conv, me, peer };
  }

  async function userOf(repo: ImRepo, userId: number): Promise<ImUser> {
    const u = await repo.userCard(userId);
    return {
      id: userId,
      name: u?.name || '用户',
      avatar: u?.avatar ?? '',
      role: u?.role ?? 0,
      companyName: u?.company_name ?? '',
      position: u?.position ?? '',
    };
  }

  async function contactOf(repo: ImRepo, conv: ConversationRow, me: MemberRow, unread: number, last: ImMessage | null): Promise<ImContact> {
    return {
      cid: conv.id,
      imUserId: me.user_id,
      chatImUserId: me.peer_id,
      isBlack: me.is_black,
      isRemove: me.is_remove,
      isImproper: me.is_improper,
      isTop: me.is_top,
      isFavorites: await repo.isFavorite(me.user_id, me.peer_id),
      unread,
      chatAt: conv.chat_at.getTime(),
      lastMessage: last,
      user: await userOf(repo, me.peer_id),
      userjob: toUserJob(conv.job_id ? await repo.job(conv.job_id) : null),
    };
  }

  async function conversationView(repo: ImRepo, cid: number, userId: number): Promise<ImConversation> {
    const { conv, me, peer } = await memberOrThrow(repo, cid, userId);
    const unread = await repo.unread(cid, userId);
    const [lastRow] = await repo.lastMessages([cid]);
    const last = lastRow ? toMessage(lastRow) : null;
    const contact = await contactOf(repo, conv, me, unread, last);
    return {
      id: conv.id,
      contact,
      lastMessage: last,
      userId,
      chatUserId: me.peer_id,
      initiate: conv.initiator_id === userId,
      imStatus: conv.im_status,
      interview: { id: conv.interview_id, status: conv.interview_status },
      unread,
      userjob: contact.userjob,
      seekerId: conv.seeker_id,
      recruiterId: conv.recruiter_id,
      lastSeq: conv.last_seq,
      readSeq: me.read_seq,
      peerReadSeq: peer.receipt_seq,
    };
  }

  async function unreadTotal(repo: ImRepo, userId: number): Promise<ImUnread> {
    const list = await repo.unreadList(userId);
    return { total: list.reduce((n, r) => n + r.unread, 0), list };
  }

  /**
   * Appends one message under the conversation's row lock: the next seq, or the stored message
   * when this sender already sent this clientId (a resend returns the original).
   */
  async function append(
    repo: ImRepo,
    pushes: Push[],
    tenantId: number,
    m: { cid: number; type: MsgType; content: Record<string, unknown>; from: number; to: number; clientId: string | null },
    /** The caller already holds the conversation lock (lockTarget): its last seq and who removed it. */
    locked?: { lastSeq: number; removed: number[] },
  ): Promise<{ message: ImMessage; created: boolean }> {
    let held = locked;
    if (!held) {
      const l = await repo.lockForAppend(m.cid);
      if (!l) throw notFoundConversation();
      held = { lastSeq: l.last_seq, removed: l.removed ?? [] };
    }
    const row = await repo.insertMessage({
      msgId: newMsgId(),
      cid: m.cid,
      seq: held.lastSeq + 1,
      type: m.type,
      content: m.content,
      from: m.from,
      to: m.to,
      clientId: m.clientId,
      countsUnread: !MSG_TYPES_NOT_UNREAD.includes(m.type),
      at: new Date(now()),
    });
    if (!row) {
      const old = (await repo.messageByClientId(m.cid, m.from, m.clientId!))!;
      const message = toMessage(old);
      // A resend after a crash between commit and push: deliver again (clients de-duplicate by id).
      pushes.push(() => notifier.toUsers(tenantId, [old.from_user_id, old.to_user_id], 'imMsg', message));
      return { message, created: false };
    }
    // A new message brings a removed conversation back into both lists.
    const reopened = held.removed.filter((uid) => uid === m.from || uid === m.to);
    for (const uid of reopened) await repo.setFlag(m.cid, uid, 'is_remove', false);
    const message = toMessage(row);
    pushes.push(() => notifier.toUsers(tenantId, [m.from, m.to], 'imMsg', message));
    // The first message shows a new conversation in the recipient's list at once (so does a reopened one).
    const announce = held.lastSeq === 0 ? [...new Set([...reopened, m.to])] : reopened;
    for (const uid of announce) {
      const view = await conversationView(repo, m.cid, uid);
      pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
    }
    return { message, created: true };
  }

  async function systemMessage(repo: ImRepo, pushes: Push[], tenantId: number, conv: ConversationRow, from: number, content: Record<string, unknown>) {
    const to = conv.user_low === from ? conv.user_high : conv.user_low;
    return (await append(repo, pushes, tenantId, { cid: conv.id, type: 'system', content, from, to, clientId: null })).message;
  }

  /** Where a socket message goes: its cid (or talkId), else the conversation with toUserId. Locks it. */
  async function targetOf(repo: ImRepo, userId: number, msg: SocketMessage) {
    let cid = msg.content.cid ?? msg.content.talkId;
    if (!cid) {
      const to = msg.toUserId ?? msg.to;
      if (!to) throw new ApiError(CODE_BAD_REQUEST, '请指定会话 cid 或接收人 toUserId', 400);
      cid = to === userId ? undefined : (await repo.conversationByPair(userId, to))?.id;
    }
    const t = cid ? await repo.lockTarget(cid, userId) : null;
    if (!t) throw notFoundConversation();
    if (msg.toUserId && msg.toUserId !== t.peer_id) throw new ApiError(CODE_BAD_REQUEST, '接收人与会话不符', 400);
    const removed = [...(t.me_remove ? [userId] : []), ...(t.peer_remove ? [t.peer_id] : [])];
    return { conv: t as ConversationRow, peerId: t.peer_id, peerBlack: t.peer_black, locked: { lastSeq: t.last_seq, removed } };
  }

  /** The body of an ordinary message, validated and completed by the server. */
  async function bodyOf(repo: ImRepo, type: MsgType, content: Record<string, unknown>, userId: number, conv: ConversationRow): Promise<Record<string, unknown>> {
    switch (type) {
      case 'text':
        return { text: parseBody(textContentSchema, content).text };
      case 'emoji': {
        const e = parseBody(emojiContentSchema, content);
        const found = findEmoji(e.code, e.group);
        if (!found) throw new ApiError(CODE_BAD_REQUEST, '表情不存在', 400);
        return { code: found.code, name: found.name, src: found.src, group: found.group };
      }
      case 'image': {
        const i = parseBody(imageContentSchema, content);
        return { url: i.url, ...(i.width ? { width: i.width } : {}), ...(i.height ? { height: i.height } : {}) };
      }
      case 'job': {
        const j = parseBody(jobCardContentSchema, content);
        const job = await repo.job(j.jobId);
        if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        return { jobId: job.id, title: job.title, salaryMin: job.salary_min, salaryMax: job.salary_max, salaryUnit: job.salary_unit, companyName: job.company_name, cityName: job.city_name ?? '' };
      }
      case 'resume': {
        const r = parseBody(resumeCardContentSchema, content);
        const seekerId = r.userId ?? userId;
        // Only the conversation's seeker's resume can be shown in it.
        if (seekerId !== conv.seeker_id) throw new ApiError(CODE_BAD_REQUEST, '只能发送本会话求职者的简历', 400);
        const u = await repo.userCard(seekerId);
        return { userId: seekerId, name: u?.name ?? '', url: `/resume/${seekerId}` };
      }
      default:
        throw new ApiError(CODE_BAD_REQUEST, '消息类型无效', 400);
    }
  }

  // ── exchanges ──

  function sideOf(conv: ConversationRow, userId: number): 'seeker' | 'recruiter' {
    return conv.recruiter_id === userId ? 'recruiter' : 'seeker';
  }

  async function revealFor(repo: ImRepo, conv: ConversationRow, kind: ExchangeKind): Promise<Record<string, unknown> | undefined> {
    if (kind === 'mobileExchange') {
      const [a, b] = await Promise.all([repo.contactCard(conv.user_low), repo.contactCard(conv.user_high)]);
      return { mobiles: { [conv.user_low]: a.mobile, [conv.user_high]: b.mobile } };
    }
    if (kind === 'wechatExchange') {
      const [a, b] = await Promise.all([repo.contactCard(conv.user_low), repo.contactCard(conv.user_high)]);
      return { wechats: { [conv.user_low]: a.wechat, [conv.user_high]: b.wechat } };
    }
    if (kind === 'resumeExchange') return { resumeUrl: `/resume/${conv.seeker_id}`, resumeUserId: conv.seeker_id };
    return undefined;
  }

  const acceptedText: Record<ExchangeKind, string> = {
    mobileExchange: '双方已交换电话',
    wechatExchange: '双方已交换微信',
    resumeExchange: '简历已发送，可查看在线简历',
    acceptedExchange: '求职者已接受录用意向',
    interviewExchange: '求职者已接受面试邀请',
  };

  async function requestMessageContent(repo: ImRepo, ex: ExchangeRow, status: number): Promise<void> {
    const msg = ex.msg_id ? await repo.messageByMsgId(ex.msg_id) : null;
    if (msg) await repo.setMessageContent(ex.msg_id, { ...msg.content, status });
  }

  /** Moves a request to a new status: request card, answer message, system message both sides see. */
  async function transition(
    repo: ImRepo,
    pushes: Push[],
    tenantId: number,
    conv: ConversationRow,
    ex: ExchangeRow,
    status: number,
    by: number,
    answer: { type: MsgType; clientId: string | null } | null,
    why: 'answer' | 'close' | 'superseded',
  ): Promise<ImMessage | null> {
    const kind = ex.kind as ExchangeKind;
    const at = new Date(now());
    await repo.setExchangeStatus(ex.id, status, at);
    await requestMessageContent(repo, ex, status);
    if (kind === 'interviewExchange' && conv.interview_id === ex.id) await repo.setInterview(conv.id, ex.id, status);
    let answerMessage: ImMessage | null = null;
    if (answer) {
      const to = by === conv.user_low ? conv.user_high : conv.user_low;
      answerMessage = (
        await append(repo, pushes, tenantId, { cid: conv.id, type: answer.type, content: { exchangeId: ex.id, msgId: ex.msg_id, status, kind }, from: by, to, clientId: answer.clientId })
      ).message;
    }
    const label = EXCHANGE_LABELS[kind];
    const text =
      status === EXCHANGE_STATUS.accepted
        ? acceptedText[kind]
        : status === EXCHANGE_STATUS.rejected
          ? `对方拒绝了${label}请求`
          : why === 'superseded'
            ? `之前的${label}请求已失效`
            : kind === 'interviewExchange'
              ? '面试邀请已取消'
              : `${label}请求已撤回`;
    const reveal = status === EXCHANGE_STATUS.accepted ? await revealFor(repo, conv, kind) : undefined;
    // An accepted invitation is a booked interview both sides find in 我的面试 (进入面试 on this line when it is time).
    const booked =
      kind === 'interviewExchange' && status === EXCHANGE_STATUS.accepted && interviewBooked
        ? await interviewBooked(repo.tx, tenantId, { recruiterId: conv.recruiter_id, seekerId: conv.seeker_id, cid: conv.id, jobId: conv.job_id, data: ex.data })
        : null;
    await systemMessage(repo, pushes, tenantId, conv, by, {
      ...(booked ? { interviewId: booked.id, interview: booked } : {}),
      text,
      kind: 'exchange',
      exchangeId: ex.id,
      exchangeKind: kind,
      status,
      ...(reveal ? { reveal } : {}),
    });
    if (kind === 'interviewExchange') {
      for (const uid of [conv.user_low, conv.user_high]) {
        const view = await conversationView(repo, conv.id, uid);
        pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
      }
    }
    return answerMessage;
  }

  async function exchangeOf(repo: ImRepo, cid: number, ref: { exchangeId?: number | undefined; msgId?: string | undefined }, kind: ExchangeKind): Promise<ExchangeRow> {
    const ex = ref.exchangeId ? await repo.exchange(ref.exchangeId) : ref.msgId ? await repo.exchangeByMsgId(ref.msgId) : null;
    if (!ref.exchangeId && !ref.msgId) throw new ApiError(CODE_BAD_REQUEST, '请指定请求 exchangeId 或 msgId', 400);
    if (!ex || ex.cid !== cid || ex.kind !== kind) throw new ApiError(CODE_NOT_FOUND, '请求不存在', 404);
    return ex;
  }

  async function sendExchange(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, msg: SocketMessage, kind: ExchangeKind, conv: ConversationRow, peerId: number) {
    const type = msg.type;
    // A resend of an answer already applied returns the stored answer, not a refusal.
    const again = await repo.messageByClientId(conv.id, userId, msg.clientId);
    if (again) return (await append(repo, pushes, tenantId, { cid: conv.id, type, content: {}, from: userId, to: peerId, clientId: msg.clientId })).message;
    if (type === kind) {
      const starter = EXCHANGE_STARTER[kind];
      if (starter !== 'any' && sideOf(conv, userId) !== starter) {
        throw new ApiError(CODE_IM_ROLE_REFUSED, starter === 'recruiter' ? `只有招聘者可以发起${EXCHANGE_LABELS[kind]}` : `只有求职者可以发起${EXCHANGE_LABELS[kind]}`, 403);
      }
      if (kind === 'wechatExchange' && !(await repo.contactCard(userId)).wechat) {
        throw new ApiError(CODE_IM_CONTACT_MISSING, '请先在名片中填写微信号', 400);
      }
      const data = parseBody(exchangeRequestInputSchema, msg.content);
      if (kind === 'interviewExchange' && !data.time) throw new ApiError(CODE_BAD_REQUEST, '请选择面试时间', 400);
      // The conversation row lock (taken by append) is taken first, so two requests cannot both stay pending.
      await repo.conversation(conv.id, true);
      for (const old of await repo.pendingExchanges(conv.id, kind)) {
        await transition(repo, pushes, tenantId, conv, old, EXCHANGE_STATUS.closed, userId, null, 'superseded');
      }
      const ex = await repo.insertExchange({ cid: conv.id, kind, from: userId, to: peerId, data, at: new Date(now()) });
      const { message } = await append(repo, pushes, tenantId, {
        cid: conv.id,
        type: kind,
        content: { ...data, exchangeId: ex.id, status: EXCHANGE_STATUS.pending, kind },
        from: userId,
        to: peerId,
        clientId: msg.clientId,
      });
      await repo.setExchangeMsgId(ex.id, message.msgId);
      if (kind === 'interviewExchange') {
        await repo.setInterview(conv.id, ex.id, EXCHANGE_STATUS.pending);
        const fresh = (await repo.conversation(conv.id))!;
        for (const uid of [fresh.user_low, fresh.user_high]) {
          const view = await conversationView(repo, conv.id, uid);
          pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
        }
      }
      return message;
    }
    if (type === `${kind}Result`) {
      const input = parseBody(exchangeResultInputSchema, msg.content);
      const ex = await exchangeOf(repo, conv.id, input, kind);
      if (ex.to_user_id !== userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '不能回应自己发起的请求', 400);
      if (ex.status !== EXCHANGE_STATUS.pending) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
      if (input.status === EXCHANGE_STATUS.accepted && kind === 'wechatExchange' && !(await repo.contactCard(userId)).wechat) {
        throw new ApiError(CODE_IM_CONTACT_MISSING, '请先在名片中填写微信号', 400);
      }
      const fresh = (await repo.conversation(conv.id, true))!;
      return transition(repo, pushes, tenantId, fresh, ex, input.status, userId, { type, clientId: msg.clientId }, 'answer');
    }
    // `${kind}Close`
    const input = parseBody(exchangeCloseInputSchema, msg.content);
    const ex = await exchangeOf(repo, conv.id, input, kind);
    if (ex.from_user_id !== userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '只能撤回自己发起的请求', 400);
    // An accepted interview may still be cancelled; other requests only while pending.
    const closable = ex.status === EXCHANGE_STATUS.pending || (kind === 'interviewExchange' && ex.status === EXCHANGE_STATUS.accepted);
    if (!closable) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
    const fresh = (await repo.conversation(conv.id, true))!;
    return transition(repo, pushes, tenantId, fresh, ex, EXCHANGE_STATUS.closed, userId, { type, clientId: msg.clientId }, 'close');
  }

  async function markRead(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, cid: number, msgId: string | undefined): Promise<ImReadResult> {
    const { conv, me, peer } = await memberOrThrow(repo, cid, userId);
    let seq = conv.last_seq;
    if (msgId) {
      const m = await repo.messageByMsgId(msgId);
      if (!m || m.cid !== cid) throw notFoundMessage();
      seq = m.seq;
    }
    // Someone who blocked me does not learn that I read their messages.
    const receipt = !peer.is_black;
    await repo.markRead(cid, userId, seq, receipt);
    const readSeq = Math.max(me.read_seq, seq);
    const unread = await repo.unread(cid, userId);
    const { total } = await unreadTotal(repo, userId);
    const push = { cid, userId, readSeq, msgId: msgId ?? null };
    pushes.push(() => {
      notifier.toUser(tenantId, userId, 'imRead', push);
      notifier.toUser(tenantId, userId, 'imUnread', { total });
      if (receipt) notifier.toUser(tenantId, peer.user_id, 'imRead', push);
    });
    return { cid, readSeq, unread, total };
  }

  async function revoke(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, msg: SocketMessage, conv: ConversationRow, peerId: number): Promise<ImMessage> {
    const { msgId } = parseBody(revokeCommandSchema, msg.content);
    const again = await repo.messageByClientId(conv.id, userId, msg.clientId);
    if (again) return (await append(repo, pushes, tenantId, { cid: conv.id, type: 'revoke', content: {}, from: userId, to: peerId, clientId: msg.clientId })).message;
    const target = await repo.messageByMsgId(msgId);
    if (!target || target.cid !== conv.id) throw notFoundMessage();
    if (target.from_user_id !== userId || !['text', 'emoji', 'image', 'job', 'resume'].includes(target.type)) {
      throw new ApiError(CODE_IM_REVOKE_REFUSED, IM_MESSAGES.revokeNotOwn, 403);
    }
    if (target.revoked) throw new ApiError(CODE_IM_REVOKE_REFUSED, '消息已撤回', 400);
    if (now() - target.send_at.getTime() > IM_REVOKE_WINDOW_MS) throw new ApiError(CODE_IM_REVOKE_REFUSED, IM_MESSAGES.revokeExpired, 400);
    await repo.conversation(conv.id, true);
    await repo.revokeMessage(msgId);
    // The marker has its own seq, so a client that was away learns of the revoke by syncing.
    return (await append(repo, pushes, tenantId, { cid: conv.id, type: 'revoke', content: { id: target.id, msgId }, from: userId, to: peerId, clientId: msg.clientId })).message;
  }

  async function openConversation(repo: ImRepo, pushes: Push[], tenantId: number, me: number, c: { seekerId: number; recruiterId: number; jobId: number | null }) {
    const peerId = c.seekerId === me ? c.recruiterId : c.seekerId;
    let conv = await repo.conversationByPair(me, peerId);
    if (!conv) conv = await repo.createConversation({ ...c, initiatorId: me, at: new Date(now()) });
    else if (c.jobId && conv.job_id !== c.jobId) {
      await repo.conversation(conv.id, true);
      await repo.setJob(conv.id, c.jobId);
      const job = await repo.job(c.jobId);
      conv = (await repo.conversation(conv.id))!;
      await systemMessage(repo, pushes, tenantId, conv, me, { text: `沟通职位：${job?.title ?? ''}`, kind: 'switchJob', jobId: c.jobId });
    }
    const mine = await repo.member(conv.id, me);
    // Opening a conversation I removed brings it back.
    if (mine?.is_remove) await repo.setFlag(conv.id, me, 'is_remove', false);
    return conversationView(repo, conv.id, me);
  }

  async function contactAfterFlag(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, cid: number): Promise<ImContact> {
    const view = await conversationView(repo, cid, userId);
    const total = (await unreadTotal(repo, userId)).total;
    pushes.push(() => {
      notifier.toUser(tenantId, userId, 'imContact', view.contact);
      notifier.toUser(tenantId, userId, 'imUnread', { total });
    });
    return view.contact;
  }

  function roomSecret(rsaPrivateKey: string): Buffer {
    return createHmac('sha256', 'im-chatroom').update(rsaPrivateKey).digest();
  }
  async function tenantSecret(tenantId: number): Promise<Buffer> {
    const [row] = await db.query<{ rsa_private_key: string }>('SELECT rsa_private_key FROM agents WHERE id = $1', [tenantId]);
    if (!row) throw tokenInvalid();
    return roomSecret(row.rsa_private_key);
  }

  async function roomJoin(ident: ImIdentity, roomId: string, msgCount: number, blockCount: number, mutedCount: number) {
    const liveId = Number(roomId.slice('live-'.length));
    return work(ident.tenant, async (repo) => {
      if (!(await repo.liveExists(liveId))) throw new ApiError(CODE_NOT_FOUND, '直播间不存在', 404);
      if (await repo.isBanned(roomId, ident.userId, 'block')) throw new ApiError(CODE_IM_ROOM_MUTED, '你已被禁止进入该直播间', 403);
      const { rows } = await repo.roomMessages(roomId, { limit: msgCount, offset: 0 });
      return {
        roomId,
        list: rows.map(toChatroomMessage),
        blocked: await repo.roomBans(roomId, 'block', blockCount),
        muted: await repo.roomBans(roomId, 'mute', mutedCount),
      };
    });
  }

  return {
    scopeOf,

    /** /api-user/im/login: a chat token of this tenant and user. */
    async login(tenant: TenantScope, agentKey: string, userId: number, role: number, sessionHash: string | null = null): Promise<ImChatOptions> {
      // The tenant id leads the token so sockets and fallback calls find their tenant before any lookup.
      const token = `${tenant.tenantId}.${randomBytes(32).toString('base64url')}`;
      const t = now();
      await tenant.run(async (q) => {
        const repo = imRepo(q, tenant.tenantId);
        await repo.pruneTokens(userId, new Date(t));
        await repo.createToken(hashToken(token), userId, sessionHash, new Date(t), new Date(t + IM_TOKEN_TTL_MS));
      });
      return { userId, role, imUserId: userId, token, key: agentKey, socketPath: IM_SOCKET_PATH, expiresAt: t + IM_TOKEN_TTL_MS };
    },

    /** Resolves a chat token (socket imLogin, fallback calls); another site's key refuses it. */
    async identify(token: string, agentTenantId?: number): Promise<ImIdentity> {
      const m = /^(\d{1,9})\.([A-Za-z0-9_-]{20,100})$/.exec(token.replace(/^Bearer\s+/i, '').trim());
      if (!m) throw tokenInvalid();
      const tenantId = Number(m[1]);
      if (agentTenantId !== undefined && agentTenantId !== tenantId) throw tokenInvalid();
      const [agent] = await db.query<{ status: number }>('SELECT status FROM agents WHERE id = $1', [tenantId]);
      if (!agent || agent.status !== 1) throw tokenInvalid();
      const tenant = scopeOf(tenantId);
      const row = await tenant.run((q) => imRepo(q, tenantId).findToken(hashToken(token.replace(/^Bearer\s+/i, '').trim()), new Date(now())));
      if (!row || row.expires_at.getTime() <= now() || row.status === 2 || !row.session_alive) throw tokenInvalid();
      return { tenant, userId: row.user_id, role: row.role };
    },

    unreadGet: (ident: ImIdentity) => work(ident.tenant, (repo) => unreadTotal(repo, ident.userId)),

    /** imMsgSend and POST /im/msg/send. */
    async send(ident: ImIdentity, msg: SocketMessage): Promise<ImMessage | ImReadResult | null> {
      if (msg.type === 'reread') return null;
      if (msg.type === 'system') throw new ApiError(CODE_BAD_REQUEST, '消息类型无效', 400);
      const tenantId = ident.tenant.tenantId;
      return work(ident.tenant, async (repo, pushes) => {
        const { conv, peerId, peerBlack, locked } = await targetOf(repo, ident.userId, msg);
        if (msg.type === 'read') return markRead(repo, pushes, tenantId, ident.userId, conv.id, parseBody(readCommandSchema, msg.content).msgId);
        // The other side blocked me: nothing reaches them (spec: blocking stops message receipt).
        if (peerBlack) throw new ApiError(CODE_IM_MESSAGE_REMOVED, IM_MESSAGES.blockedByPeer, 403);
        if (msg.type === 'revoke') return revoke(repo, pushes, tenantId, ident.userId, msg, conv, peerId);
        const kind = exchangeKindOf(msg.type);
        if (kind) return sendExchange(repo, pushes, tenantId, ident.userId, msg, kind, conv, peerId);
        const content = await bodyOf(repo, msg.type, msg.content, ident.userId, conv);
        return (await append(repo, pushes, tenantId, { cid: conv.id, type: msg.type, content, from: ident.userId, to: peerId, clientId: msg.clientId }, locked)).message;
      });
    },

    sync: (ident: ImIdentity, cid: number, afterSeq: number, limit: number): Promise<ImSyncResult> =>
      work(ident.tenant, async (repo) => {
        const { conv, me, peer } = await memberOrThrow(repo, cid, ident.userId);
        const rows = await repo.messagesAfter(cid, afterSeq, limit);
        const last = rows.at(-1)?.seq ?? afterSeq;
        return {
          cid,
          list: rows.map(toMessage),
          lastSeq: conv.last_seq,
          done: last >= conv.last_seq,
          peerReadSeq: peer.receipt_seq,
          readSeq: me.read_seq,
          unread: await repo.unread(cid, ident.userId),
        };
      }),

    history: (ident: ImIdentity, input: { cid: number; page: number; limit: number; beforeSeq?: number | undefined }) =>
      work(ident.tenant, async (repo) => {
        const { conv, peer } = await memberOrThrow(repo, input.cid, ident.userId);
        const { rows, total } = await repo.history(input.cid, { ...(input.beforeSeq ? { beforeSeq: input.beforeSeq } : {}), limit: input.limit, offset: (input.page - 1) * input.limit });
        return {
          ...toPage({ list: rows.map(toMessage), total }, input),
          lastSeq: conv.last_seq,
          peerReadSeq: peer.receipt_seq,
        };
      }),

    msgGet: (ident: ImIdentity, msgId: string) =>
      work(ident.tenant, async (repo) => {
        const m = await repo.messageByMsgId(msgId);
        if (!m || (m.from_user_id !== ident.userId && m.to_user_id !== ident.userId)) throw notFoundMessage();
        return toMessage(m);
      }),

    read: (ident: ImIdentity, cid: number, msgId?: string) => work(ident.tenant, (repo, pushes) => markRead(repo, pushes, ident.tenant.tenantId, ident.userId, cid, msgId)),

    unreadClear: (ident: ImIdentity, cid?: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const cids = cid ? [cid] : (await repo.unreadList(ident.userId)).map((r) => r.cid);
        for (const c of cids) await markRead(repo, pushes, ident.tenant.tenantId, ident.userId, c, undefined);
        return unreadTotal(repo, ident.userId);
      }),

    conversationGet: (ident: ImIdentity, cid: number) => work(ident.tenant, (repo) => conversationView(repo, cid, ident.userId)),

    async list(ident: ImIdentity, filter: 'listed' | 'all' | 'black', page: number, limit: number) {
      return work(ident.tenant, async (repo) => {
        const rows = await repo.contacts(ident.userId, { filter, limit, offset: (page - 1) * limit });
        const total = rows[0]?.total ?? 0;
        const views: ImConversation[] = [];
        for (const r of rows) views.push(await conversationView(repo, r.id, ident.userId));
        const unread = filter === 'listed' ? (await unreadTotal(repo, ident.userId)).total : 0;
        return { views, total, unreadTotal: unread };
      });
    },

    switchJob: (ident: ImIdentity, cid: number, jobId: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        const job = await repo.job(jobId);
        if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        const ofRecruiter = recruiterOf(job) === conv.recruiter_id || (await repo.isCompanyMember(conv.recruiter_id, job.company_id));
        if (!ofRecruiter) throw new ApiError(CODE_BAD_REQUEST, '只能切换为该招聘者的职位', 400);
        if (conv.job_id !== jobId) {
          await repo.conversation(cid, true);
          await repo.setJob(cid, jobId);
          await systemMessage(repo, pushes, ident.tenant.tenantId, conv, ident.userId, { text: `沟通职位已切换为：${job.title}`, kind: 'switchJob', jobId });
          for (const uid of [conv.user_low, conv.user_high]) {
            if (uid === ident.userId) continue;
            const view = await conversationView(repo, cid, uid);
            pushes.push(() => notifier.toUser(ident.tenant.tenantId, uid, 'imConversation', view));
          }
        }
        return conversationView(repo, cid, ident.userId);
      }),

    byJob: (ident: ImIdentity, jobId: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const job = await repo.job(jobId);
        if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        const recruiterId = recruiterOf(job);
        if (!recruiterId) throw new ApiError(CODE_NOT_FOUND, '该职位暂无招聘者', 404);
        if (recruiterId === ident.userId || (await repo.isCompanyMember(ident.userId, job.company_id))) {
          throw new ApiError(CODE_BAD_REQUEST, '不能与自己公司的职位沟通', 400);
        }
        const existing = await repo.conversationByPair(ident.userId, recruiterId);
        if (!existing && job.status !== 1) throw new ApiError(CODE_BAD_REQUEST, '职位已关闭，无法发起沟通', 400);
        return openConversation(repo, pushes, ident.tenant.tenantId, ident.userId, { seekerId: ident.userId, recruiterId, jobId });
      }),

    byRelation: (ident: ImIdentity, relationId: number, jobId?: number) =>
      work(ident.tenant, async (repo, pushes) => {
        if (relationId === ident.userId) throw new ApiError(CODE_BAD_REQUEST, '不能和自己沟通', 400);
        const other = await repo.userCard(relationId);
        if (!other) throw new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
        const job = jobId ? await repo.job(jobId) : null;
        if (jobId && !job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        let recruiterId: number;
        if (job) {
          const mine = recruiterOf(job) === ident.userId || (await repo.isCompanyMember(ident.userId, job.company_id));
          const theirs = recruiterOf(job) === relationId || (await repo.isCompanyMember(relationId, job.company_id));
          if (!mine && !theirs) throw new ApiError(CODE_BAD_REQUEST, '职位不属于会话中的招聘者', 400);
          recruiterId = mine ? ident.userId : relationId;
        } else {
          const meRecruits = (await repo.isCompanyMember(ident.userId)) || ident.role === ROLE_RECRUITER;
          const theyRecruit = (await repo.isCompanyMember(relationId)) || other.role === ROLE_RECRUITER;
          // Chat is between a job seeker and a recruiter; two seekers (or two recruiters) have no job to talk about.
          if (meRecruits === theyRecruit) throw new ApiError(CODE_BAD_REQUEST, '只能在求职者与招聘者之间发起沟通', 400);
          recruiterId = meRecruits ? ident.userId : relationId;
        }
        const seekerId = recruiterId === ident.userId ? relationId : ident.userId;
        return openConversation(repo, pushes, ident.tenant.tenantId, ident.userId, { seekerId, recruiterId, jobId: jobId ?? null });
      }),

    propUse: (ident: ImIdentity, cid: number) =>
      work(ident.tenant, async (repo, _pushes, q) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        if (conv.im_status === 1) return conversationView(repo, cid, ident.userId);
        // The recruiter's company pays one chat right; not enough → 14550 and the client goes to buy (spec §8).
        if (rights) {
          if (conv.recruiter_id !== ident.userId) throw new ApiError(CODE_PAYMENT_NOTICE, '由招聘方使用权益开启沟通', 400);
          await rights.spendRight(q, ident.tenant.tenantId, ident.userId, 'rightsChat', 1, `im:${cid}`);
        }
        await repo.setImStatus(cid, 1);
        return conversationView(repo, cid, ident.userId);
      }),

    setFlag: (ident: ImIdentity, cid: number, flag: 'is_top' | 'is_black' | 'is_remove' | 'is_improper', value: boolean) =>
      work(ident.tenant, async (repo, pushes) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        await repo.setFlag(cid, ident.userId, flag, value);
        // Removing a conversation reads it: when a new message brings it back, unread is 1.
        if (flag === 'is_remove' && value) await repo.markRead(cid, ident.userId, conv.last_seq, true);
        return contactAfterFlag(repo, pushes, ident.tenant.tenantId, ident.userId, cid);
      }),

    exchangeFind: (ident: ImIdentity, cid: number, kind?: string, status?: number) =>
      work(ident.tenant, async (repo) => {
        await memberOrThrow(repo, cid, ident.userId);
        return { list: (await repo.exchanges(cid, kind, status)).map(toExchange) };
      }),

    exchangeRemove: (ident: ImIdentity, id: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const ex = await repo.exchange(id);
        if (!ex || (ex.from_user_id !== ident.userId && ex.to_user_id !== ident.userId)) throw new ApiError(CODE_NOT_FOUND, '请求不存在', 404);
        if (ex.from_user_id !== ident.userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '只能撤回自己发起的请求', 400);
        if (ex.status !== EXCHANGE_STATUS.pending) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
        const conv = (await repo.conversation(ex.cid, true))!;
        await transition(repo, pushes, ident.tenant.tenantId, conv, ex, EXCHANGE_STATUS.closed, ident.userId, { type: `${ex.kind}Close` as MsgType, clientId: null }, 'close');
        return toExchange((await repo.exchange(id))!);
      }),

    findToMe: (ident: ImIdentity, input: { startAt: number; page: number; limit: number; lastId?: number | undefined }): Promise<ImFindToMeResult> =>
      work(ident.tenant, async (repo) => {
        const rows = await repo.findToMe(ident.userId, { startAt: new Date(input.startAt), lastId: input.lastId ?? 0, limit: input.limit, offset: (input.page - 1) * input.limit });
        const list = rows.map(toMessage);
        return { list, lastId: list.at(-1)?.id ?? input.lastId ?? 0, done: rows.length < input.limit };
      }),

    // ── chatrooms ──

    async chatroomToken(ident: ImIdentity, roomId: string) {
      const liveId = Number(roomId.slice('live-'.length));
      const exists = await ident.tenant.run((q) => imRepo(q, ident.tenant.tenantId).liveExists(liveId));
      if (!exists) throw new ApiError(CODE_NOT_FOUND, '直播间不存在', 404);
      const expiresAt = now() + IM_TOKEN_TTL_MS;
      const token = Buffer.from(JSON.stringify({ r: roomId, t: ident.tenant.tenantId, e: expiresAt })).toString('base64url');
      const sign = createHmac('sha256', await tenantSecret(ident.tenant.tenantId)).update(token).digest('base64url');
      return { roomId, token, sign, expiresAt };
    },

    async chatroomJoin(ident: ImIdentity, input: z.infer<typeof chatroomJoinInputSchema>) {
      return roomJoin(ident, input.roomId, input.msgCount, input.blockCount, input.mutedCount);
    },

    /** Checks a join token and its sign; answers the room it opens. */
    async chatroomJoinToken(ident: ImIdentity, input: z.infer<typeof chatroomJoinTokenInputSchema>) {
      const invalid = () => new ApiError(CODE_IM_ROOM_TOKEN_INVALID, '直播间口令无效或已过期', 400);
      const expected = createHmac('sha256', await tenantSecret(ident.tenant.tenantId)).update(input.token).digest();
      const given = Buffer.from(input.sign, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let body: { r?: unknown; t?: unknown; e?: unknown };
      try {
        body = JSON.parse(Buffer.from(input.token, 'base64url').toString('utf8')) as typeof body;
      } catch {
        throw invalid();
      }
      if (typeof body.r !== 'string' || !/^live-\d{1,10}$/.test(body.r) || body.t !== ident.tenant.tenantId || typeof body.e !== 'number' || body.e < now()) throw invalid();
      const joined = await roomJoin(ident, body.r, input.msgCount, 0, 0);
      return { ...joined, token: input.token, sign: input.sign };
    },

    async chatroomSend(ident: ImIdentity, input: z.infer<typeof chatroomMsgSendInputSchema>): Promise<ChatroomMessage> {
      const content =
        input.type === 'text'
          ? { text: parseBody(textContentSchema, input.content).text }
          : input.type === 'image'
            ? parseBody(imageContentSchema, input.content)
            : (() => {
                const e = parseBody(emojiContentSchema, input.content);
                const found = findEmoji(e.code, e.group);
                if (!found) throw new ApiError(CODE_BAD_REQUEST, '表情不存在', 400);
                return { code: found.code, name: found.name, src: found.src, group: found.group };
              })();
      const msg = await work(ident.tenant, async (repo) => {
        if (await repo.isBanned(input.roomId, ident.userId, 'mute')) throw new ApiError(CODE_IM_ROOM_MUTED, IM_MESSAGES.roomMuted, 403);
        const old = await repo.roomMessageByClientId(input.roomId, ident.userId, input.clientId);
        if (old) return { row: old, created: false };
        const u = await repo.userCard(ident.userId);
        const row = await repo.insertRoomMessage({ roomId: input.roomId, type: input.type, content, from: ident.userId, name: u?.name ?? '', avatar: u?.avatar ?? '', clientId: input.clientId, at: new Date(now()) });
        return { row: row ?? (await repo.roomMessageByClientId(input.roomId, ident.userId, input.clientId))!, created: Boolean(row) };
      });
      const out = toChatroomMessage(msg.row);
      if (msg.created) notifier.toRoom(ident.tenant.tenantId, input.roomId, out);
      return out;
    },

    chatroomFind: (ident: ImIdentity, input: z.infer<typeof chatroomMsgFindInputSchema>) =>
      work(ident.tenant, async (repo) => {
        const { rows, total } = await repo.roomMessages(input.roomId, { ...(input.type ? { type: input.type } : {}), ...(input.lastId ? { lastId: input.lastId } : {}), limit: input.limit, offset: (input.page - 1) * input.limit });
        return toPage({ list: rows.map(toChatroomMessage), total }, input);
      }),

    async listeners(ident: ImIdentity, roomId: string) {
      const ids = [...new Set(await notifier.roomUsers(ident.tenant.tenantId, roomId))];
      const users = await ident.tenant.run((q) => imRepo(q, ident.tenant.tenantId).userNames(ids.slice(0, 100)));
      return { roomId, total: ids.length, list: users };
    },

    emoji: () => emojiConfig(),

    /**
     * A notice from another area (e.g. an application changed state): a system message in the
     * conversation of the two users, opened if needed, pushed to both. Not counted as unread.
     */
    notice: (tenant: TenantScope, n: { fromUserId: number; toUserId: number; text: string; jobId?: number; data?: Record<string, unknown> }) =>
      work(tenant, async (repo, pushes) => {
        let conv = await repo.conversationByPair(n.fromUserId, n.toUserId);
        if (!conv) {
          const fromRecruits = await repo.isCompanyMember(n.fromUserId);
          const [seekerId, recruiterId] = fromRecruits ? [n.toUserId, n.fromUserId] : [n.fromUserId, n.toUserId];
          conv = await repo.createConversation({ seekerId, recruiterId, initiatorId: n.fromUserId, jobId: n.jobId ?? null, at: new Date(now()) });
        }
        return systemMessage(repo, pushes, tenant.tenantId, conv, n.fromUserId, { ...n.data, text: n.text, kind: 'notice', ...(n.jobId ? { jobId: n.jobId } : {}) });
      }),
  };
}
export type ImService = ReturnType<typeof createImService>;

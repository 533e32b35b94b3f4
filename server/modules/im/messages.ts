import {
  CODE_IM_REVOKE_REFUSED,
  IM_MESSAGES,
  IM_REVOKE_WINDOW_MS,
  MSG_TYPES_NOT_UNREAD,
  emojiContentSchema,
  imageContentSchema,
  jobCardContentSchema,
  resumeCardContentSchema,
  revokeCommandSchema,
  textContentSchema,
  type ImFindToMeResult,
  type ImMessage,
  type ImReadResult,
  type ImSyncResult,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import { toPage } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import { newMsgId, notFoundConversation, notFoundMessage, parseBody, type ImContext, type ImIdentity, type Push } from './context';
import { findEmoji } from './emoji';
import type { ConversationRow, ImRepo } from './repo';
import { toMessage, type ImViews } from './views';

/** Messages: append with the next sequence number (idempotent by clientId), read marks, revoke, sync and history. */
export function createMessages(ctx: ImContext, views: ImViews) {
  const { now, notifier, work } = ctx;
  const { memberOrThrow, conversationView, unreadTotal } = views;


  /**
   * Appends one message under the conversation's row lock: the next seq, or the stored message
   * when this sender already sent this clientId (a resend returns the original).
   */
  async function append(
    repo: ImRepo,
    pushes: Push[],
    tenantId: number,
    m: { cid: number; type: MsgType; content: Record<string, unknown>; from: number; to: number; clientId: string | null; exceptSocketId?: string | undefined },
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
      pushes.push(() => notifier.toUsersExcept(tenantId, [old.from_user_id, old.to_user_id], m.exceptSocketId, 'imMsg', message));
      return { message, created: false };
    }
    // A new message brings a removed conversation back into both lists.
    const reopened = held.removed.filter((uid) => uid === m.from || uid === m.to);
    for (const uid of reopened) await repo.setFlag(m.cid, uid, 'is_remove', false);
    const message = toMessage(row);
    pushes.push(() => notifier.toUsersExcept(tenantId, [m.from, m.to], m.exceptSocketId, 'imMsg', message));
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

  return {
    append,
    systemMessage,
    targetOf,
    bodyOf,
    markRead,
    revoke,

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

    findToMe: (ident: ImIdentity, input: { startAt: number; page: number; limit: number; lastId?: number | undefined }): Promise<ImFindToMeResult> =>
      work(ident.tenant, async (repo) => {
        const rows = await repo.findToMe(ident.userId, { startAt: new Date(input.startAt), lastId: input.lastId ?? 0, limit: input.limit, offset: (input.page - 1) * input.limit });
        const list = rows.map(toMessage);
        return { list, lastId: list.at(-1)?.id ?? input.lastId ?? 0, done: rows.length < input.limit };
      }),
  };
}
export type ImMessages = ReturnType<typeof createMessages>;

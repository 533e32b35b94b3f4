import {
  type ChatroomMessage,
  type ExchangeKind,
  type ExchangeRequest,
  type ImContact,
  type ImConversation,
  type ImMessage,
  type ImUnread,
  type ImUser,
  type ImUserJob,
  type MsgType,
} from '../../../schemas/im';
import type { Queryable } from '../../db/db';
import { notFoundConversation } from './context';
import { imRepo, type ChatroomMessageRow, type ContactPageRow, type ConversationRow, type ExchangeRow, type ImRepo, type JobRow, type MemberRow, type MessageRow } from './repo';

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

export function toExchange(row: ExchangeRow): ExchangeRequest {
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

export function toChatroomMessage(row: ChatroomMessageRow): ChatroomMessage {
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

export function toUserJob(job: JobRow | null): ImUserJob | null {
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
export const recruiterOf = (job: JobRow) => job.recruiter_id ?? job.owner_user_id;

/** A user's unread chat messages, inside the caller's transaction: the user session shows them before chat logs in. */
export async function countUnread(q: Queryable, tenantId: number, userId: number): Promise<number> {
  return (await imRepo(q, tenantId).unreadList(userId)).reduce((n, r) => n + r.unread, 0);
}

/** A contact-list row (imRepo.contactPage) as the same view conversationView builds, without a query. */
export function conversationOfRow(r: ContactPageRow): ImConversation {
  const last: ImMessage | null =
    r.m_id === null
      ? null
      : toMessage({
          id: r.m_id, msg_id: r.m_msg_id, cid: r.id, seq: r.m_seq, type: r.m_type, content: r.m_content, from_user_id: r.m_from_user_id,
          to_user_id: r.m_to_user_id, client_id: r.m_client_id, counts_unread: r.m_counts_unread, revoked: r.m_revoked, send_at: r.m_send_at,
          peer_receipt_seq: r.m_peer_receipt_seq,
        });
  const userjob = toUserJob(
    r.job_row_id === null
      ? null
      : {
          id: r.job_row_id, title: r.job_title, salary_min: r.job_salary_min, salary_max: r.job_salary_max, salary_unit: r.job_salary_unit,
          company_id: r.job_company_id, company_name: r.job_company_name, city_name: r.job_city_name, status: r.job_status, recruiter_id: null, owner_user_id: null,
        },
  );
  const contact: ImContact = {
    cid: r.id,
    imUserId: r.member_user_id,
    chatImUserId: r.peer_id,
    isBlack: r.is_black,
    isRemove: r.is_remove,
    isImproper: r.is_improper,
    isTop: r.is_top,
    isFavorites: r.is_favorite,
    unread: r.unread,
    chatAt: r.chat_at.getTime(),
    lastMessage: last,
    user: {
      id: r.peer_id,
      name: r.peer_name || '用户',
      avatar: r.peer_avatar ?? '',
      role: r.peer_role ?? 0,
      companyName: r.peer_company_name ?? '',
      position: r.peer_position ?? '',
    },
    userjob,
  };
  return {
    id: r.id,
    contact,
    lastMessage: last,
    userId: r.member_user_id,
    chatUserId: r.peer_id,
    initiate: r.initiator_id === r.member_user_id,
    imStatus: r.im_status,
    interview: { id: r.interview_id, status: r.interview_status },
    unread: r.unread,
    userjob,
    seekerId: r.seeker_id,
    recruiterId: r.recruiter_id,
    lastSeq: r.last_seq,
    readSeq: r.read_seq,
    peerReadSeq: r.peer_receipt_seq,
  };
}

/** How a conversation looks to one of its members: contact card, last message, unread, sequence marks. */
export function createViews() {
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

  /**
   * Views of several (conversation, member) pairs in one query, as conversationView builds them one
   * by one (a batch of first messages announces its conversations without a round trip per view).
   */
  async function conversationViews(repo: ImRepo, keys: { cid: number; userId: number }[]): Promise<ImConversation[]> {
    const rows = await repo.contactRows(keys);
    const byKey = new Map(rows.map((r) => [`${r.id}:${r.member_user_id}`, r]));
    const out: ImConversation[] = [];
    for (const k of keys) {
      const r = byKey.get(`${k.cid}:${k.userId}`);
      // A member row the caller expects and did not find: answer as the single view does.
      out.push(r ? conversationOfRow(r) : await conversationView(repo, k.cid, k.userId));
    }
    return out;
  }

  async function unreadTotal(repo: ImRepo, userId: number): Promise<ImUnread> {
    const list = await repo.unreadList(userId);
    return { total: list.reduce((n, r) => n + r.unread, 0), list };
  }

  return { memberOrThrow, userOf, contactOf, conversationView, conversationViews, unreadTotal };
}
export type ImViews = ReturnType<typeof createViews>;

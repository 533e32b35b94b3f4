import {
  EXCHANGE_STATUS,
  exchangeKindOf,
  IM_CONTACT_PAGE_LIMIT,
  IM_STATUS_INITIAL,
  MSG_TYPES_NOT_UNREAD,
  type ChatroomEntry,
  type ImContact,
  type ImConversation,
  type ImMessage,
  type MsgType,
} from '../../../schemas/im';

/**
 * The chat client's state and the pure rules that change it (spec §4 chat states, message
 * types, exchange requests, contacts). The client (client.ts) owns the transport; everything
 * a user could notice about ordering, de-duplication, read flags and unread counts is decided
 * here, so it is tested without sockets or timers.
 *
 * Not immer (issue 21 asked): the rules are list transforms (map, filter, sort) that produce
 * would not shorten, and its auto-freeze would freeze the server's message that command() both
 * takes into the state and hands back to its caller.
 */

/** One conversation the user has opened: its messages ordered by seq, pending ones last. */
export interface ConversationState {
  conversation: ImConversation | null;
  messages: ImMessage[];
  /** Highest server seq held (the reconnect sync starts after it). */
  lastSeq: number;
  /** The other member read my messages up to this seq. */
  peerReadSeq: number;
  /** Older pages exist on the server. */
  hasMore: boolean;
}

export interface ImState {
  /** IM_STATUS_*: -1 initial, 200 connected and logged in, 0 disconnected. */
  status: number;
  /** The HTTP fallback carries messages (the socket is unavailable). */
  fallback: boolean;
  /** My user id (imUserId) once chat options are held. */
  me: number | null;
  unreadTotal: number;
  /** Listed contacts (not blocked, removed or improper): top first, then newest. */
  contacts: ImContact[];
  contactsLoaded: boolean;
  contactsDone: boolean;
  /** Contact page size: 12, and 10 after a chat-logout reset (spec §9). */
  contactLimit: number;
  conversations: Record<number, ConversationState>;
  /** Joined chatrooms by room id. */
  rooms: Record<string, ChatroomEntry>;
}

export const initialImState = (contactLimit = IM_CONTACT_PAGE_LIMIT): ImState => ({
  status: IM_STATUS_INITIAL,
  fallback: false,
  me: null,
  unreadTotal: 0,
  contacts: [],
  contactsLoaded: false,
  contactsDone: false,
  contactLimit,
  conversations: {},
  rooms: {},
});

export const emptyConversation = (): ConversationState => ({ conversation: null, messages: [], lastSeq: 0, peerReadSeq: 0, hasMore: true });

/** A message not yet acknowledged by the server (made locally, no seq). */
export const isPending = (m: ImMessage): boolean => m.seq <= 0;

/** Whether a message counts as unread for its recipient: never own, system or control messages. */
export function countsAsUnread(m: ImMessage, me: number | null): boolean {
  return m.fromUserId !== me && !MSG_TYPES_NOT_UNREAD.includes(m.type) && m.revoke !== 1;
}

let pendingSeq = 0;
/**
 * The local pending message of spec §4: loading off, error off; the client turns loading on
 * while it sends. Its id is negative (server ids are positive) and its msgId is the clientId.
 */
export function pendingMessage(input: { cid: number; type: MsgType; content: Record<string, unknown>; me: number; toUserId: number; clientId: string; now: number }): ImMessage {
  pendingSeq += 1;
  return {
    id: -(input.now * 1000 + (pendingSeq % 1000)),
    msgId: input.clientId,
    cid: input.cid,
    seq: 0,
    type: input.type,
    content: { ...input.content, cid: input.cid },
    sendAt: input.now,
    fromUserId: input.me,
    toUserId: input.toUserId,
    status: 0,
    revoke: 0,
    clientId: input.clientId,
    loading: false,
    error: false,
  };
}

function order(a: ImMessage, b: ImMessage): number {
  const pa = isPending(a);
  const pb = isPending(b);
  if (pa !== pb) return pa ? 1 : -1;
  return pa ? a.sendAt - b.sendAt : a.seq - b.seq;
}

/**
 * Adds or replaces one server message: de-duplicated by id (the ack and the push of my own
 * message carry the same id), and a pending message with the same clientId is replaced by it.
 */
export function upsertMessage(list: readonly ImMessage[], m: ImMessage): ImMessage[] {
  const at = list.findIndex((x) => x.id === m.id || (m.clientId !== null && isPending(x) && x.clientId === m.clientId));
  if (at >= 0) {
    const held = list[at]!;
    // A stale copy never undoes what a newer one said (read flag, revoke, exchange state).
    const merged: ImMessage = isPending(held)
      ? m
      : { ...m, status: held.status === 1 ? 1 : m.status, revoke: held.revoke === 1 ? 1 : m.revoke, content: held.revoke === 1 ? held.content : m.content };
    const next = list.slice();
    next[at] = merged;
    // Drop any other copy (a pending one and the acked one both present).
    return next.filter((x, i) => i === at || x.id !== m.id).sort(order);
  }
  return [...list, m].sort(order);
}

/** My messages up to readSeq are read by the other member (spec §3 Message.status). */
export function markPeerRead(list: readonly ImMessage[], me: number | null, readSeq: number): ImMessage[] {
  let changed = false;
  const next = list.map((m) => {
    if (m.fromUserId === me && !isPending(m) && m.seq <= readSeq && m.status === 0) {
      changed = true;
      return { ...m, status: 1 as const };
    }
    return m;
  });
  return changed ? next : (list as ImMessage[]);
}

/** A revoke marker (content {id, msgId}) empties and flags the message it names. */
export function applyRevoke(list: readonly ImMessage[], marker: ImMessage): ImMessage[] {
  const targetId = Number(marker.content.id);
  const targetMsgId = typeof marker.content.msgId === 'string' ? marker.content.msgId : null;
  return list.map((m) => (m.id === targetId || (targetMsgId !== null && m.msgId === targetMsgId) ? { ...m, revoke: 1 as const, content: {} } : m));
}

const exchangeIdOf = (m: ImMessage): number | null => (typeof m.content.exchangeId === 'number' ? m.content.exchangeId : null);

/**
 * Exchange requests (spec §4): a new request turns older ones of the same kind still pending
 * into closed; a Result sets the request's status to the result's; a Close sets closed.
 */
export function applyExchange(list: readonly ImMessage[], m: ImMessage): ImMessage[] {
  const kind = exchangeKindOf(m.type);
  if (!kind) return list as ImMessage[];
  const isRequest = m.type === kind;
  const status = m.type.endsWith('Close') ? EXCHANGE_STATUS.closed : Number(m.content.status);
  const targetId = exchangeIdOf(m);
  const targetMsgId = typeof m.content.msgId === 'string' ? m.content.msgId : null;
  return list.map((x) => {
    if (x.type !== kind || x.id === m.id) return x;
    if (isRequest) {
      return x.content.status === EXCHANGE_STATUS.pending && order(x, m) < 0 ? { ...x, content: { ...x.content, status: EXCHANGE_STATUS.closed } } : x;
    }
    const hit = (targetId !== null && exchangeIdOf(x) === targetId) || (targetMsgId !== null && x.msgId === targetMsgId);
    return hit && Number.isFinite(status) ? { ...x, content: { ...x.content, status } } : x;
  });
}

/** What an incoming message does to the conversation's interview status (spec §4). */
export function interviewStatusAfter(conversation: ImConversation | null, m: ImMessage): ImConversation | null {
  if (!conversation) return conversation;
  if (m.type === 'interviewExchange') return { ...conversation, interview: { id: exchangeIdOf(m), status: EXCHANGE_STATUS.pending } };
  if (m.type === 'interviewExchangeResult' || m.type === 'interviewExchangeClose') {
    const status = m.type === 'interviewExchangeClose' ? EXCHANGE_STATUS.closed : Number(m.content.status);
    return { ...conversation, interview: { id: exchangeIdOf(m) ?? conversation.interview.id, status } };
  }
  return conversation;
}

/** Contacts whose flags take them off the list (spec §4). */
export const isListed = (c: ImContact): boolean => !c.isBlack && !c.isRemove && !c.isImproper;

/** Top first, then by the last chat time. */
export function sortContacts(list: readonly ImContact[]): ImContact[] {
  return [...list].sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.chatAt - a.chatAt || b.cid - a.cid);
}

/** Replaces (or adds) one contact; one that left the list is removed. */
export function putContact(list: readonly ImContact[], c: ImContact): ImContact[] {
  const rest = list.filter((x) => x.cid !== c.cid);
  return isListed(c) ? sortContacts([...rest, c]) : rest;
}

/** Merges a page of contacts (later pages append; the same cid is replaced). */
export function mergeContacts(list: readonly ImContact[], page: readonly ImContact[]): ImContact[] {
  const by = new Map(list.map((c) => [c.cid, c]));
  for (const c of page) by.set(c.cid, c);
  return sortContacts([...by.values()].filter(isListed));
}

/**
 * Reading a conversation zeroes its contact's unread and lowers the total by as much
 * (never below 0, spec §4).
 */
export function readContact(state: ImState, cid: number): ImState {
  const c = state.contacts.find((x) => x.cid === cid);
  const had = c?.unread ?? 0;
  const conv = state.conversations[cid];
  return {
    ...state,
    unreadTotal: Math.max(0, state.unreadTotal - had),
    contacts: had > 0 ? state.contacts.map((x) => (x.cid === cid ? { ...x, unread: 0 } : x)) : state.contacts,
    conversations: conv?.conversation ? { ...state.conversations, [cid]: { ...conv, conversation: { ...conv.conversation, unread: 0 } } } : state.conversations,
  };
}

/** Incoming message outcome: the new state and whether the contact list must be fetched again. */
export interface Applied {
  state: ImState;
  /** The message was taken (false: ignored — reread, a blocked sender, a duplicate). */
  taken: boolean;
  /** The conversation is not on the list (new or reopened): fetch contacts again. */
  refetchContacts: boolean;
}

/**
 * One message from the server (a push, an ack, a sync or a poll), by the rules of spec §4:
 * reread is ignored; a blocked contact's messages are ignored unless I sent them; read marks
 * earlier messages read; revoke marks the message revoked; exchange answers move requests.
 * `activeCid` is the conversation on screen: its messages do not add unread.
 */
export function applyIncoming(state: ImState, m: ImMessage, activeCid: number | null): Applied {
  const me = state.me;
  const none: Applied = { state, taken: false, refetchContacts: false };
  if (m.type === 'reread') return none;
  const contact = state.contacts.find((c) => c.cid === m.cid);
  const conv = state.conversations[m.cid];
  const blocked = (contact?.isBlack ?? conv?.conversation?.contact.isBlack ?? false) && m.fromUserId !== me;
  if (blocked) return none;

  if (m.type === 'read') {
    // A read command seen as a message (HTTP fallback): the reader read everything up to it.
    const readSeq = Number(m.content.readSeq ?? m.seq);
    if (m.fromUserId === me) return { state: readContact(state, m.cid), taken: true, refetchContacts: false };
    if (!conv) return { ...none, taken: true };
    return {
      state: { ...state, conversations: { ...state.conversations, [m.cid]: { ...conv, peerReadSeq: Math.max(conv.peerReadSeq, readSeq), messages: markPeerRead(conv.messages, me, readSeq) } } },
      taken: true,
      refetchContacts: false,
    };
  }

  const duplicate = conv?.messages.some((x) => x.id === m.id) ?? false;
  let next = state;
  if (conv) {
    let messages = upsertMessage(conv.messages, m);
    if (m.type === 'revoke') messages = applyRevoke(messages, m);
    messages = applyExchange(messages, m);
    messages = markPeerRead(messages, me, conv.peerReadSeq);
    next = {
      ...state,
      conversations: {
        ...state.conversations,
        [m.cid]: { ...conv, messages, lastSeq: Math.max(conv.lastSeq, m.seq), conversation: interviewStatusAfter(conv.conversation, m) },
      },
    };
  }
  if (duplicate) return { state: next, taken: false, refetchContacts: false };

  // The list: last message, time and unread of the contact; a conversation not listed is fetched.
  const counts = countsAsUnread(m, me) && m.cid !== activeCid;
  if (!contact) return { state: { ...next, unreadTotal: next.unreadTotal + (counts ? 1 : 0) }, taken: true, refetchContacts: m.type !== 'revoke' };
  const visible = m.type !== 'revoke';
  const updated: ImContact = {
    ...contact,
    lastMessage: visible ? m : contact.lastMessage,
    chatAt: visible ? Math.max(contact.chatAt, m.sendAt) : contact.chatAt,
    unread: contact.unread + (counts ? 1 : 0),
  };
  return { state: { ...next, contacts: putContact(next.contacts, updated), unreadTotal: next.unreadTotal + (counts ? 1 : 0) }, taken: true, refetchContacts: false };
}

/** The text a list shows for a message (last message of a contact, notifications). */
export function messagePreview(m: ImMessage | null, me: number | null): string {
  if (!m) return '';
  if (m.revoke === 1) return m.fromUserId === me ? '你撤回了一条消息' : '对方撤回了一条消息';
  const c = m.content;
  switch (m.type) {
    case 'text':
      return String(c.text ?? '');
    case 'emoji':
      return c.name ? `[${String(c.name)}]` : '[表情]';
    case 'image':
      return '[图片]';
    case 'job':
      return `[职位] ${String(c.title ?? '')}`.trim();
    case 'resume':
      return '[简历]';
    case 'system':
      return String(c.text ?? '[系统消息]');
    case 'revoke':
      return m.fromUserId === me ? '你撤回了一条消息' : '对方撤回了一条消息';
    default: {
      const kind = exchangeKindOf(m.type);
      if (!kind) return '';
      const labels: Record<string, string> = {
        mobileExchange: '[交换电话]',
        wechatExchange: '[交换微信]',
        resumeExchange: '[简历请求]',
        acceptedExchange: '[录用意向]',
        interviewExchange: '[面试邀请]',
      };
      return labels[kind] ?? '';
    }
  }
}

import { describe, expect, it } from 'vitest';
import type { ImContact, ImMessage } from '../../../../schemas/im';
import { contactsFixture, conversationFixture, ME_SEEKER, RECRUITER } from '../../../../tests/helpers/im-fixtures';
import {
  applyExchange,
  applyIncoming,
  emptyConversation,
  initialImState,
  markPeerRead,
  messagePreview,
  pendingMessage,
  putContact,
  readContact,
  upsertMessage,
  type ImState,
} from '../store';

let id = 0;
const m = (p: Partial<ImMessage> = {}): ImMessage => {
  id += 1;
  return { id, msgId: `m${id}`, cid: 1, seq: id, type: 'text', content: { text: `t${id}` }, sendAt: 1000 + id, fromUserId: RECRUITER, toUserId: ME_SEEKER, status: 0, revoke: 0, clientId: null, ...p };
};

/** A state with conversation 1 open and the fixture contacts listed (contact 1 has 2 unread, total 123). */
function opened(messages: ImMessage[] = []): ImState {
  const contacts = contactsFixture();
  return {
    ...initialImState(),
    me: ME_SEEKER,
    contacts,
    contactsLoaded: true,
    unreadTotal: contacts.reduce((s, c) => s + c.unread, 0),
    conversations: { 1: { ...emptyConversation(), conversation: conversationFixture(1), messages, lastSeq: messages.at(-1)?.seq ?? 0 } },
  };
}

describe('chat state rules', () => {
  it('makes a pending message with loading and error off, a negative id and the clientId as msgId', () => {
    const p = pendingMessage({ cid: 1, type: 'text', content: { text: 'hi' }, me: ME_SEEKER, toUserId: RECRUITER, clientId: 'client-1234', now: 5 });
    expect(p).toMatchObject({ loading: false, error: false, seq: 0, status: 0, msgId: 'client-1234', clientId: 'client-1234', content: { text: 'hi', cid: 1 } });
    expect(p.id).toBeLessThan(0);
  });

  it('replaces the pending copy by the server message and de-duplicates by id', () => {
    const pending = { ...pendingMessage({ cid: 1, type: 'text', content: { text: 'hi' }, me: ME_SEEKER, toUserId: RECRUITER, clientId: 'client-1', now: 9999 }), loading: true };
    const older = m({ seq: 1 });
    let list = upsertMessage([older], pending);
    const server = m({ seq: 2, fromUserId: ME_SEEKER, clientId: 'client-1', content: { text: 'hi' } });
    list = upsertMessage(list, server);
    expect(list.map((x) => x.id)).toEqual([older.id, server.id]);
    expect(list[1]!.loading).toBeUndefined();
    // The push of the same message after the ack: still one copy.
    list = upsertMessage(list, { ...server });
    expect(list).toHaveLength(2);
  });

  it('orders by seq whatever the arrival order, pending ones last', () => {
    const a = m({ seq: 3 });
    const b = m({ seq: 1 });
    const p = pendingMessage({ cid: 1, type: 'text', content: { text: 'x' }, me: ME_SEEKER, toUserId: RECRUITER, clientId: 'c-pending', now: 1 });
    const list = [a, p, b].reduce<ImMessage[]>((l, x) => upsertMessage(l, x), []);
    expect(list.map((x) => x.seq)).toEqual([1, 3, 0]);
  });

  it('a stale copy never undoes a read flag or a revoke', () => {
    const mine = m({ fromUserId: ME_SEEKER, status: 1 });
    const list = upsertMessage([mine], { ...mine, status: 0 });
    expect(list[0]!.status).toBe(1);
  });

  it('marks my messages up to the read seq read, not theirs and not later ones', () => {
    const list = [m({ fromUserId: ME_SEEKER, seq: 1 }), m({ seq: 2 }), m({ fromUserId: ME_SEEKER, seq: 3 })];
    expect(markPeerRead(list, ME_SEEKER, 2).map((x) => x.status)).toEqual([1, 0, 0]);
  });

  it('ignores reread', () => {
    const s = opened();
    expect(applyIncoming(s, m({ type: 'reread', content: {} }), null)).toMatchObject({ state: s, taken: false });
  });

  it('ignores messages of a blocked contact unless I sent them', () => {
    const s = opened();
    s.contacts = s.contacts.map((c) => (c.cid === 1 ? { ...c, isBlack: true } : c));
    const theirs = applyIncoming(s, m({ seq: 50 }), null);
    expect(theirs.taken).toBe(false);
    expect(theirs.state.conversations[1]!.messages).toHaveLength(0);
    const mine = applyIncoming(s, m({ seq: 51, fromUserId: ME_SEEKER }), null);
    expect(mine.state.conversations[1]!.messages).toHaveLength(1);
  });

  it('counts a message from the other side as unread on the contact and the total, unless the conversation is on screen', () => {
    const s = opened();
    const r = applyIncoming(s, m({ seq: 60 }), null);
    expect(r.state.contacts.find((c) => c.cid === 1)!.unread).toBe(3);
    expect(r.state.unreadTotal).toBe(s.unreadTotal + 1);
    const onScreen = applyIncoming(s, m({ seq: 61 }), 1);
    expect(onScreen.state.unreadTotal).toBe(s.unreadTotal);
    // Own and system messages never count.
    expect(applyIncoming(s, m({ seq: 62, fromUserId: ME_SEEKER }), null).state.unreadTotal).toBe(s.unreadTotal);
    expect(applyIncoming(s, m({ seq: 63, type: 'system', content: { text: 'x', kind: 'notice' } }), null).state.unreadTotal).toBe(s.unreadTotal);
  });

  it('moves the contact with the newest message first after the pinned ones, and shows it as the last message', () => {
    const s = opened();
    const newest = m({ cid: 13, seq: 70, sendAt: Date.now() + 1000 });
    const r = applyIncoming(s, newest, null);
    expect(r.state.contacts.map((c) => c.cid).slice(0, 2)).toEqual([1, 13]);
    expect(r.state.contacts[1]!.lastMessage!.id).toBe(newest.id);
  });

  it('asks for the list again when a conversation not listed gets a message (new, or reopened after removal)', () => {
    const r = applyIncoming(opened(), m({ cid: 999, seq: 1 }), null);
    expect(r.refetchContacts).toBe(true);
    expect(r.state.unreadTotal).toBe(opened().unreadTotal + 1);
  });

  it('a read by me zeroes the contact and lowers the total, never below 0', () => {
    const s = opened();
    const r = readContact(s, 1);
    expect(r.contacts.find((c) => c.cid === 1)!.unread).toBe(0);
    expect(r.unreadTotal).toBe(s.unreadTotal - 2);
    expect(readContact({ ...s, unreadTotal: 1 }, 1).unreadTotal).toBe(0);
  });

  it('a read message from the other side marks my earlier messages read', () => {
    const s = opened([m({ fromUserId: ME_SEEKER, seq: 1 }), m({ fromUserId: ME_SEEKER, seq: 2 }), m({ fromUserId: ME_SEEKER, seq: 3 })]);
    const r = applyIncoming(s, m({ type: 'read', content: { readSeq: 2 }, seq: 0 }), null);
    expect(r.state.conversations[1]!.messages.map((x) => x.status)).toEqual([1, 1, 0]);
  });

  it('a revoke marker empties and flags the message it names', () => {
    const target = m({ fromUserId: RECRUITER, seq: 1 });
    const s = opened([target]);
    const r = applyIncoming(s, m({ type: 'revoke', content: { id: target.id, msgId: target.msgId }, seq: 2 }), null);
    expect(r.state.conversations[1]!.messages[0]).toMatchObject({ revoke: 1, content: {} });
    expect(messagePreview(r.state.conversations[1]!.messages[0]!, ME_SEEKER)).toBe('对方撤回了一条消息');
  });

  it('a new request closes older pending ones of the same kind; a Result sets its status; a Close sets 5', () => {
    const first = m({ type: 'mobileExchange', content: { exchangeId: 1, kind: 'mobileExchange', status: 1 }, seq: 1 });
    const wechat = m({ type: 'wechatExchange', content: { exchangeId: 2, kind: 'wechatExchange', status: 1 }, seq: 2 });
    const second = m({ type: 'mobileExchange', content: { exchangeId: 3, kind: 'mobileExchange', status: 1 }, seq: 3 });
    let list = [first, wechat, second];
    list = applyExchange(list, second);
    expect(list.map((x) => x.content.status)).toEqual([5, 1, 1]);
    list = applyExchange(list, m({ type: 'mobileExchangeResult', content: { exchangeId: 3, status: 2 }, seq: 4 }));
    expect(list[2]!.content.status).toBe(2);
    list = applyExchange(list, m({ type: 'wechatExchangeClose', content: { exchangeId: 2 }, seq: 5 }));
    expect(list[1]!.content.status).toBe(5);
  });

  it('an interview result or close updates the conversation interview status', () => {
    const s = opened([m({ type: 'interviewExchange', content: { exchangeId: 4, kind: 'interviewExchange', status: 1 }, seq: 1 })]);
    const accepted = applyIncoming(s, m({ type: 'interviewExchangeResult', content: { exchangeId: 4, status: 2 }, seq: 2 }), null).state;
    expect(accepted.conversations[1]!.conversation!.interview).toEqual({ id: 4, status: 2 });
    const closed = applyIncoming(accepted, m({ type: 'interviewExchangeClose', content: { exchangeId: 4 }, seq: 3 }), null).state;
    expect(closed.conversations[1]!.conversation!.interview.status).toBe(5);
    expect(closed.conversations[1]!.messages[0]!.content.status).toBe(5);
  });

  it('blacklisted, removed or improper contacts leave the list; pinned ones sort first', () => {
    const list = contactsFixture();
    const c13 = list.find((c) => c.cid === 13)!;
    expect(putContact(list, { ...c13, isBlack: true }).some((c) => c.cid === 13)).toBe(false);
    expect(putContact(list, { ...c13, isRemove: true }).some((c) => c.cid === 13)).toBe(false);
    expect(putContact(list, { ...c13, isImproper: true }).some((c) => c.cid === 13)).toBe(false);
    const pinned: ImContact = { ...c13, isTop: true, chatAt: 0 };
    expect(putContact(list, pinned).slice(0, 2).map((c) => c.cid).sort()).toEqual([1, 13]);
  });
});

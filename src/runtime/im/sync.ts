// Infrastructure, allowed to call api.request directly (eslint.config.js): the chat client's catch-up after a reconnect: it runs in the IM store, outside React.
import { IM_PATHS, IM_STATUS_CONNECTED, IM_SYNC_LIMIT_MAX, type ImMessage, type ImReadPush } from '../../../schemas/im';
import type { ImAck } from '../../../schemas/im-socket';
import { newClientId } from './client-id';
import type { Connection } from './connection';
import type { Contacts } from './contacts';
import { callApi, type ImClientDeps, type ImSocket } from './deps';
import type { Fallback } from './fallback';
import type { StateHolder } from './state-holder';
import { applyIncoming, isPending, markPeerRead, readContact } from './store';

type SyncPage = { list: ImMessage[]; done: boolean; peerReadSeq: number };

/** Whether the page is on screen (a hidden page reads nothing until it shows again). */
export const isVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Keeping the conversations equal to the server's (spec §4): every message, whatever brought
 * it (push, ack, sync page, poll), goes through `take`, which de-duplicates by id and keeps
 * each conversation ordered by seq; after every login each held conversation is fetched from
 * its last seq, page by page, so nothing sent while the socket was down is lost. The
 * conversation on screen is read as messages arrive.
 */
export function createSync(deps: ImClientDeps, holder: StateHolder, ports: { emitAck: Connection['emitAck']; contacts: Contacts; fallback: Pick<Fallback, 'noteTaken'> }) {
  const { emitAck, contacts, fallback } = ports;
  const view = { activeCid: null as number | null };
  /**
   * Per conversation, the seq up to which it is known whole while a catch-up is owed. Until the
   * socket drops, pushes come in order, so a conversation is whole up to its last seq then; a push
   * that lands after the reconnect but before the catch-up raises the last seq above a gap, and a
   * catch-up from the last seq would skip the gap for good. Each catch-up page moves it on.
   */
  const wholeUpTo = new Map<number, number>();
  function noteDropped() {
    for (const [key, c] of Object.entries(holder.state.conversations)) {
      const cid = Number(key);
      if (!wholeUpTo.has(cid)) wholeUpTo.set(cid, c.lastSeq);
    }
  }

  /** One message from the server, applied by the rules of store.ts. */
  function take(m: ImMessage) {
    contacts.touched();
    const r = applyIncoming(holder.state, m, view.activeCid);
    holder.set(r.state);
    if (r.taken && m.type !== 'read') fallback.noteTaken(m.id);
    if (r.refetchContacts) void contacts.refetch();
    // The conversation on screen is read as messages arrive.
    if (r.taken && view.activeCid === m.cid && m.fromUserId !== holder.state.me && isVisible()) void markRead(m.cid);
  }

  function onReadPush(p: ImReadPush) {
    contacts.touched();
    if (p.userId === holder.state.me) {
      holder.set(readContact(holder.state, p.cid));
      return;
    }
    const c = holder.state.conversations[p.cid];
    if (!c || c.conversation?.contact.isBlack) return;
    holder.putConv(p.cid, { ...c, peerReadSeq: Math.max(c.peerReadSeq, p.readSeq), messages: markPeerRead(c.messages, holder.state.me, p.readSeq) });
  }

  /**
   * Everything after the seq the conversation is whole up to (its last seq when nothing was
   * missed), page by page, each page from where the one before ended (socket when logged in, else HTTP).
   */
  async function syncConversation(cid: number) {
    let afterSeq = wholeUpTo.get(cid) ?? holder.conv(cid).lastSeq;
    for (let guard = 0; guard < 100; guard++) {
      let ack: ImAck<SyncPage>;
      try {
        ack = holder.state.status === IM_STATUS_CONNECTED ? await emitAck('imMsgSync', { cid, afterSeq, limit: IM_SYNC_LIMIT_MAX }) : { code: 200, msg: '', data: await deps.api.request(IM_PATHS.sync, { cid, afterSeq, limit: IM_SYNC_LIMIT_MAX }, { silent: true }) };
      } catch {
        return;
      }
      if (ack.code !== 200 || !ack.data) return;
      for (const m of ack.data.list) take(m);
      const c = holder.conv(cid);
      holder.putConv(cid, { ...c, peerReadSeq: Math.max(c.peerReadSeq, ack.data.peerReadSeq), messages: markPeerRead(c.messages, holder.state.me, ack.data.peerReadSeq) });
      if (ack.data.done || ack.data.list.length === 0) {
        wholeUpTo.delete(cid);
        return;
      }
      afterSeq = Math.max(afterSeq, ...ack.data.list.map((m) => m.seq));
      if (wholeUpTo.has(cid)) wholeUpTo.set(cid, afterSeq);
    }
  }

  /** Reads a conversation: its unread goes to 0 at once, and the server hears up to the last message of the other side. */
  async function markRead(cid: number): Promise<void> {
    const c = holder.state.conversations[cid];
    const last = c?.messages.filter((m) => !isPending(m) && m.fromUserId !== holder.state.me).at(-1);
    const contact = holder.state.contacts.find((x) => x.cid === cid);
    const unread = contact?.unread ?? c?.conversation?.unread ?? 0;
    holder.set(readContact(holder.state, cid));
    if (unread === 0 && !last) return;
    try {
      if (holder.state.status === IM_STATUS_CONNECTED) {
        await emitAck('imMsgSend', { type: 'read', content: { cid, ...(last ? { msgId: last.msgId } : {}) }, clientId: newClientId() });
      } else {
        await callApi(deps, IM_PATHS.read, { cid, ...(last ? { msgId: last.msgId } : {}) }, true);
      }
    } catch {
      /* read again on the next message or visit */
    }
  }

  return {
    take,
    syncConversation,
    markRead,
    /** The message pushes of a new socket (registered once per socket, like every push). */
    bind(s: ImSocket) {
      s.on('imMsg', (m) => take(m));
      s.on('imRead', (p) => onReadPush(p));
      s.on('disconnect', () => noteDropped());
    },
    /** After a login (subscribed by it): every held conversation from its last seq, then the list and the total. */
    async catchUp() {
      for (const cid of Object.keys(holder.state.conversations).map(Number)) await syncConversation(cid);
      await contacts.catchUp();
    },
    /** The conversation on screen (its messages are read as they come), or null. */
    setActive(cid: number | null) {
      view.activeCid = cid;
      if (cid !== null) void markRead(cid);
    },
    /** The page shows again: what arrived while it was hidden is read. */
    onVisible() {
      if (view.activeCid !== null && isVisible()) void markRead(view.activeCid);
    },
    /** Chat logout: no conversation is on screen. */
    forget() {
      view.activeCid = null;
      wholeUpTo.clear();
    },
  };
}

export type Sync = ReturnType<typeof createSync>;

import { IM_CONVERSATION_PAGE_LIMIT, IM_PATHS, type ExchangeRequest, type ImConversation, type ImMessage } from '../../../schemas/im';
import type { Contacts } from './contacts';
import { callApi, ImError, type ImClientDeps } from './deps';
import type { StateHolder } from './state-holder';
import { isPending, markPeerRead } from './store';

type HistoryPage = { list: ImMessage[]; done: boolean; lastSeq: number; peerReadSeq: number };

/**
 * Opening conversations (contract 4, spec §4): which conversation an address names, its
 * history page by page (the newest first, then older ones), and the calls about one
 * conversation (switch its job, its exchange requests).
 */
export function createConversations(deps: ImClientDeps, holder: StateHolder, contacts: Pick<Contacts, 'onConversation'>) {
  const call = <T>(path: string, data: unknown, silent = false) => callApi<T>(deps, path, data, silent);

  return {
    /**
     * The conversation a /chat address names (contract 4): ?cid=, ?jobId= (the seeker with the
     * job's recruiter) or ?userId=&jobId= (with that user), created when needed.
     */
    async resolve(q: { cid?: number; jobId?: number; userId?: number }): Promise<ImConversation> {
      let c: ImConversation;
      // Silent: the screen shows why it cannot open instead of a modal over it.
      if (q.cid) c = await call<ImConversation>(IM_PATHS.conversationGet, { cid: q.cid }, true);
      else if (q.userId) c = await call<ImConversation>(IM_PATHS.byRelation, { relationId: q.userId, ...(q.jobId ? { jobId: q.jobId } : {}) }, true);
      else if (q.jobId) c = await call<ImConversation>(IM_PATHS.byJob, { jobId: q.jobId }, true);
      else throw new ImError(400, '会话不存在');
      const held = holder.conv(c.id);
      holder.putConv(c.id, { ...held, conversation: c, peerReadSeq: Math.max(held.peerReadSeq, c.peerReadSeq) });
      return c;
    },

    /** The newest page of a conversation's history (then what arrived meanwhile is synced). */
    async openConversation(cid: number): Promise<void> {
      const r = await call<HistoryPage>(IM_PATHS.history, { cid, page: 1, limit: IM_CONVERSATION_PAGE_LIMIT });
      const held = holder.conv(cid);
      let messages = held.messages;
      for (const m of r.list) messages = messagesWith(messages, m);
      const peerReadSeq = Math.max(held.peerReadSeq, r.peerReadSeq);
      holder.putConv(cid, { ...held, messages: markPeerRead(messages, holder.state.me, peerReadSeq), lastSeq: Math.max(held.lastSeq, r.lastSeq), peerReadSeq, hasMore: !r.done });
    },

    /** The page before the oldest message held. */
    async loadOlder(cid: number): Promise<void> {
      const held = holder.conv(cid);
      const oldest = held.messages.find((m) => !isPending(m));
      if (!held.hasMore || !oldest) return;
      const r = await call<Omit<HistoryPage, 'lastSeq'>>(IM_PATHS.history, { cid, page: 1, limit: IM_CONVERSATION_PAGE_LIMIT, beforeSeq: oldest.seq });
      const c = holder.conv(cid);
      let messages = c.messages;
      for (const m of r.list) messages = messagesWith(messages, m);
      holder.putConv(cid, { ...c, messages: markPeerRead(messages, holder.state.me, c.peerReadSeq), hasMore: !r.done });
    },

    async switchJob(cid: number, jobId: number): Promise<ImConversation> {
      const c = await call<ImConversation>(IM_PATHS.switchJob, { cid, jobId });
      contacts.onConversation(c);
      return c;
    },
    async exchangeFind(cid: number): Promise<ExchangeRequest[]> {
      return (await call<{ list: ExchangeRequest[] }>(IM_PATHS.exchangeFind, { cid })).list;
    },
  };
}

function messagesWith(list: readonly ImMessage[], m: ImMessage): ImMessage[] {
  // History pages are the server's truth: same de-duplication as pushes.
  const at = list.findIndex((x) => x.id === m.id);
  if (at >= 0) return list as ImMessage[];
  return [...list, m].sort((a, b) => (isPending(a) === isPending(b) ? (isPending(a) ? a.sendAt - b.sendAt : a.seq - b.seq) : isPending(a) ? 1 : -1));
}

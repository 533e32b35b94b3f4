import { IM_PATHS, type ImContact, type ImConversation } from '../../../schemas/im';
import { callApi, type ImClientDeps, type ImSocket } from './deps';
import type { StateHolder } from './state-holder';
import { markPeerRead, mergeContacts, putContact } from './store';

type ContactPage = { list: ImContact[]; done: boolean; unreadTotal: number };
export type ContactFlag = 'isTop' | 'isBlack' | 'isRemove' | 'isImproper';

/**
 * The contact list and the unread total (spec §4): pages of contacts, the flags that take a
 * contact off the list, and the pushes that change a row. A page answer that raced a push is
 * fetched again, so an older count never undoes a newer push.
 */
export function createContacts(deps: ImClientDeps, holder: StateHolder) {
  const list = {
    /** Pushes that touch the list or the total; a list answer that raced one of them is fetched again. */
    pushes: 0,
    /** Page 1 on its way (one at a time: callers share it). */
    refetch: null as Promise<void> | null,
  };

  /** Page 1 again (the list, whether it is complete, the total). */
  async function refetch(): Promise<void> {
    list.refetch ??= (async () => {
      try {
        // A push landing while the page is on its way may be older than the page's answer or newer:
        // the answer is taken only when no push came in between (a few tries), so none is undone.
        let page: ContactPage;
        for (let tries = 0; ; tries++) {
          const before = list.pushes;
          page = await callApi<ContactPage>(deps, IM_PATHS.contactFind, { page: 1, limit: holder.state.contactLimit }, true);
          if (list.pushes === before || tries >= 3) break;
        }
        // Page 1 again. A complete first page is the whole list; otherwise contacts of later pages
        // already held stay (merged by cid; pushes remove the ones that leave).
        const s = holder.state;
        const contacts = page.done ? mergeContacts([], page.list) : mergeContacts(s.contacts, page.list);
        holder.set({ ...s, contacts, contactsLoaded: true, contactsDone: s.contactsLoaded && !page.done ? s.contactsDone : page.done, unreadTotal: page.unreadTotal });
      } catch {
        /* the list keeps what it holds */
      }
    })().finally(() => {
      list.refetch = null;
    });
    return list.refetch;
  }

  /** A contact's row changed (a push or a flag set here). */
  function onContact(c: ImContact) {
    list.pushes += 1;
    const s = holder.state;
    const held = s.conversations[c.cid];
    holder.set({
      ...s,
      contacts: putContact(s.contacts, c),
      conversations: held?.conversation ? { ...s.conversations, [c.cid]: { ...held, conversation: { ...held.conversation, contact: c } } } : s.conversations,
    });
  }

  /** A conversation changed (job switched, peer read, unread): its contact row and what is held of it. */
  function onConversation(c: ImConversation) {
    list.pushes += 1;
    const s = holder.state;
    const held = s.conversations[c.id];
    const contacts = s.contactsLoaded ? putContact(s.contacts, { ...c.contact, unread: c.unread }) : s.contacts;
    const conversations = held ? { ...s.conversations, [c.id]: { ...held, conversation: c, peerReadSeq: Math.max(held.peerReadSeq, c.peerReadSeq), messages: markPeerRead(held.messages, s.me, c.peerReadSeq) } } : s.conversations;
    holder.set({ ...s, contacts, conversations });
  }

  return {
    refetch,
    onContact,
    onConversation,
    /** Any other push that touches the list or the total (a message, a read receipt). */
    touched() {
      list.pushes += 1;
    },
    /** After a login: a list answer still on its way may predate this login's subscription, so page 1 comes once more after it. */
    async catchUp() {
      if (list.refetch) await list.refetch;
      if (holder.state.contactsLoaded) await refetch();
    },

    /** The list pushes of a new socket (registered once per socket, like every push). */
    bind(s: ImSocket) {
      s.on('imConversation', (c) => onConversation(c));
      s.on('imContact', (c) => onContact(c));
      s.on('imUnread', (p) => {
        list.pushes += 1;
        holder.patch({ unreadTotal: Math.max(0, p.total) });
      });
    },

    /** Page 1 of the contact list (again), or the next page. */
    async loadContacts(more = false): Promise<void> {
      if (!more) return refetch();
      if (holder.state.contactsDone) return;
      const page = Math.floor(holder.state.contacts.length / holder.state.contactLimit) + 1;
      const r = await callApi<ContactPage>(deps, IM_PATHS.contactFind, { page, limit: holder.state.contactLimit });
      holder.set({ ...holder.state, contacts: mergeContacts(holder.state.contacts, r.list), contactsDone: r.done, unreadTotal: r.unreadTotal });
    },
    async unreadGet(): Promise<number> {
      const r = await callApi<{ total: number }>(deps, IM_PATHS.unreadGet, {}, true);
      holder.patch({ unreadTotal: Math.max(0, r.total) });
      return r.total;
    },
    /** Pin, block, remove or mark improper; blocked, removed and improper contacts leave the list. */
    async setFlag(cid: number, flag: ContactFlag, value: boolean): Promise<ImContact> {
      const path = { isTop: IM_PATHS.topSet, isBlack: IM_PATHS.blackSet, isRemove: IM_PATHS.removeSet, isImproper: IM_PATHS.improperSet }[flag];
      const before = holder.state.contacts.find((c) => c.cid === cid);
      const c = await callApi<ImContact>(deps, path, { cid, [flag]: value });
      const leaving = before && value && flag !== 'isTop' ? before.unread : 0;
      onContact(c);
      if (leaving > 0) holder.patch({ unreadTotal: Math.max(0, holder.state.unreadTotal - leaving) });
      return c;
    },
  };
}

export type Contacts = ReturnType<typeof createContacts>;

import type { ImClientDeps } from './deps';
import { emptyConversation, initialImState, type ConversationState, type ImState } from './store';

type Listener = () => void;

/**
 * The chat client's one state (the rules that compute it are in store.ts) and its subscribers.
 * Every change goes through `set`, which also keeps the session's user.unread (the tab bar
 * badge) equal to the chat total.
 */
export function createStateHolder(session: ImClientDeps['session']) {
  const held = { state: initialImState(), subs: new Set<Listener>() };

  /** The tab bar reads user.unread: keep it equal to the chat total. */
  function mirrorUnread() {
    const user = session.getState().user;
    if (user && user.unread !== held.state.unreadTotal) {
      try {
        session.update({ ...user, unread: held.state.unreadTotal });
      } catch {
        /* a role the app refuses logs out on its own */
      }
    }
  }

  function set(next: ImState) {
    if (next === held.state) return;
    const totalChanged = next.unreadTotal !== held.state.unreadTotal;
    held.state = next;
    held.subs.forEach((fn) => fn());
    if (totalChanged) mirrorUnread();
  }

  const holder = {
    get state(): ImState {
      return held.state;
    },
    set,
    patch: (p: Partial<ImState>) => set({ ...held.state, ...p }),
    mirrorUnread,
    conv: (cid: number): ConversationState => held.state.conversations[cid] ?? emptyConversation(),
    putConv: (cid: number, c: ConversationState) => set({ ...held.state, conversations: { ...held.state.conversations, [cid]: c } }),
    subscribe(fn: Listener) {
      held.subs.add(fn);
      return () => void held.subs.delete(fn);
    },
    /** Resolves true as soon as `ready()` holds (checked on every change), else what it says after `ms`. */
    until(ready: () => boolean, ms: number): Promise<boolean> {
      if (ready()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          unsub();
          resolve(ready());
        }, ms);
        const unsub = holder.subscribe(() => {
          if (!ready()) return;
          clearTimeout(timer);
          unsub();
          resolve(true);
        });
      });
    },
  };
  return holder;
}

export type StateHolder = ReturnType<typeof createStateHolder>;

// Infrastructure, allowed to call api.request directly (eslint.config.js): the chat client's start-up (IM config): it runs in the IM store, outside React.
import { emojiConfigSchema, IM_CONTACT_PAGE_LIMIT_AFTER_RESET, IM_PATHS, IM_STATUS_DISCONNECTED, imConfigSchema, type EmojiConfig } from '../../../schemas/im';
import { createChatrooms } from './chatrooms';
import { createConnection } from './connection';
import { createContacts } from './contacts';
import { createConversations } from './conversations';
import type { ImClientDeps, ImSocket } from './deps';
import { createFallback } from './fallback';
import { createRtcEvents } from './rtc-events';
import { createSending } from './sending';
import { createStateHolder } from './state-holder';
import { initialImState } from './store';
import { createSync } from './sync';

export { ImError, type ImClientDeps } from './deps';
export type { RtcEvent } from './rtc-events';

/**
 * The chat client (spec §4, §7, §9): chat login after the app login, one socket with handlers
 * registered once, status -1 / 200 / 0, pending messages, a sync after every reconnect
 * (subscribe by imLogin first, then fetch after the last seq), the HTTP fallback when the socket
 * is unavailable, chatrooms, and the unread total mirrored into the session's user.unread
 * (which the tab bar badge reads).
 *
 * This file only puts the parts together; each keeps its own state:
 * - state-holder.ts: the one ImState and its subscribers (the rules are in store.ts);
 * - connection.ts: the token, the socket, imLogin, failures; fallback.ts: the HTTP fallback;
 * - sync.ts: every incoming message, the catch-up from the last seq, reads;
 * - sending.ts: pending copies, client ids, socket or fallback;
 * - contacts.ts, conversations.ts: the list and the history pages;
 * - chatrooms.ts, rtc-events.ts: live rooms and interview call signalling.
 */
export function createImClient(deps: ImClientDeps) {
  const holder = createStateHolder(deps.session);
  // The parts that call one another before all exist reach them through arrows (called only later).
  const contacts = createContacts(deps, holder);
  const fallback = createFallback(deps, holder, { options: () => connection.options(), take: (m) => sync.take(m) });
  const connection = createConnection(deps, holder, { fallback, bindPushes, loggedIn });
  const { emitAck } = connection;
  const sync = createSync(deps, holder, { emitAck, contacts, fallback });
  const sending = createSending(deps, holder, { connection, fallback, sync });
  const conversations = createConversations(deps, holder, contacts);
  const rooms = createChatrooms(holder, emitAck);
  const rtc = createRtcEvents(emitAck);
  const emoji = { load: null as Promise<EmojiConfig> | null };

  /** The pushes of a new socket, registered once per socket: a reconnect must not double them. */
  function bindPushes(s: ImSocket) {
    sync.bind(s);
    contacts.bind(s);
    rooms.bind(s);
    rtc.bind(s);
  }

  /** Logged in over the socket: catch up, then the rooms (the server takes no join before the login). */
  async function loggedIn(reconnect: boolean) {
    // Subscribed by the login; now fetch what arrived meanwhile, so nothing falls in between.
    await sync.catchUp();
    // Spec §4: after a reconnect rooms holding a token are re-joined by token; after login rooms
    // without one are joined.
    if (reconnect) await rooms.rejoin(true);
    await rooms.rejoin(false);
  }

  /** Chat logout on app logout: the socket logs out and closes; the state is reset. */
  function logout() {
    connection.close();
    fallback.forget();
    sync.forget();
    // Spec §9: after a chat-logout reset the contact list pages by 10.
    holder.set({ ...initialImState(IM_CONTACT_PAGE_LIMIT_AFTER_RESET), status: IM_STATUS_DISCONNECTED });
  }

  const client = {
    getState: () => holder.state,
    subscribe: (fn: () => void) => holder.subscribe(fn),
    /** The chat options (token) held, or null before chat login. */
    options: connection.options,
    login: connection.login,
    logout,

    /** Hooks chat login/logout to the app session (spec §4): login after app login, logout on app logout. */
    start(): () => void {
      // Messages that arrived while the page was hidden are read when it shows again.
      const onVisible = () => sync.onVisible();
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      let userId: number | null = null;
      const check = () => {
        const u = deps.session.getState().user;
        const id = u?.id ?? null;
        if (id === userId) return;
        const had = userId;
        userId = id;
        if (had !== null) logout();
        if (id !== null) void connection.login();
      };
      const unsub = deps.session.subscribe(check);
      const offLogout = deps.events?.on('logout', () => {
        userId = null;
        logout();
      });
      check();
      return () => {
        unsub();
        offLogout?.();
        if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
        logout();
      };
    },

    // ---------------------------------------------------------------- contacts

    loadContacts: contacts.loadContacts,
    unreadGet: contacts.unreadGet,
    setFlag: contacts.setFlag,

    // ---------------------------------------------------------------- conversations

    resolve: conversations.resolve,
    openConversation: conversations.openConversation,
    loadOlder: conversations.loadOlder,
    switchJob: conversations.switchJob,
    exchangeFind: conversations.exchangeFind,
    setActive: sync.setActive,
    markRead: sync.markRead,
    sync: sync.syncConversation,

    // ---------------------------------------------------------------- sending

    send: sending.send,
    command: sending.command,
    revoke: sending.revoke,
    answerExchange: sending.answerExchange,
    closeExchange: sending.closeExchange,

    // ---------------------------------------------------------------- chatrooms

    joinRoom: rooms.calls.joinRoom,
    joinRoomByToken: rooms.calls.joinRoomByToken,
    leaveRoom: rooms.calls.leaveRoom,
    sendRoomMessage: rooms.calls.sendRoomMessage,
    findRoomMessages: rooms.calls.findRoomMessages,
    onRoomMessage: rooms.calls.onRoomMessage,

    // ---------------------------------------------------------------- interview calls

    rtc: rtc.calls,
    waitForSocket: connection.waitForSocket,

    // ---------------------------------------------------------------- emoji

    /** The emoji config, loaded once; a failed load resets so the next call tries again. */
    emojiConfig(): Promise<EmojiConfig> {
      emoji.load ??= (async () => {
        const raw = await deps.api.request(IM_PATHS.config, {}, { silent: true });
        const parsed = imConfigSchema.safeParse(raw);
        if (parsed.success) return parsed.data.emoji;
        return emojiConfigSchema.parse((raw as { emoji?: unknown } | null)?.emoji ?? raw);
      })();
      emoji.load.catch(() => {
        emoji.load = null;
      });
      return emoji.load;
    },
  };

  return client;
}

export type ImClient = ReturnType<typeof createImClient>;

import {
  CODE_IM_MESSAGE_REMOVED,
  emojiConfigSchema,
  IM_CONTACT_PAGE_LIMIT_AFTER_RESET,
  IM_CONVERSATION_PAGE_LIMIT,
  IM_ERROR_SEND_TIMEOUT,
  IM_LOGIN_WAIT_MS,
  IM_PATHS,
  IM_SEND_FAILED_PREFIX,
  IM_SEND_FAILED_UNKNOWN,
  IM_STATUS_CONNECTED,
  IM_STATUS_DISCONNECTED,
  imConfigSchema,
  type EmojiConfig,
  type ExchangeKind,
  type ExchangeRequest,
  type ImConversation,
  type ImMessage,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import type { ImAck } from '../../../schemas/im-socket';

import { callApi, ImError, type ImClientDeps, type ImSocket } from './deps';
import { createChatrooms } from './chatrooms';
import { createConnection } from './connection';
import { createContacts } from './contacts';
import { createFallback } from './fallback';
import { newClientId } from './client-id';
import { createRtcEvents } from './rtc-events';
import { createStateHolder } from './state-holder';
import { createSync } from './sync';
import { initialImState, isPending, markPeerRead, pendingMessage } from './store';

export { ImError, type ImClientDeps } from './deps';
export type { RtcEvent } from './rtc-events';

/**
 * The chat client (spec §4, §7, §9): chat login after the app login, one socket with handlers
 * registered once, status -1 / 200 / 0, pending messages, a sync after every reconnect
 * (subscribe by imLogin first, then fetch after the last seq), the HTTP fallback when the socket
 * is unavailable, chatrooms, and the unread total mirrored into the session's user.unread
 * (which the tab bar badge reads).
 */
export function createImClient(deps: ImClientDeps) {
  const now = deps.now ?? Date.now;
  const holder = createStateHolder(deps.session);
  const { set, conv, putConv } = holder;
  let emoji: Promise<EmojiConfig> | null = null;
  const contacts = createContacts(deps, holder);
  const fallback = createFallback(deps, holder, { options: () => connection.options(), take: (m) => sync.take(m) });
  const connection = createConnection(deps, holder, { fallback, bindPushes, loggedIn });
  const { emitAck, login } = connection;
  const rooms = createChatrooms(holder, emitAck);
  const rtc = createRtcEvents(emitAck);
  const sync = createSync(deps, holder, { emitAck, contacts, fallback });

  /**
   * A message or command to the server: over the socket when logged in, else by the HTTP
   * fallback; a socket ack that times out is resent by the fallback with the same clientId
   * (the server answers the original message, never a copy).
   */
  async function transmit<T>(payload: SocketMessage): Promise<ImAck<T>> {
    if (!(await connection.waitForLogin(IM_LOGIN_WAIT_MS))) throw new ImError(-1, IM_ERROR_SEND_TIMEOUT);
    if (holder.state.status === IM_STATUS_CONNECTED) {
      try {
        return await emitAck<T>('imMsgSend', payload);
      } catch (e) {
        if (!connection.options()) throw e;
      }
    }
    return fallback.post<T>(IM_PATHS.fallbackSend, payload);
  }

  // ------------------------------------------------------------------ socket

  /** The chat pushes of a new socket (registered once per socket: a reconnect must not double them). */
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
    set({ ...initialImState(IM_CONTACT_PAGE_LIMIT_AFTER_RESET), status: IM_STATUS_DISCONNECTED });
  }

  // ------------------------------------------------------------------ calls the screens use

  const call = <T,>(path: string, data: unknown, silent = false): Promise<T> => callApi<T>(deps, path, data, silent);

  const client = {
    getState: () => holder.state,
    subscribe: (fn: () => void) => holder.subscribe(fn),
    /** The chat options (token) held, or null before chat login. */
    options: connection.options,
    login,
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
        if (id !== null) void login();
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

    /** Page 1 of the contact list (again), or the next page. */
    loadContacts: contacts.loadContacts,
    unreadGet: contacts.unreadGet,
    setFlag: contacts.setFlag,

    // ---------------------------------------------------------------- conversations

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
      const held = conv(c.id);
      putConv(c.id, { ...held, conversation: c, peerReadSeq: Math.max(held.peerReadSeq, c.peerReadSeq) });
      return c;
    },

    /** The newest page of a conversation's history (then what arrived meanwhile is synced). */
    async openConversation(cid: number): Promise<void> {
      const r = await call<{ list: ImMessage[]; done: boolean; lastSeq: number; peerReadSeq: number }>(IM_PATHS.history, { cid, page: 1, limit: IM_CONVERSATION_PAGE_LIMIT });
      const held = conv(cid);
      let messages = held.messages;
      for (const m of r.list) messages = messagesWith(messages, m);
      const peerReadSeq = Math.max(held.peerReadSeq, r.peerReadSeq);
      putConv(cid, { ...held, messages: markPeerRead(messages, holder.state.me, peerReadSeq), lastSeq: Math.max(held.lastSeq, r.lastSeq), peerReadSeq, hasMore: !r.done });
    },

    /** The page before the oldest message held. */
    async loadOlder(cid: number): Promise<void> {
      const held = conv(cid);
      const oldest = held.messages.find((m) => !isPending(m));
      if (!held.hasMore || !oldest) return;
      const r = await call<{ list: ImMessage[]; done: boolean; peerReadSeq: number }>(IM_PATHS.history, { cid, page: 1, limit: IM_CONVERSATION_PAGE_LIMIT, beforeSeq: oldest.seq });
      const c = conv(cid);
      let messages = c.messages;
      for (const m of r.list) messages = messagesWith(messages, m);
      putConv(cid, { ...c, messages: markPeerRead(messages, holder.state.me, c.peerReadSeq), hasMore: !r.done });
    },

    setActive: sync.setActive,
    markRead: sync.markRead,
    sync: sync.syncConversation,

    async switchJob(cid: number, jobId: number): Promise<ImConversation> {
      const c = await call<ImConversation>(IM_PATHS.switchJob, { cid, jobId });
      contacts.onConversation(c);
      return c;
    },
    async exchangeFind(cid: number): Promise<ExchangeRequest[]> {
      return (await call<{ list: ExchangeRequest[] }>(IM_PATHS.exchangeFind, { cid })).list;
    },

    // ---------------------------------------------------------------- sending

    /**
     * Sends a message (spec §4): a pending copy shows at once (loading while it goes), the
     * server's message replaces it on code 200; a failure sets error and toasts
     * 消息发送失败：{message}; code 7000 removes the pending copy.
     */
    async send(cid: number, toUserId: number, type: MsgType, content: Record<string, unknown>, retry?: ImMessage): Promise<ImMessage | null> {
      const me = holder.state.me ?? connection.options()?.imUserId ?? 0;
      const clientId = retry?.clientId ?? newClientId();
      const pending = retry ?? pendingMessage({ cid, type, content, me, toUserId, clientId, now: now() });
      const update = (fn: (m: ImMessage) => ImMessage | null) => {
        const c = conv(cid);
        const messages = c.messages.flatMap((m) => (m.id === pending.id ? ((x) => (x ? [x] : []))(fn(m)) : [m]));
        putConv(cid, { ...c, messages });
      };
      if (!retry) putConv(cid, { ...conv(cid), messages: [...conv(cid).messages, pending] });
      update((m) => ({ ...m, loading: true, error: false }));
      try {
        const ack = await transmit<ImMessage>({ type, content: { ...content, cid }, toUserId, clientId });
        if (ack.code === 200 && ack.data) {
          sync.take({ ...ack.data, status: 0, loading: false, error: false });
          return ack.data;
        }
        throw new ImError(ack.code, ack.msg);
      } catch (e) {
        const code = e instanceof ImError ? e.code : -1;
        const message = e instanceof Error && e.message ? e.message : '';
        if (code === CODE_IM_MESSAGE_REMOVED) update(() => null);
        else update((m) => ({ ...m, loading: false, error: message || true }));
        deps.toast(`${IM_SEND_FAILED_PREFIX}${message || IM_SEND_FAILED_UNKNOWN}`);
        return null;
      }
    },

    /** A command message without a pending copy (revoke, exchange answers); the answer is applied. */
    async command<T = ImMessage>(cid: number, toUserId: number, type: MsgType, content: Record<string, unknown>): Promise<T> {
      const ack = await transmit<T>({ type, content: { ...content, cid }, toUserId, clientId: newClientId() });
      if (ack.code !== 200) {
        deps.toast(ack.msg || IM_SEND_FAILED_UNKNOWN);
        throw new ImError(ack.code, ack.msg);
      }
      const data = ack.data as unknown;
      if (data && typeof data === 'object' && 'msgId' in data && 'cid' in data) sync.take(data as ImMessage);
      return ack.data as T;
    },
    revoke(cid: number, toUserId: number, msgId: string) {
      return client.command(cid, toUserId, 'revoke', { msgId });
    },
    /** Answers an exchange request: 2 accept, 3 reject. */
    answerExchange(cid: number, toUserId: number, kind: ExchangeKind, exchangeId: number, status: 2 | 3) {
      return client.command(cid, toUserId, `${kind}Result` as MsgType, { exchangeId, status });
    },
    /** The requester withdraws (or the recruiter cancels an interview). */
    closeExchange(cid: number, toUserId: number, kind: ExchangeKind, exchangeId: number) {
      return client.command(cid, toUserId, `${kind}Close` as MsgType, { exchangeId });
    },

    // ---------------------------------------------------------------- chatrooms

    joinRoom: rooms.calls.joinRoom,
    joinRoomByToken: rooms.calls.joinRoomByToken,
    leaveRoom: rooms.calls.leaveRoom,
    sendRoomMessage: rooms.calls.sendRoomMessage,
    findRoomMessages: rooms.calls.findRoomMessages,
    onRoomMessage: rooms.calls.onRoomMessage,

    // ---------------------------------------------------------------- interview calls

    rtc: rtc.calls,
    /** Resolves true once chat is logged in over the socket (calls need the socket); false after `ms`. */
    waitForSocket: connection.waitForSocket,

    // ---------------------------------------------------------------- emoji

    /** The emoji config, loaded once; a failed load resets so the next call tries again. */
    emojiConfig(): Promise<EmojiConfig> {
      emoji ??= (async () => {
        const raw = await deps.api.request(IM_PATHS.config, {}, { silent: true });
        const parsed = imConfigSchema.safeParse(raw);
        if (parsed.success) return parsed.data.emoji;
        return emojiConfigSchema.parse((raw as { emoji?: unknown } | null)?.emoji ?? raw);
      })();
      emoji.catch(() => {
        emoji = null;
      });
      return emoji;
    },
  };

  return client;
}

function messagesWith(list: readonly ImMessage[], m: ImMessage): ImMessage[] {
  // History pages are the server's truth: same de-duplication as pushes.
  const at = list.findIndex((x) => x.id === m.id);
  if (at >= 0) return list as ImMessage[];
  return [...list, m].sort((a, b) => (isPending(a) === isPending(b) ? (isPending(a) ? a.sendAt - b.sendAt : a.seq - b.seq) : isPending(a) ? 1 : -1));
}

export type ImClient = ReturnType<typeof createImClient>;

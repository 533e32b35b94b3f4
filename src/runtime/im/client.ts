import {
  CODE_IM_MESSAGE_REMOVED,
  CODE_IM_NOT_LOGGED_IN,
  CODE_IM_TOKEN_INVALID,
  emojiConfigSchema,
  IM_CONNECT_TIMEOUT_MS,
  IM_CONTACT_PAGE_LIMIT_AFTER_RESET,
  IM_CONVERSATION_PAGE_LIMIT,
  IM_ERROR_NO_TOKEN,
  IM_ERROR_SEND_TIMEOUT,
  IM_ERROR_SOCKET_TIMEOUT,
  IM_LOGIN_WAIT_MS,
  IM_PATHS,
  IM_POLL_FIRST_MS,
  IM_POLL_INTERVAL_MS,
  IM_POLL_INTERVAL_NOT_READY_MS,
  IM_POLL_LIMIT,
  IM_POLL_LOOKBACK_MS,
  IM_POLL_TIMEOUT_MS,
  IM_RANDOMIZATION_FACTOR,
  IM_RECONNECTION_DELAY_MAX_MS,
  IM_RECONNECTION_DELAY_MS,
  IM_RETRY_MAX,
  IM_SEND_FAILED_PREFIX,
  IM_SEND_FAILED_UNKNOWN,
  IM_SOCKET_PATH,
  IM_SOCKET_TIMEOUT_MS,
  IM_STATUS_CONNECTED,
  IM_STATUS_DISCONNECTED,
  IM_SYNC_LIMIT_MAX,
  imChatOptionsSchema,
  imConfigSchema,
  type EmojiConfig,
  type ExchangeKind,
  type ExchangeRequest,
  type ImChatOptions,
  type ImContact,
  type ImConversation,
  type ImMessage,
  type ImReadPush,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import type { ClientEvents, ImAck } from '../../../schemas/im-socket';

import { ApiRequestError } from '../api/client';
import { CODE_NOT_LOGGED_IN } from '../constants';
import { baseUrlOf, callApi, ImError, type ImClientDeps, type ImSocket, type SocketFactory } from './deps';
import { createChatrooms } from './chatrooms';
import { newClientId } from './client-id';
import { createRtcEvents } from './rtc-events';
import { createStateHolder } from './state-holder';
import { applyIncoming, initialImState, isPending, markPeerRead, mergeContacts, pendingMessage, putContact, readContact } from './store';

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
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const retryMax = deps.retryMax ?? IM_RETRY_MAX;
  const poll = deps.poll ?? { firstMs: IM_POLL_FIRST_MS, intervalMs: IM_POLL_INTERVAL_MS, notReadyMs: IM_POLL_INTERVAL_NOT_READY_MS };
  const holder = createStateHolder(deps.session);
  const { set, patch, conv, putConv, mirrorUnread } = holder;
  let options: ImChatOptions | null = null;
  let socket: ImSocket | null = null;
  let connectFailures = 0;
  let everConnected = false;
  let activeCid: number | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let pollLastId = 0;
  let pollReady = false;
  let contactsRefetch: Promise<void> | null = null;
  let emoji: Promise<EmojiConfig> | null = null;
  let loginRun: Promise<void> | null = null;
  let generation = 0;
  /** Pushes that touch the list or the total; a list answer that raced one of them is fetched again. */
  let listPushes = 0;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  const rooms = createChatrooms(holder, emitAck);
  const rtc = createRtcEvents(emitAck);
  const connectTimeoutMs = Number(deps.socketOptions?.timeout ?? IM_CONNECT_TIMEOUT_MS);

  // ------------------------------------------------------------------ incoming

  function take(m: ImMessage) {
    listPushes += 1;
    const r = applyIncoming(holder.state, m, activeCid);
    set(r.state);
    if (r.taken && m.type !== 'read' && m.id > pollLastId) pollLastId = m.id;
    if (r.refetchContacts) void refetchContacts();
    // The conversation on screen is read as messages arrive.
    if (r.taken && activeCid === m.cid && m.fromUserId !== holder.state.me && isVisible()) void markRead(m.cid);
  }

  function onReadPush(p: ImReadPush) {
    listPushes += 1;
    if (p.userId === holder.state.me) {
      set(readContact(holder.state, p.cid));
      return;
    }
    const c = holder.state.conversations[p.cid];
    if (!c || c.conversation?.contact.isBlack) return;
    putConv(p.cid, { ...c, peerReadSeq: Math.max(c.peerReadSeq, p.readSeq), messages: markPeerRead(c.messages, holder.state.me, p.readSeq) });
  }

  function onConversation(c: ImConversation) {
    listPushes += 1;
    const held = holder.state.conversations[c.id];
    const contacts = holder.state.contactsLoaded ? putContact(holder.state.contacts, { ...c.contact, unread: c.unread }) : holder.state.contacts;
    const conversations = held ? { ...holder.state.conversations, [c.id]: { ...held, conversation: c, peerReadSeq: Math.max(held.peerReadSeq, c.peerReadSeq), messages: markPeerRead(held.messages, holder.state.me, c.peerReadSeq) } } : holder.state.conversations;
    set({ ...holder.state, contacts, conversations });
  }

  function onContact(c: ImContact) {
    listPushes += 1;
    const held = holder.state.conversations[c.cid];
    set({
      ...holder.state,
      contacts: putContact(holder.state.contacts, c),
      conversations: held?.conversation ? { ...holder.state.conversations, [c.cid]: { ...held, conversation: { ...held.conversation, contact: c } } } : holder.state.conversations,
    });
  }

  // ------------------------------------------------------------------ transport

  function isVisible(): boolean {
    return typeof document === 'undefined' || document.visibilityState !== 'hidden';
  }

  async function emitAck<T>(event: keyof ClientEvents, payload: unknown): Promise<ImAck<T>> {
    const s = socket;
    if (!s || !s.connected) throw new ImError(CODE_IM_NOT_LOGGED_IN, IM_ERROR_SOCKET_TIMEOUT);
    try {
      // The typed contract cannot name an event chosen at run time; the payloads come from the same schemas.
      return (await (s.timeout(IM_SOCKET_TIMEOUT_MS) as unknown as { emitWithAck(e: string, p: unknown): Promise<ImAck<T>> }).emitWithAck(event, payload)) as ImAck<T>;
    } catch {
      throw new ImError(-1, IM_ERROR_SOCKET_TIMEOUT);
    }
  }

  /** POST to the fallback with the chat token (spec §7), time-out 5 s. */
  async function fallbackPost<T>(path: string, body: unknown): Promise<ImAck<T>> {
    if (!options) throw new ImError(CODE_IM_TOKEN_INVALID, IM_ERROR_NO_TOKEN);
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), IM_POLL_TIMEOUT_MS);
    try {
      const res = await doFetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: options.token, 'agent-key': deps.agentKey },
        body: JSON.stringify(body),
        signal: ctrl.signal,
      });
      return (await res.json()) as ImAck<T>;
    } catch {
      throw new ImError(-1, IM_ERROR_SOCKET_TIMEOUT);
    } finally {
      clearTimeout(timer);
    }
  }

  const base = () => baseUrlOf(deps);

  /** Resolves true once logged in over the socket or carried by the fallback; false after `ms`. */
  function waitForLogin(ms: number): Promise<boolean> {
    return holder.until(() => holder.state.status === IM_STATUS_CONNECTED || (holder.state.fallback && options !== null), ms);
  }

  /**
   * A message or command to the server: over the socket when logged in, else by the HTTP
   * fallback; a socket ack that times out is resent by the fallback with the same clientId
   * (the server answers the original message, never a copy).
   */
  async function transmit<T>(payload: SocketMessage): Promise<ImAck<T>> {
    if (!(await waitForLogin(IM_LOGIN_WAIT_MS))) throw new ImError(-1, IM_ERROR_SEND_TIMEOUT);
    if (holder.state.status === IM_STATUS_CONNECTED) {
      try {
        return await emitAck<T>('imMsgSend', payload);
      } catch (e) {
        if (!options) throw e;
      }
    }
    return fallbackPost<T>(IM_PATHS.fallbackSend, payload);
  }

  // ------------------------------------------------------------------ socket

  async function ensureSocket() {
    if (socket) {
      if (!socket.connected) socket.connect();
      return;
    }
    let io = deps.io;
    if (!io) {
      try {
        io = (await import('socket.io-client')).io as unknown as SocketFactory;
      } catch {
        // No socket library (a failed chunk): the fallback carries everything.
        startFallback();
        return;
      }
    }
    const opts = {
      path: options?.socketPath || IM_SOCKET_PATH,
      transports: ['websocket', 'polling'],
      timeout: IM_CONNECT_TIMEOUT_MS,
      reconnectionDelay: IM_RECONNECTION_DELAY_MS,
      reconnectionDelayMax: IM_RECONNECTION_DELAY_MAX_MS,
      randomizationFactor: IM_RANDOMIZATION_FACTOR,
      ...deps.socketOptions,
    };
    const s = io(base() || '/', opts);
    socket = s;
    // Handlers are registered once per socket, never per connect: a reconnect must not double them.
    s.on('connect', () => void onConnect(s));
    s.on('disconnect', () => {
      patch({ status: IM_STATUS_DISCONNECTED });
      watch();
    });
    const failed = () => {
      connectFailures += 1;
      if (holder.state.status !== IM_STATUS_DISCONNECTED) patch({ status: IM_STATUS_DISCONNECTED });
      if (connectFailures >= retryMax) startFallback();
    };
    s.on('connect_error', failed);
    // A connection cut before its handshake ends (a proxy dropping WebSockets) is no connect_error:
    // the manager just tries again, so its attempts count as failures too.
    s.io.on('reconnect_attempt', (attempt: number) => {
      if (attempt > connectFailures) failed();
    });
    watch();
    s.on('imMsg', (m) => take(m));
    s.on('imRead', (p) => onReadPush(p));
    s.on('imConversation', (c) => onConversation(c));
    s.on('imContact', (c) => onContact(c));
    s.on('imUnread', (p) => {
      listPushes += 1;
      patch({ unreadTotal: Math.max(0, p.total) });
    });
    rooms.bind(s);
    rtc.bind(s);
    s.on('imLogoutNotice', () => {
      options = null;
      void (async () => {
        if (await fetchOptions()) await socketLogin(s);
      })();
    });
  }

  /** However the attempts fail, no login within the connect time-out hands over to the fallback. */
  function watch() {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      watchdog = null;
      if (socket && holder.state.status !== IM_STATUS_CONNECTED) startFallback();
    }, connectTimeoutMs);
  }

  async function onConnect(s: ImSocket) {
    connectFailures = 0;
    const reconnect = everConnected;
    everConnected = true;
    await socketLogin(s, false, reconnect);
  }

  /** imLogin on this socket; 200 → connected, then the catch-up; anything else → logged out. */
  async function socketLogin(s: ImSocket, retried = false, reconnect = false): Promise<void> {
    if (!options) return;
    let ack: ImAck<{ unreadTotal: number }>;
    try {
      ack = await emitAck('imLogin', { token: options.token });
    } catch {
      patch({ status: IM_STATUS_DISCONNECTED });
      return;
    }
    if (s !== socket) return;
    if (ack.code === IM_STATUS_CONNECTED) {
      stopFallback();
      patch({ status: IM_STATUS_CONNECTED, ...(typeof ack.data?.unreadTotal === 'number' ? { unreadTotal: ack.data.unreadTotal } : {}) });
      // The chat server's count is the truth for the badge, even when it equals what we held.
      mirrorUnread();
      // Subscribed by the login above; now fetch what arrived meanwhile, so nothing falls in between.
      await catchUp();
      // Spec §4: after a reconnect rooms holding a token are re-joined by token; after login rooms
      // without one are joined. Both wait for the login: the server takes no join before it.
      if (reconnect) await rooms.rejoin(true);
      await rooms.rejoin(false);
      return;
    }
    patch({ status: IM_STATUS_DISCONNECTED });
    if (ack.code === CODE_IM_TOKEN_INVALID && !retried && (await fetchOptions())) await socketLogin(s, true, reconnect);
  }

  /** After a reconnect: every open conversation from its last seq, then the list and the total. */
  async function catchUp() {
    for (const cid of Object.keys(holder.state.conversations).map(Number)) await syncConversation(cid);
    // A list answer still on its way may predate this login's subscription: fetch once more after it.
    if (contactsRefetch) await contactsRefetch;
    if (holder.state.contactsLoaded) await refetchContacts();
  }

  async function syncConversation(cid: number) {
    for (let guard = 0; guard < 100; guard++) {
      const afterSeq = conv(cid).lastSeq;
      let ack: ImAck<{ list: ImMessage[]; done: boolean; peerReadSeq: number }>;
      try {
        ack = holder.state.status === IM_STATUS_CONNECTED ? await emitAck('imMsgSync', { cid, afterSeq, limit: IM_SYNC_LIMIT_MAX }) : { code: 200, msg: '', data: await deps.api.request(IM_PATHS.sync, { cid, afterSeq, limit: IM_SYNC_LIMIT_MAX }, { silent: true }) };
      } catch {
        return;
      }
      if (ack.code !== 200 || !ack.data) return;
      for (const m of ack.data.list) take(m);
      const c = conv(cid);
      putConv(cid, { ...c, peerReadSeq: Math.max(c.peerReadSeq, ack.data.peerReadSeq), messages: markPeerRead(c.messages, holder.state.me, ack.data.peerReadSeq) });
      if (ack.data.done || ack.data.list.length === 0) return;
    }
  }

  // ------------------------------------------------------------------ HTTP fallback

  function startFallback() {
    if (holder.state.fallback) return;
    patch({ fallback: true });
    pollReady = false;
    schedulePoll(poll.firstMs);
  }
  function stopFallback() {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = null;
    if (holder.state.fallback) patch({ fallback: false });
  }
  function schedulePoll(ms: number) {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void pollOnce(), ms);
  }

  /** One poll of findToMe from 20 s back (after the last id held), page by page. */
  async function pollOnce() {
    pollTimer = null;
    if (!holder.state.fallback || !options) {
      if (holder.state.fallback) schedulePoll(poll.notReadyMs);
      return;
    }
    try {
      for (let page = 1; page <= 20; page++) {
        const ack = await fallbackPost<{ list: ImMessage[]; lastId: number; done: boolean }>(IM_PATHS.fallbackFindToMe, {
          startAt: now() - IM_POLL_LOOKBACK_MS,
          page: 1,
          limit: IM_POLL_LIMIT,
          ...(pollLastId > 0 ? { lastId: pollLastId } : {}),
        });
        if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
        for (const m of ack.data.list) take(m);
        if (ack.data.lastId > pollLastId) pollLastId = ack.data.lastId;
        if (ack.data.done || ack.data.list.length === 0) break;
      }
      pollReady = true;
    } catch {
      pollReady = false;
    }
    if (holder.state.fallback) schedulePoll(pollReady ? poll.intervalMs : poll.notReadyMs);
  }

  // ------------------------------------------------------------------ login and logout

  /** /api-user/im/login: the chat token. 1006 (not logged in) is ignored, as spec §8 says. */
  async function fetchOptions(): Promise<boolean> {
    try {
      const raw = await deps.api.request(IM_PATHS.login, {}, { silent: true });
      options = imChatOptionsSchema.parse(raw);
      patch({ me: options.imUserId });
      return true;
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === CODE_NOT_LOGGED_IN) return false;
      patch({ status: IM_STATUS_DISCONNECTED });
      return false;
    }
  }

  /** Chat login after the app login (or a restored session). */
  function login(): Promise<void> {
    if (loginRun) return loginRun;
    const gen = generation;
    loginRun = (async () => {
      if (!(await fetchOptions()) || gen !== generation) return;
      await ensureSocket();
    })().finally(() => {
      loginRun = null;
    });
    return loginRun;
  }

  /** Chat logout on app logout: the socket logs out and closes; the state is reset. */
  function logout() {
    generation += 1;
    const s = socket;
    socket = null;
    if (s) {
      if (s.connected) s.emit('imLogout', {}, () => undefined);
      s.removeAllListeners();
      s.disconnect();
    }
    stopFallback();
    if (watchdog) clearTimeout(watchdog);
    watchdog = null;
    options = null;
    everConnected = false;
    connectFailures = 0;
    pollLastId = 0;
    activeCid = null;
    // Spec §9: after a chat-logout reset the contact list pages by 10.
    set({ ...initialImState(IM_CONTACT_PAGE_LIMIT_AFTER_RESET), status: IM_STATUS_DISCONNECTED });
  }

  // ------------------------------------------------------------------ calls the screens use

  const call = <T,>(path: string, data: unknown, silent = false): Promise<T> => callApi<T>(deps, path, data, silent);

  async function refetchContacts(): Promise<void> {
    contactsRefetch ??= (async () => {
      try {
        // A push landing while the page is on its way may be older than the page's answer or newer:
        // the answer is taken only when no push came in between (a few tries), so none is undone.
        let page: { list: ImContact[]; done: boolean; unreadTotal: number };
        for (let tries = 0; ; tries++) {
          const before = listPushes;
          page = await call<{ list: ImContact[]; done: boolean; unreadTotal: number }>(IM_PATHS.contactFind, { page: 1, limit: holder.state.contactLimit }, true);
          if (listPushes === before || tries >= 3) break;
        }
        // Page 1 again. A complete first page is the whole list; otherwise contacts of later pages
        // already held stay (merged by cid; pushes remove the ones that leave).
        const contacts = page.done ? mergeContacts([], page.list) : mergeContacts(holder.state.contacts, page.list);
        set({ ...holder.state, contacts, contactsLoaded: true, contactsDone: holder.state.contactsLoaded && !page.done ? holder.state.contactsDone : page.done, unreadTotal: page.unreadTotal });
      } catch {
        /* the list keeps what it holds */
      }
    })().finally(() => {
      contactsRefetch = null;
    });
    return contactsRefetch;
  }

  async function markRead(cid: number): Promise<void> {
    const c = holder.state.conversations[cid];
    const last = c?.messages.filter((m) => !isPending(m) && m.fromUserId !== holder.state.me).at(-1);
    const contact = holder.state.contacts.find((x) => x.cid === cid);
    const unread = contact?.unread ?? c?.conversation?.unread ?? 0;
    set(readContact(holder.state, cid));
    if (unread === 0 && !last) return;
    try {
      if (holder.state.status === IM_STATUS_CONNECTED) {
        await emitAck('imMsgSend', { type: 'read', content: { cid, ...(last ? { msgId: last.msgId } : {}) }, clientId: newClientId() });
      } else {
        await call(IM_PATHS.read, { cid, ...(last ? { msgId: last.msgId } : {}) }, true);
      }
    } catch {
      /* read again on the next message or visit */
    }
  }

  const client = {
    getState: () => holder.state,
    subscribe: (fn: () => void) => holder.subscribe(fn),
    /** The chat options (token) held, or null before chat login. */
    options: () => options,
    login,
    logout,

    /** Hooks chat login/logout to the app session (spec §4): login after app login, logout on app logout. */
    start(): () => void {
      // Messages that arrived while the page was hidden are read when it shows again.
      const onVisible = () => {
        if (activeCid !== null && isVisible()) void markRead(activeCid);
      };
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
    async loadContacts(more = false): Promise<void> {
      if (!more) return refetchContacts();
      if (holder.state.contactsDone) return;
      const page = Math.floor(holder.state.contacts.length / holder.state.contactLimit) + 1;
      const r = await call<{ list: ImContact[]; done: boolean; unreadTotal: number }>(IM_PATHS.contactFind, { page, limit: holder.state.contactLimit });
      set({ ...holder.state, contacts: mergeContacts(holder.state.contacts, r.list), contactsDone: r.done, unreadTotal: r.unreadTotal });
    },
    async unreadGet(): Promise<number> {
      const r = await call<{ total: number }>(IM_PATHS.unreadGet, {}, true);
      patch({ unreadTotal: Math.max(0, r.total) });
      return r.total;
    },
    /** Pin, block, remove or mark improper; blocked, removed and improper contacts leave the list. */
    async setFlag(cid: number, flag: 'isTop' | 'isBlack' | 'isRemove' | 'isImproper', value: boolean): Promise<ImContact> {
      const path = { isTop: IM_PATHS.topSet, isBlack: IM_PATHS.blackSet, isRemove: IM_PATHS.removeSet, isImproper: IM_PATHS.improperSet }[flag];
      const before = holder.state.contacts.find((c) => c.cid === cid);
      const c = await call<ImContact>(path, { cid, [flag]: value });
      const leaving = before && value && flag !== 'isTop' ? before.unread : 0;
      onContact(c);
      if (leaving > 0) patch({ unreadTotal: Math.max(0, holder.state.unreadTotal - leaving) });
      return c;
    },

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

    /** The conversation on screen (its messages are read as they come), or null. */
    setActive(cid: number | null) {
      activeCid = cid;
      if (cid !== null) void markRead(cid);
    },
    markRead,
    sync: syncConversation,

    async switchJob(cid: number, jobId: number): Promise<ImConversation> {
      const c = await call<ImConversation>(IM_PATHS.switchJob, { cid, jobId });
      onConversation(c);
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
      const me = holder.state.me ?? options?.imUserId ?? 0;
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
          take({ ...ack.data, status: 0, loading: false, error: false });
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
      if (data && typeof data === 'object' && 'msgId' in data && 'cid' in data) take(data as ImMessage);
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
    waitForSocket(ms: number): Promise<boolean> {
      return holder.until(() => holder.state.status === IM_STATUS_CONNECTED, ms);
    },

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

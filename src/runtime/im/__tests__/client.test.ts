import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '../../../../schemas/auth';
import { IM_CONTACT_PAGE_LIMIT, IM_CONTACT_PAGE_LIMIT_AFTER_RESET, IM_ERROR_SEND_TIMEOUT, IM_STATUS_CONNECTED, IM_STATUS_DISCONNECTED, IM_STATUS_INITIAL } from '../../../../schemas/im';
import { answerIm, contactsFixture, fakeSocket, ME_SEEKER, RECRUITER } from '../../../../tests/helpers/im-fixtures';
import { ApiRequestError } from '../../api/client';
import { createImClient, type ImClientDeps } from '../client';

const user = { id: ME_SEEKER, uid: ME_SEEKER, role: 0, unread: 0 } as UserSession;

/** A session like the runtime's: a user that can be replaced, with subscribers. */
function fakeSession(initial: UserSession | null = user) {
  let state = { user: initial, token: initial ? 't' : null };
  const subs = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (fn: () => void) => {
      subs.add(fn);
      return () => void subs.delete(fn);
    },
    update: (u: UserSession) => {
      state = { ...state, user: u };
      subs.forEach((f) => f());
      return u;
    },
    set(u: UserSession | null) {
      state = { user: u, token: u ? 't' : null };
      subs.forEach((f) => f());
    },
  };
}

function make(opts: { answer?: (path: string, data: any) => unknown; socket?: ReturnType<typeof fakeSocket> | null; session?: ReturnType<typeof fakeSession>; deps?: Partial<ImClientDeps> } = {}) {
  const toasts: string[] = [];
  const calls: string[] = [];
  const socket = opts.socket === undefined ? fakeSocket(ME_SEEKER) : opts.socket;
  const session = opts.session ?? fakeSession();
  let made = 0;
  const client = createImClient({
    api: {
      request: async <T,>(path: string, data?: unknown) => {
        calls.push(path);
        const r = opts.answer?.(path, data) ?? answerIm(path, data);
        if (r instanceof Error) throw r;
        if (r === undefined) throw new Error(`no answer ${path}`);
        return r as T;
      },
    },
    session,
    toast: (m) => toasts.push(m),
    baseUrl: 'http://x.test',
    agentKey: 'demo',
    io: (() => {
      made += 1;
      if (socket) queueMicrotask(() => socket.connect());
      return socket;
    }) as unknown as ImClientDeps['io'],
    ...opts.deps,
  });
  return { client, toasts, calls, socket, session, made: () => made };
}

afterEach(() => vi.useRealTimers());

describe('chat client', () => {
  it('starts at -1, logs in after the app login and is 200 once imLogin answers 200', async () => {
    const session = fakeSession(null);
    const { client } = make({ session });
    client.start();
    expect(client.getState().status).toBe(IM_STATUS_INITIAL);
    session.set(user);
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    expect(client.getState().me).toBe(ME_SEEKER);
  });

  it('mirrors the unread total into user.unread (the tab bar badge)', async () => {
    const { client, session } = make();
    client.start();
    await vi.waitFor(() => expect(session.getState().user!.unread).toBe(123));
  });

  it('logs out of chat on app logout: status 0, state reset, and the contact page limit becomes 10', async () => {
    const { client, session } = make();
    client.start();
    await client.loadContacts();
    expect(client.getState().contactLimit).toBe(IM_CONTACT_PAGE_LIMIT);
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    session.set(null);
    expect(client.getState()).toMatchObject({ status: IM_STATUS_DISCONNECTED, contacts: [], contactLimit: IM_CONTACT_PAGE_LIMIT_AFTER_RESET });
  });

  it('is logged out (0) when imLogin answers anything but 200', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    socket.timeout = () => ({ emitWithAck: async (e: string, p: unknown) => (e === 'imLogin' ? { code: 7001, msg: 'no' } : orig().emitWithAck(e, p)) });
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_DISCONNECTED));
  });

  it('ignores code 1006 on chat login: no socket, no error, status stays initial', async () => {
    const { client, made } = make({ answer: (p) => (p.endsWith('/im/login') ? new ApiRequestError(1006, '请先登录') : undefined) });
    await client.login();
    expect(made()).toBe(0);
    expect(client.getState().status).toBe(IM_STATUS_INITIAL);
  });

  it('shows a pending message at once (loading), then the server message with status 0', async () => {
    const { client } = make();
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    const sent = client.send(1, RECRUITER, 'text', { text: '你好' });
    const pending = client.getState().conversations[1]!.messages[0]!;
    expect(pending).toMatchObject({ loading: true, error: false, seq: 0, content: { text: '你好' } });
    const m = await sent;
    const list = client.getState().conversations[1]!.messages;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: m!.id, status: 0, loading: false, error: false });
  });

  it('waits up to 5 s for login, then fails with Im: sendMessage timeout and the toast', async () => {
    vi.useFakeTimers();
    const { client, toasts } = make({ socket: null });
    const sent = client.send(1, RECRUITER, 'text', { text: 'hi' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(client.getState().conversations[1]!.messages[0]!.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(2);
    expect(await sent).toBeNull();
    expect(client.getState().conversations[1]!.messages[0]).toMatchObject({ loading: false, error: IM_ERROR_SEND_TIMEOUT });
    expect(toasts).toEqual([`消息发送失败：${IM_ERROR_SEND_TIMEOUT}`]);
  });

  it('sets error and toasts the server message on failure; code 7000 removes the pending message', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    let answer = { code: 400, msg: '消息内容不能为空' };
    socket.timeout = () => ({ emitWithAck: async (e: string, p: any) => (e === 'imMsgSend' && p.type === 'text' ? answer : orig().emitWithAck(e, p)) });
    const { client, toasts } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.send(1, RECRUITER, 'text', { text: ' ' });
    expect(client.getState().conversations[1]!.messages[0]).toMatchObject({ error: '消息内容不能为空', loading: false });
    answer = { code: 0, msg: '' };
    await client.send(1, RECRUITER, 'text', { text: 'x' });
    expect(toasts).toEqual(['消息发送失败：消息内容不能为空', '消息发送失败：未知错误']);
    answer = { code: 7000, msg: '对方已拒收你的消息' };
    await client.send(1, RECRUITER, 'text', { text: 'y' });
    expect(client.getState().conversations[1]!.messages).toHaveLength(2);
    expect(toasts.at(-1)).toBe('消息发送失败：对方已拒收你的消息');
  });

  it('a resend of a failed message reuses its clientId', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const seen: string[] = [];
    let fail = true;
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        if (e === 'imMsgSend' && p.type === 'text') {
          seen.push(p.clientId);
          if (fail) return { code: 500, msg: '服务器繁忙' };
        }
        return orig().emitWithAck(e, p);
      },
    });
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.send(1, RECRUITER, 'text', { text: 'again' });
    const failed = client.getState().conversations[1]!.messages[0]!;
    fail = false;
    await client.send(1, RECRUITER, 'text', failed.content, failed);
    expect(seen[0]).toBe(seen[1]);
    expect(client.getState().conversations[1]!.messages).toHaveLength(1);
    expect(client.getState().conversations[1]!.messages[0]!.seq).toBeGreaterThan(0);
  });

  it('registers push handlers once, however often the socket reconnects', async () => {
    const { client, socket } = make();
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.resolve({ cid: 1 });
    socket!.disconnect();
    socket!.push('disconnect', 'transport close');
    expect(client.getState().status).toBe(IM_STATUS_DISCONNECTED);
    socket!.connect();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    const before = client.getState().unreadTotal;
    socket!.push('imMsg', { id: 5000, msgId: 'x', cid: 1, seq: 500, type: 'text', content: { text: 'once' }, sendAt: Date.now(), fromUserId: RECRUITER, toUserId: ME_SEEKER, status: 0, revoke: 0, clientId: null });
    expect(client.getState().conversations[1]!.messages.filter((m) => m.id === 5000)).toHaveLength(1);
    expect(client.getState().unreadTotal).toBe(before + 1);
  });

  it('after a reconnect syncs each open conversation from its last seq before anything else is fetched', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const order: string[] = [];
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        order.push(e === 'imMsgSync' ? `sync:${p.cid}:${p.afterSeq}` : e);
        return orig().emitWithAck(e, p);
      },
    });
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.resolve({ cid: 1 });
    await client.openConversation(1);
    order.length = 0;
    socket.disconnect();
    socket.push('disconnect', 'transport close');
    socket.connect();
    await vi.waitFor(() => expect(order).toContain('sync:1:11'));
    expect(order.indexOf('imLogin')).toBeLessThan(order.indexOf('sync:1:11'));
  });

  it('re-joins rooms with a token by token after a reconnect, and rooms without one after login; leave forgets them', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const joins: string[] = [];
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        if (e === 'imChatroomJoin') {
          joins.push(`id:${p.roomId}:${p.msgCount}:${p.blockCount}:${p.mutedCount}`);
          return { code: 200, msg: 'ok', data: { roomId: p.roomId, list: [], online: 1, blocked: [], muted: [] } };
        }
        if (e === 'imChatroomJoinToken') {
          joins.push(`token:${p.token}:${p.msgCount}`);
          return { code: 200, msg: 'ok', data: { roomId: 'live-2', list: [], online: 1, blocked: [], muted: [], token: p.token, sign: p.sign } };
        }
        if (e === 'imLogin') joins.push('login');
        return orig().emitWithAck(e, p);
      },
    });
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.joinRoom('live-1');
    await client.joinRoomByToken('tok', 'sig');
    await client.joinRoom('live-3');
    expect(Object.keys(client.getState().rooms).sort()).toEqual(['live-1', 'live-2', 'live-3']);
    await client.leaveRoom('live-3');
    expect(Object.keys(client.getState().rooms).sort()).toEqual(['live-1', 'live-2']);
    joins.length = 0;
    socket.disconnect();
    socket.push('disconnect', 'transport close');
    socket.connect();
    // The server takes joins only after imLogin: login, then the token rooms, then the others.
    await vi.waitFor(() => expect(joins).toEqual(['login', 'token:tok:20', 'id:live-1:10:0:0']));
  });

  it('loads the emoji config once; a failed load is tried again next time', async () => {
    let fail = true;
    const { client, calls } = make({ answer: (p) => (p === '/api-auth/app/imConfig' && fail ? new Error('offline') : undefined) });
    await expect(client.emojiConfig()).rejects.toThrow('offline');
    fail = false;
    const a = await client.emojiConfig();
    const b = await client.emojiConfig();
    expect(a).toBe(b);
    expect(a.groups[0]!.key).toBe('default');
    expect(calls.filter((p) => p === '/api-auth/app/imConfig')).toHaveLength(2);
  });

  it('after 5 failed connection attempts polls the HTTP fallback: first after 5 s, then every 10 s (15 s after a failed poll)', async () => {
    vi.useFakeTimers();
    const polls: number[] = [];
    let fail = false;
    const socket = fakeSocket(ME_SEEKER);
    socket.connect = () => socket; // never connects
    const fetchFn = (async (url: string, init: RequestInit) => {
      polls.push(Date.now());
      const body = JSON.parse(String(init.body));
      expect((init.headers as Record<string, string>).authorization).toBe('story-token');
      if (url.endsWith('/im/msg/findToMe')) {
        expect(body).toMatchObject({ page: 1, limit: 50 });
        expect(Date.now() - body.startAt).toBe(20_000);
        if (fail) throw new TypeError('network');
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: [], lastId: 0, done: true } }));
      }
      return new Response('{}');
    }) as unknown as typeof fetch;
    const { client } = make({ socket, deps: { fetch: fetchFn } });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) socket.push('connect_error', new Error('refused'));
    expect(client.getState().fallback).toBe(false);
    socket.push('connect_error', new Error('refused'));
    expect(client.getState().fallback).toBe(true);
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls.map((t) => t - t0)).toEqual([5000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls.map((t) => t - t0)).toEqual([5000, 15_000]);
    fail = true;
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls.map((t) => t - t0)).toEqual([5000, 15_000, 25_000, 40_000]);
    client.logout();
  });

  it('counts reconnection attempts cut before the handshake as failures, and falls back after the connect time-out whatever happens', async () => {
    vi.useFakeTimers();
    const socket = fakeSocket(ME_SEEKER);
    socket.connect = () => socket;
    const { client } = make({ socket, deps: { fetch: (async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: [], lastId: 0, done: true } }))) as unknown as typeof fetch } });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 1; i <= 4; i++) socket.push('io:reconnect_attempt', i);
    expect(client.getState().fallback).toBe(false);
    socket.push('io:reconnect_attempt', 5);
    expect(client.getState().fallback).toBe(true);
    client.logout();

    const quiet = fakeSocket(ME_SEEKER);
    quiet.connect = () => quiet;
    const second = make({ socket: quiet });
    second.client.start();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(second.client.getState().fallback).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.client.getState().fallback).toBe(true);
    second.client.logout();
  });
});

describe('contact pages', () => {
  it('loads the next page with the page size, keeps later pages when page 1 is fetched again, and a complete page 1 replaces the list', async () => {
    const all = Array.from({ length: 15 }, (_, i) => ({ ...contactsFixture()[1]!, cid: 100 + i, chatAt: 10_000 - i, unread: 0 }));
    let done = false;
    const answer = (path: string, data: any) => {
      if (path !== '/api-user/im/contact/find') return undefined;
      const list = done ? all.slice(0, 3) : all.slice((data.page - 1) * data.limit, data.page * data.limit);
      return { list, page: data.page, limit: data.limit, total: all.length, done: done || data.page * data.limit >= all.length, unreadTotal: 0 };
    };
    const { client, calls } = make({ answer });
    await client.loadContacts();
    expect(client.getState().contacts).toHaveLength(12);
    await client.loadContacts(true);
    expect(client.getState().contacts).toHaveLength(15);
    expect(client.getState().contactsDone).toBe(true);
    await client.loadContacts();
    expect(client.getState().contacts).toHaveLength(15);
    done = true;
    await client.loadContacts();
    expect(client.getState().contacts.map((c) => c.cid)).toEqual([100, 101, 102]);
    expect(calls.filter((p) => p === '/api-user/im/contact/find')).toHaveLength(4);
  });
  it('a list answer that raced a push is fetched again, so the push is never undone by an older count', async () => {
    let served = 0;
    let release: () => void = () => undefined;
    const answer = (path: string) => {
      if (path !== '/api-user/im/contact/find') return undefined;
      served += 1;
      const c = { ...contactsFixture()[0]!, unread: served === 1 ? 1 : 2 };
      const page = { list: [c], page: 1, limit: 12, total: 1, done: true, unreadTotal: c.unread };
      // The first answer was computed before the second message; it arrives after that message's push.
      return served === 1 ? new Promise((r) => (release = () => r(page))) : page;
    };
    const { client, socket, calls } = make({ answer });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    const loading = client.loadContacts();
    await vi.waitFor(() => expect(served).toBe(1));
    socket!.push('imUnread', { total: 2 });
    release();
    await loading;
    expect(calls.filter((p) => p === '/api-user/im/contact/find')).toHaveLength(2);
    expect(client.getState().unreadTotal).toBe(2);
    expect(client.getState().contacts[0]!.unread).toBe(2);
  });
});

/** A message of the recruiter in conversation 1 with the given seq (id 5000 + seq). */
const fromRecruiter = (seq: number, text = `第 ${seq} 条`) => ({ id: 5000 + seq, msgId: `r${seq}`, cid: 1, seq, type: 'text' as const, content: { text }, sendAt: Date.now(), fromUserId: RECRUITER, toUserId: ME_SEEKER, status: 0 as const, revoke: 0 as const, clientId: null });

/** Drops the fake socket's connection as the network would, then lets socket.io reconnect. */
function dropAndReconnect(socket: ReturnType<typeof fakeSocket>) {
  socket.disconnect();
  socket.push('disconnect', 'transport close');
  socket.connect();
}

describe('zero loss across reconnects', () => {
  /** Answers imMsgSync from `missed`, two messages a page; records each afterSeq asked. */
  function gapSocket() {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const gap = { missed: [] as ReturnType<typeof fromRecruiter>[], asked: [] as number[] };
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        if (e !== 'imMsgSync') return orig().emitWithAck(e, p);
        gap.asked.push(p.afterSeq);
        const after = gap.missed.filter((m) => m.seq > p.afterSeq);
        const list = after.slice(0, 2);
        return { code: 200, msg: 'ok', data: { cid: 1, list, lastSeq: list.at(-1)?.seq ?? p.afterSeq, done: after.length <= 2, peerReadSeq: 0, readSeq: 0, unread: 0 } };
      },
    });
    return { socket, gap };
  }

  it('catches up a gap page by page after a reconnect: each missed message once, in seq order, a repeated push changing nothing', async () => {
    const { socket, gap } = gapSocket();
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.resolve({ cid: 1 });
    await client.openConversation(1);
    expect(client.getState().conversations[1]!.lastSeq).toBe(11);

    // Five messages arrive while the connection is down.
    gap.missed = [12, 13, 14, 15, 16].map((s) => fromRecruiter(s));
    gap.asked.length = 0;
    dropAndReconnect(socket);
    await vi.waitFor(() => expect(client.getState().conversations[1]!.lastSeq).toBe(16));
    await vi.waitFor(() => expect(gap.asked).toEqual([11, 13, 15]));
    // The server pushes one of them again (a retried delivery): still one copy.
    socket.push('imMsg', gap.missed[2]);

    const seqs = client.getState().conversations[1]!.messages.map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(client.getState().conversations[1]!.messages.filter((m) => m.seq > 11).map((m) => m.content.text)).toEqual(['第 12 条', '第 13 条', '第 14 条', '第 15 条', '第 16 条']);
  });

  // Known loss window, kept as a failing test until it is fixed: a new message pushed between
  // the server's imLogin subscription and the client's sync raises lastSeq first, so the sync
  // asks only after it and the messages missed before it are never fetched.
  it('a push that lands before the catch-up does not make the catch-up skip the gap', async () => {
    const { socket, gap } = gapSocket();
    const { client } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    await client.resolve({ cid: 1 });
    await client.openConversation(1);
    gap.missed = [12, 13, 14].map((s) => fromRecruiter(s));
    socket.disconnect();
    socket.push('disconnect', 'transport close');
    socket.push('imMsg', gap.missed[2]);
    socket.connect();
    await vi.waitFor(() => expect(client.getState().conversations[1]!.messages.map((m) => m.seq).filter((s) => s > 11)).toEqual([12, 13, 14]), { timeout: 500 });
  });

  it('a message sent while the socket is down waits for the reconnect and goes once, with its client id', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const sent: string[] = [];
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        if (e === 'imMsgSend' && p.type === 'text') sent.push(p.clientId);
        return orig().emitWithAck(e, p);
      },
    });
    const { client, toasts } = make({ socket });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    socket.disconnect();
    socket.push('disconnect', 'transport close');

    const sending = client.send(1, RECRUITER, 'text', { text: '断线时写的' });
    const pending = client.getState().conversations[1]!.messages[0]!;
    expect(pending).toMatchObject({ loading: true, seq: 0 });
    expect(sent).toEqual([]);
    socket.connect();
    const m = await sending;

    expect(m).toMatchObject({ clientId: pending.clientId, content: { text: '断线时写的' } });
    expect(sent).toEqual([pending.clientId]);
    expect(client.getState().conversations[1]!.messages).toEqual([expect.objectContaining({ id: m!.id, loading: false, error: false })]);
    expect(toasts).toEqual([]);
  });

  it('a message whose socket ack times out is sent again over HTTP with the same client id, and shows once', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const orig = socket.timeout.bind(socket);
    const overSocket: string[] = [];
    socket.timeout = () => ({
      emitWithAck: async (e: string, p: any) => {
        if (e === 'imMsgSend' && p.type === 'text') {
          overSocket.push(p.clientId);
          throw new Error('operation has timed out');
        }
        return orig().emitWithAck(e, p);
      },
    });
    const overHttp: { url: string; body: any }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      overHttp.push({ url, body });
      const data = { ...fromRecruiter(12), id: 7000, msgId: 's7000', fromUserId: ME_SEEKER, toUserId: RECRUITER, content: body.content, clientId: body.clientId };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
    }) as unknown as typeof fetch;
    const { client } = make({ socket, deps: { fetch: fetchFn } });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));

    const m = await client.send(1, RECRUITER, 'text', { text: '超时了' });
    expect(overHttp.map((r) => r.url)).toEqual(['http://x.test/im/msg/send']);
    expect(overHttp[0]!.body.clientId).toBe(overSocket[0]);
    expect(m).toMatchObject({ id: 7000, clientId: overSocket[0] });
    expect(client.getState().conversations[1]!.messages).toEqual([expect.objectContaining({ id: 7000, seq: 12, loading: false, error: false })]);
  });

  it('the HTTP fallback polls only after the last message id taken, whatever brought it', async () => {
    const socket = fakeSocket(ME_SEEKER);
    const polled: any[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      polled.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: [], lastId: 0, done: true } }));
    }) as unknown as typeof fetch;
    const { client } = make({ socket, deps: { fetch: fetchFn, poll: { firstMs: 1, intervalMs: 60_000, notReadyMs: 60_000 }, retryMax: 1 } });
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    socket.push('imMsg', fromRecruiter(40));
    socket.disconnect();
    socket.push('disconnect', 'transport close');
    socket.push('connect_error', new Error('refused'));
    expect(client.getState().fallback).toBe(true);
    await vi.waitFor(() => expect(polled).toHaveLength(1));
    expect(polled[0]).toMatchObject({ lastId: 5040 });
    client.logout();
  });
});

describe('interview call signalling', () => {
  it('hands the rtc pushes to the listeners until they leave, over reconnects too', async () => {
    const { client, socket } = make();
    client.start();
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    const heard: string[] = [];
    const off = client.rtc.on((e) => heard.push(e.kind));
    dropAndReconnect(socket!);
    await vi.waitFor(() => expect(client.getState().status).toBe(IM_STATUS_CONNECTED));
    socket!.push('rtcSignal', { interviewId: 1, fromUserId: RECRUITER, signal: { type: 'offer', sdp: 'x' } });
    socket!.push('rtcPeer', { interviewId: 1, userId: RECRUITER, online: true });
    socket!.push('rtcEnded', { interviewId: 1 });
    expect(heard).toEqual(['signal', 'peer', 'ended']);
    off();
    socket!.push('rtcEnded', { interviewId: 1 });
    expect(heard).toHaveLength(3);
  });
});

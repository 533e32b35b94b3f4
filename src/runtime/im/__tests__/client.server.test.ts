import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT_SITES } from '../../../../schemas/client-config';
import { IM_STATUS_CONNECTED, type ImMessage } from '../../../../schemas/im';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createApiClient, type ApiEffects } from '../../api/client';
import { createEvents } from '../../events';
import { createSession } from '../../session';
import { createExpiringStorage, memoryStore } from '../../storage';
import { createImClient, type ImClient, type ImClientDeps } from '../client';

/**
 * The chat client against the real server, database and socket.io: two users, each with the
 * app's own api client and session, log in and chat; the client's rules are checked end to end.
 */
let s: TestServer;
let jobId: number;
const made: { im: ImClient; stop: () => void }[] = [];

async function user(account: string, extra: Partial<ImClientDeps> = {}) {
  const storage = createExpiringStorage(memoryStore());
  const events = createEvents();
  const session = createSession(storage, events);
  const toasts: string[] = [];
  const sockets: Socket[] = [];
  const effects: ApiEffects = { toast: (m) => toasts.push(m), modal: async () => true, logout: () => session.logout(), navigate: () => undefined, emit: () => undefined, openPopup: () => undefined, currentPath: () => '/' };
  const api = createApiClient({ site: AGENT_SITES[0]!, effects, session: session.port, storage, baseUrl: s.url });
  const im = createImClient({
    api,
    session,
    events,
    toast: (m) => toasts.push(m),
    baseUrl: s.url,
    agentKey: 'demo',
    io: ((url: string, opts: Record<string, unknown>) => {
      const sock = io(url, { ...opts, forceNew: true });
      sockets.push(sock);
      return sock;
    }) as unknown as ImClientDeps['io'],
    ...extra,
  });
  const stop = im.start();
  made.push({ im, stop });
  await session.login(api, { account, password: 'demo1234' });
  return { im, session, api, toasts, sockets };
}

const until = (cond: () => boolean, what: string, ms = 8000) =>
  vi.waitFor(
    () => {
      if (!cond()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: ms, interval: 20 },
  );
const connected = (im: ImClient) => until(() => im.getState().status === IM_STATUS_CONNECTED, 'chat login');
const texts = (im: ImClient, cid: number) => (im.getState().conversations[cid]?.messages ?? []).filter((m) => m.type === 'text').map((m) => String(m.content.text));

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  const [row] = await s.db.query<{ id: number }>(
    "SELECT j.id FROM jobs j JOIN users u ON u.id = j.recruiter_id AND u.tenant_id = j.tenant_id JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = '13800000002' AND j.status = 1 ORDER BY j.id LIMIT 1",
  );
  jobId = row!.id;
});
afterAll(async () => {
  for (const m of made) m.stop();
  await s.close();
});

describe('chat client with the real server', () => {
  it('logs in after the app login, chats both ways, counts unread into user.unread and shows read flags', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);

    // The seeker starts from the job (contract 4: /chat?jobId=J).
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    seeker.im.setActive(conv.id);
    await recruiter.im.loadContacts();
    const before = recruiter.im.getState().unreadTotal;

    const sent = await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '您好，我想了解一下这个职位' });
    expect(sent).toMatchObject({ status: 0, type: 'text' });

    // The recruiter's list and total follow the push; the tab bar reads user.unread.
    await until(() => recruiter.im.getState().unreadTotal === before + 1, 'recruiter unread');
    await until(() => recruiter.im.getState().contacts.some((c) => c.cid === conv.id && c.unread === 1), 'contact listed with unread 1');
    expect(recruiter.session.getState().user!.unread).toBe(before + 1);

    // Opening the conversation reads it: the recruiter's count drops, the seeker sees 已读.
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);
    recruiter.im.setActive(conv.id);
    await until(() => recruiter.im.getState().unreadTotal === before, 'recruiter read');
    await until(() => seeker.im.getState().conversations[conv.id]!.messages.find((m) => m.id === sent!.id)?.status === 1, 'seeker sees read');
    // Ack and push of my own message: one copy (the push came before the read receipt, on the same socket).
    expect(texts(seeker.im, conv.id)).toEqual(['您好，我想了解一下这个职位']);

    // While the recruiter is on screen, the seeker's next message is read at once.
    const second = await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '第二条' });
    await until(() => texts(recruiter.im, conv.id).includes('第二条'), 'push to recruiter');
    await until(() => seeker.im.getState().conversations[conv.id]!.messages.find((m) => m.id === second!.id)?.status === 1, 'second read');
    expect(recruiter.im.getState().unreadTotal).toBe(before);
    recruiter.im.setActive(null);
    seeker.im.setActive(null);
  });

  it('after a reconnect catches up from the last seq: every message exactly once, in order', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);

    // The recruiter's network drops (the transport closes as a dead connection would); socket.io reconnects by itself.
    const lost = texts(recruiter.im, conv.id).length;
    recruiter.sockets[0]!.io.engine.close();
    await until(() => recruiter.im.getState().status !== IM_STATUS_CONNECTED, 'recruiter disconnected');
    const words = Array.from({ length: 12 }, (_, i) => `断线期间 ${i + 1}`);
    for (const w of words) await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: w });
    await connected(recruiter.im);
    await until(() => texts(recruiter.im, conv.id).length === lost + words.length, 'catch-up');
    const got = texts(recruiter.im, conv.id).slice(lost);
    expect(got).toEqual(words);
    const seqs = recruiter.im.getState().conversations[conv.id]!.messages.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('exchanges phone numbers: request, accept, both see the numbers; the request card moves to accepted', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);

    const req = await seeker.im.send(conv.id, conv.chatUserId, 'mobileExchange', {});
    expect(req!.content.status).toBe(1);
    await until(() => recruiter.im.getState().conversations[conv.id]!.messages.some((m) => m.id === req!.id), 'request pushed');
    const exchangeId = Number(req!.content.exchangeId);
    await recruiter.im.answerExchange(conv.id, conv.userId, 'mobileExchange', exchangeId, 2);
    const cardOf = (im: ImClient) => im.getState().conversations[conv.id]!.messages.find((m) => m.id === req!.id)!;
    await until(() => cardOf(seeker.im).content.status === 2 && cardOf(recruiter.im).content.status === 2, 'both see accepted');
    const reveal = (im: ImClient) => im.getState().conversations[conv.id]!.messages.find((m: ImMessage) => m.type === 'system' && (m.content.reveal as { mobiles?: object } | undefined)?.mobiles);
    await until(() => Boolean(reveal(seeker.im) && reveal(recruiter.im)), 'reveal on both sides');
    const mobiles = (reveal(seeker.im)!.content.reveal as { mobiles: Record<string, string> }).mobiles;
    expect(mobiles[String(conv.chatUserId)]).toBe('13800000002');
    expect(mobiles[String(conv.userId)]).toBe('13800000001');
  });

  it('revokes a message on both sides', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);
    const m = await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '发错了' });
    await until(() => recruiter.im.getState().conversations[conv.id]!.messages.some((x) => x.id === m!.id), 'pushed');
    await seeker.im.revoke(conv.id, conv.chatUserId, m!.msgId);
    const flagged = (im: ImClient) => im.getState().conversations[conv.id]!.messages.find((x) => x.id === m!.id)!;
    await until(() => flagged(seeker.im).revoke === 1 && flagged(recruiter.im).revoke === 1, 'revoked both sides');
    expect(flagged(recruiter.im).content).toEqual({});
  });

  it('carries messages over the HTTP fallback when the socket cannot connect', async () => {
    const recruiter = await user('13800000002');
    await connected(recruiter.im);
    // The seeker's socket path is blocked: every attempt fails, so after 5 the fallback takes over.
    const seeker = await user('13800000001', {
      socketOptions: { path: '/blocked/socket.io', reconnectionDelay: 20, reconnectionDelayMax: 40, timeout: 500 },
      poll: { firstMs: 100, intervalMs: 200, notReadyMs: 300 },
    });
    await until(() => seeker.im.getState().fallback, 'fallback on', 15_000);
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);
    const sent = await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '走 HTTP 的消息' });
    expect(sent).toMatchObject({ type: 'text', status: 0 });
    await until(() => texts(recruiter.im, conv.id).includes('走 HTTP 的消息'), 'recruiter got it');
    await recruiter.im.send(conv.id, conv.userId, 'text', { text: '轮询收到的回复' });
    await until(() => texts(seeker.im, conv.id).includes('轮询收到的回复'), 'seeker polled it');
    expect(texts(seeker.im, conv.id).filter((t) => t === '轮询收到的回复')).toHaveLength(1);
  });
});

describe('chatrooms with the real server', () => {
  it('joins a live room, receives its messages, and after a reconnect is back in the room', async () => {
    const [live] = await s.db.query<{ id: number }>("SELECT l.id FROM lives l JOIN agents a ON a.id = l.tenant_id WHERE a.agent_key = 'demo' ORDER BY l.id LIMIT 1");
    const roomId = `live-${live!.id}`;
    const viewer = await user('13800000001');
    const host = await user('13800000002');
    await connected(viewer.im);
    await connected(host.im);
    await viewer.im.joinRoom(roomId, { nickname: '林晓雨' });
    await host.im.joinRoom(roomId);
    expect(Object.keys(viewer.im.getState().rooms)).toEqual([roomId]);
    const got: string[] = [];
    viewer.im.onRoomMessage((m) => got.push(String(m.content.text)));
    await host.im.sendRoomMessage(roomId, 'text', { text: '欢迎来到直播间' });
    await until(() => got.includes('欢迎来到直播间'), 'room message');

    // The viewer's connection drops; after the reconnect and login the room is joined again.
    viewer.sockets[0]!.io.engine.close();
    await until(() => viewer.im.getState().status !== IM_STATUS_CONNECTED, 'viewer disconnected');
    await connected(viewer.im);
    // The room is joined again right after the login: sent until the viewer has it (a send before the rejoin is not for it).
    await vi.waitFor(
      async () => {
        await host.im.sendRoomMessage(roomId, 'text', { text: '重连后也能收到' });
        await until(() => got.includes('重连后也能收到'), 'room message after reconnect', 300);
      },
      { timeout: 8_000, interval: 50 },
    );
    const history = await viewer.im.findRoomMessages({ roomId, limit: 10 });
    expect(history.list.map((m) => m.content.text)).toEqual(expect.arrayContaining(['欢迎来到直播间', '重连后也能收到']));

    await viewer.im.leaveRoom(roomId);
    expect(viewer.im.getState().rooms).toEqual({});
    await host.im.sendRoomMessage(roomId, 'text', { text: '离开后收不到' });
    // A round trip on the viewer's socket after the send was answered: the broadcast would be in by now.
    await viewer.im.findRoomMessages({ roomId, limit: 1 }).catch(() => undefined);
    expect(got).not.toContain('离开后收不到');
  });
});

describe('contacts with the real server', () => {
  it('a removed conversation leaves the list and comes back with unread 1 on the next message', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);
    const conv = await seeker.im.resolve({ jobId });
    await recruiter.im.loadContacts();
    await until(() => recruiter.im.getState().contacts.some((c) => c.cid === conv.id), 'listed');
    await recruiter.im.setFlag(conv.id, 'isRemove', true);
    expect(recruiter.im.getState().contacts.some((c) => c.cid === conv.id)).toBe(false);
    const total = recruiter.im.getState().unreadTotal;
    await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '还在考虑我吗？' });
    await until(() => recruiter.im.getState().contacts.some((c) => c.cid === conv.id && c.unread === 1), 'restored with unread 1');
    expect(recruiter.im.getState().unreadTotal).toBe(total + 1);
    expect(recruiter.session.getState().user!.unread).toBe(total + 1);
  });

  it('a blocked contact: my message is refused with 7000 (the pending copy goes, the toast says why); unblocking lets it through', async () => {
    const seeker = await user('13800000001');
    const recruiter = await user('13800000002');
    await connected(seeker.im);
    await connected(recruiter.im);
    const conv = await seeker.im.resolve({ jobId });
    await seeker.im.openConversation(conv.id);
    await recruiter.im.resolve({ cid: conv.id });
    await recruiter.im.openConversation(conv.id);
    await recruiter.im.setFlag(conv.id, 'isBlack', true);
    const before = seeker.im.getState().conversations[conv.id]!.messages.length;
    expect(await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '被拉黑了吗' })).toBeNull();
    expect(seeker.im.getState().conversations[conv.id]!.messages).toHaveLength(before);
    expect(seeker.toasts.at(-1)).toBe('消息发送失败：对方已拒收你的消息');
    expect(texts(recruiter.im, conv.id)).not.toContain('被拉黑了吗');
    await recruiter.im.setFlag(conv.id, 'isBlack', false);
    await seeker.im.send(conv.id, conv.chatUserId, 'text', { text: '现在可以了' });
    await until(() => texts(recruiter.im, conv.id).includes('现在可以了'), 'delivered after unblock');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_IM_CONTACT_MISSING,
  CODE_IM_EXCHANGE_REFUSED,
  CODE_IM_MESSAGE_REMOVED,
  CODE_IM_NOT_LOGGED_IN,
  CODE_IM_REVOKE_REFUSED,
  CODE_IM_ROLE_REFUSED,
  CODE_IM_TOKEN_INVALID,
  IM_PATHS,
  type ImChatOptions,
  type ImContact,
  type ImConversation,
  type ImMessage,
} from '../../../../schemas/im';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { createTenantScope } from '../../../db/tenant';
import { migrate } from '../../../db/migrate';
import { acceptedExchangeBetween } from '../access';
import { call, chatLogin, connectAs, connect, newClientId, until, type ImClientSocket, type Received } from './im-client';

/**
 * Chat rules against the real server, database and socket.io: conversations, sequence numbers,
 * idempotent resends, sync, unread, read, revoke, blocking, exchanges, contacts, tenants.
 */
let s: TestServer;
let demoId: number;
let seeker: { access: string; chat: ImChatOptions };
let recruiter: { access: string; chat: ImChatOptions };
let jobIds: number[];
const sockets: ImClientSocket[] = [];

async function as(chat: ImChatOptions): Promise<{ socket: ImClientSocket; got: Received }> {
  const c = await connectAs(s.url, chat.token);
  sockets.push(c.socket);
  return c;
}

const api = async (who: { access: string }, path: string, body: unknown = {}, agent = 'demo') => (await s.call(path, body, { token: who.access, agent })).body;

async function addUser(mobile: string, name: string, role: number, tenantId = demoId): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(
    `INSERT INTO users (tenant_id, mobile, name, role, password_hash)
     SELECT tenant_id, $2, $3, $4, password_hash FROM users WHERE tenant_id = $1 AND mobile = '13800000001' RETURNING id`,
    [tenantId, mobile, name, role],
  );
  return row!.id;
}

async function send(socket: ImClientSocket, cid: number, type: string, content: Record<string, unknown>, clientId = newClientId()) {
  return call<ImMessage>(socket, 'imMsgSend', { type, content: { cid, ...content }, clientId });
}

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  demoId = (await s.db.query<{ id: number }>("SELECT id FROM agents WHERE agent_key = 'demo'"))[0]!.id;
  seeker = await chatLogin(s, '13800000001');
  recruiter = await chatLogin(s, '13800000002');
  jobIds = (
    await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE tenant_id = $1 AND recruiter_id = $2 AND status = 1 ORDER BY id LIMIT 3', [demoId, recruiter.chat.userId])
  ).map((r) => r.id);
});
afterAll(async () => {
  for (const so of sockets) so.disconnect();
  await s.close();
});

describe('chat login', () => {
  it('gives a chat token of this site and user, and the socket path', async () => {
    expect(seeker.chat).toMatchObject({ userId: seeker.chat.imUserId, key: 'demo', socketPath: '/im/socket.io' });
    expect(seeker.chat.token.startsWith(`${demoId}.`)).toBe(true);
    const anon = await s.call(IM_PATHS.login, {});
    expect(anon.body.code).toBe(1006);
  });

  it('refuses a wrong token and anything before login', async () => {
    const { socket } = await connect(s.url);
    sockets.push(socket);
    const early = await call(socket, 'imMsgSend', { type: 'text', content: { cid: 1, text: 'hi' }, clientId: newClientId() });
    expect(early).toMatchObject({ code: CODE_IM_NOT_LOGGED_IN, msg: '聊天未登录，请稍后重试' });
    expect((await call(socket, 'imLogin', { token: `${demoId}.${'x'.repeat(43)}` })).code).toBe(CODE_IM_TOKEN_INVALID);
    expect((await call(socket, 'imLogin', { token: 'garbage' })).code).toBe(CODE_IM_TOKEN_INVALID);
    expect((await call(socket, 'imLogin', {})).code).toBe(400);
    const ok = await call(socket, 'imLogin', { token: seeker.chat.token });
    expect(ok).toMatchObject({ code: 200, data: { userId: seeker.chat.userId } });
    expect((await call(socket, 'imLogout', {})).code).toBe(200);
    expect((await call(socket, 'imMsgSync', { cid: 1 })).code).toBe(CODE_IM_NOT_LOGGED_IN);
  });

  it('logging out of the site ends the chat token made from that login', async () => {
    const other = await chatLogin(s, '13800000001');
    const { socket } = await connect(s.url);
    sockets.push(socket);
    expect((await call(socket, 'imLogin', { token: other.chat.token })).code).toBe(200);
    expect((await s.call('/api-auth/user/logout', {}, { token: other.access })).body.code).toBe(200);
    expect((await call(socket, 'imLogin', { token: other.chat.token })).code).toBe(CODE_IM_TOKEN_INVALID);
    // The seeker's other login (another device) keeps its chat.
    expect((await call(socket, 'imLogin', { token: seeker.chat.token })).code).toBe(200);
  });
});

describe('conversations', () => {
  it('byJob opens the seeker’s conversation with the job’s recruiter, once', async () => {
    const a = await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] });
    expect(a.code).toBe(200);
    const conv = a.data as ImConversation;
    expect(conv).toMatchObject({ userId: seeker.chat.userId, chatUserId: recruiter.chat.userId, initiate: true, seekerId: seeker.chat.userId, recruiterId: recruiter.chat.userId });
    expect(conv.userjob?.jobId).toBe(jobIds[0]);
    expect(conv.contact.user.role).toBe(1);
    const again = await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] });
    expect(again.data.id).toBe(conv.id);
    // The recruiter reaches the same conversation from the seeker's id.
    const rel = await api(recruiter, IM_PATHS.byRelation, { relationId: seeker.chat.userId, jobId: jobIds[0] });
    expect(rel.data).toMatchObject({ id: conv.id, initiate: false, chatUserId: seeker.chat.userId });
  });

  it('refuses a recruiter’s own job, missing jobs and users, and bad ids readably', async () => {
    expect((await api(recruiter, IM_PATHS.byJob, { jobId: jobIds[0] })).code).toBe(400);
    expect((await api(seeker, IM_PATHS.byJob, { jobId: 999_999 })).code).toBe(404);
    expect((await api(seeker, IM_PATHS.byRelation, { relationId: 999_999 })).code).toBe(404);
    expect((await api(seeker, IM_PATHS.byRelation, { relationId: seeker.chat.userId })).msg).toBe('不能和自己沟通');
    const otherSeeker = await addUser('13800000051', '冯七', 0);
    expect((await api(seeker, IM_PATHS.byRelation, { relationId: otherSeeker })).msg).toBe('只能在求职者与招聘者之间发起沟通');
    const bad = await api(seeker, IM_PATHS.conversationGet, { cid: 'abc' });
    expect(bad).toMatchObject({ code: 400, msg: '会话 cid 无效' });
  });

  it('switchJob changes the job to another of the recruiter’s and tells both sides', async () => {
    const conv = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data as ImConversation;
    const r = await as(recruiter.chat);
    const sw = await api(seeker, IM_PATHS.switchJob, { cid: conv.id, jobId: jobIds[1] });
    expect(sw.data.userjob.jobId).toBe(jobIds[1]);
    await until(() => r.got.msgs.some((m) => m.type === 'system' && m.content.kind === 'switchJob'), 3000, 'switch notice');
    await until(() => r.got.conversations.some((c) => c.userjob?.jobId === jobIds[1]), 3000, 'conversation push');
    const [other] = await s.db.query<{ id: number }>('SELECT j.id FROM jobs j WHERE j.tenant_id = $1 AND j.recruiter_id IS DISTINCT FROM $2 AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.tenant_id = j.tenant_id AND m.company_id = j.company_id AND m.user_id = $2) LIMIT 1', [demoId, recruiter.chat.userId]);
    if (other) expect((await api(seeker, IM_PATHS.switchJob, { cid: conv.id, jobId: other.id })).code).toBe(400);
    await api(seeker, IM_PATHS.switchJob, { cid: conv.id, jobId: jobIds[0] });
  });
});

describe('messages', () => {
  let cid: number;
  beforeAll(async () => {
    cid = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data.id;
  });

  it('numbers messages per conversation, delivers to the other side and to my other devices', async () => {
    const a = await as(seeker.chat);
    const a2 = await as(seeker.chat);
    const b = await as(recruiter.chat);
    const before = (await api(seeker, IM_PATHS.conversationGet, { cid })).data.lastSeq as number;
    const r = await send(a.socket, cid, 'text', { text: '您好，我对这个职位很感兴趣' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ cid, seq: before + 1, type: 'text', status: 0, revoke: 0, fromUserId: seeker.chat.userId, toUserId: recruiter.chat.userId });
    await until(() => b.got.msgs.some((m) => m.id === r.data!.id), 3000, 'recipient push');
    await until(() => a2.got.msgs.some((m) => m.id === r.data!.id), 3000, 'other device push');
    // The sending socket has it in the ack and is not pushed it again; an answer sent after the push is
    // read after it (one socket's packets keep their order), so a push would have come by then.
    await call(a.socket, 'imMsgSync', { cid, afterSeq: before });
    expect(a.got.msgs.some((m) => m.id === r.data!.id)).toBe(false);
  });

  it('a resend with the same clientId returns the original message, stored once', async () => {
    const a = await as(seeker.chat);
    const clientId = newClientId();
    const first = await send(a.socket, cid, 'text', { text: '重发测试' }, clientId);
    const second = await send(a.socket, cid, 'text', { text: '重发测试' }, clientId);
    expect(second.data!.id).toBe(first.data!.id);
    expect(second.data!.seq).toBe(first.data!.seq);
    const [n] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM im_messages WHERE client_id = $1', [clientId]);
    expect(n!.n).toBe(1);
  });

  it('concurrent sends from both sides get distinct, gap-free sequence numbers', async () => {
    const a = await as(seeker.chat);
    const b = await as(recruiter.chat);
    const start = (await api(seeker, IM_PATHS.conversationGet, { cid })).data.lastSeq as number;
    const acks = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i % 2 ? a.socket : b.socket, cid, 'text', { text: `并发 ${i}` })));
    const seqs = acks.map((x) => x.data!.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => start + i + 1));
    const sync = await call(a.socket, 'imMsgSync', { cid, afterSeq: start });
    expect(sync.data.list.map((m: ImMessage) => m.seq)).toEqual(seqs);
    expect(sync.data.done).toBe(true);
    const paged = await call(a.socket, 'imMsgSync', { cid, afterSeq: start, limit: 10 });
    expect(paged.data.list).toHaveLength(10);
    expect(paged.data.done).toBe(false);
  });

  it('a burst committed together keeps a resend idempotent and refuses only the bad messages in it', async () => {
    const a = await as(seeker.chat);
    const start = (await api(seeker, IM_PATHS.conversationGet, { cid })).data.lastSeq as number;
    const again = newClientId();
    const acks = await Promise.all([
      send(a.socket, cid, 'text', { text: '第一条' }, again),
      send(a.socket, cid, 'text', { text: '' }),
      send(a.socket, cid, 'text', { text: '第二条' }),
      send(a.socket, cid, 'text', { text: '第一条' }, again),
      send(a.socket, 987654, 'text', { text: '没有这个会话' }),
    ]);
    expect(acks[1]!.code).not.toBe(200);
    expect(acks[4]!.code).toBe(404);
    expect(acks[3]!.data!.id).toBe(acks[0]!.data!.id);
    expect([acks[0]!.data!.seq, acks[2]!.data!.seq].sort((x, y) => x - y)).toEqual([start + 1, start + 2]);
    const sync = await call(a.socket, 'imMsgSync', { cid, afterSeq: start });
    expect(sync.data.list.map((m: ImMessage) => m.content.text)).toEqual(acks[0]!.data!.seq < acks[2]!.data!.seq ? ['第一条', '第二条'] : ['第二条', '第一条']);
  });

  it('unread counts the other side’s messages after my read sequence; read zeroes it and tells the sender', async () => {
    await api(recruiter, IM_PATHS.read, { cid });
    await api(seeker, IM_PATHS.read, { cid });
    const a = await as(seeker.chat);
    const b = await as(recruiter.chat);
    for (let i = 0; i < 3; i++) await send(a.socket, cid, 'text', { text: `未读 ${i}` });
    await send(b.socket, cid, 'text', { text: '我自己的不算' });
    const unread = (await api(recruiter, IM_PATHS.unreadGet)).data;
    expect(unread.list).toContainEqual({ cid, unread: 3 });
    expect((await api(recruiter, IM_PATHS.conversationGet, { cid })).data.unread).toBe(3);
    // The user session (infoGet) carries the same total, so the tab bar badge is right before chat logs in.
    expect((await api(recruiter, '/api-user/user/infoGet')).data.unread).toBe(unread.total);
    expect(unread.total).toBeGreaterThanOrEqual(3);
    const read = await call(b.socket, 'imMsgSend', { type: 'read', content: { cid }, clientId: newClientId() });
    expect(read.data).toMatchObject({ cid, unread: 0 });
    expect(read.data.total).toBeGreaterThanOrEqual(0);
    await until(() => a.got.reads.some((x) => x.cid === cid && x.userId === recruiter.chat.userId), 3000, 'read receipt');
    const hist = (await api(seeker, IM_PATHS.history, { cid, page: 1, limit: 5 })).data;
    const mine = hist.list.filter((m: ImMessage) => m.fromUserId === seeker.chat.userId);
    expect(mine.length).toBeGreaterThan(0);
    for (const m of mine) expect(m.status).toBe(1);
  });

  it('a user’s devices stay in step: reading and pinning on one reaches the other', async () => {
    const phone = await as(recruiter.chat);
    const tablet = await as(recruiter.chat);
    const a = await as(seeker.chat);
    await send(a.socket, cid, 'text', { text: '两台设备' });
    await until(() => phone.got.msgs.length > 0 && tablet.got.msgs.length > 0, 3000, 'both devices get the message');
    await call(phone.socket, 'imMsgSend', { type: 'read', content: { cid }, clientId: newClientId() });
    await until(() => tablet.got.reads.some((r) => r.cid === cid && r.userId === recruiter.chat.userId), 3000, 'read on the other device');
    await until(() => tablet.got.unread.length > 0, 3000, 'unread total on the other device');
    await api(recruiter, IM_PATHS.topSet, { cid, isTop: true });
    await until(() => phone.got.contacts.some((c) => c.cid === cid && c.isTop) && tablet.got.contacts.some((c) => c.cid === cid && c.isTop), 3000, 'pin on both devices');
    await api(recruiter, IM_PATHS.topSet, { cid, isTop: false });
  });

  it('reread is ignored', async () => {
    const a = await as(seeker.chat);
    const before = (await api(seeker, IM_PATHS.conversationGet, { cid })).data.lastSeq;
    const r = await call(a.socket, 'imMsgSend', { type: 'reread', content: { cid }, clientId: newClientId() });
    expect(r).toMatchObject({ code: 200, data: null });
    expect((await api(seeker, IM_PATHS.conversationGet, { cid })).data.lastSeq).toBe(before);
  });

  it('revoke: sender only, within 2 minutes; the text is gone and both sides learn it', async () => {
    const a = await as(seeker.chat);
    const b = await as(recruiter.chat);
    const m = (await send(a.socket, cid, 'text', { text: '发错了' })).data!;
    const notMine = await call(b.socket, 'imMsgSend', { type: 'revoke', content: { cid, msgId: m.msgId }, clientId: newClientId() });
    expect(notMine).toMatchObject({ code: CODE_IM_REVOKE_REFUSED, msg: '只能撤回自己发送的消息' });
    const ok = await call(a.socket, 'imMsgSend', { type: 'revoke', content: { cid, msgId: m.msgId }, clientId: newClientId() });
    expect(ok.data).toMatchObject({ type: 'revoke', content: { msgId: m.msgId, id: m.id } });
    await until(() => b.got.msgs.some((x) => x.type === 'revoke' && x.content.msgId === m.msgId), 3000, 'revoke push');
    const got = (await api(recruiter, IM_PATHS.msgGet, { msgId: m.msgId })).data;
    expect(got).toMatchObject({ revoke: 1, content: {} });
    const late = (await send(a.socket, cid, 'text', { text: '太晚了' })).data!;
    s.clock.advance(121_000);
    const tooLate = await call(a.socket, 'imMsgSend', { type: 'revoke', content: { cid, msgId: late.msgId }, clientId: newClientId() });
    expect(tooLate).toMatchObject({ code: CODE_IM_REVOKE_REFUSED, msg: '消息发送已超过 2 分钟，无法撤回' });
  });

  it('validates bodies readably and completes cards from the server', async () => {
    const a = await as(seeker.chat);
    expect(await call(a.socket, 'imMsgSend', { type: 'text', content: { cid, text: 'x' } })).toMatchObject({ code: 400, msg: '缺少 clientId' });
    expect(await send(a.socket, cid, 'text', { text: '   ' })).toMatchObject({ code: 400, msg: '消息内容不能为空' });
    expect((await send(a.socket, cid, 'text', { text: '长'.repeat(2001) })).msg).toBe('消息最多 2000 个字');
    expect(await send(a.socket, cid, 'image', { url: 'javascript:alert(1)' })).toMatchObject({ code: 400, msg: '图片地址无效' });
    expect((await send(a.socket, cid, 'system', { text: '伪造' })).code).toBe(400);
    const job = await send(a.socket, cid, 'job', { jobId: jobIds[0] });
    expect(job.data!.content).toMatchObject({ jobId: jobIds[0], title: expect.any(String), companyName: expect.any(String) });
    const resume = await send(a.socket, cid, 'resume', {});
    expect(resume.data!.content).toMatchObject({ userId: seeker.chat.userId, url: `/resume/${seeker.chat.userId}` });
    const emoji = await send(a.socket, cid, 'emoji', { code: '[微笑]' });
    expect(emoji.data!.content).toMatchObject({ code: '[微笑]', name: '微笑', src: expect.stringMatching(/^\/im\/emoji\/default\/\d+\.svg$/) });
    expect((await send(a.socket, cid, 'emoji', { code: '[不存在]' })).msg).toBe('表情不存在');
    const img = await send(a.socket, cid, 'image', { url: '/files/a.png', width: 10, height: 20 });
    expect(img.code).toBe(200);
    expect((await send(a.socket, 999_999, 'text', { text: 'x' })).code).toBe(404);
  });
});

describe('blocking', () => {
  it('a blocked contact’s messages are refused (7000), they leave my list, and my reading sends them no receipts', async () => {
    await addUser('13800000031', '周小北', 0);
    const access = await s.login('13800000031', 'demo1234');
    const other = { access, chat: (await s.call(IM_PATHS.login, {}, { token: access })).body.data as ImChatOptions };
    const conv = (await api(other, IM_PATHS.byJob, { jobId: jobIds[2] })).data as ImConversation;
    const x = await as(other.chat);
    const r = await as(recruiter.chat);
    await send(x.socket, conv.id, 'text', { text: '在吗' });
    await until(() => r.got.msgs.some((m) => m.cid === conv.id), 3000, 'first message');
    // The first message announces the new conversation to the recipient's list.
    await until(() => r.got.conversations.some((c) => c.id === conv.id && c.unread === 1 && c.chatUserId === other.chat.userId), 3000, 'new conversation push');
    // The recruiter blocks the seeker.
    const blocked = await api(recruiter, IM_PATHS.blackSet, { cid: conv.id, isBlack: true });
    expect(blocked.data).toMatchObject({ cid: conv.id, isBlack: true });
    const refused = await send(x.socket, conv.id, 'text', { text: '为什么不回我' });
    expect(refused).toMatchObject({ code: CODE_IM_MESSAGE_REMOVED, msg: '对方已拒收你的消息' });
    const fallback = await s.app.inject({ method: 'POST', url: IM_PATHS.fallbackSend, headers: { authorization: other.chat.token, 'content-type': 'application/json' }, payload: { type: 'text', content: { cid: conv.id, text: '换个方式' }, clientId: newClientId() } });
    expect(fallback.json().code).toBe(CODE_IM_MESSAGE_REMOVED);
    const list = (await api(recruiter, IM_PATHS.contactFind, { page: 1, limit: 50 })).data;
    expect(list.list.map((c: ImContact) => c.cid)).not.toContain(conv.id);
    const black = (await api(recruiter, IM_PATHS.blacklist, { page: 1, limit: 50 })).data;
    expect(black.list.map((c: ImContact) => c.cid)).toContain(conv.id);
    // The blocker may still write; the blocked one reads it, and the blocker gets no receipt.
    const mine = (await send(r.socket, conv.id, 'text', { text: '请不要再发了' })).data!;
    await api(other, IM_PATHS.read, { cid: conv.id });
    // A round trip on the blocker's socket: a receipt pushed before its answer would be in by now.
    await call(r.socket, 'imMsgSync', { cid: conv.id, afterSeq: 0 });
    expect(r.got.reads.filter((x) => x.cid === conv.id && x.userId === other.chat.userId)).toHaveLength(0);
    expect((await api(recruiter, IM_PATHS.msgGet, { msgId: mine.msgId })).data.status).toBe(0);
    // Unblocked, messages flow again.
    await api(recruiter, IM_PATHS.blackSet, { cid: conv.id, isBlack: false });
    expect((await send(x.socket, conv.id, 'text', { text: '谢谢' })).code).toBe(200);
    // One conversation's pushes come in order: with 谢谢 in, the two refused messages never came.
    await until(() => r.got.msgs.some((m) => m.cid === conv.id && (m.content as { text?: string }).text === '谢谢'), 3000, 'message after unblocking');
    expect(r.got.msgs.filter((m) => m.cid === conv.id && m.fromUserId === other.chat.userId).map((m) => (m.content as { text?: string }).text)).toEqual(['在吗', '谢谢']);
  });
});

describe('exchange requests', () => {
  let cid: number;
  let a: { socket: ImClientSocket; got: Received };
  let b: { socket: ImClientSocket; got: Received };
  beforeAll(async () => {
    cid = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data.id;
    a = await as(seeker.chat);
    b = await as(recruiter.chat);
  });

  it('phone exchange: a newer request closes the older one; acceptance reveals both numbers, only then', async () => {
    const first = (await send(a.socket, cid, 'mobileExchange', {})).data!;
    expect(first.content).toMatchObject({ status: 1, kind: 'mobileExchange' });
    expect(JSON.stringify(first)).not.toContain('13800000002');
    const second = (await send(a.socket, cid, 'mobileExchange', {})).data!;
    const old = (await api(seeker, IM_PATHS.msgGet, { msgId: first.msgId })).data;
    expect(old.content.status).toBe(5);
    await until(() => b.got.msgs.some((m) => m.type === 'system' && m.content.exchangeId === first.content.exchangeId && m.content.status === 5), 3000, 'superseded notice');
    // Nobody answers their own request.
    const own = await send(a.socket, cid, 'mobileExchangeResult', { exchangeId: second.content.exchangeId, status: 2 });
    expect(own.code).toBe(CODE_IM_EXCHANGE_REFUSED);
    const accepted = await send(b.socket, cid, 'mobileExchangeResult', { msgId: second.msgId, status: 2 });
    expect(accepted.data).toMatchObject({ type: 'mobileExchangeResult', content: { status: 2, msgId: second.msgId } });
    const reveal = (m: ImMessage) => m.type === 'system' && m.content.exchangeId === second.content.exchangeId && m.content.status === 2;
    await until(() => a.got.msgs.some(reveal) && b.got.msgs.some(reveal), 3000, 'reveal on both sides');
    const sys = a.got.msgs.find(reveal)!;
    expect(sys.content).toMatchObject({ text: '双方已交换电话', reveal: { mobiles: { [seeker.chat.userId]: '13800000001', [recruiter.chat.userId]: '13800000002' } } });
    expect((await api(seeker, IM_PATHS.msgGet, { msgId: second.msgId })).data.content.status).toBe(2);
    expect((await send(b.socket, cid, 'mobileExchangeResult', { msgId: second.msgId, status: 3 })).msg).toBe('该请求已处理');
    const found = (await api(seeker, IM_PATHS.exchangeFind, { cid, kind: 'mobileExchange' })).data.list;
    expect(found.map((e: { status: number }) => e.status)).toEqual([2, 5]);
  });

  it('other areas can ask whether an exchange was accepted (resume contact visibility)', async () => {
    const { appRole } = await migrate(s.db);
    const scope = createTenantScope(s.db, demoId, appRole);
    const yes = await scope.run((q) => acceptedExchangeBetween(q, demoId, recruiter.chat.userId, seeker.chat.userId));
    expect(yes).toBe(true);
    const interviewOnly = await scope.run((q) => acceptedExchangeBetween(q, demoId, recruiter.chat.userId, seeker.chat.userId, ['interviewExchange']));
    expect(interviewOnly).toBe(false);
    // The recruiter's view of the seeker's resume is unmasked by that acceptance (no application needed).
    const applied = await s.db.query('SELECT 1 FROM job_applications WHERE tenant_id = $1 AND seeker_id = $2 AND status <> 6', [demoId, seeker.chat.userId]);
    expect(applied).toHaveLength(0);
    const detail = (await api(recruiter, '/api-user/resume/detail', { id: seeker.chat.userId })).data;
    expect(detail).toMatchObject({ contactVisible: true, contactReason: 'exchange' });
    expect(detail.resume.base.phone).not.toContain('*');
  });

  it('WeChat exchange needs a WeChat id on the card; rejection tells both sides', async () => {
    await s.db.query('DELETE FROM user_contacts WHERE tenant_id = $1 AND user_id IN ($2, $3)', [demoId, seeker.chat.userId, recruiter.chat.userId]);
    expect((await send(a.socket, cid, 'wechatExchange', {})).code).toBe(CODE_IM_CONTACT_MISSING);
    await s.db.query(`INSERT INTO user_contacts (tenant_id, user_id, wechat) VALUES ($1, $2, 'lin_xiaoyu')`, [demoId, seeker.chat.userId]);
    const req = (await send(a.socket, cid, 'wechatExchange', {})).data!;
    expect((await send(b.socket, cid, 'wechatExchangeResult', { msgId: req.msgId, status: 2 })).code).toBe(CODE_IM_CONTACT_MISSING);
    const no = await send(b.socket, cid, 'wechatExchangeResult', { msgId: req.msgId, status: 3 });
    expect(no.code).toBe(200);
    await until(() => a.got.msgs.some((m) => m.type === 'system' && m.content.exchangeId === req.content.exchangeId && m.content.text === '对方拒绝了交换微信请求'), 3000, 'rejection');
    const sys = a.got.msgs.find((m) => m.type === 'system' && m.content.exchangeId === req.content.exchangeId)!;
    expect(sys.content.reveal).toBeUndefined();
  });

  it('resume exchange acceptance carries the resume link; withdrawal by exchange/remove', async () => {
    const req = (await send(b.socket, cid, 'resumeExchange', {})).data!;
    await send(a.socket, cid, 'resumeExchangeResult', { exchangeId: req.content.exchangeId, status: 2 });
    await until(() => b.got.msgs.some((m) => m.type === 'system' && m.content.exchangeId === req.content.exchangeId && (m.content.reveal as { resumeUrl?: string })?.resumeUrl === `/resume/${seeker.chat.userId}`), 3000, 'resume link');
    const again = (await send(b.socket, cid, 'resumeExchange', {})).data!;
    expect((await api(seeker, IM_PATHS.exchangeRemove, { id: again.content.exchangeId })).code).toBe(CODE_IM_EXCHANGE_REFUSED);
    const removed = await api(recruiter, IM_PATHS.exchangeRemove, { id: again.content.exchangeId });
    expect(removed.data).toMatchObject({ status: 5 });
    await until(() => a.got.msgs.some((m) => m.type === 'resumeExchangeClose' && m.content.exchangeId === again.content.exchangeId), 3000, 'close message');
  });

  it('interview invitations: recruiters only; result and close update the conversation’s interview status', async () => {
    expect((await send(a.socket, cid, 'interviewExchange', { time: Date.now() + 86_400_000 })).code).toBe(CODE_IM_ROLE_REFUSED);
    expect((await send(b.socket, cid, 'interviewExchange', {})).msg).toBe('请选择面试时间');
    const inv = (await send(b.socket, cid, 'interviewExchange', { time: Date.now() + 86_400_000, address: '杭州市西湖区文三路 90 号', remark: '请带简历' })).data!;
    expect((await api(seeker, IM_PATHS.conversationGet, { cid })).data.interview).toEqual({ id: inv.content.exchangeId, status: 1 });
    await send(a.socket, cid, 'interviewExchangeResult', { msgId: inv.msgId, status: 2 });
    expect((await api(recruiter, IM_PATHS.conversationGet, { cid })).data.interview.status).toBe(2);
    await until(() => a.got.conversations.some((c) => c.id === cid && c.interview.status === 2), 3000, 'interview push');
    const closed = await send(b.socket, cid, 'interviewExchangeClose', { msgId: inv.msgId });
    expect(closed.code).toBe(200);
    expect((await api(seeker, IM_PATHS.conversationGet, { cid })).data.interview.status).toBe(5);
    expect((await send(a.socket, cid, 'acceptedExchange', {})).code).toBe(CODE_IM_ROLE_REFUSED);
  });

  it('exchange answers and system notices are not counted as unread', async () => {
    await api(seeker, IM_PATHS.read, { cid });
    await api(recruiter, IM_PATHS.read, { cid });
    const req = (await send(b.socket, cid, 'acceptedExchange', { remark: '期待加入' })).data!;
    expect((await api(seeker, IM_PATHS.conversationGet, { cid })).data.unread).toBe(1);
    await send(a.socket, cid, 'acceptedExchangeResult', { msgId: req.msgId, status: 2 });
    // The seeker's answer and the system notice do not raise the recruiter's unread.
    expect((await api(recruiter, IM_PATHS.conversationGet, { cid })).data.unread).toBe(0);
  });
});

describe('contacts', () => {
  it('lists contacts top first; removed and improper ones leave; a new message restores a removed one with unread 1', async () => {
    const ids: number[] = [];
    for (const [mobile, name] of [['13800000041', '吴一'], ['13800000042', '郑二']] as const) {
      await addUser(mobile, name, 0);
      const access = await s.login(mobile, 'demo1234');
      const chat = (await s.call(IM_PATHS.login, {}, { token: access })).body.data as ImChatOptions;
      const conv = (await api({ access }, IM_PATHS.byJob, { jobId: jobIds[1] })).data as ImConversation;
      const c = await as(chat);
      await send(c.socket, conv.id, 'text', { text: `${name}的消息` });
      ids.push(conv.id);
      sockets.push(c.socket);
      (ids as number[] & { sock?: ImClientSocket[] }).sock = [...((ids as { sock?: ImClientSocket[] }).sock ?? []), c.socket];
    }
    const [first, second] = ids as [number, number];
    const page = (await api(recruiter, IM_PATHS.contactFind, { page: 1 })).data;
    expect(page.limit).toBe(12);
    expect(page.list[0].cid).toBe(second);
    await api(recruiter, IM_PATHS.topSet, { cid: first, isTop: true });
    const topped = (await api(recruiter, IM_PATHS.contactFind, {})).data;
    expect(topped.list[0]).toMatchObject({ cid: first, isTop: true });
    // Remove with 1 unread, then 3 new messages would show 3 — the removal read the old ones.
    await api(recruiter, IM_PATHS.removeSet, { cid: first, isRemove: true });
    expect((await api(recruiter, IM_PATHS.contactFind, { limit: 50 })).data.list.map((c: ImContact) => c.cid)).not.toContain(first);
    const sock = (ids as { sock?: ImClientSocket[] }).sock![0]!;
    await send(sock, first, 'text', { text: '我又来了' });
    const back = (await api(recruiter, IM_PATHS.contactFind, { limit: 50 })).data.list.find((c: ImContact) => c.cid === first);
    expect(back).toMatchObject({ isRemove: false, unread: 1 });
    await api(recruiter, IM_PATHS.improperSet, { cid: second, isImproper: true });
    expect((await api(recruiter, IM_PATHS.contactFind, { limit: 50 })).data.list.map((c: ImContact) => c.cid)).not.toContain(second);
    const all = (await api(recruiter, IM_PATHS.conversationList, {})).data;
    expect(all.limit).toBe(20);
    expect(all.list.map((c: ImConversation) => c.id)).toContain(second);
    const cleared = (await api(recruiter, IM_PATHS.unreadClear, {})).data;
    expect(cleared.total).toBe(0);
  });
});

describe('favorites', () => {
  it('a contact the user keeps among favorites is marked isFavorites', async () => {
    const uid = await addUser('13800000043', '王三', 0);
    const access = await s.login('13800000043', 'demo1234');
    const conv = (await api({ access }, IM_PATHS.byJob, { jobId: jobIds[1] })).data as ImConversation;
    const view = async () => ((await api(recruiter, IM_PATHS.conversationGet, { cid: conv.id })).data as ImConversation).contact;
    expect((await view()).isFavorites).toBe(false);
    expect((await api(recruiter, '/api-user/userFavorites/save', { type: 'resume', data: { id: uid } })).code).toBe(200);
    expect((await view()).isFavorites).toBe(true);
  });

  it('every conversation in the list reads exactly as the conversation itself (peer card, job, last message, favorite, read marks)', async () => {
    const list = (await api(recruiter, IM_PATHS.conversationList, { limit: 50 })).data.list as ImConversation[];
    expect(list.length).toBeGreaterThan(2);
    expect(list.some((c) => c.lastMessage && c.userjob)).toBe(true);
    expect(list.some((c) => c.contact.isFavorites)).toBe(true);
    for (const c of list) expect(c).toEqual((await api(recruiter, IM_PATHS.conversationGet, { cid: c.id })).data);
    const contacts = (await api(recruiter, IM_PATHS.contactFind, { limit: 50 })).data.list as ImContact[];
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) expect(c).toEqual(list.find((v) => v.id === c.cid)?.contact);
  });
});

describe('announcing new conversations', () => {
  it('first messages committed together announce each conversation to its recipient exactly as conversationGet reads it', async () => {
    // The batch builds these views in one query (send-batch.ts); they must not differ from the single view.
    const r = await as(recruiter.chat);
    const firsts: { cid: number; socket: ImClientSocket }[] = [];
    for (const [mobile, name] of [['13800000044', '冯四'], ['13800000045', '陈五'], ['13800000046', '褚六']] as const) {
      await addUser(mobile, name, 0);
      const access = await s.login(mobile, 'demo1234');
      const chat = (await s.call(IM_PATHS.login, {}, { token: access })).body.data as ImChatOptions;
      const conv = (await api({ access }, IM_PATHS.byJob, { jobId: jobIds[2] ?? jobIds[0] })).data as ImConversation;
      firsts.push({ cid: conv.id, socket: (await as(chat)).socket });
    }
    const acks = await Promise.all(firsts.map((f, i) => send(f.socket, f.cid, 'text', { text: `第一条 ${i}` })));
    expect(acks.map((a) => a.data!.seq)).toEqual([1, 1, 1]);
    await until(() => firsts.every((f) => r.got.conversations.some((c) => c.id === f.cid)), 5000, 'three announcements');
    for (const f of firsts) {
      const announced = r.got.conversations.find((c) => c.id === f.cid)!;
      expect(announced).toMatchObject({ lastSeq: 1, unread: 1, lastMessage: { seq: 1 } });
      expect(announced).toEqual((await api(recruiter, IM_PATHS.conversationGet, { cid: f.cid })).data);
    }
  });
});

describe('notices from other areas', () => {
  it('post a system message into the two users’ conversation, seen by both, not counted as unread', async () => {
    const cid = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data.id;
    await api(seeker, IM_PATHS.read, { cid });
    const a = await as(seeker.chat);
    const { appRole } = await migrate(s.db);
    const m = await s.app.imService.notice(createTenantScope(s.db, demoId, appRole), { fromUserId: recruiter.chat.userId, toUserId: seeker.chat.userId, text: '您的简历已被查看', jobId: jobIds[0] });
    expect(m).toMatchObject({ cid, type: 'system', content: { text: '您的简历已被查看', kind: 'notice', jobId: jobIds[0] } });
    await until(() => a.got.msgs.some((x) => x.id === m.id), 3000, 'notice push');
    expect((await api(seeker, IM_PATHS.conversationGet, { cid })).data.unread).toBe(0);
  });
});

describe('fallback over HTTP', () => {
  it('sends with the chat token and polls findToMe; the socket side receives it', async () => {
    const cid = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data.id;
    const b = await as(recruiter.chat);
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) }).then((r) => r.json());
    const clientId = newClientId();
    const sent = await post(IM_PATHS.fallbackSend, { type: 'text', content: { cid, text: '网络不好，用 HTTP 发' }, toUserId: recruiter.chat.userId, clientId }, { authorization: seeker.chat.token });
    expect(sent).toMatchObject({ code: 200, data: { type: 'text', cid } });
    await until(() => b.got.msgs.some((m) => m.id === sent.data.id), 3000, 'push of fallback message');
    const again = await post(IM_PATHS.fallbackSend, { type: 'text', content: { cid, text: '网络不好，用 HTTP 发' }, clientId }, { authorization: seeker.chat.token });
    expect(again.data.id).toBe(sent.data.id);
    const reply = (await send(b.socket, cid, 'text', { text: '收到' })).data!;
    // The poll looks back 20 s (server time) from after the last id the client holds.
    const polled = await post(IM_PATHS.fallbackFindToMe, { startAt: s.clock.now() - 20_000, page: 1, limit: 50, lastId: sent.data.id - 1 }, { authorization: seeker.chat.token });
    expect(polled.code).toBe(200);
    expect(polled.data.list.map((m: ImMessage) => m.id)).toEqual([sent.data.id, reply.id]);
    expect(polled.data).toMatchObject({ lastId: reply.id, done: true });
    expect((await post(IM_PATHS.fallbackFindToMe, {}, {})).code).toBe(CODE_IM_TOKEN_INVALID);
    expect((await post(IM_PATHS.fallbackFindToMe, {}, { authorization: seeker.chat.token, 'agent-key': 'demo2' })).code).toBe(CODE_IM_TOKEN_INVALID);
    expect((await post(IM_PATHS.fallbackSend, { type: 'text', content: { cid } }, { authorization: seeker.chat.token })).code).toBe(400);
  });
});

describe('tenants', () => {
  it('a demo2 user reaches no demo conversation and receives nothing of demo', async () => {
    const cid = (await api(seeker, IM_PATHS.byJob, { jobId: jobIds[0] })).data.id;
    const other = await chatLogin(s, '13800000001', 'demo2');
    expect(other.chat.token.startsWith(`${demoId}.`)).toBe(false);
    const o = await as(other.chat);
    for (const path of [IM_PATHS.conversationGet, IM_PATHS.history, IM_PATHS.exchangeFind]) {
      expect((await api(other, path, { cid, page: 1 }, 'demo2')).code).toBe(404);
    }
    expect((await send(o.socket, cid, 'text', { text: '越界' })).code).toBe(404);
    expect((await call(o.socket, 'imMsgSync', { cid, afterSeq: 0 })).code).toBe(404);
    expect((await api(other, IM_PATHS.byRelation, { relationId: recruiter.chat.userId }, 'demo2')).code).toBe(404);
    // A demo token is no token on demo2's site.
    const wrongSite = await s.call(IM_PATHS.conversationGet, { cid }, { agent: 'demo2', token: seeker.access });
    expect(wrongSite.body.code).toBe(1007);
    const a = await as(seeker.chat);
    await send(a.socket, cid, 'text', { text: '只给本站' });
    // A round trip on demo2's socket after the send was answered: a push to it would be in by now.
    await call(o.socket, 'imMsgSync', { cid, afterSeq: 0 });
    expect(o.got.msgs).toHaveLength(0);
  });
});

describe('emoji config and chatrooms', () => {
  it('serves the emoji config with updatedAt and its images', async () => {
    const r = (await s.call(IM_PATHS.config, {})).body.data;
    expect(r.socketPath).toBe('/im/socket.io');
    expect(r.emoji.updatedAt).toEqual(expect.any(Number));
    const def = r.emoji.groups.find((g: { key: string }) => g.key === 'default');
    expect(def).toMatchObject({ mainCode: '[微笑]' });
    expect(def.map['[微笑]']).toBe(def.list[0].src);
    const img = await s.app.inject({ method: 'GET', url: def.list[0].src });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect((await s.app.inject({ method: 'GET', url: '/im/emoji/default/999.svg' })).statusCode).toBe(404);
  });

  it('joins a live chatroom by id and by token, sends, finds history, lists listeners and leaves', async () => {
    const [company] = await s.db.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 LIMIT 1', [demoId]);
    const [live] = await s.db.query<{ id: number }>(`INSERT INTO lives (tenant_id, company_id, title, status, start_at) VALUES ($1, $2, '春招直播', 1, now()) RETURNING id`, [demoId, company!.id]);
    const roomId = `live-${live!.id}`;
    const a = await as(seeker.chat);
    const b = await as(recruiter.chat);
    expect((await call(a.socket, 'imChatroomMsgSend', { roomId, type: 'text', content: { text: 'x' }, clientId: newClientId() })).code).toBe(403);
    const ja = await call(a.socket, 'imChatroomJoin', { roomId });
    expect(ja).toMatchObject({ code: 200, data: { roomId, list: [], blocked: [], muted: [] } });
    const tok = (await api(recruiter, IM_PATHS.chatroomToken, { roomId })).data;
    const bad = await call(b.socket, 'imChatroomJoinToken', { token: tok.token, sign: 'x'.repeat(43) });
    expect(bad.code).toBe(7009);
    const jb = await call(b.socket, 'imChatroomJoinToken', { token: tok.token, sign: tok.sign });
    expect(jb.data).toMatchObject({ roomId, token: tok.token, online: 2 });
    for (let i = 0; i < 12; i++) await call(a.socket, 'imChatroomMsgSend', { roomId, type: 'text', content: { text: `弹幕 ${i}` }, clientId: newClientId() });
    await until(() => b.got.room.length === 12, 3000, 'room messages');
    expect(b.got.room[0]).toMatchObject({ roomId, fromUserId: seeker.chat.userId, content: { text: '弹幕 0' } });
    const byId = await call(b.socket, 'imChatroomJoin', { roomId });
    expect(byId.data.list).toHaveLength(10);
    const find = await call(b.socket, 'imChatroomMsgFind', { roomId, page: 1, limit: 5, lastId: byId.data.list[0].id });
    expect(find.data.list).toHaveLength(2);
    const listeners = (await api(recruiter, IM_PATHS.listeners, { roomId })).data;
    expect(listeners.total).toBe(2);
    await call(a.socket, 'imChatroomLeave', { roomId });
    await call(b.socket, 'imChatroomMsgSend', { roomId, type: 'text', content: { text: '还有人吗' }, clientId: newClientId() });
    // A round trip on the leaver's socket after the send was answered: the broadcast would be in by now.
    expect((await call(a.socket, 'imChatroomJoin', { roomId: 'live-999999' })).code).toBe(404);
    expect(a.got.room.some((m) => m.content.text === '还有人吗')).toBe(false);
    expect((await call(a.socket, 'imChatroomJoin', { roomId: '../x' })).msg).toBe('直播间 roomId 无效');
  });
});

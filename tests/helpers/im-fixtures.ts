import type { ImContact, ImConversation, ImMessage, ImUser, ImUserJob, EmojiConfig } from '../../schemas/im';
import type { ImAck } from '../../schemas/im-socket';
import { createImClient, type ImClient, type ImClientDeps } from '../../src/runtime/im/client';

/**
 * Chat data for stories and widget tests, and a chat client that runs the real client code
 * against it: HTTP calls answered from these fixtures, a socket that acknowledges every send.
 * No vitest import here: Storybook bundles this file.
 */
export const ME_SEEKER = 11;
export const RECRUITER = 22;
const now = Date.now();
const min = 60_000;

const emojiSrc = (ch: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><text x="16" y="25" font-size="24" text-anchor="middle">${ch}</text></svg>`)}`;
const EMOJI: [string, string][] = [['微笑', '🙂'], ['大笑', '😄'], ['害羞', '😊'], ['酷', '😎'], ['流泪', '😢'], ['疑问', '🤔'], ['再见', '👋'], ['强', '👍'], ['OK', '👌'], ['抱拳', '🙏'], ['鼓掌', '👏'], ['加油', '💪'], ['爱心', '❤️'], ['玫瑰', '🌹'], ['咖啡', '☕'], ['庆祝', '🎉']];
export const emojiFixture: EmojiConfig = {
  updatedAt: 1,
  groups: [
    {
      key: 'default',
      mainCode: '[微笑]',
      list: EMOJI.map(([name, ch]) => ({ name, code: `[${name}]`, src: emojiSrc(ch) })),
      map: Object.fromEntries(EMOJI.map(([name, ch]) => [`[${name}]`, emojiSrc(ch)])),
    },
    {
      key: 'work',
      mainCode: '[简历]',
      list: [['简历', '📄'], ['电话', '📞'], ['面试', '💼'], ['奖杯', '🏆']].map(([name, ch]) => ({ name: name!, code: `[${name}]`, src: emojiSrc(ch!) })),
      map: Object.fromEntries([['简历', '📄'], ['电话', '📞'], ['面试', '💼'], ['奖杯', '🏆']].map(([name, ch]) => [`[${name}]`, emojiSrc(ch!)])),
    },
  ],
};

export const recruiterUser: ImUser = { id: RECRUITER, name: '王敏', avatar: '', role: 1, companyName: '云帆科技', position: '人事经理' };
export const seekerUser: ImUser = { id: ME_SEEKER, name: '林晓', avatar: '', role: 0, companyName: '', position: '' };
export const jobFixture: ImUserJob = { id: 5, jobId: 5, title: '前端开发工程师', salaryMin: 12000, salaryMax: 20000, salaryUnit: 1, companyId: 3, companyName: '云帆科技', cityName: '杭州', status: 1 };

let nextId = 1000;
export function msg(p: Partial<ImMessage> & Pick<ImMessage, 'type' | 'content' | 'fromUserId'>, cid = 1): ImMessage {
  nextId += 1;
  return { id: nextId, msgId: `m${nextId}`, cid, seq: nextId - 1000, sendAt: now - 30 * min, toUserId: p.fromUserId === ME_SEEKER ? RECRUITER : ME_SEEKER, status: 0, revoke: 0, clientId: null, ...p };
}

/** A conversation of the seeker with a recruiter: text, emoji, a job card, exchange cards in every state. */
export function conversationMessages(cid = 1): ImMessage[] {
  nextId = 1000;
  const t = (m: number) => now - m * min;
  return [
    msg({ type: 'job', content: { jobId: 5, title: '前端开发工程师', salaryMin: 12000, salaryMax: 20000, salaryUnit: 1, companyName: '云帆科技', cityName: '杭州' }, fromUserId: ME_SEEKER, sendAt: t(90), status: 1 }, cid),
    msg({ type: 'text', content: { text: '您好，我对这个职位很感兴趣[微笑]' }, fromUserId: ME_SEEKER, sendAt: t(89), status: 1 }, cid),
    msg({ type: 'text', content: { text: '你好！看了你的简历，方便聊聊吗？' }, fromUserId: RECRUITER, sendAt: t(60) }, cid),
    msg({ type: 'mobileExchange', content: { exchangeId: 1, kind: 'mobileExchange', status: 2 }, fromUserId: RECRUITER, sendAt: t(59) }, cid),
    msg({ type: 'system', content: { text: '双方已交换电话', kind: 'exchange', exchangeId: 1, exchangeKind: 'mobileExchange', status: 2, reveal: { mobiles: { [RECRUITER]: '13800000002', [ME_SEEKER]: '13800000001' } } }, fromUserId: RECRUITER, sendAt: t(58) }, cid),
    msg({ type: 'wechatExchange', content: { exchangeId: 2, kind: 'wechatExchange', status: 3 }, fromUserId: ME_SEEKER, sendAt: t(40), status: 1 }, cid),
    msg({ type: 'resumeExchange', content: { exchangeId: 3, kind: 'resumeExchange', status: 5 }, fromUserId: RECRUITER, sendAt: t(30) }, cid),
    msg({ type: 'text', content: { text: '这条消息会被撤回' }, fromUserId: ME_SEEKER, sendAt: t(20), revoke: 1 }, cid),
    msg({ type: 'emoji', content: { code: '[强]', name: '强', src: emojiSrc('👍') }, fromUserId: ME_SEEKER, sendAt: t(19), status: 1 }, cid),
    msg({ type: 'interviewExchange', content: { exchangeId: 4, kind: 'interviewExchange', status: 1, time: t(-60 * 24), address: '杭州市西湖区文三路 90 号 8 楼', remark: '请携带纸质简历' }, fromUserId: RECRUITER, sendAt: t(3) }, cid),
    msg({ type: 'text', content: { text: '好的，我准时到！' }, fromUserId: ME_SEEKER, sendAt: t(1) }, cid),
  ];
}

const contact = (cid: number, user: ImUser, last: ImMessage | null, p: Partial<ImContact> = {}): ImContact => ({
  cid,
  imUserId: ME_SEEKER,
  chatImUserId: user.id,
  isBlack: false,
  isRemove: false,
  isImproper: false,
  isTop: false,
  isFavorites: false,
  unread: 0,
  chatAt: last?.sendAt ?? now,
  lastMessage: last,
  user,
  userjob: jobFixture,
  ...p,
});

export function contactsFixture(): ImContact[] {
  const people: [string, string, string][] = [
    ['李华', '星河数据', '招聘专员'],
    ['Chen Yu', '启明教育', 'HRBP'],
    ['赵雪', '青禾医疗', '人事主管'],
    ['周杰', '远航物流', '招聘经理'],
  ];
  const list = [contact(1, recruiterUser, conversationMessages(1).at(-2)!, { unread: 2, isTop: true })];
  people.forEach(([name, company, position], i) => {
    const u: ImUser = { id: 100 + i, name, avatar: '', role: 1, companyName: company, position };
    const last = msg({ type: i === 2 ? 'image' : 'text', content: i === 2 ? { url: '/x.png' } : { text: ['您好，简历已收到，我们会尽快联系您', '明天下午方便面试吗？', '', '好的，谢谢'][i]! }, fromUserId: i === 3 ? ME_SEEKER : u.id, sendAt: now - [5, 120, 60 * 26, 60 * 24 * 40][i]! * min }, 10 + i);
    list.push(contact(10 + i, u, last, { unread: [1, 0, 120, 0][i]!, userjob: { ...jobFixture, title: ['数据分析师', '课程顾问', '医疗器械销售', '物流专员'][i]!, companyName: company } }));
  });
  return list;
}

export function conversationFixture(cid = 1, p: Partial<ImConversation> = {}): ImConversation {
  const c = contactsFixture().find((x) => x.cid === cid) ?? contactsFixture()[0]!;
  return { id: cid, contact: c, lastMessage: c.lastMessage, userId: ME_SEEKER, chatUserId: c.user.id, initiate: true, imStatus: 0, interview: { id: 4, status: 1 }, unread: c.unread, userjob: c.userjob, seekerId: ME_SEEKER, recruiterId: c.user.id, lastSeq: 11, readSeq: 11, peerReadSeq: 9, ...p };
}

type Handler = (...args: any[]) => void;

/** A socket that is connected at once and acknowledges what the client sends, as the server would. */
export function fakeSocket(me: number) {
  const handlers = new Map<string, Handler[]>();
  let seq = 100;
  const ack = (event: string, payload: any): ImAck<unknown> => {
    if (event === 'imLogin') return { code: 200, msg: 'ok', data: { userId: me, role: 0, unreadTotal: 123 } };
    if (event === 'imMsgSync') return { code: 200, msg: 'ok', data: { cid: payload.cid, list: [], lastSeq: payload.afterSeq, done: true, peerReadSeq: 0, readSeq: 0, unread: 0 } };
    if (event === 'imMsgSend') {
      seq += 1;
      if (payload.type === 'read') return { code: 200, msg: 'ok', data: { cid: payload.content.cid, readSeq: seq, unread: 0, total: 0 } };
      return { code: 200, msg: 'ok', data: { id: seq, msgId: `s${seq}`, cid: payload.content.cid, seq, type: payload.type, content: payload.content, sendAt: Date.now(), fromUserId: me, toUserId: payload.toUserId ?? 0, status: 0, revoke: 0, clientId: payload.clientId } };
    }
    return { code: 200, msg: 'ok', data: null };
  };
  const socket = {
    connected: false,
    /** The manager: its events are pushed as 'io:<event>'. */
    io: {
      on(event: string, fn: Handler) {
        handlers.set(`io:${event}`, [...(handlers.get(`io:${event}`) ?? []), fn]);
      },
    },
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    emit(event: string, payload: unknown, cb?: (a: ImAck<unknown>) => void) {
      cb?.(ack(event, payload));
      return socket;
    },
    timeout() {
      return { emitWithAck: async (event: string, payload: unknown) => ack(event, payload) };
    },
    connect() {
      socket.connected = true;
      handlers.get('connect')?.forEach((fn) => fn());
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
    removeAllListeners() {
      handlers.clear();
      return socket;
    },
    /** Test hook: a push from the server. */
    push(event: string, payload: unknown) {
      handlers.get(event)?.forEach((fn) => fn(payload));
    },
  };
  return socket;
}

/** Answers of the chat calls from the fixtures. */
export function answerIm(path: string, data: any): unknown {
  if (path === '/api-user/im/login') return { userId: ME_SEEKER, role: 0, imUserId: ME_SEEKER, token: 'story-token', key: 'demo', socketPath: '/im/socket.io', expiresAt: Date.now() + 86_400_000 };
  if (path === '/api-user/im/contact/find') {
    const all = contactsFixture();
    return { list: all, page: 1, limit: 12, total: all.length, done: true, unreadTotal: all.reduce((s, c) => s + c.unread, 0) };
  }
  if (path === '/api-auth/app/imConfig') return { socketPath: '/im/socket.io', emoji: emojiFixture };
  if (path.endsWith('/conversation/get') || path.endsWith('/byJob') || path.endsWith('/byRelation')) return conversationFixture(data.cid ?? 1);
  if (path.endsWith('/msg/history')) {
    const list = conversationMessages(data.cid);
    return { list, page: 1, limit: 20, total: list.length, done: true, lastSeq: list.length, peerReadSeq: 9 };
  }
  if (path.endsWith('/topSet') || path.endsWith('/blackSet') || path.endsWith('/removeSet')) {
    const c = contactsFixture().find((x) => x.cid === data.cid)!;
    return { ...c, ...data };
  }
  if (path.endsWith('/msg/read')) return { cid: data.cid, readSeq: 11, unread: 0, total: 0 };
  return undefined;
}

/**
 * A real chat client on fixtures: `rt` gives it the session (the logged-in user) and the
 * tab bar's user.unread; HTTP is answered by answerIm, the socket is fakeSocket.
 */
export function fixtureImClient(session: ImClientDeps['session'], opts: { toast?: (m: string) => void; answer?: (path: string, data: any) => unknown } = {}): { client: ImClient; socket: ReturnType<typeof fakeSocket>; calls: [string, unknown][] } {
  const socket = fakeSocket(ME_SEEKER);
  const calls: [string, unknown][] = [];
  const client = createImClient({
    api: {
      request: async <T,>(path: string, data?: unknown) => {
        calls.push([path, data]);
        const r = opts.answer?.(path, data) ?? answerIm(path, data);
        if (r instanceof Error) throw r;
        if (r === undefined) throw new Error(`no fixture for ${path}`);
        return r as T;
      },
    },
    session,
    toast: opts.toast ?? (() => undefined),
    baseUrl: 'http://fixture.local',
    agentKey: 'demo',
    io: (() => {
      queueMicrotask(() => socket.connect());
      return socket;
    }) as unknown as ImClientDeps['io'],
  });
  return { client, socket, calls };
}

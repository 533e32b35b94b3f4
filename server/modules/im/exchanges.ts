import {
  CODE_IM_CONTACT_MISSING,
  CODE_IM_EXCHANGE_REFUSED,
  CODE_IM_ROLE_REFUSED,
  EXCHANGE_LABELS,
  EXCHANGE_STARTER,
  EXCHANGE_STATUS,
  exchangeCloseInputSchema,
  exchangeRequestInputSchema,
  exchangeResultInputSchema,
  type ExchangeKind,
  type ImMessage,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import { parseBody, type ImContext, type ImIdentity, type Push } from './context';
import type { ImMessages } from './messages';
import type { ConversationRow, ExchangeRow, ImRepo } from './repo';
import { toExchange, type ImViews } from './views';

/** Exchange requests (phone, WeChat, resume, offer, interview): request card, answer, system message. */
export function createExchanges(ctx: ImContext, views: ImViews, messages: ImMessages) {
  const { now, notifier, work, interviewBooked } = ctx;
  const { memberOrThrow, conversationView } = views;
  const { append, systemMessage } = messages;

  function sideOf(conv: ConversationRow, userId: number): 'seeker' | 'recruiter' {
    return conv.recruiter_id === userId ? 'recruiter' : 'seeker';
  }

  async function revealFor(repo: ImRepo, conv: ConversationRow, kind: ExchangeKind): Promise<Record<string, unknown> | undefined> {
    if (kind === 'mobileExchange') {
      // One after the other: the repo's queries share one connection (one transaction).
      const a = await repo.contactCard(conv.user_low);
      const b = await repo.contactCard(conv.user_high);
      return { mobiles: { [conv.user_low]: a.mobile, [conv.user_high]: b.mobile } };
    }
    if (kind === 'wechatExchange') {
      const a = await repo.contactCard(conv.user_low);
      const b = await repo.contactCard(conv.user_high);
      return { wechats: { [conv.user_low]: a.wechat, [conv.user_high]: b.wechat } };
    }
    if (kind === 'resumeExchange') return { resumeUrl: `/resume/${conv.seeker_id}`, resumeUserId: conv.seeker_id };
    return undefined;
  }

  const acceptedText: Record<ExchangeKind, string> = {
    mobileExchange: '双方已交换电话',
    wechatExchange: '双方已交换微信',
    resumeExchange: '简历已发送，可查看在线简历',
    acceptedExchange: '求职者已接受录用意向',
    interviewExchange: '求职者已接受面试邀请',
  };

  async function requestMessageContent(repo: ImRepo, ex: ExchangeRow, status: number): Promise<void> {
    const msg = ex.msg_id ? await repo.messageByMsgId(ex.msg_id) : null;
    if (msg) await repo.setMessageContent(ex.msg_id, { ...msg.content, status });
  }

  /** Moves a request to a new status: request card, answer message, system message both sides see. */
  async function transition(
    repo: ImRepo,
    pushes: Push[],
    tenantId: number,
    conv: ConversationRow,
    ex: ExchangeRow,
    status: number,
    by: number,
    answer: { type: MsgType; clientId: string | null } | null,
    why: 'answer' | 'close' | 'superseded',
  ): Promise<ImMessage | null> {
    const kind = ex.kind as ExchangeKind;
    const at = new Date(now());
    await repo.setExchangeStatus(ex.id, status, at);
    await requestMessageContent(repo, ex, status);
    if (kind === 'interviewExchange' && conv.interview_id === ex.id) await repo.setInterview(conv.id, ex.id, status);
    let answerMessage: ImMessage | null = null;
    if (answer) {
      const to = by === conv.user_low ? conv.user_high : conv.user_low;
      answerMessage = (
        await append(repo, pushes, tenantId, { cid: conv.id, type: answer.type, content: { exchangeId: ex.id, msgId: ex.msg_id, status, kind }, from: by, to, clientId: answer.clientId })
      ).message;
    }
    const label = EXCHANGE_LABELS[kind];
    const text =
      status === EXCHANGE_STATUS.accepted
        ? acceptedText[kind]
        : status === EXCHANGE_STATUS.rejected
          ? `对方拒绝了${label}请求`
          : why === 'superseded'
            ? `之前的${label}请求已失效`
            : kind === 'interviewExchange'
              ? '面试邀请已取消'
              : `${label}请求已撤回`;
    const reveal = status === EXCHANGE_STATUS.accepted ? await revealFor(repo, conv, kind) : undefined;
    // An accepted invitation is a booked interview both sides find in 我的面试 (进入面试 on this line when it is time).
    const booked =
      kind === 'interviewExchange' && status === EXCHANGE_STATUS.accepted && interviewBooked
        ? await interviewBooked(repo.tx, tenantId, { recruiterId: conv.recruiter_id, seekerId: conv.seeker_id, cid: conv.id, jobId: conv.job_id, data: ex.data })
        : null;
    await systemMessage(repo, pushes, tenantId, conv, by, {
      ...(booked ? { interviewId: booked.id, interview: booked } : {}),
      text,
      kind: 'exchange',
      exchangeId: ex.id,
      exchangeKind: kind,
      status,
      ...(reveal ? { reveal } : {}),
    });
    if (kind === 'interviewExchange') {
      for (const uid of [conv.user_low, conv.user_high]) {
        const view = await conversationView(repo, conv.id, uid);
        pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
      }
    }
    return answerMessage;
  }

  async function exchangeOf(repo: ImRepo, cid: number, ref: { exchangeId?: number | undefined; msgId?: string | undefined }, kind: ExchangeKind): Promise<ExchangeRow> {
    const ex = ref.exchangeId ? await repo.exchange(ref.exchangeId) : ref.msgId ? await repo.exchangeByMsgId(ref.msgId) : null;
    if (!ref.exchangeId && !ref.msgId) throw new ApiError(CODE_BAD_REQUEST, '请指定请求 exchangeId 或 msgId', 400);
    if (!ex || ex.cid !== cid || ex.kind !== kind) throw new ApiError(CODE_NOT_FOUND, '请求不存在', 404);
    return ex;
  }

  async function sendExchange(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, msg: SocketMessage, kind: ExchangeKind, conv: ConversationRow, peerId: number) {
    const type = msg.type;
    // A resend of an answer already applied returns the stored answer, not a refusal.
    const again = await repo.messageByClientId(conv.id, userId, msg.clientId);
    if (again) return (await append(repo, pushes, tenantId, { cid: conv.id, type, content: {}, from: userId, to: peerId, clientId: msg.clientId })).message;
    if (type === kind) {
      const starter = EXCHANGE_STARTER[kind];
      if (starter !== 'any' && sideOf(conv, userId) !== starter) {
        throw new ApiError(CODE_IM_ROLE_REFUSED, starter === 'recruiter' ? `只有招聘者可以发起${EXCHANGE_LABELS[kind]}` : `只有求职者可以发起${EXCHANGE_LABELS[kind]}`, 403);
      }
      if (kind === 'wechatExchange' && !(await repo.contactCard(userId)).wechat) {
        throw new ApiError(CODE_IM_CONTACT_MISSING, '请先在名片中填写微信号', 400);
      }
      const data = parseBody(exchangeRequestInputSchema, msg.content);
      if (kind === 'interviewExchange' && !data.time) throw new ApiError(CODE_BAD_REQUEST, '请选择面试时间', 400);
      // The conversation row lock (taken by append) is taken first, so two requests cannot both stay pending.
      await repo.conversation(conv.id, true);
      for (const old of await repo.pendingExchanges(conv.id, kind)) {
        await transition(repo, pushes, tenantId, conv, old, EXCHANGE_STATUS.closed, userId, null, 'superseded');
      }
      const ex = await repo.insertExchange({ cid: conv.id, kind, from: userId, to: peerId, data, at: new Date(now()) });
      const { message } = await append(repo, pushes, tenantId, {
        cid: conv.id,
        type: kind,
        content: { ...data, exchangeId: ex.id, status: EXCHANGE_STATUS.pending, kind },
        from: userId,
        to: peerId,
        clientId: msg.clientId,
      });
      await repo.setExchangeMsgId(ex.id, message.msgId);
      if (kind === 'interviewExchange') {
        await repo.setInterview(conv.id, ex.id, EXCHANGE_STATUS.pending);
        const fresh = (await repo.conversation(conv.id))!;
        for (const uid of [fresh.user_low, fresh.user_high]) {
          const view = await conversationView(repo, conv.id, uid);
          pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
        }
      }
      return message;
    }
    if (type === `${kind}Result`) {
      const input = parseBody(exchangeResultInputSchema, msg.content);
      const ex = await exchangeOf(repo, conv.id, input, kind);
      if (ex.to_user_id !== userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '不能回应自己发起的请求', 400);
      if (ex.status !== EXCHANGE_STATUS.pending) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
      if (input.status === EXCHANGE_STATUS.accepted && kind === 'wechatExchange' && !(await repo.contactCard(userId)).wechat) {
        throw new ApiError(CODE_IM_CONTACT_MISSING, '请先在名片中填写微信号', 400);
      }
      const fresh = (await repo.conversation(conv.id, true))!;
      return transition(repo, pushes, tenantId, fresh, ex, input.status, userId, { type, clientId: msg.clientId }, 'answer');
    }
    // `${kind}Close`
    const input = parseBody(exchangeCloseInputSchema, msg.content);
    const ex = await exchangeOf(repo, conv.id, input, kind);
    if (ex.from_user_id !== userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '只能撤回自己发起的请求', 400);
    // An accepted interview may still be cancelled; other requests only while pending.
    const closable = ex.status === EXCHANGE_STATUS.pending || (kind === 'interviewExchange' && ex.status === EXCHANGE_STATUS.accepted);
    if (!closable) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
    const fresh = (await repo.conversation(conv.id, true))!;
    return transition(repo, pushes, tenantId, fresh, ex, EXCHANGE_STATUS.closed, userId, { type, clientId: msg.clientId }, 'close');
  }

  return {
    sendExchange,

    exchangeFind: (ident: ImIdentity, cid: number, kind?: string, status?: number) =>
      work(ident.tenant, async (repo) => {
        await memberOrThrow(repo, cid, ident.userId);
        return { list: (await repo.exchanges(cid, kind, status)).map(toExchange) };
      }),

    exchangeRemove: (ident: ImIdentity, id: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const ex = await repo.exchange(id);
        if (!ex || (ex.from_user_id !== ident.userId && ex.to_user_id !== ident.userId)) throw new ApiError(CODE_NOT_FOUND, '请求不存在', 404);
        if (ex.from_user_id !== ident.userId) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '只能撤回自己发起的请求', 400);
        if (ex.status !== EXCHANGE_STATUS.pending) throw new ApiError(CODE_IM_EXCHANGE_REFUSED, '该请求已处理', 400);
        const conv = (await repo.conversation(ex.cid, true))!;
        await transition(repo, pushes, ident.tenant.tenantId, conv, ex, EXCHANGE_STATUS.closed, ident.userId, { type: `${ex.kind}Close` as MsgType, clientId: null }, 'close');
        return toExchange((await repo.exchange(id))!);
      }),
  };
}

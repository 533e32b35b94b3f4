import { CODE_IM_MESSAGE_REMOVED, IM_MESSAGES, MSG_TYPES_NOT_UNREAD, type ImMessage, type MsgType, type SocketMessage } from '../../../schemas/im';
import { CODE_BAD_REQUEST } from '../../constants';
import { ApiError } from '../../http/errors';
import { newMsgId, notFoundConversation, type ImContext, type ImIdentity, type Push } from './context';
import type { ImMessages } from './messages';
import { imRepo, type BatchTargetRow, type ImRepo, type MessageRow } from './repo';
import { toMessage, type ImViews } from './views';

/** Message types whose body needs no lookup: they take the group-commit path. */
const BATCHED_TYPES: ReadonlySet<MsgType> = new Set<MsgType>(['text', 'emoji', 'image']);

interface Pending {
  ident: ImIdentity;
  msg: SocketMessage;
  cid: number;
  resolve(m: ImMessage): void;
  reject(e: unknown): void;
}

type Outcome = { ok: true; message: ImMessage } | { ok: false; error: unknown };

export interface SendBatchOptions {
  /** Most messages in one transaction. */
  maxBatch?: number;
  /** Transactions of one tenant in flight at once (the next batch gathers while one commits). */
  maxInFlight?: number;
}

/**
 * Group commit of ordinary messages (text, emoji, image). Messages that arrive while a batch is
 * being committed wait for the next one; each batch is one transaction: the conversations locked
 * in id order (FOR UPDATE), resends found by clientId under that lock, a range of sequence numbers
 * per conversation, one statement for the multi-row insert and the counter updates. Pushes and acks
 * go out only after the commit, so an acknowledged message is stored and a rolled-back one was
 * never announced. A batch that fails as a whole is retried message by message on the single path.
 */
export function createSendBatcher(
  ctx: ImContext,
  views: ImViews,
  messages: ImMessages,
  single: (ident: ImIdentity, msg: SocketMessage) => Promise<ImMessage>,
  opts: SendBatchOptions = {},
) {
  const { now, notifier } = ctx;
  const maxBatch = opts.maxBatch ?? 400;
  const maxInFlight = opts.maxInFlight ?? 2;
  const queues = new Map<number, { waiting: Pending[]; inFlight: number; scheduled: boolean }>();

  /** The conversation of a message this path takes, else null (the single path answers it). */
  function batchedCid(msg: SocketMessage): number | null {
    if (!BATCHED_TYPES.has(msg.type)) return null;
    const cid = msg.content.cid ?? msg.content.talkId;
    return typeof cid === 'number' && Number.isSafeInteger(cid) && cid > 0 ? cid : null;
  }

  function pump(tenantId: number) {
    const q = queues.get(tenantId);
    if (!q || q.scheduled || q.inFlight >= maxInFlight || !q.waiting.length) return;
    q.scheduled = true;
    // Gather what arrives in this turn of the event loop, then commit it together.
    setImmediate(() => {
      q.scheduled = false;
      while (q.inFlight < maxInFlight && q.waiting.length) {
        const batch = q.waiting.splice(0, maxBatch);
        q.inFlight++;
        void flush(batch).finally(() => {
          q.inFlight--;
          pump(tenantId);
        });
      }
    });
  }

  async function flush(batch: Pending[]): Promise<void> {
    // Alone, a message takes the single path: fewer round trips than a batch of one.
    if (batch.length === 1) {
      const p = batch[0]!;
      await single(p.ident, p.msg).then(p.resolve, p.reject);
      return;
    }
    const tenant = batch[0]!.ident.tenant;
    const pushes: Push[] = [];
    let outcomes: Outcome[];
    try {
      outcomes = await tenant.run((q) => commit(imRepo(q, tenant.tenantId), pushes, tenant.tenantId, batch));
    } catch {
      // The batch as a whole failed (a lost connection, a deadlock): each message alone, as before.
      // Nothing of it was committed, and a resend by clientId is answered with the stored message anyway.
      await Promise.all(batch.map((p) => single(p.ident, p.msg).then(p.resolve, p.reject)));
      return;
    }
    for (const p of pushes) {
      // A push that fails (e.g. Redis going away at shutdown) must not hold back the other acks: sync delivers.
      try {
        p();
      } catch {
        /* the messages are stored; clients catch up by seq */
      }
    }
    outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.message) : batch[i]!.reject(o.error)));
  }

  async function commit(repo: ImRepo, pushes: Push[], tenantId: number, batch: Pending[]): Promise<Outcome[]> {
    const pairs = new Map<string, { cid: number; userId: number }>();
    for (const p of batch) pairs.set(`${p.cid}:${p.ident.userId}`, { cid: p.cid, userId: p.ident.userId });
    const targets = await repo.lockTargets([...pairs.values()]);
    const targetOf = new Map<string, BatchTargetRow>(targets.map((t) => [`${t.id}:${t.me_id}`, t]));
    const outcomes: Outcome[] = new Array<Outcome>(batch.length);
    const fail = (i: number, error: unknown) => (outcomes[i] = { ok: false, error });

    // Checks in the single path's order: the conversation, the recipient, a block, the body.
    const valid: { i: number; t: BatchTargetRow; content: Record<string, unknown> }[] = [];
    for (const [i, p] of batch.entries()) {
      const t = targetOf.get(`${p.cid}:${p.ident.userId}`);
      if (!t) {
        fail(i, notFoundConversation());
        continue;
      }
      if (p.msg.toUserId && p.msg.toUserId !== t.peer_id) {
        fail(i, new ApiError(CODE_BAD_REQUEST, '接收人与会话不符', 400));
        continue;
      }
      if (t.peer_black) {
        fail(i, new ApiError(CODE_IM_MESSAGE_REMOVED, IM_MESSAGES.blockedByPeer, 403));
        continue;
      }
      try {
        valid.push({ i, t, content: await messages.bodyOf(repo, p.msg.type, p.msg.content, p.ident.userId, t) });
      } catch (e) {
        fail(i, e);
      }
    }
    if (!valid.length) return outcomes;

    // Resends: under the conversation locks no one else inserts into these conversations.
    const keyOf = (cid: number, from: number, clientId: string) => `${cid}:${from}:${clientId}`;
    const stored = await repo.messagesByClientIds(valid.map(({ i }) => ({ cid: batch[i]!.cid, from: batch[i]!.ident.userId, clientId: batch[i]!.msg.clientId })));
    const storedBy = new Map<string, MessageRow>(stored.map((m) => [keyOf(m.cid, m.from_user_id, m.client_id!), m]));

    const at = new Date(now());
    const seqs = new Map<number, { last: number; removed: Set<number> }>();
    const fresh: { i: number; row: MessageRow; reopened: number[]; announce: number[] }[] = [];
    const firstOf = new Map<string, number>();
    const repeats: { i: number; of: number }[] = [];
    for (const { i, t, content } of valid) {
      const p = batch[i]!;
      const from = p.ident.userId;
      const key = keyOf(p.cid, from, p.msg.clientId);
      const old = storedBy.get(key);
      if (old) {
        // A resend after a crash between commit and push: deliver again (clients de-duplicate by id).
        const message = toMessage(old);
        outcomes[i] = { ok: true, message };
        pushes.push(() => notifier.toUsersExcept(tenantId, [old.from_user_id, old.to_user_id], p.ident.socketId, 'imMsg', message));
        continue;
      }
      const twin = firstOf.get(key);
      if (twin !== undefined) {
        repeats.push({ i, of: twin });
        continue;
      }
      let s = seqs.get(p.cid);
      if (!s) seqs.set(p.cid, (s = { last: t.last_seq, removed: new Set([...(t.me_remove ? [from] : []), ...(t.peer_remove ? [t.peer_id] : [])]) }));
      const seq = ++s.last;
      // A new message brings a removed conversation back into both lists.
      const reopened = [from, t.peer_id].filter((uid) => s.removed.has(uid));
      for (const uid of reopened) s.removed.delete(uid);
      // The first message shows a new conversation in the recipient's list at once (so does a reopened one).
      const announce = seq === 1 ? [...new Set([...reopened, t.peer_id])] : reopened;
      firstOf.set(key, fresh.length);
      fresh.push({
        i,
        reopened,
        announce,
        row: {
          id: 0, msg_id: newMsgId(), cid: p.cid, seq, type: p.msg.type, content, from_user_id: from, to_user_id: t.peer_id, client_id: p.msg.clientId,
          counts_unread: !MSG_TYPES_NOT_UNREAD.includes(p.msg.type), revoked: false, send_at: at, peer_receipt_seq: 0,
        },
      });
    }
    if (fresh.length) {
      const ids = await repo.appendMessages(fresh.map((f) => f.row), [...seqs].map(([cid, s]) => ({ cid, lastSeq: s.last })), at);
      for (const f of fresh) f.row.id = ids.get(f.row.msg_id)!;
      for (const f of fresh) for (const uid of f.reopened) await repo.setFlag(f.row.cid, uid, 'is_remove', false);
      const announced = fresh.flatMap((f) => f.announce.map((uid) => ({ cid: f.row.cid, userId: uid })));
      // One query for every view the batch announces, built after its messages and counters are written.
      const announcedViews = await views.conversationViews(repo, announced);
      let v = 0;
      for (const f of fresh) {
        const message = toMessage(f.row);
        outcomes[f.i] = { ok: true, message };
        pushes.push(() => notifier.toUsersExcept(tenantId, [f.row.from_user_id, f.row.to_user_id], batch[f.i]!.ident.socketId, 'imMsg', message));
        for (const uid of f.announce) {
          const view = announcedViews[v++]!;
          pushes.push(() => notifier.toUser(tenantId, uid, 'imConversation', view));
        }
      }
    }
    for (const r of repeats) {
      const message = toMessage(fresh[r.of]!.row);
      outcomes[r.i] = { ok: true, message };
      pushes.push(() => notifier.toUsersExcept(tenantId, [message.fromUserId, message.toUserId], batch[r.i]!.ident.socketId, 'imMsg', message));
    }
    return outcomes;
  }

  return {
    /** Sends through a batch when the message can take that path; null when it cannot. */
    send(ident: ImIdentity, msg: SocketMessage): Promise<ImMessage> | null {
      const cid = batchedCid(msg);
      if (cid === null) return null;
      const tenantId = ident.tenant.tenantId;
      let q = queues.get(tenantId);
      if (!q) queues.set(tenantId, (q = { waiting: [], inFlight: 0, scheduled: false }));
      const promise = new Promise<ImMessage>((resolve, reject) => q.waiting.push({ ident, msg, cid, resolve, reject }));
      pump(tenantId);
      return promise;
    },
  };
}

import { randomBytes } from 'node:crypto';
import {
  CODE_IM_MESSAGE_REMOVED,
  IM_MESSAGES,
  IM_SOCKET_PATH,
  IM_TOKEN_TTL_MS,
  exchangeKindOf,
  readCommandSchema,
  type ImChatOptions,
  type ImMessage,
  type ImReadResult,
  type SocketMessage,
} from '../../../schemas/im';
import { CODE_BAD_REQUEST } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken } from '../../http/hash';
import { createChatrooms } from './chatrooms';
import { createImContext, parseBody, tokenInvalid, type ImDeps, type ImIdentity } from './context';
import { createConversations } from './conversations';
import { createExchanges } from './exchanges';
import { createMessages } from './messages';
import { imRepo } from './repo';
import { createSendBatcher } from './send-batch';
import { createViews } from './views';

export type { ImDeps, ImIdentity, ImNotifier } from './context';
export { countUnread, toMessage } from './views';

/**
 * Chat rules, one file per concern: messages with sequence numbers, read and revoke (messages.ts),
 * exchanges (exchanges.ts), conversations and contacts (conversations.ts), chatrooms (chatrooms.ts).
 * This file wires them and keeps the entry points: token login, identify, send.
 */
export function createImService(deps: ImDeps) {
  const ctx = createImContext(deps);
  const { db, now, scopeOf, work } = ctx;
  const views = createViews();
  const messages = createMessages(ctx, views);
  const exchanges = createExchanges(ctx, views, messages);
  const conversations = createConversations(ctx, views, messages);
  const chatrooms = createChatrooms(ctx);
  const { unreadTotal } = views;
  const { targetOf, markRead, revoke, bodyOf, append } = messages;
  const { sendExchange } = exchanges;

  /** One message in its own transaction: every type (exchanges, revoke, read, cards) and a failed batch's retry. */
  const sendOne = (ident: ImIdentity, msg: SocketMessage): Promise<ImMessage | ImReadResult | null> =>
    work(ident.tenant, async (repo, pushes) => {
      const tenantId = ident.tenant.tenantId;
      const { conv, peerId, peerBlack, locked } = await targetOf(repo, ident.userId, msg);
      if (msg.type === 'read') return markRead(repo, pushes, tenantId, ident.userId, conv.id, parseBody(readCommandSchema, msg.content).msgId);
      // The other side blocked me: nothing reaches them (spec: blocking stops message receipt).
      if (peerBlack) throw new ApiError(CODE_IM_MESSAGE_REMOVED, IM_MESSAGES.blockedByPeer, 403);
      if (msg.type === 'revoke') return revoke(repo, pushes, tenantId, ident.userId, msg, conv, peerId);
      const kind = exchangeKindOf(msg.type);
      if (kind) return sendExchange(repo, pushes, tenantId, ident.userId, msg, kind, conv, peerId);
      const content = await bodyOf(repo, msg.type, msg.content, ident.userId, conv);
      return (await append(repo, pushes, tenantId, { cid: conv.id, type: msg.type, content, from: ident.userId, to: peerId, clientId: msg.clientId, exceptSocketId: ident.socketId }, locked)).message;
    });
  // Texts, emoji and images arriving together share one transaction (group commit, send-batch.ts).
  const batcher = createSendBatcher(ctx, views, messages, (ident, msg) => sendOne(ident, msg) as Promise<ImMessage>) // text, emoji, image: always a message;

  return {
    scopeOf,

    /** /api-user/im/login: a chat token of this tenant and user. */
    async login(tenant: TenantScope, agentKey: string, userId: number, role: number, sessionHash: string | null = null): Promise<ImChatOptions> {
      // The tenant id leads the token so sockets and fallback calls find their tenant before any lookup.
      const token = `${tenant.tenantId}.${randomBytes(32).toString('base64url')}`;
      const t = now();
      await tenant.run(async (q) => {
        const repo = imRepo(q, tenant.tenantId);
        await repo.pruneTokens(userId, new Date(t));
        await repo.createToken(hashToken(token), userId, sessionHash, new Date(t), new Date(t + IM_TOKEN_TTL_MS));
      });
      return { userId, role, imUserId: userId, token, key: agentKey, socketPath: IM_SOCKET_PATH, expiresAt: t + IM_TOKEN_TTL_MS };
    },

    /** Resolves a chat token (socket imLogin, fallback calls); another site's key refuses it. */
    async identify(token: string, agentTenantId?: number): Promise<ImIdentity> {
      const m = /^(\d{1,9})\.([A-Za-z0-9_-]{20,100})$/.exec(token.replace(/^Bearer\s+/i, '').trim());
      if (!m) throw tokenInvalid();
      const tenantId = Number(m[1]);
      if (agentTenantId !== undefined && agentTenantId !== tenantId) throw tokenInvalid();
      const [agent] = await db.query<{ status: number }>('SELECT status FROM agents WHERE id = $1', [tenantId]);
      if (!agent || agent.status !== 1) throw tokenInvalid();
      const tenant = scopeOf(tenantId);
      const row = await tenant.run((q) => imRepo(q, tenantId).findToken(hashToken(token.replace(/^Bearer\s+/i, '').trim()), new Date(now())));
      if (!row || row.expires_at.getTime() <= now() || row.status === 2 || !row.session_alive) throw tokenInvalid();
      return { tenant, userId: row.user_id, role: row.role };
    },

    unreadGet: (ident: ImIdentity) => work(ident.tenant, (repo) => unreadTotal(repo, ident.userId)),

    /** imMsgSend and POST /im/msg/send. */
    async send(ident: ImIdentity, msg: SocketMessage): Promise<ImMessage | ImReadResult | null> {
      if (msg.type === 'reread') return null;
      if (msg.type === 'system') throw new ApiError(CODE_BAD_REQUEST, '消息类型无效', 400);
      return batcher.send(ident, msg) ?? sendOne(ident, msg);
    },

    sync: messages.sync,
    history: messages.history,
    msgGet: messages.msgGet,
    read: messages.read,
    unreadClear: messages.unreadClear,
    findToMe: messages.findToMe,

    conversationGet: conversations.conversationGet,
    list: conversations.list,
    switchJob: conversations.switchJob,
    byJob: conversations.byJob,
    byRelation: conversations.byRelation,
    propUse: conversations.propUse,
    setFlag: conversations.setFlag,
    notice: conversations.notice,

    exchangeFind: exchanges.exchangeFind,
    exchangeRemove: exchanges.exchangeRemove,

    chatroomToken: chatrooms.chatroomToken,
    chatroomJoin: chatrooms.chatroomJoin,
    chatroomJoinToken: chatrooms.chatroomJoinToken,
    chatroomSend: chatrooms.chatroomSend,
    chatroomFind: chatrooms.chatroomFind,
    listeners: chatrooms.listeners,
    emoji: chatrooms.emoji,
  };
}
export type ImService = ReturnType<typeof createImService>;

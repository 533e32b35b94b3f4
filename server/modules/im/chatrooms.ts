import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  CODE_IM_ROOM_MUTED,
  CODE_IM_ROOM_TOKEN_INVALID,
  IM_MESSAGES,
  IM_TOKEN_TTL_MS,
  emojiContentSchema,
  imageContentSchema,
  textContentSchema,
  type ChatroomMessage,
  type chatroomJoinInputSchema,
  type chatroomJoinTokenInputSchema,
  type chatroomMsgFindInputSchema,
  type chatroomMsgSendInputSchema,
} from '../../../schemas/im';
import { toPage } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import { parseBody, tokenInvalid, type ImContext, type ImIdentity } from './context';
import { emojiConfig, findEmoji } from './emoji';
import { imRepo } from './repo';
import { toChatroomMessage } from './views';

/** Live-stream chatrooms: join tokens, bans, messages (idempotent by clientId), listeners. */
export function createChatrooms(ctx: ImContext) {
  const { db, now, notifier, work } = ctx;

  function roomSecret(rsaPrivateKey: string): Buffer {
    return createHmac('sha256', 'im-chatroom').update(rsaPrivateKey).digest();
  }
  async function tenantSecret(tenantId: number): Promise<Buffer> {
    const [row] = await db.query<{ rsa_private_key: string }>('SELECT rsa_private_key FROM agents WHERE id = $1', [tenantId]);
    if (!row) throw tokenInvalid();
    return roomSecret(row.rsa_private_key);
  }

  async function roomJoin(ident: ImIdentity, roomId: string, msgCount: number, blockCount: number, mutedCount: number) {
    const liveId = Number(roomId.slice('live-'.length));
    return work(ident.tenant, async (repo) => {
      if (!(await repo.liveExists(liveId))) throw new ApiError(CODE_NOT_FOUND, '直播间不存在', 404);
      if (await repo.isBanned(roomId, ident.userId, 'block')) throw new ApiError(CODE_IM_ROOM_MUTED, '你已被禁止进入该直播间', 403);
      const { rows } = await repo.roomMessages(roomId, { limit: msgCount, offset: 0 });
      return {
        roomId,
        list: rows.map(toChatroomMessage),
        blocked: await repo.roomBans(roomId, 'block', blockCount),
        muted: await repo.roomBans(roomId, 'mute', mutedCount),
      };
    });
  }

  return {
    async chatroomToken(ident: ImIdentity, roomId: string) {
      const liveId = Number(roomId.slice('live-'.length));
      const exists = await ident.tenant.run((q) => imRepo(q, ident.tenant.tenantId).liveExists(liveId));
      if (!exists) throw new ApiError(CODE_NOT_FOUND, '直播间不存在', 404);
      const expiresAt = now() + IM_TOKEN_TTL_MS;
      const token = Buffer.from(JSON.stringify({ r: roomId, t: ident.tenant.tenantId, e: expiresAt })).toString('base64url');
      const sign = createHmac('sha256', await tenantSecret(ident.tenant.tenantId)).update(token).digest('base64url');
      return { roomId, token, sign, expiresAt };
    },

    async chatroomJoin(ident: ImIdentity, input: z.infer<typeof chatroomJoinInputSchema>) {
      return roomJoin(ident, input.roomId, input.msgCount, input.blockCount, input.mutedCount);
    },

    /** Checks a join token and its sign; answers the room it opens. */
    async chatroomJoinToken(ident: ImIdentity, input: z.infer<typeof chatroomJoinTokenInputSchema>) {
      const invalid = () => new ApiError(CODE_IM_ROOM_TOKEN_INVALID, '直播间口令无效或已过期', 400);
      const expected = createHmac('sha256', await tenantSecret(ident.tenant.tenantId)).update(input.token).digest();
      const given = Buffer.from(input.sign, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let body: { r?: unknown; t?: unknown; e?: unknown };
      try {
        body = JSON.parse(Buffer.from(input.token, 'base64url').toString('utf8')) as typeof body;
      } catch {
        throw invalid();
      }
      if (typeof body.r !== 'string' || !/^live-\d{1,10}$/.test(body.r) || body.t !== ident.tenant.tenantId || typeof body.e !== 'number' || body.e < now()) throw invalid();
      const joined = await roomJoin(ident, body.r, input.msgCount, 0, 0);
      return { ...joined, token: input.token, sign: input.sign };
    },

    async chatroomSend(ident: ImIdentity, input: z.infer<typeof chatroomMsgSendInputSchema>): Promise<ChatroomMessage> {
      const content =
        input.type === 'text'
          ? { text: parseBody(textContentSchema, input.content).text }
          : input.type === 'image'
            ? parseBody(imageContentSchema, input.content)
            : (() => {
                const e = parseBody(emojiContentSchema, input.content);
                const found = findEmoji(e.code, e.group);
                if (!found) throw new ApiError(CODE_BAD_REQUEST, '表情不存在', 400);
                return { code: found.code, name: found.name, src: found.src, group: found.group };
              })();
      const msg = await work(ident.tenant, async (repo) => {
        if (await repo.isBanned(input.roomId, ident.userId, 'mute')) throw new ApiError(CODE_IM_ROOM_MUTED, IM_MESSAGES.roomMuted, 403);
        const old = await repo.roomMessageByClientId(input.roomId, ident.userId, input.clientId);
        if (old) return { row: old, created: false };
        const u = await repo.userCard(ident.userId);
        const row = await repo.insertRoomMessage({ roomId: input.roomId, type: input.type, content, from: ident.userId, name: u?.name ?? '', avatar: u?.avatar ?? '', clientId: input.clientId, at: new Date(now()) });
        return { row: row ?? (await repo.roomMessageByClientId(input.roomId, ident.userId, input.clientId))!, created: Boolean(row) };
      });
      const out = toChatroomMessage(msg.row);
      if (msg.created) notifier.toRoom(ident.tenant.tenantId, input.roomId, out);
      return out;
    },

    chatroomFind: (ident: ImIdentity, input: z.infer<typeof chatroomMsgFindInputSchema>) =>
      work(ident.tenant, async (repo) => {
        const { rows, total } = await repo.roomMessages(input.roomId, { ...(input.type ? { type: input.type } : {}), ...(input.lastId ? { lastId: input.lastId } : {}), limit: input.limit, offset: (input.page - 1) * input.limit });
        return toPage({ list: rows.map(toChatroomMessage), total }, input);
      }),

    async listeners(ident: ImIdentity, roomId: string) {
      const ids = [...new Set(await notifier.roomUsers(ident.tenant.tenantId, roomId))];
      const users = await ident.tenant.run((q) => imRepo(q, ident.tenant.tenantId).userNames(ids.slice(0, 100)));
      return { roomId, total: ids.length, list: users };
    },

    emoji: () => emojiConfig(),
  };
}

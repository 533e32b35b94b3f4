import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CODE_IM_NOT_LOGGED_IN,
  IM_MESSAGES,
  IM_SYNC_LIMIT_MAX,
  chatroomJoinInputSchema,
  chatroomJoinTokenInputSchema,
  chatroomLeaveInputSchema,
  chatroomMsgFindInputSchema,
  chatroomMsgSendInputSchema,
  socketMessageSchema,
  syncInputSchema,
} from '../../schemas/im';
import { badBodyText } from '../../schemas/fields';
import type { ClientEvents, ImAck, ImSocketData, ServerEvents } from '../../schemas/im-socket';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_OK, CODE_SERVER_ERROR } from '../constants';
import { ApiError } from '../http/errors';
import { firstIssueText, safeParseZh } from '../http/zod-zh';
import type { ImIdentity, ImService } from '../modules/im/service';
import { z as zod } from 'zod';

export type ImServer = Server<ClientEvents, ServerEvents, Record<string, never>, ImSocketData>;
export type ImSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, ImSocketData>;

/** Room of every socket of one user; the tenant is part of the name, so no push crosses tenants. */
export const userRoom = (tenantId: number, userId: number) => `t${tenantId}:u${userId}`;
/** Room of a live-stream chatroom of one tenant. */
export const chatRoom = (tenantId: number, roomId: string) => `t${tenantId}:r${roomId}`;
/** The signalling room of one interview's call (rtc.handlers.ts). */
export const rtcRoom = (tenantId: number, interviewId: number) => `t${tenantId}:iv${interviewId}`;

export interface ImHandlerDeps {
  service: ImService;
  io: ImServer;
  log: FastifyBaseLogger;
}

const loginInputSchema = zod.object({ token: zod.string({ error: '缺少聊天 token' }).min(1, '缺少聊天 token').max(300) });

export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const bad = badBodyText(payload);
  if (bad) throw new ApiError(CODE_BAD_REQUEST, bad, 400);
  const r = safeParseZh(schema, payload ?? {}, '(payload)');
  if (!r.success) throw new ApiError(CODE_BAD_REQUEST, firstIssueText(r.error), 400);
  return r.data;
}

/** Registers a client event that answers an envelope-shaped ack; unexpected errors stay in the log. */
export function ackHandler(socket: ImSocket, log: FastifyBaseLogger) {
  return <T>(event: keyof ClientEvents, fn: (payload: unknown) => Promise<T>) => {
    (socket as unknown as Socket).on(event, async (payload: unknown, ack?: unknown) => {
      // A client may call without an ack (fire and forget); a non-function must not crash the handler.
      const reply = typeof ack === 'function' ? (ack as (r: ImAck<T>) => void) : typeof payload === 'function' ? (payload as (r: ImAck<T>) => void) : () => {};
      const input = typeof payload === 'function' ? {} : payload;
      try {
        const data = await fn(input);
        reply({ code: CODE_OK, msg: 'success', data });
      } catch (e) {
        if (e instanceof ApiError) return reply({ code: e.code, msg: e.message, ...(e.data === undefined ? {} : { data: e.data as T }) });
        log.error({ err: e, event }, 'socket handler failed');
        reply({ code: CODE_SERVER_ERROR, msg: '服务器开小差了，请稍后再试' });
      }
    });
  };
}

/**
 * The socket side of chat. One factory, one registration per socket: every client event is
 * registered exactly once here and answers an envelope-shaped ack.
 */
export function createImHandlers({ service, io, log }: ImHandlerDeps) {
  return (socket: ImSocket) => {
    socket.data.rooms = [];

    const ident = (): ImIdentity => {
      const { tenantId, userId, role } = socket.data;
      if (!tenantId || !userId) throw new ApiError(CODE_IM_NOT_LOGGED_IN, IM_MESSAGES.notLoggedIn, 401);
      return { tenant: service.scopeOf(tenantId), userId, role: role ?? 0 };
    };

    const on = ackHandler(socket, log);

    on('imLogin', async (payload) => {
      const { token } = parse(loginInputSchema, payload);
      const who = await service.identify(token);
      const { tenantId: oldTenant, userId: oldUser } = socket.data;
      if (oldTenant && oldUser && (oldTenant !== who.tenant.tenantId || oldUser !== who.userId)) {
        await socket.leave(userRoom(oldTenant, oldUser));
        // Another user on this socket must not inherit the first one's call rooms.
        for (const id of socket.data.rtc ?? []) await socket.leave(rtcRoom(oldTenant, id));
        socket.data.rtc = [];
      }
      socket.data.tenantId = who.tenant.tenantId;
      socket.data.userId = who.userId;
      socket.data.role = who.role;
      // Subscribe before anything is read: the client's sync after this ack cannot miss a message.
      await socket.join(userRoom(who.tenant.tenantId, who.userId));
      const unread = await service.unreadGet(who);
      return { userId: who.userId, role: who.role, unreadTotal: unread.total };
    });

    on('imLogout', async () => {
      const { tenantId, userId } = socket.data;
      if (tenantId && userId) await socket.leave(userRoom(tenantId, userId));
      for (const r of socket.data.rooms ?? []) if (tenantId) await socket.leave(chatRoom(tenantId, r));
      for (const id of socket.data.rtc ?? []) if (tenantId) await socket.leave(rtcRoom(tenantId, id));
      socket.data = { rooms: [], rtc: [] };
      return null;
    });

    // The ack carries the stored message to this socket, so its push leaves this socket out.
    on('imMsgSend', async (payload) => service.send({ ...ident(), socketId: socket.id }, parse(socketMessageSchema, payload)));

    on('imMsgSync', async (payload) => {
      const input = parse(syncInputSchema, payload);
      return service.sync(ident(), input.cid, input.afterSeq, Math.min(input.limit, IM_SYNC_LIMIT_MAX));
    });

    const joined = async (me: ImIdentity, roomId: string) => {
      await socket.join(chatRoom(me.tenant.tenantId, roomId));
      if (!socket.data.rooms!.includes(roomId)) socket.data.rooms!.push(roomId);
      const sockets = await io.in(chatRoom(me.tenant.tenantId, roomId)).fetchSockets();
      return new Set(sockets.map((s) => s.data.userId)).size;
    };

    on('imChatroomJoin', async (payload) => {
      const me = ident();
      const input = parse(chatroomJoinInputSchema, payload);
      const r = await service.chatroomJoin(me, input);
      return { ...r, online: await joined(me, input.roomId) };
    });

    on('imChatroomJoinToken', async (payload) => {
      const me = ident();
      const r = await service.chatroomJoinToken(me, parse(chatroomJoinTokenInputSchema, payload));
      return { ...r, online: await joined(me, r.roomId) };
    });

    on('imChatroomLeave', async (payload) => {
      const me = ident();
      const { roomId } = parse(chatroomLeaveInputSchema, payload);
      await socket.leave(chatRoom(me.tenant.tenantId, roomId));
      socket.data.rooms = (socket.data.rooms ?? []).filter((r) => r !== roomId);
      return null;
    });

    on('imChatroomMsgSend', async (payload) => {
      const me = ident();
      const input = parse(chatroomMsgSendInputSchema, payload);
      if (!socket.rooms.has(chatRoom(me.tenant.tenantId, input.roomId))) throw new ApiError(CODE_FORBIDDEN, '请先进入直播间', 403);
      return service.chatroomSend(me, input);
    });

    on('imChatroomMsgFind', async (payload) => service.chatroomFind(ident(), parse(chatroomMsgFindInputSchema, payload)));
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { CODE_IM_NOT_LOGGED_IN, IM_MESSAGES } from '../../schemas/im';
import { INTERVIEW_MESSAGES, rtcJoinInputSchema, rtcSignalInputSchema, rtcStateInputSchema, type IceServer, type RtcJoinResult } from '../../schemas/interview';
import { CODE_FORBIDDEN } from '../constants';
import type { TenantScope } from '../db/tenant';
import { ApiError } from '../http/errors';
import type { InterviewService } from '../modules/interview/service';
import { ackHandler, parse, rtcRoom, type ImServer, type ImSocket } from './im.handlers';

export interface RtcHandlerDeps {
  interviews: InterviewService;
  io: ImServer;
  log: FastifyBaseLogger;
  scopeOf: (tenantId: number) => TenantScope;
  /** ICE servers (STUN/TURN with time-limited credentials) for one user. */
  iceServers: (tenantId: number, userId: number) => IceServer[];
}

/**
 * The 1:1 call's signalling over the chat socket. The server only relays descriptions and
 * candidates between the two parties; who may enter is checked against the interview each time.
 */
export function createRtcHandlers({ interviews, io, log, scopeOf, iceServers }: RtcHandlerDeps) {
  return (socket: ImSocket) => {
    socket.data.rtc = [];
    const on = ackHandler(socket, log);

    const me = () => {
      const { tenantId, userId } = socket.data;
      if (!tenantId || !userId) throw new ApiError(CODE_IM_NOT_LOGGED_IN, IM_MESSAGES.notLoggedIn, 401);
      return { tenantId, userId, tenant: scopeOf(tenantId) };
    };
    /** Only sockets that passed rtcJoin may talk in the room. */
    const inRoom = (tenantId: number, interviewId: number) => {
      if (!socket.rooms.has(rtcRoom(tenantId, interviewId))) throw new ApiError(CODE_FORBIDDEN, INTERVIEW_MESSAGES.notJoined, 403);
    };
    const othersIn = async (tenantId: number, userId: number, interviewId: number) => {
      const sockets = await io.in(rtcRoom(tenantId, interviewId)).fetchSockets();
      return sockets.some((s) => s.data.userId !== userId);
    };

    on('rtcJoin', async (payload): Promise<RtcJoinResult> => {
      const { tenantId, userId, tenant } = me();
      const { interviewId } = parse(rtcJoinInputSchema, payload);
      let interview = await interviews.joinCheck(tenant, userId, interviewId);
      const room = rtcRoom(tenantId, interviewId);
      // One socket per user in a room: a second tab takes over from the first.
      for (const s of await io.in(room).fetchSockets()) if (s.data.userId === userId && s.id !== socket.id) s.leave(room);
      await socket.join(room);
      if (!socket.data.rtc!.includes(interviewId)) socket.data.rtc!.push(interviewId);
      const peerPresent = await othersIn(tenantId, userId, interviewId);
      if (peerPresent) interview = await interviews.callStarted(tenant, userId, interviewId);
      socket.to(room).emit('rtcPeer', { interviewId, userId, event: 'joined' });
      return { interview, iceServers: iceServers(tenantId, userId), polite: interview.seekerId === userId, peerPresent };
    });

    on('rtcSignal', async (payload) => {
      const { tenantId, userId } = me();
      const input = parse(rtcSignalInputSchema, payload);
      inRoom(tenantId, input.interviewId);
      socket.to(rtcRoom(tenantId, input.interviewId)).emit('rtcSignal', { ...input, fromUserId: userId });
      return null;
    });

    on('rtcState', async (payload) => {
      const { tenantId, userId } = me();
      const input = parse(rtcStateInputSchema, payload);
      inRoom(tenantId, input.interviewId);
      socket.to(rtcRoom(tenantId, input.interviewId)).emit('rtcPeer', { interviewId: input.interviewId, userId, event: 'state', muted: input.muted, cameraOff: input.cameraOff });
      return null;
    });

    const leave = async (tenantId: number, userId: number, interviewId: number) => {
      const room = rtcRoom(tenantId, interviewId);
      if (!socket.rooms.has(room)) return;
      await socket.leave(room);
      socket.data.rtc = (socket.data.rtc ?? []).filter((i) => i !== interviewId);
      io.to(room).emit('rtcPeer', { interviewId, userId, event: 'left' });
    };

    on('rtcLeave', async (payload) => {
      const { tenantId, userId } = me();
      await leave(tenantId, userId, parse(rtcJoinInputSchema, payload).interviewId);
      return null;
    });

    on('rtcHangup', async (payload) => {
      const { tenantId, userId, tenant } = me();
      const { interviewId } = parse(rtcJoinInputSchema, payload);
      // A party may hang up from outside the room too (the page was reloaded); others get 404.
      const interview = await interviews.hangup(tenant, userId, interviewId);
      io.to(rtcRoom(tenantId, interviewId)).emit('rtcEnded', { interviewId, durationSec: interview.durationSec, byUserId: userId });
      await leave(tenantId, userId, interviewId);
      return interview;
    });

    // Leaving by disconnect (network drop, page closed): the other party sees "left" and waits.
    socket.on('disconnecting', () => {
      const { tenantId, userId } = socket.data;
      if (!tenantId || !userId) return;
      for (const id of socket.data.rtc ?? []) socket.to(rtcRoom(tenantId, id)).emit('rtcPeer', { interviewId: id, userId, event: 'left' });
    });
  };
}

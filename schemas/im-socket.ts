import type { z } from 'zod';
import type {
  ChatroomJoinResult,
  ChatroomMessage,
  chatroomJoinInputSchema,
  chatroomJoinTokenInputSchema,
  chatroomLeaveInputSchema,
  chatroomMessagePageSchema,
  chatroomMsgFindInputSchema,
  chatroomMsgSendInputSchema,
  ImChatOptions,
  ImContact,
  ImConversation,
  ImMessage,
  ImReadPush,
  ImSyncResult,
  SocketMessage,
  syncInputSchema,
} from './im';
import type { RtcEndedPush, RtcJoinResult, RtcPeerPush, RtcSignalPush, rtcJoinInputSchema, rtcSignalInputSchema, rtcStateInputSchema } from './interview';

/**
 * The typed socket contract shared by server (server/realtime/im.handlers.ts) and client
 * (src/runtime/im/). socket.io path: IM_SOCKET_PATH ('/im/socket.io').
 *
 * Every client event takes (payload, ack) and every ack is `{code, msg, data}` like the HTTP
 * envelope: code 200 = success; CODE_IM_NOT_LOGGED_IN (7001) before imLogin; 400 bad input
 * (readable msg); 404 not found (also for another tenant's or another user's ids); 7000 = the
 * message is refused for good (remove the pending message).
 *
 * Usage (client): `const socket: Socket<ServerEvents, ClientEvents> = io(origin, { path: IM_SOCKET_PATH, … })`.
 * Usage (server): `new Server<ClientEvents, ServerEvents, object, ImSocketData>(httpServer, { path: IM_SOCKET_PATH })`.
 */
export interface ImAck<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
export type AckFn<T> = (res: ImAck<T>) => void;

/** imLogin answer. */
export interface ImLoginAck {
  userId: number;
  role: number;
  /** The user's total unread (listed contacts). */
  unreadTotal: number;
}

export type ImSyncInput = z.input<typeof syncInputSchema>;
export type ChatroomJoinInput = z.input<typeof chatroomJoinInputSchema>;
export type ChatroomJoinTokenInput = z.input<typeof chatroomJoinTokenInputSchema>;
export type ChatroomLeaveInput = z.input<typeof chatroomLeaveInputSchema>;
export type ChatroomMsgSendInput = z.input<typeof chatroomMsgSendInputSchema>;
export type ChatroomMsgFindInput = z.input<typeof chatroomMsgFindInputSchema>;
export type ChatroomMessagePage = z.infer<typeof chatroomMessagePageSchema>;
export type RtcJoinInput = z.input<typeof rtcJoinInputSchema>;
export type RtcSignalInput = z.input<typeof rtcSignalInputSchema>;
export type RtcStateInput = z.input<typeof rtcStateInputSchema>;

/** Client → server. */
export interface ClientEvents {
  /** Log this socket in with the chat token (from /api-user/im/login). Call on every connect. */
  imLogin(payload: { token: string }, ack: AckFn<ImLoginAck>): void;
  /** Log this socket out (it stops receiving pushes; the token stays valid for other sockets). */
  imLogout(payload: Record<string, never>, ack: AckFn<null>): void;
  /**
   * Send a message (spec imMsgSend(type, content, toUserId)). data: the stored message (status 0).
   * type 'read' → data ImReadResult-like {cid, readSeq, unread, total}; 'reread' → data null;
   * 'revoke' {content: {cid, msgId}} → data the revoke marker message.
   */
  imMsgSend(payload: SocketMessage, ack: AckFn<ImMessage | null | { cid: number; readSeq: number; unread: number; total: number }>): void;
  /** Messages of one conversation after a sequence number (reconnect catch-up, oldest first). */
  imMsgSync(payload: ImSyncInput, ack: AckFn<ImSyncResult>): void;
  /** Join a live-stream chatroom by id (defaults msgCount 10, blockCount 0, mutedCount 0). */
  imChatroomJoin(payload: ChatroomJoinInput, ack: AckFn<ChatroomJoinResult>): void;
  /** Join a chatroom with a token and sign from /api-user/im/chatroom/tokenGet (msgCount default 20). */
  imChatroomJoinToken(payload: ChatroomJoinTokenInput, ack: AckFn<ChatroomJoinResult>): void;
  imChatroomLeave(payload: ChatroomLeaveInput, ack: AckFn<null>): void;
  /** Send to a chatroom you joined. */
  imChatroomMsgSend(payload: ChatroomMsgSendInput, ack: AckFn<ChatroomMessage>): void;
  /** Chatroom history (type, page, limit, roomId, lastId). */
  imChatroomMsgFind(payload: ChatroomMsgFindInput, ack: AckFn<ChatroomMessagePage>): void;
  /**
   * Enter a video interview's call room (after imLogin). Only its two parties, in its tenant, from
   * 10 minutes before the start until 30 after the booked end; anyone else gets 404 as for a missing id.
   * When the other party is in already, the call starts (status in call) and both get rtcPeer 'joined'.
   */
  rtcJoin(payload: RtcJoinInput, ack: AckFn<RtcJoinResult>): void;
  /** A description or ICE candidate for the other party (perfect negotiation); only from inside the room. */
  rtcSignal(payload: RtcSignalInput, ack: AckFn<null>): void;
  /** My media state (muted, camera off), pushed to the other party. */
  rtcState(payload: RtcStateInput, ack: AckFn<null>): void;
  /** Leave the room without ending the interview (page closed; rejoin is allowed). */
  rtcLeave(payload: RtcJoinInput, ack: AckFn<null>): void;
  /** Hang up: the call ends for both, its duration is recorded (data: the interview). */
  rtcHangup(payload: RtcJoinInput, ack: AckFn<RtcJoinResult['interview']>): void;
}

/** Server → client pushes (to every logged-in socket of the user, on every server process). */
export interface ServerEvents {
  /**
   * A new message in one of my conversations: from the other user, my own from another device
   * (or this one; de-duplicate by id), system messages, exchange Result/Close and revoke markers.
   * Not sent for messages of users I blocked.
   */
  imMsg(message: ImMessage): void;
  /** A read receipt: the other member read my messages up to readSeq, or I read on another device. */
  imRead(push: ImReadPush): void;
  /** My view of a conversation changed (new conversation, flags, job switch, interview status, unread). */
  imConversation(conversation: ImConversation): void;
  /** A contact's flags changed on another device (top, black, remove, improper). */
  imContact(contact: ImContact): void;
  /** My total unread changed. */
  imUnread(push: { total: number }): void;
  /** A chatroom message (rooms this socket joined). */
  imChatroomMsg(message: ChatroomMessage): void;
  /**
   * Reserved, not sent by the server yet: will ask a socket to log in again when its token is
   * revoked (logout on another device). Clients may listen for it already.
   */
  imLogoutNotice(push: { reason: string }): void;
  /** A description or candidate from the other party of my call. */
  rtcSignal(push: RtcSignalPush): void;
  /** The other party joined, left or changed mute / camera. */
  rtcPeer(push: RtcPeerPush): void;
  /** The call was hung up; the recorded duration. */
  rtcEnded(push: RtcEndedPush): void;
}

/** What the server keeps on each socket (socket.data). */
export interface ImSocketData {
  tenantId?: number;
  userId?: number;
  role?: number;
  tokenHash?: string;
  /** Rooms joined by this socket, for leave and listeners. */
  rooms?: string[];
  /** Interview call rooms joined by this socket (interview ids). */
  rtc?: number[];
}

export type { ImChatOptions };

import { IM_CHATROOM_BLOCK_COUNT, IM_CHATROOM_MSG_COUNT, IM_CHATROOM_MSG_COUNT_BY_TOKEN, IM_CHATROOM_MUTED_COUNT, type ChatroomEntry, type ChatroomJoinResult, type ChatroomMessage } from '../../../schemas/im';
import type { ClientEvents, ImAck } from '../../../schemas/im-socket';
import { ImError, type ImSocket } from './deps';
import { newClientId } from './client-id';
import type { StateHolder } from './state-holder';

type RoomListener = (m: ChatroomMessage) => void;
type EmitAck = <T>(event: keyof ClientEvents, payload: unknown) => Promise<ImAck<T>>;

/**
 * Chatrooms (live rooms, spec §4): joined by id or by token and sign, tracked in the state's
 * `rooms` so a new login joins them again, and their messages handed to the listeners of
 * `onRoomMessage`.
 */
export function createChatrooms(holder: StateHolder, emitAck: EmitAck) {
  const listeners = new Set<RoomListener>();

  const calls = {
    /** Join by room id (msgCount 10, blockCount 0, mutedCount 0 unless given); tracked on success. */
    async joinRoom(roomId: string, content?: Record<string, unknown>, msgCount = IM_CHATROOM_MSG_COUNT): Promise<ChatroomJoinResult> {
      const ack = await emitAck<ChatroomJoinResult>('imChatroomJoin', { roomId, content, msgCount, blockCount: IM_CHATROOM_BLOCK_COUNT, mutedCount: IM_CHATROOM_MUTED_COUNT });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      holder.patch({ rooms: { ...holder.state.rooms, [roomId]: { roomId, msgCount, ...(content ? { user: content } : {}) } } });
      return ack.data;
    },
    /** Join with a token and sign (msgCount 20 unless given); reconnects re-join by token. */
    async joinRoomByToken(token: string, sign: string, content?: Record<string, unknown>, msgCount = IM_CHATROOM_MSG_COUNT_BY_TOKEN): Promise<ChatroomJoinResult> {
      const ack = await emitAck<ChatroomJoinResult>('imChatroomJoinToken', { token, sign, content, msgCount });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      const entry: ChatroomEntry = { roomId: ack.data.roomId, msgCount, token, sign, ...(content ? { user: content } : {}) };
      holder.patch({ rooms: { ...holder.state.rooms, [entry.roomId]: entry } });
      return ack.data;
    },
    async leaveRoom(roomId: string): Promise<void> {
      const { [roomId]: _gone, ...rest } = holder.state.rooms;
      holder.patch({ rooms: rest });
      try {
        await emitAck('imChatroomLeave', { roomId });
      } catch {
        /* the socket is gone: the server dropped the membership with it */
      }
    },
    /** Sends to a joined chatroom (text, emoji or image); the clientId makes a resend idempotent. */
    async sendRoomMessage(roomId: string, type: 'text' | 'emoji' | 'image', content: Record<string, unknown>): Promise<ChatroomMessage> {
      const ack = await emitAck<ChatroomMessage>('imChatroomMsgSend', { roomId, type, content, clientId: newClientId() });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      return ack.data;
    },
    /** A chatroom's history before lastId (type, page, limit, roomId, lastId). */
    async findRoomMessages(input: { roomId: string; type?: 'text' | 'emoji' | 'image' | 'system'; page?: number; limit?: number; lastId?: number }): Promise<{ list: ChatroomMessage[]; done: boolean }> {
      const ack = await emitAck<{ list: ChatroomMessage[]; done: boolean }>('imChatroomMsgFind', { page: 1, limit: 20, ...input });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      return ack.data;
    },
    onRoomMessage(fn: RoomListener) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };

  return {
    calls,
    /** The room messages of a new socket (registered once per socket, like every push). */
    bind(s: ImSocket) {
      s.on('imChatroomMsg', (m) => listeners.forEach((fn) => fn(m)));
    },
    /**
     * Joins the tracked rooms again after a login: `byToken` true takes the rooms joined by
     * token (after a reconnect), false the rooms joined by id.
     */
    async rejoin(byToken: boolean) {
      for (const entry of Object.values(holder.state.rooms)) {
        if (Boolean(entry.token) !== byToken) continue;
        try {
          if (entry.token && entry.sign) await calls.joinRoomByToken(entry.token, entry.sign, entry.user, entry.msgCount);
          else await calls.joinRoom(entry.roomId, entry.user, entry.msgCount);
        } catch {
          /* a room that refuses us now (ended, muted) stays tracked until left */
        }
      }
    },
  };
}

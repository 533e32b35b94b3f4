import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import { IM_PATHS, IM_SOCKET_PATH, type ImChatOptions, type ImMessage } from '../../../../schemas/im';
import type { ClientEvents, ImAck, ServerEvents } from '../../../../schemas/im-socket';
import type { TestServer } from '../../../../tests/helpers/test-server';

export type ImClientSocket = Socket<ServerEvents, ClientEvents>;

/** Everything a test client received, by event. */
export interface Received {
  msgs: ImMessage[];
  reads: Parameters<ServerEvents['imRead']>[0][];
  conversations: Parameters<ServerEvents['imConversation']>[0][];
  contacts: Parameters<ServerEvents['imContact']>[0][];
  unread: number[];
  room: Parameters<ServerEvents['imChatroomMsg']>[0][];
}

/** Logs a demo account in over HTTP and fetches its chat token. */
export async function chatLogin(s: TestServer, account: string, agent = 'demo'): Promise<{ access: string; chat: ImChatOptions }> {
  const access = await s.login(account, 'demo1234', agent);
  const r = await s.call(IM_PATHS.login, {}, { agent, token: access });
  if (r.body.code !== 200) throw new Error(`im login failed: ${r.body.code} ${r.body.msg}`);
  return { access, chat: r.body.data as ImChatOptions };
}

/** Emits with an ack, failing after a time-out instead of hanging the test. */
export function call<T = any>(socket: ImClientSocket, event: keyof ClientEvents, payload: unknown, ms = 5000): Promise<ImAck<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event} timed out`)), ms);
    (socket as unknown as { emit: (e: string, p: unknown, cb: (r: ImAck<T>) => void) => void }).emit(event, payload, (r) => {
      clearTimeout(timer);
      resolve(r);
    });
  });
}

/** A connected socket (not logged in) that records every push. */
export async function connect(url: string, opts: { reconnection?: boolean } = {}): Promise<{ socket: ImClientSocket; got: Received }> {
  const socket: ImClientSocket = io(url, { path: IM_SOCKET_PATH, transports: ['websocket'], reconnection: opts.reconnection ?? false, forceNew: true });
  const got: Received = { msgs: [], reads: [], conversations: [], contacts: [], unread: [], room: [] };
  socket.on('imMsg', (m) => void got.msgs.push(m));
  socket.on('imRead', (m) => void got.reads.push(m));
  socket.on('imConversation', (m) => void got.conversations.push(m));
  socket.on('imContact', (m) => void got.contacts.push(m));
  socket.on('imUnread', (m) => void got.unread.push(m.total));
  socket.on('imChatroomMsg', (m) => void got.room.push(m));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, got };
}

/** A connected socket logged in to chat. */
export async function connectAs(url: string, chatToken: string): Promise<{ socket: ImClientSocket; got: Received }> {
  const c = await connect(url);
  const r = await call(c.socket, 'imLogin', { token: chatToken });
  if (r.code !== 200) throw new Error(`imLogin failed: ${r.code} ${r.msg}`);
  return c;
}

/** Waits until a condition over what was received holds. */
export async function until(cond: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  await vi.waitFor(
    () => {
      if (!cond()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: ms, interval: 10 },
  );
}

let n = 0;
export const newClientId = () => `c-${process.pid}-${Date.now().toString(36)}-${(n++).toString(36)}`;

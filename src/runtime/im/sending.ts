import {
  CODE_IM_MESSAGE_REMOVED,
  IM_ERROR_SEND_TIMEOUT,
  IM_LOGIN_WAIT_MS,
  IM_PATHS,
  IM_SEND_FAILED_PREFIX,
  IM_SEND_FAILED_UNKNOWN,
  IM_STATUS_CONNECTED,
  type ExchangeKind,
  type ImMessage,
  type MsgType,
  type SocketMessage,
} from '../../../schemas/im';
import type { ImAck } from '../../../schemas/im-socket';
import { newClientId } from './client-id';
import type { Connection } from './connection';
import { ImError, type ImClientDeps } from './deps';
import type { Fallback } from './fallback';
import type { StateHolder } from './state-holder';
import { pendingMessage } from './store';
import type { Sync } from './sync';

/**
 * Sending (spec §4, §7): a message shows at once as a pending copy under a new client id and
 * goes over the socket when logged in, else by the HTTP fallback. The server keeps the client
 * id, so the same message sent twice (a retry of a failed one, the fallback after a socket
 * time-out) is answered with the original, never stored twice; the answer replaces the
 * pending copy through sync's `take`.
 */
export function createSending(deps: ImClientDeps, holder: StateHolder, ports: { connection: Pick<Connection, 'emitAck' | 'options' | 'waitForLogin'>; fallback: Pick<Fallback, 'post'>; sync: Pick<Sync, 'take'> }) {
  const { connection, fallback, sync } = ports;
  const now = deps.now ?? Date.now;

  /**
   * A message or command to the server: over the socket when logged in, else by the HTTP
   * fallback; a socket ack that times out is resent by the fallback with the same clientId
   * (the server answers the original message, never a copy).
   */
  async function transmit<T>(payload: SocketMessage): Promise<ImAck<T>> {
    if (!(await connection.waitForLogin(IM_LOGIN_WAIT_MS))) throw new ImError(-1, IM_ERROR_SEND_TIMEOUT);
    if (holder.state.status === IM_STATUS_CONNECTED) {
      try {
        return await connection.emitAck<T>('imMsgSend', payload);
      } catch (e) {
        if (!connection.options()) throw e;
      }
    }
    return fallback.post<T>(IM_PATHS.fallbackSend, payload);
  }

  /** A command message without a pending copy (revoke, exchange answers); the answer is applied. */
  async function command<T = ImMessage>(cid: number, toUserId: number, type: MsgType, content: Record<string, unknown>): Promise<T> {
    const ack = await transmit<T>({ type, content: { ...content, cid }, toUserId, clientId: newClientId() });
    if (ack.code !== 200) {
      deps.toast(ack.msg || IM_SEND_FAILED_UNKNOWN);
      throw new ImError(ack.code, ack.msg);
    }
    const data = ack.data as unknown;
    if (data && typeof data === 'object' && 'msgId' in data && 'cid' in data) sync.take(data as ImMessage);
    return ack.data as T;
  }

  return {
    /**
     * Sends a message (spec §4): a pending copy shows at once (loading while it goes), the
     * server's message replaces it on code 200; a failure sets error and toasts
     * 消息发送失败：{message}; code 7000 removes the pending copy. `retry` is a failed
     * message sent again: same pending copy, same client id.
     */
    async send(cid: number, toUserId: number, type: MsgType, content: Record<string, unknown>, retry?: ImMessage): Promise<ImMessage | null> {
      const me = holder.state.me ?? connection.options()?.imUserId ?? 0;
      const clientId = retry?.clientId ?? newClientId();
      const pending = retry ?? pendingMessage({ cid, type, content, me, toUserId, clientId, now: now() });
      const update = (fn: (m: ImMessage) => ImMessage | null) => {
        const c = holder.conv(cid);
        const messages = c.messages.flatMap((m) => (m.id === pending.id ? ((x) => (x ? [x] : []))(fn(m)) : [m]));
        holder.putConv(cid, { ...c, messages });
      };
      if (!retry) holder.putConv(cid, { ...holder.conv(cid), messages: [...holder.conv(cid).messages, pending] });
      update((m) => ({ ...m, loading: true, error: false }));
      try {
        const ack = await transmit<ImMessage>({ type, content: { ...content, cid }, toUserId, clientId });
        if (ack.code === 200 && ack.data) {
          sync.take({ ...ack.data, status: 0, loading: false, error: false });
          return ack.data;
        }
        throw new ImError(ack.code, ack.msg);
      } catch (e) {
        const code = e instanceof ImError ? e.code : -1;
        const message = e instanceof Error && e.message ? e.message : '';
        if (code === CODE_IM_MESSAGE_REMOVED) update(() => null);
        else update((m) => ({ ...m, loading: false, error: message || true }));
        deps.toast(`${IM_SEND_FAILED_PREFIX}${message || IM_SEND_FAILED_UNKNOWN}`);
        return null;
      }
    },
    command,
    revoke(cid: number, toUserId: number, msgId: string) {
      return command(cid, toUserId, 'revoke', { msgId });
    },
    /** Answers an exchange request: 2 accept, 3 reject. */
    answerExchange(cid: number, toUserId: number, kind: ExchangeKind, exchangeId: number, status: 2 | 3) {
      return command(cid, toUserId, `${kind}Result` as MsgType, { exchangeId, status });
    },
    /** The requester withdraws (or the recruiter cancels an interview). */
    closeExchange(cid: number, toUserId: number, kind: ExchangeKind, exchangeId: number) {
      return command(cid, toUserId, `${kind}Close` as MsgType, { exchangeId });
    },
  };
}

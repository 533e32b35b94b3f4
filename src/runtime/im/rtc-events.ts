import type { ClientEvents, ImAck, RtcSignalInput, RtcStateInput } from '../../../schemas/im-socket';
import type { Interview, RtcEndedPush, RtcJoinResult, RtcPeerPush, RtcSignalPush } from '../../../schemas/interview';
import { ImError, type ImSocket } from './deps';

/** What a call screen hears on the socket: the other party's signals, presence and media state, the end. */
export type RtcEvent = { kind: 'signal'; push: RtcSignalPush } | { kind: 'peer'; push: RtcPeerPush } | { kind: 'ended'; push: RtcEndedPush };
type RtcListener = (e: RtcEvent) => void;

type EmitAck = <T>(event: keyof ClientEvents, payload: unknown) => Promise<ImAck<T>>;

/**
 * The signalling of a video interview's call over the chat socket (rtc* events). Each call
 * answers the ack's data or throws ImError with the server's code and message; the pushes go
 * to the listeners of `on`.
 */
export function createRtcEvents(emitAck: EmitAck) {
  const listeners = new Set<RtcListener>();
  const hear = (e: RtcEvent) => listeners.forEach((fn) => fn(e));

  const calls = {
    async join(interviewId: number): Promise<RtcJoinResult> {
      const ack = await emitAck<RtcJoinResult>('rtcJoin', { interviewId });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      return ack.data;
    },
    async signal(input: RtcSignalInput): Promise<void> {
      const ack = await emitAck<null>('rtcSignal', input);
      if (ack.code !== 200) throw new ImError(ack.code, ack.msg);
    },
    async state(input: RtcStateInput): Promise<void> {
      const ack = await emitAck<null>('rtcState', input);
      if (ack.code !== 200) throw new ImError(ack.code, ack.msg);
    },
    async leave(interviewId: number): Promise<void> {
      try {
        await emitAck('rtcLeave', { interviewId });
      } catch {
        /* the socket is gone: the server dropped the room with it */
      }
    },
    async hangup(interviewId: number): Promise<Interview> {
      const ack = await emitAck<Interview>('rtcHangup', { interviewId });
      if (ack.code !== 200 || !ack.data) throw new ImError(ack.code, ack.msg);
      return ack.data;
    },
    on(fn: RtcListener) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };

  return {
    calls,
    /** The rtc pushes of a new socket (registered once per socket, like every push). */
    bind(s: ImSocket) {
      s.on('rtcSignal', (push) => hear({ kind: 'signal', push }));
      s.on('rtcPeer', (push) => hear({ kind: 'peer', push }));
      s.on('rtcEnded', (push) => hear({ kind: 'ended', push }));
    },
  };
}

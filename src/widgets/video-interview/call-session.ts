import type { IceServer, RtcSignalPush } from '../../../schemas/interview';
import type { RtcSignalInput } from '../../../schemas/im-socket';

/** What the session sends to the other party (through the chat socket's rtcSignal). */
export type SignalOut = (msg: Omit<RtcSignalInput, 'interviewId'>) => Promise<void>;

export interface CallSessionOptions {
  polite: boolean;
  iceServers: IceServer[];
  local: MediaStream;
  send: SignalOut;
  onRemote: (stream: MediaStream) => void;
  /** The connection's state: 'connected', or 'reconnecting' while ICE is down or being restarted. */
  onState: (s: 'connecting' | 'connected' | 'reconnecting' | 'failed') => void;
  /** Errors worth a log line (the call carries on). */
  onError?: (e: unknown) => void;
  /** Each ICE restart (for logs and tests). */
  onRestart?: () => void;
  /** How long 'disconnected' may last before ICE restarts (ms). */
  disconnectedGraceMs?: number;
  /** While not connected again, ICE restarts again this often (ms). */
  restartEveryMs?: number;
}

/** A 'disconnected' connection often comes back by itself within a moment; past this, ICE restarts. */
export const ICE_DISCONNECTED_GRACE_MS = 3_000;
/** Until connected again, another ICE restart this often. */
export const ICE_RESTART_EVERY_MS = 5_000;

/**
 * One RTCPeerConnection to the other party, negotiated with the "perfect negotiation" pattern
 * (W3C WebRTC §10.4): both sides may offer at any time; on a collision the polite side (the
 * seeker) rolls back and answers, the impolite side ignores the other's offer. When ICE fails
 * the connection restarts ICE instead of ending the call.
 */
export function createCallSession(o: CallSessionOptions) {
  const pc = new RTCPeerConnection({ iceServers: o.iceServers as RTCIceServer[] });
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  let closed = false;
  const remote = new MediaStream();

  for (const track of o.local.getTracks()) pc.addTrack(track, o.local);

  pc.ontrack = ({ track }) => {
    if (!remote.getTracks().includes(track)) remote.addTrack(track);
    o.onRemote(remote);
  };
  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      const d = pc.localDescription;
      if (d) await o.send({ description: { type: d.type, sdp: d.sdp } });
    } catch (e) {
      o.onError?.(e);
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    if (candidate) void o.send({ candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex, usernameFragment: candidate.usernameFragment } }).catch((e: unknown) => o.onError?.(e));
  };
  // ICE restart: a changed or lost network (Wi-Fi to mobile data, a TURN server gone) leaves the old
  // candidates dead, so new ones are gathered. A connection 'disconnected' for a while or 'failed'
  // restarts, and keeps restarting every so often until it is connected again (the first restart
  // may come while the network is still down and find no candidates).
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  const stopRestarts = () => {
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
  };
  const restartSoon = (ms: number) => {
    if (restartTimer || closed) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (closed || pc.connectionState === 'connected') return;
      o.onRestart?.();
      pc.restartIce();
      restartSoon(o.restartEveryMs ?? ICE_RESTART_EVERY_MS);
    }, ms);
  };
  pc.onconnectionstatechange = () => {
    if (closed) return;
    const s = pc.connectionState;
    if (s === 'connected') {
      stopRestarts();
      o.onState('connected');
    } else if (s === 'disconnected') {
      o.onState('reconnecting');
      restartSoon(o.disconnectedGraceMs ?? ICE_DISCONNECTED_GRACE_MS);
    } else if (s === 'failed') {
      o.onState('reconnecting');
      stopRestarts();
      restartSoon(0);
    } else if (s === 'new' || s === 'connecting') o.onState(restartTimer ? 'reconnecting' : 'connecting');
  };

  return {
    pc,
    /** A description or candidate from the other party. */
    async receive(msg: Pick<RtcSignalPush, 'description' | 'candidate'>): Promise<void> {
      if (closed) return;
      try {
        if (msg.description) {
          const d = msg.description as RTCSessionDescriptionInit;
          const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || settingRemoteAnswer);
          const collision = d.type === 'offer' && !readyForOffer;
          ignoreOffer = !o.polite && collision;
          if (ignoreOffer) return;
          settingRemoteAnswer = d.type === 'answer';
          await pc.setRemoteDescription(d);
          settingRemoteAnswer = false;
          if (d.type === 'offer') {
            await pc.setLocalDescription();
            const local = pc.localDescription;
            if (local) await o.send({ description: { type: local.type, sdp: local.sdp } });
          }
        } else if (msg.candidate) {
          try {
            await pc.addIceCandidate(msg.candidate as RTCIceCandidateInit);
          } catch (e) {
            // Candidates of an offer we ignored fail to apply; that is expected.
            if (!ignoreOffer) throw e;
          }
        }
      } catch (e) {
        o.onError?.(e);
      }
    },
    /** Replaces the outgoing video (switch camera) without renegotiating. */
    async replaceVideo(track: MediaStreamTrack): Promise<void> {
      const sender = pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    },
    /** Round-trip time of the selected candidate pair (s), for the network hint. */
    async rtt(): Promise<number | null> {
      const stats = await pc.getStats();
      let out: number | null = null;
      stats.forEach((r: { type: string; state?: string; nominated?: boolean; currentRoundTripTime?: number }) => {
        if (r.type === 'candidate-pair' && r.state === 'succeeded' && r.nominated && typeof r.currentRoundTripTime === 'number') out = r.currentRoundTripTime;
      });
      return out;
    },
    close() {
      closed = true;
      stopRestarts();
      pc.close();
    },
  };
}
export type CallSession = ReturnType<typeof createCallSession>;

/** The network hint from the round-trip time. */
export function networkQuality(rtt: number | null): { level: 'good' | 'fair' | 'poor' | 'unknown'; text: string } {
  if (rtt === null) return { level: 'unknown', text: '' };
  if (rtt < 0.15) return { level: 'good', text: '网络良好' };
  if (rtt < 0.4) return { level: 'fair', text: '网络一般' };
  return { level: 'poor', text: '网络较差' };
}

/** mm:ss of a number of seconds. */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

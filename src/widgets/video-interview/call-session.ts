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
 * A new call that is not connected after this long restarts ICE (and again every few seconds). A
 * connection that never gets going never reports 'failed': when one side's candidates do not come,
 * both sides wait in 'new' or 'connecting' for ever, and only new candidates get the call going.
 */
export const ICE_CONNECT_TIMEOUT_MS = 10_000;
/**
 * ICE restarts that did not connect before the impolite side opens a new peer connection (and the
 * polite side, seeing an offer from it, does the same). A browser whose relay allocation stalled
 * keeps that stalled port through ICE restarts; only a new connection gathers afresh.
 */
export const ICE_RESTARTS_BEFORE_REBUILD = 2;
/**
 * The polite side's first offer waits this long for the impolite side's (spec: the recruiter
 * offers). Both offering at once is a collision the polite side resolves by rolling back, and a
 * rollback in the middle of gathering candidates has left Chromium's relay allocation stalled.
 */
export const POLITE_FIRST_OFFER_WAIT_MS = 1_500;

/** A random id for one peer connection. */
const newSessionId = () => Math.random().toString(36).slice(2, 12) + Date.now().toString(36);

/** One RTCPeerConnection and its negotiation state ("perfect negotiation"). */
interface Link {
  id: string;
  pc: RTCPeerConnection;
  /** The other party's connection this one is paired with (from the first signal it sent us). */
  peer: string | null;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingRemoteAnswer: boolean;
}

/**
 * The call to the other party, negotiated with the "perfect negotiation" pattern (W3C WebRTC
 * §10.4): both sides may offer at any time; on a collision the polite side (the seeker) rolls back
 * and answers, the impolite side ignores the other's offer. When ICE fails the connection restarts
 * ICE instead of ending the call, and when restarts do not help it is replaced by a new one. Every
 * signal names the connection that sent it and the one it answers, so a signal of a replaced
 * connection (either side's) is never applied to the new one.
 */
export function createCallSession(o: CallSessionOptions) {
  let closed = false;
  /** Once connected, every later state short of 'connected' is a reconnection. */
  let everConnected = false;
  /** ICE restarts since the call was last connected (or since this connection was opened). */
  let restartsWithoutConnecting = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  const send = (l: Link, msg: Parameters<SignalOut>[0]) => o.send({ ...msg, session: l.id, ...(l.peer ? { to: l.peer } : {}) });

  const open = (): Link => {
    const pc = new RTCPeerConnection({ iceServers: o.iceServers as RTCIceServer[] });
    const l: Link = { id: newSessionId(), pc, peer: null, makingOffer: false, ignoreOffer: false, settingRemoteAnswer: false };
    // The other party's media as this connection receives it (a new connection, a new stream for the video element).
    const remote = new MediaStream();
    for (const track of o.local.getTracks()) pc.addTrack(track, o.local);
    pc.ontrack = ({ track }) => {
      if (link !== l) return;
      if (!remote.getTracks().includes(track)) remote.addTrack(track);
      o.onRemote(remote);
    };
    pc.onnegotiationneeded = async () => {
      try {
        // The first offer is the impolite side's: the polite side waits for it, and offers itself only if none came.
        if (o.polite && !pc.remoteDescription) {
          await new Promise((r) => setTimeout(r, POLITE_FIRST_OFFER_WAIT_MS));
          if (closed || link !== l || pc.remoteDescription || pc.signalingState !== 'stable') return;
        }
        l.makingOffer = true;
        await pc.setLocalDescription();
        const d = pc.localDescription;
        if (d) await send(l, { description: { type: d.type, sdp: d.sdp } });
      } catch (e) {
        o.onError?.(e);
      } finally {
        l.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) void send(l, { candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex, usernameFragment: candidate.usernameFragment } }).catch((e: unknown) => o.onError?.(e));
    };
    pc.onconnectionstatechange = () => {
      if (closed || link !== l) return;
      const s = pc.connectionState;
      if (s === 'connected') {
        everConnected = true;
        restartsWithoutConnecting = 0;
        stopRestarts();
        o.onState('connected');
      } else if (s === 'disconnected') {
        o.onState(everConnected ? 'reconnecting' : 'connecting');
        restartSoon(o.disconnectedGraceMs ?? ICE_DISCONNECTED_GRACE_MS);
      } else if (s === 'failed') {
        o.onState(everConnected ? 'reconnecting' : 'connecting');
        stopRestarts();
        restartSoon(0);
      } else if (s === 'new' || s === 'connecting') o.onState(everConnected ? 'reconnecting' : 'connecting');
    };
    return l;
  };

  let link = open();

  /** A new peer connection in place of the current one. */
  const replace = () => {
    const old = link;
    link = open();
    old.pc.close();
  };

  // ICE restart: a changed or lost network (Wi-Fi to mobile data, a TURN server gone) leaves the old
  // candidates dead, so new ones are gathered. A connection 'disconnected' for a while or 'failed'
  // restarts, and keeps restarting every so often until it is connected again (the first restart
  // may come while the network is still down and find no candidates). After a few restarts that did
  // not connect, the impolite side opens a new connection.
  const stopRestarts = () => {
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
  };
  const restartSoon = (ms: number) => {
    if (restartTimer || closed) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (closed || link.pc.connectionState === 'connected') return;
      if (!o.polite && restartsWithoutConnecting >= ICE_RESTARTS_BEFORE_REBUILD) {
        restartsWithoutConnecting = 0;
        replace();
      } else {
        restartsWithoutConnecting++;
        o.onRestart?.();
        link.pc.restartIce();
      }
      restartSoon(o.restartEveryMs ?? ICE_RESTART_EVERY_MS);
    }, ms);
  };
  restartSoon(ICE_CONNECT_TIMEOUT_MS);

  return {
    /** The current peer connection (a new one after a rebuild). */
    get pc() {
      return link.pc;
    },
    /** A description or candidate from the other party. */
    async receive(msg: Pick<RtcSignalPush, 'description' | 'candidate' | 'session' | 'to'>): Promise<void> {
      if (closed) return;
      // For a connection of ours that was replaced: not for this one.
      if (msg.to && msg.to !== link.id) return;
      if (msg.session && link.peer && msg.session !== link.peer) {
        // The other party opened a new connection: its offer starts over with a new one here too.
        // Anything else from a connection other than the paired one is left over from a replaced one.
        if (msg.description?.type !== 'offer') return;
        replace();
      }
      const l = link;
      if (msg.session && !l.peer) l.peer = msg.session;
      const pc = l.pc;
      try {
        if (msg.description) {
          const d = msg.description as RTCSessionDescriptionInit;
          const readyForOffer = !l.makingOffer && (pc.signalingState === 'stable' || l.settingRemoteAnswer);
          const collision = d.type === 'offer' && !readyForOffer;
          l.ignoreOffer = !o.polite && collision;
          if (l.ignoreOffer) return;
          l.settingRemoteAnswer = d.type === 'answer';
          await pc.setRemoteDescription(d);
          l.settingRemoteAnswer = false;
          if (d.type === 'offer') {
            await pc.setLocalDescription();
            const local = pc.localDescription;
            if (local) await send(l, { description: { type: local.type, sdp: local.sdp } });
          }
        } else if (msg.candidate) {
          try {
            await pc.addIceCandidate(msg.candidate as RTCIceCandidateInit);
          } catch (e) {
            // Candidates of an offer we ignored fail to apply; that is expected.
            if (!l.ignoreOffer) throw e;
          }
        }
      } catch (e) {
        o.onError?.(e);
      }
    },
    /** Replaces the outgoing video (switch camera) without renegotiating. */
    async replaceVideo(track: MediaStreamTrack): Promise<void> {
      const sender = link.pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    },
    /** Round-trip time of the selected candidate pair (s), for the network hint. */
    async rtt(): Promise<number | null> {
      const stats = await link.pc.getStats();
      let out: number | null = null;
      stats.forEach((r: { type: string; state?: string; nominated?: boolean; currentRoundTripTime?: number }) => {
        if (r.type === 'candidate-pair' && r.state === 'succeeded' && r.nominated && typeof r.currentRoundTripTime === 'number') out = r.currentRoundTripTime;
      });
      return out;
    },
    close() {
      closed = true;
      stopRestarts();
      link.pc.close();
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallSession, ICE_DISCONNECTED_GRACE_MS, ICE_RESTART_EVERY_MS } from '../call-session';

/** A stand-in RTCPeerConnection whose connection state the test moves (the browser test drives a real one through coturn). */
class FakePc {
  static last: FakePc;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  restarts = 0;
  onconnectionstatechange: (() => void) | null = null;
  ontrack = null;
  onnegotiationneeded = null;
  onicecandidate = null;
  constructor() {
    FakePc.last = this;
  }
  addTrack() {}
  restartIce() {
    this.restarts++;
  }
  close() {
    this.connectionState = 'closed';
  }
  go(s: RTCPeerConnectionState) {
    this.connectionState = s;
    this.onconnectionstatechange?.();
  }
}

function session() {
  const states: string[] = [];
  const s = createCallSession({ polite: true, iceServers: [], local: { getTracks: () => [] } as unknown as MediaStream, send: async () => undefined, onRemote: () => undefined, onState: (x) => states.push(x) });
  return { s, pc: FakePc.last, states };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakePc);
  vi.stubGlobal('MediaStream', class {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the call’s ICE restart', () => {
  it('a short disconnect that comes back by itself restarts nothing', () => {
    const { pc, states } = session();
    pc.go('connected');
    pc.go('disconnected');
    expect(states.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(ICE_DISCONNECTED_GRACE_MS - 100);
    pc.go('connected');
    vi.advanceTimersByTime(60_000);
    expect(pc.restarts).toBe(0);
    expect(states.at(-1)).toBe('connected');
  });

  it('a lasting disconnect restarts ICE, and again every few seconds until connected; then it stops', () => {
    const { pc, states } = session();
    pc.go('connected');
    pc.go('disconnected');
    vi.advanceTimersByTime(ICE_DISCONNECTED_GRACE_MS);
    expect(pc.restarts).toBe(1);
    // The network is still down: the restart finds nothing, so another follows.
    pc.go('connecting');
    expect(states.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(ICE_RESTART_EVERY_MS);
    expect(pc.restarts).toBe(2);
    vi.advanceTimersByTime(ICE_RESTART_EVERY_MS);
    expect(pc.restarts).toBe(3);
    pc.go('connected');
    vi.advanceTimersByTime(60_000);
    expect(pc.restarts).toBe(3);
    expect(states.at(-1)).toBe('connected');
  });

  it('failed restarts at once; a closed session restarts nothing', () => {
    const { s, pc } = session();
    pc.go('connected');
    pc.go('failed');
    vi.advanceTimersByTime(0);
    expect(pc.restarts).toBe(1);
    s.close();
    vi.advanceTimersByTime(60_000);
    expect(pc.restarts).toBe(1);
  });
});

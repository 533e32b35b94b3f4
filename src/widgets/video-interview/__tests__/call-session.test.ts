import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallSession, ICE_CONNECT_TIMEOUT_MS, ICE_DISCONNECTED_GRACE_MS, ICE_RESTART_EVERY_MS, ICE_RESTARTS_BEFORE_REBUILD, POLITE_FIRST_OFFER_WAIT_MS, type SignalOut } from '../call-session';

/** A stand-in RTCPeerConnection whose connection state the test moves (the browser test drives a real one through coturn). */
class FakePc {
  static all: FakePc[] = [];
  static get last(): FakePc {
    return FakePc.all.at(-1)!;
  }
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  candidates: RTCIceCandidateInit[] = [];
  restarts = 0;
  onconnectionstatechange: (() => void) | null = null;
  ontrack = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate = null;
  constructor() {
    FakePc.all.push(this);
  }
  addTrack() {}
  restartIce() {
    this.restarts++;
  }
  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type} of pc${FakePc.all.indexOf(this)}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.candidates.push(c);
  }
  close() {
    this.connectionState = 'closed';
  }
  go(s: RTCPeerConnectionState) {
    this.connectionState = s;
    this.onconnectionstatechange?.();
  }
}

type Sent = Parameters<SignalOut>[0];

function session(polite = true) {
  const states: string[] = [];
  const sent: Sent[] = [];
  const s = createCallSession({ polite, iceServers: [], local: { getTracks: () => [] } as unknown as MediaStream, send: async (m) => void sent.push(m), onRemote: () => undefined, onState: (x) => states.push(x) });
  return { s, pc: FakePc.last, states, sent };
}

beforeEach(() => {
  FakePc.all = [];
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

  it('a new call that does not connect restarts ICE after a while, and again until connected, still shown as connecting', () => {
    const { pc, states } = session();
    pc.go('connecting');
    vi.advanceTimersByTime(ICE_CONNECT_TIMEOUT_MS - 100);
    expect(pc.restarts).toBe(0);
    vi.advanceTimersByTime(100);
    expect(pc.restarts).toBe(1);
    vi.advanceTimersByTime(ICE_RESTART_EVERY_MS);
    expect(pc.restarts).toBe(2);
    pc.go('connecting');
    // Not yet connected once: the screen says connecting, not 重新连接中.
    expect(states).not.toContain('reconnecting');
    pc.go('connected');
    vi.advanceTimersByTime(60_000);
    expect(pc.restarts).toBe(2);
    expect(states.at(-1)).toBe('connected');
  });

  it('a call that connects in time restarts nothing', () => {
    const { pc } = session();
    pc.go('connecting');
    vi.advanceTimersByTime(ICE_CONNECT_TIMEOUT_MS / 2);
    pc.go('connected');
    vi.advanceTimersByTime(60_000);
    expect(pc.restarts).toBe(0);
  });
});

describe('the call’s connections', () => {
  it('each signal names the connection that sent it and the one it answers; an answer for another connection is not applied', async () => {
    const current = session(false);
    const { pc, sent } = current;
    await pc.onnegotiationneeded!();
    const offer = sent[0]!;
    expect(offer.description?.type).toBe('offer');
    expect(offer.session).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(offer.to).toBeUndefined();
    const { s } = current;
    await s.receive({ description: { type: 'answer', sdp: 'for another' }, session: 'peerA', to: 'someOtherConnection' });
    expect(pc.remoteDescription).toBeNull();
    await s.receive({ description: { type: 'answer', sdp: 'for this one' }, session: 'peerA', to: offer.session });
    expect(pc.remoteDescription?.sdp).toBe('for this one');
    // Signals sent from here now name the connection they answer.
    await pc.onnegotiationneeded!();
    expect(sent.at(-1)).toMatchObject({ session: offer.session, to: 'peerA' });
  });

  it('after ICE restarts that did not connect, the impolite side opens a new connection that offers; the old one is closed', async () => {
    const { pc, sent } = session(false);
    await pc.onnegotiationneeded!();
    vi.advanceTimersByTime(ICE_CONNECT_TIMEOUT_MS);
    for (let i = 1; i < ICE_RESTARTS_BEFORE_REBUILD; i++) vi.advanceTimersByTime(ICE_RESTART_EVERY_MS);
    expect(pc.restarts).toBe(ICE_RESTARTS_BEFORE_REBUILD);
    expect(FakePc.all).toHaveLength(1);
    vi.advanceTimersByTime(ICE_RESTART_EVERY_MS);
    expect(FakePc.all).toHaveLength(2);
    expect(pc.connectionState).toBe('closed');
    await FakePc.last.onnegotiationneeded!();
    const offers = sent.filter((m) => m.description?.type === 'offer');
    expect(offers).toHaveLength(2);
    expect(offers[1]!.session).not.toBe(offers[0]!.session);
  });

  it('the polite side follows an offer from a new connection of the other party with a new connection of its own; leftovers of the old one are dropped', async () => {
    const { pc, sent, s: current } = session(true);
    await current.receive({ description: { type: 'offer', sdp: 'offer A' }, session: 'peerA' });
    const answerA = sent.at(-1)!;
    expect(answerA).toMatchObject({ description: { type: 'answer' }, to: 'peerA' });
    // The other party's new connection offers.
    await current.receive({ description: { type: 'offer', sdp: 'offer B' }, session: 'peerB' });
    expect(FakePc.all).toHaveLength(2);
    expect(pc.connectionState).toBe('closed');
    const answerB = sent.at(-1)!;
    expect(answerB).toMatchObject({ description: { type: 'answer' }, to: 'peerB' });
    expect(answerB.session).not.toBe(answerA.session);
    // Leftovers of the old pairing: for the replaced connection here, or from the other side's old one.
    await current.receive({ candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ relay' }, session: 'peerA', to: answerA.session });
    await current.receive({ candidate: { candidate: 'candidate:2 1 udp 1 127.0.0.1 5001 typ relay' }, session: 'peerA' });
    expect(FakePc.last.candidates).toHaveLength(0);
    await current.receive({ candidate: { candidate: 'candidate:3 1 udp 1 127.0.0.1 5002 typ relay' }, session: 'peerB', to: answerB.session });
    expect(FakePc.last.candidates).toHaveLength(1);
    // An answer addressed to the replaced connection is not applied to the new one.
    await current.receive({ description: { type: 'answer', sdp: 'late' }, session: 'peerB', to: answerA.session });
    expect(FakePc.last.remoteDescription?.sdp).toBe('offer B');
  });

  it('the polite side waits for the other side’s first offer instead of offering at the same time', async () => {
    const { pc, sent, s } = session(true);
    const own = pc.onnegotiationneeded!();
    vi.advanceTimersByTime(POLITE_FIRST_OFFER_WAIT_MS / 2);
    await s.receive({ description: { type: 'offer', sdp: 'offer A' }, session: 'peerA' });
    vi.advanceTimersByTime(POLITE_FIRST_OFFER_WAIT_MS);
    await own;
    expect(sent.map((m) => m.description?.type)).toEqual(['answer']);
  });

  it('with no offer from the other side, the polite side offers after its wait', async () => {
    const { pc, sent } = session(true);
    const own = pc.onnegotiationneeded!();
    await vi.advanceTimersByTimeAsync(POLITE_FIRST_OFFER_WAIT_MS);
    await own;
    expect(sent.map((m) => m.description?.type)).toEqual(['offer']);
  });
});

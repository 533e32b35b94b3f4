import { Button, DotLoading } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useEffect, useRef, useState } from 'react';
import type { Interview, RtcJoinResult } from '../../../schemas/interview';
import { IM_STATUS_CONNECTED } from '../../../schemas/im';
import { useImClient } from '../../runtime/im';
import { clock, createCallSession, networkQuality, type CallSession } from './call-session';

type Phase = 'starting' | 'waiting' | 'call' | 'ended' | 'error';
type Conn = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** How long the screen waits for the chat socket before it gives up. */
const SOCKET_WAIT_MS = 10_000;
/** How often the network hint is measured. */
const STATS_EVERY_MS = 2_000;

/**
 * The 1:1 video interview: remote video large, own video small; mute, camera off, switch camera,
 * hang up; a timer against the booked minutes, a network hint and the reconnecting state.
 */
export function InterviewCall({ interviewId, onBack }: { interviewId: number; onBack: () => void }) {
  const im = useImClient();
  const localRef = useRef<HTMLVideoElement>(null);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const sessionRef = useRef<CallSession | null>(null);
  const joinRef = useRef<RtcJoinResult | null>(null);
  const mediaRef = useRef({ muted: false, cameraOff: false });
  const facingRef = useRef<'user' | 'environment'>('user');
  const [phase, setPhase] = useState<Phase>('starting');
  const [error, setError] = useState('');
  const [interview, setInterview] = useState<Interview | null>(null);
  const [conn, setConn] = useState<Conn>('connecting');
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [peer, setPeer] = useState({ muted: false, cameraOff: false });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [rtt, setRtt] = useState<number | null>(null);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    let live = true;
    const closeSession = () => {
      sessionRef.current?.close();
      sessionRef.current = null;
    };
    const startSession = () => {
      const j = joinRef.current;
      const stream = streamRef.current;
      if (!j || !stream || !live) return;
      closeSession();
      setConn('connecting');
      sessionRef.current = createCallSession({
        polite: j.polite,
        iceServers: j.iceServers,
        local: stream,
        send: (msg) => im.rtc.signal({ interviewId, ...msg }),
        onRemote: (s) => {
          if (remoteRef.current && remoteRef.current.srcObject !== s) remoteRef.current.srcObject = s;
        },
        onState: (s) => {
          setConn(s);
          if (s === 'connected') setStartedAt((t) => t ?? Date.now());
        },
      });
      setPhase('call');
      void im.rtc.state({ interviewId, ...mediaRef.current }).catch(() => undefined);
    };
    const finish = (sec: number) => {
      closeSession();
      streamRef.current?.getTracks().forEach((t) => t.stop());
      setDuration(sec);
      setPhase('ended');
    };
    const join = async () => {
      const r = await im.rtc.join(interviewId);
      if (!live) return;
      joinRef.current = r;
      setInterview(r.interview);
      if (r.peerPresent) startSession();
      else setPhase('waiting');
    };

    const off = im.rtc.on((e) => {
      if (e.push.interviewId !== interviewId) return;
      if (e.kind === 'signal') void sessionRef.current?.receive(e.push);
      else if (e.kind === 'ended') finish(e.push.durationSec);
      else if (e.push.event === 'joined') startSession();
      else if (e.push.event === 'left') {
        closeSession();
        setPeer({ muted: false, cameraOff: false });
        setPhase((p) => (p === 'ended' ? p : 'waiting'));
      } else setPeer({ muted: Boolean(e.push.muted), cameraOff: Boolean(e.push.cameraOff) });
    });

    // After the chat socket reconnects (spec §4), the call room is entered again.
    let wasConnected = im.getState().status === IM_STATUS_CONNECTED;
    const unsub = im.subscribe(() => {
      const connected = im.getState().status === IM_STATUS_CONNECTED;
      if (connected && !wasConnected && joinRef.current && live) {
        setConn('reconnecting');
        void join().catch(() => undefined);
      }
      wasConnected = connected;
    });

    void (async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { facingMode: facingRef.current } });
        if (!live) {
          stream.getTracks().forEach((t) => t.stop());
          return;
        }
        streamRef.current = stream;
        if (localRef.current) localRef.current.srcObject = stream;
      } catch {
        setError('无法打开摄像头或麦克风，请在浏览器设置中允许后重试');
        setPhase('error');
        return;
      }
      if (!(await im.waitForSocket(SOCKET_WAIT_MS))) {
        if (live) {
          setError('连接失败，请检查网络后重试');
          setPhase('error');
        }
        return;
      }
      try {
        await join();
      } catch (e) {
        if (!live) return;
        setError(e instanceof Error ? e.message : '无法进入面试');
        setPhase('error');
      }
    })();

    return () => {
      live = false;
      off();
      unsub();
      closeSession();
      streamRef.current?.getTracks().forEach((t) => t.stop());
      if (joinRef.current) void im.rtc.leave(interviewId);
    };
  }, [im, interviewId]);

  // The timer and the network hint while in the call.
  useEffect(() => {
    if (phase !== 'call') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const stats = setInterval(() => {
      void sessionRef.current
        ?.rtt()
        .then(setRtt)
        .catch(() => undefined);
    }, STATS_EVERY_MS);
    return () => {
      clearInterval(tick);
      clearInterval(stats);
    };
  }, [phase]);

  const pushState = (next: { muted: boolean; cameraOff: boolean }) => {
    mediaRef.current = next;
    void im.rtc.state({ interviewId, ...next }).catch(() => undefined);
  };
  const toggleMute = () => {
    const m = !muted;
    streamRef.current?.getAudioTracks().forEach((t) => (t.enabled = !m));
    setMuted(m);
    pushState({ muted: m, cameraOff });
  };
  const toggleCamera = () => {
    const c = !cameraOff;
    streamRef.current?.getVideoTracks().forEach((t) => (t.enabled = !c));
    setCameraOff(c);
    pushState({ muted, cameraOff: c });
  };
  const switchCamera = async () => {
    const stream = streamRef.current;
    if (!stream) return;
    facingRef.current = facingRef.current === 'user' ? 'environment' : 'user';
    try {
      const next = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facingRef.current } });
      const track = next.getVideoTracks()[0];
      if (!track) return;
      track.enabled = !cameraOff;
      for (const old of stream.getVideoTracks()) {
        stream.removeTrack(old);
        old.stop();
      }
      stream.addTrack(track);
      await sessionRef.current?.replaceVideo(track);
    } catch {
      /* one camera only: keep the current one */
    }
  };
  const hangup = async () => {
    try {
      const iv = await im.rtc.hangup(interviewId);
      sessionRef.current?.close();
      sessionRef.current = null;
      streamRef.current?.getTracks().forEach((t) => t.stop());
      setDuration(iv.durationSec);
      setPhase('ended');
    } catch (e) {
      setError(e instanceof Error ? e.message : '挂断失败');
    }
  };

  const booked = (interview?.videoMinute ?? 0) * 60;
  const elapsed = startedAt ? Math.floor((now - startedAt) / 1000) : 0;
  const quality = networkQuality(rtt);

  if (phase === 'error') {
    return (
      <div className="w-vcall w-vcall--message">
        <ErrorBlock status="default" title="无法进入面试" description={error} />
        <Button color="primary" onClick={onBack}>
          返回
        </Button>
      </div>
    );
  }
  if (phase === 'ended') {
    return (
      <div className="w-vcall w-vcall--message" data-testid="call-ended">
        <div className="w-vcall__ended-icon" aria-hidden>
          ✓
        </div>
        <h2>面试已结束</h2>
        <p>
          通话时长 <b data-testid="call-duration">{clock(duration)}</b>
        </p>
        <Button color="primary" onClick={onBack}>
          返回
        </Button>
      </div>
    );
  }
  return (
    <div className="w-vcall" data-testid="call" data-conn={conn}>
      <video ref={remoteRef} className="w-vcall__remote" data-testid="remote-video" autoPlay playsInline aria-label="对方画面" />
      {(phase !== 'call' || peer.cameraOff) && (
        <div className="w-vcall__placeholder">
          {phase === 'starting' ? (
            <>
              <DotLoading color="white" /> 正在进入面试
            </>
          ) : phase === 'waiting' ? (
            `等待${interview?.peer.name ?? '对方'}进入面试…`
          ) : (
            '对方已关闭摄像头'
          )}
        </div>
      )}
      <video ref={localRef} className={`w-vcall__local${cameraOff ? ' w-vcall__local--off' : ''}`} data-testid="local-video" autoPlay playsInline muted aria-label="我的画面" />
      <div className="w-vcall__top">
        <div className="w-vcall__who">
          <b>{interview?.peer.name ?? ''}</b>
          <span>{interview?.jobTitle ? `面试职位：${interview.jobTitle}` : '视频面试'}</span>
        </div>
        <div className={`w-vcall__timer${booked && elapsed > booked ? ' w-vcall__timer--over' : ''}`} data-testid="call-timer">
          {clock(elapsed)} / {clock(booked)}
        </div>
      </div>
      <div className="w-vcall__badges">
        {phase === 'call' && conn === 'reconnecting' && (
          <span className="w-vcall__badge w-vcall__badge--warn" data-testid="reconnecting">
            网络波动，重新连接中…
          </span>
        )}
        {phase === 'call' && quality.text && <span className={`w-vcall__badge w-vcall__badge--${quality.level}`}>{quality.text}</span>}
        {phase === 'call' && peer.muted && (
          <span className="w-vcall__badge" data-testid="peer-muted">
            对方已静音
          </span>
        )}
        {booked > 0 && elapsed > booked && <span className="w-vcall__badge w-vcall__badge--warn">已超过预约时长</span>}
      </div>
      <div className="w-vcall__controls">
        <button type="button" className={`w-vcall__btn${muted ? ' w-vcall__btn--on' : ''}`} onClick={toggleMute} aria-pressed={muted}>
          <span aria-hidden>{muted ? '🔇' : '🎤'}</span>
          {muted ? '取消静音' : '静音'}
        </button>
        <button type="button" className={`w-vcall__btn${cameraOff ? ' w-vcall__btn--on' : ''}`} onClick={toggleCamera} aria-pressed={cameraOff}>
          <span aria-hidden>{cameraOff ? '🚫' : '📷'}</span>
          {cameraOff ? '打开摄像头' : '关闭摄像头'}
        </button>
        <button type="button" className="w-vcall__btn" onClick={() => void switchCamera()}>
          <span aria-hidden>🔄</span>
          切换摄像头
        </button>
        <button type="button" className="w-vcall__btn w-vcall__btn--hangup" onClick={() => void hangup()}>
          <span aria-hidden>📞</span>
          挂断
        </button>
      </div>
    </div>
  );
}

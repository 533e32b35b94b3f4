import { useEffect, useRef, useState } from 'react';

/** Media Source Extensions are there (hls.js can play); otherwise the browser's own HLS (iOS Safari). */
export function canUseMse(): boolean {
  const w = globalThis as { MediaSource?: { isTypeSupported?: (t: string) => boolean }; ManagedMediaSource?: unknown };
  return Boolean(w.MediaSource?.isTypeSupported?.('video/mp4; codecs="avc1.42E01E,mp4a.40.2"') || w.ManagedMediaSource);
}

/**
 * An HLS player: hls.js (loaded only here, so first routes do not carry it) where MSE exists,
 * native HLS otherwise. A stream that cannot be loaded shows 暂无直播画面.
 */
export function HlsPlayer({ src, loop }: { src: string; loop: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    setFailed(false);
    let gone = false;
    let destroy = () => {};
    const fail = () => !gone && setFailed(true);
    const play = () => void video.play().catch(() => undefined);
    if (canUseMse()) {
      void import('hls.js').then(({ default: Hls }) => {
        if (gone) return;
        const hls = new Hls({ manifestLoadingMaxRetry: 2 });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) fail();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.loadSource(src);
        hls.attachMedia(video);
      }, fail);
    } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      video.addEventListener('error', fail);
      video.addEventListener('loadedmetadata', play);
      destroy = () => {
        video.removeEventListener('error', fail);
        video.removeEventListener('loadedmetadata', play);
        video.removeAttribute('src');
        video.load();
      };
    } else fail();
    return () => {
      gone = true;
      destroy();
    };
  }, [src]);
  if (!src || failed) return <div className="w-live__nopic" data-testid="live-no-picture">暂无直播画面</div>;
  // Muted so autoplay is allowed; the viewer unmutes with the controls.
  return <video ref={ref} className="w-live__video" data-testid="live-video" muted playsInline controls loop={loop} />;
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useHorizontalDrag, type DragRelease } from '../../runtime/ui/use-horizontal-drag';
import { SWIPE_DURATION_MS, SWIPE_LOOP, SWIPE_THRESHOLD_RATIO, SWIPE_THRESHOLD_SPEED } from './constants';
import type { BannerSlide, BannerSwiperProps } from './schema';
import './banner-swiper.css';

/** A carousel of pictures; tapping a slide runs its link. */
export function BannerSwiper(props: WidgetRenderProps<BannerSwiperProps>) {
  const { items, host } = props;
  const cls = `w-banner${props.rounded ? ' w-banner--rounded' : ''}`;
  if (items.length === 0) {
    return host?.preview ? (
      <div className={`${cls} w-banner--hint`} style={{ height: props.height }}>
        轮播图：请添加图片
      </div>
    ) : null;
  }
  return (
    <div className={cls} style={{ '--w-banner-height': `${props.height}px` } as CSSProperties} role="region" aria-roledescription="carousel" aria-label="轮播图">
      <Carousel items={items} autoplay={props.autoplay && items.length > 1} interval={props.interval} onTap={(item, index) => host?.runLink(item.link, { item, index })} />
    </div>
  );
}

/** The release speed is read over the pointer's last moves within this window (ms). */
const SPEED_WINDOW_MS = 100;

/** Where slide i sits, in slide widths from the frame, when the track is at `pos` (wrapped so each slide is on the near side when looping). */
export function slideOffset(i: number, pos: number, n: number): number {
  const off = i - pos;
  if (!SWIPE_LOOP || n < 2) return off;
  return ((((off + n / 2) % n) + n) % n) - n / 2;
}

const transformOf = (i: number, pos: number, n: number) => `translate3d(${Number((slideOffset(i, pos, n) * 100).toFixed(3))}%,0,0)`;
const wrap = (i: number, n: number) => ((i % n) + n) % n;
const easeOut = (t: number) => 1 - (1 - t) ** 3;
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slides side by side, moved by transforms written straight to the DOM (no
 * re-render per frame): a drag follows the finger, a release turns the slide
 * past SWIPE_THRESHOLD_RATIO of its width or faster than SWIPE_THRESHOLD_SPEED
 * and settles over SWIPE_DURATION_MS, wrapping from the last slide to the first
 * (spec §9). Autoplay moves on every `interval` ms while nobody touches it and
 * the page is visible. A vertical move is left to the page's scroll.
 */
function Carousel({ items, autoplay, interval, onTap }: { items: BannerSlide[]; autoplay: boolean; interval: number; onTap: (item: BannerSlide, index: number) => void }) {
  const n = items.length;
  const frame = useRef<HTMLDivElement>(null);
  /** The track's position in slides (fractional while it moves). */
  const pos = useRef(0);
  const [current, setCurrent] = useState(0);
  const [touching, setTouching] = useState(false);
  /** Where the track was (in slides) and the frame's width (px) when the finger went down. */
  const grab = useRef({ from: 0, width: 1 });
  const animation = useRef(0);

  const paint = useCallback(() => {
    const slides = frame.current?.children;
    if (!slides) return;
    for (let i = 0; i < slides.length; i++) (slides[i] as HTMLElement).style.transform = transformOf(i, pos.current, n);
  }, [n]);

  const stop = () => {
    cancelAnimationFrame(animation.current);
    animation.current = 0;
  };

  const goTo = useCallback(
    (target: number) => {
      stop();
      const settle = () => {
        animation.current = 0;
        pos.current = wrap(target, n);
        paint();
        setCurrent(pos.current);
      };
      const from = pos.current;
      if (from === target || reducedMotion()) return settle();
      const start = performance.now();
      const step = () => {
        const t = Math.min(1, (performance.now() - start) / SWIPE_DURATION_MS);
        pos.current = from + (target - from) * easeOut(t);
        paint();
        if (t < 1) animation.current = requestAnimationFrame(step);
        else settle();
      };
      animation.current = requestAnimationFrame(step);
    },
    [n, paint],
  );

  // Fewer slides after an edit: stay on one that exists.
  useLayoutEffect(() => {
    if (pos.current >= n) {
      stop();
      pos.current = 0;
      setCurrent(0);
    }
    paint();
  }, [n, paint]);
  useEffect(() => stop, []);

  useEffect(() => {
    if (!autoplay || touching) return;
    let timer = 0;
    const arm = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') timer = window.setTimeout(() => goTo(Math.round(pos.current) + 1), interval);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [autoplay, touching, interval, current, goTo]);

  /** Ends a touch: after a drag the slide turns or settles back; after a tap, a page scroll or a cancel it settles back. */
  const finish = (release: DragRelease | null) => {
    setTouching(false);
    const from = Math.round(grab.current.from);
    if (!release) return goTo(from);
    const turn = Math.abs(release.dx) > grab.current.width * SWIPE_THRESHOLD_RATIO || Math.abs(release.velocity) > SWIPE_THRESHOLD_SPEED;
    // The finger's way decides the side: left shows the next slide.
    goTo(turn ? from + (release.dx < 0 ? 1 : -1) : from);
  };

  const dragProps = useHorizontalDrag<HTMLDivElement>({
    enabled: n > 1,
    speedWindowMs: SPEED_WINDOW_MS,
    onPress: () => {
      stop();
      grab.current = { from: pos.current, width: frame.current?.clientWidth || 1 };
      setTouching(true);
    },
    onMove: (dx) => {
      pos.current = grab.current.from - dx / grab.current.width;
      paint();
    },
    onEnd: finish,
    onTap: () => finish(null),
    onCancel: () => finish(null),
  });

  return (
    <>
      <div
        ref={frame}
        className="w-banner__track"
        {...dragProps}
      >
        {items.map((item, index) => (
          <div
            key={index}
            className="w-banner__item"
            style={{ transform: transformOf(index, pos.current, n) }}
            aria-roledescription="slide"
            aria-current={index === current ? 'true' : undefined}
          >
            <div className="w-banner__slide" onClick={() => onTap(item, index)} role="link" aria-label={item.title || item.alt || `第 ${index + 1} 张`}>
              <img className="w-banner__img" src={item.image} alt={item.alt ?? item.title ?? ''} draggable={false} loading={index === 0 ? 'eager' : 'lazy'} />
              {item.title && <span className="w-banner__title">{item.title}</span>}
            </div>
          </div>
        ))}
      </div>
      {n > 1 && (
        <div className="w-banner__dots" aria-hidden="true">
          {items.map((_, i) => (
            <span key={i} className={i === current ? 'w-banner__dot w-banner__dot--active' : 'w-banner__dot'} />
          ))}
        </div>
      )}
    </>
  );
}

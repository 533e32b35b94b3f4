/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { BannerSwiper, slideOffset } from '../banner-swiper';
import { AUTOPLAY_INTERVAL_MS, SWIPE_DURATION_MS, SWIPE_LOOP, SWIPE_THRESHOLD_RATIO, SWIPE_THRESHOLD_SPEED } from '../constants';
import { bannerSwiperWidget } from '../index';
import { bannerSwiperPropsSchema } from '../schema';

afterEach(cleanup);

const fakeHost = (preview = false) => ({ nodeId: 'n1', preview, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;
const slides = [
  { image: '/img/a.png', title: '春季招聘会', link: { type: 'navigate' as const, path: '/article/1' } },
  { image: 'https://cdn.example.com/b.jpg', title: '校园招聘' },
];

describe('banner-swiper', () => {
  it('parses empty props and keeps the spec swipe settings', () => {
    expect(bannerSwiperWidget.type).toBe('banner-swiper');
    expect(bannerSwiperPropsSchema.parse({})).toEqual({ items: [], height: 150, autoplay: true, interval: 3000, rounded: true });
    expect([SWIPE_DURATION_MS, SWIPE_LOOP, SWIPE_THRESHOLD_SPEED, SWIPE_THRESHOLD_RATIO]).toEqual([500, true, 0.25, 0.5]);
  });

  it('rejects unsafe images and links, and a too-short interval', () => {
    expect(bannerSwiperPropsSchema.safeParse({ items: [{ image: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(bannerSwiperPropsSchema.safeParse({ items: [{ image: 'data:image/svg+xml;base64,PHN2Zz4=' }] }).success).toBe(false);
    expect(bannerSwiperPropsSchema.safeParse({ items: [{ image: '/a.png', link: { type: 'navigate', h5: 'javascript:alert(1)' } }] }).success).toBe(false);
    expect(bannerSwiperPropsSchema.safeParse({ interval: 100 }).success).toBe(false);
  });

  it('shows every slide with its caption', () => {
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: slides })} />);
    // The looping track may render clones; each caption is there at least once.
    expect(screen.getAllByText('春季招聘会').length).toBeGreaterThan(0);
    expect(screen.getAllByText('校园招聘').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: '春季招聘会' })[0]!.getAttribute('src')).toBe('/img/a.png');
  });

  it("runs the tapped slide's link with the slide as data", () => {
    const host = fakeHost();
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: slides })} host={host} />);
    fireEvent.click(screen.getAllByRole('link', { name: '春季招聘会' })[0]!);
    expect(host.runLink).toHaveBeenCalledWith(slides[0]!.link, { item: slides[0], index: 0 });
    // A slide without a link hands over to the node's own link.
    fireEvent.click(screen.getAllByRole('link', { name: '校园招聘' })[0]!);
    expect(host.runLink).toHaveBeenLastCalledWith(undefined, { item: slides[1], index: 1 });
  });

  it('shows a hint without slides in preview, and nothing in production', () => {
    const { container, rerender } = render(<BannerSwiper {...bannerSwiperPropsSchema.parse({})} host={fakeHost(true)} />);
    expect(screen.getByText('轮播图：请添加图片')).toBeTruthy();
    rerender(<BannerSwiper {...bannerSwiperPropsSchema.parse({})} host={fakeHost(false)} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('banner-swiper: swiping and autoplay (spec §9)', () => {
  const WIDTH = 300;
  const three = [...slides, { image: '/img/c.png', title: '直播带岗' }];
  const shown = () => screen.getAllByRole('link').findIndex((l) => l.parentElement!.getAttribute('aria-current') === 'true');
  const offsets = () => screen.getAllByRole('link').map((l) => l.parentElement!.style.transform);
  const track = () => document.querySelector('.w-banner__track')!;
  /** Lets `ms` pass in frames of 16 ms, React rendering after each as a browser would (one act for all would hold every render to its end). */
  const pass = (ms: number) => {
    for (let left = ms; left > 0; left -= 16) act(() => vi.advanceTimersByTime(Math.min(16, left)));
  };
  /** A turn settles within its duration and the frame after it. */
  const SETTLE = SWIPE_DURATION_MS + 16;
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y = 50) => act(() => void fireEvent[type](track(), { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: x, clientY: y }));
  /** A finger from x0 to x1 in `steps` moves of `msPerStep` each, then lifted. */
  const swipe = (x0: number, x1: number, steps: number, msPerStep: number) => {
    pointer('pointerDown', x0);
    for (let i = 1; i <= steps; i++) {
      pass(msPerStep);
      pointer('pointerMove', x0 + ((x1 - x0) * i) / steps);
    }
    pointer('pointerUp', x1);
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('places each slide on the near side of the shown one, wrapping when looping', () => {
    expect(slideOffset(1, 0, 3)).toBe(1);
    expect(slideOffset(2, 0, 3)).toBe(-1);
    expect(slideOffset(0, 2.5, 3)).toBe(0.5);
    expect(slideOffset(1, 0.5, 2)).toBe(0.5);
    expect(slideOffset(1, -0.5, 2)).toBe(-0.5);
  });

  it(`moves on every interval by itself, settling in ${SWIPE_DURATION_MS} ms, and comes back round from the last slide to the first`, () => {
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three })} />);
    expect(shown()).toBe(0);
    expect(offsets()).toEqual(['translate3d(0%,0,0)', 'translate3d(100%,0,0)', 'translate3d(-100%,0,0)']);
    pass(AUTOPLAY_INTERVAL_MS - 1);
    expect(offsets()[0]).toBe('translate3d(0%,0,0)');
    pass(1 + SWIPE_DURATION_MS / 2);
    // Half way through the turn the first slide is on its way out to the left.
    const half = Number(/\((-?[\d.]+)%/.exec(offsets()[0]!)![1]);
    expect(half).toBeLessThan(-50);
    expect(half).toBeGreaterThan(-100);
    pass(SETTLE);
    expect(shown()).toBe(1);
    expect(offsets()[1]).toBe('translate3d(0%,0,0)');
    pass(AUTOPLAY_INTERVAL_MS + SETTLE);
    expect(shown()).toBe(2);
    // From the last slide the next is the first, waiting on the right.
    expect(offsets()).toEqual(['translate3d(100%,0,0)', 'translate3d(-100%,0,0)', 'translate3d(0%,0,0)']);
    pass(AUTOPLAY_INTERVAL_MS + SETTLE);
    expect(shown()).toBe(0);
    expect(offsets()[0]).toBe('translate3d(0%,0,0)');
  });

  it('stays put without autoplay, and with a single slide', () => {
    const { unmount } = render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three, autoplay: false })} />);
    pass(AUTOPLAY_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    unmount();
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three.slice(0, 1) })} />);
    pass(AUTOPLAY_INTERVAL_MS * 3);
    expect(offsets()).toEqual(['translate3d(0%,0,0)']);
    expect(document.querySelector('.w-banner__dots')).toBeNull();
  });

  it(`a slow drag turns the slide only past ${SWIPE_THRESHOLD_RATIO * 100}% of its width; the slide follows the finger meanwhile`, () => {
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three, autoplay: false })} />);
    pointer('pointerDown', 250);
    pass(100);
    pointer('pointerMove', 190);
    expect(offsets()[0]).toBe('translate3d(-20%,0,0)');
    pass(400);
    pointer('pointerMove', 150);
    pass(400);
    pointer('pointerUp', 150);
    pass(SETTLE);
    expect(shown()).toBe(0);
    expect(offsets()[0]).toBe('translate3d(0%,0,0)');
    swipe(280, 100, 12, 100);
    pass(SETTLE);
    expect(shown()).toBe(1);
  });

  it(`a flick faster than ${SWIPE_THRESHOLD_SPEED} px/ms turns the slide however short; to the right it goes back, round to the last`, () => {
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three, autoplay: false })} />);
    swipe(200, 150, 4, 10);
    pass(SETTLE);
    expect(shown()).toBe(1);
    swipe(100, 150, 4, 10);
    pass(SETTLE);
    expect(shown()).toBe(0);
    swipe(100, 150, 4, 10);
    pass(SETTLE);
    expect(shown()).toBe(2);
  });

  it('a vertical move is the page scrolling: the slides stay; a drag is not a tap, a tap still is', () => {
    const host = fakeHost();
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three, autoplay: false })} host={host} />);
    pointer('pointerDown', 150, 50);
    pass(50);
    pointer('pointerMove', 146, 120);
    pointer('pointerMove', 60, 130);
    pointer('pointerUp', 60, 130);
    pass(SETTLE);
    expect(shown()).toBe(0);
    expect(offsets()[0]).toBe('translate3d(0%,0,0)');

    swipe(250, 80, 5, 100);
    fireEvent.click(screen.getAllByRole('link')[0]!);
    expect(host.runLink).not.toHaveBeenCalled();
    pass(SETTLE);
    pointer('pointerDown', 150);
    pointer('pointerUp', 151);
    fireEvent.click(screen.getAllByRole('link')[1]!);
    expect(host.runLink).toHaveBeenCalledWith(undefined, { item: three[1], index: 1 });
  });

  it('autoplay waits while a finger is on the slides', () => {
    render(<BannerSwiper {...bannerSwiperPropsSchema.parse({ items: three })} />);
    pass(AUTOPLAY_INTERVAL_MS - 500);
    pointer('pointerDown', 150);
    pass(AUTOPLAY_INTERVAL_MS * 2);
    expect(shown()).toBe(0);
    pointer('pointerUp', 150);
    pass(AUTOPLAY_INTERVAL_MS + SETTLE);
    expect(shown()).toBe(1);
  });
});

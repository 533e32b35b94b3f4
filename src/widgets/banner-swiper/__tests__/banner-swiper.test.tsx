/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { BannerSwiper } from '../banner-swiper';
import { SWIPE_DURATION_MS, SWIPE_LOOP, SWIPE_THRESHOLD_RATIO, SWIPE_THRESHOLD_SPEED } from '../constants';
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

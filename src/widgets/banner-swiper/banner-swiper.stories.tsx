import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerSwiper } from './banner-swiper';
import { bannerSwiperWidget } from './index';
import campus from './story-assets/banner-campus.svg?no-inline';
import live from './story-assets/banner-live.svg?no-inline';
import spring from './story-assets/banner-spring.svg?no-inline';

const slides = [
  { image: spring, title: '春季招聘会 · 千家名企等你来', link: { type: 'navigate' as const, path: '/article/1' } },
  { image: campus, title: '2025 届校园招聘正式启动', link: { type: 'navigate' as const, path: '/article/2' } },
  { image: live, title: '今晚 8 点 · 直播带岗', link: { type: 'navigate' as const, path: '/live/1' } },
];
const previewHost = { nodeId: 'story', preview: true, runLink: () => undefined };

/** A looping carousel of pictures; a tap runs the slide's link. Without slides, preview shows a hint and production nothing. */
const meta = {
  title: 'Widgets/Banner swiper',
  component: BannerSwiper,
  args: bannerSwiperWidget.defaultProps,
} satisfies Meta<typeof BannerSwiper>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { host: previewHost } };
export const Slides: Story = { args: { items: slides } };
export const EdgeToEdge: Story = { args: { items: slides.slice(0, 2), rounded: false, height: 180, autoplay: false } };

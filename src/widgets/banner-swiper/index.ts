import type { WidgetDefinition } from '../../runtime/registry';
import { BannerSwiper } from './banner-swiper';
import { bannerSwiperPropsSchema } from './schema';

/** The banner carousel (looping, spec §9 swipe settings). */
export const bannerSwiperWidget: WidgetDefinition<typeof bannerSwiperPropsSchema> = {
  type: 'banner-swiper',
  propsSchema: bannerSwiperPropsSchema,
  defaultProps: bannerSwiperPropsSchema.parse({}),
  render: BannerSwiper,
  editor: { title: '轮播图', icon: '🖼️' },
};
export default bannerSwiperWidget;

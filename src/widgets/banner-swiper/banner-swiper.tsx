import { Swiper } from 'antd-mobile';
import type { CSSProperties } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import { SWIPE_LOOP } from './constants';
import type { BannerSwiperProps } from './schema';
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
    <div className={cls} style={{ '--w-banner-height': `${props.height}px` } as CSSProperties}>
      <Swiper
        loop={SWIPE_LOOP}
        autoplay={props.autoplay && items.length > 1}
        autoplayInterval={props.interval}
        indicator={items.length > 1 ? undefined : false}
        indicatorProps={{ color: 'white', className: 'w-banner__dots' }}
        style={{ '--height': `${props.height}px`, '--border-radius': props.rounded ? '10px' : '0' }}
      >
        {items.map((item, index) => (
          <Swiper.Item key={index}>
            <div className="w-banner__slide" onClick={() => host?.runLink(item.link, { item, index })} role="link" aria-label={item.title || item.alt || `第 ${index + 1} 张`}>
              <img className="w-banner__img" src={item.image} alt={item.alt ?? item.title ?? ''} draggable={false} loading={index === 0 ? 'eager' : 'lazy'} />
              {item.title && <span className="w-banner__title">{item.title}</span>}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

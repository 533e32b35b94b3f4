import { z } from 'zod';
import { imageUrlSchema, linkSchema } from '../../../schemas/design';
import { AUTOPLAY_INTERVAL_MS } from './constants';

/** One slide of the carousel. */
export const bannerSlideSchema = z.object({
  /** The picture, best 750 × 300 or the carousel's height at twice its width. */
  image: imageUrlSchema,
  /** Caption over the bottom of the picture; also read out by screen readers. */
  title: z.string().max(30).optional(),
  /** What the picture says, for screen readers, when it carries its own text and needs no caption. */
  alt: z.string().max(60).optional(),
  /** What a tap on this slide runs, with `{ item, index }`; without one the node's link runs. */
  link: linkSchema.optional(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

/** Props of the banner carousel, as designers set them in the page JSON. */
export const bannerSwiperPropsSchema = z.object({
  /** The slides, in order (at most 10). */
  items: z.array(bannerSlideSchema).max(10).default([]),
  /** Height in design px (375 wide). */
  height: z.number().int().min(60).max(400).default(150),
  /** Move on by itself. */
  autoplay: z.boolean().default(true),
  /** Milliseconds each slide stays when autoplaying, 1000 to 10000. */
  interval: z.number().int().min(1000).max(10_000).default(AUTOPLAY_INTERVAL_MS),
  /** Inset with rounded corners (on) or edge to edge (off). */
  rounded: z.boolean().default(true),
});
export type BannerSwiperProps = z.infer<typeof bannerSwiperPropsSchema>;

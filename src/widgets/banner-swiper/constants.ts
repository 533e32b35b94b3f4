/**
 * Swipe carousel constants of spec §9, by their spec names. The carousel
 * (banner-swiper.tsx) is our own: it turns a slide when a drag passes half its
 * width or the release is faster than the threshold, settles over 500 ms and
 * wraps from the last slide to the first. (antd-mobile's Swiper, used before,
 * took none of these but the loop and brought react-spring and use-gesture,
 * 25 KB gzip, onto the home page.)
 */

/** A slide change animates over 500 ms. */
export const SWIPE_DURATION_MS = 500;
/** The carousel wraps from the last slide to the first. */
export const SWIPE_LOOP = true;
/** A release faster than this (px per ms) turns the slide. */
export const SWIPE_THRESHOLD_SPEED = 0.25;
/** …or a drag past this share of the slide's width. */
export const SWIPE_THRESHOLD_RATIO = 0.5;

/** Default time each slide stays before autoplay moves on. */
export const AUTOPLAY_INTERVAL_MS = 3000;

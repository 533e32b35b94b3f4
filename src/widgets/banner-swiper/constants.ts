/**
 * Swipe carousel constants of spec §9, by their spec names.
 *
 * antd-mobile's Swiper takes `loop` and `autoplayInterval`; the rest it does
 * not expose, and it already behaves as the spec asks: a release settles with
 * a spring (tension 200, friction 30) in roughly half a second, and a slide
 * turns when the drag passes half its width or the release is a flick (it
 * rounds offset plus projected velocity). The numbers are kept here so the
 * spec's values are named once and a future carousel can take them.
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

/** A notice too long for its bar waits this long before it starts to scroll. */
export const NOTICE_SCROLL_DELAY_MS = 2000;
/** …and then moves at this speed (px per second), coming back in from the right. */
export const NOTICE_SCROLL_SPEED_PX_S = 50;

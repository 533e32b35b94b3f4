import { IMAGE_DOUBLE_TAP_ZOOM, IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN } from '../constants';

/** A zoom kept within the spec's 1/3 … 3. */
export const clampZoom = (z: number) => Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, z));

/** Double tap: back to 1 when zoomed, else to 2 (spec §9). */
export const toggledZoom = (current: number) => (Math.abs(current - 1) > 0.01 ? 1 : IMAGE_DOUBLE_TAP_ZOOM);

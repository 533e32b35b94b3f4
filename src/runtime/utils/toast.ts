import { TOAST_DURATION_MS, TOP_LAYER_Z_INDEX } from '../constants';
import { showToastLater } from '../ui/feedback';

/** A toast above every popup, for 2000 ms unless told (spec §9). */
export function showToast(text: string, duration: number = TOAST_DURATION_MS): void {
  showToastLater({ content: text, duration, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as Record<string, string> });
}

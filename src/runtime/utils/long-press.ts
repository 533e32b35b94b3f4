import { useEffect, useMemo, useRef } from 'react';
import { LONG_PRESS_DELAY_MS, LONG_PRESS_INTERVAL_MS } from '../constants';

export interface LongPressOptions {
  /** Before the first repeat (spec §9: 500 ms). */
  delay?: number;
  /** Between repeats (spec §9: 50 ms). */
  interval?: number;
}

export interface LongPress {
  start(): void;
  stop(): void;
}

/**
 * Press and hold: nothing before `delay`, then `onPress` every `interval` until
 * released (a stepper that keeps counting while the finger stays down).
 */
export function createLongPress(onPress: () => void, { delay = LONG_PRESS_DELAY_MS, interval = LONG_PRESS_INTERVAL_MS }: LongPressOptions = {}): LongPress {
  let wait: ReturnType<typeof setTimeout> | null = null;
  let repeat: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (wait) clearTimeout(wait);
    if (repeat) clearInterval(repeat);
    wait = null;
    repeat = null;
  };
  return {
    start() {
      stop();
      wait = setTimeout(() => {
        onPress();
        repeat = setInterval(onPress, interval);
      }, delay);
    },
    stop,
  };
}

/** Pointer handlers for an element that repeats `onPress` while held. */
export function useLongPress(onPress: () => void, opts: LongPressOptions = {}) {
  const cb = useRef(onPress);
  cb.current = onPress;
  const { delay, interval } = opts;
  const lp = useMemo(() => createLongPress(() => cb.current(), { ...(delay !== undefined ? { delay } : {}), ...(interval !== undefined ? { interval } : {}) }), [delay, interval]);
  useEffect(() => lp.stop, [lp]);
  return { onPointerDown: lp.start, onPointerUp: lp.stop, onPointerLeave: lp.stop, onPointerCancel: lp.stop };
}

import { useRef, type PointerEvent } from 'react';

/** Long press starts after this long (spec §9: 500 ms). */
export const IM_LONG_PRESS_MS = 500;

/**
 * Pointer handlers (`handlers`, to spread on the element) that call `onHold` after a press of
 * IM_LONG_PRESS_MS without moving away; `consumeHold` in the click handler says whether the click is
 * the end of a long press, so the row does not also open.
 */
export function useHold(onHold: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const handlers = {
    onPointerDown(e: PointerEvent) {
      held.current = false;
      start.current = { x: e.clientX, y: e.clientY };
      cancel();
      timer.current = setTimeout(() => {
        held.current = true;
        onHold();
      }, IM_LONG_PRESS_MS);
    },
    onPointerMove(e: PointerEvent) {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > 10) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu(e: { preventDefault(): void }) {
      // Mobile browsers open their own menu on a long press.
      e.preventDefault();
    },
  };
  return {
    handlers,
    /** True when the click that follows is the end of a long press. */
    consumeHold(): boolean {
      const was = held.current;
      held.current = false;
      return was;
    },
  };
}

import { useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';

/** A move shorter than this (px) is still a tap; a move this long decides whether the finger drags the element or scrolls the page. */
export const TAP_SLOP_PX = 6;

/** How a drag was let go. */
export interface DragRelease {
  /** Where the pointer was lifted, in px from where it went down (negative: to the left). */
  dx: number;
  /** The pointer's speed at the release, in px per ms (negative: to the left). */
  velocity: number;
}

export interface HorizontalDragOptions {
  /** Off, pointers going down are ignored (a carousel of one slide). On by default. */
  enabled?: boolean;
  /**
   * The release speed is read from the oldest of the pointer's moves within this window (ms) to
   * the release; without a window, from the move before the last.
   */
  speedWindowMs?: number;
  /**
   * A primary pointer went down: a tap, a drag or a page scroll may follow. Returning true
   * swallows the click that follows even if the touch ends as a tap (a tap on an open row closes it).
   */
  onPress?: () => boolean | void;
  /** The drag moved: the pointer is `dx` px from where it went down. */
  onMove: (dx: number) => void;
  /** The pointer was lifted after a drag (the click that follows is swallowed). */
  onEnd: (release: DragRelease) => void;
  /** The pointer was lifted without having moved past the slop. */
  onTap?: () => void;
  /** The touch ended without a release of its own: the move was vertical (the page scrolls) or the browser cancelled the pointer. */
  onCancel?: () => void;
}

/** The handlers to spread on the dragged element. */
export interface HorizontalDragProps<T extends Element> {
  onPointerDown: (e: ReactPointerEvent<T>) => void;
  onPointerMove: (e: ReactPointerEvent<T>) => void;
  onPointerUp: (e: ReactPointerEvent<T>) => void;
  onPointerCancel: (e: ReactPointerEvent<T>) => void;
  onClickCapture: (e: ReactMouseEvent<T>) => void;
}

interface Sample {
  x: number;
  t: number;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  /** Set once the move passes the slop: a drag (true); a vertical move ends the press at once. */
  horizontal?: true;
  /** Where the pointer was, oldest first: its press, then its moves since it became a drag. */
  samples: Sample[];
}

/**
 * A horizontal pointer drag on one element, left to the page's scroll when the move is mostly
 * vertical (the element should have `touch-action: pan-y`). It holds no React state: the caller
 * writes the element's position to the DOM in `onMove`, so a move costs no render. The pointer is
 * captured once the drag is sure, so it keeps following off the element; a second finger is ignored.
 */
export function useHorizontalDrag<T extends Element>(options: HorizontalDragOptions): HorizontalDragProps<T> {
  const { enabled = true, speedWindowMs, onPress, onMove, onEnd, onTap, onCancel } = options;
  const press = useRef<Press | null>(null);
  /** The click the browser sends after a drag is not a tap on what lies under the pointer. */
  const swallowClick = useRef(false);

  /** The press of this pointer, if it is the one followed. */
  const pressOf = (e: ReactPointerEvent<T>) => (press.current?.pointerId === e.pointerId ? press.current : null);

  return {
    onPointerDown: (e) => {
      if (!enabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      press.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, samples: [{ x: e.clientX, t: performance.now() }] };
      swallowClick.current = onPress?.() === true;
    },

    onPointerMove: (e) => {
      const p = pressOf(e);
      if (!p) return;
      const dx = e.clientX - p.x;
      if (!p.horizontal) {
        const dy = e.clientY - p.y;
        if (Math.max(Math.abs(dx), Math.abs(dy)) < TAP_SLOP_PX) return;
        if (Math.abs(dx) <= Math.abs(dy)) {
          press.current = null;
          return onCancel?.();
        }
        p.horizontal = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      const now = performance.now();
      const s = p.samples;
      s.push({ x: e.clientX, t: now });
      // Samples older than the window go, but never the last two: the speed spans at least the last move.
      while (s.length > 2 && (speedWindowMs === undefined || now - s[0]!.t > speedWindowMs)) s.shift();
      onMove(dx);
    },

    onPointerUp: (e) => {
      const p = pressOf(e);
      if (!p) return;
      press.current = null;
      if (!p.horizontal) return onTap?.();
      swallowClick.current = true;
      const first = p.samples[0]!;
      const now = performance.now();
      onEnd({ dx: e.clientX - p.x, velocity: now > first.t ? (e.clientX - first.x) / (now - first.t) : 0 });
    },

    onPointerCancel: (e) => {
      if (!pressOf(e)) return;
      press.current = null;
      onCancel?.();
    },

    onClickCapture: (e) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.stopPropagation();
    },
  };
}

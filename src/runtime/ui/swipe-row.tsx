import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import './swipe-row.css';

export interface SwipeRowAction {
  key: string;
  text: string;
  color: 'primary' | 'warning' | 'danger';
  onClick: () => void;
}

/** Each action button's width (px): the row opens by their sum. */
export const SWIPE_ROW_ACTION_PX = 68;
/** A release past this share of the actions' width opens the row (closes it, from open). */
const OPEN_RATIO = 0.5;
/** …and so does a flick faster than this (px per ms), in its direction. */
const FLICK_PX_MS = 0.3;
/** A move shorter than this is still a tap; past it the move is the row's or the page's scroll. */
const SLOP_PX = 6;

/** The open row of the page: opening another closes it. */
let closeOpenRow: (() => void) | null = null;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  from: number;
  horizontal?: boolean;
  last: { x: number; t: number };
  prev: { x: number; t: number };
}

/**
 * A list row that slides left to show its actions (置顶 / 拉黑 / 删除 on the chat list), as
 * antd-mobile's SwipeAction did without its animation libraries: the row follows the finger
 * (transform written to the DOM, no re-render per move), a release past half the actions' width or
 * a flick opens it, the transition settles it. A tap on an open row closes it instead of opening
 * what the row links to; an action closes it too. Only one row of the page is open at a time.
 */
export function SwipeRow({ actions, children }: { actions: SwipeRowAction[]; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const side = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const drag = useRef<Drag | null>(null);
  /** The click after a drag, or after a tap that closed the row, is not the row's. */
  const swallowClick = useRef(false);
  const width = actions.length * SWIPE_ROW_ACTION_PX;

  /** Whether the buttons are uncovered at all (set on the DOM only when that changes, not on every move). */
  const revealed = useRef(false);

  const place = (x: number, animate: boolean) => {
    offset.current = x;
    const el = content.current;
    if (!el) return;
    el.style.transition = animate ? '' : 'none';
    el.style.transform = x ? `translate3d(${x}px,0,0)` : '';
    el.dataset.open = String(x === -width);
    if (revealed.current === (x !== 0)) return;
    revealed.current = x !== 0;
    // Closed, the buttons under the row are neither seen nor reached (the long-press menu has the same actions).
    side.current?.setAttribute('aria-hidden', String(!revealed.current));
    side.current?.querySelectorAll('button').forEach((b) => (b.tabIndex = revealed.current ? 0 : -1));
  };
  /** This row's closer, the same function for its lifetime (the page's open row is known by it). */
  const closer = useRef<() => void>(null);
  closer.current ??= () => place(0, true);
  const settle = (open: boolean) => {
    place(open ? -width : 0, true);
    const close = closer.current!;
    if (open) {
      if (closeOpenRow && closeOpenRow !== close) closeOpenRow();
      closeOpenRow = close;
    } else if (closeOpenRow === close) closeOpenRow = null;
  };
  useEffect(() => {
    const close = closer.current;
    return () => {
      if (closeOpenRow === close) closeOpenRow = null;
    };
  }, []);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    swallowClick.current = offset.current !== 0;
    const now = performance.now();
    drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, from: offset.current, last: { x: e.clientX, t: now }, prev: { x: e.clientX, t: now } };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.x;
    if (d.horizontal === undefined) {
      if (Math.max(Math.abs(dx), Math.abs(e.clientY - d.y)) < SLOP_PX) return;
      d.horizontal = Math.abs(dx) > Math.abs(e.clientY - d.y);
      if (!d.horizontal) {
        drag.current = null;
        return;
      }
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    d.prev = d.last;
    d.last = { x: e.clientX, t: performance.now() };
    // Past the actions the row gives way only a little.
    const x = d.from + dx;
    place(x < -width ? -width + (x + width) / 4 : Math.min(0, x), false);
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || e.pointerId !== d.pointerId || !d.horizontal) {
      // A tap on an open row closes it (and its click is swallowed).
      if (d && d.horizontal === undefined && offset.current !== 0) settle(false);
      return;
    }
    swallowClick.current = true;
    const dt = performance.now() - d.prev.t;
    const speed = dt > 0 ? (e.clientX - d.prev.x) / dt : 0;
    if (Math.abs(speed) > FLICK_PX_MS) return settle(speed < 0);
    settle(-offset.current > width * OPEN_RATIO);
  };

  return (
    <div className="rm-swipe-row">
      <div className="rm-swipe-row__actions" ref={side} aria-hidden="true" style={{ width }}>
        {actions.map((a) => (
          <button
            key={a.key}
            type="button"
            tabIndex={-1}
            className={`rm-swipe-row__action rm-swipe-row__action--${a.color}`}
            onClick={() => {
              settle(false);
              a.onClick();
            }}
          >
            {a.text}
          </button>
        ))}
      </div>
      <div
        className="rm-swipe-row__content"
        ref={content}
        data-open="false"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          settle(offset.current < -width * OPEN_RATIO);
        }}
        onClickCapture={(e) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          e.stopPropagation();
        }}
      >
        {children}
      </div>
    </div>
  );
}

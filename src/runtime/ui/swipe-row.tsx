import { useEffect, useRef, type ReactNode } from 'react';
import { useHorizontalDrag } from './use-horizontal-drag';
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

/** The open row of the page: opening another closes it. */
let closeOpenRow: (() => void) | null = null;

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
  /** Where the row was (px) when the finger went down. */
  const from = useRef(0);
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

  const dragProps = useHorizontalDrag<HTMLDivElement>({
    onPress: () => {
      from.current = offset.current;
      // The click after a tap on an open row is not the row's: the tap closes it.
      return offset.current !== 0;
    },
    onMove: (dx) => {
      // Past the actions the row gives way only a little.
      const x = from.current + dx;
      place(x < -width ? -width + (x + width) / 4 : Math.min(0, x), false);
    },
    onEnd: ({ velocity }) => {
      if (Math.abs(velocity) > FLICK_PX_MS) return settle(velocity < 0);
      settle(-offset.current > width * OPEN_RATIO);
    },
    onTap: () => {
      if (offset.current !== 0) settle(false);
    },
    onCancel: () => settle(offset.current < -width * OPEN_RATIO),
  });

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
        {...dragProps}
      >
        {children}
      </div>
    </div>
  );
}

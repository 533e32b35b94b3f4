import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import { NOTICE_SCROLL_DELAY_MS, NOTICE_SCROLL_SPEED_PX_S } from './constants';
import type { NoticeBarProps } from './schema';
import './notice-bar.css';

/** A one-line notice; a tap runs the link. A notice longer than its bar scrolls (or wraps, when `wrap` is on). */
export function NoticeBarWidget(props: WidgetRenderProps<NoticeBarProps>) {
  const { host } = props;
  if (!props.text) return host?.preview ? <div className="w-notice-bar w-notice-bar--hint">通知栏：请填写通知内容</div> : null;
  return (
    <div className={`w-notice-bar w-notice-bar--${props.color}${props.wrap ? ' w-notice-bar--wrap' : ''}`} role="note" onClick={() => host?.runLink(props.link)}>
      <SoundOutline className="w-notice-bar__icon" aria-hidden />
      {props.wrap ? <span className="w-notice-bar__text">{props.text}</span> : <Marquee text={props.text} />}
    </div>
  );
}

/**
 * The text on one line; when it is wider than its box it scrolls by a CSS
 * animation: after NOTICE_SCROLL_DELAY_MS out to the left, then in from the
 * right edge and out again, at NOTICE_SCROLL_SPEED_PX_S. The widths are read in
 * a ResizeObserver's callback, after the browser's own layout, so nothing forces
 * one (antd-mobile's NoticeBar measured on every render and resize).
 */
function Marquee({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const [widths, setWidths] = useState<{ box: number; text: number } | null>(null);
  useEffect(() => {
    const b = box.current;
    const t = inner.current;
    if (!b || !t || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidths(t.scrollWidth > b.clientWidth ? { box: b.clientWidth, text: t.scrollWidth } : null));
    observer.observe(b);
    observer.observe(t);
    return () => observer.disconnect();
  }, [text]);
  const seconds = (px: number) => `${(px / NOTICE_SCROLL_SPEED_PX_S).toFixed(2)}s`;
  const style = widths
    ? ({ '--w-notice-delay': `${NOTICE_SCROLL_DELAY_MS / 1000}s`, '--w-notice-first': seconds(widths.text), '--w-notice-loop': seconds(widths.text + widths.box), '--w-notice-box': `${widths.box}px` } as CSSProperties)
    : undefined;
  return (
    <span className="w-notice-bar__box" ref={box}>
      <span className={widths ? 'w-notice-bar__text w-notice-bar__text--scroll' : 'w-notice-bar__text'} ref={inner} style={style}>
        {text}
      </span>
    </span>
  );
}

import { useMemo, type MouseEvent } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import { sanitizeHtml, urlKind } from '../../runtime/ui/sanitize';
import type { RichTextProps } from './schema';
import './rich-text.css';

/**
 * Operator-written HTML, sanitised. Links to site paths go through the action
 * interpreter instead of reloading the page; a tap elsewhere runs the node's link.
 */
export function RichText(props: WidgetRenderProps<RichTextProps>) {
  const { host } = props;
  const html = useMemo(() => sanitizeHtml(props.html), [props.html]);
  if (!html.trim()) return host?.preview ? <div className="w-rich-text w-rich-text--hint">富文本：请填写内容</div> : null;

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = e.target instanceof Element ? e.target.closest('a') : null;
    // A tap outside any link runs the node's link (e.g. a call link on a contact paragraph).
    if (!a) return host?.runLink();
    const href = a.getAttribute('href');
    if (!href || !host || urlKind(href) !== 'path') return;
    e.preventDefault();
    host.runLink({ type: 'navigate', path: href });
  };

  return <div className="w-rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

import type { DOMPurify } from 'dompurify';

/**
 * Rich text comes from operators and, through articles, from companies: it is
 * treated as hostile. An allow-list of formatting tags and attributes; links
 * only to http(s), tel, mailto and site paths; images only from http(s) and
 * site paths; inline styles reduced to a few text properties with plain values.
 * Everything else (scripts, event handlers, iframes, forms, SVG, style tags,
 * ids and classes that could clobber globals) is dropped by DOMPurify.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr',
  'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'align', 'style'];

/** Inline style properties kept (text look only: nothing that can position, overlay or load). */
const STYLE_PROPS = new Set(['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'text-decoration', 'font-size', 'line-height', 'text-indent']);
/** A plain value: words, numbers, units, #hex and rgb()/rgba() — no quotes, slashes, colons or escapes. */
const STYLE_VALUE = /^[#\w\s.,%()+-]{1,60}$/;
const STYLE_DANGER = /url|expression|javascript|image|var\(|attr\(|env\(|behavior|binding|import/i;

/** Whitespace and control characters that browsers ignore inside a URL scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export type UrlKind = 'web' | 'tel' | 'mailto' | 'path' | 'relative';

/** What a URL is, or null when it must not be followed (javascript:, data:, //host, backslash tricks …). */
export function urlKind(raw: string): UrlKind | null {
  const u = raw.replace(URL_IGNORED, '');
  if (!u || u.includes('\\') || u.startsWith('//')) return null;
  const m = SCHEME.exec(u);
  if (!m) return u.startsWith('/') ? 'path' : 'relative';
  const scheme = m[1]!.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return 'web';
  if (scheme === 'tel') return 'tel';
  if (scheme === 'mailto') return 'mailto';
  return null;
}

/** Keeps the allowed declarations of an inline style; '' when none survive. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const prop = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    if (!STYLE_PROPS.has(prop) || !STYLE_VALUE.test(value) || STYLE_DANGER.test(value)) continue;
    kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

/**
 * Turns a private DOMPurify instance (the browser's window on the client, a
 * jsdom window on the server) into the one sanitiser both sides use, so what
 * the server stores is what the client would show.
 */
export function createRichTextSanitizer(p: DOMPurify): (html: string) => string {
  // The instance must be private: the hooks below must not change DOMPurify for anyone else.
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const style = filterStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const kind = href === null ? null : urlKind(href);
      if (href !== null && kind === null) node.removeAttribute('href');
      if (kind === 'web') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      const kind = src === null ? null : urlKind(src);
      if (kind !== 'web' && kind !== 'path' && kind !== 'relative') node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return (html) =>
    html
      ? p.sanitize(html, {
          ALLOWED_TAGS,
          ALLOWED_ATTR,
          ALLOW_DATA_ATTR: false,
          ALLOW_ARIA_ATTR: false,
          ALLOW_UNKNOWN_PROTOCOLS: false,
          // Contents of these go too, not just the tags.
          FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title'],
        })
      : '';
}

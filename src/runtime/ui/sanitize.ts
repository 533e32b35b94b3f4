import createDOMPurify from 'dompurify';
import { createRichTextSanitizer } from '../../../schemas/rich-text';

export { filterStyle, urlKind, type UrlKind } from '../../../schemas/rich-text';

let sanitizer: ((html: string) => string) | null = null;

/**
 * The HTML with everything but basic formatting, safe links and safe images removed
 * (the allow-list is schemas/rich-text.ts; the server applies the same one on save).
 */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createRichTextSanitizer(createDOMPurify(window));
  return sanitizer(html);
}

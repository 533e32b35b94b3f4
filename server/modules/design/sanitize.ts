import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer } from '../../../schemas/rich-text';

let sanitizer: ((html: string) => string) | null = null;

/**
 * Rich text as the client would show it, applied on save: DOMPurify on a jsdom
 * window with the client's allow-list (schemas/rich-text.ts). A regex filter
 * let `<svg/onload>`, `<img src=x onerror>` and `jav&#x61;script:` through; a
 * real HTML parser reads them as the browser would.
 */
export function sanitizeRichText(html: string): string {
  sanitizer ??= createRichTextSanitizer(createDOMPurify(new JSDOM('').window));
  return sanitizer(html);
}

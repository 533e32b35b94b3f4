/**
 * Removes script elements from stored HTML. Sanitising for display is the
 * client's job (DOMPurify); this is a second wall so an article never carries
 * a script over the wire, even to a client that forgets.
 */
export function stripScripts(html: string): string {
  let out = html;
  for (;;) {
    const next = out
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      // An unclosed script runs to the end of the document in a browser.
      .replace(/<script\b[\s\S]*$/i, '')
      .replace(/<\/script\s*>/gi, '');
    if (next === out) return out;
    out = next;
  }
}

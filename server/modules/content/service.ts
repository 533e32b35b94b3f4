import type { Queryable } from '../../db/db';
import { contentRepo, type SeoSubject } from './repo';

/** What other modules and the page heads ask of content; server/app.ts passes it to them. */
export function createContentService() {
  return {
    /** Title, description and keywords of a job, article, company or live, inside the caller's transaction; null when it is not there. */
    seoSubject: (q: Queryable, tenantId: number, kind: 'job' | 'article' | 'company' | 'live', id: number): Promise<SeoSubject | null> =>
      contentRepo(q, tenantId).seoSubject(kind, id),
    stripScripts,
  };
}
export type ContentService = ReturnType<typeof createContentService>;

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

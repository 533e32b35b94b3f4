/** Where a list call is: its 1-based page and page size (schemas/paging.ts pageQuerySchema). */
export interface PageAt {
  page: number;
  limit: number;
}

/**
 * The paging answer of spec §3 (schemas/paging.ts pageResultSchema): the rows
 * found, their total, and the page they are. Fields of `found` beside list and
 * total (a notice page's unread count, a channel's counts) are kept. `done`
 * defaults to "this page reaches the total"; a list whose total is capped
 * knows better and passes its own.
 */
export function toPage<F extends { list: unknown[]; total: number }>(found: F, at: PageAt, done?: boolean): F & PageAt & { done: boolean } {
  return { ...found, page: at.page, limit: at.limit, done: done ?? at.page * at.limit >= found.total };
}

import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { pageMetaSchema } from '../../../schemas/design';
import type { RouteState } from './guards';
import { routeLayout } from './layout';

/**
 * Shared state of the frame: the route meta route-before copies in (page key,
 * layout lists, class), read by the frame for the sidebar and the class.
 */
export function createShellStore() {
  let state: RouteState = { pageKey: '', layout: routeLayout(''), className: '' };
  const subs = new Set<() => void>();
  return {
    get: () => state,
    set(next: RouteState) {
      state = next;
      subs.forEach((fn) => fn());
    },
    subscribe(fn: () => void) {
      subs.add(fn);
      return () => void subs.delete(fn);
    },
  };
}
export type ShellStore = ReturnType<typeof createShellStore>;

export function useShellState(store: ShellStore): RouteState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A design page's meta (schemas/design.ts pageMetaSchema). */
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** How a page tells its frame about its design meta (title, header) and a missing resource. */
export interface PageReport {
  setMeta(meta: PageMeta | null): void;
}

export const PageReportContext = createContext<PageReport | null>(null);

/** Called by a design route with its page meta; a no-op outside a page frame (Storybook, popups). */
export function useReportPageMeta(meta: PageMeta | null | undefined): void {
  const report = useContext(PageReportContext);
  const title = meta?.title;
  const header = meta?.header;
  const keepAlive = meta?.keepAlive;
  const className = meta?.className;
  // Before paint: the header bar drawn from the meta must not push a page already on screen down (layout shift).
  useLayoutEffect(() => {
    if (!report) return;
    report.setMeta({
      ...(title === undefined ? {} : { title }),
      ...(header === undefined ? {} : { header }),
      ...(keepAlive === undefined ? {} : { keepAlive }),
      ...(className === undefined ? {} : { className }),
    });
  }, [report, title, header, keepAlive, className]);
}

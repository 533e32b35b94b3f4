import { useEffect, useSyncExternalStore } from 'react';

/**
 * The browser tab's title: the page's own title, then the brand once
 * ("前端工程师 - 才聚招聘"), the shape the server writes into the HTML head, so
 * a job's title the server sent is not replaced by a generic 职位详情.
 *
 * The design page sets the page title; a detail widget that knows better (the
 * job, company or article it shows) overrides it while it is mounted.
 */

/** The brand from the app setting: the title prefix without its separator ("才聚招聘 - " → 才聚招聘), else the app name. */
export function titleBrand(setting: { titlePrefix?: string | undefined; appName?: string | undefined } | null | undefined): string {
  const prefix = (setting?.titlePrefix ?? '').replace(/[\s\-–—|_·:：]+$/u, '').trim();
  return prefix || (setting?.appName ?? '').trim();
}

/** "title - brand", the brand alone for the brand's own page, the title alone without a brand. */
export function formatDocumentTitle(title: string, brand: string): string {
  const t = title.trim();
  if (!brand) return t;
  if (!t || t === brand || t.endsWith(` - ${brand}`)) return t || brand;
  return `${t} - ${brand}`;
}

let brand = '';
let pageTitle = '';
const overrides: { title: string; header: boolean }[] = [];
const headerListeners = new Set<() => void>();

function headerTitle(): string | null {
  return overrides.findLast((o) => o.header)?.title ?? null;
}

function apply() {
  if (typeof document === 'undefined') return;
  const title = overrides.at(-1)?.title ?? pageTitle;
  if (title || brand) document.title = formatDocumentTitle(title, brand);
}

/** Called by the design page when its title or the app setting changes. */
export function setPageTitle(title: string, brandName: string): void {
  pageTitle = title;
  brand = brandName;
  apply();
}

/**
 * A widget's own title for the tab while it is mounted (a job's title on the
 * job page). With `header`, the page's header bar shows it too: one page that
 * serves two purposes (the job form: 发布职位, or 编辑职位 with ?id=) says which.
 */
export function useDocumentTitle(title: string | null | undefined, opts: { header?: boolean } = {}): void {
  const header = opts.header === true;
  useEffect(() => {
    if (!title) return;
    const entry = { title, header };
    overrides.push(entry);
    apply();
    if (header) headerListeners.forEach((l) => l());
    return () => {
      overrides.splice(overrides.indexOf(entry), 1);
      apply();
      if (header) headerListeners.forEach((l) => l());
    };
  }, [title, header]);
}

/** The title a mounted widget gives the header bar, else null (the page's own title stands). */
export function useHeaderTitle(): string | null {
  return useSyncExternalStore(
    (l) => {
      headerListeners.add(l);
      return () => headerListeners.delete(l);
    },
    headerTitle,
    () => null,
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { AppSetting, LinkObject } from '../../../schemas/design';
import { collectTypes, type DesignIssue } from '../../runtime/design/loader';
import { setPageTitle, titleBrand } from '../../runtime/document-title';
import type { DesignContextValue } from '../../runtime/design/renderer';
import { useSession } from '../../runtime/runtime';
import { useDesignApp } from './design-app';
import { useAppSetting } from './use-app-setting';

/** Problems in operator JSON go to the console in production; preview shows them on the page. */
export function reportDesignIssue(issue: DesignIssue) {
  console.warn(`[design] ${issue.page} ${issue.at}: ${issue.message}`);
}

/**
 * Everything a screen drawn from a design page needs: the page (the cached copy
 * at once, refreshed by updatedAt; a preview token bypasses the cache), the
 * widgets it uses preloaded, its problems reported, the document title, and
 * the design context (page data for conditions and links, the link runner).
 */
export function useDesignPage(page: string, opts: { preview?: string | undefined; setTitle?: boolean } = {}) {
  const { preview, setTitle = true } = opts;
  const app = useDesignApp();
  const { user } = useSession();
  const setting: AppSetting | null = useAppSetting();
  const location = useLocation();
  const routeParams = useParams();
  const [params] = useSearchParams();

  const query = useQuery({
    queryKey: ['design-page', page, preview ?? null],
    queryFn: ({ signal }) => app.loader.page(page, { ...(preview ? { preview } : {}), signal }),
    initialData: () => (preview ? undefined : (app.loader.cachedPage(page) ?? undefined)),
    staleTime: 0,
    enabled: page !== '',
  });

  useEffect(() => {
    if (query.data) void app.registry.preload(collectTypes(query.data.nodes));
  }, [app.registry, query.data]);

  useEffect(() => {
    if (query.data) for (const issue of query.data.issues) reportDesignIssue(issue);
  }, [query.data]);

  // A performance mark when the page first shows: read by bench:render and by real-user monitoring.
  const shown = Boolean(query.data);
  useEffect(() => {
    if (shown) performance.mark(`design-rendered:${page}`);
  }, [shown, page]);

  const title = query.data?.meta?.title;
  useEffect(() => {
    if (!title || !setTitle) return;
    setPageTitle(title, titleBrand(setting));
  }, [title, setTitle, setting]);

  const data = useMemo(
    () => ({ user, route: { path: location.pathname, params: routeParams, query: Object.fromEntries(params) } }),
    [user, location.pathname, routeParams, params],
  );
  const { runLink } = app;
  const ctx = useMemo<DesignContextValue>(
    () => ({
      registry: app.registry,
      data,
      runLink: (link: LinkObject, extra?: Record<string, unknown>) => void runLink(link, { ...data, ...extra }),
      preview: Boolean(preview) || app.devMode,
      report: reportDesignIssue,
      page,
    }),
    [app.registry, app.devMode, data, runLink, preview, page],
  );

  return { query, ctx, data, setting };
}

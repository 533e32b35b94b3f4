import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { LinkObject } from '../../../schemas/design';
import { ApiRequestError } from '../../runtime/api/client';
import { CODE_NOT_FOUND } from '../../runtime/constants';
import { collectTypes, type DesignIssue } from '../../runtime/design/loader';
import { DesignNodes, DesignProvider, type DesignContextValue } from '../../runtime/design/renderer';
import { useSession } from '../../runtime/runtime';
import { ThemeScope } from '../../runtime/theme';
import { ErrorPage } from '../shell/error-page';
import { useReportPageMeta } from '../shell/shell-store';
import { useDesignApp } from './design-app';
import { useAppSetting } from './use-app-setting';

/** Problems in operator JSON go to the console in production; preview shows them on the page. */
function reportIssue(issue: DesignIssue) {
  console.warn(`[design] ${issue.page} ${issue.at}: ${issue.message}`);
}

/**
 * A route drawn from its design page: the cached copy renders at once and is
 * refreshed by updatedAt; a `?preview=` token shows a draft with a ribbon and
 * bypasses every cache.
 */
export function DesignRoute({ pageKey }: { pageKey?: string }) {
  const [params] = useSearchParams();
  const routeParams = useParams();
  const location = useLocation();
  const key = pageKey ?? params.get('page') ?? '';
  const preview = params.get('preview') ?? undefined;
  const app = useDesignApp();
  const { user } = useSession();
  const setting = useAppSetting();

  const q = useQuery({
    queryKey: ['design-page', key, preview ?? null],
    queryFn: ({ signal }) => app.loader.page(key, { ...(preview ? { preview } : {}), signal }),
    initialData: () => (preview ? undefined : (app.loader.cachedPage(key) ?? undefined)),
    staleTime: 0,
    enabled: key !== '',
  });

  useEffect(() => {
    if (q.data) void app.registry.preload(collectTypes(q.data.nodes));
  }, [app.registry, q.data]);

  useEffect(() => {
    if (q.data) for (const issue of q.data.issues) reportIssue(issue);
  }, [q.data]);

  // A performance mark when the page first shows: read by bench:render and by real-user monitoring.
  const shown = Boolean(q.data);
  useEffect(() => {
    if (shown) performance.mark(`design-rendered:${key}`);
  }, [shown, key]);

  // The page frame draws the header from the meta (spec §2 layout rules).
  useReportPageMeta(q.data?.meta);

  const title = q.data?.meta?.title;
  useEffect(() => {
    if (!title) return;
    const prefix = setting?.titlePrefix || setting?.appName || '';
    document.title = prefix ? `${title} - ${prefix}` : title;
  }, [title, setting?.titlePrefix, setting?.appName]);

  const data = useMemo(
    () => ({ user, route: { path: location.pathname, params: routeParams, query: Object.fromEntries(params) } }),
    [user, location.pathname, routeParams, params],
  );
  const { runLink } = app;
  const ctx = useMemo<DesignContextValue>(
    () => ({
      registry: app.registry,
      data,
      runLink: (link: LinkObject, extra?: Record<string, unknown>) => runLink(link, { ...data, ...extra }),
      preview: Boolean(preview) || app.devMode,
      report: reportIssue,
      page: key,
    }),
    [app.registry, app.devMode, data, runLink, preview, key],
  );

  // A missing page is the 404 error page (spec §2), like a missing route resource.
  if (!key) return <ErrorPage status={404} />;
  if (q.isError && !q.data) {
    const notFound = q.error instanceof ApiRequestError && q.error.code === CODE_NOT_FOUND;
    if (notFound) return <ErrorPage status={404} />;
    return <ErrorBlock status="disconnected" title="页面加载失败" description="请检查网络后重试" fullPage />;
  }
  if (!q.data) {
    return (
      <div className="design-page__state" role="status" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <ThemeScope setting={setting ?? undefined} page={q.data.style} className={`design-page ${q.data.meta?.className ?? ''}`}>
      {preview && <div className="preview-ribbon">预览草稿 · 仅通过预览链接可见</div>}
      <DesignProvider value={ctx}>
        <DesignNodes nodes={q.data.nodes} />
      </DesignProvider>
    </ThemeScope>
  );
}

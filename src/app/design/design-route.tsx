import { DotLoading } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '../../runtime/api/client';
import { errorText, isServerAnswer } from '../../runtime/api/error-text';
import { CODE_NOT_FOUND } from '../../runtime/constants';
import { DesignNodes, DesignProvider } from '../../runtime/design/renderer';
import { ThemeScope } from '../../runtime/theme';
import { ErrorPage } from '../shell/error-page';
import { useReportPageMeta } from '../shell/shell-store';
import { useDesignPage } from './use-design-page';

/**
 * A route drawn from its design page: the cached copy renders at once and is
 * refreshed by updatedAt; a `?preview=` token shows a draft with a ribbon and
 * bypasses every cache.
 */
export function DesignRoute({ pageKey }: { pageKey?: string }) {
  const [params] = useSearchParams();
  const key = pageKey ?? params.get('page') ?? '';
  const preview = params.get('preview') ?? undefined;
  const { query: q, ctx, setting } = useDesignPage(key, { preview });

  // The page frame draws the header from the meta (spec §2 layout rules).
  useReportPageMeta(q.data?.meta);

  // A missing page is the 404 error page (spec §2), like a missing route resource.
  if (!key) return <ErrorPage status={404} />;
  if (q.isError && !q.data) {
    const notFound = q.error instanceof ApiRequestError && q.error.code === CODE_NOT_FOUND;
    if (notFound) return <ErrorPage status={404} />;
    return <ErrorBlock status={isServerAnswer(q.error) ? 'default' : 'disconnected'} title="页面加载失败" description={errorText(q.error)} fullPage />;
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

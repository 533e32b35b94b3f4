import { useMemo, type MouseEvent } from 'react';
import { z } from 'zod';
import { articleSummarySchema } from '../../../schemas/content';
import { compactCount, relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRouteId } from '../../runtime/route-id';
import { useDocumentTitle } from '../../runtime/document-title';
import { sharePage, usePageShare } from '../../runtime/wechat/share';
import { useApiQuery } from '../../runtime/runtime';
import { sanitizeHtml } from '../../runtime/ui/sanitize';
import { useImageViewer } from '../../runtime/utils/image-viewer';
import { DetailStates } from '../../runtime/ui/list-states';
import type { ArticleDetailProps } from './schema';
import './article-detail.css';

const articleSchema = articleSummarySchema.extend({ content: z.string() });

export function ArticleDetailView(props: WidgetRenderProps<ArticleDetailProps>) {
  const id = useRouteId(props.id);
  // Each open counts a view on the server, so the answer is not refetched behind the reader's back.
  const q = useApiQuery('/api-user/article/get', { id }, { enabled: id !== null, parse: (raw) => articleSchema.parse(raw) });
  const html = useMemo(() => (q.data ? sanitizeHtml(q.data.content) : ''), [q.data]);
  const viewer = useImageViewer();
  useDocumentTitle(q.data?.title);
  const shareData = usePageShare('article-detail', id);

  if (!q.data) return <DetailStates id={id} query={q} what="文章" goneTitle="文章不存在或已删除" goneDescription="看看其他资讯吧" stateClassName="w-article-detail__state" />;
  const a = q.data;
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const img = (e.target as HTMLElement).closest('img');
    if (!img) return;
    const all = [...e.currentTarget.querySelectorAll('img')].map((i) => i.src);
    viewer.open(all, all.indexOf(img.src));
  };
  return (
    <article className="w-article-detail" data-testid="article-detail">
      <h1 className="w-article-detail__title">{a.title}</h1>
      <div className="w-article-detail__meta">
        {a.category && <span className={`w-article-detail__cat w-article-detail__cat--${a.kind}`}>{a.category}</span>}
        <span>{a.kind === 'notice' ? '通知公告' : '职场资讯'}</span>
        <time dateTime={a.publishedAt}>{relativeTime(a.publishedAt)}</time>
        {props.showViews && <span className="w-article-detail__views">{compactCount(a.views)} 阅读</span>}
        <button type="button" className="w-article-detail__share" disabled={!shareData} onClick={() => shareData && void sharePage(shareData)}>
          分享
        </button>
      </div>
      {/* The body's own headings (h2/h3 as written) follow a section heading, so the outline skips no level. */}
      <h2 className="rm-visually-hidden">文章内容</h2>
      <div className="w-article-detail__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      {viewer.element}
    </article>
  );
}

import { articlePageSchema, type ArticleSummary } from '../../../schemas/content';
import { imageUrlSchema } from '../../../schemas/design';
import { relativeTime } from '../../runtime/format';
import { ListStates } from '../../runtime/ui/list-states';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { compactCount } from '../../runtime/format';
import { paths } from '../../runtime/paths';
import type { ArticleListProps } from './schema';
import './article-list.css';

export function ArticleRow({ article: a, onOpen }: { article: ArticleSummary; onOpen: (a: ArticleSummary) => void }) {
  const cover = imageUrlSchema.safeParse(a.cover).success ? a.cover : '';
  return (
    <article className="w-article" onClick={() => onOpen(a)} role="link" aria-label={a.title}>
      <div className="w-article__main">
        <h3 className="w-article__title">{a.title}</h3>
        <p className="w-article__meta">
          {a.category && <span className={`w-article__cat w-article__cat--${a.kind}`}>{a.category}</span>}
          <time dateTime={a.publishedAt}>{relativeTime(a.publishedAt)}</time>
          <span>{compactCount(a.views)} 阅读</span>
        </p>
      </div>
      {cover && <img className="w-article__cover" src={cover} alt="" loading="lazy" />}
    </article>
  );
}

/** Articles from /api-user/article/find: `limit` rows, no paging. */
export function ArticleList(props: WidgetRenderProps<ArticleListProps>) {
  const input = { page: 1, limit: props.limit, ...(props.kind ? { kind: props.kind } : {}) };
  const q = useApiQuery('/api-user/article/find', input, { parse: (raw) => articlePageSchema.parse(raw) });
  const articles = q.data?.list.slice(0, props.limit) ?? [];
  const open = (a: ArticleSummary) => props.host?.runLink(props.itemLink ?? { type: 'navigate', path: paths.articleDetail.href(a.id) }, { item: a });

  return (
    <section className="w-article-list" aria-label={props.title || '文章列表'}>
      {props.title && <h2 className="w-article-list__title">{props.title}</h2>}
      <div className="w-article-list__card">
        <ListStates query={q} empty={articles.length === 0} errorTitle="资讯加载失败" emptyTitle="暂无资讯" stateClassName="w-article-list__state" blockClassName="w-article-list__block" />
        {articles.map((a) => (
          <ArticleRow key={a.id} article={a} onOpen={open} />
        ))}
      </div>
    </section>
  );
}

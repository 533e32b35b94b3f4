import { useState } from 'react';
import { articleCategoriesSchema } from '../../../schemas/brand';
import { articlePageSchema } from '../../../schemas/content';
import { compactCount, relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { paths } from '../../runtime/paths';
import type { ArticleBrowserProps } from './schema';
import './article-browser.css';

type Kind = 'news' | 'notice' | undefined;
const KINDS: { kind: Kind; label: string }[] = [
  { kind: undefined, label: '全部' },
  { kind: 'news', label: '职场资讯' },
  { kind: 'notice', label: '通知公告' },
];

export function ArticleBrowser(props: WidgetRenderProps<ArticleBrowserProps>) {
  const [kind, setKind] = useState<Kind>(props.kind);
  const [category, setCategory] = useState<string | null>(null);
  const cats = useApiQuery('/api-user/article/categoryFind', kind ? { kind } : {}, { enabled: props.categories, parse: (raw) => articleCategoriesSchema.parse(raw).list });
  const input = { limit: props.limit, ...(kind ? { kind } : {}), ...(category ? { category } : {}) };
  const q = useApiPages('/api-user/article/find', input, (raw) => articlePageSchema.parse(raw));
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <section className="w-article-browser" aria-label="文章列表">
      <div className="w-article-browser__top">
        {!props.kind && (
          <div className="w-article-browser__kinds" role="tablist">
            {KINDS.map((k) => (
              <button
                key={k.label}
                type="button"
                role="tab"
                aria-selected={kind === k.kind}
                className={kind === k.kind ? 'is-active' : undefined}
                onClick={() => {
                  setKind(k.kind);
                  setCategory(null);
                }}
              >
                {k.label}
              </button>
            ))}
          </div>
        )}
        {props.categories && (cats.data?.length ?? 0) > 0 && (
          <div className="w-article-browser__cats">
            <button type="button" className={category === null ? 'is-active' : undefined} onClick={() => setCategory(null)}>
              全部
            </button>
            {cats.data!.map((c) => (
              <button key={c.name} type="button" className={category === c.name ? 'is-active' : undefined} onClick={() => setCategory(c.name)}>
                {c.name}
                <small>{c.count}</small>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="w-article-browser__list">
        <ListStates query={q} empty={list.length === 0} errorTitle="文章加载失败" emptyTitle="暂无文章" stateClassName="w-article-browser__state" />
        {list.map((a) => (
          <article key={a.id} className="w-article-browser__item" role="link" onClick={() => props.host?.runLink({ type: 'navigate', path: paths.articleDetail.href(a.id) })}>
            <h3>{a.title}</h3>
            {a.summary && <p>{a.summary}</p>}
            <div className="w-article-browser__meta">
              <span className={`w-article-browser__cat w-article-browser__cat--${a.kind}`}>{a.category}</span>
              <time dateTime={a.publishedAt}>{relativeTime(a.publishedAt)}</time>
              <span>{compactCount(a.views)} 阅读</span>
            </div>
          </article>
        ))}
        <ListFooter query={q} shown={list.length} endText="没有更多文章了" />
      </div>
    </section>
  );
}

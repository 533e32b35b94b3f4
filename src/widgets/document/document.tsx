import { useMemo } from 'react';
import { z } from 'zod';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { sanitizeHtml } from '../../runtime/ui/sanitize';
import type { DocumentProps } from './schema';
import './document.css';

const documentSchema = z.object({ key: z.string(), title: z.string(), content: z.string(), updatedAt: z.string().nullable() });

/** Reads /api-user/common/document/get by key and shows it; the HTML is sanitised again here. */
export function DocumentView(props: WidgetRenderProps<DocumentProps>) {
  const doc = useApiQuery('/api-user/common/document/get', { key: props.docKey }, { parse: (raw) => documentSchema.parse(raw) });
  const html = useMemo(() => (doc.data ? sanitizeHtml(doc.data.content) : ''), [doc.data]);
  if (!doc.data) return <ListStates query={doc} empty={false} errorTitle="内容加载失败" emptyTitle="" stateClassName="w-document__state" />;
  return (
    <article className="w-document">
      {props.showTitle && <h2 className="w-document__title">{doc.data.title}</h2>}
      {doc.data.updatedAt && <p className="w-document__date">更新于 {doc.data.updatedAt.slice(0, 10)}</p>}
      <div className="w-document__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

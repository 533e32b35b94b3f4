import { Collapse, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { helpListSchema } from '../../../schemas/common';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { sanitizeHtml } from '../../runtime/ui/sanitize';
import { useDebounced } from '../../runtime/utils/use-debounced';
import type { HelpCenterProps } from './schema';
import './help-center.css';

export function HelpCenter(props: WidgetRenderProps<HelpCenterProps>) {
  const [category, setCategory] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const settle = useDebounced((v: string) => setKeyword(v.trim()));
  const input = { ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) };
  // The list stays while a typed keyword loads, and so does the question the user opened meanwhile.
  const q = useApiQuery('/api-user/common/helpList', input, { keepPrevious: true, parse: (raw) => helpListSchema.parse(raw) });
  const [open, setOpen] = useState<string | null>(null);
  const cats = q.data?.categories ?? [];
  const list = q.data?.list ?? [];

  return (
    <section className="w-help" aria-label="帮助中心">
      <div className="w-help__top">
        <SearchBar placeholder={props.placeholder} onChange={settle} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} maxLength={50} />
        <div className="w-help__cats">
          <button type="button" className={category === null ? 'is-active' : undefined} onClick={() => setCategory(null)}>
            全部
          </button>
          {cats.map((c) => (
            <button key={c} type="button" className={category === c ? 'is-active' : undefined} onClick={() => setCategory(c)}>
              {c}
            </button>
          ))}
        </div>
      </div>
      <ListStates query={q} empty={list.length === 0} errorTitle="帮助加载失败" emptyTitle="没有找到相关问题" emptyDescription="换个说法试试，或联系客服" stateClassName="w-help__state" />
      {list.length > 0 && (
        <Collapse accordion className="w-help__list" activeKey={open} onChange={(key) => setOpen(key ?? null)}>
          {list.map((h) => (
            <Collapse.Panel key={String(h.id)} title={h.title}>
              <div className="w-help__answer" dangerouslySetInnerHTML={{ __html: sanitizeHtml(h.content) }} />
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
      {props.phone && (
        <a className="w-help__phone" href={`tel:${props.phone.replace(/[^\d+-]/g, '')}`}>
          联系客服：{props.phone}
        </a>
      )}
    </section>
  );
}

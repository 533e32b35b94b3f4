import { useDraggable } from '@dnd-kit/core';
import { Input, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { Catalog, CatalogEntry } from './catalog';

/** Every registered widget, by group, to drag onto the canvas (or into the outline). Double-click appends. */
export function Palette({ catalog, onAppend }: { catalog: Catalog; onAppend(type: string): void }) {
  const [q, setQ] = useState('');
  const groups = useMemo(() => {
    const words = q.trim().toLowerCase();
    const hit = (e: CatalogEntry) => !words || `${e.title} ${e.type} ${e.description}`.toLowerCase().includes(words);
    const out = new Map<string, CatalogEntry[]>();
    for (const e of catalog.entries.filter(hit)) out.set(e.group, [...(out.get(e.group) ?? []), e]);
    return [...out];
  }, [catalog, q]);
  return (
    <div className="se-palette">
      <Input.Search size="small" placeholder="搜索组件" allowClear value={q} onChange={(e) => setQ(e.target.value)} aria-label="搜索组件" />
      <div className="se-palette__groups">
        {groups.map(([group, entries]) => (
          <section key={group} className="se-palette__group">
            <h4>{group}</h4>
            <div className="se-palette__grid">
              {entries.map((e) => (
                <PaletteItem key={e.type} entry={e} onAppend={onAppend} />
              ))}
            </div>
          </section>
        ))}
        {groups.length === 0 && <div className="se-empty">没有匹配的组件</div>}
      </div>
    </div>
  );
}

function PaletteItem({ entry, onAppend }: { entry: CatalogEntry; onAppend(type: string): void }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `palette:${entry.type}` });
  return (
    <Tooltip title={entry.description} placement="right" mouseEnterDelay={0.6}>
      <div
        ref={setNodeRef}
        className={`se-palette__item${isDragging ? ' is-dragging' : ''}`}
        data-widget-type={entry.type}
        onDoubleClick={() => onAppend(entry.type)}
        {...listeners}
        {...attributes}
        aria-label={`组件 ${entry.title}`}
      >
        <span className="se-palette__icon" aria-hidden>
          {entry.icon}
        </span>
        <span className="se-palette__name">{entry.title}</span>
      </div>
    </Tooltip>
  );
}

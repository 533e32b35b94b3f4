import { CopyOutlined, DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, HolderOutlined, WarningFilled } from '@ant-design/icons';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tooltip } from 'antd';
import type { Catalog } from './catalog';
import { isHidden, type DraftNode } from './state/tree';

interface OutlineProps {
  nodes: readonly DraftNode[];
  catalog: Catalog;
  selectedId: string | null;
  /** Nodes with problems (the draft is not saved while any has one). */
  invalid: ReadonlySet<string>;
  onSelect(id: string): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
  onToggleHidden(id: string): void;
}

/** The page's nodes as a tree: select, drag to reorder (within a list or into another), duplicate, hide, delete. */
export function Outline(props: OutlineProps) {
  return (
    <div className="se-tree" role="tree" aria-label="页面大纲">
      {props.nodes.length === 0 && <div className="se-empty">页面还没有组件，从上方拖入</div>}
      <Level {...props} nodes={props.nodes} depth={0} />
    </div>
  );
}

function Level(props: OutlineProps & { depth: number }) {
  return (
    <SortableContext items={props.nodes.map((n) => `tree:${n.id}`)} strategy={verticalListSortingStrategy}>
      {props.nodes.map((n) => (
        <Row key={n.id} {...props} node={n} />
      ))}
    </SortableContext>
  );
}

function Row(props: OutlineProps & { node: DraftNode; depth: number }) {
  const { node, depth, catalog, selectedId, invalid } = props;
  const { setNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({ id: `tree:${node.id}` });
  const entry = catalog.byType.get(node.type);
  const hidden = isHidden(node);
  const selected = node.id === selectedId;
  return (
    <>
      <div
        ref={setNodeRef}
        role="treeitem"
        aria-selected={selected}
        aria-level={depth + 1}
        data-node-id={node.id}
        className={`se-tree__row${selected ? ' is-selected' : ''}${hidden ? ' is-hidden' : ''}${isDragging ? ' is-dragging' : ''}`}
        style={{ paddingLeft: 6 + depth * 16, transform: CSS.Translate.toString(transform), transition }}
        onClick={() => props.onSelect(node.id)}
      >
        <span className="se-tree__handle" {...listeners} {...attributes} aria-label={`拖动排序 ${entry?.title ?? node.type}`}>
          <HolderOutlined />
        </span>
        <span className="se-tree__icon" aria-hidden>
          {entry?.icon ?? '?'}
        </span>
        <span className="se-tree__name">{entry?.title ?? node.type}</span>
        {invalid.has(node.id) && (
          <Tooltip title="属性有误，修正后才能保存">
            <WarningFilled className="se-tree__warn" aria-label="属性有误" />
          </Tooltip>
        )}
        <span className="se-tree__actions" onClick={(e) => e.stopPropagation()}>
          <Tooltip title={hidden ? '显示' : '隐藏'}>
            <Button size="small" type="text" icon={hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />} aria-label={hidden ? `显示 ${entry?.title ?? node.type}` : `隐藏 ${entry?.title ?? node.type}`} onClick={() => props.onToggleHidden(node.id)} />
          </Tooltip>
          <Tooltip title="复制">
            <Button size="small" type="text" icon={<CopyOutlined />} aria-label={`复制 ${entry?.title ?? node.type}`} onClick={() => props.onDuplicate(node.id)} />
          </Tooltip>
          <Tooltip title="删除">
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除 ${entry?.title ?? node.type}`} onClick={() => props.onRemove(node.id)} />
          </Tooltip>
        </span>
      </div>
      {node.children && node.children.length > 0 && <Level {...props} nodes={node.children} depth={depth + 1} />}
    </>
  );
}

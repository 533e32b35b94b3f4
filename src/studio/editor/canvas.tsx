import { CopyOutlined, DeleteOutlined, DragOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { useDndMonitor, useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { isStudioMessage, STUDIO_CHANNEL, STUDIO_QUERY, type FromFrame, type NodeRect, type ToFrame } from '../../runtime/design/studio-protocol';
import type { Catalog } from './catalog';
import { drawablePage } from './check-draft';
import type { DraftPage, Place } from './state/tree';

/** The phone's screen, in CSS px: the design width (375) and a common phone height. */
export const PHONE_WIDTH = 375;
export const PHONE_HEIGHT = 720;
/** An empty widget (a carousel without slides) still gets an outline this tall. */
const MIN_OUTLINE_PX = 6;
/** The page is sent to the frame at most this often while typing. */
const SEND_DEBOUNCE_MS = 120;

/** Where the app draws a page key: its route, with a sample id for detail routes, and ?studio for the bridge. */
export function frameUrl(route: string): string {
  const path = route.replace(/:id\b/g, '1');
  return `${path}${path.includes('?') ? '&' : '?'}${STUDIO_QUERY}=1`;
}

export interface CanvasDrop extends Place {
  /** Where the drop line is drawn, in frame px. */
  lineY: number;
  lineX: number;
  lineWidth: number;
}

/**
 * Where a drop at (x, y) in the frame goes: into the innermost container under
 * the pointer, else among the top-level nodes, before the first node whose
 * middle is below the pointer. Hidden nodes have no rect; indices count them.
 */
export function dropPlace(rects: readonly NodeRect[], page: DraftPage, catalog: Catalog, x: number, y: number, movingId?: string): CanvasDrop {
  const containers = rects.filter((r) => catalog.byType.get(r.type)?.container && r.id !== movingId && x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
  const container = containers.at(-1);
  const parentId = container?.id ?? null;
  const siblings = parentId === null ? page.nodes : (findChildren(page, parentId) ?? []);
  const shown = rects.filter((r) => r.parentId === parentId && r.id !== movingId);
  const before = shown.find((r) => r.y + r.height / 2 > y);
  const indexOfId = (id: string) => siblings.findIndex((n) => n.id === id);
  let index: number;
  let lineY: number;
  if (before) {
    index = indexOfId(before.id);
    lineY = before.y;
  } else {
    const last = shown.at(-1);
    index = last ? indexOfId(last.id) + 1 : siblings.length;
    lineY = last ? last.y + last.height : (container ? container.y + container.height - 4 : 4);
  }
  if (index < 0) index = siblings.length;
  const box = container ?? { x: 0, width: PHONE_WIDTH };
  return { parentId, index, lineY, lineX: box.x, lineWidth: box.width };
}

function findChildren(page: DraftPage, id: string) {
  const walk = (nodes: DraftPage['nodes']): DraftPage['nodes'] | undefined => {
    for (const n of nodes) {
      if (n.id === id) return (n.children ??= []);
      const inner = n.children ? walk(n.children) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(page.nodes);
}

interface CanvasProps {
  route: string;
  page: DraftPage;
  catalog: Catalog;
  selectedId: string | null;
  onPick(id: string): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
  onHide(id: string): void;
  /** The drop under the pointer while something is dragged over the canvas (the editor reads it on drop). */
  dropRef: RefObject<CanvasDrop | null>;
  frameRef: RefObject<HTMLIFrameElement | null>;
  reveal: string | null;
}

/** The real mobile app in a phone frame, with outlines and drop lines drawn over it from the rects it reports. */
export function Canvas({ route, page, catalog, selectedId, onPick, onDuplicate, onRemove, onHide, dropRef, frameRef, reveal }: CanvasProps) {
  const [rects, setRects] = useState<NodeRect[]>([]);
  const [ready, setReady] = useState(false);
  const [drop, setDrop] = useState<CanvasDrop | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [src] = useState(() => frameUrl(route));
  const drawn = useMemo(() => drawablePage(page, catalog), [page, catalog]);
  const pageRef = useRef(drawn);
  pageRef.current = drawn;
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });

  // Messages from our own frame only.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frameRef.current?.contentWindow || !isStudioMessage<FromFrame>(e.data)) return;
      const m = e.data;
      if (m.type === 'ready') {
        setReady(true);
        post(frameRef.current, { channel: STUDIO_CHANNEL, type: 'page', page: pageRef.current });
      } else if (m.type === 'rects') setRects(m.rects);
      else if (m.type === 'pick') onPick(m.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, onPick]);

  // The draft goes to the frame as it changes.
  useEffect(() => {
    if (!ready) return;
    const t = window.setTimeout(() => post(frameRef.current, { channel: STUDIO_CHANNEL, type: 'page', page: drawn }), SEND_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [drawn, ready, frameRef]);

  useEffect(() => {
    if (ready && reveal) post(frameRef.current, { channel: STUDIO_CHANNEL, type: 'reveal', id: reveal });
  }, [reveal, ready, frameRef]);

  const overlayRef = useRef<HTMLDivElement | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const update = () => {
    const box = overlayRef.current?.getBoundingClientRect();
    const p = pointer.current;
    if (!box || !p || p.x < box.left || p.x > box.right || p.y < box.top || p.y > box.bottom) {
      dropRef.current = null;
      setDrop(null);
      return;
    }
    const d = dropPlace(rects, pageRef.current, catalog, p.x - box.left, p.y - box.top, dragging?.startsWith('node:') ? dragging.slice(5) : undefined);
    dropRef.current = d;
    setDrop(d);
  };
  useDndMonitor({
    onDragStart: (e) => setDragging(String(e.active.id)),
    onDragMove: (e) => {
      const start = e.activatorEvent as PointerEvent;
      pointer.current = { x: start.clientX + e.delta.x, y: start.clientY + e.delta.y };
      update();
    },
    onDragEnd: () => {
      setDragging(null);
      setDrop(null);
    },
    onDragCancel: () => {
      setDragging(null);
      setDrop(null);
      dropRef.current = null;
    },
  });

  const selected = selectedId ? rects.find((r) => r.id === selectedId) : undefined;
  const selectedEntry = selected ? catalog.byType.get(selected.type) : undefined;
  return (
    <div className="se-phone" aria-label="手机画布">
      <div className="se-phone__notch" aria-hidden />
      <div className="se-phone__screen" style={{ width: PHONE_WIDTH, height: PHONE_HEIGHT }}>
        <iframe ref={frameRef} title="页面画布" src={src} className="se-phone__frame" width={PHONE_WIDTH} height={PHONE_HEIGHT} />
        <div
          ref={(el) => {
            setNodeRef(el);
            overlayRef.current = el;
          }}
          className={`se-overlay${dragging ? ' se-overlay--dragging' : ''}${isOver ? ' se-overlay--over' : ''}`}
          data-testid="canvas-overlay"
        >
          {selected && (
            <div className="se-outline se-outline--selected" style={{ left: selected.x, top: selected.y, width: selected.width, height: Math.max(selected.height, MIN_OUTLINE_PX) }}>
              <div className={`se-outline__bar${selected.y < 30 ? ' se-outline__bar--inside' : ''}`}>
                <DragHandle id={selected.id} label={selectedEntry?.title ?? selected.type} />
                <Tooltip title="复制">
                  <Button size="small" type="text" icon={<CopyOutlined />} aria-label="复制组件" onClick={() => onDuplicate(selected.id)} />
                </Tooltip>
                <Tooltip title="隐藏">
                  <Button size="small" type="text" icon={<EyeInvisibleOutlined />} aria-label="隐藏组件" onClick={() => onHide(selected.id)} />
                </Tooltip>
                <Tooltip title="删除">
                  <Button size="small" type="text" icon={<DeleteOutlined />} aria-label="删除组件" onClick={() => onRemove(selected.id)} />
                </Tooltip>
              </div>
            </div>
          )}
          {dragging &&
            rects
              .filter((r) => catalog.byType.get(r.type)?.container)
              .map((r) => <div key={r.id} className={`se-outline se-outline--container${drop?.parentId === r.id ? ' is-target' : ''}`} style={{ left: r.x, top: r.y, width: r.width, height: r.height }} />)}
          {drop && <div className="se-dropline" data-testid="drop-line" style={{ top: Math.max(0, drop.lineY - 2), left: drop.lineX, width: drop.lineWidth }} />}
        </div>
        {!ready && <div className="se-phone__loading">正在加载真实页面…</div>}
      </div>
    </div>
  );
}

function DragHandle({ id, label }: { id: string; label: string }) {
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `node:${id}` });
  return (
    <span ref={setNodeRef} className="se-outline__handle" {...listeners} {...attributes} aria-label={`拖动 ${label}`}>
      <DragOutlined /> {label}
    </span>
  );
}

function post(frame: HTMLIFrameElement | null, m: ToFrame) {
  frame?.contentWindow?.postMessage(m, window.location.origin);
}

import { ArrowLeftOutlined, CloudUploadOutlined, HistoryOutlined, MobileOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Alert, App, Button, Result, Space, Spin, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import { Canvas, type CanvasDrop } from './canvas';
import { loadCatalog, type Catalog } from './catalog';
import { checkDraft } from './check-draft';
import { editorApi, type PageAnswer, type PageListItem } from './editor-api';
import { Outline } from './outline';
import { Palette } from './palette';
import { PreviewDialog, type PreviewLink } from './preview-dialog';
import { NodePanel, PagePanel } from './properties';
import { RevisionsDrawer } from './revisions';
import { editorReducer, initialState, isDirty } from './state/editor-state';
import { allIds, findNode, newId, placeOf, toDraft, type DraftNode, type DraftPage } from './state/tree';
import { useDraftSaver, type SaveStatus } from './use-draft-saver';
import { uploadStudioImage } from '../upload';
import './editor.css';

/** Popups a link may open: the built-in ones of the runtime (src/runtime/popups, src/app). The page's own popups are added. */
const BUILT_IN_POPUPS = [
  { value: 'login', label: '登录（login）' },
  { value: 'form', label: '表单（form）' },
  { value: 'resume', label: '完善简历（resume）' },
  { value: 'resume-register', label: '创建简历（resume-register）' },
  { value: 'picker', label: '选择器（picker）' },
  { value: 'date-picker', label: '日期（date-picker）' },
  { value: 'address-area-select', label: '地区（address-area-select）' },
  { value: 'filter', label: '筛选（filter）' },
  { value: 'input-dialog', label: '输入框（input-dialog）' },
  { value: 'file-download', label: '文件下载（file-download）' },
];


interface Loaded {
  catalog: Catalog;
  answer: PageAnswer;
  /** The newest revision (the base a save must name), null when the page has none. */
  newest: number | null;
  pages: PageListItem[];
}

/** Loads the newest revision (a draft ahead of the published one opens as the draft), the catalogue and the page list. */
async function loadEditor(pageKey: string): Promise<Loaded> {
  const [catalog, revisions, pages] = await Promise.all([loadCatalog(), editorApi.revisions(pageKey), editorApi.pages()]);
  const newest = revisions.list[0]?.revisionId ?? null;
  const answer = await editorApi.get(pageKey, newest ?? undefined);
  return { catalog, answer, newest, pages: pages.list };
}

/** The page editor at /admin/pages/:key. */
export function PageEditor({ pageKey }: { pageKey: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    loadEditor(pageKey)
      .then((l) => live && setLoaded(l))
      .catch((e: unknown) => live && setFailed((e as { msg?: string }).msg ?? (e as Error).message ?? '加载失败'));
    return () => {
      live = false;
    };
  }, [pageKey, generation]);
  if (failed) return <Result status="error" title="页面加载失败" subTitle={failed} extra={<Link to="/admin">返回页面列表</Link>} />;
  if (!loaded)
    return (
      <div className="se-loading">
        <Spin size="large" />
        <span>正在打开编辑器…</span>
      </div>
    );
  return <Editor key={generation} pageKey={pageKey} loaded={loaded} reload={() => setGeneration((g) => g + 1)} />;
}

function statusTag(s: SaveStatus, dirty: boolean) {
  switch (s.kind) {
    case 'saving':
      return <Tag color="processing">保存中…</Tag>;
    case 'invalid':
      return <Tag color="error">{s.count} 处错误，未保存</Tag>;
    case 'conflict':
      return <Tag color="error">已被他人修改</Tag>;
    case 'error':
      return <Tag color="error">保存失败</Tag>;
    case 'dirty':
      return <Tag color="warning">未保存</Tag>;
    case 'saved':
      return dirty ? <Tag color="warning">未保存</Tag> : <Tag color="success">已保存</Tag>;
  }
}

function Editor({ pageKey, loaded, reload }: { pageKey: string; loaded: Loaded; reload(): void }) {
  const { catalog } = loaded;
  const { message, modal } = App.useApp();
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialState(toDraft(loaded.answer.body, pageKey), loaded.newest));
  const { status, save } = useDraftSaver(pageKey, state, dispatch, catalog);
  const dirty = isDirty(state);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [preview, setPreview] = useState<PreviewLink | null | 'loading'>(null);
  const [reveal, setReveal] = useState<string | null>(null);
  const [dragLabel, setDragLabel] = useState<string | null>(null);
  const dropRef = useRef<CanvasDrop | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  const problems = useMemo(() => checkDraft(state.page, catalog), [state.page, catalog]);
  const invalidIds = useMemo(() => new Set(problems.map((p) => p.nodeId).filter((x): x is string => x !== null)), [problems]);
  const selected = state.selectedId ? findNode(state.page.nodes, state.selectedId) : undefined;

  // Undo / redo from the keyboard, except while typing in a text box (the box's own undo is wanted there).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      e.preventDefault();
      dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Leaving with unsaved changes: the browser asks on close/reload, the router asks on a link.
  const unsaved = dirty || status.kind === 'saving';
  useEffect(() => {
    if (!unsaved) return;
    const onBefore = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBefore);
    return () => window.removeEventListener('beforeunload', onBefore);
  }, [unsaved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '有未保存的修改',
      content: '离开后，未保存的修改会丢失。',
      okText: '仍然离开',
      cancelText: '留下',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (status.kind !== 'conflict') return;
    modal.error({
      title: '已被他人修改',
      content: '其他运营人员在你之后保存了这个页面，你的修改没有保存。重新加载以获取最新版本。',
      okText: '重新加载',
      onOk: reload,
    });
  }, [status.kind, modal, reload]);

  const env = useMemo(
    () => ({
      pages: loaded.pages,
      popupKeys: [...BUILT_IN_POPUPS, ...Object.keys(state.page.popups ?? {}).map((k) => ({ value: k, label: `本页弹窗（${k}）` }))],
      upload: uploadStudioImage,
    }),
    [loaded.pages, state.page.popups],
  );

  const newNode = useCallback(
    (type: string): DraftNode => {
      const entry = catalog.byType.get(type)!;
      const props = JSON.parse(JSON.stringify(entry.def.defaultProps ?? {})) as Record<string, unknown>;
      return { id: newId(type, allIds(state.page.nodes)), type, props, ...(entry.container ? { children: [] } : {}) };
    },
    [catalog, state.page.nodes],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const onDragStart = (e: DragStartEvent) => {
    const id = String(e.active.id);
    const type = id.startsWith('palette:') ? id.slice(8) : (findNode(state.page.nodes, id.replace(/^(node|tree):/, ''))?.type ?? '');
    setDragLabel(catalog.byType.get(type)?.title ?? type);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragLabel(null);
    const active = String(e.active.id);
    const over = e.over ? String(e.over.id) : null;
    const drop = dropRef.current;
    dropRef.current = null;
    if (!over) return;
    // The place a drop means: on the canvas, where the drop line was; on an outline row, before that row.
    let place: { parentId: string | null; index: number } | null = null;
    if (over === 'canvas' && drop) place = { parentId: drop.parentId, index: drop.index };
    if (over.startsWith('tree:')) place = placeOf(state.page.nodes, over.slice(5));
    if (!place) return;
    if (active.startsWith('palette:')) {
      dispatch({ type: 'insert', node: newNode(active.slice(8)), ...place });
      return;
    }
    const id = active.replace(/^(node|tree):/, '');
    const from = placeOf(state.page.nodes, id);
    if (!from) return;
    // Moving down within one list: the node's own slot closes first.
    let index = place.index;
    if (over.startsWith('tree:') && from.parentId === place.parentId && from.index < place.index) index = place.index;
    else if (from.parentId === place.parentId && from.index < place.index) index = place.index - 1;
    dispatch({ type: 'move', id, parentId: place.parentId, index });
  };

  const onPick = useCallback((id: string) => dispatch({ type: 'select', id }), []);
  const select = (id: string) => {
    dispatch({ type: 'select', id });
    setReveal(id);
  };

  const savedRevision = async (): Promise<number | null> => {
    if (problems.length) {
      message.error(`页面有 ${problems.length} 处错误，修正后才能保存`);
      return null;
    }
    const id = await save();
    if (id === null) return null;
    setHistoryVersion((v) => v + 1);
    return id;
  };

  const publish = async (revisionId?: number) => {
    const id = revisionId ?? (await savedRevision());
    if (id === null) {
      if (revisionId === undefined && state.baseRevisionId === null) message.warning('页面还没有修改，无需发布');
      return;
    }
    try {
      await editorApi.publish(pageKey, id);
      message.success('已发布，用户下次打开页面即可看到');
      setHistoryVersion((v) => v + 1);
    } catch (e) {
      message.error((e as { msg?: string }).msg ?? '发布失败');
    }
  };

  const rollback = async (revisionId: number) => {
    try {
      await editorApi.rollback(pageKey, revisionId);
      message.success(`线上页面已回滚到版本 #${revisionId}`);
      setHistoryVersion((v) => v + 1);
    } catch (e) {
      message.error((e as { msg?: string }).msg ?? '回滚失败');
    }
  };

  const openPreview = async () => {
    const id = await savedRevision();
    if (id === null) {
      if (!problems.length) message.warning('请先修改并保存页面，再生成预览链接');
      return;
    }
    setPreview('loading');
    try {
      setPreview(await editorApi.link(pageKey, id));
    } catch (e) {
      setPreview(null);
      message.error((e as { msg?: string }).msg ?? '预览链接生成失败');
    }
  };

  const title = state.page.meta?.title ?? loaded.pages.find((p) => p.key === pageKey)?.title ?? pageKey;
  return (
    <div className="se">
      <header className="se-toolbar" aria-label="编辑器工具栏">
        <Space size={12}>
          <Link to="/admin" className="se-toolbar__back" aria-label="返回页面列表">
            <ArrowLeftOutlined /> 页面
          </Link>
          <div className="se-toolbar__title">
            <strong>{title}</strong>
            <span className="se-toolbar__route">{loaded.answer.route}</span>
          </div>
          <span data-testid="save-status">{statusTag(status, dirty)}</span>
        </Space>
        <Space size={8}>
          <Tooltip title="撤销 (Ctrl/⌘+Z)">
            <Button icon={<UndoOutlined />} aria-label="撤销" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} />
          </Tooltip>
          <Tooltip title="重做 (Ctrl/⌘+Shift+Z)">
            <Button icon={<RedoOutlined />} aria-label="重做" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} />
          </Tooltip>
          <Button icon={<SaveOutlined />} onClick={() => void savedRevision().then((id) => id !== null && message.success('已保存'))} disabled={!dirty}>
            保存
          </Button>
          <Button icon={<MobileOutlined />} onClick={() => void openPreview()}>
            预览
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setRevisionsOpen(true)}>
            版本
          </Button>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            onClick={() =>
              modal.confirm({
                title: '发布这个页面？',
                content: '发布后，用户下次打开或切换到这个页面时即看到新版本。',
                okText: '发布',
                cancelText: '取消',
                onOk: () => publish(),
              })
            }
          >
            发布
          </Button>
        </Space>
      </header>
      {status.kind === 'error' && <Alert type="error" banner message={`保存失败：${status.message}`} />}
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragLabel(null)}>
        <div className="se-body">
          <aside className="se-left" aria-label="组件与大纲">
            <div className="se-panel se-panel--palette">
              <h3 className="se-panel__title">组件</h3>
              <Palette catalog={catalog} onAppend={(type) => dispatch({ type: 'insert', node: newNode(type), parentId: null, index: state.page.nodes.length })} />
            </div>
            <div className="se-panel se-panel--outline">
              <h3 className="se-panel__title">
                大纲 <span className="se-panel__count">{state.page.nodes.length}</span>
              </h3>
              <Outline
                nodes={state.page.nodes}
                catalog={catalog}
                selectedId={state.selectedId}
                invalid={invalidIds}
                onSelect={select}
                onDuplicate={(id) => dispatch({ type: 'duplicate', id })}
                onRemove={(id) => dispatch({ type: 'remove', id })}
                onToggleHidden={(id) => dispatch({ type: 'toggle-hidden', id })}
              />
            </div>
          </aside>
          <main className="se-center" onClick={(e) => e.target === e.currentTarget && dispatch({ type: 'select', id: null })}>
            <Canvas
              route={loaded.answer.route}
              page={state.page}
              catalog={catalog}
              selectedId={state.selectedId}
              onPick={onPick}
              onDuplicate={(id) => dispatch({ type: 'duplicate', id })}
              onRemove={(id) => dispatch({ type: 'remove', id })}
              onHide={(id) => dispatch({ type: 'toggle-hidden', id })}
              dropRef={dropRef}
              frameRef={frameRef}
              reveal={reveal}
            />
            <div className="se-center__hint">画布是真实的手机页面（真实数据）；点击选中组件，拖动组件到画布或大纲中。</div>
          </main>
          <aside className="se-right" aria-label="属性">
            {selected ? (
              <NodePanel
                key={selected.id}
                node={selected}
                catalog={catalog}
                env={env}
                update={(recipe, key) => dispatch({ type: 'update-node', id: selected.id, recipe, key: `${selected.id}:${key}` })}
              />
            ) : (
              <PagePanel page={state.page} catalog={catalog} env={env} update={(recipe, key) => dispatch({ type: 'update-page', recipe, key })} />
            )}
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragLabel && <div className="se-drag-ghost">{dragLabel}</div>}</DragOverlay>
      </DndContext>
      <RevisionsDrawer
        open={revisionsOpen}
        pageKey={pageKey}
        catalog={catalog}
        version={historyVersion}
        onClose={() => setRevisionsOpen(false)}
        onRestore={(page: DraftPage, revisionId: number) => {
          dispatch({ type: 'restore', page });
          setRevisionsOpen(false);
          message.info(`已把版本 #${revisionId} 恢复为草稿，保存后生效`);
        }}
        onPublish={(id) => publish(id)}
        onRollback={rollback}
      />
      <PreviewDialog link={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

import { App, Button, Drawer, Empty, Popconfirm, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Catalog } from './catalog';
import { diffPages, isEmptyDiff, type PageDiff, type ValueChange } from './diff';
import { editorApi, type RevisionItem } from './editor-api';
import { toDraft, type DraftPage } from './state/tree';
import { formatDate } from '../../../schemas/date-format';

const STATUS: Record<RevisionItem['status'], { color: string; text: string }> = {
  published: { color: 'green', text: '线上' },
  draft: { color: 'blue', text: '草稿' },
  archived: { color: 'default', text: '曾发布' },
};

export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return formatDate(iso, 'YYYY-MM-DD HH:mm:ss');
}

interface RevisionsProps {
  open: boolean;
  pageKey: string;
  catalog: Catalog;
  /** Changes when a save, publish or rollback happened: the list reloads. */
  version: number;
  onClose(): void;
  onRestore(page: DraftPage, revisionId: number): void;
  onPublish(revisionId: number): Promise<void>;
  onRollback(revisionId: number): Promise<void>;
}

/** The page's revisions: author and time, a diff of two, restore as a new draft, publish, roll back. */
export function RevisionsDrawer({ open, pageKey, catalog, version, onClose, onRestore, onPublish, onRollback }: RevisionsProps) {
  const { message } = App.useApp();
  const [list, setList] = useState<RevisionItem[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    editorApi
      .revisions(pageKey)
      .then((r) => live && setList(r.list))
      .catch((e: unknown) => void message.error((e as { msg?: string }).msg ?? '版本加载失败'));
    return () => {
      live = false;
    };
  }, [open, pageKey, version, message]);

  // Default comparison: the newest revision against the one before it.
  const pair = useMemo(() => {
    if (picked.length === 2) return [...picked].sort((a, b) => a - b) as [number, number];
    if (list && list.length >= 2) return [list[1]!.revisionId, list[0]!.revisionId] as [number, number];
    return null;
  }, [picked, list]);

  const previous = list?.find((r) => r.status === 'archived');
  const act = async (id: number, fn: () => Promise<void>) => {
    setBusy(id);
    try {
      await fn();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={880}
      title="版本记录"
      extra={
        previous && (
          <Popconfirm
            title="回滚线上页面"
            description={`把线上页面换回版本 #${previous.revisionId}（${formatTime(previous.createdAt)}）？用户下次打开页面即看到旧版。`}
            okText="回滚"
            cancelText="取消"
            onConfirm={() => act(previous.revisionId, () => onRollback(previous.revisionId))}
          >
            <Button danger loading={busy === previous.revisionId}>
              回滚到上一个线上版本
            </Button>
          </Popconfirm>
        )
      }
    >
      {!list ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description="还没有保存过的版本（现在用的是内置默认页面）" />
      ) : (
        <>
          <Table<RevisionItem>
            size="small"
            rowKey="revisionId"
            pagination={{ pageSize: 10, size: 'small' }}
            dataSource={list}
            rowSelection={{
              selectedRowKeys: picked,
              onChange: (keys) => setPicked((keys as number[]).slice(-2)),
              columnTitle: '对比',
            }}
            columns={[
              { title: '版本', dataIndex: 'revisionId', width: 70, render: (id: number) => `#${id}` },
              { title: '状态', dataIndex: 'status', width: 80, render: (s: RevisionItem['status']) => <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag> },
              { title: '作者', dataIndex: 'createdByName', width: 100, render: (n: string | null, r) => n ?? (r.createdBy === null ? '系统' : `运营 #${r.createdBy}`) },
              { title: '时间', dataIndex: 'createdAt', width: 160, render: formatTime },
              { title: '备注', dataIndex: 'note', ellipsis: true },
              {
                title: '操作',
                width: 210,
                render: (_: unknown, r) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      type="link"
                      onClick={async () => {
                        const a = await editorApi.get(pageKey, r.revisionId);
                        onRestore(toDraft(a.body, pageKey), r.revisionId);
                      }}
                    >
                      恢复为草稿
                    </Button>
                    {r.status === 'draft' && (
                      <Popconfirm title={`发布版本 #${r.revisionId}？`} okText="发布" cancelText="取消" onConfirm={() => act(r.revisionId, () => onPublish(r.revisionId))}>
                        <Button size="small" type="link" loading={busy === r.revisionId}>
                          发布
                        </Button>
                      </Popconfirm>
                    )}
                    {r.status === 'archived' && (
                      <Popconfirm title={`把线上页面回滚到 #${r.revisionId}？`} okText="回滚" cancelText="取消" onConfirm={() => act(r.revisionId, () => onRollback(r.revisionId))}>
                        <Button size="small" type="link" danger loading={busy === r.revisionId}>
                          回滚到此版本
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]}
          />
          {pair && <RevisionDiff pageKey={pageKey} from={pair[0]} to={pair[1]} catalog={catalog} />}
        </>
      )}
    </Drawer>
  );
}

/** What changed from one revision to another: nodes added, removed, moved, and changed values. */
export function RevisionDiff({ pageKey, from, to, catalog }: { pageKey: string; from: number; to: number; catalog: Catalog }) {
  const [diff, setDiff] = useState<PageDiff | null>(null);
  useEffect(() => {
    let live = true;
    setDiff(null);
    void Promise.all([editorApi.get(pageKey, from), editorApi.get(pageKey, to)]).then(([a, b]) => {
      if (live) setDiff(diffPages(toDraft(a.body, pageKey), toDraft(b.body, pageKey)));
    });
    return () => {
      live = false;
    };
  }, [pageKey, from, to]);
  const name = (type: string) => catalog.byType.get(type)?.title ?? type;
  const icon = (type: string) => catalog.byType.get(type)?.icon ?? '▦';
  return (
    <section className="se-diff" data-testid="revision-diff" aria-label="版本差异">
      <Typography.Title level={5}>
        版本差异：#{from} → #{to}
      </Typography.Title>
      {!diff ? (
        <Spin />
      ) : isEmptyDiff(diff) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="两个版本内容相同" />
      ) : (
        <div className="se-diff__groups">
          {diff.added.length > 0 && (
            <DiffGroup title="新增组件" kind="added">
              {diff.added.map((n) => (
                <li key={n.id}>
                  {icon(n.type)} {name(n.type)} <code>#{n.id}</code>
                  {n.parentId && <span className="se-diff__where">（在 #{n.parentId} 内）</span>}
                </li>
              ))}
            </DiffGroup>
          )}
          {diff.removed.length > 0 && (
            <DiffGroup title="删除组件" kind="removed">
              {diff.removed.map((n) => (
                <li key={n.id}>
                  {icon(n.type)} {name(n.type)} <code>#{n.id}</code>
                </li>
              ))}
            </DiffGroup>
          )}
          {diff.moved.length > 0 && (
            <DiffGroup title="移动位置" kind="moved">
              {diff.moved.map((n) => (
                <li key={n.id}>
                  {icon(n.type)} {name(n.type)} <code>#{n.id}</code>
                  {n.fromParentId !== n.parentId && <span className="se-diff__where">（{n.fromParentId ? `从 #${n.fromParentId}` : '从页面顶层'} 移到 {n.parentId ? `#${n.parentId}` : '页面顶层'}）</span>}
                </li>
              ))}
            </DiffGroup>
          )}
          {diff.changed.length > 0 && (
            <DiffGroup title="属性变更" kind="changed">
              {diff.changed.map((n) => (
                <li key={n.id}>
                  <div>
                    {icon(n.type)} {name(n.type)} <code>#{n.id}</code>
                  </div>
                  <Changes changes={n.changes} />
                </li>
              ))}
            </DiffGroup>
          )}
          {diff.page.length > 0 && (
            <DiffGroup title="页面设置" kind="changed">
              <li>
                <Changes changes={diff.page} />
              </li>
            </DiffGroup>
          )}
        </div>
      )}
    </section>
  );
}

function DiffGroup({ title, kind, children }: { title: string; kind: string; children: React.ReactNode }) {
  return (
    <div className={`se-diff__group se-diff__group--${kind}`}>
      <h5>{title}</h5>
      <ul>{children}</ul>
    </div>
  );
}

const show = (v: unknown) => (v === undefined ? '（无）' : typeof v === 'string' ? v : JSON.stringify(v));

function Changes({ changes }: { changes: ValueChange[] }) {
  return (
    <table className="se-diff__changes">
      <tbody>
        {changes.map((c, i) => (
          <tr key={i}>
            <td className="se-diff__path">{c.path.replace(/\//g, '.')}</td>
            <td className="se-diff__before">{c.op === 'add' ? '' : show(c.before)}</td>
            <td className="se-diff__arrow">→</td>
            <td className="se-diff__after">{c.op === 'remove' ? '（删除）' : show(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

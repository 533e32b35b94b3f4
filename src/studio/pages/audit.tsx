import { useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditFindResultSchema, type AuditAction, type AuditEntry } from '../../../schemas/studio';
import { errorMessage, request } from '../api';
import { studioPaths } from '../constants';
import { formatTime } from '../format';

const ACTION_COLORS: Record<AuditAction, string> = { publish: 'green', rollback: 'orange', delete: 'red' };
const PAGE_SIZE = 20;

/** Who published, rolled back or deleted which page and revision, and when. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | undefined>();
  const [pageKey, setPageKey] = useState('');
  const log = useQuery({
    queryKey: ['studio', 'audit', page, action, pageKey],
    queryFn: async () =>
      auditFindResultSchema.parse(await request('/api-admin/app/audit/find', { page, limit: PAGE_SIZE, ...(action ? { action } : {}), ...(pageKey ? { pageKey } : {}) })),
    placeholderData: (prev) => prev,
  });
  return (
    <Card
      title="发布记录"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="按页面标识筛选"
            onSearch={(v) => {
              setPageKey(v.trim());
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Select<AuditAction>
            allowClear
            placeholder="全部操作"
            style={{ width: 140 }}
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          />
        </Space>
      }
    >
      {log.isError ? <Typography.Text type="danger">{errorMessage(log.error)}</Typography.Text> : null}
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={log.isPending}
        dataSource={log.data?.list ?? []}
        locale={{ emptyText: '还没有发布记录' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatTime(t) },
          { title: '操作人', dataIndex: 'operatorName', width: 140, render: (n: string) => n || '—' },
          { title: '操作', dataIndex: 'action', width: 110, render: (a: AuditAction) => <Tag color={ACTION_COLORS[a]}>{AUDIT_ACTION_LABELS[a]}</Tag> },
          {
            title: '页面',
            dataIndex: 'page',
            render: (p: string, e) => (e.action === 'delete' ? <Typography.Text delete>{p}</Typography.Text> : <Link to={studioPaths.page.href(p)}>{p}</Link>),
          },
          {
            title: '版本',
            key: 'revision',
            render: (_, e) =>
              e.action === 'delete' ? (
                '—'
              ) : (
                <span>
                  <Typography.Text type="secondary">{e.previousRevisionId ? `#${e.previousRevisionId}` : '默认'}</Typography.Text>
                  {' → '}
                  <Typography.Text strong>#{e.revisionId}</Typography.Text>
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
}

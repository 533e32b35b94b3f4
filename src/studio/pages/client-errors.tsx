import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { CLIENT_ERROR_KINDS, clientErrorPageSchema, SYSTEM_PATHS, type ClientError, type ClientErrorKind } from '../../../schemas/system';
import { errorMessage, request } from '../api';
import { formatTime } from '../format';

const KIND_LABELS: Record<ClientErrorKind, string> = { error: '脚本错误', rejection: '未处理的 Promise', chunk: '资源加载失败' };
const KIND_COLORS: Record<ClientErrorKind, string> = { error: 'red', rejection: 'orange', chunk: 'blue' };
const PAGE_SIZE = 20;

/** A short name of the browser for the table (the full user agent is in the expanded row). */
function browserOf(ua: string): string {
  if (/MicroMessenger/i.test(ua)) return '微信';
  if (/wxwork/i.test(ua)) return '企业微信';
  const m = /(Edg|Chrome|Firefox|Version)\/(\d+)/.exec(ua);
  if (!m) return ua ? ua.slice(0, 24) : '—';
  const name = m[1] === 'Version' ? 'Safari' : m[1] === 'Edg' ? 'Edge' : m[1];
  return `${name} ${m[2]}${/Mobile|Android|iPhone/i.test(ua) ? ' 移动端' : ''}`;
}

/**
 * 客户端错误: what users' browsers reported through webError (uncaught errors, unhandled rejections,
 * script chunks that did not load), one row per kind of error with how often and when last.
 */
export function ClientErrorsPage() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<ClientErrorKind | undefined>();
  const list = useQuery({
    queryKey: ['studio', 'client-errors', page, kind],
    queryFn: async () => clientErrorPageSchema.parse(await request(SYSTEM_PATHS.webErrorFind, { page, limit: PAGE_SIZE, ...(kind ? { kind } : {}) })),
    placeholderData: (prev) => prev,
  });
  return (
    <Card
      title="客户端错误"
      extra={
        <Space>
          <Select<ClientErrorKind>
            allowClear
            placeholder="全部类型"
            style={{ width: 170 }}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
            options={CLIENT_ERROR_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            刷新
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">用户浏览器里发生的错误：同一错误合并为一行，记录次数和最近一次的页面、浏览器。</Typography.Paragraph>
      {list.isError ? <Typography.Text type="danger">{errorMessage(list.error)}</Typography.Text> : null}
      <Table<ClientError>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '还没有客户端错误' }}
        expandable={{
          expandedRowRender: (e) => (
            <div>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                首次 {formatTime(e.firstAt)} · 版本 {e.version || '—'} · {e.userAgent || '未知浏览器'}
              </Typography.Paragraph>
              <pre className="studio-stack">{e.stack || '（没有堆栈）'}</pre>
            </div>
          ),
        }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => `共 ${n} 种` }}
        columns={[
          { title: '最近一次', dataIndex: 'lastAt', width: 170, render: (t: string) => formatTime(t) },
          { title: '类型', dataIndex: 'kind', width: 150, render: (k: ClientErrorKind) => <Tag color={KIND_COLORS[k]}>{KIND_LABELS[k]}</Tag> },
          {
            title: '错误信息',
            dataIndex: 'message',
            render: (m: string) => (
              <Typography.Text code ellipsis={{ tooltip: m }} style={{ maxWidth: 520 }}>
                {m}
              </Typography.Text>
            ),
          },
          { title: '次数', dataIndex: 'count', width: 80, align: 'right' },
          { title: '页面', dataIndex: 'url', width: 200, render: (u: string) => <Typography.Text ellipsis={{ tooltip: u }}>{u || '—'}</Typography.Text> },
          { title: '浏览器', dataIndex: 'userAgent', width: 140, render: (ua: string) => <Tooltip title={ua}>{browserOf(ua)}</Tooltip> },
        ]}
      />
    </Card>
  );
}

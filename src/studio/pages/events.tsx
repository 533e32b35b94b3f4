import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Segmented, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  attendancePageSchema,
  boothPageSchema,
  BOOTH_STATUS,
  EVENT_KIND_TEXT,
  EVENT_KINDS,
  EVENT_STATUS,
  EVENT_STATUS_TEXT,
  eventPageSchema,
  SIGNUP_STATUS_TEXT,
  type Booth,
  type EventKind,
  type EventSummary,
} from '../../../schemas/events';
import { errorMessage, request } from '../api';
import { DateTimeRangeFields } from '../components/datetime-range-fields';
import { formatTime } from '../format';
import { CheckInPanel } from './check-in';
import { EventEditForm } from './event-edit';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red' };
const BOOTH_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };

function BoothTable({ eventId }: { eventId: number }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const booths = useQuery({ queryKey: ['studio', 'event-booths', eventId], queryFn: async () => boothPageSchema.parse(await request('/api-admin/event/boothFind', { eventId, limit: 50 })) });
  const resolve = useMutation({
    mutationFn: (v: { id: number; approve: boolean; booth?: string }) => request('/api-admin/event/boothResolve', v),
    onSuccess: () => {
      void message.success('已处理');
      void qc.invalidateQueries({ queryKey: ['studio', 'event-booths', eventId] });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  const [boothNo, setBoothNo] = useState<Record<number, string>>({});
  return (
    <Table<Booth>
      rowKey="id"
      size="small"
      loading={booths.isPending}
      dataSource={booths.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: '还没有展位申请' }}
      columns={[
        { title: '企业', dataIndex: 'companyName' },
        { title: '联系人', render: (_, b) => `${b.contactName} ${b.contactMobile}` },
        { title: '职位数', render: (_, b) => (b.jobIds.length ? b.jobIds.length : '最新') },
        { title: '状态', render: (_, b) => <Tag color={BOOTH_COLORS[b.status]}>{b.statusText}{b.booth ? ` · ${b.booth}` : ''}</Tag> },
        {
          title: '操作',
          render: (_, b) =>
            b.status === BOOTH_STATUS.pending ? (
              <Space>
                <Input size="small" placeholder="展位号" style={{ width: 72 }} value={boothNo[b.id] ?? ''} onChange={(e) => setBoothNo({ ...boothNo, [b.id]: e.target.value })} aria-label={`${b.companyName} 展位号`} />
                <Button size="small" type="primary" onClick={() => resolve.mutate({ id: b.id, approve: true, booth: boothNo[b.id] ?? '' })}>
                  通过
                </Button>
                <Button size="small" danger onClick={() => resolve.mutate({ id: b.id, approve: false })}>
                  拒绝
                </Button>
              </Space>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

function Attendance({ eventId }: { eventId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: ['studio', 'event-attendance-list', eventId, page], queryFn: async () => attendancePageSchema.parse(await request('/api-admin/event/attendance', { eventId, page, limit: PAGE_SIZE })) });
  return (
    <Table
      rowKey="ticketId"
      size="small"
      loading={list.isPending}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: '还没有人报名' }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: '姓名', dataIndex: 'name' },
        { title: '手机', dataIndex: 'mobile' },
        { title: '状态', dataIndex: 'status', render: (s: number) => SIGNUP_STATUS_TEXT[s] },
        { title: '票码', dataIndex: 'code' },
        { title: '签到', dataIndex: 'checkedInAt', render: (t: string | null) => (t ? formatTime(t) : '—') },
      ]}
    />
  );
}

interface NewEventValues {
  kind: EventKind;
  online: boolean;
  title: string;
  place: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  boothCapacity: number;
  intro: string;
}

/** Organisers' events: create and publish, cancel with notices, approve booths, check tickets in at the door, see attendance. */
export function EventsPage() {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'all' | 0 | 1 | 2>('all');
  const [open, setOpen] = useState<EventSummary | null>(null);
  const [editing, setEditing] = useState<EventSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewEventValues>();
  const events = useQuery({
    queryKey: ['studio', 'events', page, status],
    queryFn: async () => eventPageSchema.parse(await request('/api-admin/event/find', { page, limit: PAGE_SIZE, ...(status === 'all' ? {} : { status }) })),
    placeholderData: (prev) => prev,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['studio', 'events'] });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) => request(path, body),
    onSuccess: () => {
      void message.success('已完成');
      void refresh();
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  const create = useMutation({
    mutationFn: async (v: NewEventValues) => {
      const saved = await request<{ id: number }>('/api-admin/event/save', v);
      return saved.id;
    },
    onSuccess: () => {
      void message.success('已保存为草稿，发布后用户可见');
      setCreating(false);
      form.resetFields();
      void refresh();
    },
    onError: (e) => void message.error(errorMessage(e)),
  });

  const cancel = (e: EventSummary) => {
    let reason = '';
    modal.confirm({
      title: `取消「${e.title}」`,
      content: <Input.TextArea placeholder="取消原因（会通知所有报名者和参会企业）" maxLength={100} onChange={(x) => (reason = x.target.value)} />,
      okText: '取消活动并通知',
      okButtonProps: { danger: true },
      cancelText: '返回',
      onOk: () => act.mutateAsync({ path: '/api-admin/event/cancel', body: { id: e.id, reason: reason.trim() || '主办方临时调整' } }),
    });
  };

  return (
    <Card
      title="招聘会与宣讲会"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建活动
        </Button>
      }
    >
      <Segmented<'all' | 0 | 1 | 2>
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        options={[
          { value: 'all', label: '全部' },
          { value: EVENT_STATUS.draft, label: '待发布（含企业申请）' },
          { value: EVENT_STATUS.published, label: '已发布' },
          { value: EVENT_STATUS.cancelled, label: '已取消' },
        ]}
      />
      {events.isError ? <Typography.Text type="danger">{errorMessage(events.error)}</Typography.Text> : null}
      <Table<EventSummary>
        rowKey="id"
        size="middle"
        loading={events.isPending}
        dataSource={events.data?.list ?? []}
        locale={{ emptyText: '还没有活动' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: events.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => `共 ${n} 场` }}
        columns={[
          {
            title: '活动',
            dataIndex: 'title',
            render: (t: string, e) => (
              <Space direction="vertical" size={0}>
                <Button type="link" onClick={() => setOpen(e)} style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}>
                  {t}
                </Button>
                {e.requested && e.status === EVENT_STATUS.draft ? <Tag color="gold">企业申请 · {e.hostCompany?.name ?? '—'}</Tag> : null}
              </Space>
            ),
          },
          { title: '类型', width: 110, render: (_, e) => `${e.online && e.kind === 'fair' ? '线上' : ''}${EVENT_KIND_TEXT[e.kind]}` },
          { title: '开始', dataIndex: 'startsAt', width: 150, render: (t: string) => formatTime(t) },
          { title: '报名', width: 130, render: (_, e) => `${e.signedCount}${e.capacity ? `/${e.capacity}` : ''}${e.waitingCount ? ` 候补${e.waitingCount}` : ''}` },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <Tag color={STATUS_COLORS[s]}>{EVENT_STATUS_TEXT[s]}</Tag> },
          {
            title: '操作',
            width: 260,
            render: (_, e) => (
              <Space>
                {e.status === EVENT_STATUS.draft && (
                  <Button size="small" type="primary" onClick={() => act.mutate({ path: '/api-admin/event/publish', body: { id: e.id } })}>
                    发布
                  </Button>
                )}
                <Button size="small" onClick={() => setEditing(e)}>
                  编辑
                </Button>
                <Button size="small" onClick={() => setOpen(e)}>
                  管理
                </Button>
                {e.status !== EVENT_STATUS.cancelled && (
                  <Button size="small" danger onClick={() => cancel(e)}>
                    取消
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} width="min(640px, 100vw)" title={open?.title} destroyOnHidden>
        {open && (
          <Tabs
            items={[
              { key: 'checkin', label: '门口签到', children: <CheckInPanel eventId={open.id} /> },
              ...(open.kind === 'fair' ? [{ key: 'booths', label: '展位审核', children: <BoothTable eventId={open.id} /> }] : []),
              { key: 'attendance', label: '报名名单', children: <Attendance eventId={open.id} /> },
            ]}
          />
        )}
      </Drawer>
      <Drawer open={editing !== null} onClose={() => setEditing(null)} width="min(640px, 100vw)" title={editing ? `编辑：${editing.title}` : ''} destroyOnHidden>
        {editing && <EventEditForm eventId={editing.id} onSaved={() => void refresh()} />}
      </Drawer>
      <Modal open={creating} title="新建活动" okText="保存草稿" cancelText="取消" confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form<NewEventValues> form={form} layout="vertical" initialValues={{ kind: 'fair', online: false, capacity: 0, boothCapacity: 0, place: '', intro: '' }} onFinish={(v) => create.mutate(v)}>
          <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
            <Select options={EVENT_KINDS.map((k) => ({ value: k, label: EVENT_KIND_TEXT[k] }))} />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <DateTimeRangeFields />
          <Form.Item name="online" label="线上活动" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="place" label="地点">
            <Input maxLength={100} />
          </Form.Item>
          <Space>
            <Form.Item name="capacity" label="人数上限（0 不限）">
              <InputNumber min={0} max={100000} />
            </Form.Item>
            <Form.Item name="boothCapacity" label="展位数（0 不限）">
              <InputNumber min={0} max={10000} />
            </Form.Item>
          </Space>
          <Form.Item name="intro" label="介绍">
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

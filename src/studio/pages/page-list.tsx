import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { diyPageKeySchema, pageTitleSchema, studioPageCreatedSchema, studioPageListSchema, type StudioPageItem } from '../../../schemas/studio';
import { errorMessage, request } from '../api';
import { studioPaths } from '../constants';
import { formatTime } from '../format';

const PAGE_LIST = ['studio', 'page-list'] as const;

/** antd form rule from a zod schema: the schema's own Chinese message shows under the field. */
const zodRule = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) => ({
  validator: async (_: unknown, value: unknown) => {
    const r = schema.safeParse(value ?? '');
    if (!r.success) throw new Error(r.error?.issues[0]?.message ?? '无效');
  },
});

function StatusTag({ p }: { p: StudioPageItem }) {
  if (p.publishedRevisionId === null) return <Tag color="default">未发布</Tag>;
  if (p.draftAhead) return <Tag color="orange">草稿待发布</Tag>;
  return <Tag color="green">已发布</Tag>;
}

interface NewPageForm {
  page: string;
  title: string;
}

/** Create (from = undefined) or duplicate a diy page. */
function NewPageModal({ from, open, onClose }: { from: StudioPageItem | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewPageForm>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: async (v: NewPageForm) =>
      studioPageCreatedSchema.parse(
        from ? await request('/api-admin/app/design/page/duplicate', { ...v, from: from.page }) : await request('/api-admin/app/design/page/create', v),
      ),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: PAGE_LIST });
      message.success(from ? '已复制页面' : '已新建页面');
      form.resetFields();
      onClose();
      if (!from) navigate(studioPaths.page.href(r.page));
    },
    onError: (e) => message.error(errorMessage(e)),
  });
  return (
    <Modal
      title={from ? `复制页面「${from.title}」` : '新建自定义页面'}
      open={open}
      okText={from ? '复制' : '新建'}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} preserve={false} initialValues={from ? { title: `${from.title} 副本` } : {}}>
        <Form.Item label="页面标题" name="title" rules={[zodRule(pageTitleSchema)]}>
          <Input placeholder="如：春季校园招聘" maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          label="页面标识"
          name="page"
          rules={[zodRule(diyPageKeySchema)]}
          extra={<span>页面地址为 /public/diy?page=页面标识，创建后不能修改</span>}
        >
          <Input placeholder="如：spring-campus" maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Every design page of the tenant with its publishing state; diy pages are created, copied and deleted here. */
export function PageListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const [creating, setCreating] = useState(false);
  const [copyFrom, setCopyFrom] = useState<StudioPageItem | null>(null);
  const pages = useQuery({
    queryKey: [...PAGE_LIST, deferred],
    queryFn: async () => studioPageListSchema.parse(await request('/api-admin/app/design/page/list', deferred ? { keyword: deferred } : {})).list,
    placeholderData: (prev) => prev,
  });
  const remove = useMutation({
    mutationFn: (page: string) => request('/api-admin/app/design/page/delete', { page }),
    onSuccess: async () => {
      message.success('已删除页面');
      await qc.invalidateQueries({ queryKey: PAGE_LIST });
    },
    onError: (e) => message.error(errorMessage(e)),
  });

  return (
    <Card
      title={
        <Space size={12}>
          <span>页面</span>
          <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 13 }}>
            移动站的每个页面都可在这里编辑、预览和发布
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="搜索页面标题或标识"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            style={{ width: 240 }}
            aria-label="搜索页面"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建页面
          </Button>
        </Space>
      }
    >
      {pages.isError ? <Typography.Text type="danger">{errorMessage(pages.error)}</Typography.Text> : null}
      <Table<StudioPageItem>
        rowKey="page"
        size="middle"
        loading={pages.isPending}
        dataSource={pages.data ?? []}
        pagination={{ pageSize: 12, showSizeChanger: false, showTotal: (n) => `共 ${n} 个页面` }}
        columns={[
          {
            title: '页面',
            key: 'title',
            render: (_, p) => (
              <div>
                <Typography.Link onClick={() => navigate(studioPaths.page.href(p.page))} strong>
                  {p.title}
                </Typography.Link>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.page}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          { title: '地址', dataIndex: 'route', key: 'route', render: (r: string) => <Typography.Text code>{r}</Typography.Text> },
          {
            title: '类型',
            key: 'kind',
            width: 110,
            render: (_, p) => (p.kind === 'route' ? <Tag>系统页面</Tag> : <Tag color="blue">{p.builtIn ? '内置专题' : '自定义页面'}</Tag>),
          },
          { title: '状态', key: 'status', width: 120, render: (_, p) => <StatusTag p={p} /> },
          {
            title: '最后编辑',
            key: 'edited',
            width: 190,
            render: (_, p) => (
              <div>
                <div>{p.lastEditorName ?? '系统'}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatTime(p.lastEditedAt)}
                </Typography.Text>
              </div>
            ),
          },
          { title: '发布时间', key: 'published', width: 150, render: (_, p) => formatTime(p.publishedAt) },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, p) => (
              <Space size={4}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(studioPaths.page.href(p.page))}>
                  编辑
                </Button>
                <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => setCopyFrom(p)}>
                  复制
                </Button>
                {p.builtIn ? (
                  <Tooltip title="系统页面不能删除">
                    <Button type="link" size="small" icon={<DeleteOutlined />} disabled>
                      删除
                    </Button>
                  </Tooltip>
                ) : (
                  <Popconfirm title={`删除页面「${p.title}」？`} description="页面及其所有版本将被删除，不能恢复。" okText="删除" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(p.page)}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NewPageModal from={null} open={creating} onClose={() => setCreating(false)} />
      <NewPageModal from={copyFrom} open={copyFrom !== null} onClose={() => setCopyFrom(null)} />
    </Card>
  );
}

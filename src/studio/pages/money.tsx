import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { ORDER_STATUS_NAMES, orderSchema, PAY_CHANNEL_NAMES, productSchema, RIGHT_NAMES, yuanText, type Order, type RightKey } from '../../../schemas/money';
import { errorMessage, request } from '../api';
import { DateTimeRangeFields } from '../components/datetime-range-fields';
import { YuanInput } from '../components/yuan-input';
import { formatTime } from '../format';

const PAGE_SIZE = 20;
const KIND_NAMES: Record<string, string> = { vip: '会员', package: '套餐', topup: '充值' };
const adminProductSchema = productSchema.extend({ active: z.boolean(), sort: z.number().int() });
type AdminProduct = z.infer<typeof adminProductSchema>;
const adminCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  value: z.number().int(),
  min_spend_fen: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  per_user_limit: z.number().int(),
  campaign: z.string().nullable().optional(),
});
type AdminCoupon = z.infer<typeof adminCouponSchema>;
const adminOrderSchema = orderSchema.extend({ userId: z.number().int() });
type AdminOrder = Order & { userId: number };

const rightsText = (rights: Partial<Record<RightKey, number>>) =>
  Object.entries(rights)
    .map(([k, n]) => `${RIGHT_NAMES[k as RightKey] ?? k} ×${n}`)
    .join('、') || '—';

/** Products and their prices: on sale or not, and the price in yuan (kept as integer fen). */
function Products() {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [priceFen, setPriceFen] = useState<number | null>(null);
  const list = useQuery({ queryKey: ['studio', 'money-products'], queryFn: async () => z.object({ list: z.array(adminProductSchema) }).parse(await request('/api-admin/money/productFind', {})).list });
  const save = useMutation({
    mutationFn: (p: AdminProduct) => request('/api-admin/money/productSave', { id: p.id, kind: p.kind, name: p.name, description: p.description, priceFen: p.priceFen, durationDays: p.durationDays, vipLevel: p.vipLevel, rights: p.rights, perks: p.perks, sort: p.sort, active: p.active }),
    onSuccess: () => {
      void message.success('已保存');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['studio', 'money-products'] });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  return (
    <>
      <Table<AdminProduct>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有商品' }}
        columns={[
          { title: '商品', dataIndex: 'name', render: (n: string, p) => <Space direction="vertical" size={0}><span>{n}</span><Typography.Text type="secondary">{p.description}</Typography.Text></Space> },
          { title: '类型', dataIndex: 'kind', width: 80, render: (k: string) => KIND_NAMES[k] ?? k },
          { title: '价格（元）', dataIndex: 'priceFen', width: 110, render: (f: number) => yuanText(f) },
          { title: '有效期', dataIndex: 'durationDays', width: 90, render: (d: number) => (d ? `${d} 天` : '—') },
          { title: '权益', render: (_, p) => (Object.keys(p.rights).length ? rightsText(p.rights) : p.perks.join('、') || '—') },
          { title: '上架', width: 80, render: (_, p) => <Switch aria-label={`${p.name} 上架`} checked={p.active} onChange={(active) => save.mutate({ ...p, active })} /> },
          {
            title: '操作',
            width: 90,
            render: (_, p) => (
              <Button
                size="small"
                onClick={() => {
                  setEditing(p);
                  setPriceFen(p.priceFen);
                }}
              >
                改价
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing ? `改价：${editing.name}` : ''}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => editing && priceFen !== null && save.mutate({ ...editing, priceFen })}
        destroyOnHidden
      >
        <YuanInput aria-label="价格（元）" min={0.01} value={priceFen} onChange={setPriceFen} />
      </Modal>
    </>
  );
}

interface CouponValues {
  name: string;
  kind: 'fixed' | 'percent';
  value: number;
  minSpendFen: number;
  /** ISO instants (DateTimeRangeFields). */
  startsAt: string;
  endsAt: string;
  perUserLimit: number;
  firstPurchase: boolean;
}

/** Coupons: fixed (yuan off) or percent, minimum spend, window, per-user limit; first-purchase campaigns. */
function Coupons() {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<CouponValues>();
  const list = useQuery({ queryKey: ['studio', 'money-coupons'], queryFn: async () => z.object({ list: z.array(adminCouponSchema) }).parse(await request('/api-admin/money/couponFind', {})).list });
  const create = useMutation({
    mutationFn: (v: CouponValues) =>
      request('/api-admin/money/couponSave', {
        name: v.name,
        kind: v.kind,
        // A fixed coupon's value is fen; a percent coupon's is the percentage off.
        value: v.kind === 'fixed' ? Math.round(v.value * 100) : v.value,
        minSpendFen: v.minSpendFen ?? 0,
        startsAt: v.startsAt,
        endsAt: v.endsAt,
        perUserLimit: v.perUserLimit,
        ...(v.firstPurchase ? { campaign: 'first_purchase' } : {}),
      }),
    onSuccess: () => {
      void message.success('优惠券已创建');
      setCreating(false);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['studio', 'money-coupons'] });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  return (
    <>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setCreating(true)}>
        新建优惠券
      </Button>
      <Table<AdminCoupon>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有优惠券' }}
        columns={[
          { title: '名称', dataIndex: 'name', render: (n: string, c) => <Space>{n}{c.campaign ? <Tag color="gold">首购</Tag> : null}</Space> },
          { title: '优惠', render: (_, c) => (c.kind === 'fixed' ? `减 ${yuanText(c.value)} 元` : `打 ${(100 - c.value) / 10} 折`) },
          { title: '门槛', render: (_, c) => (c.min_spend_fen ? `满 ${yuanText(c.min_spend_fen)} 元` : '无门槛') },
          { title: '有效期', render: (_, c) => `${formatTime(c.starts_at)} 至 ${formatTime(c.ends_at)}` },
          { title: '每人限领', dataIndex: 'per_user_limit', width: 90 },
        ]}
      />
      <Modal open={creating} title="新建优惠券" okText="创建" cancelText="取消" confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form<CouponValues> form={form} layout="vertical" initialValues={{ kind: 'fixed', minSpendFen: 0, perUserLimit: 1, firstPurchase: false }} onFinish={(v) => create.mutate(v)}>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="kind" label="类型">
              <Select style={{ width: 120 }} options={[{ value: 'fixed', label: '满减（元）' }, { value: 'percent', label: '折扣（%）' }]} />
            </Form.Item>
            <Form.Item name="value" label="优惠额（元，或减去的百分比）" rules={[{ required: true, message: '请填写优惠额' }]}>
              <InputNumber min={0.01} max={1_000_000} />
            </Form.Item>
            <Form.Item name="minSpendFen" label="最低消费（元）">
              <YuanInput />
            </Form.Item>
          </Space>
          <DateTimeRangeFields />
          <Space wrap>
            <Form.Item name="perUserLimit" label="每人限领">
              <InputNumber min={1} max={100} />
            </Form.Item>
            <Form.Item name="firstPurchase" label="首购活动（结账时发给从未付款的用户）" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}

/** Orders of the tenant, newest first; a fulfilled one can be refunded back where it was paid from. */
function Orders() {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['studio', 'money-orders', page],
    queryFn: async () => z.object({ list: z.array(adminOrderSchema), total: z.number().int() }).parse(await request('/api-admin/money/orderFind', { page, limit: PAGE_SIZE })),
    placeholderData: (prev) => prev,
  });
  const refund = useMutation({
    mutationFn: (no: string) => request('/api-admin/money/orderRefund', { no }),
    onSuccess: () => {
      void message.success('退款已提交');
      void qc.invalidateQueries({ queryKey: ['studio', 'money-orders'] });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  return (
    <Table<AdminOrder>
      rowKey="no"
      size="middle"
      loading={list.isPending}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: '还没有订单' }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => `共 ${n} 笔` }}
      columns={[
        { title: '订单号', dataIndex: 'no', width: 220 },
        { title: '商品', dataIndex: 'title' },
        { title: '用户', dataIndex: 'userId', width: 80 },
        { title: '实付（元）', dataIndex: 'amountFen', width: 100, render: (f: number, o) => (o.discountFen ? `${yuanText(f)}（优惠 ${yuanText(o.discountFen)}）` : yuanText(f)) },
        { title: '支付方式', dataIndex: 'channel', width: 100, render: (c: keyof typeof PAY_CHANNEL_NAMES) => PAY_CHANNEL_NAMES[c] },
        { title: '状态', dataIndex: 'status', width: 90, render: (s: Order['status']) => <Tag color={s === 'fulfilled' ? 'green' : s === 'refunded' ? 'purple' : 'default'}>{ORDER_STATUS_NAMES[s]}</Tag> },
        { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (t: string) => formatTime(t) },
        {
          title: '操作',
          width: 90,
          render: (_, o) =>
            o.status === 'fulfilled' ? (
              <Button
                size="small"
                danger
                onClick={() =>
                  modal.confirm({
                    title: `退款 ${yuanText(o.amountFen)} 元`,
                    content: `订单 ${o.no} 将原路退回（${PAY_CHANNEL_NAMES[o.channel]}），已发放的会员或权益同时收回。`,
                    okText: '确认退款',
                    okButtonProps: { danger: true },
                    cancelText: '返回',
                    onOk: () => refund.mutateAsync(o.no),
                  })
                }
              >
                退款
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** 会员与支付: products and prices, coupons, orders with refunds, through the money admin calls. */
export function MoneyPage() {
  return (
    <Card title="会员与支付">
      <Tabs
        items={[
          { key: 'products', label: '商品与价格', children: <Products /> },
          { key: 'coupons', label: '优惠券', children: <Coupons /> },
          { key: 'orders', label: '订单与退款', children: <Orders /> },
        ]}
      />
    </Card>
  );
}

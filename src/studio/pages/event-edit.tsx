import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import { EVENT_SCHEDULE_MAX, eventDetailSchema, type EventDetail } from '../../../schemas/events';
import { errorMessage, request } from '../api';
import { DateTimeRangeFields } from '../components/datetime-range-fields';
import { ImageField } from '../components/image-field';

interface EditValues {
  title: string;
  summary: string;
  cover: string;
  online: boolean;
  slug: string;
  organiser: string;
  school: string;
  place: string;
  cityCode: string;
  lat: number | null;
  lng: number | null;
  onlineUrl: string;
  /** ISO instants (DateTimeRangeFields). */
  startsAt: string;
  endsAt: string;
  capacity: number;
  boothCapacity: number;
  schedule: { time: string; title: string }[];
  intro: string;
}

function initialValues(e: EventDetail): EditValues {
  return {
    title: e.title,
    summary: e.summary,
    cover: e.cover,
    online: e.online,
    slug: e.slug ?? '',
    organiser: e.organiser,
    school: e.school,
    place: e.place,
    cityCode: e.cityCode,
    lat: e.lat,
    lng: e.lng,
    onlineUrl: e.onlineUrl,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    capacity: e.capacity,
    boothCapacity: e.boothCapacity,
    schedule: e.schedule,
    intro: e.intro,
  };
}

/**
 * Everything an organiser may change on an event after creating it (cover, place and map
 * point, schedule, online link, times, seats): saved through event/save with its id, where the
 * server checks it as it checks a new one; a larger capacity seats the waiting list.
 */
export function EventEditForm({ eventId, onSaved }: { eventId: number; onSaved: () => void }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const detail = useQuery({ queryKey: ['studio', 'event', eventId], queryFn: async () => eventDetailSchema.parse(await request('/api-admin/event/get', { id: eventId })) });
  const save = useMutation({
    mutationFn: (v: EditValues) =>
      request('/api-admin/event/save', {
        ...v,
        id: eventId,
        kind: detail.data!.kind,
        slug: v.slug.trim() || null,
        hostCompanyId: detail.data!.hostCompany?.id ?? null,
        liveId: detail.data!.liveId,
        lat: v.lat ?? null,
        lng: v.lng ?? null,
        schedule: (v.schedule ?? []).filter((s) => s.time.trim() || s.title.trim()),
      }),
    onSuccess: () => {
      void message.success('已保存');
      void qc.invalidateQueries({ queryKey: ['studio', 'event', eventId] });
      onSaved();
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  if (detail.isPending) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  if (detail.isError) return <Typography.Text type="danger">{errorMessage(detail.error)}</Typography.Text>;
  return (
    <Form<EditValues> form={form} layout="vertical" initialValues={initialValues(detail.data)} onFinish={(v) => save.mutate(v)}>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="summary" label="一句话简介">
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="cover" label="封面">
        <ImageField label="封面" />
      </Form.Item>
      <DateTimeRangeFields />
      <Space wrap>
        <Form.Item name="organiser" label="主办方">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="school" label="学校（宣讲会）">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="slug" label="活动链接名" tooltip="小写字母、数字和横线，如 spring-fair：/event/spring-fair">
          <Input maxLength={40} placeholder="可不填" />
        </Form.Item>
      </Space>
      <Form.Item name="online" label="线上活动" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="onlineUrl" label="线上地址">
        <Input maxLength={500} placeholder="https://… 或 /live/…" />
      </Form.Item>
      <Form.Item name="place" label="地点">
        <Input maxLength={100} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="cityCode" label="城市编码" tooltip="6 位行政区划代码，如 330100（杭州）">
          <Input maxLength={6} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="lat" label="纬度（地图）">
          <InputNumber min={-90} max={90} step={0.0001} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="lng" label="经度（地图）">
          <InputNumber min={-180} max={180} step={0.0001} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="capacity" label="人数上限（0 不限）">
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="boothCapacity" label="展位数（0 不限）">
          <InputNumber min={0} max={10000} />
        </Form.Item>
      </Space>
      <div style={{ marginBottom: 4 }}>
        <Typography.Text strong>日程</Typography.Text>
      </div>
      <Form.List name="schedule">
        {(fields, { add, remove }) => (
          <div style={{ margin: '8px 0 16px' }}>
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[f.name, 'time']} rules={[{ max: 20, message: '日程时间过长' }]}>
                  <Input placeholder="09:00" aria-label={`日程 ${i + 1} 时间`} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'title']} rules={[{ max: 60, message: '日程内容过长' }]}>
                  <Input placeholder="开幕" aria-label={`日程 ${i + 1} 内容`} style={{ width: 300 }} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)}>
                  删除
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ time: '', title: '' })} disabled={fields.length >= EVENT_SCHEDULE_MAX}>
              添加日程（{fields.length}/{EVENT_SCHEDULE_MAX}）
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="intro" label="介绍">
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存修改
      </Button>
    </Form>
  );
}

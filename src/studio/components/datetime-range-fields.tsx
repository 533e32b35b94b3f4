import { Form, Input, Space } from 'antd';
import { formatDate } from '../../../schemas/date-format';

/**
 * A time form field: the browser's datetime-local input in the operator's own time zone, the form
 * value an ISO instant (what the admin calls take), so no form converts on submit.
 */
export function DateTimeInput({ value, onChange, id, 'aria-label': ariaLabel }: { value?: string; onChange?: (iso: string) => void; id?: string; 'aria-label'?: string }) {
  return (
    <Input
      type="datetime-local"
      id={id}
      aria-label={ariaLabel}
      value={value ? formatDate(value, 'YYYY-MM-DDTHH:mm') : ''}
      onChange={(e) => {
        const t = new Date(e.target.value);
        onChange?.(Number.isNaN(t.getTime()) ? '' : t.toISOString());
      }}
    />
  );
}

/** The start and end of a window (events, coupons): both required, the end after the start. */
export function DateTimeRangeFields({ start = 'startsAt', end = 'endsAt' }: { start?: string; end?: string }) {
  return (
    <Space wrap>
      <Form.Item name={start} label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
        <DateTimeInput />
      </Form.Item>
      <Form.Item
        name={end}
        label="结束时间"
        dependencies={[start]}
        rules={[
          { required: true, message: '请选择结束时间' },
          ({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => {
              const from = getFieldValue(start) as string | undefined;
              if (v && from && Date.parse(v) <= Date.parse(from)) throw new Error('结束时间须晚于开始时间');
            },
          }),
        ]}
      >
        <DateTimeInput />
      </Form.Item>
    </Space>
  );
}

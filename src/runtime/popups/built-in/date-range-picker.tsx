import { DatePickerView, Popup } from 'antd-mobile';
import { useEffect, useState, type CSSProperties } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { SheetHeader, withParsedProps } from './common';
import { dateTextSchema, formatDateText, parseDateText } from './dates';

/** Props of the 'date-range-picker' popup. */
export const dateRangePropsSchema = z.object({
  title: z.string().max(50).optional(),
  start: dateTextSchema.optional(),
  end: dateTextSchema.optional(),
  min: dateTextSchema.optional(),
  max: dateTextSchema.optional(),
  precision: z.enum(['year', 'month', 'day']).default('day'),
  startLabel: z.string().max(10).default('开始'),
  endLabel: z.string().max(10).default('结束'),
});
export type DateRangeProps = z.infer<typeof dateRangePropsSchema>;

/** What the 'date-range-picker' popup confirms. */
export interface DateRangeValue {
  start: string;
  end: string;
}

function startOf(d: Date, precision: DateRangeProps['precision']): Date {
  return new Date(d.getFullYear(), precision === 'year' ? 0 : d.getMonth(), precision === 'day' ? d.getDate() : 1);
}

/**
 * Two date wheels in one sheet. Start ≤ end holds by construction: each wheel's
 * bound follows the other one, and confirming checks once more.
 */
function DateRangePicker({ props, visible, confirm, cancel }: PopupRenderProps<DateRangeProps, DateRangeValue>) {
  const initial = () => {
    const today = startOf(new Date(), props.precision);
    const start = parseDateText(props.start) ?? today;
    const end = parseDateText(props.end) ?? start;
    return { start, end: end < start ? start : end };
  };
  const [range, setRange] = useState(initial);
  // Opened again with other dates: start from those.
  const { start: pStart, end: pEnd } = props;
  useEffect(() => {
    if (visible) setRange(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, pStart, pEnd]);

  const min = parseDateText(props.min);
  const max = parseDateText(props.max);
  const ok = () => {
    if (range.start > range.end) return;
    confirm({ start: formatDateText(range.start, props.precision), end: formatDateText(range.end, props.precision) });
  };
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <SheetHeader title={props.title} onCancel={cancel} onConfirm={ok} />
      <div className="rm-range__label">{props.startLabel}</div>
      <DatePickerView
        precision={props.precision}
        value={range.start}
        {...(min ? { min } : {})}
        max={max && max < range.end ? max : range.end}
        onChange={(start) => setRange((r) => ({ start, end: start > r.end ? start : r.end }))}
        style={{ '--height': '180px' } as CSSProperties}
      />
      <div className="rm-range__label">{props.endLabel}</div>
      <DatePickerView
        precision={props.precision}
        value={range.end}
        min={min && min > range.start ? min : range.start}
        {...(max ? { max } : {})}
        onChange={(end) => setRange((r) => ({ start: end < r.start ? end : r.start, end }))}
        style={{ '--height': '180px' } as CSSProperties}
      />
    </Popup>
  );
}

export const DateRangePickerPopup = withParsedProps('date-range-picker', dateRangePropsSchema, DateRangePicker);

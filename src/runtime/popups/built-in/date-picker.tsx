import { DatePicker } from 'antd-mobile';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';
import { dateTextSchema, datePrecisionSchema, formatDateText, parseDateText } from './dates';

/** Props of the 'date-picker' popup. Dates are text: 2024, 2024-05, 2024-05-01, 2024-05-01 09:30. */
export const datePickerPropsSchema = z.object({
  title: z.string().max(50).optional(),
  value: dateTextSchema.optional(),
  /** Earliest and latest choosable dates (antd-mobile's default is ten years either side of today). */
  min: dateTextSchema.optional(),
  max: dateTextSchema.optional(),
  /** Down to which unit the wheels go (default day). */
  precision: datePrecisionSchema.default('day'),
});
export type DatePickerPopupProps = z.infer<typeof datePickerPropsSchema>;

/** The 'date-picker' popup confirms the date as text at its precision. */
function DatePickerPopup({ props, visible, confirm, cancel }: PopupRenderProps<DatePickerPopupProps, string>) {
  const value = parseDateText(props.value);
  const min = parseDateText(props.min);
  const max = parseDateText(props.max);
  return (
    <DatePicker
      getContainer={null}
      visible={visible}
      title={props.title}
      precision={props.precision}
      {...(value ? { value } : {})}
      {...(min ? { min } : {})}
      {...(max ? { max } : {})}
      onConfirm={(d) => confirm(formatDateText(d, props.precision))}
      onCancel={cancel}
    />
  );
}

export const DatePickerPopupComponent = withParsedProps('date-picker', datePickerPropsSchema, DatePickerPopup);

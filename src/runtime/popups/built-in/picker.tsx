import { Picker, type PickerProps } from 'antd-mobile';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';

type PickerColumn = Extract<PickerProps['columns'], unknown[]>[number];
type PickerValue = string | number | null;

const optionSchema = z.union([z.string(), z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })]);

/** Props of the 'picker' popup. */
export const pickerPropsSchema = z.object({
  /** Title over the wheels. */
  title: z.string().max(50).optional(),
  /** Wheels: a list of columns, or one column given as a plain list of options. */
  columns: z.union([z.array(z.array(optionSchema)).min(1), z.array(optionSchema).min(1)]),
  /** Selected value per column. */
  value: z.array(z.union([z.string(), z.number(), z.null()])).optional(),
});
export type PickerPopupProps = z.infer<typeof pickerPropsSchema>;

/** What the 'picker' popup confirms: the value and label per column. */
export interface PickerPopupValue {
  value: PickerValue[];
  labels: string[];
}

function toColumns(columns: PickerPopupProps['columns']): PickerColumn[] {
  const first = columns[0];
  return Array.isArray(first) ? (columns as PickerColumn[]) : [columns as PickerColumn];
}

function PickerPopup({ props, visible, confirm, cancel }: PopupRenderProps<PickerPopupProps, PickerPopupValue>) {
  return (
    <Picker
      getContainer={null}
      visible={visible}
      title={props.title}
      columns={toColumns(props.columns)}
      {...(props.value ? { value: props.value } : {})}
      onConfirm={(value, ext) => confirm({ value, labels: ext.items.map((i) => (i ? String(i.label) : '')) })}
      onCancel={cancel}
    />
  );
}

export const PickerPopupComponent = withParsedProps('picker', pickerPropsSchema, PickerPopup);

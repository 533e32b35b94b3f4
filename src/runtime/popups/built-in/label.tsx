import { Popup, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { SheetHeader, withParsedProps } from './common';

const valueSchema = z.union([z.string(), z.number()]);
export const choiceSchema = z.union([z.string(), z.object({ label: z.string(), value: valueSchema })]);
export type Choice = z.infer<typeof choiceSchema>;
export const toSelectorOptions = (list: Choice[]) => list.map((c) => (typeof c === 'string' ? { label: c, value: c } : c));

/** Props of the 'label' popup: tags chosen from a list, at most `max` of them. */
export const labelPropsSchema = z.object({
  title: z.string().max(50).optional(),
  options: z.array(choiceSchema).min(1).max(500),
  value: z.array(valueSchema).optional(),
  /** The most tags that may be chosen (no limit when absent). */
  max: z.number().int().min(1).optional(),
});
export type LabelProps = z.infer<typeof labelPropsSchema>;

export interface LabelDeps {
  toast: (text: string) => void;
}

/** The 'label' popup confirms the chosen values in the order they were chosen. */
export function createLabelPopup({ toast }: LabelDeps) {
  function LabelPopup({ props, visible, confirm, cancel }: PopupRenderProps<LabelProps, (string | number)[]>) {
    const [chosen, setChosen] = useState<(string | number)[]>(props.value ?? []);
    const { value } = props;
    useEffect(() => {
      if (visible && value) setChosen(value);
    }, [visible, value]);
    return (
      <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <SheetHeader
          title={
            <>
              {props.title}
              {props.max !== undefined && <span className="rm-sheet__hint">{`${chosen.length}/${props.max}`}</span>}
            </>
          }
          onCancel={cancel}
          onConfirm={() => confirm(chosen)}
        />
        <div className="rm-sheet__body">
          <Selector
            multiple
            columns={3}
            options={toSelectorOptions(props.options)}
            value={chosen}
            onChange={(next) => {
              if (props.max !== undefined && next.length > props.max) {
                toast(`最多选择 ${props.max} 个`);
                return;
              }
              setChosen(next);
            }}
          />
        </div>
      </Popup>
    );
  }
  return withParsedProps('label', labelPropsSchema, LabelPopup);
}

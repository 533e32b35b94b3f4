import { Button, Popup, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';
import { choiceSchema, toSelectorOptions } from './label';

const valueSchema = z.union([z.string(), z.number()]);

/** One group of options in the 'filter' sheet. */
export const filterSectionSchema = z.object({
  /** The key the section's choice is returned under. */
  key: z.string().min(1).max(50),
  title: z.string().max(50),
  /** Several options may be chosen (default one). */
  multiple: z.boolean().default(false),
  /** With multiple: the most that may be chosen. */
  max: z.number().int().min(1).optional(),
  options: z.array(choiceSchema).max(500),
});

/** Props of the 'filter' popup. */
export const filterPropsSchema = z.object({
  title: z.string().max(50).optional(),
  sections: z.array(filterSectionSchema).min(1).max(30),
  /** Chosen values by section key. */
  value: z.record(z.string(), z.array(valueSchema)).optional(),
  resetText: z.string().max(10).default('重置'),
  confirmText: z.string().max(10).default('确定'),
});
export type FilterProps = z.infer<typeof filterPropsSchema>;
/** What the 'filter' popup confirms: the chosen values by section key (an empty list when none). */
export type FilterValue = Record<string, (string | number)[]>;

export interface FilterDeps {
  toast: (text: string) => void;
}

export function createFilterPopup({ toast }: FilterDeps) {
  function FilterPopup({ props, visible, confirm, cancel }: PopupRenderProps<FilterProps, FilterValue>) {
    const [chosen, setChosen] = useState<FilterValue>(props.value ?? {});
    const { value } = props;
    useEffect(() => {
      if (visible && value) setChosen(value);
    }, [visible, value]);

    const done = () => confirm(Object.fromEntries(props.sections.map((s) => [s.key, chosen[s.key] ?? []])));
    return (
      <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        {props.title && (
          <div className="rm-sheet__header">
            <div className="rm-sheet__title">{props.title}</div>
          </div>
        )}
        <div className="rm-sheet__body">
          {props.sections.map((s) => (
            <section key={s.key} className="rm-sheet__section" data-section={s.key}>
              <div className="rm-sheet__section-title">
                {s.title}
                {s.multiple && s.max !== undefined && <span className="rm-sheet__hint">{`最多 ${s.max} 项`}</span>}
              </div>
              <Selector
                columns={3}
                multiple={s.multiple}
                options={toSelectorOptions(s.options)}
                value={chosen[s.key] ?? []}
                onChange={(next) => {
                  if (s.multiple && s.max !== undefined && next.length > s.max) {
                    toast(`${s.title}最多选择 ${s.max} 项`);
                    return;
                  }
                  setChosen((c) => ({ ...c, [s.key]: next }));
                }}
              />
            </section>
          ))}
        </div>
        <div className="rm-sheet__footer">
          <Button onClick={() => setChosen({})}>{props.resetText}</Button>
          <Button color="primary" onClick={done}>
            {props.confirmText}
          </Button>
        </div>
      </Popup>
    );
  }
  return withParsedProps('filter', filterPropsSchema, FilterPopup);
}

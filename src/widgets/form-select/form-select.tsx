import { useId, useMemo } from 'react';
import { fieldRules, FormItem, useFormField } from '../../runtime/forms';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { FormSelectProps } from './schema';

/** What the built-in 'picker' popup confirms. */
interface PickerResult {
  value: (string | number | null)[];
  labels: string[];
}

/** A labelled value chosen on the picker popup; the form returns the option's value. */
export function FormSelectWidget(props: WidgetRenderProps<FormSelectProps>) {
  const { name, group, label, required, options } = props;
  const rules = useMemo(() => fieldRules({ label, required, verb: '请选择' }), [label, required]);
  const field = useFormField({ name, group, label, rules });
  const popups = usePopups();
  const id = useId();
  const chosen = options.find((o) => o.value === field.value);

  const open = async () => {
    if (options.length === 0) return;
    const r = await popups.open<PickerResult>('picker', { title: label, columns: [options], ...(chosen ? { value: [chosen.value] } : {}) });
    const v = r.confirmed ? r.value.value[0] : undefined;
    if (v !== undefined && v !== null) field.setValue(v);
  };

  return (
    <FormItem field={field.key} label={label} required={required || undefined} error={field.error} htmlFor={id}>
      <button id={id} type="button" className={`rm-form-pick${chosen ? '' : ' rm-form-pick--empty'}`} onClick={() => void open()} aria-haspopup="dialog">
        <span>{chosen ? chosen.label : props.placeholder || `请选择${label}`}</span>
        <svg className="rm-form-pick__arrow" viewBox="0 0 7 12" aria-hidden>
          <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </FormItem>
  );
}

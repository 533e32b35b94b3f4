import { useId, useMemo } from 'react';
import { fieldRules, FormItem, useFormField } from '../../runtime/forms';
import { usePopups } from '../../runtime/popups';
import { formatDateText } from '../../runtime/popups/built-in/dates';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { FormDateProps } from './schema';

/** A labelled date chosen on the date-picker popup; the form returns it as YYYY-MM-DD. */
export function FormDateWidget(props: WidgetRenderProps<FormDateProps>) {
  const { name, group, label, required } = props;
  const rules = useMemo(() => fieldRules({ label, required, verb: '请选择' }), [label, required]);
  const field = useFormField({ name, group, label, rules });
  const popups = usePopups();
  const id = useId();
  const value = typeof field.value === 'string' && field.value ? field.value : undefined;

  const open = async () => {
    // Read when tapped, so a page left open overnight still starts at today.
    const min = props.fromToday ? formatDateText(new Date(), 'day') : props.min;
    const r = await popups.open<string>('date-picker', {
      title: label,
      precision: 'day',
      ...(value ? { value } : {}),
      ...(min ? { min } : {}),
      ...(props.max ? { max: props.max } : {}),
    });
    if (r.confirmed) field.setValue(r.value);
  };

  return (
    <FormItem field={field.key} label={label} required={required || undefined} error={field.error} htmlFor={id}>
      <button id={id} type="button" className={`rm-form-pick${value ? '' : ' rm-form-pick--empty'}`} onClick={() => void open()} aria-haspopup="dialog">
        <span>{value ?? (props.placeholder || `请选择${label}`)}</span>
        <svg className="rm-form-pick__arrow" viewBox="0 0 7 12" aria-hidden>
          <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </FormItem>
  );
}

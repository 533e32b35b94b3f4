import RcForm, { Field, useForm, type FormInstance, type FormProps } from 'rc-field-form';
import { useId, type ReactNode } from 'react';
import { FormItem } from './form-item';

/**
 * A form written by hand in a widget (the job editor), as opposed to one drawn
 * from design (FormScope). Its state is rc-field-form's, the store antd-mobile's
 * Form is built on: values, each field's errors, validate-all and submit, with
 * `form.setFields` for the server's per-field answers. Fields are drawn with the
 * shared FormItem look. antd-mobile's own Form cannot be used as the container:
 * it draws its children in a list and leaves the browser's own checks on, which
 * would stop a submit of a number input holding 1.5 before our message is shown.
 *
 * As in FormScope, a field's error goes when its value changes and the checks
 * run again at the next submit (not while typing).
 */

export { useForm as useFieldForm };
export type { FormInstance as FieldFormInstance };

export function FieldForm<Values>(props: Omit<FormProps<Values>, 'noValidate' | 'component'>) {
  return <RcForm<Values> {...props} noValidate />;
}

/** What a field's control gets. */
export interface FieldControl<V> {
  /** The control's id: the label names it. */
  id: string;
  value: V;
  onChange(value: V): void;
}

export interface FormFieldProps<Values, K extends keyof Values & string> {
  /** The form (useFieldForm): the value's type comes from it. */
  form: FormInstance<Values>;
  name: K;
  label: string;
  required?: boolean | undefined;
  /** Label above the control (a text area) instead of beside it. */
  vertical?: boolean | undefined;
  /** The value's first problem, or null; run at submit. */
  check?: ((value: Values[K]) => Promise<string | null> | string | null) | undefined;
  /** Under the control, right-aligned (a count of the value). */
  extra?: ((value: Values[K]) => ReactNode) | undefined;
  children: (control: FieldControl<Values[K]>) => ReactNode;
}

/** One field of the FieldForm around it: label, control, its first error under it (`data-field` is the name). */
export function FormField<Values, K extends keyof Values & string>({ name, label, required, vertical, check, extra, children }: FormFieldProps<Values, K>) {
  const id = useId();
  const rules = check
    ? [
        {
          validator: async (_rule: unknown, value: Values[K]) => {
            const problem = await check(value);
            if (problem) throw new Error(problem);
          },
        },
      ]
    : [];
  return (
    // The store's own name type spells out nested paths; one key of the values is all a FormField names.
    <Field name={name as string} rules={rules} validateTrigger={false}>
      {(control, meta, form) => {
        const value = control.value as Values[K];
        const onChange = (next: Values[K]) => {
          control.onChange(next);
          if (meta.errors.length > 0) form.setFields([{ name, errors: [] }]);
        };
        return (
          <FormItem field={name} label={label} required={required} vertical={vertical} error={meta.errors[0]} htmlFor={id} extra={extra?.(value)}>
            {children({ id, value, onChange })}
          </FormItem>
        );
      }}
    </Field>
  );
}

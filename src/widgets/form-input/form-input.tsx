import { Input, TextArea } from 'antd-mobile';
import { useId, useMemo } from 'react';
import { byteLength, clipToBytes, fieldRules, FormItem, useFormField } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { FormInputProps } from './schema';
import './form-input.css';

/** The keyboard a preset wants when the designer left the type at text. */
const PRESET_TYPES: Partial<Record<NonNullable<FormInputProps['preset']>, FormInputProps['inputType']>> = { phone: 'tel', email: 'email', description: 'textarea' };

/** A labelled text box whose value belongs to the page's form. */
export function FormInputWidget(props: WidgetRenderProps<FormInputProps>) {
  const { name, group, label, required, preset, maxLength, rules: designRules } = props;
  const rules = useMemo(() => fieldRules({ label, required, preset, maxLength, rules: designRules }), [label, required, preset, maxLength, designRules]);
  const field = useFormField({ name, group, label, rules });
  const id = useId();
  const type = props.inputType === 'text' && preset ? (PRESET_TYPES[preset] ?? 'text') : props.inputType;
  const text = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  // Typing stops at the byte limit, so what is typed is what is sent.
  const change = (raw: string) => {
    const v = type === 'number' ? raw.replace(/[^\d.-]/g, '') : raw;
    field.setValue(maxLength ? clipToBytes(v, maxLength) : v);
  };
  const placeholder = props.placeholder || `请输入${label}`;
  const count = maxLength && type === 'textarea' ? `${byteLength(text)}/${maxLength}` : undefined;
  return (
    <FormItem field={field.key} label={label} required={required || undefined} error={field.error} vertical={type === 'textarea'} htmlFor={id} extra={count}>
      {type === 'textarea' ? (
        <TextArea id={id} className="w-form-input__area" value={text} onChange={change} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 8 }} />
      ) : (
        <Input
          id={id}
          className="w-form-input__box"
          value={text}
          onChange={change}
          placeholder={placeholder}
          type={type === 'number' ? 'text' : type}
          inputMode={type === 'number' ? 'decimal' : type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
          clearable
        />
      )}
    </FormItem>
  );
}

import { Dialog, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ruleSchema } from '../../../../schemas/design';
import type { PopupRenderProps } from '../manager';
import { validateRules } from '../rules';
import { withParsedProps } from './common';

/** Props of the 'input-dialog' popup. */
export const inputDialogPropsSchema = z.object({
  title: z.string().max(50).optional(),
  placeholder: z.string().max(100).optional(),
  maxLength: z.number().int().min(1).max(10_000).optional(),
  /** The text the input starts with. */
  value: z.string().max(10_000).optional(),
  /** What the field is called in rule messages ('%s 为必填项'). */
  label: z.string().max(20).default('内容'),
  /** Rules the text must pass before the dialog confirms; the first failure is a toast. */
  rules: z.union([ruleSchema, z.array(ruleSchema)]).optional(),
});
export type InputDialogProps = z.infer<typeof inputDialogPropsSchema>;

export interface InputDialogDeps {
  toast: (text: string) => void;
}

/** The 'input-dialog' popup confirms the text entered. */
export function createInputDialogPopup({ toast }: InputDialogDeps) {
  function InputDialog({ props, visible, confirm, cancel }: PopupRenderProps<InputDialogProps, string>) {
    const [text, setText] = useState(props.value ?? '');
    const { value } = props;
    useEffect(() => {
      if (visible) setText(value ?? '');
    }, [visible, value]);

    const submit = async () => {
      const error = props.rules ? await validateRules({ [props.label]: props.rules }, { [props.label]: text }) : null;
      if (error) return toast(error);
      confirm(text);
    };
    return (
      <Dialog
        getContainer={null}
        visible={visible}
        title={props.title}
        content={
          <Input
            autoFocus
            clearable
            value={text}
            onChange={setText}
            onEnterPress={() => void submit()}
            {...(props.placeholder ? { placeholder: props.placeholder } : {})}
            {...(props.maxLength ? { maxLength: props.maxLength } : {})}
          />
        }
        closeOnAction={false}
        onClose={cancel}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: cancel },
            { key: 'confirm', text: '确定', bold: true, onClick: submit },
          ],
        ]}
      />
    );
  }
  return withParsedProps('input-dialog', inputDialogPropsSchema, InputDialog);
}

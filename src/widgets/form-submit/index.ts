import type { WidgetDefinition } from '../../runtime/registry';
import { FormSubmitWidget } from './form-submit';
import { formSubmitPropsSchema } from './schema';

/** The submit button of a design form: checks every field, then completes the form. */
export const formSubmitWidget: WidgetDefinition<typeof formSubmitPropsSchema> = {
  type: 'form-submit',
  propsSchema: formSubmitPropsSchema,
  defaultProps: formSubmitPropsSchema.parse({}),
  render: FormSubmitWidget,
  editor: { title: '提交按钮', icon: '✅' },
};
export default formSubmitWidget;

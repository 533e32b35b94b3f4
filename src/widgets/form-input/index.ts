import type { WidgetDefinition } from '../../runtime/registry';
import { FormInputWidget } from './form-input';
import { formInputPropsSchema } from './schema';

/** A text field of a design form (name, phone, email, description presets). */
export const formInputWidget: WidgetDefinition<typeof formInputPropsSchema> = {
  type: 'form-input',
  propsSchema: formInputPropsSchema,
  defaultProps: formInputPropsSchema.parse({}),
  render: FormInputWidget,
  editor: { title: '输入框', icon: '⌨️' },
};
export default formInputWidget;

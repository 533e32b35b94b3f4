import type { WidgetDefinition } from '../../runtime/registry';
import { FormSelectWidget } from './form-select';
import { formSelectPropsSchema } from './schema';

/** A pick-one field of a design form: the built-in picker popup opens on tap. */
export const formSelectWidget: WidgetDefinition<typeof formSelectPropsSchema> = {
  type: 'form-select',
  propsSchema: formSelectPropsSchema,
  defaultProps: formSelectPropsSchema.parse({}),
  render: FormSelectWidget,
  editor: { title: '单选项', icon: '🔽' },
};
export default formSelectWidget;

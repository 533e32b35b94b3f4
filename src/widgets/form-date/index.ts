import type { WidgetDefinition } from '../../runtime/registry';
import { FormDateWidget } from './form-date';
import { formDatePropsSchema } from './schema';

/** A date field of a design form: the built-in date picker popup opens on tap. */
export const formDateWidget: WidgetDefinition<typeof formDatePropsSchema> = {
  type: 'form-date',
  propsSchema: formDatePropsSchema,
  defaultProps: formDatePropsSchema.parse({}),
  render: FormDateWidget,
  editor: { title: '日期', icon: '📅' },
};
export default formDateWidget;

import type { WidgetDefinition } from '../../runtime/registry';
import { FormUploadWidget } from './form-upload';
import { formUploadPropsSchema } from './schema';

/** An upload field of the design forms: images or documents, uploaded at once, returned as a list. */
export const formUploadWidget: WidgetDefinition<typeof formUploadPropsSchema> = {
  type: 'form-upload',
  propsSchema: formUploadPropsSchema,
  defaultProps: formUploadPropsSchema.parse({}),
  render: FormUploadWidget,
  editor: { title: '上传', icon: '📤' },
};
export default formUploadWidget;

import type { WidgetDefinition } from '../../runtime/registry';
import { RichText } from './rich-text';
import { richTextPropsSchema } from './schema';

/** A block of operator-written HTML, sanitised with DOMPurify before it is shown. */
export const richTextWidget: WidgetDefinition<typeof richTextPropsSchema> = {
  type: 'rich-text',
  propsSchema: richTextPropsSchema,
  defaultProps: richTextPropsSchema.parse({}),
  render: RichText,
  editor: { title: '富文本', icon: '📝' },
};
export default richTextWidget;

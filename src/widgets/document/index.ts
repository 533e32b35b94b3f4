import type { WidgetDefinition } from '../../runtime/registry';
import { DocumentView } from './document';
import { documentPropsSchema } from './schema';

/** A document of the tenant's document store (user agreement, privacy policy), sanitised. */
export const documentWidget: WidgetDefinition<typeof documentPropsSchema> = {
  type: 'document',
  propsSchema: documentPropsSchema,
  defaultProps: documentPropsSchema.parse({}),
  render: DocumentView,
  editor: { title: '文档', icon: '📄' },
};
export default documentWidget;

import type { WidgetDefinition } from '../../runtime/registry';
import { ImageWidget } from './image';
import { imagePropsSchema } from './schema';

/** A single picture, loaded lazily; a tap runs the node's link. */
export const imageWidget: WidgetDefinition<typeof imagePropsSchema> = {
  type: 'image',
  propsSchema: imagePropsSchema,
  defaultProps: imagePropsSchema.parse({}),
  render: ImageWidget,
  editor: { title: '图片', icon: '🏞️' },
};
export default imageWidget;

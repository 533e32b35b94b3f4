import type { WidgetDefinition } from '../../runtime/registry';
import { FloatButton } from './float-button';
import { floatButtonPropsSchema } from './schema';

/** The floating action button (antd-mobile FloatingBubble); a tap runs the node's link. */
export const floatButtonWidget: WidgetDefinition<typeof floatButtonPropsSchema> = {
  type: 'float-button',
  propsSchema: floatButtonPropsSchema,
  defaultProps: floatButtonPropsSchema.parse({}),
  render: FloatButton,
  editor: { title: '悬浮按钮', icon: '🔘' },
};
export default floatButtonWidget;

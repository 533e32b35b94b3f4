import type { WidgetDefinition } from '../../runtime/registry';
import { DividerWidget } from './divider';
import { dividerPropsSchema } from './schema';

/** A divider line, optionally with text in the middle. */
export const dividerWidget: WidgetDefinition<typeof dividerPropsSchema> = {
  type: 'divider',
  propsSchema: dividerPropsSchema,
  defaultProps: dividerPropsSchema.parse({}),
  render: DividerWidget,
  editor: { title: '分割线', icon: '➖' },
};
export default dividerWidget;

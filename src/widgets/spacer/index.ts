import type { WidgetDefinition } from '../../runtime/registry';
import { spacerPropsSchema } from './schema';
import { Spacer } from './spacer';

/** Empty space of a set height. */
export const spacerWidget: WidgetDefinition<typeof spacerPropsSchema> = {
  type: 'spacer',
  propsSchema: spacerPropsSchema,
  defaultProps: spacerPropsSchema.parse({}),
  render: Spacer,
  editor: { title: '空白间隔', icon: '↕️' },
};
export default spacerWidget;

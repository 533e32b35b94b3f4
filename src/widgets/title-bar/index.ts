import type { WidgetDefinition } from '../../runtime/registry';
import { titleBarPropsSchema } from './schema';
import { TitleBar } from './title-bar';

/** The section title, optionally with 更多 running the node's link. */
export const titleBarWidget: WidgetDefinition<typeof titleBarPropsSchema> = {
  type: 'title-bar',
  propsSchema: titleBarPropsSchema,
  defaultProps: titleBarPropsSchema.parse({}),
  render: TitleBar,
  editor: { title: '标题栏', icon: '🔤' },
};
export default titleBarWidget;

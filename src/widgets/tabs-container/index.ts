import type { WidgetDefinition } from '../../runtime/registry';
import { tabsContainerPropsSchema } from './schema';
import { TabsContainer } from './tabs-container';

/** The tabs container: tab i shows the node's child i (antd-mobile Tabs). */
export const tabsContainerWidget: WidgetDefinition<typeof tabsContainerPropsSchema> = {
  type: 'tabs-container',
  propsSchema: tabsContainerPropsSchema,
  defaultProps: tabsContainerPropsSchema.parse({}),
  render: TabsContainer,
  editor: { title: '标签页容器', icon: '🗂️', container: true },
};
export default tabsContainerWidget;

import type { WidgetDefinition } from '../../runtime/registry';
import { GridNav } from './grid-nav';
import { gridNavPropsSchema } from './schema';

/** The icon grid of shortcuts (jobs, companies, live, news …). */
export const gridNavWidget: WidgetDefinition<typeof gridNavPropsSchema> = {
  type: 'grid-nav',
  propsSchema: gridNavPropsSchema,
  defaultProps: gridNavPropsSchema.parse({}),
  render: GridNav,
  editor: { title: '宫格导航', icon: '🔳' },
};
export default gridNavWidget;

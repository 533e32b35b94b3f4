import type { WidgetDefinition } from '../../runtime/registry';
import { searchBarPropsSchema } from './schema';
import { SearchBarWidget } from './search-bar';

/** The search bar: a keyword handed to a link (usually the job list with `keyword`). */
export const searchBarWidget: WidgetDefinition<typeof searchBarPropsSchema> = {
  type: 'search-bar',
  propsSchema: searchBarPropsSchema,
  defaultProps: searchBarPropsSchema.parse({}),
  render: SearchBarWidget,
  editor: { title: '搜索框', icon: '🔍' },
};
export default searchBarWidget;

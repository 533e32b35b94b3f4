import type { WidgetDefinition } from '../../runtime/registry';
import { ArticleBrowser } from './article-browser';
import { articleBrowserPropsSchema } from './schema';

/** Articles by kind and category with their counts, paged with infinite scroll. */
export const articleBrowserWidget: WidgetDefinition<typeof articleBrowserPropsSchema> = {
  type: 'article-browser',
  propsSchema: articleBrowserPropsSchema,
  defaultProps: articleBrowserPropsSchema.parse({}),
  render: ArticleBrowser,
  editor: { title: '资讯频道', icon: '🗞️' },
};
export default articleBrowserWidget;

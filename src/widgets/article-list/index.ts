import type { WidgetDefinition } from '../../runtime/registry';
import { ArticleList } from './article-list';
import { articleListPropsSchema } from './schema';

/** The article list: `limit` news or notices from /api-user/article/find; a tap opens the article. */
export const articleListWidget: WidgetDefinition<typeof articleListPropsSchema> = {
  type: 'article-list',
  propsSchema: articleListPropsSchema,
  defaultProps: articleListPropsSchema.parse({}),
  render: ArticleList,
  editor: { title: '文章列表', icon: '📰' },
};
export default articleListWidget;

import type { WidgetDefinition } from '../../runtime/registry';
import { ArticleDetailView } from './article-detail';
import { articleDetailPropsSchema } from './schema';

/** An article: title, category, date, views (counted on open) and the sanitised rich text; pictures open in the image viewer. */
export const articleDetailWidget: WidgetDefinition<typeof articleDetailPropsSchema> = {
  type: 'article-detail',
  propsSchema: articleDetailPropsSchema,
  defaultProps: articleDetailPropsSchema.parse({}),
  render: ArticleDetailView,
  editor: { title: '文章详情', icon: '📃' },
};
export default articleDetailWidget;

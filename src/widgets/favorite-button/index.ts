import type { WidgetDefinition } from '../../runtime/registry';
import { FavoriteButton } from './favorite-button';
import { favoriteButtonPropsSchema } from './schema';

/** A star that favorites the page's job, company, resume or user (userFavorites/save and delete). */
export const favoriteButtonWidget: WidgetDefinition<typeof favoriteButtonPropsSchema> = {
  type: 'favorite-button',
  propsSchema: favoriteButtonPropsSchema,
  defaultProps: favoriteButtonPropsSchema.parse({}),
  render: FavoriteButton,
  editor: { title: '收藏按钮', icon: '⭐' },
};
export default favoriteButtonWidget;

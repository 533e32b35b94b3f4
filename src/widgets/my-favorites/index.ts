import type { WidgetDefinition } from '../../runtime/registry';
import { MyFavorites } from './my-favorites';
import { myFavoritesPropsSchema } from './schema';

/** The user's favorites by type, filed into private groups (userFavorites/*, privateGroup/*). */
export const myFavoritesWidget: WidgetDefinition<typeof myFavoritesPropsSchema> = {
  type: 'my-favorites',
  propsSchema: myFavoritesPropsSchema,
  defaultProps: myFavoritesPropsSchema.parse({}),
  render: MyFavorites,
  editor: { title: '我的收藏', icon: '💛' },
};
export default myFavoritesWidget;

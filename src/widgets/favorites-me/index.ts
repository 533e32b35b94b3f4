import type { WidgetDefinition } from '../../runtime/registry';
import { FavoritesMe } from './favorites-me';
import { favoritesMePropsSchema } from './schema';

/** Who favorited me: recruiters who favorited a seeker's resume (findByUm), seekers who favorited a recruiter's jobs or company (findByHr). */
export const favoritesMeWidget: WidgetDefinition<typeof favoritesMePropsSchema> = {
  type: 'favorites-me',
  propsSchema: favoritesMePropsSchema,
  defaultProps: favoritesMePropsSchema.parse({}),
  render: FavoritesMe,
  editor: { title: '谁收藏了我', icon: '👀' },
};
export default favoritesMeWidget;

import { z } from 'zod';
import { FAVORITE_TYPES } from '../../../schemas/favorites';

/** Props of the favorites screen (/my/favorites), as designers set them in the page JSON. */
export const myFavoritesPropsSchema = z.object({
  /** Tabs, in order; resume shows to recruiters only. */
  types: z.array(z.enum(FAVORITE_TYPES)).min(1).max(4).default(['job', 'brand', 'resume', 'user']),
  /** Favorites per page. */
  limit: z.number().int().min(5).max(50).default(20),
});
export type MyFavoritesProps = z.infer<typeof myFavoritesPropsSchema>;

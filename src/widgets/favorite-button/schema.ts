import { z } from 'zod';
import { FAVORITE_TYPES } from '../../../schemas/favorites';

/** Props of the favorite (star) button, as designers set them in the page JSON. */
export const favoriteButtonPropsSchema = z.object({
  /** What is favorited: job, brand (a company), resume (a seeker's resume, recruiters only) or user. */
  type: z.enum(FAVORITE_TYPES).default('job'),
  /** The item's id; absent to take the :id of the page's route (/job/12, /company/3, /resume/7). */
  id: z.number().int().positive().optional(),
  /** Label while not favorited. */
  text: z.string().max(8).default('收藏'),
  /** Label once favorited. */
  activeText: z.string().max(8).default('已收藏'),
  /** 'bar': a full-width row with the label; 'icon': the star alone (for headers and cards). */
  variant: z.enum(['bar', 'icon']).default('bar'),
});
export type FavoriteButtonProps = z.infer<typeof favoriteButtonPropsSchema>;

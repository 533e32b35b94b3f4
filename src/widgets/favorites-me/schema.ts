import { z } from 'zod';

/** Props of the "who favorited me" screen (/my/favorites-me), as designers set them in the page JSON. */
export const favoritesMePropsSchema = z.object({
  /** People per page. */
  limit: z.number().int().min(5).max(50).default(20),
  /** The line on top for a job seeker. */
  seekerIntro: z.string().max(60).default('这些招聘者收藏了你的简历，主动沟通机会更大'),
  /** The line on top for a recruiter. */
  recruiterIntro: z.string().max(60).default('这些求职者收藏了你的职位或公司'),
});
export type FavoritesMeProps = z.infer<typeof favoritesMePropsSchema>;

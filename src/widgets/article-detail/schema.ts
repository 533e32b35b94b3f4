import { z } from 'zod';

/** Props of the article page body (/article/:id). */
export const articleDetailPropsSchema = z.object({
  /** The article to show; 0 takes the :id of the route. */
  id: z.number().int().min(0).default(0),
  /** Show the view count under the title. */
  showViews: z.boolean().default(true),
});
export type ArticleDetailProps = z.infer<typeof articleDetailPropsSchema>;

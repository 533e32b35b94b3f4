import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the article list, as designers set them in the page JSON. */
export const articleListPropsSchema = z.object({
  /** Heading shown above the list; empty hides it. */
  title: z.string().max(20).default('最新资讯'),
  /** news or notice only; absent shows both. */
  kind: z.enum(['news', 'notice']).optional(),
  /** How many articles to show, 1 to 20. */
  limit: z.number().int().min(1).max(20).default(5),
  /** What a tap on an article runs, with `{ item }` (the article); without one it opens the article. */
  itemLink: linkSchema.optional(),
});
export type ArticleListProps = z.infer<typeof articleListPropsSchema>;

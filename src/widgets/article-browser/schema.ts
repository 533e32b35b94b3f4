import { z } from 'zod';

/** Props of the article list screen (/article/list). */
export const articleBrowserPropsSchema = z.object({
  /** news or notice only; absent lets the reader switch between both. */
  kind: z.enum(['news', 'notice']).optional(),
  /** Show the category chips. */
  categories: z.boolean().default(true),
  /** Articles fetched per page, 5 to 50. */
  limit: z.number().int().min(5).max(50).default(15),
});
export type ArticleBrowserProps = z.infer<typeof articleBrowserPropsSchema>;

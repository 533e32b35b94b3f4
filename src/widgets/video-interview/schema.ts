import { z } from 'zod';

/** Props of the video interview screens (/interview/:id and /my/interviews), as designers set them in the page JSON. */
export const videoInterviewPropsSchema = z.object({
  /** What to show: the call of one interview (its id from the route's :id), or the list of my interviews. */
  view: z.enum(['call', 'list']).default('list'),
  /** The interview of the call view; 0 takes the route's :id. */
  id: z.number().int().min(0).default(0),
});
export type VideoInterviewProps = z.infer<typeof videoInterviewPropsSchema>;

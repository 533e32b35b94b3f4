import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** Props of the live list, as designers set them in the page JSON. */
export const liveListPropsSchema = z.object({
  /** Heading shown above the list; empty hides it. */
  title: z.string().max(20).default('直播招聘'),
  /** How many live streams to show, 1 to 20 (two per row). */
  limit: z.number().int().min(1).max(20).default(4),
  /** Only upcoming (0), live now (1) or ended (2) streams; absent shows all. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** What a tap on a stream runs, with `{ item }` (the stream); without one it opens the live page. */
  itemLink: linkSchema.optional(),
});
export type LiveListProps = z.infer<typeof liveListPropsSchema>;

import { z } from 'zod';

/** Props of the divider, as designers set them in the page JSON. */
export const dividerPropsSchema = z.object({
  /** Text in the middle of the line (e.g. 没有更多了); empty draws a plain line. */
  text: z.string().max(20).default(''),
  /** Dashed instead of solid. */
  dashed: z.boolean().default(false),
});
export type DividerProps = z.infer<typeof dividerPropsSchema>;

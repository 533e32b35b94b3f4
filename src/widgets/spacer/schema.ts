import { z } from 'zod';

/** Props of the spacer, as designers set them in the page JSON. */
export const spacerPropsSchema = z.object({
  /** Empty space in design px (375 wide), 0 to 200. */
  height: z.number().min(0).max(200).default(12),
});
export type SpacerProps = z.infer<typeof spacerPropsSchema>;

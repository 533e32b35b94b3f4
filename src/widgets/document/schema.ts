import { z } from 'zod';

/** Props of the document widget, as designers set them in the page JSON. */
export const documentPropsSchema = z.object({
  /** Which document of the tenant's document store: agreement, privacy, … */
  docKey: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/).default('agreement'),
  /** Show the document's title above its text. */
  showTitle: z.boolean().default(true),
});
export type DocumentProps = z.infer<typeof documentPropsSchema>;

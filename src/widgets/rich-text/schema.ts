import { z } from 'zod';

/** Props of the rich text block, as designers set them in the page JSON. */
export const richTextPropsSchema = z.object({
  /**
   * The content as HTML. Basic formatting, tables, images (http(s) or site
   * paths) and links (http(s), tel, mailto, site paths) are kept; scripts,
   * event handlers, iframes, forms, style tags and unsafe URLs are removed.
   */
  html: z.string().max(100_000).default(''),
});
export type RichTextProps = z.infer<typeof richTextPropsSchema>;

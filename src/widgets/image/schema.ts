import { z } from 'zod';
import { imageUrlSchema } from '../../../schemas/design';

/** Props of the image, as designers set them in the page JSON. */
export const imagePropsSchema = z.object({
  /** The picture (http(s), a site path, or a small PNG/JPEG/GIF/WebP data URL). Empty shows nothing. */
  src: z.union([imageUrlSchema, z.literal('')]).default(''),
  /** What the picture shows, read out by screen readers and shown if it fails to load. */
  alt: z.string().max(100).default(''),
  /** Width divided by height (e.g. 2 for 2:1) so the space is kept while loading; absent keeps the picture's own shape. */
  ratio: z.number().min(0.1).max(10).optional(),
});
export type ImageProps = z.infer<typeof imagePropsSchema>;

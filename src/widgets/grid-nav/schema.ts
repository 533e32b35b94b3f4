import { z } from 'zod';
import { imageUrlSchema, linkSchema } from '../../../schemas/design';

const EMOJI = /\p{Extended_Pictographic}/u;

/** A text or emoji icon: one or two characters, or one emoji (which may be several code points); never a URL or markup. */
const textIconSchema = z
  .string()
  .min(1)
  .max(16)
  .regex(/^[^\s/:<>"'&]+$/u, '图标应为图片地址、一两个字或一个表情')
  .refine((s) => [...s].length <= (EMOJI.test(s) ? 8 : 2), '文字图标最多两个字或一个表情');

/** One cell of the grid. */
export const gridNavItemSchema = z.object({
  /** An image URL (square, 88 × 88 or larger) or a short text / emoji such as 💼 or 招. */
  icon: z.union([imageUrlSchema, textIconSchema]),
  /** Label under the icon, at most 6 characters. */
  text: z.string().min(1).max(6),
  /** What a tap on this cell runs, with `{ item, index }`; without one the node's link runs. */
  link: linkSchema.optional(),
});
export type GridNavItem = z.infer<typeof gridNavItemSchema>;

/** Props of the icon grid, as designers set them in the page JSON. */
export const gridNavPropsSchema = z.object({
  /** Cells per row: 4 or 5. */
  columns: z.union([z.literal(4), z.literal(5)]).default(4),
  /** The cells, in reading order (at most 20). */
  items: z.array(gridNavItemSchema).max(20).default([]),
});
export type GridNavProps = z.infer<typeof gridNavPropsSchema>;

/** True when a text icon is an emoji (drawn on a light tint) rather than characters (white on a solid tint). */
export function isEmojiIcon(icon: string): boolean {
  return EMOJI.test(icon);
}

/** True when the icon is a picture rather than text or an emoji. */
export function isImageIcon(icon: string): boolean {
  return imageUrlSchema.safeParse(icon).success;
}

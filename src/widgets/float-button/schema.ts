import { z } from 'zod';
import { imageUrlSchema } from '../../../schemas/design';

const EMOJI = /\p{Extended_Pictographic}/u;

/** Props of the floating button, as designers set them in the page JSON. */
export const floatButtonPropsSchema = z.object({
  /** Label on the button, at most 4 characters (e.g. 发布, 客服). */
  text: z.string().min(1).max(4).default('发布'),
  /** Shown above the label: an image URL, one emoji, or one character. Empty shows the label alone. */
  icon: z
    .union([
      imageUrlSchema,
      z
        .string()
        .max(16)
        .regex(/^[^\s/:<>"'&]*$/u, '图标应为图片地址、一个字或一个表情')
        .refine((s) => [...s].length <= (EMOJI.test(s) ? 8 : 1), '图标应为图片地址、一个字或一个表情'),
    ])
    .default(''),
});
export type FloatButtonProps = z.infer<typeof floatButtonPropsSchema>;

/** True when the icon is a picture rather than a character or emoji. */
export function isImageIcon(icon: string): boolean {
  return imageUrlSchema.safeParse(icon).success;
}

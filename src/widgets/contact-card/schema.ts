import { z } from 'zod';

/** Props of the contact card screen (/me/contact), as designers set them in the page JSON. */
export const contactCardPropsSchema = z.object({
  /** The line above the card: who sees it. */
  intro: z.string().max(80).default('名片仅在对方扫描你的二维码或双方同意交换后可见。'),
});
export type ContactCardProps = z.infer<typeof contactCardPropsSchema>;

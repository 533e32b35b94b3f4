import { z } from 'zod';

/** Props of the membership centre (/vip/my-rights, and as a card on /me), as designers set them in the page JSON. */
export const vipCenterPropsSchema = z.object({
  /** A one-line card (for /me) that opens the full page, instead of the full page. */
  compact: z.boolean().default(false),
  /** Where the card leads. */
  pagePath: z.string().max(200).default('/vip/my-rights'),
  /** Headline of the full page for job seekers. */
  title: z.string().max(20).default('VIP 会员'),
});
export type VipCenterProps = z.infer<typeof vipCenterPropsSchema>;
